// The signed-in page cache (server/middleware/user-page-cache.ts, decision 045): a repeat view of
// /dashboard or a course's content is served from memory with a fresh nonce; any change the page
// shows — made through the app's own routes, the API, an admin, or straight in the database — makes
// the next view fresh, because PostgreSQL raises the user's data_version (migration 0016) or the
// content area's version moves; no student ever gets another's page; a signed-out or revoked
// session never gets a cached page.
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setClockForTests } from "../../app/features/accounts/clock.server";
import { sessionRows } from "../../app/features/accounts/session-row.server";
import { cacheableViewer } from "../../app/features/accounts/session.server";
import { setCounselingClockForTests } from "../../app/features/counseling/clock.server";
import { addCounselor, addSlot } from "../../app/features/counseling/counselors.server";
import { db } from "../../app/lib/db.server";
import { counselors, sessions } from "../../db/schema";
import { userPageCache } from "../../server/middleware/user-page-cache";
import { createCourse, createQuiz, createResource, createUser, grantProduct } from "../support/factories";
import { CookieJar, login, pageText, send } from "../support/test-app";

afterEach(() => {
  vi.restoreAllMocks();
  setClockForTests(undefined);
  setCounselingClockForTests(undefined);
});

async function student(name = "Asha Verma") {
  const user = await createUser({ name });
  return { ...user, jar: await login(user.email, user.password) };
}

type View = { status: number; cache: string | null; html: string; text: string; nonce: string | null; csp: string | null; location: string | null; cacheControl: string | null };
async function view(path: string, jar: CookieJar, headers: Record<string, string> = {}): Promise<View> {
  const res = await send(path, { jar, headers });
  const html = await res.text();
  const csp = res.headers.get("content-security-policy");
  return { status: res.status, cache: res.headers.get("x-page-cache"), html, text: await pageText(new Response(html)), nonce: /'nonce-([^']+)'/.exec(csp ?? "")?.[1] ?? null, csp, location: res.headers.get("location"), cacheControl: res.headers.get("cache-control") };
}

/** Views the page until it is served from the cache: the first view renders and stores it (a course's
 * first view also remembers its lesson, a change of its own, so the second renders again). */
async function cached(path: string, jar: CookieJar): Promise<View> {
  let v = await view(path, jar);
  for (let i = 0; i < 2 && v.cache !== "hit"; i++) v = await view(path, jar);
  expect(v.status).toBe(200);
  expect(v.cache, `${path} should be a cache hit`).toBe("hit");
  return v;
}

/** The next view renders afresh (not a stale hit) and shows what `expectText` says. */
async function fresh(path: string, jar: CookieJar, check: (v: View) => void) {
  const next = await view(path, jar);
  expect(next.status).toBe(200);
  expect(next.cache).toBe("miss");
  check(next);
}

const enrol = (courseId: number, jar: CookieJar) => send(`/courses/${courseId}/details`, { form: { intent: "enroll" }, jar });

describe("a repeat view of a signed-in page", () => {
  it("is served from the cache, byte-identical apart from a fresh nonce that matches the CSP header", async () => {
    const s = await student("Ritu Cached");
    const first = await view("/dashboard", s.jar);
    expect(first.status).toBe(200);
    expect(first.cache).toBe("miss");
    const second = await view("/dashboard", s.jar);
    const third = await view("/dashboard", s.jar);
    for (const v of [second, third]) {
      expect(v.cache).toBe("hit");
      expect(v.cacheControl).toBe("private, no-store"); // never kept by a shared cache or the browser
      expect(v.nonce).toBeTruthy();
      expect(v.html).toContain(`nonce="${v.nonce}"`);
      expect(v.csp).toContain(`'nonce-${v.nonce}'`);
      expect(v.html.split(v.nonce!).join("N")).toBe(first.html.split(first.nonce!).join("N"));
    }
    expect(new Set([first.nonce, second.nonce, third.nonce]).size).toBe(3);
    expect(second.text).toContain("Namaste, Ritu Cached!");
  });

  it("costs one session query, on a miss as on a hit (the loaders reuse the cache's lookup)", async () => {
    const s = await student();
    const find = vi.spyOn(sessionRows, "find");
    expect((await view("/dashboard", s.jar)).cache).toBe("miss");
    expect(find).toHaveBeenCalledTimes(1);
    expect((await view("/dashboard", s.jar)).cache).toBe("hit");
    expect(find).toHaveBeenCalledTimes(2);
  });

  it("is counted for /metrics as page:signed-in hits and misses", async () => {
    const s = await student();
    await cached("/dashboard", s.jar);
    const text = await (await send("/metrics")).text();
    expect(text).toMatch(/vidyapath_cache_lookups_total\{[^}]*cache="page:signed-in"[^}]*result="hit"[^}]*\} [1-9]/);
    expect(text).toMatch(/vidyapath_cache_lookups_total\{[^}]*cache="page:signed-in"[^}]*result="miss"[^}]*\} [1-9]/);
  });

  it("lives at most a minute (what no trigger sees: the time itself)", async () => {
    const s = await student();
    const t0 = Date.now();
    setClockForTests(() => t0);
    await cached("/dashboard", s.jar);
    setClockForTests(() => t0 + 59_000);
    expect((await view("/dashboard", s.jar)).cache).toBe("hit");
    setClockForTests(() => t0 + 61_000);
    expect((await view("/dashboard", s.jar)).cache).toBe("miss");
  });
});

