// The quiz engine's query module: attempts (always by owner: the user id is in every WHERE, so a
// guessed attempt id reads as "not found"), a quiz's content WITHOUT its keys (what students see
// before submitting), the keys and explanations (only for scoring and for what may be revealed), the
// saved answers, and rank and percentile from the per-quiz score histogram.
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { type StoredAttemptResult, quizAttemptAnswers, quizAttempts, quizOptions, quizQuestions, quizScoreCounts, quizSections, quizzes } from "../../../db/schema";
import { db, type Executor } from "../../lib/db.server";
import { percentileFrom, rankFrom, type ScoringQuestion, type ScoringSection } from "./scoring";
import type { Marking, QuestionType, QuizMode } from "./quiz-types";

export type AttemptRow = {
  id: string;
  quizId: number;
  userId: string;
  mode: QuizMode;
  startedAt: Date;
  deadline: Date | null;
  submittedAt: Date | null;
  autoSubmitted: boolean;
  isFirst: boolean;
  preview: boolean;
  retryOf: string | null;
  questionIds: number[] | null;
  score: number | null;
  maxScore: number | null;
  correctCount: number | null;
  incorrectCount: number | null;
  unansweredCount: number | null;
  result: StoredAttemptResult | null;
};

export const attemptColumns = {
  id: quizAttempts.id,
  quizId: quizAttempts.quizId,
  userId: quizAttempts.userId,
  mode: quizAttempts.mode,
  startedAt: quizAttempts.startedAt,
  deadline: quizAttempts.deadline,
  submittedAt: quizAttempts.submittedAt,
  autoSubmitted: quizAttempts.autoSubmitted,
  isFirst: quizAttempts.isFirst,
  preview: quizAttempts.preview,
  retryOf: quizAttempts.retryOf,
  questionIds: quizAttempts.questionIds,
  score: quizAttempts.score,
  maxScore: quizAttempts.maxScore,
  correctCount: quizAttempts.correctCount,
  incorrectCount: quizAttempts.incorrectCount,
  unansweredCount: quizAttempts.unansweredCount,
  result: quizAttempts.result,
};

/** The user's attempt, or null (another user's attempt is null too). `lock`: SELECT … FOR UPDATE. */
export async function ownedAttempt(userId: string, attemptId: string, executor: Executor = db(), lock = false): Promise<AttemptRow | null> {
  const query = executor
    .select(attemptColumns)
    .from(quizAttempts)
    .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.userId, userId)));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** The user's attempt in progress for a quiz (not a retry), if any. */
export async function openAttempt(userId: string, quizId: number, executor: Executor = db()): Promise<AttemptRow | null> {
  const [row] = await executor
    .select(attemptColumns)
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quizId), isNull(quizAttempts.submittedAt), isNull(quizAttempts.retryOf)));
  return row ?? null;
}

export type QuizHead = { id: number; title: string; titleHi: string | null; mode: QuizMode; durationSeconds: number | null; published: boolean };

export async function quizHead(quizId: number, executor: Executor = db()): Promise<QuizHead | null> {
  const [row] = await executor
    .select({ id: quizzes.id, title: quizzes.titleEn, titleHi: quizzes.titleHi, mode: quizzes.mode, durationSeconds: quizzes.durationSeconds, published: quizzes.published })
    .from(quizzes)
    .where(eq(quizzes.id, quizId));
  return row ?? null;
}

export type ContentSection = { id: number; title: string; titleHi: string | null; marking: Marking };
export type ContentOption = { id: number; questionId: number; text: string; textHi: string | null; html: string; htmlHi: string | null };
export type ContentQuestion = { id: number; sectionId: number; type: QuestionType; text: string; textHi: string | null; html: string; htmlHi: string | null; imageKey: string | null; options: ContentOption[] };
/** What a student sees of a quiz: no `is_correct`, no numeric answer, no explanation, no topics. */
export type PublicContent = { sections: ContentSection[]; questions: ContentQuestion[] };

/**
 * The sections and questions of a quiz (or of the subset `questionIds`, for a retry), in the order
 * the runner shows them, WITHOUT keys: the columns are listed one by one, so a key cannot slip in.
 */
