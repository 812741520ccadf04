// Counseling, the student's side (issue 12, decision 038): POST /api/counseling's statuses and shapes;
// the /counseling form with and without a session (the anonymous draft kept on the server behind a
// signed cookie, never in the URL, restored after sign-in, `.data` included); one free session per
// student under 20 concurrent bookings (API, form, both); a slot booked once under concurrency; the
// 12-hour rule with the injected clock; the invitation e-mail's .ics parsed by ical.js; privacy (other
// students, another counsellor, anonymous visitors never see phone or e-mail, `.data` too); the home
// page's block and the page cache; the retention job; the 429 budget; bad input never a 500.
import { and, eq, inArray, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setCounselingClockForTests } from "../../app/features/counseling/clock.server";
import { addCounselor, addSlot } from "../../app/features/counseling/counselors.server";
import { applyCounselingRetention } from "../../app/features/counseling/retention.server";
import { db } from "../../app/lib/db.server";
import { setRateLimitClockForTests } from "../../app/lib/rate-limit/rate-limit.server";
import { counselingDrafts, counselingRequests, outboxEmails } from "../../db/schema";
import { createUser } from "../support/factories";
import { CookieJar, login, pageText, send } from "../support/test-app";

const T0 = Date.UTC(2030, 0, 6, 4, 30); // 10:00 IST, a Sunday
const HOUR = 3_600_000;
afterEach(() => {
  setCounselingClockForTests(undefined);
  setRateLimitClockForTests(undefined);
});

let admin: Awaited<ReturnType<typeof createUser>>;
let counselorA: Awaited<ReturnType<typeof createUser>>;
let counselorB: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  counselorA = await createUser({ name: "Meera Counsellor" });
  counselorB = await createUser({ name: "Arjun Counsellor" });
  await addCounselor(counselorA.email, "Meera Iyer", admin.id);
  await addCounselor(counselorB.email, "Arjun Rao", admin.id);
});

/** A slot of counsellor A that starts `hoursAhead` after T0, published with the clock at T0. */
async function slotAt(hoursAhead: number, counselorId = counselorA.id, minutes = 30) {
  setCounselingClockForTests(() => T0);
  const start = new Date(T0 + hoursAhead * HOUR + Math.floor(Math.random() * 50) * 60_000);
  const ist = new Date(start.getTime() + 330 * 60_000).toISOString();
  return addSlot(counselorId, { date: ist.slice(0, 10), time: ist.slice(11, 16), minutes }, admin.id);
}

const valid = (over: Record<string, unknown> = {}) => ({ name: "Asha Verma", phone: "+91 98765 43210", email: "asha.parent@example.test", message: "Class 12, PCM. JEE or BSc?", ...over });
const student = async () => {
  const user = await createUser({ name: "Asha Verma" });
  return { user, jar: await login(user.email, user.password) };
};
const api = (jar: CookieJar | undefined, body: unknown, headers: Record<string, string> = {}) => send("/api/counseling", { json: body, jar, headers });

