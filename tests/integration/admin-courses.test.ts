// Admin course management (/admin/courses, /admin/courses/new, /admin/courses/:id): the spec's quick
// add, the full editor, publishing, deletion, lessons, and that bad input is a 400 with a message and
// no change — never a 500, never lost data.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { asc, count, eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogueVersion } from "../../app/features/courses/catalogue-cache.server";
import { db } from "../../app/lib/db.server";
import { courseProgress, courseReviews, courses, enrollments, lessonCompletions, lessons } from "../../db/schema";
import { type CookieJar, login, pageText as rawPageText, send, sendRaw } from "../support/test-app";
import { createCourse, createUser } from "../support/factories";

let admin: CookieJar;
let student: CookieJar;
let studentId: string;

beforeAll(async () => {
  const a = await createUser({ role: "admin", name: "Course Admin" });
  admin = await login(a.email, a.password);
  const s = await createUser({ name: "Curious Student" });
  studentId = s.id;
  student = await login(s.email, s.password);
  // A bundled lesson file that "file:<name>" may reference (the demo files live in db/demo/files).
  const dir = path.join(process.env.DATA_DIR!, "files", "lessons");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "notes-chapter-1.pdf"), "%PDF-1.4\n%%EOF\n");
});

/** The page's visible text, with the entities our messages use ("file:<name>") decoded. */
const pageText = async (res: Response) => (await rawPageText(res)).replace(/&lt;/g, "<").replace(/&gt;/g, ">");

const post = (p: string, form: Record<string, string>, jar: CookieJar = admin) => send(p, { form, jar });

const QUICK = { intent: "quick-add", name: "Algebra Basics", description: "Linear equations from scratch.", price: "499", videoURL: "https://www.youtube.com/embed/abc123" };

const FULL = {
  name: "Organic Chemistry for NEET",
  category: "Medical",
  description: "Reaction mechanisms, named reactions and practice.\nTwo lines.",
  image: "/images/courses/organic.webp",
  thumbnail: "https://cdn.example.com/thumb.jpg",
  rating: "4.6",
  price: "1999",
  instructor: "Dr. Kavita Rao",
  language: "Hinglish",
  duration: "40 hours",
  trailerUrl: "https://www.youtube.com/embed/trailer1",
  highlights: "Mechanisms\n\n  Named reactions  \nPYQs",
  requirements: "Class 11 chemistry",
};

async function courseCount() {
  const [row] = await db().select({ n: count() }).from(courses);
  return row.n;
}

async function courseRow(id: number) {
  const [row] = await db().select().from(courses).where(eq(courses.id, id));
  return row;
}

async function lessonRows(courseId: number) {
  return db().select({ id: lessons.id, position: lessons.position, title: lessons.title, type: lessons.type, url: lessons.url, content: lessons.content }).from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.position));
}

/** The id in a redirect such as /admin/courses?done=added&id=12 or /admin/courses/12?done=created. */
function idFrom(res: Response): number {
  const location = res.headers.get("location") ?? "";
  const match = /[?&]id=(\d+)/.exec(location) ?? /\/admin\/courses\/(\d+)/.exec(location);
  if (!match) throw new Error(`no course id in ${res.status} ${location}`);
  return Number(match[1]);
}

async function quickAdd(overrides: Record<string, string> = {}) {
  const res = await post("/admin/courses", { ...QUICK, ...overrides });
  expect(res.status).toBe(302);
  return idFrom(res);
}

async function fullCreate(overrides: Record<string, string> = {}) {
  const res = await post("/admin/courses/new", { intent: "create-course", ...FULL, ...overrides });
  expect(res.status).toBe(302);
  return idFrom(res);
}

/** Expects a 400 whose page shows `message`, and no change to the courses and lessons tables. */
async function expectRefused(p: string, form: Record<string, string>, message: string) {
  const before = { courses: await db().select().from(courses).orderBy(asc(courses.id)), lessons: await db().select().from(lessons).orderBy(asc(lessons.id)) };
  const res = await post(p, form);
  expect(res.status, `${p} ${JSON.stringify(form).slice(0, 200)}`).toBe(400);
  expect(await pageText(res)).toContain(message);
  const after = { courses: await db().select().from(courses).orderBy(asc(courses.id)), lessons: await db().select().from(lessons).orderBy(asc(lessons.id)) };
  expect(after).toEqual(before);
}

/** GET /api/courses (built by the catalogue work): the names it lists, or null while it is absent. */
async function publicCourseNames(): Promise<string[] | null> {
  const res = await send("/api/courses?q=" + encodeURIComponent("Publish"));
  if (res.status === 404) return null;
  expect(res.status).toBe(200);
  const body = (await res.json()) as { courses: { name: string }[] };
  return body.courses.map((c) => c.name);
}

