// Demo course catalogue (db/demo/course-catalogue.ts) loaded on start-up. Idempotent: it fills an
// empty `courses` table and otherwise leaves the catalogue alone, since an admin may have edited it.
// The check and the inserts run in one transaction under an advisory lock, so two processes starting
// together cannot both seed.
import { and, count, eq, ne, sql } from "drizzle-orm";
import { db } from "../app/lib/db.server";
import { COURSE_CATALOGUE } from "./demo/course-catalogue";
import { courseReviews, courses, lessons } from "./schema";

// Arbitrary constant shared by every process seeding this database ("vpcs").
const SEED_COURSES_LOCK = 0x76706373;

export async function seedCourses(): Promise<void> {
  await db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_COURSES_LOCK})`);
    const [{ existing }] = await tx.select({ existing: count() }).from(courses);
    if (existing > 0) return backfillSearchKeywords(tx);
    for (const course of COURSE_CATALOGUE) {
      const [{ id }] = await tx
        .insert(courses)
        .values({
          name: course.name,
          category: course.category,
          description: course.description,
          image: course.image,
          thumbnail: course.thumbnail,
          ratingTenths: course.ratingTenths,
          tag: course.tag,
          priceRupees: course.priceRupees,
          instructor: course.instructor,
          language: course.language,
          duration: course.duration,
          searchKeywords: course.searchKeywords,
          trailerUrl: course.trailerUrl,
          highlights: course.highlights,
          requirements: course.requirements,
          published: course.published,
          popularity: course.popularity,
        })
        .returning({ id: courses.id });
      await tx.insert(lessons).values(
        course.lessons.map((lesson, i) => ({
          id: lesson.id,
          courseId: id,
          position: i + 1,
          title: lesson.title,
          type: lesson.type,
          url: lesson.type === "text" ? "" : lesson.url,
          content: lesson.type === "text" ? lesson.content : "",
        })),
      );
      if (course.reviews.length) {
        await tx.insert(courseReviews).values(course.reviews.map((r) => ({ courseId: id, name: r.name, comment: r.comment, rating: r.rating })));
      }
    }
  });
}

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/**
 * A catalogue seeded before search keywords existed (migration 0007) gets the demo courses' keywords
 * once: only while no course has any, so keywords an admin has since written or cleared are kept.
 */
async function backfillSearchKeywords(tx: Tx): Promise<void> {
  const [{ withKeywords }] = await tx.select({ withKeywords: count() }).from(courses).where(ne(courses.searchKeywords, ""));
  if (withKeywords > 0) return;
  for (const course of COURSE_CATALOGUE) {
    await tx.update(courses).set({ searchKeywords: course.searchKeywords }).where(and(eq(courses.name, course.name), eq(courses.searchKeywords, "")));
  }
}
