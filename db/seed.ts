// Demo content loaded on start-up. Seeding only creates what is missing and never changes an
// existing password: several instances may share one database (DATABASE_URL), each with its own
// DATA_DIR, and an instance starting with an empty DATA_DIR once re-issued the demo passwords under
// everyone else. The demo admin and demo student get random passwords when created — no default
// credentials (ASVS V6.3.2) — kept in DATA_DIR/demo-accounts.json (mode 600) by the instance that
// created them, so every start of that instance can print them.
import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { ensurePasswordAccount } from "../app/features/accounts/accounts.server";
import { verifyPassword } from "../app/features/accounts/auth.server";
import { db, pool } from "../app/lib/db.server";
import { env } from "../app/lib/env.server";
import { accounts, users } from "./schema";
import { seedCourses } from "./seed-courses";
import { seedResources } from "./seed-resources";
import { seedQuizzes } from "./seed-quizzes";
import { seedBlogs } from "./seed-blogs";
import { seedCounselors } from "./seed-counselors";

/** `password` is null when this instance does not know it; `note` then says why, truthfully. */
export type DemoAccount = { email: string; password: string | null; note?: string };
export type DemoAdmin = { admin: DemoAccount; student: DemoAccount };

const SEED_LOCK = 727276; // migrations 727274, shared secrets 727275
const storedSchema = z.object({ email: z.string(), password: z.string() });
const fileSchema = z.object({ admin: storedSchema.optional(), student: storedSchema.optional() });
type StoredAccounts = z.infer<typeof fileSchema>;

function readStored(file: string): StoredAccounts {
  try {
    const parsed = fileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

async function credentialHash(email: string): Promise<string | null | undefined> {
  const [row] = await db()
    .select({ hash: accounts.password })
    .from(users)
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, "credential")))
    .where(eq(users.email, email.toLowerCase()));
  return row ? row.hash : undefined; // undefined: no such user; null: a user without a password
}

type Wanted = { email: string; name: string; role: "admin" | "user"; configured?: string; stored?: { email: string; password: string } };

/** Creates the account if missing; otherwise reports the password only if it still signs in. */
async function ensureDemoAccount(want: Wanted): Promise<{ account: DemoAccount; created: boolean }> {
  const fromFile = want.stored?.email.toLowerCase() === want.email.toLowerCase() ? want.stored.password : undefined;
  const hash = await credentialHash(want.email);
  if (hash === undefined) {
    const password = want.configured ?? fromFile ?? randomBytes(12).toString("base64url");
    await ensurePasswordAccount({ email: want.email, password, name: want.name, role: want.role });
    return { account: { email: want.email, password }, created: true };
  }
  for (const candidate of [want.configured, fromFile]) {
    if (candidate && hash && (await verifyPassword({ hash, password: candidate }))) return { account: { email: want.email, password: candidate }, created: false };
  }
  const note = want.configured
    ? "the account existed already and DEMO_ADMIN_PASSWORD is not its password; start-up never changes an existing password"
    : fromFile
      ? "its password was changed since it was generated"
      : "password set by the instance that created it; see that instance's data/demo-accounts.json";
  return { account: { email: want.email, password: null, note }, created: false };
}

export async function seedDemoContent(): Promise<DemoAdmin> {
  const e = env();
  const file = path.resolve(e.DATA_DIR, "demo-accounts.json");
  // One instance seeds at a time, so two first starts on one database do not both create accounts.
  const lock = await pool().connect();
  try {
    await lock.query("select pg_advisory_lock($1)", [SEED_LOCK]);
    const stored = readStored(file);
    const admin = await ensureDemoAccount({ email: e.DEMO_ADMIN_EMAIL, name: "Vidyapath Admin", role: "admin", configured: e.DEMO_ADMIN_PASSWORD, stored: stored.admin });
    const student = await ensureDemoAccount({ email: "student@vidyapath.local", name: "Demo Student", role: "user", stored: stored.student });
    // The file keeps the passwords this data directory knows to work (new ones included).
    const known: StoredAccounts = { ...stored };
    if (admin.account.password) known.admin = { email: admin.account.email, password: admin.account.password };
    if (student.account.password) known.student = { email: student.account.email, password: student.account.password };
    if (admin.created || student.created || JSON.stringify(known) !== JSON.stringify(stored)) writeFileSync(file, JSON.stringify(known, null, 2), { mode: 0o600 });
    await seedCourses();
    await seedResources();
    await seedQuizzes();
    await seedBlogs();
    await seedCounselors();
    return { admin: admin.account, student: student.account };
  } finally {
    await lock.query("select pg_advisory_unlock($1)", [SEED_LOCK]).catch(() => undefined);
    lock.release();
  }
}
