// The admin queue and the counsellor's queue (decision 038): list and filter requests, assign a
// counsellor, schedule (in a published slot or at a time entered), notes, complete, cancel — each
// with an audit entry in the same transaction. Privacy: phone and e-mail are selected only here, for
// admins (every function below is called after requireAdmin) and, in `counselorSessions` and the
// counsellor's changes, only for rows whose counselor_id is the asking counsellor's.
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { counselingRequests, counselingSlots, counselors } from "../../../db/schema";
import { db, type Executor, isUniqueViolation } from "../../lib/db.server";
import { conflict, invalidField, notFound } from "../../lib/errors/domain-error";
import { defineList, type ListQuery, type Paged, pageWindow } from "../../lib/lists/list-query";
import { escapeLike } from "../../lib/sql-like.server";
import { recordAudit } from "../admin/record-audit.server";
import { type CounselingStatus, HOLDS_SESSION } from "./session-state.server";
import { now } from "./clock.server";
import { istDayStart, istToDate } from "./ist";
import { sendSessionMail } from "./notify.server";

export const COUNSELING_QUEUE_LIST = defineList({ sorts: ["created", "when", "name", "status"] as const, defaultSort: "created", defaultDir: "desc", pageSize: 25 });
export type QueueSort = (typeof COUNSELING_QUEUE_LIST.sorts)[number];

export type QueueFilters = { status?: CounselingStatus; counselor?: string; day?: string };
export type QueueRow = { id: number; name: string; phone: string | null; email: string | null; status: CounselingStatus; counselorName: string | null; startsAt: string | null; createdAt: string };

const SORTS: Record<QueueSort, SQL> = {
  created: sql`${counselingRequests.createdAt}`,
  when: sql`${counselingRequests.startsAt}`,
  name: sql`lower(${counselingRequests.name})`,
  status: sql`${counselingRequests.status}`,
};

/** The admin queue: search (name, e-mail, phone), status, counsellor ("none": unassigned), IST day. */
export async function listQueue(query: ListQuery<QueueSort>, filters: QueueFilters): Promise<Paged<QueueRow>> {
  const where: SQL[] = [];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    const digits = query.q.replace(/\D/g, "");
    where.push(or(ilike(counselingRequests.name, like), ilike(counselingRequests.email, like), ...(digits.length >= 4 ? [ilike(counselingRequests.phone, `%${digits}%`)] : []))!);
  }
  if (filters.status) where.push(eq(counselingRequests.status, filters.status));
  if (filters.counselor === "none") where.push(isNull(counselingRequests.counselorId));
  else if (filters.counselor) where.push(eq(counselingRequests.counselorId, filters.counselor));
  const dayStart = filters.day ? istDayStart(filters.day) : null;
  if (dayStart) where.push(and(gte(counselingRequests.startsAt, dayStart), lt(counselingRequests.startsAt, new Date(dayStart.getTime() + 86_400_000)))!);
  const condition = where.length ? and(...where) : undefined;
  const [total] = await db().select({ n: count() }).from(counselingRequests).where(condition);
  const window = pageWindow(query.page, total?.n ?? 0, COUNSELING_QUEUE_LIST.pageSize);
  const column = SORTS[query.sort];
  const order = query.dir === "asc" ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const rows = await db()
    .select({
      id: counselingRequests.id,
      name: counselingRequests.name,
      phone: counselingRequests.phone,
      email: counselingRequests.email,
      status: counselingRequests.status,
      counselorName: counselors.displayName,
      startsAt: counselingRequests.startsAt,
      createdAt: counselingRequests.createdAt,
    })
    .from(counselingRequests)
    .leftJoin(counselors, eq(counselors.userId, counselingRequests.counselorId))
    .where(condition)
    .orderBy(order, desc(counselingRequests.createdAt), desc(counselingRequests.id))
    .limit(window.limit)
    .offset(window.offset);
  return {
    rows: rows.map((r) => ({ ...r, startsAt: r.startsAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString() })),
    total: total?.n ?? 0,
    page: window.page,
    pages: window.pages,
  };
}

export type RequestDetail = {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  message: string;
  notes: string;
  status: CounselingStatus;
  counselorId: string | null;
  counselorName: string | null;
  slotId: number | null;
  startsAt: string | null;
  endsAt: string | null;
  createdAt: string;
  anonymized: boolean;
};

