// Course access (spec §4): not enrolled → enrolled. Free courses by "Enroll Now"; paid courses only
// through a verified payment (the payments area grants those with source 'purchase').
import { and, eq } from "drizzle-orm";
import { courses, enrollments } from "../../../db/schema";
import { db } from "../../lib/db.server";

export type EnrollResult = { status: "enrolled"; courseName: string } | { status: "already"; courseName: string } | { status: "paid" } | { status: "notFound" };

export async function isEnrolled(userId: string, courseId: number): Promise<boolean> {
  const [row] = await db().select({ c: enrollments.courseId }).from(enrollments).where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
  return Boolean(row);
}

export async function enrollInFreeCourse(userId: string, courseId: number): Promise<EnrollResult> {
  const [course] = await db().select({ name: courses.name, tag: courses.tag }).from(courses).where(and(eq(courses.id, courseId), eq(courses.published, true)));
  if (!course) return { status: "notFound" };
  if (course.tag !== "Free") return { status: "paid" };
  // One statement: a double click or two tabs cannot enroll twice, and we learn which one won.
  const inserted = await db().insert(enrollments).values({ userId, courseId, source: "free" }).onConflictDoNothing().returning({ c: enrollments.courseId });
  return inserted.length > 0 ? { status: "enrolled", courseName: course.name } : { status: "already", courseName: course.name };
}

/** Whether a course is open to new students (published). Its owners reach it whatever this says:
 * see courseForLearner and courseForVisitor. */
export async function courseExists(courseId: number): Promise<boolean> {
  const [row] = await db().select({ id: courses.id }).from(courses).where(and(eq(courses.id, courseId), eq(courses.published, true)));
  return Boolean(row);
}
