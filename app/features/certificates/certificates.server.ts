// Certificates of completion: issued once per student and course when every lesson of the course is
// complete, identified by a public, unguessable code that anyone can verify at /certificates/{code}.
// The student's and the course's names are snapshotted at issue time, so a later rename does not
// change a certificate that was already handed out.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { certificates } from "../../../db/schema";
import { db } from "../../lib/db.server";
import { usersByIds } from "../accounts/user-directory.server";
import { coursePublished } from "../courses/enrollment.server";
import { courseCompletion } from "../courses/progress.server";

// Base32 without the look-alikes 0/O and 1/I: 32 symbols, so one random byte masked to 5 bits picks
// a symbol without bias. 10 symbols = 50 random bits.
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const CODE_LENGTH = 10;
const CODE_PATTERN = /^VP-[23456789A-HJ-NP-Z]{10}$/;

export type Certificate = {
  code: string;
  courseId: number;
  studentName: string;
  courseName: string;
  issuedAt: Date;
};

export type IssueFailure = "notFound" | "notEnrolled" | "incomplete";
export type IssueResult = { certificate: Certificate; reason: null } | { certificate: null; reason: IssueFailure };

const certificateColumns = {
  code: certificates.code,
  courseId: certificates.courseId,
  studentName: certificates.studentName,
  courseName: certificates.courseName,
  issuedAt: certificates.issuedAt,
};

export function generateCertificateCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  let code = "VP-";
  for (const b of bytes) code += ALPHABET[b & 31];
  return code;
}

/** A code as a visitor may type it (any case, surrounding spaces), or null when it cannot be one. */
export function normalizeCertificateCode(raw: string | undefined): string | null {
  if (!raw || raw.length > 32) return null;
  const code = raw.trim().toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

async function existingCertificate(userId: string, courseId: number): Promise<Certificate | null> {
  const [row] = await db()
    .select(certificateColumns)
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
  return row ?? null;
}

/**
 * The student's certificate for a course, issued now if this is the first request. The student must
 * be enrolled and have completed every lesson of the course (a course without lessons cannot be
 * completed), whether or not the course is still published. A certificate once issued stays valid
 * and downloadable.
 */
export async function issueCertificate(userId: string, courseId: number): Promise<IssueResult> {
  const existing = await existingCertificate(userId, courseId);
  if (existing) return { certificate: existing, reason: null };

  const [course, students] = await Promise.all([courseCompletion(userId, courseId), usersByIds([userId])]);
  if (!course) return { certificate: null, reason: "notFound" };
  const student = students.get(userId);
  // An unpublished course exists only for its owners (enrolled students, who keep access to it):
  // anyone else gets the same answer as for an unknown course.
  if (!course.enrolled && !course.published) return { certificate: null, reason: "notFound" };
  if (!student || !course.enrolled) return { certificate: null, reason: "notEnrolled" };
  if (course.totalLessons === 0 || course.completedLessons < course.totalLessons) return { certificate: null, reason: "incomplete" };

  // One certificate per student and course: concurrent first requests race on the unique index, the
  // loser inserts nothing and reads the winner's row. A (50-bit) code collision just draws again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const [created] = await db()
      .insert(certificates)
      .values({ code: generateCertificateCode(), userId, courseId, studentName: student.name || "User", courseName: course.name })
      .onConflictDoNothing()
      .returning(certificateColumns);
    if (created) return { certificate: created, reason: null };
    const winner = await existingCertificate(userId, courseId);
    if (winner) return { certificate: winner, reason: null };
  }
  throw new Error("Could not allocate a unique certificate code");
}

export type VerifiedCertificate = Certificate & { coursePublished: boolean };

/** Public verification: the certificate with this code, or null (malformed codes never reach the database). */
export async function findCertificate(rawCode: string | undefined): Promise<VerifiedCertificate | null> {
  const code = normalizeCertificateCode(rawCode);
  if (!code) return null;
  const [row] = await db().select(certificateColumns).from(certificates).where(eq(certificates.code, code));
  if (!row) return null;
  // A certificate's course exists (deleting a course deletes its certificates).
  const published = await coursePublished(row.courseId);
  return published === null ? null : { ...row, coursePublished: published };
}
