import { randomBytes } from "node:crypto";
import { deflateSync } from "node:zlib";
import { ensurePasswordAccount } from "../../app/features/accounts/accounts.server";
import type { Role } from "../../app/features/accounts/profile.server";

export const TEST_PASSWORD = "correct horse battery staple";

export function uniqueEmail(prefix = "student") {
  return `${prefix}.${randomBytes(5).toString("hex")}@example.test`;
}

export async function createUser(overrides: { role?: Role; email?: string; password?: string; name?: string } = {}) {
  const email = overrides.email ?? uniqueEmail(overrides.role ?? "student");
  const password = overrides.password ?? TEST_PASSWORD;
  const id = await ensurePasswordAccount({ email, password, name: overrides.name ?? "Test Student", role: overrides.role ?? "user" });
  return { id, email, password };
}

// Tiny real images for upload tests. PNG: built here (signature, IHDR, IDAT, IEND with CRCs); JPEG: a
// 1x1 baseline JPEG produced by Chromium's canvas encoder (decodes in browsers).
function crc32(bytes: Uint8Array) {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function pngChunk(type: string, data: Buffer) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A valid 1x1 RGBA PNG. */
export function tinyPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0); // width
  ihdr.writeUInt32BE(1, 4); // height
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no filter, no interlace
  const scanline = Buffer.from([0, 0xff, 0x88, 0x00, 0xff]); // filter byte + one orange pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(scanline)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

const JPEG_1X1 =
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/ALgBYhf/2Q==";

/** A valid 1x1 JPEG. */
export function tinyJpeg(): Buffer {
  return Buffer.from(JPEG_1X1, "base64");
}

let courseSeq = 0;
/** A course with lessons (one of each type by default), inserted directly. */
export async function createCourse(overrides: { name?: string; category?: string; tag?: "Free" | "Paid"; priceRupees?: number; published?: boolean; lessonTypes?: ("video" | "pdf" | "text")[] } = {}) {
  const { db } = await import("../../app/lib/db.server");
  const { courses, lessons } = await import("../../db/schema");
  const tag = overrides.tag ?? "Free";
  courseSeq += 1;
  const [course] = await db()
    .insert(courses)
    .values({
      name: overrides.name ?? `Test Course ${courseSeq} ${randomBytes(3).toString("hex")}`,
      category: overrides.category ?? "Class 10th",
      description: "A course made by the test factory.",
      image: "/images/courses/test.svg",
      thumbnail: "/images/courses/test.svg",
      ratingTenths: 45,
      tag,
      priceRupees: overrides.priceRupees ?? (tag === "Paid" ? 999 : 0),
      instructor: "Test Teacher",
      language: "English",
      duration: "2 hours",
      trailerUrl: "file:intro.webm",
      highlights: ["One", "Two"],
      requirements: ["Curiosity"],
      published: overrides.published ?? true,
    })
    .returning({ id: courses.id, name: courses.name });
  const types = overrides.lessonTypes ?? ["text", "pdf", "video"];
  const files: Record<string, string> = { text: "", pdf: "file:class-10-science-notes.pdf", video: "file:lesson-demo.webm" };
  const lessonRows = types.map((type, i) => ({
    id: `t${course.id}-l${i + 1}-${randomBytes(3).toString("hex")}`,
    courseId: course.id,
    position: i + 1,
    title: `Lesson ${i + 1}`,
    type,
    url: files[type],
    content: type === "text" ? `# Lesson ${i + 1}\n\nSome **bold** text and <script>alert(1)</script> and [a link](javascript:alert(1)).` : "",
  }));
  if (lessonRows.length) await db().insert(lessons).values(lessonRows);
  return { ...course, lessonIds: lessonRows.map((l) => l.id) };
}

let resourceSeq = 0;
/** A study resource (published, free unless priced). */
export async function createResource(overrides: { kind?: "pdf-notes" | "books" | "previous-papers" | "mock-papers"; title?: string; classLevel?: "10th" | "12th" | "Graduate"; subject?: string; exam?: string | null; author?: string | null; language?: "en" | "hi"; priceRupees?: number; published?: boolean; searchKeywords?: string } = {}) {
  const { db } = await import("../../app/lib/db.server");
  const { resources } = await import("../../db/schema");
  resourceSeq += 1;
  const kind = overrides.kind ?? "pdf-notes";
  const [row] = await db()
    .insert(resources)
    .values({
      kind,
      title: overrides.title ?? `Test Resource ${resourceSeq} ${randomBytes(3).toString("hex")}`,
      classLevel: overrides.classLevel ?? "10th",
      subject: overrides.subject ?? "Science",
      exam: overrides.exam === undefined ? "CBSE" : overrides.exam,
      author: overrides.author ?? (kind === "books" ? "Test Author" : null),
      language: overrides.language ?? "en",
      priceRupees: overrides.priceRupees ?? 0,
      published: overrides.published ?? true,
      fileKey: `resources/test/file-${resourceSeq}.pdf`,
      previewKey: `resources/test/file-${resourceSeq}-preview.pdf`,
      searchKeywords: overrides.searchKeywords ?? "",
    })
    .returning({ id: resources.id, title: resources.title, fileKey: resources.fileKey, previewKey: resources.previewKey });
  return row;
}

/** What a paid order grants, made the way payments records it: a paid order with its item and the
 * entitlement (for product types payments cannot sell yet, such as study resources). */
