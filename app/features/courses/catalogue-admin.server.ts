// Admin use cases of the catalogue: every course (published or not) with its lessons, and the
// changes an admin makes to them. Rules:
// - a course is created as a draft (docs/decisions/008-admin-course-editor.md);
// - a published course has at least one lesson (publishing an empty course, or deleting the last
//   lesson of a published one, is refused);
// - a course that students are enrolled in is not deleted (unpublish it instead): deleting it would
//   take away what they paid for, their progress and their certificates;
// - lesson positions are 1..n without gaps after every change; changes that touch several rows run in
//   one transaction that first locks the course row, so two admins cannot interleave renumberings;
// - after every committed change `catalogueChanged()` invalidates the public caches.
import { randomUUID } from "node:crypto";
import { and, type AnyColumn, asc, count, desc, eq, ilike, type SQL, sql } from "drizzle-orm";
import { COURSE_CATEGORIES, courses, enrollments, LESSON_TYPES, lessons } from "../../../db/schema";
import { db, type Database } from "../../lib/db.server";
import { conflict, invalid, notFound } from "../../lib/errors/domain-error";
import { defineList, type ListQuery, pageWindow, type Paged } from "../../lib/lists/list-query";
import { escapeLike } from "../../lib/sql-like.server";
import { ADMIN_LIMITS, type CourseInput, type FieldErrors, type LessonInput, type QuickAddInput } from "./admin-schemas";
import { catalogueChanged } from "./catalogue-cache.server";
import type { LessonType } from "./course-types";
import { resolveStoredFile } from "./lesson-files.server";
import { recordAudit } from "../admin/record-audit.server";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type AdminCourseRow = {
  id: number;
  name: string;
  category: string;
  tag: "Free" | "Paid";
  priceRupees: number;
  published: boolean;
  lessonCount: number;
};

export type AdminLesson = { id: string; position: number; title: string; type: LessonType; url: string; content: string };

export type AdminCourse = {
  id: number;
  name: string;
  category: string;
  description: string;
  image: string;
  thumbnail: string;
  rating: string; // as typed in the form: "4.6", "0"
  tag: "Free" | "Paid";
  priceRupees: number;
  instructor: string;
  language: string;
  duration: string;
  searchKeywords: string;
  trailerUrl: string;
  highlights: string[];
  requirements: string[];
  published: boolean;
  enrollmentCount: number;
  lessons: AdminLesson[];
};

// Refusals are typed domain errors (lib/errors), thrown from the use cases; the forms kit maps them to
// HTTP once. A course that does not exist is `notFound("adminCourses.notFound")`, a lesson that is not
// in the course `notFound("adminCourses.lessonNotFound")`, a rule of the catalogue a `conflict`, and a
// bundled file that does not exist `invalid("adminCourses.error.fixBelow", { field: … })`.
const courseNotFound = () => notFound("adminCourses.notFound");
const lessonNotFound = () => notFound("adminCourses.lessonNotFound");

/** Throws when a field names a bundled file that does not exist. */
async function requireFiles(fields: Record<string, string>) {
  const errors = await missingFiles(fields);
  if (hasErrors(errors)) throw invalid("adminCourses.error.fixBelow", errors);
}

/** What the admin forms offer: categories, lesson types and the field limits of the schemas. */
export function adminFormOptions() {
  return { categories: [...COURSE_CATEGORIES] as string[], lessonTypes: [...LESSON_TYPES] as LessonType[], limits: ADMIN_LIMITS };
}

const tagFor = (price: number): "Free" | "Paid" => (price === 0 ? "Free" : "Paid");

/** The admin course list (/admin/courses): search by name, sort by a column, 25 a page, newest first
 * by default. */
export const ADMIN_COURSE_LIST = defineList({ sorts: ["created", "name", "category", "price", "lessons", "status"] as const, defaultSort: "created", defaultDir: "desc", pageSize: 25 });
export type AdminCourseSort = (typeof ADMIN_COURSE_LIST.sorts)[number];

