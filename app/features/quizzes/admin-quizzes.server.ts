// Admin use cases of quizzes and mock tests (decision 041), on the engine's content writers
// (quiz-content.server.ts): the list (every quiz, published or not), a new quiz from a preset,
// settings, sections, questions, CSV import, publish/unpublish, delete, preview as a student.
// Rules:
// - every change writes its audit entry in its transaction and, after the commit, bumps the
//   "quizzes" content area (page cache, decision 028);
// - a quiz with no questions cannot be published; a preset test whose pattern differs from the
//   preset CAN be (a sectional test is a real use), the editor warns before and the audit records it;
// - a quiz with real attempts (not an admin's preview) is unpublished instead of deleted: students'
//   results and ranks point at it;
// - preview attempts are the engine's `startAttempt(..., { preview: true })`: never ranked, never
//   counted in quizzesTaken.
import {
  and,
  type AnyColumn,
  asc,
  count,
  desc,
  eq,
  gt,
  lt,
  type SQL,
  sql,
} from "drizzle-orm";
import {
  quizAttempts,
  quizQuestions,
  quizSections,
  quizzes,
} from "../../../db/schema";
import { bumpArea } from "../../lib/cache/content-areas";
import { db, type Executor } from "../../lib/db.server";
import { conflict, invalid, notFound } from "../../lib/errors/domain-error";
import {
  defineList,
  type ListQuery,
  pageWindow,
  type Paged,
} from "../../lib/lists/list-query";
import { escapeLike } from "../../lib/sql-like.server";
import { recordAudit } from "../admin/record-audit.server";
import type { NewQuizForm } from "./admin-quiz-schemas";
import { startAttempt } from "./attempts.server";
import { applyPreset, presetDifferences } from "./presets";
import { type CsvCheck, checkQuestionCsv } from "./question-csv.server";
import {
  appendQuestions,
  createQuiz,
  deleteQuestion,
  deleteQuiz,
  type EditableQuiz,
  getQuizForEdit,
  saveQuestion,
  setQuizPublished,
  updateQuizSettings,
  updateSection,
} from "./quiz-content.server";
import type { QuestionContent, QuizSettings } from "./quiz-schemas";
import type {
  Marking,
  QuizClass,
  QuizMode,
  QuizPreset,
  QuizText,
} from "./quiz-types";

export const ADMIN_QUIZ_LIST = defineList({
  sorts: [
    "updated",
    "title",
    "mode",
    "class",
    "subject",
    "questions",
    "status",
  ] as const,
  defaultSort: "updated",
  defaultDir: "desc",
  pageSize: 25,
});
export type AdminQuizSort = (typeof ADMIN_QUIZ_LIST.sorts)[number];
export type AdminQuizFilters = {
  mode?: QuizMode;
  class?: QuizClass;
  published?: boolean;
};

export type AdminQuizRow = {
  id: number;
  title: string;
  mode: QuizMode;
  class: QuizClass;
  subject: string;
  exam: string | null;
  preset: QuizPreset | null;
  questions: number;
  published: boolean;
  attempts: number;
};

const questionCount = sql<number>`(select count(*)::int from quiz_questions qq where qq.quiz_id = "quizzes"."id")`;
const realAttempts = sql<number>`(select count(*)::int from quiz_attempts qa where qa.quiz_id = "quizzes"."id" and not qa.preview)`;
const SORT_COLUMNS: Record<AdminQuizSort, SQL | AnyColumn> = {
  updated: quizzes.updatedAt,
  title: sql`lower(${quizzes.titleEn})`,
  mode: quizzes.mode,
  class: quizzes.classLevel,
  subject: sql`lower(${quizzes.subject})`,
  questions: questionCount,
  status: quizzes.published,
};

