// A question's figure (issue 11: images are allowed), stored through the storage module under
// `quizzes/…` and served by GET /api/quizzes/{id}/questions/{questionId}/image: a published quiz's
// figures to anyone (they are part of the question, which anyone may start), an unpublished quiz's
// to admins only (the editor's preview). Never a storage URL.
import { and, eq } from "drizzle-orm";
import { quizQuestions, quizzes } from "../../../db/schema";
import { db } from "../../lib/db.server";
import { fileStore } from "../../lib/storage/storage.server";
import type { FileInfo, FileStore } from "../../lib/storage/file-store";

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