// Spelled out: inside a one-table select Drizzle leaves columns unqualified, and a bare "id" in the
// subquery would mean lessons.id.
const lessonCount = sql<number>`(select count(*)::int from lessons l where l.course_id = "courses"."id")`;
const COURSE_SORT_COLUMNS: Record<AdminCourseSort, SQL | AnyColumn> = {
  created: courses.id,
  name: sql`lower(${courses.name})`,
  category: courses.category,
  price: courses.priceRupees,
  lessons: lessonCount,
  status: courses.published,
};

/** One page of courses (published or not) with their lesson counts; ties broken by id, newest first. */
export async function listCourses(query: ListQuery<AdminCourseSort>): Promise<Paged<AdminCourseRow>> {
  const where = query.q ? ilike(courses.name, `%${escapeLike(query.q)}%`) : undefined;
  const [{ total }] = await db().select({ total: count() }).from(courses).where(where);
  const window = pageWindow(query.page, total, ADMIN_COURSE_LIST.pageSize);
  const column = COURSE_SORT_COLUMNS[query.sort];
  const rows = await db()
    .select({ id: courses.id, name: courses.name, category: courses.category, tag: courses.tag, priceRupees: courses.priceRupees, published: courses.published, lessonCount })
    .from(courses)
    .where(where)
    .orderBy(query.dir === "asc" ? asc(column) : desc(column), desc(courses.id))
    .limit(window.limit)
    .offset(window.offset);
  return {
    rows: rows.map((r) => ({ ...r, tag: r.tag === "Paid" ? "Paid" : "Free", lessonCount: Number(r.lessonCount) })),
    total,
    page: window.page,
    pages: window.pages,
  };
}

export async function courseName(id: number): Promise<string | null> {
  const [row] = await db().select({ name: courses.name }).from(courses).where(eq(courses.id, id));
  return row?.name ?? null;
}

/** One course with everything the editor shows, published or not. */
export async function getCourseForEdit(id: number): Promise<AdminCourse | null> {
  const [row] = await db()
    .select({
      id: courses.id,
      name: courses.name,
      category: courses.category,
      description: courses.description,
      image: courses.image,
      thumbnail: courses.thumbnail,
      ratingTenths: courses.ratingTenths,
      tag: courses.tag,
      priceRupees: courses.priceRupees,
      instructor: courses.instructor,
      language: courses.language,
      duration: courses.duration,
      searchKeywords: courses.searchKeywords,
      trailerUrl: courses.trailerUrl,
      highlights: courses.highlights,
      requirements: courses.requirements,
      published: courses.published,
    })
    .from(courses)
    .where(eq(courses.id, id));
  if (!row) return null;
  const [list, [enrolled]] = await Promise.all([
    db()
      .select({ id: lessons.id, position: lessons.position, title: lessons.title, type: lessons.type, url: lessons.url, content: lessons.content })
      .from(lessons)
      .where(eq(lessons.courseId, id))
      .orderBy(asc(lessons.position), asc(lessons.id)),
    db().select({ n: count() }).from(enrollments).where(eq(enrollments.courseId, id)),
  ]);
  const { ratingTenths, ...rest } = row;
  return {
    ...rest,
    rating: (ratingTenths / 10).toFixed(1).replace(/\.0$/, ""),
    tag: row.tag === "Paid" ? "Paid" : "Free",
    enrollmentCount: enrolled?.n ?? 0,
    lessons: list.map((l) => ({ ...l, type: l.type as LessonType })),
  };
}

/** "file:<name>" values must name a file we can serve; https URLs pass. */
async function missingFiles(values: Record<string, string>): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(values)) {
    if (value.startsWith("file:") && !(await resolveStoredFile(value))) errors[field] = "adminCourses.error.fileMissing";
  }
  return errors;
}
const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