describe("after a change the page shows, the next view is fresh", () => {
  it("enrolling, completing a lesson, and moving to another lesson (dashboard and course content)", async () => {
    const s = await student();
    const c = await createCourse({ name: `Cached Course ${Date.now()}`, lessonTypes: ["text", "text"] });
    expect((await cached("/dashboard", s.jar)).text).not.toContain(c.name);
    expect((await enrol(c.id, s.jar)).status).toBe(200);
    await fresh("/dashboard", s.jar, (v) => expect(v.text).toContain(c.name));

    const content = `/courses/${c.id}/content`;
    await cached(content, s.jar);
    await cached("/dashboard", s.jar);
    const done = await send(`${content}?lesson=${c.lessonIds[0]}`, { form: { intent: "complete", lessonId: c.lessonIds[0] }, jar: s.jar });
    expect(done.status).toBe(302);
    await fresh(content, s.jar, (v) => expect(v.text).toContain("1 of 2 lessons completed"));
    await fresh("/dashboard", s.jar, (v) => expect(v.text).toContain("50% complete"));

    // The course reopens at the last lesson opened: opening lesson 2 changes what /content shows.
    const lesson1 = await cached(content, s.jar);
    expect(lesson1.html).toContain(`aria-current="page"`);
    expect((await view(`${content}?lesson=${c.lessonIds[1]}`, s.jar)).status).toBe(200);
    await fresh(content, s.jar, (v) => expect(v.text).toContain("Lesson 2 | "));
  });

  it("starting and submitting a quiz attempt (recent attempts, quizzes taken)", async () => {
    const s = await student();
    const quiz = await createQuiz({ mode: "practice" });
    await cached("/dashboard", s.jar);
    const started = await send(`/api/quizzes/${quiz.id}/attempts`, { method: "POST", json: {}, jar: s.jar });
    expect(started.status).toBe(201);
    const { attemptId } = (await started.json()) as { attemptId: string };
    await fresh("/dashboard", s.jar, (v) => expect(v.text).toContain(quiz.title));

    // An autosave (quiz_attempt_answers, the hottest write path) shows on no cached page: still a hit.
    await cached("/dashboard", s.jar);
    const runner = (await (await send(`/api/attempts/${attemptId}`, { jar: s.jar })).json()) as { questions: { id: number; type: string; options: { id: number }[] }[] };
    const q = runner.questions.find((x) => x.type === "single")!;
    expect((await send(`/api/attempts/${attemptId}/answers/${q.id}`, { method: "PUT", json: { optionIds: [q.options[0].id] }, jar: s.jar })).status).toBe(204);
    expect((await view("/dashboard", s.jar)).cache).toBe("hit");

    expect((await send(`/api/attempts/${attemptId}/submit`, { method: "POST", json: {}, jar: s.jar })).status).toBe(200);
    await fresh("/dashboard", s.jar, (v) => expect(v.html).toMatch(/data-testid="dashboard\.quizzesTaken">1</));
  });

  it("booking counselling, and the counsellor's name changing", async () => {
    const admin = await createUser({ role: "admin" });
    const counsellor = await createUser({ name: "Counsellor Account" });
    await addCounselor(counsellor.email, `Meera ${Date.now()}`, admin.id);
    const [{ displayName }] = await db().select({ displayName: counselors.displayName }).from(counselors).where(eq(counselors.userId, counsellor.id));
    const T0 = Date.UTC(2030, 0, 6, 4, 30);
    setCounselingClockForTests(() => T0);
    const start = new Date(T0 + 48 * 3_600_000 + 330 * 60_000).toISOString();
    const slot = await addSlot(counsellor.id, { date: start.slice(0, 10), time: start.slice(11, 16), minutes: 30 }, admin.id);

    const s = await student();
    expect((await cached("/dashboard", s.jar)).text).toContain("Your free career counseling session is waiting.");
    const booked = await send("/api/counseling", { json: { name: "Asha Verma", phone: "+91 98765 43210", email: "asha@example.test", message: "JEE?", slotId: slot.id }, jar: s.jar });
    expect(booked.status).toBe(201);
    await fresh("/dashboard", s.jar, (v) => expect(v.text).toContain(`with ${displayName}`));

    await cached("/dashboard", s.jar);
    await db().update(counselors).set({ displayName: "Meera Iyer (renamed)" }).where(eq(counselors.userId, counsellor.id));
    await fresh("/dashboard", s.jar, (v) => expect(v.text).toContain("with Meera Iyer (renamed)"));
  });

  it("changing one's name on the profile page", async () => {
    const s = await student("Old Name");
    expect((await cached("/dashboard", s.jar)).text).toContain("Namaste, Old Name!");
    expect((await send("/profile", { form: { name: "New Name", dob: "", gender: "" }, jar: s.jar })).status).toBe(200);
    await fresh("/dashboard", s.jar, (v) => expect(v.text).toContain("Namaste, New Name!"));
  });

  it("an admin making the student an admin", async () => {
    const admin = await createUser({ role: "admin" });
    const adminJar = await login(admin.email, admin.password);
    const s = await student();
    expect((await cached("/dashboard", s.jar)).text).not.toContain("Open the admin panel");
    const res = await send("/admin/users", { form: { intent: "set-role", userId: s.id, role: "admin" }, jar: adminJar });
    expect(res.status).toBeLessThan(400);
    await fresh("/dashboard", s.jar, (v) => expect(v.text).toContain("Open the admin panel"));
  });

  it("an admin renaming an enrolled course (its content area's version)", async () => {
    const admin = await createUser({ role: "admin" });
    const adminJar = await login(admin.email, admin.password);
    const s = await student();
    const c = await createCourse({ lessonTypes: ["text"] });
    await enrol(c.id, s.jar);
    expect((await cached("/dashboard", s.jar)).text).toContain(c.name);
    await cached(`/courses/${c.id}/content`, s.jar);
    const renamed = `Renamed Course ${Date.now()}`;
    const form = { intent: "save-course", name: renamed, category: "Medical", description: "Renamed.", image: "/images/courses/organic.webp", thumbnail: "https://cdn.example.com/thumb.jpg", rating: "4.6", price: "0", instructor: "Dr. Kavita Rao", language: "Hinglish", duration: "40 hours", trailerUrl: "https://www.youtube.com/embed/trailer1", highlights: "One", requirements: "None" };
    expect((await send(`/admin/courses/${c.id}`, { form, jar: adminJar })).status).toBe(302);
    await fresh("/dashboard", s.jar, (v) => expect(v.text).toContain(renamed));
    await fresh(`/courses/${c.id}/content`, s.jar, (v) => expect(v.text).toContain(renamed));
  });

  it("a purchase granting a study resource (My orders, owned resources)", async () => {
    const s = await student();
    const r = await createResource({ kind: "books", title: `Cached Book ${Date.now()}` });
    expect((await cached("/dashboard", s.jar)).text).not.toContain(r.title);
    await grantProduct(s.id, "book", String(r.id));
    await fresh("/dashboard", s.jar, (v) => expect(v.text).toContain(r.title));
  });
});

