// Counsellors and their availability (decision 038). A counsellor is an account an admin names here
// (a table of counseling's own, not a role: an admin may also counsel); removing one keeps the row
// inactive so past sessions still name them, and deletes their free future slots. Slots are 30–60
// minutes, published by admins (or by the counsellor on /counselor); a booked slot cannot be deleted.
import { and, asc, count, eq, gt, inArray, sql } from "drizzle-orm";
import { counselingRequests, counselingSlots, counselors } from "../../../db/schema";
import { db, isUniqueViolation } from "../../lib/db.server";
import { conflict, invalidField, notFound } from "../../lib/errors/domain-error";
import { accountByEmail } from "../accounts/user-directory.server";
import { recordAudit } from "../admin/record-audit.server";
import { HOLDS_SESSION } from "./session-state.server";
import { now } from "./clock.server";
import { istToDate } from "./ist";

export type CounselorRow = { id: string; name: string; active: boolean; upcomingSlots: number; openSessions: number };
export type SlotRow = { id: number; startsAt: string; endsAt: string; booked: boolean };

/** Active counsellors (for the queue's filter and the assign list), by name. */
export async function activeCounselors(): Promise<{ id: string; name: string }[]> {
  return db().select({ id: counselors.userId, name: counselors.displayName }).from(counselors).where(eq(counselors.active, true)).orderBy(asc(counselors.displayName));
}

/** Every counsellor with their upcoming slots and open sessions; active ones first. */
export async function listCounselors(): Promise<CounselorRow[]> {
  const at = now();
  const rows = await db()
    .select({ id: counselors.userId, name: counselors.displayName, active: counselors.active })
    .from(counselors)
    .orderBy(sql`${counselors.active} desc`, asc(counselors.displayName));
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const slots = await db()
    .select({ id: counselingSlots.counselorId, n: count() })
    .from(counselingSlots)
    .where(and(inArray(counselingSlots.counselorId, ids), gt(counselingSlots.startsAt, at)))
    .groupBy(counselingSlots.counselorId);
  const open = await db()
    .select({ id: counselingRequests.counselorId, n: count() })
    .from(counselingRequests)
    .where(and(inArray(counselingRequests.counselorId, ids), inArray(counselingRequests.status, ["requested", "scheduled"])))
    .groupBy(counselingRequests.counselorId);
  const slotCount = new Map(slots.map((s) => [s.id, s.n]));
  const openCount = new Map(open.map((s) => [s.id, s.n]));
  return rows.map((r) => ({ ...r, upcomingSlots: slotCount.get(r.id) ?? 0, openSessions: openCount.get(r.id) ?? 0 }));
}

export async function counselorName(id: string): Promise<{ name: string; active: boolean } | null> {
  const [row] = await db().select({ name: counselors.displayName, active: counselors.active }).from(counselors).where(eq(counselors.userId, id));
  return row ?? null;
}

/** Names an existing account a counsellor (again, if removed before). */
export async function addCounselor(email: string, displayName: string, adminId: string): Promise<{ id: string; name: string }> {
  const account = await accountByEmail(email);
  if (!account) throw invalidField("email", "adminCounselors.error.noAccount");
  const name = displayName || account.name || "User";
  return db().transaction(async (tx) => {
    const [existing] = await tx.select({ active: counselors.active }).from(counselors).where(eq(counselors.userId, account.id)).for("update");
    if (existing?.active) throw invalidField("email", "adminCounselors.error.already");
    if (existing) await tx.update(counselors).set({ active: true, displayName: name, updatedAt: sql`now()` }).where(eq(counselors.userId, account.id));
    else await tx.insert(counselors).values({ userId: account.id, displayName: name });
    await recordAudit(tx, { actorId: adminId, action: "counselor.add", targetType: "user", targetId: account.id, targetLabel: `${name} <${account.email}>` });
    return { id: account.id, name };
  });
}

/** Removes a counsellor: inactive from now on (their queue closes, they see no contact details), their
 * free future slots deleted. Sessions still assigned to them stay, for an admin to reassign. */