describe("POST /api/counseling", () => {
  it("answers 401 JSON to anonymous callers", async () => {
    const res = await api(undefined, valid());
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toHaveProperty("error");
  });

  it("answers 400 with field errors, in the student's language, for missing and bad fields", async () => {
    const { jar } = await student();
    const empty = await api(jar, {});
    expect(empty.status).toBe(400);
    const body = (await empty.json()) as { error: string; fields: Record<string, string> };
    expect(body.fields).toEqual({ name: "Please enter your name.", phone: "Please enter your phone number.", email: "Please enter your e-mail address." });
    const bad = (await (await api(jar, valid({ email: "not-an-email", phone: "12345" }))).json()) as { fields: Record<string, string> };
    expect(bad.fields.email).toBe("Please enter a valid e-mail address.");
    expect(bad.fields.phone).toMatch(/^Please enter a valid Indian mobile number/);
    const hindi = (await (await api(jar, valid({ phone: "5555555555" }), { "accept-language": "hi" })).json()) as { fields: Record<string, string> };
    expect(hindi.fields.phone).toMatch(/^कृपया सही भारतीय मोबाइल नंबर/);
    for (const body of [valid({ extra: 1 }), valid({ name: 42 }), valid({ slotId: "abc" }), valid({ message: "x".repeat(2001) }), [], "text", null]) {
      const res = await api(jar, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.headers.get("content-type")).toContain("application/json");
    }
    const notJson = await send("/api/counseling", { body: "name=Asha", headers: { "content-type": "application/x-www-form-urlencoded" }, jar });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toHaveProperty("error");
    const broken = await send("/api/counseling", { body: "{", headers: { "content-type": "application/json" }, jar });
    expect(broken.status).toBe(400);
    expect(await db().select().from(counselingRequests).where(eq(counselingRequests.email, "not-an-email"))).toEqual([]);
  });

  it("books with 201 { id, status }, stores the normalised phone, then 409 pending, 409 used, and a cancelled one frees the session", async () => {
    const { user, jar } = await student();
    const res = await api(jar, valid({ phone: "098765 43210", message: undefined }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: number; status: string };
    expect(body).toEqual({ id: expect.any(Number), status: "requested" });
    const [row] = await db().select().from(counselingRequests).where(eq(counselingRequests.id, body.id));
    expect(row).toMatchObject({ userId: user.id, phone: "+919876543210", email: "asha.parent@example.test", message: "", status: "requested" });

    const again = await api(jar, valid());
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "You already have a counseling request. You can see it on your dashboard." });

    await db().update(counselingRequests).set({ status: "completed", completedAt: new Date() }).where(eq(counselingRequests.id, body.id));
    const used = await api(jar, valid());
    expect(used.status).toBe(409);
    expect(await used.json()).toEqual({ error: "You have already used your free counseling session." });

    // A cancelled request frees the session; a completed one does not (the second student).
    const other = await student();
    const first = (await (await api(other.jar, valid())).json()) as { id: number };
    await db().update(counselingRequests).set({ status: "cancelled", cancelledAt: new Date() }).where(eq(counselingRequests.id, first.id));
    expect((await api(other.jar, valid())).status).toBe(201);
  });

  it("books a published slot at once: 201 scheduled, with the slot's counsellor and time", async () => {
    const { jar } = await student();
    const slot = await slotAt(48);
    const res = await api(jar, valid({ slotId: slot.id }));
    expect(res.status).toBe(201);
    const { id, status } = (await res.json()) as { id: number; status: string };
    expect(status).toBe("scheduled");
    const [row] = await db().select().from(counselingRequests).where(eq(counselingRequests.id, id));
    expect(row).toMatchObject({ slotId: slot.id, counselorId: counselorA.id, status: "scheduled" });
    expect(row!.startsAt!.toISOString()).toBe(slot.startsAt);
    // The same slot again, by someone else: gone.
    const late = await student();
    const refused = await api(late.jar, valid({ slotId: slot.id }));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: "That time has just been booked or is no longer available. Please choose another." });
  });

  it("refuses a cross-origin POST with 403 JSON (the same-origin check applies)", async () => {
    const { jar } = await student();
    for (const origin of ["https://evil.example", "null"]) {
      const res = await send("/api/counseling", { json: valid(), jar, origin });
      expect(res.status, origin).toBe(403);
      expect(await res.json()).toEqual({ error: "Cross-origin request refused" });
    }
    const none = await send("/api/counseling", { json: valid(), jar, origin: null });
    expect(none.status).toBe(403);
  });

  it("answers 429 with Retry-After once the student's budget is spent (page and API share it)", async () => {
    const { jar } = await student();
    setRateLimitClockForTests(() => Date.UTC(2030, 0, 1, 10, 0, 30));
    const statuses: number[] = [];
    for (let i = 0; i < 19; i++) statuses.push((await api(jar, valid())).status);
    statuses.push((await send("/counseling", { form: valid() as Record<string, string>, jar })).status);
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1)).toEqual(Array(19).fill(409));
    const limited = await api(jar, valid());
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("570");
    expect(await limited.json()).toEqual({ error: "Too many requests. Please try again in 10 minutes." });
    const page = await send("/counseling", { form: valid() as Record<string, string>, jar });
    expect(page.status).toBe(429);
    expect(page.headers.get("retry-after")).toBe("570");
  });
});

