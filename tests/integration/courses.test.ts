// The catalogue and learning flow of issue 3 through the real app: list with filters, details with
// enrollment, the lesson player with progress, and the negative cases (not enrolled, guessed ids,
// someone else's record).
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courseProgress, lessonCompletions } from "../../db/schema";
import { db } from "../../app/lib/db.server";
import { catalogueChanged } from "../../app/features/courses/catalogue-cache.server";
import { CookieJar, login, pageText, send } from "../support/test-app";
import { createCourse, createUser } from "../support/factories";

async function student() {
  const user = await createUser();
  return { ...user, jar: await login(user.email, user.password) };
}

describe("/courses list", () => {
  it("searches by name, filters by category and type, and says 'No courses found.' when nothing matches", async () => {
    const free = await createCourse({ name: "Zebra Algebra Basics", category: "Class 10th" });
    const paid = await createCourse({ name: "Zebra Organic Chemistry", category: "Engineering", tag: "Paid", priceRupees: 1499 });
    await createCourse({ name: "Hidden Zebra Draft", published: false });
    catalogueChanged();
    const all = await pageText(await send("/courses?q=zebra"));
    expect(all).toContain(free.name);
    expect(all).toContain(paid.name);
    expect(all).not.toContain("Hidden Zebra Draft");
    const eng = await pageText(await send("/courses?q=zebra&category=Engineering"));
    expect(eng).toContain(paid.name);
    expect(eng).not.toContain(free.name);
    const freeOnly = await pageText(await send("/courses?q=zebra&type=Free"));
    expect(freeOnly).toContain(free.name);
    expect(freeOnly).not.toContain(paid.name);
    expect(freeOnly).not.toContain("₹1,499");
    expect(await pageText(await send("/courses?q=no-such-course-anywhere"))).toContain("No courses found.");
    // Wildcards typed by a visitor are literal.
    expect(await pageText(await send("/courses?q=%25%25%25"))).toContain("No courses found.");
  });

  it("'My Courses' lists only the signed-in student's enrolled courses", async () => {
    const a = await createCourse({ name: "Mine Only Course" });
    await createCourse({ name: "Not Mine Course" });
    const s = await student();
    await send(`/courses/${a.id}/details`, { form: { intent: "enroll" }, jar: s.jar });
    const mine = await pageText(await send("/courses?type=My+Courses", { jar: s.jar }));
    expect(mine).toContain("Mine Only Course");
    expect(mine).not.toContain("Not Mine Course");
    const anon = await pageText(await send("/courses?type=My+Courses"));
    expect(anon).toContain("Log in to see the courses you are enrolled in.");
  });

  it("ignores nonsense filter values instead of failing", async () => {
    for (const q of ["page=-5", "page=abc", "type=Gold", "q=" + "x".repeat(500)]) {
      expect((await send(`/courses?${q}`)).status).toBe(200);
    }
    // A control character is refused before any filter sees it (decision 018).
    expect((await send("/courses?category=%00")).status).toBe(400);
  });
});

describe("course facts in the visitor's language (issue 9 C)", () => {
  const hindi = { headers: { cookie: "vp_lang=hi" } };

  it("counts one course as '1 course', and shows category, duration and language in Hindi on a Hindi page", async () => {
    const course = await createCourse({ name: "Quokka Geometry Solo", category: "Class 12th" });
    catalogueChanged();
    const q = encodeURIComponent(course.name);
    const en = await pageText(await send(`/courses?q=${q}`));
    expect(en).toContain("1 course ");
    expect(en).not.toContain("1 courses");
    expect(en).toContain("3 lessons · 2 hours · English");
    const hi = await pageText(await send(`/courses?q=${q}`, hindi));
    expect(hi).toContain("1 कोर्स");
    expect(hi).toContain("3 पाठ · 2 घंटे · अंग्रेज़ी");
    expect(hi).toContain("कक्षा 12");
    // The category filter's labels are Hindi; its values stay the stored English ones.
    expect(await (await send("/courses", hindi)).text()).toMatch(/<option value="Class 12th"[^>]*>कक्षा 12<\/option>/);
    const details = await pageText(await send(`/courses/${course.id}/details`, hindi));
    expect(details).toContain("कक्षा 12");
    expect(details).toContain("2 घंटे");
    expect(details).toContain("अंग्रेज़ी");
    expect(details).not.toContain("2 hours");
  });

  // word_similarity("zulu solo course", "kiwi duet course …") is 0.41, above the typo threshold: a
  // fuzzy match on the whole query would list the other course.
  it("asks every word of a many-word query to match, so one shared word brings up nothing else", async () => {
    const solo = await createCourse({ name: "Zulu Solo Course" });
    const other = await createCourse({ name: "Kiwi Duet Course" });
    catalogueChanged();
    const text = await pageText(await send(`/courses?q=${encodeURIComponent("zulu solo course")}`));
    expect(text).toContain(solo.name);
    expect(text).not.toContain(other.name);
  });
});