export async function listAdminQuizzes(
  query: ListQuery<AdminQuizSort>,
  filters: AdminQuizFilters = {},
): Promise<Paged<AdminQuizRow>> {
  const where: SQL[] = [];
  if (query.q)
    where.push(
      sql`(${quizzes.titleEn} ilike ${`%${escapeLike(query.q)}%`} or coalesce(${quizzes.titleHi}, '') ilike ${`%${escapeLike(query.q)}%`} or ${quizzes.subject} ilike ${`%${escapeLike(query.q)}%`})`,
    );
  if (filters.mode) where.push(eq(quizzes.mode, filters.mode));
  if (filters.class) where.push(eq(quizzes.classLevel, filters.class));
  if (filters.published !== undefined)
    where.push(eq(quizzes.published, filters.published));
  const condition = where.length ? and(...where) : undefined;
  const [{ total }] = await db()
    .select({ total: count() })
    .from(quizzes)
    .where(condition);
  const window = pageWindow(query.page, total, ADMIN_QUIZ_LIST.pageSize);
  const column = SORT_COLUMNS[query.sort];
  const rows = await db()
    .select({
      id: quizzes.id,
      title: quizzes.titleEn,
      mode: quizzes.mode,
      class: quizzes.classLevel,
      subject: quizzes.subject,
      exam: quizzes.exam,
      preset: quizzes.preset,
      questions: questionCount,
      published: quizzes.published,
      attempts: realAttempts,
    })
    .from(quizzes)
    .where(condition)
    .orderBy(
      query.dir === "asc"
        ? sql`${column} asc nulls last`
        : sql`${column} desc nulls last`,
      desc(quizzes.updatedAt),
      desc(quizzes.id),
    )
    .limit(window.limit)
    .offset(window.offset);
  return { rows, total, page: window.page, pages: window.pages };
}

/** Attempts that count: students' (and the demo learners'), not admins' previews. */
export async function realAttemptCount(
  quizId: number,
  executor: Executor = db(),
): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(quizAttempts)
    .where(
      and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.preview, false)),
    );
  return row?.n ?? 0;
}

const done = <T>(value: T): T => {
  bumpArea("quizzes");
  return value;
};

const DEFAULT_MARKING: Marking = { correct: 1, incorrect: 0, unanswered: 0 };

/** Creates an empty quiz; a preset fills its sections, time, marking and exam. Returns its id. */
export async function createQuizFromForm(
  input: NewQuizForm,
  adminId: string,
): Promise<number> {
  const layout = input.preset === "none" ? null : applyPreset(input.preset);
  const id = await db().transaction(async (tx) => {
    const quizId = await createQuiz(
      {
        mode: input.mode,
        title: { en: input.titleEn, hi: input.titleHi },
        class: input.class,
        subject: input.subject,
        exam: input.exam ?? layout?.exam ?? null,
        preset: layout?.preset ?? null,
        durationSeconds:
          layout?.durationSeconds ??
          (input.mode === "practice" ? null : 30 * 60),
        published: false,
        sections: layout
          ? layout.sections.map((s) => ({
              title: s.title,
              marking: s.marking,
              questions: [],
            }))
          : [
              {
                title: { en: "Questions", hi: "प्रश्न" },
                marking: DEFAULT_MARKING,
                questions: [],
              },
            ],
      },
      { executor: tx },
    );
    await recordAudit(tx, {
      actorId: adminId,
      action: "quiz.create",
      targetType: "quiz",
      targetId: String(quizId),
      targetLabel: input.titleEn,
      details: { preset: layout?.preset ?? null },
    });
    return quizId;
  });
  return done(id);
}

export type QuizEditor = EditableQuiz & {
  realAttempts: number;
  differences: string[];
  targets: { single: number; multiple: number; numeric: number }[] | null;
};

/** The editor's view: the quiz with keys, its real attempts and where it differs from its preset. */
export async function getQuizEditor(
  quizId: number,
): Promise<QuizEditor | null> {
  const quiz = await getQuizForEdit(quizId);
  if (!quiz) return null;
  const layout = quiz.preset ? applyPreset(quiz.preset) : null;
  return {
    ...quiz,
    realAttempts: await realAttemptCount(quizId),
    differences: quiz.preset
      ? presetDifferences(quiz.preset, {
          durationSeconds: quiz.durationSeconds,
          sections: quiz.sections.map((s) => ({
            marking: s.marking,
            types: s.questions.map((q) => q.type),
          })),
        })
      : [],
    targets: layout
      ? layout.sections.map((s) => ({
          single: s.slots.filter((t) => t === "single").length,
          multiple: s.slots.filter((t) => t === "multiple").length,
          numeric: s.slots.filter((t) => t === "numeric").length,
        }))
      : null,
  };
}

async function lockedQuiz(tx: Executor, quizId: number) {
  const [quiz] = await tx
    .select({
      id: quizzes.id,
      title: quizzes.titleEn,
      published: quizzes.published,
      mode: quizzes.mode,
    })
    .from(quizzes)
    .where(eq(quizzes.id, quizId))
    .for("update");
  if (!quiz) throw notFound("quizzes.error.quizNotFound");
  return quiz;
}

const touch = (tx: Executor, quizId: number) =>
  tx
    .update(quizzes)
    .set({ updatedAt: new Date() })
    .where(eq(quizzes.id, quizId));