describe("one free session under concurrency", () => {
  const form = valid() as Record<string, string>;
  const outcomes = (statuses: number[]) => ({ ok: statuses.filter((s) => s === 201 || s === 302).length, conflicts: statuses.filter((s) => s === 409).length, errors: statuses.filter((s) => s >= 500).length });

  it("20 simultaneous API bookings by one student make exactly one booking; the rest 409, no 500", async () => {
    const { user, jar } = await student();
    const statuses = await Promise.all(Array.from({ length: 20 }, () => api(jar, valid()).then((r) => r.status)));
    expect(outcomes(statuses)).toEqual({ ok: 1, conflicts: 19, errors: 0 });
    expect(await db().select({ id: counselingRequests.id }).from(counselingRequests).where(eq(counselingRequests.userId, user.id))).toHaveLength(1);
  });

  it("20 simultaneous form posts by one student make exactly one booking; the rest 409, no 500", async () => {
    const { user, jar } = await student();
    const responses = await Promise.all(Array.from({ length: 20 }, () => send("/counseling", { form, jar })));
    expect(outcomes(responses.map((r) => r.status))).toEqual({ ok: 1, conflicts: 19, errors: 0 });
    expect(responses.find((r) => r.status === 302)?.headers.get("location")).toBe("/counseling?notice=counselingBooked");
    expect(await db().select({ id: counselingRequests.id }).from(counselingRequests).where(eq(counselingRequests.userId, user.id))).toHaveLength(1);
  });

  it("10 API calls and 10 form posts at once, with the same slot: one booking", async () => {
    const { user, jar } = await student();
    const slot = await slotAt(30);
    const both = await Promise.all([
      ...Array.from({ length: 10 }, () => api(jar, valid({ slotId: slot.id }))),
      ...Array.from({ length: 10 }, () => send("/counseling", { form: { ...form, slotId: String(slot.id) }, jar })),
    ]);
    expect(outcomes(both.map((r) => r.status))).toEqual({ ok: 1, conflicts: 19, errors: 0 });
    expect(await db().select().from(counselingRequests).where(eq(counselingRequests.userId, user.id))).toHaveLength(1);
  });

  it("20 students booking one slot at once: one gets it, 19 are told it is gone", async () => {
    const slot = await slotAt(60);
    const students = await Promise.all(Array.from({ length: 20 }, () => student()));
    const responses = await Promise.all(students.map((s) => api(s.jar, valid({ slotId: slot.id }))));
    expect(outcomes(responses.map((r) => r.status))).toEqual({ ok: 1, conflicts: 19, errors: 0 });
    const holders = await db()
      .select()
      .from(counselingRequests)
      .where(and(eq(counselingRequests.slotId, slot.id), inArray(counselingRequests.status, ["requested", "scheduled", "completed"])));
    expect(holders).toHaveLength(1);
    // The losers still have their free session.
    const loser = students.find((_, i) => responses[i]!.status === 409)!;
    expect((await api(loser.jar, valid())).status).toBe(201);
  });
});

