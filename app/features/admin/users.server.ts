// Users and roles for admins (/admin/users): find an account, make it an admin or take that away.
// The role lives in `profiles` and is read on every request (features/accounts/session.server.ts), so a change
// applies to the person's very next page. Two rules keep the panel reachable: nobody changes their
// own role, and the last admin cannot be demoted — checked under a lock so that two admins demoting
// each other at the same moment cannot leave none.
import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { profiles, sessions, twoFactors, users } from "../../../db/schema";
import type { Role } from "../accounts/profile.server";
import { db } from "../../lib/db.server";
import { escapeLike } from "../../lib/sql-like.server";
import { recordAudit } from "./record-audit.server";

export const USERS_PAGE_SIZE = 25;
const ROLE_LOCK = 0x766970_726f6c; // "vip" "rol": one advisory lock for every role change

export type UserFilters = { q: string; role: Role | null };
export type AdminUserRow = { id: string; name: string; email: string; role: Role; createdAt: string; lastLogin: string | null; twoFactor: boolean };

export function parseUserFilters(params: URLSearchParams): { filters: UserFilters; page: number } {
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  const roleParam = params.get("role");
  const role = roleParam === "admin" || roleParam === "user" ? roleParam : null;
  const pageParam = Number(params.get("page"));
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 100_000 ? pageParam : 1;
  return { filters: { q, role }, page };
}

export function usersQuery(filters: UserFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.role) params.set("role", filters.role);
  if (page > 1) params.set("page", String(page));
  return params.toString();
}

const roleOf = sql<Role>`coalesce(${profiles.role}, 'user')`;

export async function listUsers(filters: UserFilters, page: number) {
  const where: SQL[] = [];
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    where.push(or(ilike(users.email, pattern), ilike(users.name, pattern))!);
  }
  if (filters.role) where.push(sql`${roleOf} = ${filters.role}`);
  const condition = where.length ? and(...where) : undefined;
  const [[total], rows] = await Promise.all([
    db().select({ n: count() }).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(condition),
    db()
      .select({ id: users.id, name: users.name, email: users.email, role: roleOf, createdAt: users.createdAt, lastLogin: profiles.lastLogin, twoFactor: users.twoFactorEnabled })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(condition)
      .orderBy(desc(users.createdAt), users.id)
      .limit(USERS_PAGE_SIZE)
      .offset((page - 1) * USERS_PAGE_SIZE),
  ]);
  const pageCount = Math.max(1, Math.ceil((total?.n ?? 0) / USERS_PAGE_SIZE));
  return {
    users: rows.map(
      (r): AdminUserRow => ({
        id: r.id,
        name: r.name || "User",
        email: r.email,
        role: r.role === "admin" ? "admin" : "user",
        createdAt: r.createdAt.toISOString(),
        lastLogin: r.lastLogin?.toISOString() ?? null,
        twoFactor: r.twoFactor,
      }),
    ),
    total: total?.n ?? 0,
    page,
    pageCount,
  };
}

/** Who a user is, for confirmation questions and notices: name, e-mail and role; null when unknown. */
export async function userSummary(userId: string): Promise<{ id: string; name: string; email: string; role: Role } | null> {
  const [row] = await db().select({ id: users.id, name: users.name, email: users.email, role: roleOf }).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.id, userId));
  return row ? { ...row, name: row.name || "User", role: row.role === "admin" ? "admin" : "user" } : null;
}

export type RoleChange = { ok: true; name: string; role: Role } | { ok: false; reason: "notFound" | "self" | "lastAdmin" | "unchanged" | "notAllowed" };

export async function changeRole(actorId: string, userId: string, role: Role): Promise<RoleChange> {
  if (actorId === userId) return { ok: false, reason: "self" };
  return db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLE_LOCK})`);
    // Checked again under the lock: the actor may have been demoted a moment ago by another admin.
    const [actor] = await tx.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, actorId));
    if (actor?.role !== "admin") return { ok: false, reason: "notAllowed" } as const;
    const [target] = await tx.select({ name: users.name, email: users.email, role: roleOf }).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.id, userId));
    if (!target) return { ok: false, reason: "notFound" } as const;
    if (target.role === role) return { ok: false, reason: "unchanged" } as const;
    if (role === "user") {
      const [admins] = await tx.select({ n: count() }).from(profiles).where(eq(profiles.role, "admin"));
      if ((admins?.n ?? 0) <= 1) return { ok: false, reason: "lastAdmin" } as const;
    }
    await tx
      .insert(profiles)
      .values({ userId, role })
      .onConflictDoUpdate({ target: profiles.userId, set: { role, updatedAt: sql`now()` } });
    await recordAudit(tx, { actorId, action: role === "admin" ? "role.grant" : "role.revoke", targetType: "user", targetId: userId, targetLabel: target.email });
    return { ok: true, name: target.name || "User", role } as const;
  });
}

export type TwoFactorReset = { ok: true; name: string } | { ok: false; reason: "notFound" | "self" | "unchanged" };

/** For a student or admin who lost both phone and backup codes: turns their two-step verification
 * off and signs them out everywhere, so they sign in with the password and can set it up again.
 * Never one's own (another admin must do it, after checking who is asking). */
export async function resetTwoFactor(actorId: string, userId: string): Promise<TwoFactorReset> {
  if (actorId === userId) return { ok: false, reason: "self" };
  return db().transaction(async (tx) => {
    const [target] = await tx.select({ name: users.name, email: users.email, on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId)).for("update");
    if (!target) return { ok: false, reason: "notFound" } as const;
    if (!target.on) return { ok: false, reason: "unchanged" } as const;
    await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
    await tx.update(users).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await recordAudit(tx, { actorId, action: "twoFactor.reset", targetType: "user", targetId: userId, targetLabel: target.email });
    return { ok: true, name: target.name || "User" } as const;
  });
}