/** Saves the settings form; `published` is left as it is (its own buttons change it). */
export async function saveQuizSettings(
  quizId: number,
  input: Omit<QuizSettings, "published">,
  adminId: string,
): Promise<void> {
  await db().transaction(async (tx) => {
    const quiz = await lockedQuiz(tx, quizId);
    await updateQuizSettings(
      quizId,
      { ...input, published: quiz.published },
      tx,
    );
    await recordAudit(tx, {
      actorId: adminId,
      action: "quiz.update",
      targetType: "quiz",
      targetId: String(quizId),
      targetLabel: input.title.en,
      details: { part: "settings" },
    });
  });
  done(undefined);
}

export async function saveSection(
  quizId: number,
  sectionId: number,
  change: { title: QuizText; marking: Marking },
  adminId: string,
): Promise<void> {
  await db().transaction(async (tx) => {
    const quiz = await lockedQuiz(tx, quizId);
    await updateSection(quizId, sectionId, change, tx);
    await touch(tx, quizId);
    await recordAudit(tx, {
      actorId: adminId,
      action: "quiz.update",
      targetType: "quiz",
      targetId: String(quizId),
      targetLabel: quiz.title,
      details: { part: "section", sectionId },
    });
  });
  done(undefined);
}

export async function addSection(
  quizId: number,
  adminId: string,
): Promise<void> {
  await db().transaction(async (tx) => {
    const quiz = await lockedQuiz(tx, quizId);
    const [{ n, last }] = await tx
      .select({
        n: count(),
        last: sql<number>`coalesce(max(${quizSections.position}), 0)::int`,
      })
      .from(quizSections)
      .where(eq(quizSections.quizId, quizId));
    if (n >= 10) throw conflict("adminQuizzes.error.tooManySections");
    const prev = await tx
      .select({
        correct: quizSections.markCorrect,
        incorrect: quizSections.markIncorrect,
        unanswered: quizSections.markUnanswered,
      })
      .from(quizSections)
      .where(eq(quizSections.quizId, quizId))
      .orderBy(desc(quizSections.position))
      .limit(1);
    const marking = prev[0] ?? DEFAULT_MARKING;
    await tx
      .insert(quizSections)
      .values({
        quizId,
        position: last + 1,
        titleEn: `Section ${n + 1}`,
        titleHi: `खंड ${n + 1}`,
        markCorrect: marking.correct,
        markIncorrect: marking.incorrect,
        markUnanswered: marking.unanswered,
      });
    await touch(tx, quizId);
    await recordAudit(tx, {
      actorId: adminId,
      action: "quiz.update",
      targetType: "quiz",
      targetId: String(quizId),
      targetLabel: quiz.title,
      details: { part: "addSection" },
    });
  });
  done(undefined);
}

/** Removes an empty section (a section with questions: delete or move them first). */
export async function removeSection(
  quizId: number,
  sectionId: number,
  adminId: string,
): Promise<void> {
  await db().transaction(async (tx) => {
    const quiz = await lockedQuiz(tx, quizId);
    const sections = await tx
      .select({ id: quizSections.id })
      .from(quizSections)
      .where(eq(quizSections.quizId, quizId));
    if (!sections.some((s) => s.id === sectionId))
      throw notFound("quizzes.error.quizNotFound");
    if (sections.length === 1) throw conflict("adminQuizzes.error.lastSection");
    const [{ n }] = await tx
      .select({ n: count() })
      .from(quizQuestions)
      .where(eq(quizQuestions.sectionId, sectionId));
    if (n > 0) throw conflict("adminQuizzes.error.sectionNotEmpty");
    await tx.delete(quizSections).where(eq(quizSections.id, sectionId));
    await touch(tx, quizId);
    await recordAudit(tx, {
      actorId: adminId,
      action: "quiz.update",
      targetType: "quiz",
      targetId: String(quizId),
      targetLabel: quiz.title,
      details: { part: "removeSection", sectionId },
    });
  });
  done(undefined);
}

