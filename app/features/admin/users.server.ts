// Users and roles for admins (/admin/users): find an account, make it an admin or take that away.
// The role lives in `profiles` and is read on every request (features/accounts/session.server.ts), so a change
// applies to the person's very next page. Two rules keep the panel reachable: nobody changes their
// own role, and the last admin cannot be demoted — checked under a lock so that two admins demoting
// each other at the same moment cannot leave none.
// The accounts themselves belong to features/accounts (user-directory.server.ts); this module holds
// the admin rules and the audit entries.
import { sql } from "drizzle-orm";
import { z } from "zod";
import { type Role, setRole } from "../accounts/profile.server";
import { accountCounts, accountSummary, disableTwoFactorAndSignOut, listAccounts, lockTwoFactorState } from "../accounts/user-directory.server";
import { db } from "../../lib/db.server";
import { conflict, type DomainError, forbidden, invalid, notFound } from "../../lib/errors/domain-error";
import { defineList, type ListQuery, type Paged } from "../../lib/lists/list-query";
import { parseListQuery } from "../../lib/lists/list-query.server";
import { recordAudit } from "./record-audit.server";

const ROLE_LOCK = 0x766970_726f6c; // "vip" "rol": one advisory lock for every role change

/** The users list (/admin/users): search by name or e-mail, filter by role, sort, 25 a page. */
export const ADMIN_USER_LIST = defineList({ sorts: ["created", "name", "email", "role", "lastLogin"] as const, defaultSort: "created", defaultDir: "desc", pageSize: 25 });
export type AdminUserSort = (typeof ADMIN_USER_LIST.sorts)[number];

export type AdminUserRow = { id: string; name: string; email: string; role: Role; createdAt: string; lastLogin: string | null; twoFactor: boolean };

/** The list's query and its role filter; nonsense gives the defaults (lib/lists/list-query.server.ts). */
export function parseUserListQuery(params: URLSearchParams): { query: ListQuery<AdminUserSort>; role: Role | null } {
  const roleParam = params.get("role");
  return { query: parseListQuery(params, ADMIN_USER_LIST), role: roleParam === "admin" || roleParam === "user" ? roleParam : null };
}

export async function listUsers(query: ListQuery<AdminUserSort>, role: Role | null): Promise<Paged<AdminUserRow>> {
  const page = await listAccounts({ q: query.q, role, sort: query.sort, dir: query.dir }, query.page, ADMIN_USER_LIST.pageSize);
  return {
    ...page,
    rows: page.rows.map((r) => ({
      id: r.id,
      name: r.name || "User",
      email: r.email,
      role: r.role,
      createdAt: r.createdAt.toISOString(),
      lastLogin: r.lastLogin?.toISOString() ?? null,
      twoFactor: r.twoFactor,
    })),
  };
}

const userId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/); // better-auth ids; never NUL or markup
/** The users page's POSTs, told apart by `intent`: asking (confirm-…) and doing. */
export const usersAction = z.discriminatedUnion("intent", [
  z.strictObject({ intent: z.enum(["confirm-role", "set-role"]), userId, role: z.enum(["admin", "user"]) }),
  z.strictObject({ intent: z.enum(["confirm-reset-2fa", "reset-2fa"]), userId }),
]);

/** Who a user is, for confirmation questions and notices: name, e-mail and role; null when unknown. */
export async function userSummary(userId: string): Promise<{ id: string; name: string; email: string; role: Role } | null> {
  const row = await accountSummary(userId);
  return row ? { ...row, name: row.name || "User" } : null;
}

/** A refused role change or reset as the typed domain error the forms kit maps to HTTP. */
export function userChangeError(reason: "notFound" | "self" | "lastAdmin" | "unchanged" | "notAllowed"): DomainError {
  switch (reason) {
    case "notFound":
      return notFound("adminUsers.error.notFound");
    case "self":
      return invalid("adminUsers.error.self");
    case "lastAdmin":
      return conflict("adminUsers.error.lastAdmin");
    case "unchanged":
      return conflict("adminUsers.error.unchanged");
    case "notAllowed":
      return forbidden("adminUsers.error.notAllowed");
  }
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