describe("/courses/{id}/details", () => {
  it("shows the course with outline, and 'Course not found' with a 404 for unknown or malformed ids", async () => {
    const c = await createCourse({ name: "Detail Page Course" });
    const res = await send(`/courses/${c.id}/details`);
    expect(res.status).toBe(200);
    const text = await pageText(res);
    expect(text).toContain("Detail Page Course");
    expect(text).toContain("Lesson 1");
    // No offer on a free course, and none in the server's HTML at all: the countdown starts in the
    // browser from the visitor's own start time (issue 9, A4; decision 022).
    expect(text).not.toContain("Offer ends in");
    expect(text).toContain("Enroll Now");
    for (const id of ["999999", "abc", "0", "99999999999", "1.5"]) {
      const missing = await send(`/courses/${id}/details`);
      expect(missing.status).toBe(404);
      expect(await pageText(missing)).toContain("Course not found");
    }
    const draft = await createCourse({ published: false });
    expect((await send(`/courses/${draft.id}/details`)).status).toBe(404);
  });

  it("enrolls in a free course once: success notice, then 'already enrolled', then Open Course", async () => {
    const c = await createCourse({ name: "Enroll Flow Course" });
    const s = await student();
    const first = await send(`/courses/${c.id}/details`, { form: { intent: "enroll" }, jar: s.jar });
    expect(first.status).toBe(200);
    expect(await pageText(first)).toContain("You have successfully enrolled in Enroll Flow Course");
    const second = await send(`/courses/${c.id}/details`, { form: { intent: "enroll" }, jar: s.jar });
    expect(await pageText(second)).toContain("You are already enrolled in Enroll Flow Course.");
    expect(await pageText(await send(`/courses/${c.id}/details`, { jar: s.jar }))).toContain("Open Course");
  });

  it("sends an anonymous visitor who clicks Enroll Now to /login and back to the course", async () => {
    const c = await createCourse();
    const res = await send(`/courses/${c.id}/details`, { form: { intent: "enroll" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(`/courses/${c.id}/details`)}`);
  });

  it("never enrolls into a paid course without payment, and rejects unknown intents", async () => {
    const c = await createCourse({ tag: "Paid", priceRupees: 499 });
    const s = await student();
    expect((await send(`/courses/${c.id}/details`, { form: { intent: "enroll" }, jar: s.jar })).status).toBe(400);
    expect((await send(`/courses/${c.id}/content`, { jar: s.jar })).status).toBe(302);
    expect((await send(`/courses/${c.id}/details`, { form: { intent: "grant", role: "admin" }, jar: s.jar })).status).toBe(400);
  });
});

describe("/courses/{id}/content", () => {
  it("requires login, then enrollment; a guessed lesson id from another course is a 404", async () => {
    const c = await createCourse();
    const other = await createCourse();
    const anon = await send(`/courses/${c.id}/content`);
    expect(anon.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(`/courses/${c.id}/content`)}`);
    const s = await student();
    const notEnrolled = await send(`/courses/${c.id}/content`, { jar: s.jar });
    expect(notEnrolled.status).toBe(302);
    expect(notEnrolled.headers.get("location")).toBe(`/courses/${c.id}/details?notice=enrollRequired`);
    await send(`/courses/${c.id}/details`, { form: { intent: "enroll" }, jar: s.jar });
    expect((await send(`/courses/${c.id}/content`, { jar: s.jar })).status).toBe(200);
    const guessed = await send(`/courses/${c.id}/content?lesson=${other.lessonIds[0]}`, { jar: s.jar });
    expect(guessed.status).toBe(404);
    expect(await pageText(guessed)).toContain("Course Not Found");
    expect((await send(`/courses/424242/content`, { jar: s.jar })).status).toBe(404);
  });

  it("renders Markdown lessons without executing embedded HTML or javascript: links", async () => {
    const c = await createCourse({ lessonTypes: ["text"] });
    const s = await student();
    await send(`/courses/${c.id}/details`, { form: { intent: "enroll" }, jar: s.jar });
    const html = await (await send(`/courses/${c.id}/content`, { jar: s.jar })).text();
    expect(html).toContain("<strong>bold</strong>");
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toMatch(/href="javascript:/i);
  });

  it("marks lessons complete, remembers the last lesson, and shows the congratulations block at 100%", async () => {
    const c = await createCourse();
    const s = await student();
    await send(`/courses/${c.id}/details`, { form: { intent: "enroll" }, jar: s.jar });
    await send(`/courses/${c.id}/content?lesson=${c.lessonIds[1]}`, { jar: s.jar });
    const [remembered] = await db().select().from(courseProgress).where(and(eq(courseProgress.userId, s.id), eq(courseProgress.courseId, c.id)));
    expect(remembered.lastLessonId).toBe(c.lessonIds[1]);
    const reopened = await pageText(await send(`/courses/${c.id}/content`, { jar: s.jar }));
    expect(reopened).toContain("Lesson 2 | "); // the <title> of the reopened lesson
    for (const [i, lessonId] of c.lessonIds.entries()) {
      // Marking moves on (issue 9, A3): a redirect to the next lesson, whose page shows the progress.
      const res = await send(`/courses/${c.id}/content?lesson=${lessonId}`, { form: { intent: "complete", lessonId }, jar: s.jar });
      expect(res.status).toBe(302);
      const text = await pageText(await send(res.headers.get("location")!, { jar: s.jar }));
      expect(text).toContain(`${i + 1} of ${c.lessonIds.length} lessons completed`);
    }
    const done = await pageText(await send(`/courses/${c.id}/content`, { jar: s.jar }));
    expect(done).toContain(`Congratulations! You have completed ${c.name}.`);
    expect(done).toContain("Download your certificate");
    const dashboard = await pageText(await send("/dashboard", { jar: s.jar }));
    expect(dashboard).toContain("100% complete");
  });

  it("cannot mark progress in a course the student is not enrolled in, or with a lesson of another course", async () => {
    const c = await createCourse();
    const other = await createCourse();
    const s = await student();
    const res = await send(`/courses/${c.id}/content`, { form: { intent: "complete", lessonId: c.lessonIds[0] }, jar: s.jar });
    expect(res.status).toBe(302);
    await send(`/courses/${c.id}/details`, { form: { intent: "enroll" }, jar: s.jar });
    const cross = await send(`/courses/${c.id}/content`, { form: { intent: "complete", lessonId: other.lessonIds[0] }, jar: s.jar });
    expect(cross.status).toBe(404);
    const rows = await db().select().from(lessonCompletions).where(eq(lessonCompletions.userId, s.id));
    expect(rows).toEqual([]);
    expect((await send(`/courses/${c.id}/content`, { form: { intent: "complete" }, jar: s.jar })).status).toBe(400);
  });
});

describe("lesson files and trailers", () => {
  it("serves a lesson file only to enrolled students and admins, with range support", async () => {
    const c = await createCourse({ lessonTypes: ["video", "pdf"] });
    const [videoId, pdfId] = c.lessonIds;
    expect((await send(`/api/lessons/${videoId}/file`)).status).toBe(401);
    const s = await student();
    expect((await send(`/api/lessons/${videoId}/file`, { jar: s.jar })).status).toBe(404);
    await send(`/courses/${c.id}/details`, { form: { intent: "enroll" }, jar: s.jar });
    const pdf = await send(`/api/lessons/${pdfId}/file`, { jar: s.jar });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    const part = await send(`/api/lessons/${videoId}/file`, { jar: s.jar, headers: { range: "bytes=0-99" } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const admin = await createUser({ role: "admin" });
    const adminJar = await login(admin.email, admin.password);
    expect((await send(`/api/lessons/${videoId}/file`, { jar: adminJar })).status).toBe(200);
    expect((await send(`/api/lessons/${"x".repeat(300)}/file`, { jar: s.jar })).status).toBe(404);
  });

  it("serves a published course's trailer publicly", async () => {
    const c = await createCourse();
    const res = await send(`/api/courses/${c.id}/trailer`, { headers: { range: "bytes=0-9" } });
    expect(res.status).toBe(206);
    const draft = await createCourse({ published: false });
    expect((await send(`/api/courses/${draft.id}/trailer`)).status).toBe(404);
  });
});

describe("catalogue JSON API and caches", () => {
  it("GET /api/courses and /api/courses/{id} answer JSON with ETags; a change invalidates them", async () => {
    const c = await createCourse({ name: "Api Course One" });
    catalogueChanged();
    const list = await send("/api/courses?q=Api+Course");
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toContain("public");
    const body = (await list.json()) as { courses: { id: number; name: string }[]; total: number };
    expect(body.courses.map((x) => x.name)).toContain("Api Course One");
    const etag = list.headers.get("etag") ?? "";
    const again = await send("/api/courses?q=Api+Course");
    expect(again.headers.get("x-content-type-options")).toBe("nosniff");
    expect(again.headers.get("x-frame-options")).toBe("DENY");
    expect((await send("/api/courses?q=Api+Course", { headers: { "if-none-match": etag } })).status).toBe(304);
    await createCourse({ name: "Api Course Two" });
    catalogueChanged();
    const after = (await (await send("/api/courses?q=Api+Course")).json()) as { total: number };
    expect(after.total).toBe(body.total + 1);
    const one = await send(`/api/courses/${c.id}`);
    expect(((await one.json()) as { lessons: unknown[] }).lessons).toHaveLength(3);
    expect((await send("/api/courses/abc")).status).toBe(404);
    expect((await send("/api/courses/999999")).status).toBe(404);
    expect((await send("/api/courses?type=My+Courses")).status).toBe(401);
  });

  it("caches anonymous pages but never serves them to a signed-in student, and gives each response a fresh nonce", async () => {
    await createCourse({ name: "Cache Probe Course" });
    catalogueChanged();
    const a = await send("/courses");
    const b = await send("/courses");
    expect(a.headers.get("x-page-cache")).toBe("miss");
    expect(b.headers.get("x-page-cache")).toBe("hit");
    const nonceA = /'nonce-([^']+)'/.exec(a.headers.get("content-security-policy") ?? "")?.[1];
    const htmlB = await b.text();
    const nonceB = /'nonce-([^']+)'/.exec(b.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonceB).toBeTruthy();
    expect(nonceB).not.toBe(nonceA);
    expect(htmlB).toContain(`nonce="${nonceB}"`);
    expect(htmlB).not.toContain(`nonce="${nonceA}"`);
    // A cache hit is a complete response: the same security headers as a freshly rendered page.
    for (const header of ["x-content-type-options", "x-frame-options", "referrer-policy", "cross-origin-opener-policy", "cache-control"]) {
      expect(b.headers.get(header), header).toBe(a.headers.get(header));
    }
    const s = await student();
    const signedIn = await send("/courses", { jar: s.jar });
    expect(signedIn.headers.get("x-page-cache")).toBeNull();
    expect(await pageText(signedIn)).toContain("Logout");
    const jar = new CookieJar();
    jar.cookies.set("vp_lang", "hi");
    const hindi = await send("/courses", { jar });
    expect(hindi.headers.get("x-page-cache")).toBe("miss");
  });
});