describe("the /counseling page and form", () => {
  it("is public, with the form, an FAQ of real buttons after hydration (<details> before) and the slots in IST", async () => {
    await slotAt(40);
    const res = await send("/counseling");
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const name of ["name", "phone", "email", "message", "slotId"]) expect(html).toContain(`name="${name}"`);
    expect(html).toContain("<details");
    expect(html).toContain("Frequently asked questions");
    expect(html).toMatch(/IST · Meera Iyer/);
  });

  it("sends an anonymous submit to /login with the spec's notice, keeps the draft on the server — never in the URL — and restores it after sign-in", async () => {
    const anon = new CookieJar();
    const typed = { name: "Ravi Kumar", phone: "91234 56789", email: "ravi.k@example.test", message: "NEET or B.Pharm?", slotId: "" };
    const res = await send("/counseling", { form: typed, jar: anon });
    expect(res.status).toBe(302);
    const location = res.headers.get("location")!;
    expect(location).toBe("/login?redirectTo=%2Fcounseling&notice=counselingLogin");
    expect(location).not.toContain("91234");
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("vp_counseling_draft="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toContain("ravi");
    expect(await pageText(await send(location, { jar: anon }))).toContain("You must be logged in to book a session!");

    const user = await createUser({ name: "Ravi Kumar" });
    const signIn = await send(location, { form: { email: user.email, password: user.password, redirectTo: "/counseling" }, jar: anon });
    expect(signIn.headers.get("location")).toBe("/counseling");
    const page = await (await send("/counseling", { jar: anon })).text();
    for (const value of ['value="Ravi Kumar"', 'value="91234 56789"', 'value="ravi.k@example.test"', ">NEET or B.Pharm?</textarea>"]) expect(page).toContain(value);

    // Another account with the same cookie (a shared computer) does not get it.
    const other = await createUser();
    const otherJar = await login(other.email, other.password);
    otherJar.cookies.set("vp_counseling_draft", anon.cookies.get("vp_counseling_draft")!);
    expect(await (await send("/counseling", { jar: otherJar })).text()).not.toContain("91234 56789");
    // A forged cookie is ignored.
    otherJar.cookies.set("vp_counseling_draft", `${anon.cookies.get("vp_counseling_draft")!.split(".")[0]}.forged`);
    expect((await send("/counseling", { jar: otherJar })).status).toBe(200);

    // Submitting books it, deletes the draft and clears the cookie; the page says the spec's success.
    const booked = await send("/counseling", { form: typed, jar: anon });
    expect(booked.status).toBe(302);
    expect(booked.headers.get("location")).toBe("/counseling?notice=counselingBooked");
    expect(anon.cookies.has("vp_counseling_draft")).toBe(false);
    const after = await pageText(await send("/counseling?notice=counselingBooked", { jar: anon }));
    expect(after).toContain("Your request has been submitted successfully!");
    expect(after).toContain("We have your request.");
    expect(await db().select().from(counselingDrafts).where(eq(counselingDrafts.claimedBy, user.id))).toEqual([]);
  });

  it("answers a client navigation's .data post the same way: the page URL in the redirect, never .data", async () => {
    const anon = new CookieJar();
    const res = await send("/counseling.data", { form: { name: "Data Nav", phone: "9876543210", email: "d@example.test", message: "" }, jar: anon });
    expect(res.status).toBe(202);
    const body = await res.text();
    expect(body).toContain(JSON.stringify("/login?redirectTo=%2Fcounseling&notice=counselingLogin"));
    expect(body).not.toContain("counseling.data");
    expect(anon.cookies.has("vp_counseling_draft")).toBe(true);
  });

  it("shows field errors beside the fields with what was typed (400), and the spec's failure message on a real failure (500)", async () => {
    const { jar } = await student();
    const res = await send("/counseling", { form: { name: "  ", phone: "1234", email: "x@", message: "hi" }, jar });
    expect(res.status).toBe(400);
    const text = await pageText(res);
    expect(text).toContain("Please enter your name.");
    expect(text).toContain("Please enter a valid Indian mobile number");
    expect(text).toContain("Please enter a valid e-mail address.");
    expect(await send("/counseling", { form: { ...valid(), repeat: "x" } as Record<string, string>, jar }).then((r) => r.status)).toBe(400);

    // A real failure of the database (every new row refused), not a refusal of the rules.
    await db().execute(sql`alter table counseling_requests add constraint test_refuse_all check (false) not valid`);
    try {
      const failed = await send("/counseling", { form: valid() as Record<string, string>, jar });
      expect(failed.status).toBe(500);
      const html = await failed.text();
      expect(html).toContain('role="alert"');
      expect(html).toMatch(/role="alert"[^>]*>Something went wrong\. Please try again\.</);
      expect(html).toContain('value="Asha Verma"'); // the form is still there, with what was typed
    } finally {
      await db().execute(sql`alter table counseling_requests drop constraint test_refuse_all`);
    }
  });
});

