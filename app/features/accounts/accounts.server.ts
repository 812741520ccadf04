// Creating password accounts directly (demo seed, admin tooling, test factories) — the same rows
// better-auth writes on sign-up, with the profile of the spec's user document.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { accounts, profiles, users } from "../../../db/schema";
import { hashPassword } from "./auth.server";
import { db } from "../../lib/db.server";
import type { Role } from "./profile.server";

export type NewAccount = { email: string; password: string; name?: string; role?: Role; emailVerified?: boolean };

/** Creates the account unless one exists for the e-mail; returns the user id either way. */
export async function ensurePasswordAccount(input: NewAccount): Promise<string> {
  const email = input.email.toLowerCase();
  const [existing] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) return existing.id;
  const id = randomUUID();
  const hash = await hashPassword(input.password);
  await db().transaction(async (tx) => {
    await tx.insert(users).values({ id, name: input.name ?? "User", email, emailVerified: input.emailVerified ?? true });
    await tx.insert(accounts).values({ id: randomUUID(), userId: id, accountId: id, providerId: "credential", password: hash });
    await tx.insert(profiles).values({ userId: id, role: input.role ?? "user" });
  });
  return id;
}

/** Sets a new password on the account's credential (used when the demo password is re-issued). */
export async function setPassword(userId: string, password: string) {
  const hash = await hashPassword(password);
  await db()
    .update(accounts)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
}

/** Demo learners (the quiz seed's past attempts, decision 037): users with a profile and no account
 * row, so nobody can sign in as them. Created if missing; existing ones are left as they are. */
export async function ensureDemoLearners(learners: { id: string; name: string; email: string }[]) {
  if (learners.length === 0) return;
  await db().transaction(async (tx) => {
    await tx
      .insert(users)
      .values(learners.map((l) => ({ id: l.id, name: l.name, email: l.email.toLowerCase(), emailVerified: false })))
      .onConflictDoNothing();
    await tx
      .insert(profiles)
      .values(learners.map((l) => ({ userId: l.id, role: "user" })))
      .onConflictDoNothing();
  });
}

/** Sets `quizzesTaken` of users whose attempts were bulk-inserted (the demo seed) to their real count. */
export async function setQuizzesTaken(counts: { userId: string; quizzesTaken: number }[]) {
  if (counts.length === 0) return;
  const values = sql.join(
    counts.map((c) => sql`(${c.userId}, ${c.quizzesTaken}::int)`),
    sql`, `,
  );
  await db().execute(sql`update profiles p set quizzes_taken = v.n, updated_at = now() from (values ${values}) as v(user_id, n) where p.user_id = v.user_id`);
}
