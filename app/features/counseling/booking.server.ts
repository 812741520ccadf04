// The student's side of counseling (issue 12, decision 038): book the one free session (optionally in
// a published slot), see it, move it to another slot or cancel it up to 12 hours before it starts.
// One free session per student is the database's rule (a partial unique index over requested,
// scheduled and completed requests), so concurrent bookings make exactly one row; the losers are told
// why with a 409. A slot is booked once by the same kind of index.
import { and, asc, eq, gt, inArray, notExists, sql } from "drizzle-orm";
import { counselingRequests, counselingSlots, counselors } from "../../../db/schema";
import { db, type Executor, isUniqueViolation, pgErrorCode } from "../../lib/db.server";
import { conflict, notFound, rateLimited } from "../../lib/errors/domain-error";
import { spendRateLimit } from "../../lib/rate-limit/rate-limit.server";
import { now } from "./clock.server";
import { CHANGE_CUTOFF_MS, changeable, type CounselingStatus, heldSession, HOLDS_SESSION } from "./session-state.server";
import type { BookingInput } from "./schemas";
import { sendSessionMail } from "./notify.server";

/** Bookings per student (the page and the API together) in a 10-minute window. */
export const BOOKING_BUDGET = { limit: 20, windowSeconds: 600 };
export type SlotView = { id: number; startsAt: string; endsAt: string; counselorName: string };
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
  if (!row) throw notFound("counselingSession.none");
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
