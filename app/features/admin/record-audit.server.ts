// The admin audit trail: who did what, when, to which user, order or course. The use cases write their
// entry themselves — inside their transaction where they have one, so a change and its record commit
// together. Nothing in the app edits or deletes entries; /admin/audit reads them.
import { randomUUID } from "node:crypto";
import { type ADMIN_ACTIONS, adminAudit } from "../../../db/schema";
import type { Executor } from "../../lib/db.server";
import { userEmail } from "../accounts/user-directory.server";

export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export type AuditEntryInput = {
  actorId: string;
  action: AdminAction;
  targetType: "user" | "order" | "course" | "orders" | "resource" | "blog" | "quiz" | "counselingRequest" | "counselingSlot";
  targetId: string;
  targetLabel?: string;
  details?: Record<string, string | number | boolean | null>;
};

export async function recordAudit(executor: Executor, entry: AuditEntryInput) {
  // A copy, so the trail still names the admin after their account is gone.
  const actorEmail = (await userEmail(entry.actorId, executor)) ?? "";
  await executor.insert(adminAudit).values({
    id: randomUUID(),
    actorId: entry.actorId,
    actorEmail,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: (entry.targetLabel ?? "").slice(0, 200),
    details: entry.details ?? {},
  });
}
