// The demo counsellors (decision 042): a fresh seed gives /counseling bookable future times in IST
// working hours; re-running it adds nothing; a start a week later tops the timetable up (never only
// past times); a counsellor the admin removed, or a slot the admin deleted, is not brought back.
import { and, count, eq, gt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setCounselingClockForTests } from "../../app/features/counseling/clock.server";
import { availableSlots } from "../../app/features/counseling/booking.server";
import { deleteSlot, removeCounselor } from "../../app/features/counseling/counselors.server";
import { db } from "../../app/lib/db.server";
import { DEMO_COUNSELORS, DEMO_SLOT_DAYS } from "../../db/demo/counselors";
import { counselingSlots, counselors } from "../../db/schema";
import { seedCounselors } from "../../db/seed-counselors";
import { createUser } from "../support/factories";
import { login, pageText, send } from "../support/test-app";

const DAY = 24 * 60 * 60 * 1000;
const slotCount = async () => (await db().select({ n: count() }).from(counselingSlots))[0].n;
const ist = (d: Date) => new Date(d.getTime() + 330 * 60_000);

describe("demo counsellors", () => {
  it("a fresh seed publishes future times of three counsellors that a student can pick and book on /counseling", async () => {
    const seeded = await seedCounselors();
    expect(seeded.counselors).toBe(DEMO_COUNSELORS.length);
    const now = new Date();
    const slots = await availableSlots(500, now);
    expect(slots.length).toBeGreaterThanOrEqual(DEMO_COUNSELORS.length * 10 * 3);
    expect(new Set(slots.map((s) => s.counselorName))).toEqual(new Set(DEMO_COUNSELORS.map((c) => c.name)));
    for (const s of slots) {
      const start = new Date(s.startsAt);
      expect(start.getTime()).toBeGreaterThan(now.getTime() + 12 * 60 * 60 * 1000);
      expect(start.getTime()).toBeLessThanOrEqual(now.getTime() + DEMO_SLOT_DAYS * DAY);
      // Working hours in IST, Monday to Saturday.
      const local = ist(start);
      expect(local.getUTCDay(), s.startsAt).not.toBe(0);
      expect(local.getUTCHours(), s.startsAt).toBeGreaterThanOrEqual(9);
      expect(ist(new Date(s.endsAt)).getUTCHours() * 60 + ist(new Date(s.endsAt)).getUTCMinutes(), s.endsAt).toBeLessThanOrEqual(18 * 60 + 30);
    }

    // The form offers them, and booking one schedules the student's session in it.
    const student = await createUser({ name: "Seed Student" });
    const jar = await login(student.email, student.password);
    const page = await pageText(await send("/counseling", { jar }));
    expect(page).toContain(DEMO_COUNSELORS[0].name);
    const res = await send("/api/counseling", { json: { name: "Seed Student", phone: "9876543210", email: "seed.student@example.test", message: "", slotId: slots[0].id }, jar });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ status: "scheduled" });
    expect((await availableSlots(500, now)).map((s) => s.id)).not.toContain(slots[0].id);
  });

  it("re-running the seed adds no counsellor and no time", async () => {
    const before = await slotCount();
    expect(await seedCounselors()).toEqual({ counselors: 0, slots: 0 });
    expect(await slotCount()).toBe(before);
    expect((await db().select({ n: count() }).from(counselors))[0].n).toBe(DEMO_COUNSELORS.length);
  });

  it("a start a week later tops the timetable up to 14 days ahead, without duplicates, and keeps what the admin removed removed", async () => {
    const admin = await createUser({ role: "admin" });
    const [meera, arjun] = DEMO_COUNSELORS;
    // The admin deletes one of Arjun's free times and removes Meera.
    const [arjunSlot] = await db()
      .select({ id: counselingSlots.id, startsAt: counselingSlots.startsAt })
      .from(counselingSlots)
      .where(and(eq(counselingSlots.counselorId, arjun.id), gt(counselingSlots.startsAt, new Date(Date.now() + 2 * DAY))))
      .limit(1);
    await deleteSlot(arjun.id, arjunSlot.id, admin.id);
    await removeCounselor(meera.id, admin.id);
    // Removal keeps a booked time (the first test booked one); the seed must add none to it.
    const meeraKept = await db().select({ id: counselingSlots.id }).from(counselingSlots).where(eq(counselingSlots.counselorId, meera.id));

    const later = new Date(Date.now() + 7 * DAY);
    const topped = await seedCounselors(later);
    expect(topped.counselors).toBe(0);
    expect(topped.slots).toBeGreaterThan(0);
    expect(await seedCounselors(later)).toEqual({ counselors: 0, slots: 0 });

    try {
      setCounselingClockForTests(() => later.getTime());
      const slots = await availableSlots(500, later);
      const latest = Math.max(...slots.map((s) => Date.parse(s.startsAt)));
      expect(latest).toBeGreaterThan(later.getTime() + (DEMO_SLOT_DAYS - 2) * DAY);
      expect(slots.some((s) => s.counselorName === meera.name)).toBe(false);
    } finally {
      setCounselingClockForTests(undefined);
    }
    const all = await db().select({ counselorId: counselingSlots.counselorId, startsAt: counselingSlots.startsAt }).from(counselingSlots);
    expect(new Set(all.map((s) => `${s.counselorId} ${s.startsAt.toISOString()}`)).size).toBe(all.length);
    expect(all.some((s) => s.counselorId === arjun.id && s.startsAt.getTime() === arjunSlot.startsAt.getTime())).toBe(false);
    expect(all.filter((s) => s.counselorId === meera.id).length).toBe(meeraKept.length);
  });
});