export async function grantProduct(userId: string, productType: "pdf" | "book" | "paper", productId: string, pricePaise = 9900) {
  const { db } = await import("../../app/lib/db.server");
  const { entitlements, orderItems, orders } = await import("../../db/schema");
  const { newOrderId } = await import("../../app/features/payments/orders.server");
  const orderId = newOrderId();
  await db().transaction(async (tx) => {
    await tx.insert(orders).values({ id: orderId, userId, gateway: "sandbox", status: "paid", amountPaise: pricePaise, paidAt: new Date() });
    await tx.insert(orderItems).values({ orderId, productType, productId, name: `Test ${productType} ${productId}`, unitPricePaise: pricePaise });
    await tx.insert(entitlements).values({ userId, productType, productId, orderId });
  });
  return orderId;
}

let quizSeq = 0;
/** Markers in a test quiz's keys and explanations: a test searches raw JSON for them to prove no key
 * or explanation leaks before the rules allow it. */
export const QUIZ_SECRETS = { explanation: "EXPLAINED-SECRET", numericAnswer: 271828.5 };

/**
 * A published quiz made through the content writer (rendered like real content): two sections
 * (+4/−1/0 and +2/−0.66/0), with single, multiple and numeric questions. `mode` practice is untimed
 * unless `durationSeconds` is given.
 */
export async function createQuiz(overrides: { mode?: "practice" | "play" | "mock"; durationSeconds?: number | null; published?: boolean; subject?: string; class?: "10th" | "12th" | "Graduate"; exam?: string | null; title?: string; extraQuestions?: number } = {}) {
  const { createQuiz: create } = await import("../../app/features/quizzes/quiz-content.server");
  const { quizContentInput } = await import("../../app/features/quizzes/quiz-schemas");
  quizSeq += 1;
  const mode = overrides.mode ?? "mock";
  const explain = (n: number) => ({ en: `${QUIZ_SECRETS.explanation} ${n}: because $a^2 + b^2 = c^2$.`, hi: `${QUIZ_SECRETS.explanation} ${n} (हिंदी)` });
  const single = (n: number, topics: string[]) => ({
    type: "single",
    text: { en: `Question ${n}: what is $${n} + 1$?`, hi: `प्रश्न ${n}: $${n} + 1$ कितना है?` },
    options: [0, 1, 2, 3].map((k) => ({ text: { en: `Option ${n}.${k}`, hi: `विकल्प ${n}.${k}` }, correct: k === 1 })),
    explanation: explain(n),
    topics,
    difficulty: "easy",
  });
  const content = quizContentInput.parse({
    mode,
    title: { en: overrides.title ?? `Test Quiz ${quizSeq} ${randomBytes(3).toString("hex")}`, hi: `परीक्षण क्विज़ ${quizSeq}` },
    class: overrides.class ?? "12th",
    subject: overrides.subject ?? "Physics",
    exam: overrides.exam === undefined ? "JEE Main" : overrides.exam,
    preset: null,
    durationSeconds: overrides.durationSeconds === undefined ? (mode === "practice" ? null : 600) : overrides.durationSeconds,
    published: overrides.published ?? true,
    sections: [
      {
        title: { en: "Physics", hi: "भौतिकी" },
        marking: { correct: 4, incorrect: -1, unanswered: 0 },
        questions: [
          single(1, ["optics"]),
          single(2, ["optics"]),
          { type: "multiple", text: { en: "Question 3: pick the even numbers", hi: null }, options: [2, 3, 4, 5].map((v) => ({ text: { en: `$${v}$`, hi: null }, correct: v % 2 === 0 })), explanation: explain(3), topics: ["numbers"], difficulty: "medium" },
          { type: "numeric", text: { en: "Question 4: type the secret number", hi: null }, answer: QUIZ_SECRETS.numericAnswer, tolerance: 0.5, explanation: explain(4), topics: ["numbers"], difficulty: "hard" },
        ],
      },
      {
        title: { en: "General Studies", hi: "सामान्य अध्ययन" },
        marking: { correct: 2, incorrect: -0.66, unanswered: 0 },
        questions: [single(5, ["polity"]), single(6, ["polity"]), ...Array.from({ length: overrides.extraQuestions ?? 0 }, (_, i) => single(7 + i, ["polity"]))],
      },
    ],
  });
  const id = await create(content);
  return { id, title: content.title.en };
}

let blogSeq = 0;
/** A blog post, inserted directly: published a day ago unless `publishAt` says otherwise (null: a draft). */
export async function createBlogPost(overrides: { title?: string; body?: string; excerpt?: string; category?: "board-exams" | "jee" | "neet" | "upsc" | "careers" | "scholarships"; language?: "en" | "hi"; authorName?: string; publishAt?: Date | null; coverKey?: string | null } = {}) {
  const { db } = await import("../../app/lib/db.server");
  const { blogPosts } = await import("../../db/schema");
  blogSeq += 1;
  const publishAt = overrides.publishAt === undefined ? new Date(Date.now() - 24 * 60 * 60 * 1000) : overrides.publishAt;
  const [row] = await db()
    .insert(blogPosts)
    .values({
      title: overrides.title ?? `Test Post ${blogSeq} ${randomBytes(3).toString("hex")}`,
      body: overrides.body ?? "## A heading\n\nSome **useful** advice for students, with a [link](https://example.com).",
      excerpt: overrides.excerpt ?? "",
      category: overrides.category ?? "board-exams",
      language: overrides.language ?? "en",
      authorName: overrides.authorName ?? "Test Author",
      coverKey: overrides.coverKey ?? null,
      publishAt,
      announcedAt: publishAt && publishAt <= new Date() ? publishAt : null,
    })
    .returning({ id: blogPosts.id, title: blogPosts.title });
  const { postPath } = await import("../../app/features/blogs/blog-types");
  return { ...row, path: postPath(row.id, row.title) };
}