describe("the course list", () => {
  it("shows every course, drafts included, with category, price, lessons and state", async () => {
    const draft = await quickAdd({ name: "Listed Draft Course", price: "0" });
    const res = await send("/admin/courses", { jar: admin });
    expect(res.status).toBe(200);
    const text = await pageText(res);
    expect(text).toContain("Manage courses");
    expect(text).toContain("Listed Draft Course");
    expect(text).toContain("Draft");
    expect(text).toContain("Free");
    expect(text).toContain("Add course");
    const html = await (await send("/admin/courses", { jar: admin })).text();
    expect(html).toContain(`href="/admin/courses/${draft}"`);
  });
});

describe("the spec's quick add form", () => {
  it("adds a draft course with one video lesson and links to the editor", async () => {
    const before = catalogueVersion();
    const res = await post("/admin/courses", QUICK);
    expect(res.status).toBe(302);
    const id = idFrom(res);
    expect(res.headers.get("location")).toBe(`/admin/courses?done=added&id=${id}`);
    expect(await courseRow(id)).toMatchObject({ name: "Algebra Basics", description: "Linear equations from scratch.", priceRupees: 499, tag: "Paid", published: false, category: "Class 10th" });
    expect(await lessonRows(id)).toEqual([expect.objectContaining({ position: 1, type: "video", url: QUICK.videoURL, title: "Algebra Basics" })]);
    expect(catalogueVersion()).toBeGreaterThan(before);

    const page = await send(res.headers.get("location")!, { jar: admin });
    const html = await page.text();
    expect(html).toContain(`href="/admin/courses/${id}"`);
    expect(await pageText(new Response(html))).toContain("“Algebra Basics” was added as a draft.");
  });

  it("makes a price of 0 a Free course", async () => {
    const id = await quickAdd({ name: "Free Quick Course", price: "0" });
    expect(await courseRow(id)).toMatchObject({ priceRupees: 0, tag: "Free" });
  });

  it("answers 'All fields are required!' for each missing or blank field and inserts nothing", async () => {
    for (const field of ["name", "description", "price", "videoURL"] as const) {
      const missing: Record<string, string> = { ...QUICK };
      delete missing[field];
      await expectRefused("/admin/courses", missing, "All fields are required!");
      await expectRefused("/admin/courses", { ...QUICK, [field]: "   " }, "All fields are required!");
    }
    await expectRefused("/admin/courses", { intent: "quick-add" }, "All fields are required!");
  });

  it("keeps what was typed when it refuses the form", async () => {
    const res = await post("/admin/courses", { ...QUICK, name: "Kept Name", price: "1.5" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('value="Kept Name"');
    expect(html).toContain('value="1.5"');
    expect(html).toContain("Linear equations from scratch.");
  });

  it("refuses a bad price, a long name and a non-https video URL with a message", async () => {
    await expectRefused("/admin/courses", { ...QUICK, price: "-5" }, "Enter the price in whole rupees");
    await expectRefused("/admin/courses", { ...QUICK, price: "1.5" }, "Enter the price in whole rupees");
    await expectRefused("/admin/courses", { ...QUICK, price: "1e3" }, "Enter the price in whole rupees");
    await expectRefused("/admin/courses", { ...QUICK, price: "99999999" }, "The price can be at most");
    await expectRefused("/admin/courses", { ...QUICK, name: "x".repeat(201) }, "The name can be at most 200 characters.");
    // A control character is refused by the HTTP layer before the form's own check (decision 018).
    await expectRefused("/admin/courses", { ...QUICK, name: "bad\u0000name" }, "The request could not be understood. Please check what you entered.");
    await expectRefused("/admin/courses", { ...QUICK, videoURL: "javascript:alert(1)" }, "Enter a full address starting with https://.");
    await expectRefused("/admin/courses", { ...QUICK, videoURL: "http://example.com/v.mp4" }, "Enter a full address starting with https://.");
    await expectRefused("/admin/courses", { ...QUICK, videoURL: "https://user:pw@example.com/v" }, "Enter a full address starting with https://.");
    await expectRefused("/admin/courses", { ...QUICK, role: "admin" }, "This value is not valid.");
  });

  it("accepts a name of exactly 200 characters", async () => {
    const id = await quickAdd({ name: "n".repeat(200) });
    expect((await courseRow(id)).name).toHaveLength(200);
  });
});

describe("the full create form", () => {
  it("creates a draft with every field of the spec", async () => {
    const res = await post("/admin/courses/new", { intent: "create-course", ...FULL });
    expect(res.status).toBe(302);
    const id = idFrom(res);
    expect(res.headers.get("location")).toBe(`/admin/courses/${id}?done=created`);
    expect(await courseRow(id)).toMatchObject({
      name: FULL.name,
      category: "Medical",
      description: FULL.description,
      image: FULL.image,
      thumbnail: FULL.thumbnail,
      ratingTenths: 46,
      tag: "Paid",
      priceRupees: 1999,
      instructor: "Dr. Kavita Rao",
      language: "Hinglish",
      duration: "40 hours",
      trailerUrl: FULL.trailerUrl,
      highlights: ["Mechanisms", "Named reactions", "PYQs"],
      requirements: ["Class 11 chemistry"],
      published: false,
    });
    const page = await send(res.headers.get("location")!, { jar: admin });
    expect(page.status).toBe(200);
    const text = await pageText(page);
    expect(text).toContain("The course was created as a draft.");
    expect(text).toContain(`Edit: ${FULL.name}`);
  });

  it("fills the optional fields with their defaults", async () => {
    const id = await fullCreate({ image: "", thumbnail: "", rating: "", instructor: "", language: "", duration: "", trailerUrl: "", highlights: "", requirements: "", price: "0" });
    expect(await courseRow(id)).toMatchObject({ image: "", ratingTenths: 0, language: "English", trailerUrl: "", highlights: [], requirements: [], tag: "Free", priceRupees: 0 });
  });

  it("accepts a trailer that is a bundled file", async () => {
    const id = await fullCreate({ trailerUrl: "file:notes-chapter-1.pdf" });
    expect((await courseRow(id)).trailerUrl).toBe("file:notes-chapter-1.pdf");
  });

  it("refuses bad input for every field with a 400 and a message", async () => {
    const create = (o: Record<string, string>, message: string) => expectRefused("/admin/courses/new", { intent: "create-course", ...FULL, ...o }, message);
    await create({ name: "" }, "Required");
    await create({ name: "y".repeat(201) }, "The name can be at most 200 characters.");
    await create({ category: "Astrology" }, "Choose a category from the list.");
    await create({ category: "" }, "Choose a category from the list.");
    await create({ description: " " }, "Required");
    await create({ description: "d".repeat(5001) }, "The description can be at most 5000 characters.");
    await create({ rating: "7" }, "Enter a rating from 0 to 5");
    await create({ rating: "4.65" }, "Enter a rating from 0 to 5");
    await create({ rating: "-1" }, "Enter a rating from 0 to 5");
    await create({ rating: "5.1" }, "Enter a rating from 0 to 5");
    await create({ price: "-1" }, "Enter the price in whole rupees");
    await create({ price: "1.5" }, "Enter the price in whole rupees");
    await create({ price: "" }, "Required");
    await create({ image: "javascript:alert(1)" }, "Enter a path on this site starting with / or an https:// address.");
    await create({ thumbnail: "//evil.example/x.png" }, "Enter a path on this site starting with / or an https:// address.");
    await create({ image: "/images/../../etc/passwd" }, "Enter a path on this site starting with / or an https:// address.");
    await create({ trailerUrl: "javascript:alert(1)" }, "Enter an https:// address or file:<name> of an uploaded file.");
    await create({ trailerUrl: "file:../secret.pdf" }, "Enter an https:// address or file:<name> of an uploaded file.");
    await create({ trailerUrl: "file:missing-trailer.webm" }, "There is no uploaded file with this name.");
    await create({ instructor: "i".repeat(121) }, "This value is too long.");
    await create({ highlights: Array.from({ length: 21 }, (_, i) => `Point ${i}`).join("\n") }, "Enter at most 20 lines.");
    await create({ requirements: "r".repeat(201) }, "Each line can be at most 200 characters.");
    await create({ published: "on" }, "This value is not valid."); // not a field of the create form
    await expectRefused("/admin/courses/new", { ...FULL }, "Unknown action.");
  });
});

describe("editing a course", () => {
  it("saves every field and derives the tag from the price", async () => {
    const id = await fullCreate();
    const res = await post(`/admin/courses/${id}`, { intent: "save-course", ...FULL, name: "Organic Chemistry (revised)", category: "Class 12th", price: "0", rating: "5", highlights: "One\nTwo" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/admin/courses/${id}?done=saved`);
    expect(await courseRow(id)).toMatchObject({ name: "Organic Chemistry (revised)", category: "Class 12th", priceRupees: 0, tag: "Free", ratingTenths: 50, highlights: ["One", "Two"], published: false });
    const page = await send(`/admin/courses/${id}?done=saved`, { jar: admin });
    const html = await page.text();
    expect(html).toContain('value="Organic Chemistry (revised)"');
    expect(html).toContain("The course was saved.");
  });

  it("refuses bad input with a 400, a message and the course unchanged, keeping what was typed", async () => {
    const id = await fullCreate();
    const edit = (o: Record<string, string>, message: string) => expectRefused(`/admin/courses/${id}`, { intent: "save-course", ...FULL, ...o }, message);
    await edit({ price: "-10" }, "Enter the price in whole rupees");
    await edit({ price: "1.5" }, "Enter the price in whole rupees");
    await edit({ rating: "7" }, "Enter a rating from 0 to 5");
    await edit({ name: "z".repeat(201) }, "The name can be at most 200 characters.");
    await edit({ category: "Cooking" }, "Choose a category from the list.");
    await edit({ trailerUrl: "javascript:alert(1)" }, "Enter an https:// address or file:<name> of an uploaded file.");
    await edit({ published: "yes" }, "This value is not valid.");
    await edit({ published: "on" }, "Add at least one lesson before publishing the course.");
    const res = await post(`/admin/courses/${id}`, { intent: "save-course", ...FULL, name: "Typed but refused", rating: "9" });
    expect(await res.text()).toContain('value="Typed but refused"');
  });

  it("answers 404 'Course not found' for an unknown id and for an id that is not a number", async () => {
    for (const p of ["/admin/courses/999999", "/admin/courses/abc", "/admin/courses/1.5", "/admin/courses/99999999999"]) {
      const res = await send(p, { jar: admin });
      expect(res.status, p).toBe(404);
      expect(await pageText(res)).toContain("Course not found");
      const write = await post(p, { intent: "save-course", ...FULL });
      expect(write.status, `POST ${p}`).toBe(404);
    }
  });

  it("refuses an unknown intent, a missing intent and a body that is not a form", async () => {
    const id = await quickAdd();
    await expectRefused(`/admin/courses/${id}`, { intent: "drop-table" }, "Unknown action.");
    await expectRefused(`/admin/courses/${id}`, { name: "x" }, "Unknown action.");
    await expectRefused("/admin/courses", { intent: "explode" }, "Unknown action.");
    const json = await send(`/admin/courses/${id}`, { json: { intent: "save-course" }, jar: admin });
    expect(json.status).toBe(400);
    const repeated = new FormData();
    repeated.append("intent", "delete-confirmed");
    repeated.append("intent", "delete-confirmed");
    const refused = await send(`/admin/courses/${id}`, { form: repeated, jar: admin });
    expect(refused.status).toBe(400);
    expect(await courseRow(id)).toBeDefined();
  });
});

describe("publishing", () => {
  it("publishes and unpublishes from the list and the editor; the public API follows", async () => {
    const id = await quickAdd({ name: "Publish Me Physics" });
    const before = catalogueVersion();
    const pub = await post("/admin/courses", { intent: "publish", courseId: String(id) });
    expect(pub.status).toBe(302);
    expect(pub.headers.get("location")).toBe(`/admin/courses?done=published&id=${id}`);
    expect((await courseRow(id)).published).toBe(true);
    expect(catalogueVersion()).toBeGreaterThan(before);
    expect(await pageText(await send(pub.headers.get("location")!, { jar: admin }))).toContain("“Publish Me Physics” is now published");
    const listed = await publicCourseNames();
    if (listed) expect(listed).toContain("Publish Me Physics");

    const unpub = await post(`/admin/courses/${id}`, { intent: "unpublish" });
    expect(unpub.status).toBe(302);
    expect((await courseRow(id)).published).toBe(false);
    const after = await publicCourseNames();
    if (after) expect(after).not.toContain("Publish Me Physics");

    expect((await post(`/admin/courses/${id}`, { intent: "publish" })).status).toBe(302);
    expect((await courseRow(id)).published).toBe(true);
    expect((await post("/admin/courses", { intent: "unpublish", courseId: String(id) })).status).toBe(302);
    expect((await courseRow(id)).published).toBe(false);

    // The editor's checkbox publishes too.
    const saved = await post(`/admin/courses/${id}`, { intent: "save-course", ...FULL, name: "Publish Me Physics", published: "on" });
    expect(saved.status).toBe(302);
    expect((await courseRow(id)).published).toBe(true);
  });

  it("refuses to publish a course without lessons (409, unchanged)", async () => {
    const id = await fullCreate();
    const res = await post("/admin/courses", { intent: "publish", courseId: String(id) });
    expect(res.status).toBe(409);
    expect(await pageText(res)).toContain("Add at least one lesson before publishing the course.");
    expect((await courseRow(id)).published).toBe(false);
    expect((await post(`/admin/courses/${id}`, { intent: "publish" })).status).toBe(409);
  });

  it("refuses a bad or unknown course id on the list's actions", async () => {
    await expectRefused("/admin/courses", { intent: "publish", courseId: "abc" }, "This value is not valid.");
    await expectRefused("/admin/courses", { intent: "publish" }, "This value is not valid.");
    const res = await post("/admin/courses", { intent: "publish", courseId: "999999" });
    expect(res.status).toBe(404);
    expect(await pageText(res)).toContain("Course not found");
  });
});

describe("deleting a course", () => {
  it("asks for confirmation first, then deletes the course with its lessons and reviews", async () => {
    const id = await quickAdd({ name: "Doomed Course" });
    await db().insert(courseReviews).values({ courseId: id, name: "Asha", comment: "Good", rating: 5 });

    const ask = await post("/admin/courses", { intent: "delete", courseId: String(id) });
    expect(ask.status).toBe(200);
    expect(await pageText(ask)).toContain("Delete “Doomed Course”?");
    expect(await courseRow(id)).toBeDefined();

    const askHere = await post(`/admin/courses/${id}`, { intent: "delete" });
    expect(askHere.status).toBe(200);
    expect(await pageText(askHere)).toContain("Yes, delete the course");
    expect(await courseRow(id)).toBeDefined();

    const before = catalogueVersion();
    const done = await post("/admin/courses", { intent: "delete-confirmed", courseId: String(id) });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/admin/courses?done=deleted");
    expect(await courseRow(id)).toBeUndefined();
    expect(await lessonRows(id)).toEqual([]);
    expect(await db().select().from(courseReviews).where(eq(courseReviews.courseId, id))).toEqual([]);
    expect(catalogueVersion()).toBeGreaterThan(before);
    expect(await pageText(await send("/admin/courses?done=deleted", { jar: admin }))).toContain("The course was deleted.");

    const again = await post("/admin/courses", { intent: "delete-confirmed", courseId: String(id) });
    expect(again.status).toBe(404);
  });

  it("deletes from the editor and lands on the list", async () => {
    const id = await fullCreate();
    const res = await post(`/admin/courses/${id}`, { intent: "delete-confirmed" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/courses?done=deleted");
    expect(await courseRow(id)).toBeUndefined();
    expect((await send(`/admin/courses/${id}`, { jar: admin })).status).toBe(404);
  });

  it("refuses to delete a course students are enrolled in (409) and keeps everything", async () => {
    const id = await quickAdd({ name: "Course With Students", price: "0" });
    await db().insert(enrollments).values({ userId: studentId, courseId: id, source: "free" });
    const res = await post("/admin/courses", { intent: "delete-confirmed", courseId: String(id) });
    expect(res.status).toBe(409);
    expect(await pageText(res)).toContain("Students are enrolled in this course, so it cannot be deleted.");
    expect(await courseRow(id)).toBeDefined();
    expect(await lessonRows(id)).toHaveLength(1);
    expect((await post(`/admin/courses/${id}`, { intent: "delete-confirmed" })).status).toBe(409);
  });
});

describe("lessons", () => {
  const add = (id: number, form: Record<string, string>) => post(`/admin/courses/${id}`, { intent: "add-lesson", ...form });

  it("adds video, PDF and text lessons at positions 1..n", async () => {
    const id = await fullCreate();
    const before = catalogueVersion();
    const video = await add(id, { title: "Intro video", type: "video", url: "https://www.youtube.com/embed/v1", content: "ignored for video" });
    expect(video.status).toBe(302);
    expect(video.headers.get("location")).toBe(`/admin/courses/${id}?done=lessonAdded`);
    expect(catalogueVersion()).toBeGreaterThan(before);
    expect((await add(id, { title: "Chapter notes", type: "pdf", url: "file:notes-chapter-1.pdf" })).status).toBe(302);
    expect((await add(id, { title: "Summary", type: "text", content: "# Summary\n\nAlkanes and **alkenes**.", url: "" })).status).toBe(302);
    expect(await lessonRows(id)).toEqual([
      expect.objectContaining({ position: 1, title: "Intro video", type: "video", url: "https://www.youtube.com/embed/v1", content: "" }),
      expect.objectContaining({ position: 2, title: "Chapter notes", type: "pdf", url: "file:notes-chapter-1.pdf" }),
      expect.objectContaining({ position: 3, title: "Summary", type: "text", url: "", content: "# Summary\n\nAlkanes and **alkenes**." }),
    ]);
    const page = await pageText(await send(`/admin/courses/${id}?done=lessonAdded`, { jar: admin }));
    expect(page).toContain("The lesson was added.");
    expect(page).toContain("Lessons (3)");
  });

  it("refuses bad lessons with a 400, a message and no change", async () => {
    const id = await quickAdd();
    const bad = (o: Record<string, string>, message: string) => expectRefused(`/admin/courses/${id}`, { intent: "add-lesson", title: "T", type: "video", url: "https://example.com/v", content: "", ...o }, message);
    await bad({ title: "" }, "Required");
    await bad({ title: "t".repeat(201) }, "The title can be at most 200 characters.");
    await bad({ type: "audio" }, "Choose video, PDF or text.");
    await bad({ type: "" }, "Choose video, PDF or text.");
    await bad({ url: "" }, "Video and PDF lessons need a URL.");
    await bad({ url: "javascript:alert(1)" }, "Enter an https:// address or file:<name> of an uploaded file.");
    await bad({ url: "data:text/html,<script>alert(1)</script>" }, "Enter an https:// address or file:<name> of an uploaded file.");
    await bad({ type: "pdf", url: "file:missing.pdf" }, "There is no uploaded file with this name.");
    await bad({ type: "pdf", url: "file:/etc/passwd" }, "Enter an https:// address or file:<name> of an uploaded file.");
    await bad({ type: "text", url: "", content: "   " }, "Text lessons need content.");
    await bad({ type: "text", content: "c".repeat(50_001) }, "The content can be at most 50,000 characters.");
    await bad({ courseId: "5" }, "This value is not valid.");
  });

  it("edits a lesson, and refuses a lesson of another course (404) or bad input (400)", async () => {
    const id = await quickAdd();
    const other = await quickAdd({ name: "Other course" });
    const [lesson] = await lessonRows(id);
    const [foreign] = await lessonRows(other);
    const res = await post(`/admin/courses/${id}`, { intent: "edit-lesson", lessonId: lesson.id, title: "Now a reading", type: "text", url: "https://ignored.example/", content: "Read this." });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/admin/courses/${id}?done=lessonSaved`);
    expect(await lessonRows(id)).toEqual([{ id: lesson.id, position: 1, title: "Now a reading", type: "text", url: "", content: "Read this." }]);

    const cross = await post(`/admin/courses/${id}`, { intent: "edit-lesson", lessonId: foreign.id, title: "Hijack", type: "video", url: "https://example.com/x", content: "" });
    expect(cross.status).toBe(404);
    expect(await pageText(cross)).toContain("This lesson does not exist in this course.");
    expect((await lessonRows(other))[0].title).toBe("Other course");

    await expectRefused(`/admin/courses/${id}`, { intent: "edit-lesson", lessonId: lesson.id, title: "Bad", type: "video", url: "javascript:alert(1)", content: "" }, "Enter an https:// address or file:<name>");
    await expectRefused(`/admin/courses/${id}`, { intent: "edit-lesson", lessonId: "../../x", title: "Bad", type: "video", url: "https://example.com/v", content: "" }, "This value is not valid.");
    const typed = await post(`/admin/courses/${id}`, { intent: "edit-lesson", lessonId: lesson.id, title: "Typed title kept", type: "pdf", url: "", content: "" });
    expect(typed.status).toBe(400);
    const html = await typed.text();
    expect(html).toContain('value="Typed title kept"');
    expect(html.replace(/<!-- -->/g, "")).toContain("Video and PDF lessons need a URL.");
  });

  it("moves lessons up and down keeping positions 1..n", async () => {
    const id = await fullCreate();
    for (const title of ["A", "B", "C", "D"]) expect((await add(id, { title, type: "text", content: `Lesson ${title}` })).status).toBe(302);
    const ids = Object.fromEntries((await lessonRows(id)).map((l) => [l.title, l.id]));
    const move = (title: string, direction: string) => post(`/admin/courses/${id}`, { intent: "move-lesson", lessonId: ids[title], direction });
    const order = async () => (await lessonRows(id)).map((l) => `${l.position}${l.title}`).join(" ");

    const res = await move("C", "up");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/admin/courses/${id}?done=lessonMoved`);
    expect(await order()).toBe("1A 2C 3B 4D");
    expect((await move("A", "down")).status).toBe(302);
    expect(await order()).toBe("1C 2A 3B 4D");
    expect((await move("C", "up")).status).toBe(302); // already first: nothing changes
    expect((await move("D", "down")).status).toBe(302); // already last
    expect(await order()).toBe("1C 2A 3B 4D");
    await expectRefused(`/admin/courses/${id}`, { intent: "move-lesson", lessonId: ids.A, direction: "sideways" }, "This value is not valid.");
    expect((await post(`/admin/courses/${id}`, { intent: "move-lesson", lessonId: "no-such-lesson", direction: "up" })).status).toBe(404);
  });

  it("deletes a lesson, renumbers the rest, and keeps one lesson in a published course", async () => {
    const id = await fullCreate();
    for (const title of ["One", "Two", "Three"]) await add(id, { title, type: "text", content: title });
    const rows = await lessonRows(id);
    await db().insert(enrollments).values({ userId: studentId, courseId: id, source: "free" });
    await db().insert(lessonCompletions).values({ userId: studentId, courseId: id, lessonId: rows[1].id });

    const res = await post(`/admin/courses/${id}`, { intent: "delete-lesson-confirmed", lessonId: rows[1].id });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/admin/courses/${id}?done=lessonDeleted`);
    expect((await lessonRows(id)).map((l) => `${l.position}${l.title}`)).toEqual(["1One", "2Three"]);

    expect((await post(`/admin/courses/${id}`, { intent: "publish" })).status).toBe(302);
    expect((await post(`/admin/courses/${id}`, { intent: "delete-lesson-confirmed", lessonId: rows[0].id })).status).toBe(302);
    const last = await post(`/admin/courses/${id}`, { intent: "delete-lesson-confirmed", lessonId: rows[2].id });
    expect(last.status).toBe(409);
    expect(await pageText(last)).toContain("A published course needs at least one lesson.");
    expect((await lessonRows(id)).map((l) => `${l.position}${l.title}`)).toEqual(["1Three"]);
    expect((await post(`/admin/courses/${id}`, { intent: "delete-lesson-confirmed", lessonId: rows[0].id })).status).toBe(404);
  });

  it("shows the lessons with their edit, move and delete controls", async () => {
    const id = await quickAdd({ name: "Controls Course" });
    const html = await (await send(`/admin/courses/${id}`, { jar: admin })).text();
    const text = await pageText(new Response(html));
    for (const label of ["Lessons (1)", "Move up", "Move down", "Edit lesson", "Delete lesson", "Add a lesson", "Save course", "Publish"]) expect(text).toContain(label);
  });
});

describe("previewing a course's lessons", () => {
  it("shows a draft's lessons to an admin as a student would see them, recording nothing", async () => {
    const course = await createCourse({ published: false, lessonTypes: ["text", "pdf", "video"] });
    const edit = await send(`/admin/courses/${course.id}`, { jar: admin });
    expect(await edit.text()).toContain(`href="/admin/courses/${course.id}/preview"`);

    const first = await send(`/admin/courses/${course.id}/preview`, { jar: admin });
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain("Preview of a draft: students cannot see this course until it is published.");
    expect(html).toContain("<strong>bold</strong>"); // the first (text) lesson, rendered
    expect(html).not.toContain("<script>alert(1)</script>"); // and sanitised
    expect(html).not.toContain("javascript:alert");

    const pdf = await send(`/admin/courses/${course.id}/preview?lesson=${course.lessonIds[1]}`, { jar: admin });
    expect(pdf.status).toBe(200);
    expect(await pdf.text()).toContain(`src="/api/lessons/${course.lessonIds[1]}/file"`);
    // The file route lets the admin open the draft's lesson file too.
    const file = await send(`/api/lessons/${course.lessonIds[2]}/file`, { jar: admin });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("video/webm");

    // Previewing is not enrolling, and leaves no progress behind.
    const [enrolled] = await db().select({ n: count() }).from(enrollments).where(eq(enrollments.courseId, course.id));
    const [progress] = await db().select({ n: count() }).from(courseProgress).where(eq(courseProgress.courseId, course.id));
    expect(enrolled.n).toBe(0);
    expect(progress.n).toBe(0);
  });

  it("answers 404 for a lesson of another course, an unknown course and a malformed id", async () => {
    const course = await createCourse();
    const other = await createCourse();
    const wrongLesson = await send(`/admin/courses/${course.id}/preview?lesson=${other.lessonIds[0]}`, { jar: admin });
    expect(wrongLesson.status).toBe(404);
    const wrongLessonText = await pageText(wrongLesson);
    expect(wrongLessonText).toContain("Lesson not found");
    expect(wrongLessonText).toContain("This lesson does not exist in this course.");
    for (const url of ["/admin/courses/99999999/preview", "/admin/courses/abc/preview"]) {
      const res = await send(url, { jar: admin });
      expect(res.status, url).toBe(404);
      expect(await pageText(res)).toContain("This course does not exist.");
    }
  });

  it("says so when the course has no lessons yet", async () => {
    const course = await createCourse({ lessonTypes: [] });
    const res = await send(`/admin/courses/${course.id}/preview`, { jar: admin });
    expect(res.status).toBe(200);
    expect(await pageText(res)).toContain("This course has no lessons yet.");
  });

  it("keeps students out, even of a published course they are enrolled in", async () => {
    const course = await createCourse();
    await db().insert(enrollments).values({ userId: studentId, courseId: course.id });
    const res = await send(`/admin/courses/${course.id}/preview`, { jar: student });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/dashboard");
  });
});

describe("who may manage courses", () => {
  const pages = async () => {
    const id = await quickAdd({ name: "Guarded Course" });
    return { id, paths: ["/admin/courses", "/admin/courses/new", `/admin/courses/${id}`, `/admin/courses/${id}/preview`] };
  };

  it("sends a student to /dashboard on every admin GET and POST, changing nothing", async () => {
    const { id, paths } = await pages();
    const total = await courseCount();
    for (const p of paths) {
      const get = await send(p, { jar: student });
      expect(get.status, p).toBe(302);
      expect(get.headers.get("location")).toBe("/dashboard");
    }
    const posts: [string, Record<string, string>][] = [
      ["/admin/courses", QUICK],
      ["/admin/courses", { intent: "publish", courseId: String(id) }],
      ["/admin/courses", { intent: "delete-confirmed", courseId: String(id) }],
      ["/admin/courses/new", { intent: "create-course", ...FULL }],
      [`/admin/courses/${id}`, { intent: "publish" }],
      [`/admin/courses/${id}`, { intent: "add-lesson", title: "x", type: "text", content: "x" }],
      [`/admin/courses/${id}`, { intent: "delete-confirmed" }],
    ];
    for (const [p, form] of posts) {
      const res = await post(p, form, student);
      expect(res.status, `POST ${p}`).toBe(302);
      expect(res.headers.get("location")).toBe("/dashboard");
    }
    expect(await courseCount()).toBe(total);
    expect(await courseRow(id)).toMatchObject({ published: false });
    expect(await lessonRows(id)).toHaveLength(1);
  });

  it("sends an anonymous visitor to /login and back", async () => {
    const { id, paths } = await pages();
    for (const p of paths) {
      const get = await send(p);
      expect(get.status, p).toBe(302);
      expect(get.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(p)}`);
      const write = await send(p, { form: { intent: "delete-confirmed", courseId: String(id) } });
      expect(write.status, `POST ${p}`).toBe(302);
      expect(write.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(p)}`);
    }
    expect(await courseRow(id)).toBeDefined();
  });
});

describe("the pages in Hindi", () => {
  it("shows the admin pages and the spec messages translated", async () => {
    const headers = { "accept-language": "hi-IN,hi;q=0.9" };
    const list = await send("/admin/courses", { jar: admin, headers });
    expect(await pageText(list)).toContain("कोर्स प्रबंधन");
    const refused = await send("/admin/courses", { jar: admin, headers, form: { intent: "quick-add" } });
    expect(refused.status).toBe(400);
    expect(await pageText(refused)).toContain("सभी फ़ील्ड भरना ज़रूरी है!");
  });
});

describe("fuzzing the admin actions", () => {
  it("never answers 5xx nor shows a stack trace, whatever an admin posts", async () => {
    const id = await quickAdd({ name: "Fuzz target" });
    const [lesson] = await lessonRows(id);
    const fields = ["intent", "courseId", "name", "description", "price", "videoURL", "category", "image", "thumbnail", "rating", "instructor", "language", "duration", "trailerUrl", "highlights", "requirements", "published", "lessonId", "title", "type", "url", "content", "direction"];
    const intents = ["quick-add", "create-course", "save-course", "publish", "unpublish", "delete", "add-lesson", "edit-lesson", "move-lesson", "delete-lesson-confirmed"];
    const value = fc.oneof(
      fc.string({ unit: "binary", maxLength: 40 }),
      fc.constantFrom(...intents, "", " ", "\u0000", "a\u0000b", "\ud800", "-1", "1.5", "7", "4.6", "0", "99999999999", "on", "up", "down", "video", "pdf", "text", "Medical", "javascript:alert(1)", "file:../x", "file:notes-chapter-1.pdf", "https://example.com/v", "__proto__", "x".repeat(5001), lesson.id, String(id)),
    );
    const pair = fc.tuple(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 10 })), value);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("/admin/courses", "/admin/courses/new", `/admin/courses/${id}`), fc.array(pair, { maxLength: 10 }), async (route, pairs) => {
        const res = await sendRaw(route, { body: new URLSearchParams(pairs).toString(), contentType: "application/x-www-form-urlencoded", jar: admin });
        const body = await res.text();
        expect(res.status, `${route} ${JSON.stringify(pairs).slice(0, 300)}`).toBeLessThan(500);
        expect(/\bat [^\s<>"]+ \(?[^\s<>"]*\.(?:[cm]?js|tsx?):\d+:\d+/.test(body)).toBe(false);
      }),
      // Bounded so the test stays well inside its time limit on a busy 2-core machine; every form action
      // is fuzzed again in fuzz-actions.test.ts.
      { numRuns: 80, endOnFailure: true },
    );
  }, 90_000);
});
