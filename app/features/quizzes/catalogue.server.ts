// The published quizzes: the list (GET /api/quizzes, /quizzes/{mode}), one quiz's public detail (no
// questions, no keys), and the classes and subjects in use for the pickers. Only published quizzes.
import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import { type QUIZ_CLASSES as DB_CLASSES, type QUIZ_MODES as DB_MODES, type QUIZ_PRESETS as DB_PRESETS, quizQuestions, quizSections, quizzes } from "../../../db/schema";
import { db } from "../../lib/db.server";
import { textSearch, withSearchSettings } from "../../lib/search/text-search.server";
import type { QuizListFilters } from "./quiz-schemas";
import type { QUIZ_CLASSES, QUIZ_MODES, QUIZ_PRESETS, QuizClass, QuizDetail, QuizMode, QuizSummary } from "./quiz-types";

// The client-safe lists in quiz-types.ts must stay the schema's lists (a compile-time check).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const LISTS_MATCH_SCHEMA: [Same<(typeof QUIZ_MODES)[number], (typeof DB_MODES)[number]>, Same<(typeof QUIZ_CLASSES)[number], (typeof DB_CLASSES)[number]>, Same<(typeof QUIZ_PRESETS)[number], (typeof DB_PRESETS)[number]>] = [true, true, true];

/** A list never grows past this (a catalogue of hundreds; the pickers narrow it first). */
export const QUIZ_LIST_LIMIT = 500;

// Qualified by hand: in a one-table select Drizzle writes columns unqualified, and "id" inside the
// subquery would be the question's own id.
const questionCount = sql<number>`(select count(*)::int from quiz_questions qq where qq.quiz_id = "quizzes"."id")`;
const summaryColumns = {
  id: quizzes.id,
  title: quizzes.titleEn,
  titleHi: quizzes.titleHi,
  mode: quizzes.mode,
  class: quizzes.classLevel,
  subject: quizzes.subject,
  exam: quizzes.exam,
  preset: quizzes.preset,
  durationSeconds: quizzes.durationSeconds,
  questionCount,
};

/** Published quizzes matching the filters, by class, subject and title. `q` uses the shared search. */
export async function listQuizzes(filters: QuizListFilters = {}): Promise<QuizSummary[]> {
  const where: SQL[] = [eq(quizzes.published, true)];
  if (filters.mode) where.push(eq(quizzes.mode, filters.mode));
  if (filters.class) where.push(eq(quizzes.classLevel, filters.class));
  if (filters.subject) where.push(sql`lower(${quizzes.subject}) = lower(${filters.subject})`);
  if (filters.exam) where.push(sql`lower(${quizzes.exam}) = lower(${filters.exam})`);
  const search = filters.q ? textSearch(quizzes.searchDocument, filters.q) : null;
  if (search) where.push(search.where);
  const order = [...(search?.orderBy ?? []), asc(quizzes.classLevel), asc(quizzes.subject), asc(quizzes.titleEn), asc(quizzes.id)];
  const query = (runner: Pick<ReturnType<typeof db>, "select">) =>
    runner
      .select(summaryColumns)
      .from(quizzes)
      .where(and(...where))
      .orderBy(...order)
      .limit(QUIZ_LIST_LIMIT);
  return search ? withSearchSettings((runner) => query(runner)) : query(db());
}

/** One quiz's public face: its list fields and sections with marking; never questions or keys.
 * Unpublished quizzes are null unless `includeUnpublished` (an admin's preview). */
export async function getQuizDetail(quizId: number, opts: { includeUnpublished?: boolean } = {}): Promise<QuizDetail | null> {
  const [quiz] = await db()
    .select(summaryColumns)
    .from(quizzes)
    .where(and(eq(quizzes.id, quizId), opts.includeUnpublished ? undefined : eq(quizzes.published, true)));
  if (!quiz) return null;
  const sections = await db()
    .select({ id: quizSections.id, title: quizSections.titleEn, titleHi: quizSections.titleHi, correct: quizSections.markCorrect, incorrect: quizSections.markIncorrect, unanswered: quizSections.markUnanswered, questionCount: count(quizQuestions.id) })
    .from(quizSections)
    .leftJoin(quizQuestions, eq(quizQuestions.sectionId, quizSections.id))
    .where(eq(quizSections.quizId, quizId))
    .groupBy(quizSections.id)
    .orderBy(asc(quizSections.position), asc(quizSections.id));
  const out = sections.map((s) => ({ id: s.id, title: s.title, titleHi: s.titleHi, questionCount: s.questionCount, marking: { correct: s.correct, incorrect: s.incorrect, unanswered: s.unanswered } }));
  const maxScore = out.reduce((sum, s) => sum + Math.round(s.marking.correct * 100) * s.questionCount, 0) / 100;
  return { ...quiz, sections: out, maxScore };
}

/** For the /quizzes/{mode} pickers: the classes, and the subjects per class, that have published quizzes. */
export async function quizSubjects(mode?: QuizMode): Promise<{ class: QuizClass; subject: string; quizzes: number }[]> {
  return db()
    .select({ class: quizzes.classLevel, subject: quizzes.subject, quizzes: count() })
    .from(quizzes)
    .where(and(eq(quizzes.published, true), mode ? eq(quizzes.mode, mode) : undefined))
    .groupBy(quizzes.classLevel, quizzes.subject)
    .orderBy(asc(quizzes.classLevel), asc(quizzes.subject));
}
