// The student's side of counseling (issue 12, decision 038): book the one free session (optionally in
// a published slot), see it, move it to another slot or cancel it up to 12 hours before it starts.
// One free session per student is the database's rule (a partial unique index over requested,
// scheduled and completed requests), so concurrent bookings make exactly one row; the losers are told
// why with a 409. A slot is booked once by the same kind of index.
import { and, asc, desc, eq, gt, inArray, notExists, sql } from "drizzle-orm";
import { counselingRequests, counselingSlots, counselors } from "../../../db/schema";
import { db, type Executor, isUniqueViolation, pgErrorCode } from "../../lib/db.server";
import { conflict, notFound, rateLimited } from "../../lib/errors/domain-error";
import { spendRateLimit } from "../../lib/rate-limit/rate-limit.server";
import { now } from "./clock.server";
import type { BookingInput } from "./schemas";
import { sendSessionMail } from "./notify.server";

export type CounselingStatus = "requested" | "scheduled" | "completed" | "cancelled";
/** Students may move or cancel a session until this long before it starts; slots offered to them
 * start at least this far ahead, so every booking can still be changed. */
export const CHANGE_CUTOFF_MS = 12 * 60 * 60 * 1000;
/** Bookings per student (the page and the API together) in a 10-minute window. */
export const BOOKING_BUDGET = { limit: 20, windowSeconds: 600 };
/** Requests active or used: they hold the free session (and their slot). */
export const HOLDS_SESSION = ["requested", "scheduled", "completed"] as const;

export type SlotView = { id: number; startsAt: string; endsAt: string; counselorName: string };
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

const freeSlot = () =>
  notExists(
    db()
      .select({ one: sql`1` })
      .from(counselingRequests)
      .where(and(eq(counselingRequests.slotId, counselingSlots.id), inArray(counselingRequests.status, [...HOLDS_SESSION]))),
  );

/** Published slots a student may book: free, of an active counsellor, starting at least 12 hours from now. */
export async function availableSlots(limit = 60, at: Date = now()): Promise<SlotView[]> {
  const rows = await db()
    .select({ id: counselingSlots.id, startsAt: counselingSlots.startsAt, endsAt: counselingSlots.endsAt, counselorName: counselors.displayName })
    .from(counselingSlots)
    .innerJoin(counselors, and(eq(counselors.userId, counselingSlots.counselorId), eq(counselors.active, true)))
    .where(and(gt(counselingSlots.startsAt, new Date(at.getTime() + CHANGE_CUTOFF_MS)), freeSlot()))
    .orderBy(asc(counselingSlots.startsAt), asc(counselingSlots.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, startsAt: r.startsAt.toISOString(), endsAt: r.endsAt.toISOString(), counselorName: r.counselorName }));
}

