// The spec's user document: profile fields beside the better-auth identity.
import { eq, sql } from "drizzle-orm";
import { profiles, users } from "../../../db/schema";
import { db, type Executor } from "../../lib/db.server";

export type Role = "user" | "admin";

/** Spec §4 Auth: on any sign-in, create the profile with role 'user' if missing, give a missing role
 * 'user', then set lastLogin to now. One statement, so concurrent sign-ins cannot double-create. */
export async function recordSignIn(userId: string) {
  await db()
    .insert(profiles)
    .values({ userId, role: "user", lastLogin: new Date() })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: { lastLogin: sql`now()`, role: sql`coalesce(${profiles.role}, 'user')`, updatedAt: sql`now()` },
    });
}

export type ProfileView = {
  id: string;
  name: string;
  email: string;
  photoUrl: string | null;
  role: Role;
  dob: string | null;
  gender: "Male" | "Female" | "Other" | null;
  lastLogin: string | null;
  quizzesTaken: number;
  upcomingExams: number;
};

/** The profile as the UI sees it. A missing profile reads as role 'user' with zero counts. */
export async function getProfile(userId: string): Promise<ProfileView | null> {
  const [row] = await db()
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      photoUrl: users.image,
      role: profiles.role,
      dob: profiles.dob,
      gender: profiles.gender,
      lastLogin: profiles.lastLogin,
      quizzesTaken: profiles.quizzesTaken,
      upcomingExams: profiles.upcomingExams,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    ...row,
    name: row.name || "User",
    role: row.role === "admin" ? "admin" : "user",
    gender: (row.gender as ProfileView["gender"]) ?? null,
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
    quizzesTaken: row.quizzesTaken ?? 0,
    upcomingExams: row.upcomingExams ?? 0,
  };
}

/** A stored role (or none: no profile row yet) as the app's Role. */
export const toRole = (stored: string | null | undefined): Role => (stored === "admin" ? "admin" : "user");

export async function getRole(userId: string): Promise<Role> {
  const [row] = await db().select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, userId));
  return toRole(row?.role);
}

/** Saves the profile; returns the photo URL it had before, so the caller can delete a replaced photo's
 * file once this has committed (never before: a failed update must leave a working photo). */
export async function updateProfile(
  userId: string,
  // photoUrl: a new photo; null removes the photo; undefined keeps it.
  changes: { name: string; dob: string | null; gender: ProfileView["gender"]; photoUrl?: string | null },
): Promise<{ previousPhotoUrl: string | null }> {
  return db().transaction(async (tx) => {
    // Locked, so two saves at once cannot both see (and both leave behind) the same old photo.
    const [before] = await tx.select({ image: users.image }).from(users).where(eq(users.id, userId)).for("update");
    await tx
      .update(users)
      .set({ name: changes.name, updatedAt: new Date(), ...(changes.photoUrl !== undefined ? { image: changes.photoUrl } : {}) })
      .where(eq(users.id, userId));
    await tx
      .insert(profiles)
      .values({ userId, role: "user", dob: changes.dob, gender: changes.gender })
      .onConflictDoUpdate({
        target: profiles.userId,
        set: { dob: changes.dob, gender: changes.gender, updatedAt: sql`now()` },
      });
    return { previousPhotoUrl: before?.image ?? null };
  });
}

/** Sets the role; `executor` lets a use case (admin role changes) do it inside its transaction. */
export async function setRole(userId: string, role: Role, executor: Executor = db()) {
  await executor
    .insert(profiles)
    .values({ userId, role })
    .onConflictDoUpdate({ target: profiles.userId, set: { role, updatedAt: sql`now()` } });
}

/** The spec's `quizzesTaken`: one more submitted quiz attempt, counted by the quiz engine inside the
 * transaction that submits the attempt (features/quizzes, decision 037), so it is never off by one. */
export async function recordQuizTaken(executor: Executor, userId: string) {
  await executor
    .insert(profiles)
    .values({ userId, role: "user", quizzesTaken: 1 })
    .onConflictDoUpdate({ target: profiles.userId, set: { quizzesTaken: sql`${profiles.quizzesTaken} + 1`, updatedAt: sql`now()` } });
}
