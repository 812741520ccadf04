// Writing quiz content: the demo seed, and the admin editor and CSV import built on it. Every text is
// rendered here, once, into the *_html columns (Markdown + KaTeX, quiz-render.server.ts), so pages and
// the API only ever read stored HTML. Input is the zod-checked `QuizContent` (quiz-schemas.ts).
//
// Attempts point at question ids, so content with attempts is never replaced wholesale:
// `replaceQuizContent` refuses (409) when a real attempt exists; single questions may still be edited
// (`saveQuestion`) — their text, options' texts and key — which is how a typo or a wrong key is fixed
// after students sat the test (scores already given stay as submitted).
import { and, asc, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { quizAttempts, quizOptions, quizQuestions, quizSections, quizzes } from "../../../db/schema";
import { db, type Executor } from "../../lib/db.server";
import { conflict, notFound } from "../../lib/errors/domain-error";
import { renderOptional, renderQuizText } from "./quiz-render.server";
import type { QuestionContent, QuizContent, QuizSettings } from "./quiz-schemas";
import type { Marking, QuizText } from "./quiz-types";
import { bumpArea } from "../../lib/cache/content-areas";

/** The cached public quiz pages (hub, pickers, home teasers: decision 040) are dropped after a
 * change. Called after the change; a caller that passes its own transaction executor bumps again
 * after its commit if it needs the exact order. */
const quizzesChanged = () => bumpArea("quizzes");

const settingsRow = (s: QuizSettings) => ({
  mode: s.mode,
  titleEn: s.title.en.trim(),
  titleHi: s.title.hi?.trim() || null,
  classLevel: s.class,
  subject: s.subject.trim(),
  exam: s.exam?.trim() || null,
  preset: s.preset,
  durationSeconds: s.durationSeconds,
  published: s.published,
});

function questionRow(q: QuestionContent, ids: { quizId: number; sectionId: number }, position: number) {
  const ctx = { quizId: ids.quizId, sectionId: ids.sectionId, position };
  return {
    quizId: ids.quizId,
    sectionId: ids.sectionId,
    position,
    type: q.type,
    textEn: q.text.en,
    textHi: q.text.hi,
    textHtmlEn: renderQuizText(q.text.en, ctx),
    textHtmlHi: renderOptional(q.text.hi, ctx),
    explanationEn: q.explanation.en,
    explanationHi: q.explanation.hi,
    explanationHtmlEn: renderQuizText(q.explanation.en, ctx),
    explanationHtmlHi: renderOptional(q.explanation.hi, ctx),
    topics: [...new Set(q.topics)],
    difficulty: q.difficulty,
    numericAnswer: q.type === "numeric" ? q.answer : null,
    tolerance: q.type === "numeric" ? q.tolerance : 0,
    imageKey: q.imageKey,
  };
}

function optionRows(q: QuestionContent, questionId: number) {
  if (q.type === "numeric") return [];
  return q.options.map((o, i) => ({
    questionId,
    position: i + 1,
    textEn: o.text.en,
    textHi: o.text.hi,
    textHtmlEn: renderQuizText(o.text.en, { questionId, option: i + 1 }),
    textHtmlHi: renderOptional(o.text.hi, { questionId, option: i + 1 }),
    isCorrect: o.correct,
  }));
}

/** Inserts sections, questions and options of `content` under `quizId` (which has none). */
async function insertSections(tx: Executor, quizId: number, sections: QuizContent["sections"]) {
  const sectionIds = await tx
    .insert(quizSections)
    .values(sections.map((s, i) => ({ quizId, position: i + 1, titleEn: s.title.en.trim(), titleHi: s.title.hi?.trim() || null, markCorrect: s.marking.correct, markIncorrect: s.marking.incorrect, markUnanswered: s.marking.unanswered })))
    .returning({ id: quizSections.id, position: quizSections.position });
  const sectionAt = new Map(sectionIds.map((s) => [s.position, s.id]));
  const rows = sections.flatMap((s, si) => s.questions.map((q, qi) => ({ q, row: questionRow(q, { quizId, sectionId: sectionAt.get(si + 1)! }, qi + 1) })));
  if (rows.length === 0) return;
  const inserted: { id: number; sectionId: number; position: number }[] = [];
  // A few hundred rows per statement keeps the parameter count far below PostgreSQL's 65,535.
  for (let i = 0; i < rows.length; i += 200) {
    inserted.push(...(await tx.insert(quizQuestions).values(rows.slice(i, i + 200).map((r) => r.row)).returning({ id: quizQuestions.id, sectionId: quizQuestions.sectionId, position: quizQuestions.position })));
  }
  const idOf = new Map(inserted.map((r) => [`${r.sectionId}:${r.position}`, r.id]));
  const options = rows.flatMap(({ q, row }) => optionRows(q, idOf.get(`${row.sectionId}:${row.position}`)!));
  for (let i = 0; i < options.length; i += 500) await tx.insert(quizOptions).values(options.slice(i, i + 500));
}

/** Creates a quiz with all its content; returns its id. `demo` marks a seeded demo quiz. */
export async function createQuiz(content: QuizContent, opts: { demo?: { key: string; hash: string }; executor?: Executor } = {}): Promise<number> {
  const run = async (tx: Executor) => {
    const [row] = await tx
      .insert(quizzes)
      .values({ ...settingsRow(content), demoKey: opts.demo?.key ?? null, demoHash: opts.demo?.hash ?? null })
      .returning({ id: quizzes.id });
    await insertSections(tx, row.id, content.sections);
    return row.id;
  };
  const id = await (opts.executor ? run(opts.executor) : db().transaction(run));
  quizzesChanged();
  return id;
}

/** Attempts of a quiz, optionally not counting some users' (the demo learners'). */
export async function quizAttemptCount(quizId: number, opts: { exceptUserIds?: readonly string[]; executor?: Executor } = {}): Promise<number> {
  const where = [eq(quizAttempts.quizId, quizId)];
  if (opts.exceptUserIds?.length) where.push(sql`${quizAttempts.userId} <> all(${sql.param([...opts.exceptUserIds])}::text[])`);
  const [row] = await (opts.executor ?? db()).select({ n: count() }).from(quizAttempts).where(and(...where));
  return row?.n ?? 0;
}

/** Changes a quiz's settings (title, class, subject, exam, preset, time, published) in place. */
export async function updateQuizSettings(quizId: number, settings: QuizSettings, executor: Executor = db()): Promise<void> {
  const updated = await executor
    .update(quizzes)
    .set({ ...settingsRow(settings), updatedAt: new Date() })
    .where(eq(quizzes.id, quizId))
    .returning({ id: quizzes.id });
  if (updated.length === 0) throw notFound("quizzes.error.quizNotFound");
  quizzesChanged();
}

/** Changes a section's title and marking (affects attempts submitted from now on). */
export async function updateSection(quizId: number, sectionId: number, change: { title: QuizText; marking: Marking }, executor: Executor = db()): Promise<void> {
  const updated = await executor
    .update(quizSections)
    .set({ titleEn: change.title.en.trim(), titleHi: change.title.hi?.trim() || null, markCorrect: change.marking.correct, markIncorrect: change.marking.incorrect, markUnanswered: change.marking.unanswered })
    .where(and(eq(quizSections.id, sectionId), eq(quizSections.quizId, quizId)))
    .returning({ id: quizSections.id });
  if (updated.length === 0) throw notFound("quizzes.error.quizNotFound");
}

/**
 * Replaces a quiz's settings and all its sections and questions. Refused with 409 when attempts
 * exist (other than by `exceptUserIds`, whose attempts are deleted first — the demo learners'), since
 * attempts point at the question ids this would delete.
 */
export async function replaceQuizContent(quizId: number, content: QuizContent, opts: { exceptUserIds?: readonly string[]; demoHash?: string; executor?: Executor } = {}): Promise<void> {
  const run = async (tx: Executor) => {
    const [quiz] = await tx.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.id, quizId)).for("update");
    if (!quiz) throw notFound("quizzes.error.quizNotFound");
    if ((await quizAttemptCount(quizId, { exceptUserIds: opts.exceptUserIds, executor: tx })) > 0) throw conflict("error.conflict");
    if (opts.exceptUserIds?.length) await tx.delete(quizAttempts).where(and(eq(quizAttempts.quizId, quizId), inArray(quizAttempts.userId, [...opts.exceptUserIds])));
    await tx.delete(quizSections).where(eq(quizSections.quizId, quizId)); // questions, options cascade
    await tx
      .update(quizzes)
      .set({ ...settingsRow(content), ...(opts.demoHash ? { demoHash: opts.demoHash } : {}), updatedAt: new Date() })
      .where(eq(quizzes.id, quizId));
    await insertSections(tx, quizId, content.sections);
  };
  await (opts.executor ? run(opts.executor) : db().transaction(run));
  quizzesChanged();
}