const detailColumns = {
  id: counselingRequests.id,
  name: counselingRequests.name,
  phone: counselingRequests.phone,
  email: counselingRequests.email,
  message: counselingRequests.message,
  notes: counselingRequests.notes,
  status: counselingRequests.status,
  counselorId: counselingRequests.counselorId,
  counselorName: counselors.displayName,
  slotId: counselingRequests.slotId,
  startsAt: counselingRequests.startsAt,
  endsAt: counselingRequests.endsAt,
  createdAt: counselingRequests.createdAt,
  anonymizedAt: counselingRequests.anonymizedAt,
};
type DetailRow = Omit<RequestDetail, "startsAt" | "endsAt" | "createdAt" | "anonymized"> & { startsAt: Date | null; endsAt: Date | null; createdAt: Date; anonymizedAt: Date | null };
function toDetail({ startsAt, endsAt, createdAt, anonymizedAt, ...rest }: DetailRow): RequestDetail {
  return { ...rest, startsAt: startsAt?.toISOString() ?? null, endsAt: endsAt?.toISOString() ?? null, createdAt: createdAt.toISOString(), anonymized: anonymizedAt !== null };
}

/** One request with its contact details (admins). */
export async function requestForAdmin(id: number): Promise<RequestDetail | null> {
  const [row] = await db().select(detailColumns).from(counselingRequests).leftJoin(counselors, eq(counselors.userId, counselingRequests.counselorId)).where(eq(counselingRequests.id, id));
  return row ? toDetail(row) : null;
}

/** The sessions assigned to this counsellor (open ones first, then the latest completed), with the
 * contact details — only theirs. */
export async function counselorSessions(counselorId: string, limit = 100): Promise<RequestDetail[]> {
  const rows = await db()
    .select(detailColumns)
    .from(counselingRequests)
    .leftJoin(counselors, eq(counselors.userId, counselingRequests.counselorId))
    .where(and(eq(counselingRequests.counselorId, counselorId), inArray(counselingRequests.status, [...HOLDS_SESSION])))
    .orderBy(sql`case when ${counselingRequests.status} = 'completed' then 1 else 0 end`, asc(counselingRequests.startsAt), desc(counselingRequests.id))
    .limit(limit);
  return rows.map(toDetail);
}

/** Free future slots of active counsellors, for scheduling from the queue (no 12-hour rule for admins). */
export async function freeSlotsForAdmin(limit = 100): Promise<{ id: number; counselorName: string; startsAt: string; endsAt: string }[]> {
  const rows = await db()
    .select({ id: counselingSlots.id, counselorName: counselors.displayName, startsAt: counselingSlots.startsAt, endsAt: counselingSlots.endsAt })
    .from(counselingSlots)
    .innerJoin(counselors, and(eq(counselors.userId, counselingSlots.counselorId), eq(counselors.active, true)))
    .where(
      and(
        gte(counselingSlots.startsAt, now()),
        sql`not exists (select 1 from counseling_requests r where r.slot_id = ${counselingSlots.id} and r.status in ('requested', 'scheduled', 'completed'))`,
      ),
    )
    .orderBy(asc(counselingSlots.startsAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, startsAt: r.startsAt.toISOString(), endsAt: r.endsAt.toISOString() }));
}

/** Who changes a request: an admin (any request) or a counsellor (only requests assigned to them). */
export type Actor = { id: string; scope: "admin" | "counselor" };

async function lockRequest(tx: Executor, id: number, actor: Actor) {
  const [row] = await tx
    .select({ id: counselingRequests.id, status: counselingRequests.status, counselorId: counselingRequests.counselorId, slotId: counselingRequests.slotId, startsAt: counselingRequests.startsAt })
    .from(counselingRequests)
    .where(and(eq(counselingRequests.id, id), actor.scope === "counselor" ? eq(counselingRequests.counselorId, actor.id) : undefined))
    .for("update");
  if (!row) throw notFound("adminCounseling.notFound");
  return row;
}

const open = (status: CounselingStatus) => status === "requested" || status === "scheduled";
const audit = (tx: Executor, actor: Actor, action: "counseling.assign" | "counseling.schedule" | "counseling.note" | "counseling.complete" | "counseling.cancel", id: number, details: Record<string, string | number | boolean | null> = {}) =>
  recordAudit(tx, { actorId: actor.id, action, targetType: "counselingRequest", targetId: String(id), targetLabel: `#${id}`, details: { ...details, by: actor.scope } });

/** Assigns (or changes) the counsellor. A scheduled session keeps its time; a slot of the previous
 * counsellor is given back (the session is no longer in it). */
export async function assignCounselor(id: number, counselorId: string, actor: Actor): Promise<void> {
  await db().transaction(async (tx) => {
    const request = await lockRequest(tx, id, actor);
    if (!open(request.status)) throw conflict("adminCounseling.error.closed");
    const [counselor] = await tx.select({ id: counselors.userId }).from(counselors).where(and(eq(counselors.userId, counselorId), eq(counselors.active, true)));
    if (!counselor) throw invalidField("counselorId", "adminCounseling.error.counselorRequired");
    if (request.counselorId === counselorId) return;
    await tx.update(counselingRequests).set({ counselorId, slotId: null, updatedAt: sql`now()` }).where(eq(counselingRequests.id, id));
    await audit(tx, actor, "counseling.assign", id, { counselorId });
  });
}

