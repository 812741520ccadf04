// Learning progress (spec §4 Lesson): lessons marked complete per student and course, the last lesson
// opened, and the enrolled courses with their completion for the dashboard.
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { courseProgress, courses, enrollments, lessonCompletions, lessons } from "../../../db/schema";
import { db } from "../../lib/db.server";
import { notFound } from "../../lib/errors/domain-error";
import type { LessonType } from "./course-types";

export type PlayerLesson = { id: string; position: number; title: string; type: LessonType; url: string; content: string };

/** The enrolled student's view of a course: lessons with content, completions, the lesson to open. */
export async function courseForLearner(userId: string, courseId: number) {
  const [row] = await db()
    .select({ id: courses.id, name: courses.name, lastLessonId: courseProgress.lastLessonId })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .leftJoin(courseProgress, and(eq(courseProgress.userId, enrollments.userId), eq(courseProgress.courseId, enrollments.courseId)))
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
  if (!row) return null;
  const [list, done] = await Promise.all([
    db().select({ id: lessons.id, position: lessons.position, title: lessons.title, type: lessons.type, url: lessons.url, content: lessons.content }).from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.position)),
    db().select({ lessonId: lessonCompletions.lessonId }).from(lessonCompletions).where(and(eq(lessonCompletions.userId, userId), eq(lessonCompletions.courseId, courseId))),
  ]);
  return {
    id: row.id,
    name: row.name,
    lastLessonId: row.lastLessonId,
    lessons: list.map((l) => ({ ...l, type: l.type as LessonType })),
    completed: done.map((d) => d.lessonId),
  };
}

export async function rememberLastLesson(userId: string, courseId: number, lessonId: string) {
  await db()
    .insert(courseProgress)
    .values({ userId, courseId, lastLessonId: lessonId })
    .onConflictDoUpdate({ target: [courseProgress.userId, courseProgress.courseId], set: { lastLessonId: lessonId, updatedAt: sql`now()` } });
}

/** "notEnrolled": the student may be invited to enroll; a lesson not in this course is notFound. */
export type MarkResult = "completed" | "notEnrolled";

/** Marks a lesson complete for the signed-in student only: the student must be enrolled in the course
 * and the lesson must belong to it (a guessed id from another course is "notFound"). */
export async function markLessonComplete(userId: string, courseId: number, lessonId: string): Promise<MarkResult> {
  const [lesson] = await db().select({ id: lessons.id }).from(lessons).where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)));
  if (!lesson) throw notFound("courses.notFoundContent");
  const [enrolled] = await db().select({ c: enrollments.courseId }).from(enrollments).where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
  if (!enrolled) return "notEnrolled";
  await db().insert(lessonCompletions).values({ userId, courseId, lessonId }).onConflictDoNothing();
  return "completed";
}

export type EnrolledCourse = { id: number; name: string; thumbnail: string; total: number; done: number; percent: number; lastLessonId: string | null };

export async function enrolledCourses(userId: string): Promise<EnrolledCourse[]> {
  const rows = await db()
    .select({
      id: courses.id,
      name: courses.name,
      thumbnail: courses.thumbnail,
      lastLessonId: courseProgress.lastLessonId,
      total: sql<number>`(select count(*)::int from lessons l where l.course_id = "courses"."id")`,
      done: sql<number>`(select count(*)::int from lesson_completions lc where lc.course_id = "courses"."id" and lc.user_id = ${userId})`,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .leftJoin(courseProgress, and(eq(courseProgress.userId, enrollments.userId), eq(courseProgress.courseId, enrollments.courseId)))
    .where(eq(enrollments.userId, userId))
    .orderBy(desc(enrollments.createdAt));
  return rows.map((r) => ({ ...r, total: Number(r.total), done: Number(r.done), percent: r.total > 0 ? Math.round((Number(r.done) / Number(r.total)) * 100) : 0 }));
}

export async function enrolledCount(userId: string): Promise<number> {
  const [row] = await db().select({ n: count() }).from(enrollments).where(eq(enrollments.userId, userId));
  return row?.n ?? 0;
}

export type CourseCompletion = { name: string; published: boolean; enrolled: boolean; totalLessons: number; completedLessons: number };

/** Where a student stands in a course, for a certificate: the course's name and whether it is
 * published, whether the student is enrolled, and how many of the course's lessons exist now and
 * are complete (a completion row pointing at another course's lesson does not count). Null when
 * there is no such course. */
export async function courseCompletion(userId: string, courseId: number): Promise<CourseCompletion | null> {
  const [course] = await db().select({ name: courses.name, published: courses.published }).from(courses).where(eq(courses.id, courseId));
  if (!course) return null;
  const [[enrolled], [progress]] = await Promise.all([
    db()
      .select({ courseId: enrollments.courseId })
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId))),
    db()
      .select({ total: count(lessons.id), done: count(lessonCompletions.lessonId) })
      .from(lessons)
      .leftJoin(lessonCompletions, and(eq(lessonCompletions.lessonId, lessons.id), eq(lessonCompletions.userId, userId)))
      .where(eq(lessons.courseId, courseId)),
  ]);
  return { ...course, enrolled: Boolean(enrolled), totalLessons: Number(progress?.total ?? 0), completedLessons: Number(progress?.done ?? 0) };
}
