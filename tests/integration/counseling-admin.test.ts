// Counseling, the staff's side (issue 12, decision 038): counsellors added and removed by admins;
// their published times (30–60 minutes, future, once, a booked one kept); the admin queue on the admin
// kit (search, status/counsellor/date filters, sort, nonsense in the URL still a list); assign,
// schedule in a slot or at a time entered, notes, complete, cancel with its confirmation — each with
// an audit entry and the e-mail where the student is told; a counsellor's own queue and who may open
// it; bad input a 4xx, never a 500.
import { and, desc, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setCounselingClockForTests } from "../../app/features/counseling/clock.server";
import { addCounselor, addSlot } from "../../app/features/counseling/counselors.server";
import { db } from "../../app/lib/db.server";
import { adminAudit, counselingRequests, counselingSlots, counselors, outboxEmails } from "../../db/schema";
import { createUser } from "../support/factories";
import { type CookieJar, login, pageText, send } from "../support/test-app";

const T0 = Date.UTC(2031, 2, 2, 4, 30); // 10:00 IST
const HOUR = 3_600_000;
afterEach(() => setCounselingClockForTests(undefined));

let admin: Awaited<ReturnType<typeof createUser>>;
let adminJar: CookieJar;
let counselor: Awaited<ReturnType<typeof createUser>>;
let counselorJar: CookieJar;
beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  adminJar = await login(admin.email, admin.password);
  counselor = await createUser({ name: "Kavita Menon" });
  counselorJar = await login(counselor.email, counselor.password);
});

const istParts = (at: number) => {
  const ist = new Date(at + 330 * 60_000).toISOString();
  return { date: ist.slice(0, 10), time: ist.slice(11, 16) };
};
const auditOf = async (action: string, targetId: string) =>
  db()
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.action, action as never), eq(adminAudit.targetId, targetId)))
    .orderBy(desc(adminAudit.at));

async function booking(over: Record<string, unknown> = {}) {
  const user = await createUser({ name: "Neha Gupta" });
  const jar = await login(user.email, user.password);
  const email = `neha.${Math.random().toString(16).slice(2, 8)}@example.test`;
  const res = await send("/api/counseling", { json: { name: "Neha Gupta", phone: "8765432109", email, message: "Commerce or humanities?", ...over }, jar });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  return { id, user, jar, email };
}

