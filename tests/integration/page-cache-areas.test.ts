// The page cache by content area (docs/decisions/028): a change to the courses drops the cached
// course pages and nothing else; entries are keyed by the page path, and the single-fetch data URL
// of a page is never answered with the cached HTML.
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { areaVersion, bumpArea } from "../../app/lib/cache/content-areas";
import { pageCache } from "../../server/middleware/page-cache";
import { type CookieJar, login, pageText, send } from "../support/test-app";
import { createCourse, createUser } from "../support/factories";

let admin: CookieJar;

beforeAll(async () => {
  const a = await createUser({ role: "admin", name: "Area Admin" });
  admin = await login(a.email, a.password);
});

describe("the app's page cache", () => {
  it("an admin's course edit invalidates the cached /courses page and bumps only the courses area", async () => {
    const course = await createCourse({ name: "Area Probe Optics" });
    bumpArea("courses");
    expect((await send("/courses?q=Area+Probe")).headers.get("x-page-cache")).toBe("miss");
    const cached = await send("/courses?q=Area+Probe");
    expect(cached.headers.get("x-page-cache")).toBe("hit");
    expect(await pageText(cached)).toContain("Area Probe Optics");

    const blogs = areaVersion("blogs");
    const resources = areaVersion("resources");
    const unpublish = await send(`/admin/courses/${course.id}`, { form: { intent: "unpublish" }, jar: admin });
    expect(unpublish.status).toBe(302);
    expect(areaVersion("blogs")).toBe(blogs);
    expect(areaVersion("resources")).toBe(resources);

    // The visitor sees the change at once: rendered afresh, without the unpublished course.
    const after = await send("/courses?q=Area+Probe");
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(await pageText(after)).not.toContain("Area Probe Optics");
  });

  it("a change in another area leaves the cached course pages in place", async () => {
    bumpArea("courses");
    await send("/courses");
    expect((await send("/courses")).headers.get("x-page-cache")).toBe("hit");
    bumpArea("blogs");
    bumpArea("resources");
    expect((await send("/courses")).headers.get("x-page-cache")).toBe("hit");
  });

  it("the home page shows courses, blog posts, quizzes and study resources: a change to any drops it (decisions 036, 042)", async () => {
    for (const area of ["courses", "blogs", "quizzes", "resources"] as const) {
      await send("/");
      expect((await send("/")).headers.get("x-page-cache"), area).toBe("hit");
      bumpArea(area);
      expect((await send("/")).headers.get("x-page-cache"), area).toBe("miss");
    }
    expect((await send("/")).headers.get("x-page-cache")).toBe("hit");
    // The blog list is in "blogs" only: a course or resource edit keeps it.
    await send("/blogs");
    bumpArea("courses");
    bumpArea("resources");
    expect((await send("/blogs")).headers.get("x-page-cache")).toBe("hit");
  });

  it("answers /courses.data with data, never with the cached /courses page, and does not cache it", async () => {
    bumpArea("courses");
    await send("/courses");
    expect((await send("/courses")).headers.get("x-page-cache")).toBe("hit");
    for (let i = 0; i < 2; i++) {
      const data = await send("/courses.data");
      expect(data.status).toBe(200);
      expect(data.headers.get("x-page-cache")).toBeNull();
      expect(data.headers.get("content-type") ?? "").not.toContain("text/html");
      expect(await data.text()).not.toContain("<html");
    }
    // The data request left the page's entry alone.
    expect((await send("/courses")).headers.get("x-page-cache")).toBe("hit");
  });
});

describe("pageCache rules", () => {
  // A small app with two areas, as blogs will add: each page says how often it was rendered.
  function appWithTwoAreas() {
    const renders = new Map<string, number>();
    const app = new Hono();
    app.use(
      "*",
      pageCache({
        rules: [
          { area: "courses", paths: /^\/courses$/ },
          { area: "blogs", paths: /^\/blogs(?:\/[a-z-]+)?$/ },
        ],
        params: ["page"],
      }),
    );
    app.get("*", (c) => {
      const n = (renders.get(c.req.path) ?? 0) + 1;
      renders.set(c.req.path, n);
      return c.html(`<p>${c.req.path} render ${n}</p>`);
    });
    const get = async (path: string, headers: Record<string, string> = {}) => {
      const res = await app.request(`http://localhost${path}`, { headers });
      return { cache: res.headers.get("x-page-cache"), body: await res.text() };
    };
    return { get };
  }

  it("bumping one area re-renders its pages and keeps the other area's", async () => {
    const { get } = appWithTwoAreas();
    await get("/courses");
    await get("/blogs/first-post");
    expect(await get("/courses")).toEqual({ cache: "hit", body: "<p>/courses render 1</p>" });
    bumpArea("courses");
    expect(await get("/courses")).toEqual({ cache: "miss", body: "<p>/courses render 2</p>" });
    expect(await get("/blogs/first-post")).toEqual({ cache: "hit", body: "<p>/blogs/first-post render 1</p>" });
    bumpArea("blogs");
    expect(await get("/blogs/first-post")).toEqual({ cache: "miss", body: "<p>/blogs/first-post render 2</p>" });
    expect((await get("/courses")).cache).toBe("hit");
  });

  it("keys by page path, whitelisted parameters and language; leaves .data, other paths and other parameters alone", async () => {
    const { get } = appWithTwoAreas();
    await get("/courses?page=2");
    expect(await get("/courses?page=2")).toEqual({ cache: "hit", body: "<p>/courses render 1</p>" });
    expect((await get("/courses?page=3")).cache).toBe("miss");
    expect((await get("/courses?page=2", { "accept-language": "hi" })).cache).toBe("miss");
    // The data URL of a cached page: rendered by the app, not served from nor stored in the cache.
    expect(await get("/courses.data")).toEqual({ cache: null, body: "<p>/courses.data render 1</p>" });
    expect(await get("/courses.data")).toEqual({ cache: null, body: "<p>/courses.data render 2</p>" });
    expect((await get("/courses?utm=x")).cache).toBeNull();
    expect((await get("/about")).cache).toBeNull();
    expect((await get("/courses", { cookie: "better-auth.session_token=abc" })).cache).toBeNull();
  });
});
