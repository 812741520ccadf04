// Retention of counseling data (decision 038, the privacy policy): six months after a session is
// completed or a request cancelled, the name, phone number, e-mail address, message and notes are
// erased; what stays is that the student had (or cancelled) a session, its time and counsellor, so the
// one-free-session rule still holds. Drafts of the booking form are deleted after their 30 minutes.
// Idempotent (a request is anonymised once; rows already done are never touched again), run by
// server/background-jobs.ts every hour, with the counseling clock.
import { and, isNull, lt, or, sql } from "drizzle-orm";
import { counselingRequests } from "../../../db/schema";
import { db } from "../../lib/db.server";
import { now } from "./clock.server";
import { deleteExpiredDrafts } from "./draft.server";

export const RETENTION_MONTHS = 6;

export async function applyCounselingRetention(at: Date = now()): Promise<{ anonymized: number; drafts: number }> {
  const cutoff = new Date(at);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - RETENTION_MONTHS);
  const done = await db()
    .update(counselingRequests)
    .set({ name: "", phone: null, email: null, message: "", notes: "", anonymizedAt: at, updatedAt: sql`now()` })
    .where(and(isNull(counselingRequests.anonymizedAt), or(lt(counselingRequests.completedAt, cutoff), lt(counselingRequests.cancelledAt, cutoff))))
    .returning({ id: counselingRequests.id });
  return { anonymized: done.length, drafts: await deleteExpiredDrafts(at) };
}