async function setSchedule(id: number, actor: Actor, pick: (tx: Executor, request: Awaited<ReturnType<typeof lockRequest>>) => Promise<{ counselorId: string; slotId: number | null; startsAt: Date; endsAt: Date }>) {
  try {
    await db().transaction(async (tx) => {
      const request = await lockRequest(tx, id, actor);
      if (!open(request.status)) throw conflict("adminCounseling.error.closed");
      const next = await pick(tx, request);
      await tx
        .update(counselingRequests)
        .set({ ...next, status: "scheduled", inviteSequence: request.status === "scheduled" ? sql`${counselingRequests.inviteSequence} + 1` : counselingRequests.inviteSequence, updatedAt: sql`now()` })
        .where(eq(counselingRequests.id, id));
      await audit(tx, actor, "counseling.schedule", id, { startsAt: next.startsAt.toISOString(), slotId: next.slotId, counselorId: next.counselorId });
    });
  } catch (error) {
    if (isUniqueViolation(error, "counseling_requests_slot_booked_idx")) throw conflict("adminCounseling.error.slotTaken");
    throw error;
  }
  await sendSessionMail(id, "scheduled");
}

/** Schedules in a published free slot (its counsellor is assigned with it). */
export function scheduleInSlot(id: number, slotId: number, actor: Actor): Promise<void> {
  return setSchedule(id, actor, async (tx, request) => {
    const [slot] = await tx
      .select({ id: counselingSlots.id, counselorId: counselingSlots.counselorId, startsAt: counselingSlots.startsAt, endsAt: counselingSlots.endsAt })
      .from(counselingSlots)
      .innerJoin(counselors, and(eq(counselors.userId, counselingSlots.counselorId), eq(counselors.active, true)))
      .where(and(eq(counselingSlots.id, slotId), gte(counselingSlots.startsAt, now())));
    if (!slot) throw conflict("adminCounseling.error.slotTaken");
    if (request.slotId === slot.id) throw conflict("counseling.error.sameSlot");
    return { counselorId: slot.counselorId, slotId: slot.id, startsAt: slot.startsAt, endsAt: slot.endsAt };
  });
}

/** Schedules at a time entered (IST) with the assigned counsellor. */
export function scheduleAtTime(id: number, input: { date: string; time: string; minutes: number }, actor: Actor): Promise<void> {
  return setSchedule(id, actor, async (_tx, request) => {
    if (!request.counselorId) throw invalidField("counselorId", "adminCounseling.error.assignFirst");
    const startsAt = istToDate(input.date, input.time);
    if (!startsAt) throw invalidField("date", "adminCounseling.error.date");
    if (startsAt.getTime() <= now().getTime()) throw invalidField("date", "adminCounseling.error.past");
    return { counselorId: request.counselorId, slotId: null, startsAt, endsAt: new Date(startsAt.getTime() + input.minutes * 60_000) };
  });
}

export async function saveNotes(id: number, notes: string, actor: Actor): Promise<void> {
  await db().transaction(async (tx) => {
    await lockRequest(tx, id, actor);
    await tx.update(counselingRequests).set({ notes, updatedAt: sql`now()` }).where(eq(counselingRequests.id, id));
    await audit(tx, actor, "counseling.note", id, { length: notes.length });
  });
}

/** A scheduled session took place: the free session is used. */
export async function completeSession(id: number, actor: Actor): Promise<void> {
  await db().transaction(async (tx) => {
    const request = await lockRequest(tx, id, actor);
    if (request.status !== "scheduled") throw conflict("adminCounseling.error.notScheduled");
    await tx.update(counselingRequests).set({ status: "completed", completedAt: now(), updatedAt: sql`now()` }).where(eq(counselingRequests.id, id));
    await audit(tx, actor, "counseling.complete", id);
  });
}

/** An admin cancels a request or session at any time; the student's free session is free again. */
export async function cancelByAdmin(id: number, actor: Actor): Promise<void> {
  const wasScheduled = await db().transaction(async (tx) => {
    const request = await lockRequest(tx, id, actor);
    if (!open(request.status)) throw conflict("adminCounseling.error.closed");
    await tx
      .update(counselingRequests)
      .set({ status: "cancelled", cancelledAt: now(), inviteSequence: sql`${counselingRequests.inviteSequence} + 1`, updatedAt: sql`now()` })
      .where(eq(counselingRequests.id, id));
    await audit(tx, actor, "counseling.cancel", id, { status: request.status });
    return request.status === "scheduled";
  });
  if (wasScheduled) await sendSessionMail(id, "cancelled");
}