describe("counsellors and their times", () => {
  it("adds a counsellor by an account's e-mail (audited), refuses unknown and duplicate ones, removes after a confirmation", async () => {
    const unknown = await send("/admin/counselors", { form: { intent: "add", email: "nobody.here@example.test", displayName: "" }, jar: adminJar });
    expect(unknown.status).toBe(400);
    expect(await pageText(unknown)).toContain("No account has this e-mail address");
    const bad = await send("/admin/counselors", { form: { intent: "add", email: "not-an-email", displayName: "" }, jar: adminJar });
    expect(bad.status).toBe(400);

    const added = await send("/admin/counselors", { form: { intent: "add", email: counselor.email.toUpperCase(), displayName: "Kavita Menon" }, jar: adminJar });
    expect(added.status).toBe(302);
    expect(await pageText(await send(added.headers.get("location")!, { jar: adminJar }))).toContain("Kavita Menon is now a counsellor.");
    expect(await auditOf("counselor.add", counselor.id)).toHaveLength(1);
    const twice = await send("/admin/counselors", { form: { intent: "add", email: counselor.email, displayName: "" }, jar: adminJar });
    expect(await pageText(twice)).toContain("This account is already a counsellor.");

    // A second counsellor, removed: the question first, then the change.
    const leaving = await createUser({ name: "Leaving" });
    await addCounselor(leaving.email, "Leaving Soon", admin.id);
    setCounselingClockForTests(() => T0);
    const freeSlot = await addSlot(leaving.id, { ...istParts(T0 + 48 * HOUR), minutes: 45 }, admin.id);
    const ask = await send("/admin/counselors", { form: { intent: "remove", counselorId: leaving.id }, jar: adminJar });
    expect(ask.status).toBe(200);
    expect(await pageText(ask)).toContain("Remove Leaving Soon as a counsellor?");
    expect((await db().select().from(counselors).where(eq(counselors.userId, leaving.id)))[0]!.active).toBe(true);
    const removed = await send("/admin/counselors", { form: { intent: "remove-confirmed", counselorId: leaving.id }, jar: adminJar });
    expect(removed.status).toBe(302);
    expect((await db().select().from(counselors).where(eq(counselors.userId, leaving.id)))[0]!.active).toBe(false);
    expect(await db().select().from(counselingSlots).where(eq(counselingSlots.id, freeSlot.id))).toEqual([]);
    expect(await auditOf("counselor.remove", leaving.id)).toHaveLength(1);
    // A removed counsellor's queue is closed to them.
    const leavingJar = await login(leaving.email, leaving.password);
    expect((await send("/counselor", { jar: leavingJar })).headers.get("location")).toBe("/dashboard");
    expect((await send(`/admin/counselors/${leaving.id}`, { jar: adminJar })).status).toBe(404);
  });

  it("publishes times of 30–60 minutes in the future, once each; deletes a free one; keeps a booked one", async () => {
    setCounselingClockForTests(() => T0);
    const page = `/admin/counselors/${counselor.id}`;
    const past = await send(page, { form: { intent: "add-slot", ...istParts(T0 - HOUR), minutes: "30" }, jar: adminJar });
    expect(past.status).toBe(400);
    expect(await pageText(past)).toContain("The time must be in the future.");
    for (const form of [{ date: "2031-02-30", time: "10:00", minutes: "30" }, { date: "2031-03-05", time: "25:00", minutes: "30" }, { date: "2031-03-05", time: "10:00", minutes: "90" }]) {
      const res = await send(page, { form: { intent: "add-slot", ...form }, jar: adminJar });
      expect(res.status, JSON.stringify(form)).toBe(400);
    }
    const at = istParts(T0 + 30 * HOUR);
    const ok = await send(page, { form: { intent: "add-slot", ...at, minutes: "60" }, jar: adminJar });
    expect(ok.headers.get("location")).toBe(`${page}?done=added`);
    const dup = await send(page, { form: { intent: "add-slot", ...at, minutes: "30" }, jar: adminJar });
    expect(await pageText(dup)).toContain("There is already a time starting then.");
    const [slot] = await db().select().from(counselingSlots).where(eq(counselingSlots.counselorId, counselor.id)).orderBy(desc(counselingSlots.id)).limit(1);
    expect(slot!.endsAt.getTime() - slot!.startsAt.getTime()).toBe(60 * 60_000);
    expect(await auditOf("counseling.slot.add", String(slot!.id))).toHaveLength(1);

    // Booked by a student: it cannot be deleted.
    await booking({ slotId: slot!.id });
    const keep = await send(page, { form: { intent: "delete-slot", slotId: String(slot!.id) }, jar: adminJar });
    expect(keep.status).toBe(409);
    expect(await pageText(keep)).toContain("That time is booked: cancel or move the session first.");
    const other = await addSlot(counselor.id, { ...istParts(T0 + 31 * HOUR), minutes: 30 }, admin.id);
    const deleted = await send(page, { form: { intent: "delete-slot", slotId: String(other.id) }, jar: adminJar });
    expect(deleted.headers.get("location")).toBe(`${page}?done=deleted`);
    expect(await auditOf("counseling.slot.delete", String(other.id))).toHaveLength(1);
  });
});

