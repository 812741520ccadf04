// Files behind lessons and trailers ("file:<name>" URLs, decision 011): files added by admins live
// in the file store under "lessons/<name>" (DATA_DIR/files/lessons on disk, or the S3 bucket;
// decision 029), the demo files ship in db/demo/files. Names are plain file names — no paths — so a
// stored URL can never point outside these folders.
import { and, eq } from "drizzle-orm";
import { courses, enrollments, lessons } from "../../../db/schema";
import { db } from "../../lib/db.server";
import type { FileInfo, FileStore } from "../../lib/storage/file-store";
import { demoFileStore, fileStore } from "../../lib/storage/storage.server";

const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;
export const LESSON_FILE_PREFIX = "lessons/";

export type StoredFile = { store: FileStore; key: string; name: string; info: FileInfo };

/** Resolves "file:<name>" to a stored file (uploads first, then the bundled demo files), or null. */
export async function resolveStoredFile(url: string): Promise<StoredFile | null> {
  if (!url.startsWith("file:")) return null;
  const name = url.slice(5);
  if (!FILE_NAME.test(name) || name.includes("..")) return null;
  for (const [store, key] of [[fileStore(), LESSON_FILE_PREFIX + name], [demoFileStore(), name]] as const) {
    const info = await store.stat(key);
    if (info) return { store, key, name, info };
  }
  return null;
}

/** The lesson's file if `viewer` may open it: enrolled in its course, or an admin. Enrollment is
 * ownership, so it outlives unpublishing: a student keeps the files of a course they enrolled in. */
export async function lessonFileFor(lessonId: string, viewer: { id: string; role: string }): Promise<StoredFile | null> {
  if (lessonId.length > 100) return null;
  const [row] = await db()
    .select({ url: lessons.url, courseId: lessons.courseId })
    .from(lessons)
    .where(eq(lessons.id, lessonId));
  if (!row) return null;
  if (viewer.role !== "admin") {
    const [enrolled] = await db().select({ c: enrollments.courseId }).from(enrollments).where(and(eq(enrollments.userId, viewer.id), eq(enrollments.courseId, row.courseId)));
    if (!enrolled) return null;
  }
  return resolveStoredFile(row.url);
}

/** A published course's trailer file (public). */
export async function trailerFile(courseId: number): Promise<StoredFile | null> {
  const [row] = await db().select({ url: courses.trailerUrl }).from(courses).where(and(eq(courses.id, courseId), eq(courses.published, true)));
  return row ? resolveStoredFile(row.url) : null;
}