/**
 * Adds a question at the end of a section (no `questionId`) or changes one in place: its texts, key,
 * explanation, topics and difficulty. A changed question keeps its id (attempts keep pointing at it);
 * its options are updated by position, and options added or removed only while it has no answers.
 */
export async function saveQuestion(quizId: number, sectionId: number, question: QuestionContent, questionId?: number, executor?: Executor): Promise<number> {
  const run = async (tx: Executor): Promise<number> => {
    const [section] = await tx.select({ id: quizSections.id }).from(quizSections).where(and(eq(quizSections.id, sectionId), eq(quizSections.quizId, quizId)));
    if (!section) throw notFound("quizzes.error.quizNotFound");
    if (questionId === undefined) {
      const [{ last }] = await tx.select({ last: sql<number>`coalesce(max(${quizQuestions.position}), 0)::int` }).from(quizQuestions).where(eq(quizQuestions.sectionId, sectionId));
      const [row] = await tx.insert(quizQuestions).values(questionRow(question, { quizId, sectionId }, last + 1)).returning({ id: quizQuestions.id });
      const options = optionRows(question, row.id);
      if (options.length) await tx.insert(quizOptions).values(options);
      return row.id;
    }
    const [existing] = await tx
      .select({ id: quizQuestions.id, position: quizQuestions.position, type: quizQuestions.type })
      .from(quizQuestions)
      .where(and(eq(quizQuestions.id, questionId), eq(quizQuestions.quizId, quizId)))
      .for("update");
    if (!existing) throw notFound("quizzes.error.questionNotFound");
    const { quizId: _q, position: _p, ...changes } = questionRow(question, { quizId, sectionId }, existing.position);
    const current = await tx.select({ id: quizOptions.id }).from(quizOptions).where(eq(quizOptions.questionId, questionId)).orderBy(asc(quizOptions.position));
    const wanted = optionRows(question, questionId);
    if (current.length !== wanted.length || existing.type !== question.type) {
      const answered = await tx.execute(sql`select 1 from quiz_attempt_answers where question_id = ${questionId} limit 1`);
      if (answered.rows.length > 0) throw conflict("error.conflict");
      await tx.delete(quizOptions).where(eq(quizOptions.questionId, questionId));
      if (wanted.length) await tx.insert(quizOptions).values(wanted);
    } else {
      for (const [i, option] of wanted.entries()) await tx.update(quizOptions).set(option).where(eq(quizOptions.id, current[i].id));
    }
    await tx.update(quizQuestions).set({ ...changes, updatedAt: new Date() }).where(eq(quizQuestions.id, questionId));
    await tx.update(quizzes).set({ updatedAt: new Date() }).where(eq(quizzes.id, quizId));
    return questionId;
  };
  const saved = await (executor ? run(executor) : db().transaction(run));
  quizzesChanged();
  return saved;
}

