// Certificates: the PDF download for a completed course (/courses/:id/certificate) and the public
// verification page (/certificates/:code).
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { PDFDict, PDFDocument, PDFName, PDFString } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { certificates, courses, enrollments, lessonCompletions, lessons, users } from "../../db/schema";
import { db } from "../../app/lib/db.server";
import { CookieJar, login, pageText, send } from "../support/test-app";
import { createUser } from "../support/factories";

const CODE = /^VP-[23456789A-HJ-NP-Z]{10}$/;

async function createCourse(opts: { name?: string; lessons?: number; published?: boolean } = {}) {
  const [course] = await db()
    .insert(courses)
    .values({ name: opts.name ?? `Course ${randomUUID().slice(0, 8)}`, category: "Class 10th", description: "A course.", tag: "Free", published: opts.published ?? true })
    .returning({ id: courses.id, name: courses.name });
  const lessonIds: string[] = [];
  for (let i = 0; i < (opts.lessons ?? 3); i++) {
    const id = randomUUID();
    await db().insert(lessons).values({ id, courseId: course.id, position: i + 1, title: `Lesson ${i + 1}`, type: "text", content: "Read this." });
    lessonIds.push(id);
  }
  return { ...course, lessonIds };
}

async function enroll(userId: string, courseId: number) {
  await db().insert(enrollments).values({ userId, courseId });
}

async function complete(userId: string, courseId: number, lessonIds: string[]) {
  for (const lessonId of lessonIds) await db().insert(lessonCompletions).values({ userId, courseId, lessonId }).onConflictDoNothing();
}

/** A signed-in student; `finished` enrolls them and completes every lesson of the course. */
async function student(opts: { name?: string; course?: Awaited<ReturnType<typeof createCourse>>; finished?: boolean } = {}) {
  const user = await createUser({ name: opts.name ?? "Asha Verma" });
  const jar = await login(user.email, user.password);
  if (opts.course && opts.finished) {
    await enroll(user.id, opts.course.id);
    await complete(user.id, opts.course.id, opts.course.lessonIds);
  }
  return { ...user, jar };
}

async function certificateRows(userId: string, courseId: number) {
  return db()
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
}

async function loadPdf(res: Response) {
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  return PDFDocument.load(bytes, { updateMetadata: false });
}