describe("the admin queue", () => {
  it("lists requests with search, status, counsellor and date filters, and shrugs off nonsense in the URL", async () => {
    setCounselingClockForTests(() => T0);
    const slot = await addSlot(counselor.id, { ...istParts(T0 + 50 * HOUR), minutes: 30 }, admin.id);
    const scheduled = await booking({ slotId: slot.id, name: "Zoya Scheduled" });
    const waiting = await booking({ name: "Yash Waiting", phone: "+91 7000012345" });
    const rows = async (query: string) => {
      const res = await send(`/admin/counseling${query}`, { jar: adminJar });
      expect(res.status, query).toBe(200);
      return pageText(res);
    };
    const all = await rows("");
    expect(all).toContain("Zoya Scheduled");
    expect(all).toContain("Yash Waiting");
    expect(await rows("?status=requested")).not.toContain("Zoya Scheduled");
    expect(await rows("?status=scheduled")).toContain("Zoya Scheduled");
    expect(await rows(`?counselor=${counselor.id}`)).not.toContain("Yash Waiting");
    expect(await rows("?counselor=none")).toContain("Yash Waiting");
    const day = istParts(new Date(slot.startsAt).getTime()).date;
    expect(await rows(`?day=${day}`)).toContain("Zoya Scheduled");
    expect(await rows(`?day=${day}`)).not.toContain("Yash Waiting");
    expect(await rows("?q=yash")).toContain("Yash Waiting");
    expect(await rows("?q=70000 12345")).toContain("Yash Waiting");
    expect(await rows(`?q=${encodeURIComponent(waiting.email)}`)).not.toContain("Zoya Scheduled");
    expect(await rows("?q=nobody-like-this")).toContain("No requests match.");
    for (const junk of ["?status=lost", "?counselor=someone", "?day=2031-13-45", "?sort=phone&dir=sideways&page=-3", "?page=99999", `?q=${"x".repeat(500)}`]) await rows(junk);
    expect(await rows("?sort=when&dir=asc")).toContain("Zoya Scheduled");
    expect(scheduled.id).toBeGreaterThan(0);
  });

  it("assigns, schedules at a time entered (mailing the student), notes, completes — each audited", async () => {
    setCounselingClockForTests(() => T0);
    const { id, email } = await booking();
    const page = `/admin/counseling/${id}`;
    const form = (fields: Record<string, string>) => send(page, { form: fields, jar: adminJar });

    const needsCounselor = await form({ intent: "schedule-time", ...istParts(T0 + 20 * HOUR), minutes: "45" });
    expect(needsCounselor.status).toBe(400);
    expect(await pageText(needsCounselor)).toContain("Assign a counsellor first.");
    expect((await form({ intent: "assign", counselorId: "" })).status).toBe(400);
    expect((await form({ intent: "assign", counselorId: "not-a-counsellor" })).status).toBe(400);
    expect((await form({ intent: "assign", counselorId: counselor.id })).headers.get("location")).toBe(`${page}?done=assigned`);
    expect(await auditOf("counseling.assign", String(id))).toHaveLength(1);

    const when = T0 + 20 * HOUR;
    expect((await form({ intent: "schedule-time", ...istParts(when), minutes: "45" })).headers.get("location")).toBe(`${page}?done=scheduled`);
    const [row] = await db().select().from(counselingRequests).where(eq(counselingRequests.id, id));
    expect(row).toMatchObject({ status: "scheduled", counselorId: counselor.id, slotId: null });
    expect(row!.startsAt!.getTime()).toBe(when);
    expect(row!.endsAt!.getTime()).toBe(when + 45 * 60_000);
    const [mail] = await db().select().from(outboxEmails).where(eq(outboxEmails.to, email));
    expect(mail!.attachments[0]!.content).toContain("BEGIN:VEVENT");
    expect(await auditOf("counseling.schedule", String(id))).toHaveLength(1);

    expect((await form({ intent: "notes", notes: "Interested in CA; talk about the foundation exam." })).status).toBe(302);
    expect((await form({ intent: "notes", notes: "x".repeat(4001) })).status).toBe(400);
    expect((await form({ intent: "complete" })).headers.get("location")).toBe(`${page}?done=completed`);
    const [done] = await db().select().from(counselingRequests).where(eq(counselingRequests.id, id));
    expect(done).toMatchObject({ status: "completed", notes: "Interested in CA; talk about the foundation exam." });
    expect(await auditOf("counseling.note", String(id))).toHaveLength(1);
    expect(await auditOf("counseling.complete", String(id))).toHaveLength(1);
    // Closed: no more scheduling or cancelling.
    const closed = await form({ intent: "cancel-confirmed" });
    expect(closed.status).toBe(409);
    expect(await pageText(closed)).toContain("This request is already completed or cancelled.");
    // The audit trail names the actions.
    expect(await pageText(await send("/admin/audit", { jar: adminJar }))).toContain("Completed a counseling session");
  });

  it("schedules in a published time (its counsellor assigned with it), refuses a taken one, cancels after a confirmation", async () => {
    setCounselingClockForTests(() => T0);
    const slot = await addSlot(counselor.id, { ...istParts(T0 + 70 * HOUR), minutes: 30 }, admin.id);
    const first = await booking();
    const second = await booking();
    expect((await send(`/admin/counseling/${first.id}`, { form: { intent: "schedule-slot", slotId: String(slot.id) }, jar: adminJar })).status).toBe(302);
    const [row] = await db().select().from(counselingRequests).where(eq(counselingRequests.id, first.id));
    expect(row).toMatchObject({ status: "scheduled", slotId: slot.id, counselorId: counselor.id });
    const taken = await send(`/admin/counseling/${second.id}`, { form: { intent: "schedule-slot", slotId: String(slot.id) }, jar: adminJar });
    expect(taken.status).toBe(409);
    expect(await pageText(taken)).toContain("That time is booked or no longer available.");

    const ask = await send(`/admin/counseling/${first.id}`, { form: { intent: "cancel" }, jar: adminJar });
    expect(await pageText(ask)).toContain(`Cancel request #${first.id}?`);
    expect((await db().select().from(counselingRequests).where(eq(counselingRequests.id, first.id)))[0]!.status).toBe("scheduled");
    expect((await send(`/admin/counseling/${first.id}`, { form: { intent: "cancel-confirmed" }, jar: adminJar })).status).toBe(302);
    expect((await db().select().from(counselingRequests).where(eq(counselingRequests.id, first.id)))[0]!.status).toBe("cancelled");
    expect(await auditOf("counseling.cancel", String(first.id))).toHaveLength(1);
    const mails = await db().select().from(outboxEmails).where(eq(outboxEmails.to, first.email));
    expect(mails.map((m) => m.attachments[0]!.content.includes("METHOD:CANCEL"))).toEqual([false, true]);
    // The slot is free again, and the student may book again.
    expect((await send(`/admin/counseling/${second.id}`, { form: { intent: "schedule-slot", slotId: String(slot.id) }, jar: adminJar })).status).toBe(302);
    expect((await send("/api/counseling", { json: { name: "Neha", phone: "8765432109", email: first.email, message: "" }, jar: first.jar })).status).toBe(201);
  });

  it("answers bad input with a 4xx, never a 500", async () => {
    const { id } = await booking();
    const cases: [string, Record<string, string>][] = [
      [`/admin/counseling/${id}`, { intent: "explode" }],
      [`/admin/counseling/${id}`, { intent: "schedule-slot", slotId: "abc" }],
      [`/admin/counseling/${id}`, { intent: "schedule-time", date: "tomorrow", time: "noon", minutes: "30" }],
      [`/admin/counseling/${id}`, {}],
      ["/admin/counseling/999999999", { intent: "complete" }],
      ["/admin/counseling/abc", { intent: "complete" }],
      ["/admin/counselors", { intent: "remove-confirmed", counselorId: "missing" }],
      ["/admin/counselors/missing", { intent: "add-slot", date: "2031-03-05", time: "10:00", minutes: "30" }],
      ["/counselor", { intent: "complete", requestId: "999999" }],
      ["/counselor", { intent: "delete-slot", slotId: "x" }],
      ["/counseling/session", { intent: "reschedule", slotId: "999999" }],
      ["/counseling/session", { intent: "nonsense" }],
    ];
    for (const [path, form] of cases) {
      const jar = path.startsWith("/counselor") ? counselorJar : path.startsWith("/counseling") ? (await booking()).jar : adminJar;
      const res = await send(path, { form, jar });
      expect(res.status, `${path} ${JSON.stringify(form)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${path} ${JSON.stringify(form)}`).toBeLessThan(500);
    }
    for (const path of ["/admin/counseling/0", "/admin/counseling/99999999", "/admin/counseling/x.y", "/admin/counselors/%20"]) {
      const res = await send(path, { jar: adminJar });
      expect(res.status, path).toBe(404);
    }
  });
});