function courseColumns(input: CourseInput) {
  return {
    name: input.name,
    category: input.category,
    description: input.description,
    image: input.image,
    thumbnail: input.thumbnail,
    ratingTenths: input.rating,
    tag: tagFor(input.price),
    priceRupees: input.price,
    instructor: input.instructor,
    language: input.language,
    duration: input.duration,
    searchKeywords: input.searchKeywords,
    trailerUrl: input.trailerUrl,
    highlights: input.highlights,
    requirements: input.requirements,
  };
}

/** Locks the course row for the rest of the transaction; null if there is no such course. */
async function lockCourse(tx: Tx, id: number): Promise<{ published: boolean } | null> {
  const [row] = await tx.select({ published: courses.published }).from(courses).where(eq(courses.id, id)).for("update");
  return row ?? null;
}

/** Marks the course changed (its lessons changed). */
async function touch(tx: Tx, id: number) {
  await tx.update(courses).set({ updatedAt: sql`now()` }).where(eq(courses.id, id));
}

async function lessonIds(tx: Tx, courseId: number): Promise<{ id: string; position: number }[]> {
  return tx.select({ id: lessons.id, position: lessons.position }).from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.position), asc(lessons.id));
}

/** Writes positions 1..n in the given order, touching only the rows that change. */
async function renumber(tx: Tx, courseId: number, ordered: { id: string; position: number }[]) {
  for (const [i, lesson] of ordered.entries()) {
    if (lesson.position !== i + 1) await tx.update(lessons).set({ position: i + 1, updatedAt: sql`now()` }).where(and(eq(lessons.id, lesson.id), eq(lessons.courseId, courseId)));
  }
}

/** The spec's admin "Add course": a draft course with one video lesson. */
// `actorId`: the admin doing it, for the audit trail (features/admin/record-audit.server.ts); scripts and tests may omit it.
export async function quickAddCourse(input: QuickAddInput, actorId?: string): Promise<{ id: number; name: string }> {
  const id = await db().transaction(async (tx) => {
    const [course] = await tx
      .insert(courses)
      .values({ name: input.name, description: input.description, category: COURSE_CATEGORIES[0], tag: tagFor(input.price), priceRupees: input.price, published: false })
      .returning({ id: courses.id });
    await tx.insert(lessons).values({ id: randomUUID(), courseId: course.id, position: 1, title: input.name, type: "video", url: input.videoURL });
    if (actorId) await recordAudit(tx, { actorId, action: "course.create", targetType: "course", targetId: String(course.id), targetLabel: input.name });
    return course.id;
  });
  catalogueChanged();
  return { id, name: input.name };
}

/** The full create form: a draft course without lessons (they are added in the editor). */
export async function createCourse(input: CourseInput, actorId?: string): Promise<{ id: number }> {
  await requireFiles({ trailerUrl: input.trailerUrl });
  const row = await db().transaction(async (tx) => {
    const [created] = await tx
      .insert(courses)
      .values({ ...courseColumns(input), published: false })
      .returning({ id: courses.id });
    if (actorId) await recordAudit(tx, { actorId, action: "course.create", targetType: "course", targetId: String(created.id), targetLabel: input.name });
    return created;
  });
  catalogueChanged();
  return { id: row.id };
}

/** Saves the editor's course form. A published course needs a lesson: the refusal goes beside the
 * "Published" box. */
export async function updateCourse(id: number, input: CourseInput & { published: boolean }): Promise<void> {
  await requireFiles({ trailerUrl: input.trailerUrl });
  await db().transaction(async (tx) => {
    if (!(await lockCourse(tx, id))) throw courseNotFound();
    if (input.published && (await lessonIds(tx, id)).length === 0) throw invalid("adminCourses.error.fixBelow", { published: "adminCourses.error.publishNeedsLesson" });
    await tx
      .update(courses)
      .set({ ...courseColumns(input), published: input.published, updatedAt: sql`now()` })
      .where(eq(courses.id, id));
  });
  catalogueChanged();
}