describe("certificate download", () => {
  let course: Awaited<ReturnType<typeof createCourse>>;
  beforeAll(async () => {
    course = await createCourse({ name: "Class 10th Science — Board Preparation" });
  });

  it("sends anonymous visitors to /login and back", async () => {
    const res = await send(`/courses/${course.id}/certificate`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(`/courses/${course.id}/certificate`)}`);
  });

  it("answers 404 for an unknown or malformed course id", async () => {
    const { jar } = await student();
    for (const id of ["999999", "abc", "0", "99999999999"]) {
      const res = await send(`/courses/${id}/certificate`, { jar });
      expect(res.status, id).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await pageText(res)).toContain("This course does not exist.");
    }
  });

  it("refuses a student who is not enrolled (403)", async () => {
    const { jar, id } = await student();
    const res = await send(`/courses/${course.id}/certificate`, { jar });
    expect(res.status).toBe(403);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await pageText(res)).toContain("You are not enrolled in this course");
    expect(await certificateRows(id, course.id)).toHaveLength(0);
  });

  it("refuses an enrolled student until every lesson is complete (403), in their language", async () => {
    const { jar, id } = await student();
    await enroll(id, course.id);
    const none = await send(`/courses/${course.id}/certificate`, { jar });
    expect(none.status).toBe(403);
    expect(await pageText(none)).toContain("Complete every lesson of this course to get your certificate.");

    await complete(id, course.id, course.lessonIds.slice(0, 2));
    const hindi = jar.clone();
    hindi.cookies.set("vp_lang", "hi");
    const partial = await send(`/courses/${course.id}/certificate`, { jar: hindi });
    expect(partial.status).toBe(403);
    const html = await partial.clone().text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain(`href="/courses/${course.id}/content"`);
    const text = await pageText(partial);
    expect(text).toContain("प्रमाणपत्र पाने के लिए इस कोर्स के सभी पाठ पूरे करें।");
    expect(text).toContain("कोर्स पर वापस जाएँ");
    expect(await certificateRows(id, course.id)).toHaveLength(0);
  });

  it("does not count completions of lessons from another course", async () => {
    const other = await createCourse({ lessons: 3 });
    const { jar, id } = await student();
    await enroll(id, course.id);
    await complete(id, course.id, course.lessonIds.slice(0, 2));
    // A completion row that claims this course but points at another course's lesson.
    await db().insert(lessonCompletions).values({ userId: id, courseId: course.id, lessonId: other.lessonIds[0] });
    expect((await send(`/courses/${course.id}/certificate`, { jar })).status).toBe(403);
  });

  it("never issues a certificate for a course without lessons", async () => {
    const empty = await createCourse({ lessons: 0 });
    const { jar, id } = await student();
    await enroll(id, empty.id);
    expect((await send(`/courses/${empty.id}/certificate`, { jar })).status).toBe(403);
  });

  it("issues the PDF once every lesson is complete, and the same certificate every time after", async () => {
    const { jar, id } = await student({ name: "Asha Verma", course, finished: true });
    const res = await send(`/courses/${course.id}/certificate`, { jar });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("private, no-store");

    const [row] = await certificateRows(id, course.id);
    expect(row.code).toMatch(CODE);
    expect(row.studentName).toBe("Asha Verma");
    expect(row.courseName).toBe("Class 10th Science — Board Preparation");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="vidyapath-certificate-${row.code}.pdf"`);

    const pdf = await loadPdf(res);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect(Math.round(width)).toBe(842); // A4 landscape
    expect(Math.round(height)).toBe(595);
    expect(pdf.getTitle()).toBe(`Vidyapath Certificate of Completion ${row.code}`);
    expect(pdf.getAuthor()).toBe("Vidyapath");
    expect(pdf.getSubject()).toBe("Asha Verma — Class 10th Science — Board Preparation");
    expect(pdf.getCreationDate()).toBeInstanceOf(Date);
    // The verification URL is a link on the page (the page's text itself is compressed).
    const links = (pdf.getPage(0).node.Annots()?.asArray() ?? [])
      .map((ref) => pdf.context.lookup(ref, PDFDict).lookup(PDFName.of("A"), PDFDict).lookup(PDFName.of("URI"), PDFString).decodeText());
    expect(links).toEqual([`http://localhost:3000/certificates/${row.code}`]);

    const again = await send(`/courses/${course.id}/certificate`, { jar });
    expect(again.status).toBe(200);
    expect(again.headers.get("content-disposition")).toContain(row.code);
    expect(await certificateRows(id, course.id)).toHaveLength(1);
  });

  it("keeps one certificate when many first requests arrive at once", async () => {
    const { jar, id } = await student({ course, finished: true });
    const responses = await Promise.all(Array.from({ length: 6 }, () => send(`/courses/${course.id}/certificate`, { jar })));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const names = new Set(responses.map((r) => r.headers.get("content-disposition")));
    expect(names.size).toBe(1);
    const rows = await certificateRows(id, course.id);
    expect(rows).toHaveLength(1);
    expect([...names][0]).toContain(rows[0].code);
  });

  it("gives another student their own certificate, never someone else's", async () => {
    const a = await student({ name: "Student A", course, finished: true });
    const b = await student({ name: "Student B" });
    await send(`/courses/${course.id}/certificate`, { jar: a.jar });
    const [certA] = await certificateRows(a.id, course.id);

    expect((await send(`/courses/${course.id}/certificate`, { jar: b.jar })).status).toBe(403);
    await enroll(b.id, course.id);
    await complete(b.id, course.id, course.lessonIds);
    const res = await send(`/courses/${course.id}/certificate`, { jar: b.jar });
    expect(res.status).toBe(200);
    const [certB] = await certificateRows(b.id, course.id);
    expect(certB.code).not.toBe(certA.code);
    expect(res.headers.get("content-disposition")).toContain(certB.code);
    const pdf = await loadPdf(res);
    expect(pdf.getTitle()).toContain(certB.code);
    expect(pdf.getSubject()).toContain("Student B");
    expect(pdf.getSubject()).not.toContain("Student A");
  });

  it("keeps an issued certificate as it was: later renames and new lessons do not change it", async () => {
    const c = await createCourse({ lessons: 2 });
    const s = await student({ name: "Original Name", course: c, finished: true });
    expect((await send(`/courses/${c.id}/certificate`, { jar: s.jar })).status).toBe(200);
    const [before] = await certificateRows(s.id, c.id);
    await db().update(users).set({ name: "New Name" }).where(eq(users.id, s.id));
    await db().update(courses).set({ name: "Renamed course" }).where(eq(courses.id, c.id));
    await db().insert(lessons).values({ id: randomUUID(), courseId: c.id, position: 3, title: "Bonus", type: "text" });
    const res = await send(`/courses/${c.id}/certificate`, { jar: s.jar });
    expect(res.status).toBe(200);
    const pdf = await loadPdf(res);
    expect(pdf.getTitle()).toContain(before.code);
    expect(pdf.getSubject()).toContain("Original Name");
    const page = await pageText(await send(`/certificates/${before.code}`));
    expect(page).toContain("Original Name");
    expect(page).not.toContain("New Name");
  });

  it("draws a Devanagari name and course title with an embedded, subset Unicode font", async () => {
    const hindiCourse = await createCourse({ name: "भौतिकी (Physics) कक्षा 12", lessons: 1 });
    const s = await student({ name: "अनन्या शर्मा", course: hindiCourse, finished: true });
    const res = await send(`/courses/${hindiCourse.id}/certificate`, { jar: s.jar });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.clone().arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(60_000); // the 230 KB font is subset
    const pdf = await loadPdf(res);
    expect(pdf.getSubject()).toBe("अनन्या शर्मा — भौतिकी (Physics) कक्षा 12");
    const fontNames = pdf.context
      .enumerateIndirectObjects()
      .map(([, obj]) => obj)
      .filter((obj): obj is PDFDict => obj instanceof PDFDict && obj.get(PDFName.of("Type")) === PDFName.of("Font"))
      .map((font) => String(font.get(PDFName.of("BaseFont"))));
    expect(fontNames.some((n) => n.includes("NotoSansDevanagari"))).toBe(true);
    expect(fontNames.some((n) => n.includes("Helvetica"))).toBe(true);
    const [row] = await certificateRows(s.id, hindiCourse.id);
    expect(row.studentName).toBe("अनन्या शर्मा");
  });

  it("embeds no Devanagari font when every text is Latin", async () => {
    const c = await createCourse({ lessons: 1 });
    const s = await student({ name: "Ravi Kumar", course: c, finished: true });
    const res = await send(`/courses/${c.id}/certificate`, { jar: s.jar });
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(10_000);
  });
});

