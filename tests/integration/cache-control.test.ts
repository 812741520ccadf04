// Anything that depends on who is signed in must never be kept by a shared cache (a proxy, a CDN,
// a school's caching gateway) or left in a shared computer's cache after logout:
// `Cache-Control: private, no-store` on every such response — HTML, React Router `.data` (client
// navigation), /api, and any response that sets a cookie (server/middleware/session-cache.ts).
// Anonymous public answers keep their caching, and say that they vary with the cookie.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "../../app/lib/db.server";
import { enrollments } from "../../db/schema";
import { type CookieJar, login, send } from "../support/test-app";
import { createCourse, createUser, tinyPng } from "../support/factories";

const NO_STORE = "private, no-store";
let student: CookieJar;
let admin: CookieJar;
let email: string;
let course: Awaited<ReturnType<typeof createCourse>>;
let avatarUrl = "";
beforeAll(async () => {
  const s = await createUser({ name: "Cache Student" });
  email = s.email;
  student = await login(s.email, s.password);
  const a = await createUser({ role: "admin" });
  admin = await login(a.email, a.password);
  course = await createCourse();
  await db().insert(enrollments).values({ userId: s.id, courseId: course.id });
  const photo = new FormData();
  photo.set("name", "Cache Student");
  photo.set("photo", new File([new Uint8Array(tinyPng())], "me.png", { type: "image/png" }));
  expect((await send("/profile", { form: photo, jar: student })).status).toBeLessThan(400);
  const profile = await (await send("/profile.data", { jar: student })).text();
  avatarUrl = profile.match(/\/api\/avatars\/[\w.-]+/)?.[0] ?? "";
});

describe("signed in", () => {
  it("sends private, no-store with the dashboard and profile data (e-mail included) of client navigation", async () => {
    for (const p of ["/dashboard.data", "/profile.data"]) {
      const res = await send(p, { jar: student });
      expect(res.status, p).toBe(200);
      expect(res.headers.get("cache-control"), p).toBe(NO_STORE);
    }
    expect(await (await send("/profile.data", { jar: student })).text()).toContain(email);
  });

  it("sends it with every page and its .data, public pages included (the navbar shows the user)", async () => {
    const pages = ["/", "/courses", `/courses/${course.id}/details`, `/courses/${course.id}/content`, "/dashboard", "/profile"];
    for (const p of pages) {
      for (const url of [p, `${p === "/" ? "/_" : p}.data`]) {
        const res = await send(url, { jar: student });
        expect(res.status, url).toBe(200);
        expect(res.headers.get("cache-control"), url).toBe(NO_STORE);
      }
    }
    for (const url of ["/admin/users", "/admin/users.data", "/admin/orders.data"]) {
      expect((await send(url, { jar: admin })).headers.get("cache-control"), url).toBe(NO_STORE);
    }
  });

  it("sends it with redirects and refusals for a session too", async () => {
    for (const url of ["/login", "/login.data", "/admin", "/admin.data"]) {
      const res = await send(url, { jar: student });
      expect([302, 202, 204], url).toContain(res.status);
      expect(res.headers.get("cache-control"), url).toBe(NO_STORE);
    }
  });

  it("sends it with /api answers for a session: avatars, lesson files, My Courses", async () => {
    expect(avatarUrl).not.toBe("");
    const urls = [avatarUrl, `/api/lessons/${course.lessonIds[0]}/file`, "/api/courses?type=My%20Courses", "/api/lessons/999999/file"];
    for (const url of urls) {
      const res = await send(url, { jar: student });
      expect(res.headers.get("cache-control"), url).toBe(NO_STORE);
    }
  });
});

describe("responses that set a cookie", () => {
  it("signing in and choosing a language are private, no-store", async () => {
    const user = await createUser();
    const signIn = await send("/login", { form: { email: user.email, password: user.password } });
    expect(signIn.headers.getSetCookie().length).toBeGreaterThan(0);
    expect(signIn.headers.get("cache-control")).toBe(NO_STORE);
    const lang = await send("/language", { form: { locale: "hi", redirectTo: "/" } });
    expect(lang.headers.getSetCookie().length).toBeGreaterThan(0);
    expect(lang.headers.get("cache-control")).toBe(NO_STORE);
  });
});

describe("anonymous", () => {
  it("keeps the public catalogue's caching", async () => {
    const res = await send("/api/courses");
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=60/);
    const page = await send("/courses");
    expect(page.headers.get("cache-control")).toBe(NO_STORE); // HTML pages as before
  });

  it("marks public .data answers as varying with the cookie, so no cache hands them to a signed-in user", async () => {
    const res = await send("/courses.data");
    expect(res.status).toBe(200);
    expect(res.headers.get("vary") ?? "").toMatch(/\bcookie\b/i);
    expect(res.headers.get("cache-control") ?? "").not.toMatch(/public/);
  });
});