export async function publicContent(quizId: number, questionIds: readonly number[] | null, executor: Executor = db()): Promise<PublicContent> {
  const sectionRows = await executor
    .select({ id: quizSections.id, title: quizSections.titleEn, titleHi: quizSections.titleHi, correct: quizSections.markCorrect, incorrect: quizSections.markIncorrect, unanswered: quizSections.markUnanswered })
    .from(quizSections)
    .where(eq(quizSections.quizId, quizId))
    .orderBy(asc(quizSections.position), asc(quizSections.id));
  const questionRows = await executor
    .select({ id: quizQuestions.id, sectionId: quizQuestions.sectionId, type: quizQuestions.type, text: quizQuestions.textEn, textHi: quizQuestions.textHi, html: quizQuestions.textHtmlEn, htmlHi: quizQuestions.textHtmlHi, imageKey: quizQuestions.imageKey })
    .from(quizQuestions)
    .where(and(eq(quizQuestions.quizId, quizId), questionIds ? inArray(quizQuestions.id, questionIds.length ? [...questionIds] : [-1]) : undefined))
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
  const optionRows = questionRows.length
    ? await executor
        .select({ id: quizOptions.id, questionId: quizOptions.questionId, text: quizOptions.textEn, textHi: quizOptions.textHi, html: quizOptions.textHtmlEn, htmlHi: quizOptions.textHtmlHi })
        .from(quizOptions)
        .innerJoin(quizQuestions, eq(quizQuestions.id, quizOptions.questionId))
        .where(and(eq(quizQuestions.quizId, quizId)))
        .orderBy(asc(quizOptions.position), asc(quizOptions.id))
    : [];
  const optionsOf = new Map<number, ContentOption[]>();
  for (const o of optionRows) optionsOf.set(o.questionId, [...(optionsOf.get(o.questionId) ?? []), o]);
  const sectionOrder = new Map(sectionRows.map((s, i) => [s.id, i]));
  const questions = questionRows
    .map((q) => ({ ...q, options: optionsOf.get(q.id) ?? [] }))
    .sort((a, b) => (sectionOrder.get(a.sectionId) ?? 0) - (sectionOrder.get(b.sectionId) ?? 0));
  return {
    sections: sectionRows.map((s) => ({ id: s.id, title: s.title, titleHi: s.titleHi, marking: { correct: s.correct, incorrect: s.incorrect, unanswered: s.unanswered } })),
    questions,
  };
}

export type QuestionKey = {
  id: number;
  sectionId: number;
  type: QuestionType;
  correctOptionIds: number[];
  numericAnswer: number | null;
  tolerance: number;
  topics: string[];
  explanation: string;
  explanationHi: string | null;
  explanationHtml: string;
  explanationHtmlHi: string | null;
};

/** A question's correct option ids, in option order. Qualified by hand: Drizzle writes a one-table
 * select's columns unqualified ("id" would be o.id). */
const correctOptionIds = () => sql<number[]>`coalesce((select array_agg(o.id order by o.position, o.id) from quiz_options o where o.question_id = "quiz_questions"."id" and o.is_correct), '{}'::int[])`;

/** Keys, topics and explanations of a quiz's questions (all, or `questionIds`). Server side only:
 * what reaches a client from here goes through the reveal rules (submitted, or checked in practice). */
export async function questionKeys(quizId: number, questionIds: readonly number[] | null, executor: Executor = db()): Promise<Map<number, QuestionKey>> {
  const rows = await executor
    .select({
      id: quizQuestions.id,
      sectionId: quizQuestions.sectionId,
      type: quizQuestions.type,
      numericAnswer: quizQuestions.numericAnswer,
      tolerance: quizQuestions.tolerance,
      topics: quizQuestions.topics,
      explanation: quizQuestions.explanationEn,
      explanationHi: quizQuestions.explanationHi,
      explanationHtml: quizQuestions.explanationHtmlEn,
      explanationHtmlHi: quizQuestions.explanationHtmlHi,
      correctOptionIds: correctOptionIds(),
    })
    .from(quizQuestions)
    .where(and(eq(quizQuestions.quizId, quizId), questionIds ? inArray(quizQuestions.id, questionIds.length ? [...questionIds] : [-1]) : undefined));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * What scoring a submit needs and nothing more: each section's marking, and each question's section,
 * type, key and topics, in the runner's order (sections by position, then questions by position —
 * as `publicContent`). No texts, HTML or explanations: the submit holds its attempt's row lock while
 * it reads this, and a mock's rendered KaTeX is most of its bytes.
 */
