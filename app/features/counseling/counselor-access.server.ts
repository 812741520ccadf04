// Who counsels: an active row in `counselors` (decision 038). Kept apart from the counsellors' admin
// use cases so the pages that only ask (the dashboard) load nothing else.
import { and, eq, sql } from "drizzle-orm";
import { redirect } from "react-router";
import { counselors } from "../../../db/schema";
import { db } from "../../lib/db.server";
import { requireUser, type SessionUser } from "../accounts/session.server";

/** Whether this account is an active counsellor. */
export async function isCounselor(userId: string): Promise<boolean> {
  const [row] = await db().select({ one: sql`1` }).from(counselors).where(and(eq(counselors.userId, userId), eq(counselors.active, true)));
  return Boolean(row);
}

/** The counsellor's own pages: active counsellors and admins; anonymous → /login, others → /dashboard. */
export async function requireCounselor(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== "admin" && !(await isCounselor(user.id))) throw redirect("/dashboard");
  return user;
}