/** Appends questions at the end of a section, in order (the admin's CSV import, in its transaction). */
export async function appendQuestions(tx: Executor, quizId: number, sectionId: number, questions: QuestionContent[]): Promise<number[]> {
  const [{ last }] = await tx.select({ last: sql<number>`coalesce(max(${quizQuestions.position}), 0)::int` }).from(quizQuestions).where(eq(quizQuestions.sectionId, sectionId));
  const ids: number[] = [];
  for (let i = 0; i < questions.length; i += 200) {
    const chunk = questions.slice(i, i + 200);
    const inserted = await tx
      .insert(quizQuestions)
      .values(chunk.map((q, j) => questionRow(q, { quizId, sectionId }, last + i + j + 1)))
      .returning({ id: quizQuestions.id });
    ids.push(...inserted.map((r) => r.id));
  }
  const options = questions.flatMap((q, i) => optionRows(q, ids[i]));
  for (let i = 0; i < options.length; i += 500) await tx.insert(quizOptions).values(options.slice(i, i + 500));
  if (questions.length) await tx.update(quizzes).set({ updatedAt: new Date() }).where(eq(quizzes.id, quizId));
  return ids;
}

/** Deletes a question that no attempt has answered (409 otherwise). */
export async function deleteQuestion(quizId: number, questionId: number, executor?: Executor): Promise<void> {
  const run = async (tx: Executor) => {
    const answered = await tx.execute(sql`select 1 from quiz_attempt_answers where question_id = ${questionId} limit 1`);
    if (answered.rows.length > 0) throw conflict("error.conflict");
    const deleted = await tx
      .delete(quizQuestions)
      .where(and(eq(quizQuestions.id, questionId), eq(quizQuestions.quizId, quizId)))
      .returning({ id: quizQuestions.id });
    if (deleted.length === 0) throw notFound("quizzes.error.questionNotFound");
  };
  await (executor ? run(executor) : db().transaction(run));
  quizzesChanged();
}

