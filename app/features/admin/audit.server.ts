// Reading the admin audit trail for /admin/audit; entries are written with features/admin/record-audit.server.ts.
import { and, asc, desc, eq, ilike, or, count, type SQL } from "drizzle-orm";
import { ADMIN_ACTIONS, adminAudit } from "../../../db/schema";
import type { AdminAction } from "./record-audit.server";
import { db } from "../../lib/db.server";
import { defineList, type ListQuery, pageWindow, type Paged } from "../../lib/lists/list-query";
import { parseListQuery } from "../../lib/lists/list-query.server";
import { escapeLike } from "../../lib/sql-like.server";

/** The audit list: search by admin e-mail or target, filter by action, newest first, 50 a page. */
export const ADMIN_AUDIT_LIST = defineList({ sorts: ["at", "action"] as const, defaultSort: "at", defaultDir: "desc", pageSize: 50 });
export type AuditSort = (typeof ADMIN_AUDIT_LIST.sorts)[number];
/** Every kind of entry, for the page's filter. */
export const AUDIT_ACTIONS: readonly AdminAction[] = ADMIN_ACTIONS;

export type AuditRow = { id: string; at: string; actorEmail: string; action: AdminAction; targetType: string; targetId: string; targetLabel: string; details: Record<string, string | number | boolean | null> };

/** The list query and the action filter; nonsense gives the defaults. */
export function parseAuditListQuery(params: URLSearchParams): { query: ListQuery<AuditSort>; action: AdminAction | null } {
  const actionParam = params.get("action");
  const action = (ADMIN_ACTIONS as readonly string[]).includes(actionParam ?? "") ? (actionParam as AdminAction) : null;
  return { query: parseListQuery(params, ADMIN_AUDIT_LIST), action };
}

export async function listAudit(action: AdminAction | null, query: ListQuery<AuditSort>): Promise<Paged<AuditRow>> {
  const conditions: SQL[] = [];
  if (action) conditions.push(eq(adminAudit.action, action));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(or(ilike(adminAudit.actorEmail, pattern), ilike(adminAudit.targetLabel, pattern), eq(adminAudit.targetId, query.q))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [total] = await db().select({ n: count() }).from(adminAudit).where(where);
  const window = pageWindow(query.page, total?.n ?? 0, ADMIN_AUDIT_LIST.pageSize);
  const column = query.sort === "action" ? adminAudit.action : adminAudit.at;
  const rows = await db()
    .select()
    .from(adminAudit)
    .where(where)
    .orderBy(query.dir === "asc" ? asc(column) : desc(column), desc(adminAudit.at), desc(adminAudit.id))
    .limit(window.limit)
    .offset(window.offset);
  return {
    rows: rows.map((r): AuditRow => ({ id: r.id, at: r.at.toISOString(), actorEmail: r.actorEmail, action: r.action, targetType: r.targetType, targetId: r.targetId, targetLabel: r.targetLabel, details: r.details })),
    total: total?.n ?? 0,
    page: window.page,
    pages: window.pages,
  };
}