describe("whose page", () => {
  it("two students on the same pages at the same time each get their own", async () => {
    const a = await student("Alpha Student");
    const b = await student("Beta Student");
    const c = await createCourse({ lessonTypes: ["text", "text"] });
    await enrol(c.id, a.jar);
    await enrol(c.id, b.jar);
    await send(`/courses/${c.id}/content?lesson=${c.lessonIds[0]}`, { form: { intent: "complete", lessonId: c.lessonIds[0] }, jar: a.jar });
    await cached("/dashboard", a.jar);
    await cached(`/courses/${c.id}/content`, a.jar);
    const [dashB, contentB] = await Promise.all([view("/dashboard", b.jar), view(`/courses/${c.id}/content`, b.jar)]);
    expect(dashB.cache).toBe("miss");
    expect(dashB.text).toContain("Namaste, Beta Student!");
    expect(dashB.text).not.toContain("Alpha");
    expect(contentB.cache).toBe("miss");
    expect(contentB.text).toContain("0 of 2 lessons completed");
    expect((await view("/dashboard", a.jar)).text).toContain("Namaste, Alpha Student!");
    expect((await view("/dashboard", b.jar)).text).toContain("Namaste, Beta Student!");
  });

  it("signed out, logged out or revoked: /login, never the cached page", async () => {
    const s = await student();
    await cached("/dashboard", s.jar);
    const noCookie = await view("/dashboard", new CookieJar());
    expect(noCookie.status).toBe(302);
    expect(noCookie.location).toMatch(/^\/login/);

    await db().delete(sessions).where(eq(sessions.userId, s.id)); // a logout elsewhere, a password reset
    const revoked = await view("/dashboard", s.jar);
    expect(revoked.status).toBe(302);
    expect(revoked.location).toMatch(/^\/login/);
    expect(revoked.html).not.toContain("Namaste");

    const again = await student();
    const kept = again.jar.clone();
    await cached("/dashboard", again.jar);
    expect((await send("/logout", { method: "POST", form: {}, jar: again.jar })).status).toBeLessThan(400);
    const afterLogout = await view("/dashboard", kept);
    expect(afterLogout.status).toBe(302);
    expect(afterLogout.location).toMatch(/^\/login/);
  });
});

