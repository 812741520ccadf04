// Issue 8, "Markdown can break a lesson": a text lesson of 20,000 `>` made the lesson page a 500 for
// every student. Saving such text is refused with a field error; text that is already stored (saved
// before the bound, or imported) renders anyway.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "../../app/lib/db.server";
import { lessons } from "../../db/schema";
import { CookieJar, login, pageText, send } from "../support/test-app";
import { createCourse, createUser } from "../support/factories";

const DEEP = ">".repeat(20_000) + " Photosynthesis turns light into sugar.";

let admin: CookieJar;
beforeAll(async () => {
  const a = await createUser({ role: "admin" });
  admin = await login(a.email, a.password);
});

async function enrolledStudent(courseId: number) {
  const s = await createUser();
  const jar = await login(s.email, s.password);
  await send(`/courses/${courseId}/details`, { form: { intent: "enroll" }, jar });
  return jar;
}

describe("saving a text lesson", () => {
  it("refuses nesting deeper than 20 levels with a field error, in English and Hindi, and saves nothing", async () => {
    const course = await createCourse({ lessonTypes: [] });
    const form = { intent: "add-lesson", title: "Deep", type: "text", url: "", content: DEEP };
    const res = await send(`/admin/courses/${course.id}`, { form, jar: admin });
    expect(res.status).toBe(400);
    expect(await pageText(res)).toContain("Nesting is too deep: quotes, lists, bold or italic text and links can be nested at most 20 levels.");
    const hindi = new CookieJar();
    hindi.cookies = new Map(admin.cookies);
    hindi.cookies.set("vp_lang", "hi");
    const hi = await send(`/admin/courses/${course.id}`, { form, jar: hindi });
    expect(await pageText(hi)).toContain("नेस्टिंग बहुत गहरी है");
    expect(await db().select().from(lessons).where(eq(lessons.courseId, course.id))).toEqual([]);
  });

  it("accepts ordinary nesting, and code that is only indented deeply", async () => {
    const course = await createCourse({ lessonTypes: [] });
    const content = "> Note\n> > nested note\n\n- a\n  - b\n    - c\n\n```\n" + " ".repeat(60) + "- deep in code\n```";
    const res = await send(`/admin/courses/${course.id}`, { form: { intent: "add-lesson", title: "Fine", type: "text", url: "", content }, jar: admin });
    expect(res.status).toBe(302);
  });
});

describe("showing a stored text lesson", () => {
  it("answers 200 with the text for a 20,000-`>` lesson stored directly (a 500 before)", async () => {
    const course = await createCourse({ lessonTypes: ["text"] });
    await db().update(lessons).set({ content: DEEP }).where(eq(lessons.id, course.lessonIds[0]));
    const jar = await enrolledStudent(course.id);
    const res = await send(`/courses/${course.id}/content`, { jar });
    expect(res.status).toBe(200);
    expect(await pageText(res)).toContain("Photosynthesis turns light into sugar.");
    // The admin's student's-eye preview renders it the same way.
    const preview = await send(`/admin/courses/${course.id}/preview`, { jar: admin });
    expect(preview.status).toBe(200);
  });

  it("answers 200 for a 1 MB lesson and for deeply nested emphasis, showing the text", async () => {
    const course = await createCourse({ lessonTypes: ["text", "text"] });
    await db().update(lessons).set({ content: "Chapter one. ".repeat(80_000) }).where(eq(lessons.id, course.lessonIds[0]));
    await db().update(lessons).set({ content: "*a ".repeat(8_000) + "b*".repeat(8_000) }).where(eq(lessons.id, course.lessonIds[1]));
    const jar = await enrolledStudent(course.id);
    const big = await send(`/courses/${course.id}/content?lesson=${course.lessonIds[0]}`, { jar });
    expect(big.status).toBe(200);
    expect(await pageText(big)).toContain("Chapter one. Chapter one.");
    const emphasis = await send(`/courses/${course.id}/content?lesson=${course.lessonIds[1]}`, { jar });
    expect(emphasis.status).toBe(200);
    expect(await pageText(emphasis)).toContain("a *a");
  });
});
