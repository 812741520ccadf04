// Course access (spec §4): not enrolled → enrolled. Free courses by "Enroll Now"; paid courses only
// through a verified payment (the payments area grants those with source 'purchase').
import { and, eq } from "drizzle-orm";
import { courses, enrollments } from "../../../db/schema";
import { db, type Executor } from "../../lib/db.server";
import { invalid, notFound } from "../../lib/errors/domain-error";

/** `enrolled` false: the student was enrolled already (a double click, a second tab). */
export type Enrolled = { enrolled: boolean; courseName: string };

/** `executor`: the payments area asks inside its payment transaction (docs/decisions/020). */
export async function isEnrolled(userId: string, courseId: number, executor: Executor = db()): Promise<boolean> {
  const [row] = await executor.select({ c: enrollments.courseId }).from(enrollments).where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
  return Boolean(row);
}

/** Unknown or unpublished course: notFound; a paid one: invalid (it is bought, not enrolled in). */
export async function enrollInFreeCourse(userId: string, courseId: number): Promise<Enrolled> {
  const [course] = await db().select({ name: courses.name, tag: courses.tag }).from(courses).where(and(eq(courses.id, courseId), eq(courses.published, true)));
  if (!course) throw notFound("courses.notFound");
  if (course.tag !== "Free") throw invalid("details.notOnSaleText");
  // One statement: a double click or two tabs cannot enroll twice, and we learn which one won.
  const inserted = await db().insert(enrollments).values({ userId, courseId, source: "free" }).onConflictDoNothing().returning({ c: enrollments.courseId });
  return { enrolled: inserted.length > 0, courseName: course.name };
}

/** Whether a course is open to new students (published). Its owners reach it whatever this says:
 * see courseForLearner and courseForVisitor. */
export async function courseExists(courseId: number): Promise<boolean> {
  const [row] = await db().select({ id: courses.id }).from(courses).where(and(eq(courses.id, courseId), eq(courses.published, true)));
  return Boolean(row);
}

/** Whether a course exists and is published; null when there is no such course (whoever asks). */
export async function coursePublished(courseId: number): Promise<boolean | null> {
  const [row] = await db().select({ published: courses.published }).from(courses).where(eq(courses.id, courseId));
  return row ? row.published : null;
}

/** A published course as the payments area sells it: name, tag and price in rupees; null when it
 * is unknown or unpublished. Whether it is for sale at all (Paid, price above zero) is payments'. */
export async function courseForOrder(courseId: number): Promise<{ id: number; name: string; tag: string; priceRupees: number; thumbnail: string; instructor: string } | null> {
  const [row] = await db()
    .select({ id: courses.id, name: courses.name, tag: courses.tag, priceRupees: courses.priceRupees, thumbnail: courses.thumbnail, instructor: courses.instructor })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.published, true)));
  return row ?? null;
}

/** A course's name and thumbnail whether it is published or not (pages about an order: owners keep
 * access to unpublished courses, decision 019); null when there is no such course. */
export async function courseSummary(courseId: number): Promise<{ name: string; thumbnail: string } | null> {
  const [row] = await db().select({ name: courses.name, thumbnail: courses.thumbnail }).from(courses).where(eq(courses.id, courseId));
  return row ?? null;
}

/** A verified payment opens the course: called inside the payment's transaction, so the order
 * becomes paid and the student enrolled together or not at all. Idempotent. */
export async function grantCourseAccess(tx: Executor, userId: string, courseId: number) {
  await tx.insert(enrollments).values({ userId, courseId, source: "purchase" }).onConflictDoNothing();
}

/** A refund closes the course again, inside the refund's transaction — only an enrollment that a
 * purchase created (a free enrollment stays). */
export async function revokePurchasedAccess(tx: Executor, userId: string, courseId: number) {
  await tx.delete(enrollments).where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId), eq(enrollments.source, "purchase")));
}