/** Swaps a section (or a question within its section) with its neighbour. At an end: nothing. */
export async function moveSection(
  quizId: number,
  sectionId: number,
  dir: "up" | "down",
  adminId: string,
): Promise<void> {
  await db().transaction(async (tx) => {
    const quiz = await lockedQuiz(tx, quizId);
    const [me] = await tx
      .select({ id: quizSections.id, position: quizSections.position })
      .from(quizSections)
      .where(
        and(eq(quizSections.id, sectionId), eq(quizSections.quizId, quizId)),
      );
    if (!me) throw notFound("quizzes.error.quizNotFound");
    const [other] = await tx
      .select({ id: quizSections.id, position: quizSections.position })
      .from(quizSections)
      .where(
        and(
          eq(quizSections.quizId, quizId),
          dir === "up"
            ? lt(quizSections.position, me.position)
            : gt(quizSections.position, me.position),
        ),
      )
      .orderBy(
        dir === "up" ? desc(quizSections.position) : asc(quizSections.position),
      )
      .limit(1);
    if (!other) return;
    await tx
      .update(quizSections)
      .set({ position: other.position })
      .where(eq(quizSections.id, me.id));
    await tx
      .update(quizSections)
      .set({ position: me.position })
      .where(eq(quizSections.id, other.id));
    await touch(tx, quizId);
    await recordAudit(tx, {
      actorId: adminId,
      action: "quiz.update",
      targetType: "quiz",
      targetId: String(quizId),
      targetLabel: quiz.title,
      details: { part: "moveSection", sectionId, dir },
    });
  });
  done(undefined);
}

export async function moveQuestion(
  quizId: number,
  questionId: number,
  dir: "up" | "down",
  adminId: string,
): Promise<void> {
  await db().transaction(async (tx) => {
    const quiz = await lockedQuiz(tx, quizId);
    const [me] = await tx
      .select({
        id: quizQuestions.id,
        position: quizQuestions.position,
        sectionId: quizQuestions.sectionId,
      })
      .from(quizQuestions)
      .where(
        and(eq(quizQuestions.id, questionId), eq(quizQuestions.quizId, quizId)),
      );
    if (!me) throw notFound("quizzes.error.questionNotFound");
    const [other] = await tx
      .select({ id: quizQuestions.id, position: quizQuestions.position })
      .from(quizQuestions)
      .where(
        and(
          eq(quizQuestions.sectionId, me.sectionId),
          dir === "up"
            ? lt(quizQuestions.position, me.position)
            : gt(quizQuestions.position, me.position),
        ),
      )
      .orderBy(
        dir === "up"
          ? desc(quizQuestions.position)
          : asc(quizQuestions.position),
      )
      .limit(1);
    if (!other) return;
    await tx
      .update(quizQuestions)
      .set({ position: other.position })
      .where(eq(quizQuestions.id, me.id));
    await tx
      .update(quizQuestions)
      .set({ position: me.position })
      .where(eq(quizQuestions.id, other.id));
    await touch(tx, quizId);
    await recordAudit(tx, {
      actorId: adminId,
      action: "quiz.update",
      targetType: "quiz",
      targetId: String(quizId),
      targetLabel: quiz.title,
      details: { part: "moveQuestion", questionId, dir },
    });
  });
  done(undefined);
}

/** Adds (no `questionId`) or changes a question. Returns its id. */
export async function saveQuizQuestion(
  quizId: number,
  sectionId: number,
  question: QuestionContent,
  adminId: string,
  questionId?: number,
): Promise<number> {
  const id = await db().transaction(async (tx) => {
    const quiz = await lockedQuiz(tx, quizId);
    const saved = await saveQuestion(
      quizId,
      sectionId,
      question,
      questionId,
      tx,
    );
    await recordAudit(tx, {
      actorId: adminId,
      action: "quiz.update",
      targetType: "quiz",
      targetId: String(quizId),
      targetLabel: quiz.title,
      details: {
        part: questionId ? "editQuestion" : "addQuestion",
        questionId: saved,
      },
    });
    return saved;
  });
  return done(id);
}

export async function deleteQuizQuestion(
  quizId: number,
  questionId: number,
  adminId: string,
): Promise<void> {
  await db().transaction(async (tx) => {
    const quiz = await lockedQuiz(tx, quizId);
    await deleteQuestion(quizId, questionId, tx);
    await touch(tx, quizId);
    await recordAudit(tx, {
      actorId: adminId,
      action: "quiz.update",
      targetType: "quiz",
      targetId: String(quizId),
      targetLabel: quiz.title,
      details: { part: "deleteQuestion", questionId },
    });
  });
  done(undefined);
}