/** A bookable slot (free, active counsellor, far enough ahead), locked for the caller's transaction. */
async function bookableSlot(slotId: number, executor: Executor, at: Date) {
  const [slot] = await executor
    .select({ id: counselingSlots.id, counselorId: counselingSlots.counselorId, startsAt: counselingSlots.startsAt, endsAt: counselingSlots.endsAt })
    .from(counselingSlots)
    .innerJoin(counselors, and(eq(counselors.userId, counselingSlots.counselorId), eq(counselors.active, true)))
    .where(and(eq(counselingSlots.id, slotId), gt(counselingSlots.startsAt, new Date(at.getTime() + CHANGE_CUTOFF_MS)), freeSlot()));
  return slot ?? null;
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
async function heldSession(userId: string, executor: Executor = db()): Promise<SessionRow | null> {
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

async function refuseBooking(userId: string): Promise<never> {
  const held = await heldSession(userId);
  if (held?.status === "completed") throw conflict("counseling.error.used");
  if (held) throw conflict("counseling.error.pending");
  throw conflict("counseling.error.slotTaken");
}

/**
 * Books the student's free session. With a slot it is scheduled at once (and the invitation is
 * mailed); without one it waits in the admin queue. Throws 429 over the budget, 409 when the free
 * session is taken or the slot is gone.
 */
export async function bookSession(userId: string, input: BookingInput): Promise<{ id: number; status: CounselingStatus }> {
  const budget = await spendRateLimit(`counseling-book:${userId}`, BOOKING_BUDGET);
  if (!budget.allowed) throw rateLimited("counseling.error.tooMany", budget.retryAfterSeconds, { minutes: Math.ceil(budget.retryAfterSeconds / 60) });
  const at = now();
  // Cheap and common: the student already has a session.
  if (await heldSession(userId)) await refuseBooking(userId);
  const slot = input.slotId ? await bookableSlot(input.slotId, db(), at) : null;
  if (input.slotId && !slot) throw conflict("counseling.error.slotTaken");
  let inserted: { id: number; status: CounselingStatus }[];
  try {
    inserted = await db()
    .insert(counselingRequests)
    .values({
      userId,
      name: input.name,
      phone: input.phone,
      email: input.email,
      message: input.message,
      status: slot ? "scheduled" : "requested",
      slotId: slot?.id ?? null,
      counselorId: slot?.counselorId ?? null,
      startsAt: slot?.startsAt ?? null,
      endsAt: slot?.endsAt ?? null,
    })
    // Any unique index: the student's free session, or the slot. Nothing inserted → tell which.
    .onConflictDoNothing()
    .returning({ id: counselingRequests.id, status: counselingRequests.status });
  } catch (error) {
    // The slot was deleted while we booked it (its row is gone when the reference is checked).
    if (pgErrorCode(error) === "23503") throw conflict("counseling.error.slotTaken");
    throw error;
  }
  const row = inserted[0];
  if (!row) return refuseBooking(userId);
  if (row.status === "scheduled") await sendSessionMail(row.id, "scheduled");
  return row;
}

/** The student's open request, locked for a change; 404 when there is none. */
async function lockOpenRequest(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ id: counselingRequests.id, status: counselingRequests.status, startsAt: counselingRequests.startsAt, slotId: counselingRequests.slotId })
    .from(counselingRequests)
    .where(and(eq(counselingRequests.userId, userId), inArray(counselingRequests.status, ["requested", "scheduled"])))
    .for("update");
  if (!row) throw notFound("counseling.session.none");
  return row;
}

/** Moves the student's session to another free slot, until 12 hours before the current time. */
export async function rescheduleMine(userId: string, slotId: number): Promise<void> {
  const at = now();
  let id: number;
  try {
    id = await db().transaction(async (tx) => {
      const request = await lockOpenRequest(tx, userId);
      if (!changeable(request.status, request.startsAt, at)) throw conflict("counseling.error.tooLate");
      if (request.slotId === slotId) throw conflict("counseling.error.sameSlot");
      const slot = await bookableSlot(slotId, tx, at);
      if (!slot) throw conflict("counseling.error.slotTaken");
      await tx
        .update(counselingRequests)
        .set({ slotId: slot.id, counselorId: slot.counselorId, startsAt: slot.startsAt, endsAt: slot.endsAt, status: "scheduled", inviteSequence: sql`${counselingRequests.inviteSequence} + 1`, updatedAt: sql`now()` })
        .where(eq(counselingRequests.id, request.id));
      return request.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, "counseling_requests_slot_booked_idx")) throw conflict("counseling.error.slotTaken");
    throw error;
  }
  await sendSessionMail(id, "scheduled");
}

/** Cancels the student's session, until 12 hours before it starts. The free session is free again. */
export async function cancelMine(userId: string): Promise<void> {
  const at = now();
  const { id, wasScheduled } = await db().transaction(async (tx) => {
    const request = await lockOpenRequest(tx, userId);
    if (!changeable(request.status, request.startsAt, at)) throw conflict("counseling.error.tooLate");
    await tx
      .update(counselingRequests)
      .set({ status: "cancelled", cancelledAt: at, inviteSequence: sql`${counselingRequests.inviteSequence} + 1`, updatedAt: sql`now()` })
      .where(eq(counselingRequests.id, request.id));
    return { id: request.id, wasScheduled: request.status === "scheduled" };
  });
  if (wasScheduled) await sendSessionMail(id, "cancelled");
}
