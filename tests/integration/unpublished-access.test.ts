// Issue 8, "Buying an unpublished course": a course unpublished after students enrolled (for free, or
// by paying) made its content 404 for them. Owners keep everything they had — lessons, files,
// progress, certificate, dashboard — while the course stays invisible and unreachable for everyone
// else (a 404 like an unknown id, never a hint that it exists).
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "../../app/lib/db.server";
import { catalogueChanged } from "../../app/features/courses/catalogue-cache.server";
import { enrollments } from "../../db/schema";
import { type CookieJar, login, pageText, send } from "../support/test-app";
import { createCourse, createUser } from "../support/factories";

type Course = Awaited<ReturnType<typeof createCourse>>;

let admin: CookieJar;
beforeAll(async () => {
  const a = await createUser({ role: "admin" });
  admin = await login(a.email, a.password);
});

async function signedIn() {
  const user = await createUser();
  return { id: user.id, jar: await login(user.email, user.password) };
}

/** A course with text, PDF and video lessons that `owner` enrolled in while it was published, then
 * unpublished by an admin through the admin panel. */
async function unpublishedAfterEnrolling(opts: { paid: boolean }) {
  const course = await createCourse({ name: `Closed Course ${Math.random().toString(36).slice(2, 8)}`, ...(opts.paid ? { tag: "Paid" as const, priceRupees: 799 } : {}) });
  const owner = await signedIn();
  if (opts.paid) {
    // What a verified payment grants (the payments area's fulfilment writes this row).
    await db().insert(enrollments).values({ userId: owner.id, courseId: course.id, source: "purchase" });
  } else {
    expect((await send(`/courses/${course.id}/details`, { form: { intent: "enroll" }, jar: owner.jar })).status).toBe(200);
  }
  const res = await send("/admin/courses", { form: { intent: "unpublish", courseId: String(course.id) }, jar: admin });
  expect(res.status).toBeLessThan(400);
  catalogueChanged();
  return { course, owner };
}

async function expectOwnerKeepsEverything(course: Course, owner: CookieJar) {
  const [textId, pdfId, videoId] = course.lessonIds;
  const content = await send(`/courses/${course.id}/content`, { jar: owner });
  expect(content.status).toBe(200);
  expect(await pageText(content)).toContain("Some bold text");
  expect((await send(`/courses/${course.id}/content?lesson=${pdfId}`, { jar: owner })).status).toBe(200);
  const pdf = await send(`/api/lessons/${pdfId}/file`, { jar: owner });
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get("content-type")).toBe("application/pdf");
  expect((await send(`/api/lessons/${videoId}/file`, { jar: owner, headers: { range: "bytes=0-9" } })).status).toBe(206);

  for (const lessonId of [textId, pdfId, videoId]) {
    const marked = await send(`/courses/${course.id}/content?lesson=${lessonId}`, { form: { intent: "complete", lessonId }, jar: owner });
    expect(marked.status).toBe(302); // on to the next lesson (issue 9, A3)
  }
  expect(await pageText(await send(`/courses/${course.id}/content`, { jar: owner }))).toContain(`Congratulations! You have completed ${course.name}.`);
  const certificate = await send(`/courses/${course.id}/certificate`, { jar: owner });
  expect(certificate.status).toBe(200);
  expect(certificate.headers.get("content-type")).toBe("application/pdf");

  const dashboard = await pageText(await send("/dashboard", { jar: owner }));
  expect(dashboard).toContain(course.name);
  expect(dashboard).toContain("100% complete");
  expect(await pageText(await send("/courses?type=My+Courses", { jar: owner }))).toContain(course.name);

  const details = await send(`/courses/${course.id}/details`, { jar: owner });
  expect(details.status).toBe(200);
  const detailsText = await pageText(details);
  expect(detailsText).toContain("Open Course");
  expect(detailsText).toContain("This course is no longer open to new students.");
  expect(detailsText).not.toContain("Buy Now");
  expect(detailsText).not.toContain("Enroll Now");
}

async function expectNobodyElseSeesIt(course: Course) {
  const [textId, pdfId] = course.lessonIds;
  const stranger = await signedIn();
  const content = await send(`/courses/${course.id}/content`, { jar: stranger.jar });
  expect(content.status).toBe(404);
  expect((await send(`/courses/${course.id}/content`, { form: { intent: "complete", lessonId: textId }, jar: stranger.jar })).status).toBe(404);
  expect((await send(`/api/lessons/${pdfId}/file`, { jar: stranger.jar })).status).toBe(404);
  expect((await send(`/courses/${course.id}/details`, { jar: stranger.jar })).status).toBe(404);
  expect((await send(`/courses/${course.id}/certificate`, { jar: stranger.jar })).status).toBe(404);
  expect(await pageText(await send("/courses?type=My+Courses", { jar: stranger.jar }))).not.toContain(course.name);

  expect((await send(`/courses/${course.id}/details`)).status).toBe(404);
  expect(await pageText(await send(`/courses?q=${encodeURIComponent(course.name)}`))).not.toContain(course.name);
  const api = (await (await send(`/api/courses?q=${encodeURIComponent(course.name)}`)).json()) as { total: number };
  expect(api.total).toBe(0);
  expect((await send(`/api/courses/${course.id}`)).status).toBe(404);
}

describe("a course unpublished after students enrolled", () => {
  it("stays open to a student who enrolled for free, and closed to everyone else", async () => {
    const { course, owner } = await unpublishedAfterEnrolling({ paid: false });
    await expectOwnerKeepsEverything(course, owner.jar);
    await expectNobodyElseSeesIt(course);
  });

  it("stays open to a student who bought it, and closed to everyone else", async () => {
    const { course, owner } = await unpublishedAfterEnrolling({ paid: true });
    await expectOwnerKeepsEverything(course, owner.jar);
    await expectNobodyElseSeesIt(course);
  });

  it("still sends a student who is not enrolled in a published course to its details page", async () => {
    const course = await createCourse();
    const s = await signedIn();
    const res = await send(`/courses/${course.id}/content`, { jar: s.jar });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/courses/${course.id}/details?notice=enrollRequired`);
  });
});
