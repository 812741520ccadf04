// Who the accounts are, for other features. Accounts owns the users, profiles, sessions and
// two-factor tables (docs/decisions/027-layers-and-table-ownership.md): payments, certificates and
// the admin screens read names and e-mails, list accounts and change roles only through these
// functions. Functions that take an `executor` run inside the caller's transaction, so a use case
// such as "reset two-step verification and record it in the audit trail" still commits as one.
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { profiles, sessions, twoFactors, users } from "../../../db/schema";
import { db, type Executor } from "../../lib/db.server";
import { escapeLike } from "../../lib/sql-like.server";
import { pageWindow, type Paged } from "../../lib/lists/list-query";
import type { Role } from "./profile.server";

const roleOf = sql<Role>`coalesce(${profiles.role}, 'user')`;
const asRole = (role: string | null): Role => (role === "admin" ? "admin" : "user");

/** The e-mail address of one account, or null when there is no such account. */
export async function userEmail(userId: string, executor: Executor = db()): Promise<string | null> {
  const [row] = await executor.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/** Name (as stored, possibly empty) and e-mail of each of these accounts that exists. */
export async function usersByIds(ids: readonly string[], executor: Executor = db()): Promise<Map<string, { name: string; email: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await executor.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, { name: r.name, email: r.email }]));
}

/** E-mail address of each of these accounts that exists. */
export async function userEmailsByIds(ids: readonly string[], executor: Executor = db()): Promise<Map<string, string>> {
  const found = await usersByIds(ids, executor);
  return new Map([...found].map(([id, u]) => [id, u.email]));
}

/** The account with this e-mail address (case-insensitive): its id and name; null when there is none. */
export async function accountByEmail(email: string, executor: Executor = db()): Promise<{ id: string; name: string; email: string } | null> {
  const [row] = await executor.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row ?? null;
}

/** A subquery of the ids of accounts whose e-mail contains `text` (case-insensitive), for another
 * feature to filter its own rows with `inArray(table.userId, …)` in one statement. */
export function userIdsWithEmailContaining(text: string) {
  return db().select({ id: users.id }).from(users).where(ilike(users.email, `%${escapeLike(text)}%`));
}

export type AccountSort = "created" | "name" | "email" | "role" | "lastLogin";
export type AccountFilters = { q: string; role: Role | null; sort?: AccountSort; dir?: "asc" | "desc" };
export type AccountRow = { id: string; name: string; email: string; role: Role; createdAt: Date; lastLogin: Date | null; twoFactor: boolean };

const ACCOUNT_SORT_COLUMNS = {
  created: sql`${users.createdAt}`,
  name: sql`lower(${users.name})`,
  email: sql`lower(${users.email})`,
  role: roleOf,
  lastLogin: sql`${profiles.lastLogin}`,
} satisfies Record<AccountSort, SQL>;

/** One page of accounts matching a name or e-mail fragment and a role, newest first unless sorted
 * otherwise (ties: newest first, then id). A page past the end shows the last page. */
export async function listAccounts(filters: AccountFilters, requestedPage: number, pageSize: number): Promise<Paged<AccountRow>> {
  const where: SQL[] = [];
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    where.push(or(ilike(users.email, pattern), ilike(users.name, pattern))!);
  }
  if (filters.role) where.push(sql`${roleOf} = ${filters.role}`);
  const condition = where.length ? and(...where) : undefined;
  const [total] = await db().select({ n: count() }).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(condition);
  const window = pageWindow(requestedPage, total?.n ?? 0, pageSize);
  const column = ACCOUNT_SORT_COLUMNS[filters.sort ?? "created"];
  const order = (filters.dir ?? "desc") === "asc" ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const rows = await db()
    .select({ id: users.id, name: users.name, email: users.email, role: roleOf, createdAt: users.createdAt, lastLogin: profiles.lastLogin, twoFactor: users.twoFactorEnabled })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(condition)
    .orderBy(order, desc(users.createdAt), users.id)
    .limit(window.limit)
    .offset(window.offset);
  return { rows: rows.map((r) => ({ ...r, role: asRole(r.role) })), total: total?.n ?? 0, page: window.page, pages: window.pages };
}

/** Name (as stored), e-mail and role of one account; null when unknown. */
export async function accountSummary(userId: string, executor: Executor = db()): Promise<{ id: string; name: string; email: string; role: Role } | null> {
  const [row] = await executor.select({ id: users.id, name: users.name, email: users.email, role: roleOf }).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.id, userId));
  return row ? { ...row, role: asRole(row.role) } : null;
}

/** How many accounts there are, and how many of them are admins. */
export async function accountCounts(executor: Executor = db()): Promise<{ users: number; admins: number }> {
  // One after the other: inside a transaction both would queue on its one connection anyway.
  const [u] = await executor.select({ n: count() }).from(users);
  const [a] = await executor.select({ n: count() }).from(profiles).where(eq(profiles.role, "admin"));
  return { users: u?.n ?? 0, admins: a?.n ?? 0 };
}

/** Locks the account's row until the transaction ends and tells whether two-step verification is on;
 * null when there is no such account. */
export async function lockTwoFactorState(tx: Executor, userId: string): Promise<{ name: string; email: string; enabled: boolean } | null> {
  const [row] = await tx.select({ name: users.name, email: users.email, enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, userId)).for("update");
  return row ?? null;
}

/** Turns two-step verification off and ends every session of the account (it signs in again with
 * its password and can set two-step verification up anew). */
export async function disableTwoFactorAndSignOut(tx: Executor, userId: string) {
  await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await tx.update(users).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(users.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}
