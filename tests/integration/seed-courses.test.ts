import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { asc, count, eq, inArray, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "../../app/lib/db.server";
import { COURSE_CATALOGUE } from "../../db/demo/course-catalogue";
import { COURSE_CATEGORIES, LESSON_TYPES, courseReviews, courses, lessons } from "../../db/schema";
import { seedCourses } from "../../db/seed-courses";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const DEMO_FILES = path.join(ROOT, "db", "demo", "files");

async function counts() {
  const [c] = await db().select({ n: count() }).from(courses);
  const [l] = await db().select({ n: count() }).from(lessons);
  const [r] = await db().select({ n: count() }).from(courseReviews);
  return { courses: c.n, lessons: l.n, reviews: r.n };
}

function bundledFile(url: string): string {
  expect(url).toMatch(/^file:[a-z0-9][a-z0-9.-]*$/);
  return path.join(DEMO_FILES, url.slice("file:".length));
}

describe("seedCourses", () => {
  it("fills an empty catalogue with published free and paid courses in every category", async () => {
    expect((await counts()).courses).toBe(0);
    await seedCourses();
    const rows = await db().select().from(courses).orderBy(asc(courses.id));
    expect(rows).toHaveLength(COURSE_CATALOGUE.length);
    const published = rows.filter((c) => c.published);
    expect(published.length).toBeGreaterThanOrEqual(12);
    expect(new Set(published.map((c) => c.category))).toEqual(new Set(COURSE_CATEGORIES));
    expect(published.some((c) => c.tag === "Free")).toBe(true);
    expect(published.some((c) => c.tag === "Paid")).toBe(true);
    expect(rows.filter((c) => !c.published).length).toBeGreaterThanOrEqual(1);
    for (const c of rows) {
      expect(c.tag === "Free" ? c.priceRupees === 0 : c.priceRupees > 0).toBe(true);
      expect(c.ratingTenths).toBeGreaterThanOrEqual(38);
      expect(c.ratingTenths).toBeLessThanOrEqual(49);
      expect(c.highlights.length).toBeGreaterThanOrEqual(4);
      expect(c.requirements.length).toBeGreaterThanOrEqual(2);
      expect(c.instructor).not.toBe("");
    }
    for (const category of COURSE_CATEGORIES) {
      const inCategory = published.filter((c) => c.category === category);
      expect(inCategory.length, category).toBeGreaterThanOrEqual(2);
    }
    expect(published.some((c) => c.language === "Hindi")).toBe(true);
    const reviews = await db().select().from(courseReviews);
    for (const c of rows) {
      const mine = reviews.filter((r) => r.courseId === c.id);
      expect(mine.length, c.name).toBeGreaterThanOrEqual(2);
      expect(mine.every((r) => r.rating >= 1 && r.rating <= 5)).toBe(true);
    }
  });

  it("gives every course lessons of each type at positions 1..n", async () => {
    await seedCourses();
    const rows = await db().select({ id: courses.id, name: courses.name }).from(courses);
    const all = await db().select().from(lessons).orderBy(asc(lessons.courseId), asc(lessons.position));
    for (const c of rows) {
      const mine = all.filter((l) => l.courseId === c.id);
      expect(mine.map((l) => l.position), c.name).toEqual(mine.map((_, i) => i + 1));
      for (const type of LESSON_TYPES) expect(mine.some((l) => l.type === type), `${c.name}: ${type}`).toBe(true);
      for (const l of mine) {
        if (l.type === "text") {
          expect(l.content.length).toBeGreaterThan(500);
          expect(l.content).toMatch(/^#{2,3} /m);
        } else {
          expect(l.url).toMatch(/^file:/);
        }
      }
    }
  });

  it("refers only to bundled files and images that exist", async () => {
    await seedCourses();
    const rows = await db().select().from(courses);
    const files = new Set<string>();
    for (const c of rows) {
      files.add(bundledFile(c.trailerUrl));
      for (const image of [c.image, c.thumbnail]) {
        expect(image).toMatch(/^\/images\/courses\/[a-z0-9-]+\.svg$/);
        const svg = readFileSync(path.join(ROOT, "public", image), "utf8");
        expect(svg).toContain('role="img"');
        expect(svg).toMatch(/<title>[^<]+<\/title>/);
        expect(Buffer.byteLength(svg)).toBeLessThan(4 * 1024);
      }
    }
    for (const l of await db().select().from(lessons).where(ne(lessons.type, "text"))) files.add(bundledFile(l.url));
    for (const file of files) {
      const size = statSync(file).size;
      const head = readFileSync(file).subarray(0, 4);
      if (file.endsWith(".pdf")) {
        expect(head.toString("latin1"), file).toBe("%PDF");
        expect(size, file).toBeLessThan(60 * 1024);
      } else {
        expect(file).toMatch(/\.webm$/);
        expect(head.toString("hex"), file).toBe("1a45dfa3"); // EBML (Matroska/WebM) header
        expect(size, file).toBeLessThan(400 * 1024);
      }
    }
    expect([...files].filter((f) => f.endsWith(".pdf")).length).toBe(COURSE_CATALOGUE.length);
  });

  it("does not duplicate anything when run again, even concurrently", async () => {
    await seedCourses();
    const before = await counts();
    expect(before.courses).toBe(COURSE_CATALOGUE.length);
    await seedCourses();
    await Promise.all([seedCourses(), seedCourses()]);
    expect(await counts()).toEqual(before);

    // Starting over from an empty table, two concurrent seeders still produce one catalogue.
    await db().delete(courses);
    expect(await counts()).toEqual({ courses: 0, lessons: 0, reviews: 0 });
    await Promise.all([seedCourses(), seedCourses()]);
    expect(await counts()).toEqual(before);
  });

  it("leaves a catalogue an admin has edited alone", async () => {
    await seedCourses();
    const [keep] = await db().select({ id: courses.id }).from(courses).orderBy(asc(courses.id)).limit(1);
    const others = (await db().select({ id: courses.id }).from(courses)).map((c) => c.id).filter((id) => id !== keep.id);
    await db().delete(courses).where(inArray(courses.id, others));
    await db().update(courses).set({ name: "Edited by admin" }).where(eq(courses.id, keep.id));
    await seedCourses();
    const rows = await db().select({ name: courses.name }).from(courses);
    expect(rows).toEqual([{ name: "Edited by admin" }]);
  });

  it("gives every demo course search keywords in Devanagari and in Latin letters", async () => {
    await db().delete(courses);
    await seedCourses();
    const rows = await db().select({ name: courses.name, searchKeywords: courses.searchKeywords }).from(courses);
    expect(rows).toHaveLength(COURSE_CATALOGUE.length);
    for (const row of rows) {
      expect(row.searchKeywords, row.name).toMatch(/[\u0900-\u097F]{3}/);
      expect(row.searchKeywords, row.name).toMatch(/[a-z]{3}/);
    }
  });

  it("fills the keywords of a catalogue seeded before they existed, once, and keeps an admin's", async () => {
    await db().delete(courses);
    await seedCourses();
    await db().update(courses).set({ searchKeywords: "" });
    await seedCourses();
    const [first] = await db().select({ id: courses.id, searchKeywords: courses.searchKeywords }).from(courses).orderBy(asc(courses.id)).limit(1);
    expect(first.searchKeywords).not.toBe("");
    // An admin cleared one course's keywords on purpose: the next start leaves that alone.
    await db().update(courses).set({ searchKeywords: "" }).where(eq(courses.id, first.id));
    await seedCourses();
    const [again] = await db().select({ searchKeywords: courses.searchKeywords }).from(courses).where(eq(courses.id, first.id));
    expect(again.searchKeywords).toBe("");
  });
});