export async function removeCounselor(id: string, adminId: string): Promise<{ name: string; openSessions: number }> {
  const at = now();
  return db().transaction(async (tx) => {
    const [row] = await tx.select({ name: counselors.displayName, active: counselors.active }).from(counselors).where(eq(counselors.userId, id)).for("update");
    if (!row?.active) throw notFound("adminCounselors.notFound");
    await tx.update(counselors).set({ active: false, updatedAt: sql`now()` }).where(eq(counselors.userId, id));
    await tx.execute(sql`
      delete from counseling_slots s where s.counselor_id = ${id} and s.starts_at > ${at}
        and not exists (select 1 from counseling_requests r where r.slot_id = s.id and r.status in ('requested', 'scheduled', 'completed'))`);
    const [open] = await tx
      .select({ n: count() })
      .from(counselingRequests)
      .where(and(eq(counselingRequests.counselorId, id), inArray(counselingRequests.status, ["requested", "scheduled"])));
    await recordAudit(tx, { actorId: adminId, action: "counselor.remove", targetType: "user", targetId: id, targetLabel: row.name, details: { openSessions: open?.n ?? 0 } });
    return { name: row.name, openSessions: open?.n ?? 0 };
  });
}

/** A counsellor's slots from now on, with whether each is booked. */
export async function counselorSlots(counselorId: string, limit = 200): Promise<SlotRow[]> {
  const rows = await db()
    .select({
      id: counselingSlots.id,
      startsAt: counselingSlots.startsAt,
      endsAt: counselingSlots.endsAt,
      booked: sql<boolean>`exists (select 1 from counseling_requests r where r.slot_id = ${counselingSlots.id} and r.status in ('requested', 'scheduled', 'completed'))`,
    })
    .from(counselingSlots)
    .where(and(eq(counselingSlots.counselorId, counselorId), gt(counselingSlots.endsAt, now())))
    .orderBy(asc(counselingSlots.startsAt))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, startsAt: r.startsAt.toISOString(), endsAt: r.endsAt.toISOString(), booked: Boolean(r.booked) }));
}

/** Publishes a slot: an IST date and time, 30, 45 or 60 minutes, in the future, not twice. */
export async function addSlot(counselorId: string, input: { date: string; time: string; minutes: number }, actorId: string): Promise<{ id: number; startsAt: string }> {
  const startsAt = istToDate(input.date, input.time);
  if (!startsAt) throw invalidField("date", "adminCounseling.error.date");
  if (startsAt.getTime() <= now().getTime()) throw invalidField("date", "adminCounseling.error.past");
  const endsAt = new Date(startsAt.getTime() + input.minutes * 60_000);
  try {
    return await db().transaction(async (tx) => {
      const [counselor] = await tx.select({ name: counselors.displayName }).from(counselors).where(and(eq(counselors.userId, counselorId), eq(counselors.active, true)));
      if (!counselor) throw notFound("adminCounselors.notFound");
      const [slot] = await tx.insert(counselingSlots).values({ counselorId, startsAt, endsAt }).returning({ id: counselingSlots.id });
      await recordAudit(tx, { actorId, action: "counseling.slot.add", targetType: "counselingSlot", targetId: String(slot!.id), targetLabel: counselor.name, details: { startsAt: startsAt.toISOString(), minutes: input.minutes } });
      return { id: slot!.id, startsAt: startsAt.toISOString() };
    });
  } catch (error) {
    if (isUniqueViolation(error, "counseling_slots_counselor_start_idx")) throw invalidField("time", "adminCounseling.error.slotExists");
    throw error;
  }
}

/** Deletes a free slot of this counsellor; a booked one is refused (cancel or move the session first). */
export async function deleteSlot(counselorId: string, slotId: number, actorId: string): Promise<void> {
  await db().transaction(async (tx) => {
    const [slot] = await tx
      .select({ id: counselingSlots.id, startsAt: counselingSlots.startsAt, name: counselors.displayName })
      .from(counselingSlots)
      .innerJoin(counselors, eq(counselors.userId, counselingSlots.counselorId))
      .where(and(eq(counselingSlots.id, slotId), eq(counselingSlots.counselorId, counselorId)))
      .for("update", { of: counselingSlots });
    if (!slot) throw notFound("adminCounseling.error.slotGone");
    const [held] = await tx
      .select({ id: counselingRequests.id })
      .from(counselingRequests)
      .where(and(eq(counselingRequests.slotId, slotId), inArray(counselingRequests.status, [...HOLDS_SESSION])));
    if (held) throw conflict("adminCounseling.error.slotBooked");
    await tx.delete(counselingSlots).where(eq(counselingSlots.id, slotId));
    await recordAudit(tx, { actorId, action: "counseling.slot.delete", targetType: "counselingSlot", targetId: String(slotId), targetLabel: slot.name, details: { startsAt: slot.startsAt.toISOString() } });
  });
}
