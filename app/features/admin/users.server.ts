// Users and roles for admins (/admin/users): find an account, make it an admin or take that away.
// The role lives in `profiles` and is read on every request (features/accounts/session.server.ts), so a change
// applies to the person's very next page. Two rules keep the panel reachable: nobody changes their
// own role, and the last admin cannot be demoted — checked under a lock so that two admins demoting
// each other at the same moment cannot leave none.
// The accounts themselves belong to features/accounts (user-directory.server.ts); this module holds
// the admin rules and the audit entries.
import { sql } from "drizzle-orm";
import { type Role, setRole } from "../accounts/profile.server";
import { accountCounts, accountSummary, disableTwoFactorAndSignOut, listAccounts, lockTwoFactorState } from "../accounts/user-directory.server";
import { db } from "../../lib/db.server";
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

export async function listUsers(filters: UserFilters, page: number) {
  const { rows, total } = await listAccounts(filters, page, USERS_PAGE_SIZE);
  const pageCount = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  return {
    users: rows.map(
      (r): AdminUserRow => ({
        id: r.id,
        name: r.name || "User",
        email: r.email,
        role: r.role,
        createdAt: r.createdAt.toISOString(),
        lastLogin: r.lastLogin?.toISOString() ?? null,
        twoFactor: r.twoFactor,
      }),
    ),
    total,
    page,
    pageCount,
  };
}

/** Who a user is, for confirmation questions and notices: name, e-mail and role; null when unknown. */
export async function userSummary(userId: string): Promise<{ id: string; name: string; email: string; role: Role } | null> {
  const row = await accountSummary(userId);
  return row ? { ...row, name: row.name || "User" } : null;
}

export type RoleChange = { ok: true; name: string; role: Role } | { ok: false; reason: "notFound" | "self" | "lastAdmin" | "unchanged" | "notAllowed" };

export async function changeRole(actorId: string, userId: string, role: Role): Promise<RoleChange> {
  if (actorId === userId) return { ok: false, reason: "self" };
  return db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLE_LOCK})`);
    // Checked again under the lock: the actor may have been demoted a moment ago by another admin.
    const actor = await accountSummary(actorId, tx);
    if (actor?.role !== "admin") return { ok: false, reason: "notAllowed" } as const;
    const target = await accountSummary(userId, tx);
    if (!target) return { ok: false, reason: "notFound" } as const;
    if (target.role === role) return { ok: false, reason: "unchanged" } as const;
    if (role === "user") {
      const { admins } = await accountCounts(tx);
      if (admins <= 1) return { ok: false, reason: "lastAdmin" } as const;
    }
    await setRole(userId, role, tx);
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
    const target = await lockTwoFactorState(tx, userId);
    if (!target) return { ok: false, reason: "notFound" } as const;
    if (!target.enabled) return { ok: false, reason: "unchanged" } as const;
    await disableTwoFactorAndSignOut(tx, userId);
    await recordAudit(tx, { actorId, action: "twoFactor.reset", targetType: "user", targetId: userId, targetLabel: target.email });
    return { ok: true, name: target.name || "User" } as const;
  });
}
