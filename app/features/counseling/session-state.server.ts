// What a student's free session is now (decision 038): available, booked (requested or scheduled) or
// used (completed), and whether the 12-hour rule still lets them change it. Read by the home page,
// the dashboard and /counseling; it names no error messages, so those pages carry none of them.
import { and, desc, eq, inArray } from "drizzle-orm";
import { counselingRequests, counselors } from "../../../db/schema";
import { db, type Executor } from "../../lib/db.server";
import { now } from "./clock.server";

import type { CounselingStatus } from "./statuses";

export type { CounselingStatus };
/** Students may move or cancel a session until this long before it starts; slots offered to them
 * start at least this far ahead, so every booking can still be changed. */
export const CHANGE_CUTOFF_MS = 12 * 60 * 60 * 1000;
/** Requests active or used: they hold the free session (and their slot). */
export const HOLDS_SESSION = ["requested", "scheduled", "completed"] as const;

export type SessionView = {
  id: number;
  status: CounselingStatus;
  startsAt: string | null;
  endsAt: string | null;
  counselorName: string | null;
  /** Whether the student may still move or cancel it (the 12-hour rule). */
  changeable: boolean;
};
export type FreeSession = { state: "available" } | { state: "booked"; session: SessionView } | { state: "used"; session: SessionView };

/** The 12-hour rule: a request without a time can always be changed; a scheduled one until 12 hours before. */
export function changeable(status: CounselingStatus, startsAt: Date | null, at: Date = now()): boolean {
  if (status === "requested") return true;
  if (status !== "scheduled" || !startsAt) return false;
  return startsAt.getTime() - at.getTime() >= CHANGE_CUTOFF_MS;
}

const sessionColumns = {
  id: counselingRequests.id,
  status: counselingRequests.status,
  startsAt: counselingRequests.startsAt,
  endsAt: counselingRequests.endsAt,
  counselorName: counselors.displayName,
};
type SessionRow = { id: number; status: CounselingStatus; startsAt: Date | null; endsAt: Date | null; counselorName: string | null };
const toView = (r: SessionRow, at: Date): SessionView => ({
  id: r.id,
  status: r.status,
  startsAt: r.startsAt?.toISOString() ?? null,
  endsAt: r.endsAt?.toISOString() ?? null,
  counselorName: r.counselorName,
  changeable: changeable(r.status, r.startsAt, at),
});

/** The request that holds the student's free session (requested, scheduled or completed), if any. */
export async function heldSession(userId: string, executor: Executor = db()): Promise<SessionRow | null> {
  const [row] = await executor
    .select(sessionColumns)
    .from(counselingRequests)
    .leftJoin(counselors, eq(counselors.userId, counselingRequests.counselorId))
    .where(and(eq(counselingRequests.userId, userId), inArray(counselingRequests.status, [...HOLDS_SESSION])))
    .orderBy(desc(counselingRequests.createdAt))
    .limit(1);
  return row ?? null;
}

/** The student's free session: available, booked (requested or scheduled) or used (completed). */
export async function freeSession(userId: string, at: Date = now()): Promise<FreeSession> {
  const row = await heldSession(userId);
  if (!row) return { state: "available" };
  return row.status === "completed" ? { state: "used", session: toView(row, at) } : { state: "booked", session: toView(row, at) };
}

/** The student's open session (requested or scheduled), for the dashboard and the session page. */
export async function upcomingSession(userId: string, at: Date = now()): Promise<SessionView | null> {
  const row = await heldSession(userId);
  return row && row.status !== "completed" ? toView(row, at) : null;
}