describe("what is kept apart or never kept", () => {
  it("Hindi and English are separate entries", async () => {
    const s = await student();
    await cached("/dashboard", s.jar);
    const hi = await view("/dashboard", s.jar, { "accept-language": "hi-IN" });
    expect(hi.cache).toBe("miss");
    expect(hi.html).toContain('<html lang="hi"');
    const hiAgain = await view("/dashboard", s.jar, { "accept-language": "hi-IN" });
    expect(hiAgain.cache).toBe("hit");
    expect(hiAgain.html).toContain('<html lang="hi"');
    const en = await view("/dashboard", s.jar);
    expect(en.cache).toBe("hit");
    expect(en.html).toContain('<html lang="en"');
  });

  it("an error, a redirect, an unknown query parameter and a .data request are never stored", async () => {
    const s = await student();
    const c = await createCourse({ lessonTypes: ["text"] });
    for (const path of [`/courses/${c.id}/content`, `/courses/${c.id}/content?lesson=nope`, "/dashboard?notice=loggedOut"]) {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const v = await view(path, s.jar);
        statuses.push(v.status);
        expect(v.cache, path).not.toBe("hit");
      }
      expect(statuses[0], path).toBe(statuses[2]);
    }
    await enrol(c.id, s.jar);
    for (let i = 0; i < 3; i++) {
      const missing = await view(`/courses/${c.id}/content?lesson=nope`, s.jar);
      expect(missing.status).toBe(404);
      expect(missing.cache).not.toBe("hit");
    }
    for (let i = 0; i < 2; i++) {
      const data = await send("/dashboard.data", { jar: s.jar });
      expect(data.status).toBe(200);
      expect(data.headers.get("x-page-cache")).toBeNull();
    }
  });

  it("a page answer that sets a cookie is not stored; the same answer without one is", async () => {
    const s = await student();
    let renders = 0;
    const app = new Hono();
    app.use("*", userPageCache({ rules: [{ paths: /^\/dashboard$/, areas: [], params: [] }], viewer: cacheableViewer, clock: Date.now }));
    app.get("/dashboard", (c) => {
      renders += 1;
      if (c.req.header("x-set-cookie")) c.header("Set-Cookie", "something=1; Path=/");
      return c.html(`<p>render ${renders}</p>`);
    });
    const get = (headers: Record<string, string> = {}) => app.fetch(new Request("http://localhost:3000/dashboard", { headers: { cookie: s.jar.header(), ...headers } }));
    expect(await (await get({ "x-set-cookie": "1" })).text()).toBe("<p>render 1</p>");
    expect(await (await get({ "x-set-cookie": "1" })).text()).toBe("<p>render 2</p>");
    expect(renders).toBe(2);
    await get();
    const hit = await get();
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(renders).toBe(3);
  });

  it("is bounded: the least recently used entry goes first, and a page over the byte budget is not kept", async () => {
    const s = await student();
    const app = new Hono();
    app.use("*", userPageCache({ rules: [{ paths: /^\/dashboard$/, areas: [], params: ["p"] }], viewer: cacheableViewer, clock: Date.now, maxEntries: 2, maxBytes: 200 }));
    app.get("/dashboard", (c) => c.html(c.req.query("p") === "big" ? "x".repeat(300) : `<p>${c.req.query("p")}</p>`));
    const cache = async (p: string) => (await app.fetch(new Request(`http://localhost:3000/dashboard?p=${p}`, { headers: { cookie: s.jar.header() } }))).headers.get("x-page-cache");
    expect([await cache("1"), await cache("2"), await cache("1")]).toEqual(["miss", "miss", "hit"]);
    expect(await cache("3")).toBe("miss"); // pushes out 2, the least recently used
    expect([await cache("1"), await cache("3"), await cache("2")]).toEqual(["hit", "hit", "miss"]);
    expect([await cache("big"), await cache("big")]).toEqual(["miss", "miss"]);
  });
});
