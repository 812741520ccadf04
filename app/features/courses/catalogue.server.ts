// Catalogue queries: the course list with search and filters, one course with its outline, the
// categories in use, popular courses. Only published courses are visible to the public; a course
// unpublished later stays visible to its owners (enrolled students) in "My Courses" and on its
// details page (docs/decisions/019-markdown-safety-and-owner-access.md).
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { courseReviews, courses, enrollments, lessons } from "../../../db/schema";
import { db } from "../../lib/db.server";
import { PAGE_SIZE, type CourseCard, type CourseDetail, type CourseTypeFilter, type LessonType } from "./course-types";
import { textSearch, withSearchSettings, type SearchRunner } from "../../lib/search/text-search.server";

const cardColumns = {
  id: courses.id,
  name: courses.name,
  category: courses.category,
  thumbnail: courses.thumbnail,
  ratingTenths: courses.ratingTenths,
  tag: courses.tag,
  priceRupees: courses.priceRupees,
  instructor: courses.instructor,
  language: courses.language,
  duration: courses.duration,
  // Written out in SQL: in a single-table select Drizzle leaves column names unqualified, and inside
  // the subquery "id" would then mean the lesson's id.
  lessonCount: sql<number>`(select count(*)::int from lessons l where l.course_id = "courses"."id")`,
};

type CardRow = { [K in keyof typeof cardColumns]: unknown } & { ratingTenths: number; tag: string };

function toCard(row: CardRow): CourseCard {
  return {
    id: row.id as number,
    name: row.name as string,
    category: row.category as string,
    thumbnail: row.thumbnail as string,
    rating: row.ratingTenths / 10,
    tag: row.tag === "Paid" ? "Paid" : "Free",
    priceRupees: row.priceRupees as number,
    instructor: row.instructor as string,
    language: row.language as string,
    duration: row.duration as string,
    lessonCount: Number(row.lessonCount),
  };
}

export type CourseQuery = { q?: string; category?: string; type?: CourseTypeFilter; page?: number; userId?: string | null };

/** The catalogue list. `q` goes through the shared text search (Hindi, transliterations, typos). */
export async function listCourses(query: CourseQuery): Promise<{ courses: CourseCard[]; total: number; page: number; pages: number }> {
  // "My Courses" is the student's own list, so it keeps courses unpublished after they enrolled.
  const where: SQL[] = query.type === "My Courses" ? [] : [eq(courses.published, true)];
  const search = query.q ? textSearch(courses.searchDocument, query.q) : null;
  if (search) where.push(search.where);
  if (query.category) where.push(eq(courses.category, query.category));
  if (query.type === "Free" || query.type === "Paid") where.push(eq(courses.tag, query.type));
  if (query.type === "My Courses") {
    if (!query.userId) return { courses: [], total: 0, page: 1, pages: 1 };
    where.push(inArray(courses.id, db().select({ id: enrollments.courseId }).from(enrollments).where(eq(enrollments.userId, query.userId))));
  }
  const condition = and(...where);
  const order = [...(search?.orderBy ?? []), desc(courses.popularity), asc(courses.id)];
  const run = async (runner: SearchRunner) => {
    const [{ total }] = await runner.select({ total: count() }).from(courses).where(condition);
    const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
    const page = Math.min(Math.max(1, query.page ?? 1), pages);
    const rows = await runner
      .select(cardColumns)
      .from(courses)
      .where(condition)
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE);
    return { courses: rows.map(toCard), total, page, pages };
  };
  return search ? withSearchSettings(run) : run(db());
}

export async function popularCourses(limit = 6): Promise<CourseCard[]> {
  const rows = await db().select(cardColumns).from(courses).where(eq(courses.published, true)).orderBy(desc(courses.popularity), asc(courses.id)).limit(limit);
  return rows.map(toCard);
}

export async function listCategories(): Promise<string[]> {
  const rows = await db().selectDistinct({ category: courses.category }).from(courses).where(eq(courses.published, true)).orderBy(asc(courses.category));
  return rows.map((r) => r.category);
}

/** One course with its outline and reviews; unpublished courses only when `includeUnpublished`. */
export async function getCourse(id: number, opts: { includeUnpublished?: boolean } = {}): Promise<CourseDetail | null> {
  const where = opts.includeUnpublished ? eq(courses.id, id) : and(eq(courses.id, id), eq(courses.published, true));
  const [row] = await db()
    .select({ ...cardColumns, description: courses.description, image: courses.image, trailerUrl: courses.trailerUrl, highlights: courses.highlights, requirements: courses.requirements, published: courses.published })
    .from(courses)
    .where(where);
  if (!row) return null;
  const [outline, reviews] = await Promise.all([
    db().select({ id: lessons.id, position: lessons.position, title: lessons.title, type: lessons.type }).from(lessons).where(eq(lessons.courseId, id)).orderBy(asc(lessons.position)),
    db().select({ name: courseReviews.name, comment: courseReviews.comment, rating: courseReviews.rating }).from(courseReviews).where(eq(courseReviews.courseId, id)).orderBy(asc(courseReviews.id)),
  ]);
  return {
    ...toCard(row),
    description: row.description,
    image: row.image,
    trailerUrl: row.trailerUrl,
    highlights: row.highlights,
    requirements: row.requirements,
    published: row.published,
    reviews,
    lessons: outline.map((l) => ({ ...l, type: l.type as LessonType })),
  };
}

/** The details page's course for this visitor: a published course for anyone; an unpublished one
 * only for a student enrolled in it (who keeps access), else null — a 404, as if it did not exist. */
export async function courseForVisitor(id: number, userId: string | null): Promise<{ course: CourseDetail; enrolled: boolean } | null> {
  const enrolled = userId
    ? (await db().select({ c: enrollments.courseId }).from(enrollments).where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, id)))).length > 0
    : false;
  const course = await getCourse(id, { includeUnpublished: enrolled });
  return course ? { course, enrolled } : null;
}

/** Parses a route's `{id}` param: a positive integer within PostgreSQL's integer range, else null. */
/** Every published course's id and when it last changed, for the sitemap (decision 036). */
export async function sitemapCourses(): Promise<{ id: number; lastModified: Date }[]> {
  const rows = await db().select({ id: courses.id, updatedAt: courses.updatedAt }).from(courses).where(eq(courses.published, true)).orderBy(asc(courses.id));
  return rows.map((r) => ({ id: r.id, lastModified: r.updatedAt }));
}

export function parseCourseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