export async function setPublished(id: number, published: boolean, actorId?: string): Promise<{ name: string }> {
  const name = await db().transaction(async (tx) => {
    if (!(await lockCourse(tx, id))) throw courseNotFound();
    if (published && (await lessonIds(tx, id)).length === 0) throw conflict("adminCourses.error.publishNeedsLesson");
    const [row] = await tx.update(courses).set({ published, updatedAt: sql`now()` }).where(eq(courses.id, id)).returning({ name: courses.name });
    if (actorId) await recordAudit(tx, { actorId, action: published ? "course.publish" : "course.unpublish", targetType: "course", targetId: String(id), targetLabel: row.name });
    return row.name;
  });
  catalogueChanged();
  return { name };
}

/** Deletes a course with its lessons and reviews — unless students are enrolled in it. */
export async function deleteCourse(id: number, actorId?: string): Promise<{ name: string }> {
  const name = await db().transaction(async (tx) => {
    if (!(await lockCourse(tx, id))) throw courseNotFound();
    const [enrolled] = await tx.select({ n: count() }).from(enrollments).where(eq(enrollments.courseId, id));
    if ((enrolled?.n ?? 0) > 0) throw conflict("adminCourses.error.deleteHasStudents");
    const [row] = await tx.delete(courses).where(eq(courses.id, id)).returning({ name: courses.name });
    if (actorId) await recordAudit(tx, { actorId, action: "course.delete", targetType: "course", targetId: String(id), targetLabel: row.name });
    return row.name;
  });
  catalogueChanged();
  return { name };
}

export async function addLesson(courseId: number, input: LessonInput): Promise<{ id: string }> {
  await requireFiles({ url: input.url });
  const id = await db().transaction(async (tx) => {
    if (!(await lockCourse(tx, courseId))) throw courseNotFound();
    const existing = await lessonIds(tx, courseId);
    await renumber(tx, courseId, existing); // repairs any gap left by hand-edited data
    const lessonId = randomUUID();
    await tx.insert(lessons).values({ id: lessonId, courseId, position: existing.length + 1, title: input.title, type: input.type, url: input.url, content: input.content });
    await touch(tx, courseId);
    return lessonId;
  });
  catalogueChanged();
  return { id };
}

export async function updateLesson(courseId: number, lessonId: string, input: LessonInput): Promise<void> {
  await requireFiles({ url: input.url });
  await db().transaction(async (tx) => {
    if (!(await lockCourse(tx, courseId))) throw courseNotFound();
    const updated = await tx
      .update(lessons)
      .set({ title: input.title, type: input.type, url: input.url, content: input.content, updatedAt: sql`now()` })
      .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)))
      .returning({ id: lessons.id });
    if (updated.length === 0) throw lessonNotFound();
    await touch(tx, courseId);
  });
  catalogueChanged();
}

export async function deleteLesson(courseId: number, lessonId: string): Promise<void> {
  await db().transaction(async (tx) => {
    const course = await lockCourse(tx, courseId);
    if (!course) throw courseNotFound();
    const existing = await lessonIds(tx, courseId);
    if (!existing.some((l) => l.id === lessonId)) throw lessonNotFound();
    if (course.published && existing.length === 1) throw conflict("adminCourses.error.lastLessonPublished");
    await tx.delete(lessons).where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)));
    await renumber(
      tx,
      courseId,
      existing.filter((l) => l.id !== lessonId),
    );
    await touch(tx, courseId);
  });
  catalogueChanged();
}

/** Swaps a lesson with its neighbour; at either end nothing changes. */
export async function moveLesson(courseId: number, lessonId: string, direction: "up" | "down"): Promise<void> {
  await db().transaction(async (tx) => {
    if (!(await lockCourse(tx, courseId))) throw courseNotFound();
    const ordered = await lessonIds(tx, courseId);
    const from = ordered.findIndex((l) => l.id === lessonId);
    if (from === -1) throw lessonNotFound();
    const to = direction === "up" ? from - 1 : from + 1;
    if (to >= 0 && to < ordered.length) [ordered[from], ordered[to]] = [ordered[to], ordered[from]];
    await renumber(tx, courseId, ordered);
    await touch(tx, courseId);
  });
  catalogueChanged();
}
