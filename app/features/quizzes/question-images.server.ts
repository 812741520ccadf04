// A question's figure (issue 11: images are allowed), stored through the storage module under
// `quizzes/…` and served by GET /api/quizzes/{id}/questions/{questionId}/image: a published quiz's
// figures to anyone (they are part of the question, which anyone may start), an unpublished quiz's
// to admins only (the editor's preview). Never a storage URL. Uploaded by admins in the question
// editor (app/routes/admin/quiz-question.tsx), re-encoded to WebP here.
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { quizQuestions, quizzes } from "../../../db/schema";
import { db } from "../../lib/db.server";
import { fileStore } from "../../lib/storage/storage.server";
import type { FileInfo, FileStore } from "../../lib/storage/file-store";
import { readStoredFile, storeUpload, UploadRefused } from "../../lib/storage/upload.server";

export type QuestionImage = {
  store: FileStore;
  key: string;
  name: string;
  info: FileInfo;
  public: boolean;
};

export async function questionImageFor(
  quizId: number,
  questionId: number,
  viewer: { role: string } | null,
): Promise<QuestionImage | null> {
  const [row] = await db()
    .select({ key: quizQuestions.imageKey, published: quizzes.published })
    .from(quizQuestions)
    .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
    .where(
      and(eq(quizQuestions.id, questionId), eq(quizQuestions.quizId, quizId)),
    );
  if (!row?.key || !row.key.startsWith("quizzes/")) return null;
  if (!row.published && viewer?.role !== "admin") return null;
  const store = fileStore();
  const info = await store.stat(row.key);
  return info
    ? {
        store,
        key: row.key,
        name: `question-${questionId}${row.key.slice(row.key.lastIndexOf("."))}`,
        info,
        public: row.published,
      }
    : null;
}

/** The widest a stored figure is: wider uploads are scaled down (never up). */
export const FIGURE_MAX_WIDTH = 1200;

/**
 * An admin's uploaded figure for a question: streamed through the storage module's `storeUpload`
 * (kind "cover": JPEG, PNG or WebP by its bytes, 5 MB), then re-encoded by sharp into one WebP under
 * `quizzes/figures/` — so what students download is never the uploaded bytes (metadata and any
 * payload hidden in them are dropped). Throws UploadRefused (too large, not an image, or bytes that
 * look like an image but do not decode). Returns the new key.
 */
export async function storeQuestionImage(store: FileStore, file: File): Promise<string> {
  const original = await storeUpload(store, { kind: "cover", prefix: "quizzes/uploads", source: Readable.fromWeb(file.stream() as unknown as WebReadableStream), claimedType: file.type || undefined, declaredSize: file.size });
  try {
    const bytes = await readStoredFile(store, original.key);
    let webp: Buffer;
    try {
      webp = await sharp(bytes, { limitInputPixels: 40_000_000, failOn: "error" }).rotate().resize({ width: FIGURE_MAX_WIDTH, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    } catch {
      throw new UploadRefused("wrongType", "cover");
    }
    const key = `quizzes/figures/${randomUUID()}.webp`;
    await store.put(key, webp, { contentType: "image/webp" });
    return key;
  } finally {
    await store.delete(original.key).catch(() => undefined);
  }
}

/** Removes a figure no question uses any more (idempotent; only keys under quizzes/). */
export async function removeQuestionImage(store: FileStore, key: string | null | undefined): Promise<void> {
  if (!key || !key.startsWith("quizzes/")) return;
  await store.delete(key).catch(() => undefined);
}
