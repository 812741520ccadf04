// Reading the admin audit trail for /admin/audit; entries are written with features/admin/record-audit.server.ts.
import { count, desc, eq } from "drizzle-orm";
import { ADMIN_ACTIONS, adminAudit } from "../../../db/schema";
import type { AdminAction } from "./record-audit.server";
import { db } from "../../lib/db.server";

export const AUDIT_PAGE_SIZE = 50;
/** Every kind of entry, for the page's filter. */
export const AUDIT_ACTIONS: readonly AdminAction[] = ADMIN_ACTIONS;

export type AuditRow = { id: string; at: string; actorEmail: string; action: AdminAction; targetType: string; targetId: string; targetLabel: string; details: Record<string, string | number | boolean | null> };

export function parseAuditFilters(params: URLSearchParams) {
  const actionParam = params.get("action");
  const action = (ADMIN_ACTIONS as readonly string[]).includes(actionParam ?? "") ? (actionParam as AdminAction) : null;
  const pageParam = Number(params.get("page"));
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 100_000 ? pageParam : 1;
  return { action, page };
}

export async function listAudit(action: AdminAction | null, page: number) {
  const where = action ? eq(adminAudit.action, action) : undefined;
  const [[total], rows] = await Promise.all([
    db().select({ n: count() }).from(adminAudit).where(where),
    db()
      .select()
      .from(adminAudit)
      .where(where)
      .orderBy(desc(adminAudit.at), desc(adminAudit.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
  ]);
  return {
    entries: rows.map((r): AuditRow => ({ id: r.id, at: r.at.toISOString(), actorEmail: r.actorEmail, action: r.action, targetType: r.targetType, targetId: r.targetId, targetLabel: r.targetLabel, details: r.details })),
    total: total?.n ?? 0,
    page,
    pageCount: Math.max(1, Math.ceil((total?.n ?? 0) / AUDIT_PAGE_SIZE)),
  };
}