describe("the 12-hour rule (injected clock)", () => {
  it("lets the student move and cancel until 12 hours before, and refuses after with a clear message", async () => {
    const { user, jar } = await student();
    const first = await slotAt(24);
    const second = await slotAt(36);
    setCounselingClockForTests(() => T0);
    expect((await api(jar, valid({ slotId: first.id }))).status).toBe(201);

    // 13 hours before the first slot: the move is allowed (the second slot is 25 h away).
    setCounselingClockForTests(() => new Date(first.startsAt).getTime() - 13 * HOUR);
    const session = await pageText(await send("/counseling/session", { jar }));
    expect(session).toContain("You can reschedule or cancel until 12 hours before the session.");
    const moved = await send("/counseling/session", { form: { intent: "reschedule", slotId: String(second.id) }, jar });
    expect(moved.headers.get("location")).toBe("/counseling/session?done=rescheduled");
    const [row] = await db().select().from(counselingRequests).where(eq(counselingRequests.userId, user.id));
    expect(row).toMatchObject({ slotId: second.id, inviteSequence: 1 });

    // 11 h 59 min before the second slot: no more changes.
    setCounselingClockForTests(() => new Date(second.startsAt).getTime() - 12 * HOUR + 60_000);
    const locked = await pageText(await send("/counseling/session", { jar }));
    expect(locked).toContain("Less than 12 hours to go");
    const refused = await send("/counseling/session", { form: { intent: "cancel-confirmed" }, jar });
    expect(refused.status).toBe(409);
    expect(await pageText(refused)).toContain("A session can be rescheduled or cancelled only until 12 hours before it starts.");
    const dashboard = await pageText(await send("/dashboard", { jar }));
    expect(dashboard).toContain("Less than 12 hours to go");
    expect(dashboard).not.toContain(">Reschedule<");

    // Exactly 12 hours before: still allowed (the cancel asks first, then cancels).
    setCounselingClockForTests(() => new Date(second.startsAt).getTime() - 12 * HOUR);
    const ask = await send("/counseling/session", { form: { intent: "cancel" }, jar });
    expect(ask.status).toBe(200);
    expect(await pageText(ask)).toContain("Cancel your counseling session?");
    const cancelled = await send("/counseling/session", { form: { intent: "cancel-confirmed" }, jar });
    expect(cancelled.headers.get("location")).toBe("/counseling/session?done=cancelled");
    const [after] = await db().select().from(counselingRequests).where(eq(counselingRequests.userId, user.id));
    expect(after!.status).toBe("cancelled");
  });
});