/** Publish or unpublish. Publishing needs at least one question; a preset mismatch is allowed and recorded. */
export async function setPublished(
  quizId: number,
  published: boolean,
  adminId: string,
): Promise<{ differences: string[] }> {
  const out = await db().transaction(async (tx) => {
    const quiz = await lockedQuiz(tx, quizId);
    let differences: string[] = [];
    if (published) {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(quizQuestions)
        .where(eq(quizQuestions.quizId, quizId));
      if (n === 0) throw invalid("adminQuizzes.error.noQuestions");
      const editor = await getQuizForEdit(quizId);
      if (editor?.preset)
        differences = presetDifferences(editor.preset, {
          durationSeconds: editor.durationSeconds,
          sections: editor.sections.map((s) => ({
            marking: s.marking,
            types: s.questions.map((q) => q.type),
          })),
        });
    }
    await setQuizPublished(quizId, published, tx);
    await recordAudit(tx, {
      actorId: adminId,
      action: published ? "quiz.publish" : "quiz.unpublish",
      targetType: "quiz",
      targetId: String(quizId),
      targetLabel: quiz.title,
      details: published ? { presetDifferences: differences.length } : {},
    });
    return { differences };
  });
  return done(out);
}

/** Deletes a quiz nobody (but admins previewing) has attempted; otherwise unpublishes it. */
export async function deleteOrUnpublishQuiz(
  quizId: number,
  adminId: string,
): Promise<{ status: "deleted" | "unpublished"; attempts: number }> {
  const out = await db().transaction(async (tx) => {
    const quiz = await lockedQuiz(tx, quizId);
    const attempts = await realAttemptCount(quizId, tx);
    if (attempts > 0) {
      await setQuizPublished(quizId, false, tx);
      await recordAudit(tx, {
        actorId: adminId,
        action: "quiz.unpublish",
        targetType: "quiz",
        targetId: String(quizId),
        targetLabel: quiz.title,
        details: { deleteRefused: true, attempts },
      });
      return { status: "unpublished" as const, attempts };
    }
    await deleteQuiz(quizId, tx);
    await recordAudit(tx, {
      actorId: adminId,
      action: "quiz.delete",
      targetType: "quiz",
      targetId: String(quizId),
      targetLabel: quiz.title,
    });
    return { status: "deleted" as const, attempts: 0 };
  });
  return done(out);
}

export type ImportOutcome =
  { imported: number } | Extract<CsvCheck, { ok: false }>;

/** Checks a CSV file (dry run) or imports it: all rows in one transaction, or none when any is wrong. */
export async function importQuestionsCsv(
  quizId: number,
  sectionId: number,
  bytes: Uint8Array,
  opts: { dryRun: boolean; adminId: string },
): Promise<ImportOutcome & { ready?: number }> {
  const sections = await db()
    .select({ id: quizSections.id, titleEn: quizSections.titleEn })
    .from(quizSections)
    .where(eq(quizSections.quizId, quizId))
    .orderBy(asc(quizSections.position), asc(quizSections.id));
  if (!sections.some((s) => s.id === sectionId))
    throw notFound("quizzes.error.quizNotFound");
  const checked = checkQuestionCsv(bytes, sections);
  if (!checked.ok) return checked;
  if (opts.dryRun) return { imported: 0, ready: checked.rows.length };
  const imported = await db().transaction(async (tx) => {
    const quiz = await lockedQuiz(tx, quizId);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, quizId));
    if (n + checked.rows.length > 300)
      throw conflict("adminQuizzes.csv.quizFull", { max: 300 });
    const bySection = new Map<number, QuestionContent[]>();
    for (const r of checked.rows) {
      const target =
        r.sectionIndex === null ? sectionId : sections[r.sectionIndex].id;
      bySection.set(target, [...(bySection.get(target) ?? []), r.question]);
    }
    for (const [target, questions] of bySection)
      await appendQuestions(tx, quizId, target, questions);
    await recordAudit(tx, {
      actorId: opts.adminId,
      action: "quiz.import",
      targetType: "quiz",
      targetId: String(quizId),
      targetLabel: quiz.title,
      details: { questions: checked.rows.length, bytes: bytes.byteLength },
    });
    return checked.rows.length;
  });
  return done({ imported });
}

/** Starts (or resumes) the admin's preview attempt; the runner at /quiz/{id} shows it. */
export async function startPreviewAttempt(
  adminId: string,
  quizId: number,
): Promise<string> {
  const started = await startAttempt(adminId, quizId, { preview: true });
  return started.runner.attemptId;
}

export async function quizTitle(quizId: number): Promise<string | null> {
  const [row] = await db()
    .select({ title: quizzes.titleEn })
    .from(quizzes)
    .where(eq(quizzes.id, quizId));
  return row?.title ?? null;
}