export async function scoringSheet(quizId: number, questionIds: readonly number[] | null, executor: Executor = db()): Promise<{ sections: ScoringSection[]; questions: ScoringQuestion[] }> {
  const sectionRows = await executor
    .select({ id: quizSections.id, correct: quizSections.markCorrect, incorrect: quizSections.markIncorrect, unanswered: quizSections.markUnanswered })
    .from(quizSections)
    .where(eq(quizSections.quizId, quizId))
    .orderBy(asc(quizSections.position), asc(quizSections.id));
  const questionRows = await executor
    .select({
      id: quizQuestions.id,
      sectionId: quizQuestions.sectionId,
      type: quizQuestions.type,
      numericAnswer: quizQuestions.numericAnswer,
      tolerance: quizQuestions.tolerance,
      topics: quizQuestions.topics,
      correctOptionIds: correctOptionIds(),
    })
    .from(quizQuestions)
    .where(and(eq(quizQuestions.quizId, quizId), questionIds ? inArray(quizQuestions.id, questionIds.length ? [...questionIds] : [-1]) : undefined))
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
  const sectionOrder = new Map(sectionRows.map((s, i) => [s.id, i]));
  return {
    sections: sectionRows.map((s) => ({ id: s.id, marking: { correct: s.correct, incorrect: s.incorrect, unanswered: s.unanswered } })),
    questions: questionRows.sort((a, b) => (sectionOrder.get(a.sectionId) ?? 0) - (sectionOrder.get(b.sectionId) ?? 0)),
  };
}

export type AnswerRow = { questionId: number; optionIds: number[]; value: number | null; markedForReview: boolean; visited: boolean; timeSpentMs: number; checkedAt: Date | null; savedAt: Date };

export async function savedAnswers(attemptId: string, executor: Executor = db()): Promise<AnswerRow[]> {
  return executor
    .select({ questionId: quizAttemptAnswers.questionId, optionIds: quizAttemptAnswers.optionIds, value: quizAttemptAnswers.numericValue, markedForReview: quizAttemptAnswers.markedForReview, visited: quizAttemptAnswers.visited, timeSpentMs: quizAttemptAnswers.timeSpentMs, checkedAt: quizAttemptAnswers.checkedAt, savedAt: quizAttemptAnswers.savedAt })
    .from(quizAttemptAnswers)
    .where(eq(quizAttemptAnswers.attemptId, attemptId));
}

export type Standing = { rank: number; percentile: number; rankedAttempts: number };

/**
 * Rank and percentile of `score` among the quiz's first attempts, from quiz_score_counts (kept by a
 * trigger): one index range scan over the quiz's distinct scores — a few hundred rows whatever the
 * number of attempts (plan checked in tests/integration/quiz-api.test.ts and scripts/bench-quiz.mjs).
 * Rank = 1 + first attempts that scored more (ties share a rank); percentile = % of first attempts
 * that scored the same or less.
 */
export async function standing(quizId: number, score: number, executor: Executor = db()): Promise<Standing> {
  const [row] = await executor
    .select({
      above: sql<number>`coalesce(sum(${quizScoreCounts.attempts}) filter (where ${quizScoreCounts.score} > ${score}), 0)::int`,
      total: sql<number>`coalesce(sum(${quizScoreCounts.attempts}), 0)::int`,
    })
    .from(quizScoreCounts)
    .where(eq(quizScoreCounts.quizId, quizId));
  const above = row?.above ?? 0;
  const total = row?.total ?? 0;
  return { rank: rankFrom(above), percentile: percentileFrom(total - above, total) ?? 100, rankedAttempts: total };
}

/** The SQL of `standing`, for EXPLAIN in tests and the benchmark. */
export const STANDING_SQL = "select coalesce(sum(attempts) filter (where score > $2), 0)::int as above, coalesce(sum(attempts), 0)::int as total from quiz_score_counts where quiz_id = $1";

/** What a result needs besides the attempt: section titles and question topics (no texts, no keys). */
export async function resultContext(quizId: number, executor: Executor = db()) {
  const sections = await executor
    .select({ id: quizSections.id, title: quizSections.titleEn, titleHi: quizSections.titleHi })
    .from(quizSections)
    .where(eq(quizSections.quizId, quizId))
    .orderBy(asc(quizSections.position), asc(quizSections.id));
  const topics = await executor.select({ id: quizQuestions.id, topics: quizQuestions.topics }).from(quizQuestions).where(eq(quizQuestions.quizId, quizId));
  return { sections, topics };
}

/** The user's attempts, newest first (optionally of one quiz), with their quiz's title. */
export async function attemptsOf(userId: string, opts: { quizId?: number; limit?: number } = {}) {
  return db()
    .select({ ...attemptColumns, title: quizzes.titleEn, titleHi: quizzes.titleHi })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(and(eq(quizAttempts.userId, userId), opts.quizId ? eq(quizAttempts.quizId, opts.quizId) : undefined))
    .orderBy(sql`${quizAttempts.startedAt} desc`, sql`${quizAttempts.id}`)
    .limit(opts.limit ?? 100);
}