describe("the invitation e-mail", () => {
  it("sends a parseable .ics (VEVENT, UID, DTSTART/DTEND in UTC, SUMMARY, ORGANIZER), updated by a move and cancelled by a cancel", async () => {
    const email = `ics.${Date.now()}@example.test`;
    const { jar } = await student();
    const first = await slotAt(50);
    const second = await slotAt(70);
    setCounselingClockForTests(() => T0);
    const { id } = (await (await api(jar, valid({ email, slotId: first.id }))).json()) as { id: number };
    await send("/counseling/session", { form: { intent: "reschedule", slotId: String(second.id) }, jar });
    await send("/counseling/session", { form: { intent: "cancel-confirmed" }, jar });
    const mails = await db().select().from(outboxEmails).where(eq(outboxEmails.to, email)).orderBy(outboxEmails.createdAt);
    expect(mails.map((m) => m.subject)).toEqual([
      "Your Vidyapath counseling session / आपका विद्यापथ काउंसलिंग सत्र",
      "Your Vidyapath counseling session / आपका विद्यापथ काउंसलिंग सत्र",
      "Your Vidyapath counseling session is cancelled / आपका विद्यापथ काउंसलिंग सत्र रद्द हो गया है",
    ]);
    expect(mails[0]!.text).toContain("Meera Iyer");
    expect(mails[0]!.text).toMatch(/\(IST\)/);
    const events = mails.map((m) => {
      const [attachment] = m.attachments;
      expect(attachment!.filename).toMatch(/\.ics$/);
      expect(attachment!.contentType).toMatch(/^text\/calendar/);
      expect(attachment!.content).toMatch(/\r\n$/);
      const calendar = new ICAL.Component(ICAL.parse(attachment!.content));
      const vevent = calendar.getFirstSubcomponent("vevent")!;
      const raw = attachment!.content;
      return { method: calendar.getFirstPropertyValue("method"), event: new ICAL.Event(vevent), vevent, raw };
    });
    const [booked, moved, cancelled] = events;
    expect(booked!.method).toBe("REQUEST");
    expect(booked!.event.uid).toBe(`counseling-${id}@localhost`);
    expect(booked!.event.startDate.toJSDate().toISOString()).toBe(first.startsAt);
    expect(booked!.event.endDate.toJSDate().getTime() - new Date(first.startsAt).getTime()).toBe(30 * 60_000);
    expect(booked!.raw).toMatch(/DTSTART:\d{8}T\d{6}Z\r\n/);
    expect(booked!.raw).toMatch(/DTEND:\d{8}T\d{6}Z\r\n/);
    expect(booked!.event.summary).toBe("Vidyapath career counseling");
    expect(String(booked!.vevent.getFirstPropertyValue("organizer"))).toBe("mailto:no-reply@vidyapath.local");
    expect(booked!.event.sequence).toBe(0);
    expect(moved!.event.uid).toBe(booked!.event.uid);
    expect(moved!.event.sequence).toBe(1);
    expect(moved!.event.startDate.toJSDate().toISOString()).toBe(second.startsAt);
    expect(cancelled!.method).toBe("CANCEL");
    expect(cancelled!.vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelled!.event.sequence).toBe(2);
  });
});

describe("privacy: phone and e-mail only for admins and the assigned counsellor", () => {
  it("shows them to nobody else — student B, another counsellor, anonymous visitors — in pages and .data", async () => {
    const phone = "9123412345";
    const email = `minor.${Date.now()}@example.test`;
    const a = await student();
    const slot = await slotAt(80, counselorA.id);
    setCounselingClockForTests(() => T0);
    const { id } = (await (await api(a.jar, valid({ phone, email, slotId: slot.id }))).json()) as { id: number };
    const shown = (text: string) => text.includes("91234 12345") || text.includes(phone) || text.includes(email);

    const b = await student();
    const jarA = await login(counselorA.email, counselorA.password);
    const jarB = await login(counselorB.email, counselorB.password);
    const adminJar = await login(admin.email, admin.password);
    // The assigned counsellor and admins see them.
    expect(shown(await (await send("/counselor", { jar: jarA })).text())).toBe(true);
    expect(shown(await (await send("/counselor.data", { jar: jarA })).text())).toBe(true);
    expect(shown(await (await send("/admin/counseling", { jar: adminJar })).text())).toBe(true);
    expect(shown(await (await send(`/admin/counseling/${id}`, { jar: adminJar })).text())).toBe(true);
    // Nobody else does.
    const nobody: [string, CookieJar | undefined][] = [
      ["/counselor", jarB],
      ["/counselor.data", jarB],
      ["/admin/counseling", jarB],
      ["/admin/counseling.data", jarB],
      [`/admin/counseling/${id}`, jarB],
      [`/admin/counseling/${id}.data`, jarB],
      ["/dashboard", b.jar],
      ["/dashboard.data", b.jar],
      ["/counseling", b.jar],
      ["/counseling.data", b.jar],
      ["/counseling/session", b.jar],
      ["/counseling/session.data", b.jar],
      [`/admin/counseling/${id}`, b.jar],
      [`/admin/counseling/${id}.data`, b.jar],
      ["/", undefined],
      ["/counseling", undefined],
      ["/counseling.data", undefined],
      ["/counselor", undefined],
      [`/admin/counseling/${id}.data`, undefined],
    ];
    for (const [path, jar] of nobody) {
      const res = await send(path, { jar });
      expect(res.status, path).toBeLessThan(500);
      expect(shown(await res.text()), `${path} as ${jar === jarB ? "counsellor B" : jar ? "student B" : "anonymous"}`).toBe(false);
    }
    // Counsellor B cannot change A's request either: a 404 like a missing one, nothing written.
    const notes = await send("/counselor", { form: { intent: "notes", requestId: String(id), notes: "peeking" }, jar: jarB });
    expect(notes.status).toBe(404);
    const [row] = await db().select({ notes: counselingRequests.notes }).from(counselingRequests).where(eq(counselingRequests.id, id));
    expect(row!.notes).toBe("");
  });
});

