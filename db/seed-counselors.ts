// Demo counsellors and their published times (db/demo/counselors.ts, decision 042), so a student trying
// /counseling on a fresh install can pick a time.
// - The counsellors are created once, into an empty `counselors` table (as the other demo content:
//   an admin's own counsellors, or a demo one the admin removed, stay as the admin left them).
//   Their accounts are users without a password, like the quiz seed's demo learners: nobody signs in
//   as them.
// - Their slots are topped up on every start: each active demo counsellor gets the timetable's times
//   from the later of now and their latest slot, up to 14 days ahead. Slots are instants, so a seed
//   run once would leave only past times a fortnight later; topping up "after the latest slot" keeps
//   a slot an admin deleted deleted. Idempotent: unique (counsellor, start) and ON CONFLICT DO NOTHING,
//   under an advisory lock, so two processes starting together never add a time twice.
import { and, count, eq, inArray, max, sql } from "drizzle-orm";
import { ensureDemoLearners } from "../app/features/accounts/accounts.server";
import { istDay, istToDate } from "../app/features/counseling/ist";
import { db } from "../app/lib/db.server";
import { log } from "../app/lib/logger.server";
import { DEMO_COUNSELORS, DEMO_SLOT_DAYS, type DemoCounselor } from "./demo/counselors";
import { counselingSlots, counselors, users } from "./schema";

// Arbitrary constant shared by every process seeding this database ("vpco").
const SEED_COUNSELORS_LOCK = 0x7670636f;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The timetable's starts in (after, until]: its times on IST Mondays to Saturdays. */
export function demoSlotStarts(counselor: DemoCounselor, after: Date, until: Date): Date[] {
  const starts: Date[] = [];
  // Noon UTC of the first IST day: adding whole days never crosses into another calendar day.
  const first = Date.parse(`${istDay(after)}T12:00:00Z`);
  for (let noon = first; noon <= until.getTime() + DAY_MS; noon += DAY_MS) {
    const day = new Date(noon);
    if (day.getUTCDay() === 0) continue; // Sunday
    for (const time of counselor.times) {
      const start = istToDate(day.toISOString().slice(0, 10), time);
      if (start && start > after && start <= until) starts.push(start);
    }
  }
  return starts;
}

/** Creates the demo counsellors on a first start and tops up their slots; returns what it added. */
export async function seedCounselors(at = new Date(), opts: { create?: boolean } = {}): Promise<{ counselors: number; slots: number }> {
  const ids = DEMO_COUNSELORS.map((c) => c.id);
  const added = await db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_COUNSELORS_LOCK})`);
    let created = 0;
    const [{ existing }] = await tx.select({ existing: count() }).from(counselors);
    if (existing === 0 && opts.create !== false) {
      await ensureDemoLearners(DEMO_COUNSELORS.map((c) => ({ id: c.id, name: c.name, email: c.email })));
      // An address already held by another account (never expected) leaves that counsellor out.
      const present = new Set((await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids))).map((u) => u.id));
      const rows = DEMO_COUNSELORS.filter((c) => present.has(c.id)).map((c) => ({ userId: c.id, displayName: c.name }));
      if (rows.length) created = (await tx.insert(counselors).values(rows).onConflictDoNothing().returning({ id: counselors.userId })).length;
    }
    const active = await tx
      .select({ id: counselors.userId, latest: max(counselingSlots.startsAt) })
      .from(counselors)
      .leftJoin(counselingSlots, eq(counselingSlots.counselorId, counselors.userId))
      .where(and(inArray(counselors.userId, ids), eq(counselors.active, true)))
      .groupBy(counselors.userId);
    const until = new Date(at.getTime() + DEMO_SLOT_DAYS * DAY_MS);
    const slots = active.flatMap((row) => {
      const counselor = DEMO_COUNSELORS.find((c) => c.id === row.id)!;
      const after = row.latest && row.latest > at ? row.latest : at;
      return demoSlotStarts(counselor, after, until).map((startsAt) => ({ counselorId: row.id, startsAt, endsAt: new Date(startsAt.getTime() + counselor.minutes * 60_000) }));
    });
    const inserted = slots.length ? (await tx.insert(counselingSlots).values(slots).onConflictDoNothing().returning({ id: counselingSlots.id })).length : 0;
    return { counselors: created, slots: inserted };
  });
  if (added.counselors || added.slots) log.info("demo counselling times published", added);
  return added;
}

/** The hourly top-up (server/background-jobs.ts): only the demo counsellors that exist get times;
 * none is ever created here, so an install without demo content, or whose admin removed them, gets
 * nothing. */
export function topUpDemoCounselorSlots(at = new Date()) {
  return seedCounselors(at, { create: false });
}