describe("certificate verification page", () => {
  let code: string;
  let courseId: number;
  beforeAll(async () => {
    const course = await createCourse({ name: "UPSC Polity Foundation" });
    courseId = course.id;
    const s = await student({ name: "Meera Iyer", course, finished: true });
    expect((await send(`/courses/${course.id}/certificate`, { jar: s.jar })).status).toBe(200);
    [{ code }] = await certificateRows(s.id, course.id);
  });

  it("confirms a valid code with the student, the course, the date and the code", async () => {
    const res = await send(`/certificates/${code}`);
    expect(res.status).toBe(200);
    const html = await res.clone().text();
    const text = await pageText(res);
    expect(text).toContain("Certificate verified");
    expect(text).toContain("Meera Iyer");
    expect(text).toContain("UPSC Polity Foundation");
    expect(text).toContain(code);
    expect(text).toMatch(/\d{1,2} [A-Z][a-z]+ \d{4}/); // e.g. 22 November 2026
    expect(html).toContain(`href="/courses/${courseId}/details"`);
    expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
  });

  it("accepts the code in lower case and for visitors who are signed in", async () => {
    expect((await send(`/certificates/${code.toLowerCase()}`)).status).toBe(200);
    const viewer = await createUser();
    const res = await send(`/certificates/${code}`, { jar: await login(viewer.email, viewer.password) });
    expect(res.status).toBe(200);
    expect(await pageText(res)).toContain("Meera Iyer");
  });

  it("shows the page in Hindi", async () => {
    const jar = new CookieJar();
    jar.cookies.set("vp_lang", "hi");
    const text = await pageText(await send(`/certificates/${code}`, { jar }));
    expect(text).toContain("प्रमाणपत्र सत्यापित है");
    expect(text).toContain("Meera Iyer");
  });

  it("answers 404 with a clear message for an unknown code", async () => {
    const unknown = "VP-22222ZZZZZ";
    const res = await send(`/certificates/${unknown}`);
    expect(res.status).toBe(404);
    const html = await res.clone().text();
    const text = await pageText(res);
    expect(text).toContain("No certificate with this code");
    expect(text).toContain(unknown);
    expect(text).not.toContain("Certificate verified");
    expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
  });

  it("answers 404 for malformed codes without echoing them", async () => {
    const long = "A".repeat(5_000);
    for (const bad of ["..%2F..%2Fetc", "..%2F..%2Fetc%2Fpasswd", long, "VP-0000000000", "VP-ABC", "%3Cscript%3Ealert(1)%3C%2Fscript%3E", "VP-22222ZZZZZ'%20or%201%3D1--"]) {
      const res = await send(`/certificates/${bad}`);
      expect(res.status, bad.slice(0, 40)).toBe(404);
      const text = await pageText(res);
      expect(text).toContain("No certificate with this code");
      expect(text).not.toContain(long.slice(0, 100));
      expect(text).not.toContain("<script>alert(1)");
    }
  });

  it("treats a raw /certificates/../../etc as the path it resolves to (a 404)", async () => {
    const res = await send("/certificates/../../etc");
    expect(res.status).toBe(404);
  });
});