export async function setQuizPublished(quizId: number, published: boolean, executor: Executor = db()): Promise<void> {
  const updated = await executor.update(quizzes).set({ published, updatedAt: new Date() }).where(eq(quizzes.id, quizId)).returning({ id: quizzes.id });
  if (updated.length === 0) throw notFound("quizzes.error.quizNotFound");
  quizzesChanged();
}

/** Deletes a quiz with its attempts (the admin's confirmation step says so). */
export async function deleteQuiz(quizId: number, executor: Executor = db()): Promise<void> {
  const deleted = await executor.delete(quizzes).where(eq(quizzes.id, quizId)).returning({ id: quizzes.id });
  if (deleted.length === 0) throw notFound("quizzes.error.quizNotFound");
  quizzesChanged();
}

/** Demo quizzes by key: id and the hash of the content they were seeded from. */
export async function demoQuizzes(): Promise<Map<string, { id: number; hash: string | null }>> {
  const rows = await db().select({ id: quizzes.id, key: quizzes.demoKey, hash: quizzes.demoHash }).from(quizzes).where(isNotNull(quizzes.demoKey));
  return new Map(rows.map((r) => [r.key!, { id: r.id, hash: r.hash }]));
}

/** Marks a demo quiz as seeded from `hash` (settings may have been updated in place). */
export async function setDemoHash(quizId: number, hash: string, settings?: QuizSettings): Promise<void> {
  await db()
    .update(quizzes)
    .set({ demoHash: hash, ...(settings ? { ...settingsRow(settings), updatedAt: new Date() } : {}) })
    .where(and(eq(quizzes.id, quizId), sql`${quizzes.demoHash} is distinct from ${hash}`));
  quizzesChanged();
}

// ——— Reading for the editor (admin only: this includes the keys) ———

export type EditableQuestion = {
  id: number;
  position: number;
  type: QuestionContent["type"];
  text: QuizText;
  html: QuizText;
  explanation: QuizText;
  explanationHtml: QuizText;
  topics: string[];
  difficulty: QuestionContent["difficulty"];
  answer: number | null;
  tolerance: number;
  imageKey: string | null;
  options: { id: number; text: QuizText; html: QuizText; correct: boolean }[];
};
export type EditableQuiz = QuizSettings & { id: number; demoKey: string | null; attempts: number; sections: { id: number; position: number; title: QuizText; marking: Marking; questions: EditableQuestion[] }[] };

/** A quiz with everything, keys included, for the admin editor and its preview. Admins only. */
export async function getQuizForEdit(quizId: number): Promise<EditableQuiz | null> {
  const [quiz] = await db().select().from(quizzes).where(eq(quizzes.id, quizId));
  if (!quiz) return null;
  const sections = await db().select().from(quizSections).where(eq(quizSections.quizId, quizId)).orderBy(asc(quizSections.position), asc(quizSections.id));
  const questions = await db().select().from(quizQuestions).where(eq(quizQuestions.quizId, quizId)).orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
  const options = questions.length ? await db().select().from(quizOptions).where(inArray(quizOptions.questionId, questions.map((q) => q.id))).orderBy(asc(quizOptions.position), asc(quizOptions.id)) : [];
  return {
    id: quiz.id,
    demoKey: quiz.demoKey,
    mode: quiz.mode,
    title: { en: quiz.titleEn, hi: quiz.titleHi },
    class: quiz.classLevel,
    subject: quiz.subject,
    exam: quiz.exam,
    preset: quiz.preset,
    durationSeconds: quiz.durationSeconds,
    published: quiz.published,
    attempts: await quizAttemptCount(quizId),
    sections: sections.map((s) => ({
      id: s.id,
      position: s.position,
      title: { en: s.titleEn, hi: s.titleHi },
      marking: { correct: s.markCorrect, incorrect: s.markIncorrect, unanswered: s.markUnanswered },
      questions: questions
        .filter((q) => q.sectionId === s.id)
        .map((q) => ({
          id: q.id,
          position: q.position,
          type: q.type,
          text: { en: q.textEn, hi: q.textHi },
          html: { en: q.textHtmlEn, hi: q.textHtmlHi },
          explanation: { en: q.explanationEn, hi: q.explanationHi },
          explanationHtml: { en: q.explanationHtmlEn, hi: q.explanationHtmlHi },
          topics: q.topics,
          difficulty: q.difficulty,
          answer: q.numericAnswer,
          tolerance: q.tolerance,
          imageKey: q.imageKey,
          options: options.filter((o) => o.questionId === q.id).map((o) => ({ id: o.id, text: { en: o.textEn, hi: o.textHi }, html: { en: o.textHtmlEn, hi: o.textHtmlHi }, correct: o.isCorrect })),
        })),
    })),
  };
}