describe("a counsellor's own queue", () => {
  it("shows the counsellor their assigned sessions with contact details, lets them note, complete and publish times", async () => {
    setCounselingClockForTests(() => T0);
    const slot = await addSlot(counselor.id, { ...istParts(T0 + 90 * HOUR), minutes: 30 }, admin.id);
    const { id, email } = await booking({ slotId: slot.id, phone: "9988776655" });
    const page = await pageText(await send("/counselor", { jar: counselorJar }));
    expect(page).toContain("99887 76655");
    expect(page).toContain(email);
    expect((await send("/counselor", { form: { intent: "notes", requestId: String(id), notes: "Call the parent too." }, jar: counselorJar })).headers.get("location")).toBe("/counselor?done=notes");
    expect((await send("/counselor", { form: { intent: "complete", requestId: String(id) }, jar: counselorJar })).headers.get("location")).toBe("/counselor?done=completed");
    const [row] = await db().select().from(counselingRequests).where(eq(counselingRequests.id, id));
    expect(row).toMatchObject({ status: "completed", notes: "Call the parent too." });
    const [entry] = await auditOf("counseling.complete", String(id));
    expect(entry!.actorId).toBe(counselor.id);
    expect(entry!.details).toMatchObject({ by: "counselor" });
    const published = await send("/counselor", { form: { intent: "add-slot", ...istParts(T0 + 100 * HOUR), minutes: "30" }, jar: counselorJar });
    expect(published.headers.get("location")).toBe("/counselor?done=slotAdded");
    expect(await pageText(await send("/dashboard", { jar: counselorJar }))).toContain("My counseling queue");
  });

  it("is closed to students (to /dashboard) and anonymous visitors (to /login), pages and .data alike; admins see their own (empty) queue", async () => {
    const { jar } = await booking();
    expect((await send("/counselor", { jar })).headers.get("location")).toBe("/dashboard");
    expect(await (await send("/counselor.data", { jar })).text()).toContain('"/dashboard"');
    expect((await send("/counselor")).headers.get("location")).toBe("/login?redirectTo=%2Fcounselor");
    expect(await (await send("/counselor.data")).text()).toContain(JSON.stringify("/login?redirectTo=%2Fcounselor"));
    expect((await send("/counselor", { form: { intent: "complete", requestId: "1" }, jar })).headers.get("location")).toBe("/dashboard");
    const adminPage = await send("/counselor", { jar: adminJar });
    expect(adminPage.status).toBe(200);
    expect(await pageText(adminPage)).toContain("You are not a counsellor");
    // Counsellors are not admins.
    expect((await send("/admin/counseling", { jar: counselorJar })).headers.get("location")).toBe("/dashboard");
    expect((await send("/admin/counselors", { jar: counselorJar })).headers.get("location")).toBe("/dashboard");
  });
});