describe("the home page's counseling block and the page cache", () => {
  it("shows a student their free session (available, booked with the IST date, used) and anonymous visitors the invitation, never cached for them", async () => {
    const { user, jar } = await student();
    const block = async (j?: CookieJar) => {
      const html = await (await send("/", { jar: j })).text();
      return /data-testid="home-counseling">([^<]*)</.exec(html)![1]!;
    };
    expect(await block(jar)).toBe("Your free session is available. Book it in two minutes.");
    expect(await block(undefined)).toBe("Confused between science and commerce, or JEE and NEET? Talk to a counselor — your first session is free.");
    const slot = await slotAt(90);
    setCounselingClockForTests(() => T0);
    await api(jar, valid({ slotId: slot.id }));
    const booked = await block(jar);
    expect(booked).toMatch(/^Your free session is booked for .* \(IST\)\.$/);
    expect(booked).toContain(new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" }).format(new Date(slot.startsAt)));
    await db().update(counselingRequests).set({ status: "completed", completedAt: new Date() }).where(eq(counselingRequests.userId, user.id));
    expect(await block(jar)).toBe("You have used your free counseling session.");
    // Anonymous: twice, the second from the cache, both the invitation.
    const first = await send("/");
    const second = await send("/");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    for (const res of [first, second]) {
      const html = await res.text();
      expect(/data-testid="home-counseling">([^<]*)</.exec(html)![1]).toBe("Confused between science and commerce, or JEE and NEET? Talk to a counselor — your first session is free.");
      expect(html).not.toContain('href="/counseling/session"');
    }
    expect((await send("/", { jar })).headers.get("x-page-cache")).toBeNull();
  });
});

describe("retention (background job, injected clock)", () => {
  it("erases contact details six months after completion or cancellation, once, and deletes expired drafts", async () => {
    const { user, jar } = await student();
    const { id } = (await (await api(jar, valid({ email: "keep.until@example.test" }))).json()) as { id: number };
    const done = new Date(T0);
    await db().update(counselingRequests).set({ status: "completed", completedAt: done, notes: "talked about NEET" }).where(eq(counselingRequests.id, id));
    await db().insert(counselingDrafts).values({ id: crypto.randomUUID(), values: { phone: "9999999999" }, expiresAt: new Date(T0 - HOUR) });

    const fiveMonths = await applyCounselingRetention(new Date(T0 + 150 * 24 * HOUR));
    expect(fiveMonths.drafts).toBeGreaterThanOrEqual(1);
    const [kept] = await db().select().from(counselingRequests).where(eq(counselingRequests.id, id));
    expect(kept).toMatchObject({ email: "keep.until@example.test", phone: "+919876543210" });

    const later = new Date(T0 + 190 * 24 * HOUR);
    const run = await applyCounselingRetention(later);
    expect(run.anonymized).toBeGreaterThanOrEqual(1);
    const [gone] = await db().select().from(counselingRequests).where(eq(counselingRequests.id, id));
    expect(gone).toMatchObject({ name: "", phone: null, email: null, message: "", notes: "", status: "completed", userId: user.id });
    expect(gone!.anonymizedAt!.getTime()).toBe(later.getTime());
    // Idempotent: a second run touches nothing, and the free session stays used.
    const again = await applyCounselingRetention(new Date(later.getTime() + HOUR));
    expect(again.anonymized).toBe(0);
    const [still] = await db().select({ at: counselingRequests.anonymizedAt }).from(counselingRequests).where(eq(counselingRequests.id, id));
    expect(still!.at!.getTime()).toBe(later.getTime());
    expect((await api(jar, valid())).status).toBe(409);
  });
});
