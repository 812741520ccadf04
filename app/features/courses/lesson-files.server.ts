// Files behind lessons and trailers ("file:<name>" URLs): files uploaded by admins live in
// DATA_DIR/files/lessons, the demo files ship in db/demo/files. Names are plain file names — no
// paths — so a stored URL can never point outside these folders.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { and, eq } from "drizzle-orm";
import { courses, enrollments, lessons } from "../../../db/schema";
import { db } from "../../lib/db.server";
import { env } from "../../lib/env.server";

const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;
const here = path.dirname(fileURLToPath(import.meta.url));

function demoDir() {
  // From the source tree (app/features/courses) and from either bundle (build/, build/server/).
  for (const candidate of [path.resolve(here, "../../../db/demo/files"), path.resolve(here, "../db/demo/files"), path.resolve(here, "../../db/demo/files"), path.resolve("db/demo/files")]) {
    if (existsSync(candidate)) return candidate;
  }
  return path.resolve("db/demo/files");
}

const MIME: Record<string, string> = { ".pdf": "application/pdf", ".webm": "video/webm", ".mp4": "video/mp4", ".png": "image/png", ".jpg": "image/jpeg", ".svg": "image/svg+xml" };

export type StoredFile = { path: string; size: number; mime: string; name: string };

/** Resolves "file:<name>" to a file on disk, or null. */
export function resolveStoredFile(url: string): StoredFile | null {
  if (!url.startsWith("file:")) return null;
  const name = url.slice(5);
  if (!FILE_NAME.test(name) || name.includes("..")) return null;
  for (const dir of [path.resolve(env().DATA_DIR, "files", "lessons"), demoDir()]) {
    const full = path.join(dir, name);
    const s = statSync(full, { throwIfNoEntry: false });
    if (s?.isFile()) return { path: full, size: s.size, mime: MIME[path.extname(name).toLowerCase()] ?? "application/octet-stream", name };
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
