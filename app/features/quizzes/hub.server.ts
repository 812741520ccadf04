// The quiz hub (/quizzes), the pickers (/quizzes/{mode}) and the home page's teasers (decision 040):
// counts, the picker's choices and results, read from the published quizzes through the engine's
// catalogue (catalogue.server.ts) plus two small queries of their own.
import { and, asc, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { quizQuestions, quizzes } from "../../../db/schema";
import { db } from "../../lib/db.server";
import { listQuizzes, quizSubjects } from "./catalogue.server";
import { QUIZ_CLASSES, QUIZ_MODES, QUIZ_PRESETS, type QuizClass, type QuizMode, type QuizPreset, type QuizSummary } from "./quiz-types";

export type HubCounts = { modes: Record<QuizMode, number>; presets: { preset: QuizPreset; count: number; class: QuizClass; subject: string; exam: string | null }[] };

/** How many published quizzes each mode has, and the mock tests per exam preset (with the class,
 * subject and exam of the first one, so the hub can link straight to a filled-in picker). */
export async function hubCounts(): Promise<HubCounts> {
  const rows = await db().select({ mode: quizzes.mode, n: count() }).from(quizzes).where(eq(quizzes.published, true)).groupBy(quizzes.mode);
  const modes = Object.fromEntries(QUIZ_MODES.map((m) => [m, rows.find((r) => r.mode === m)?.n ?? 0])) as Record<QuizMode, number>;
  const mocks = await db()
    .select({ preset: quizzes.preset, class: quizzes.classLevel, subject: quizzes.subject, exam: quizzes.exam })
    .from(quizzes)
    .where(and(eq(quizzes.published, true), eq(quizzes.mode, "mock"), isNotNull(quizzes.preset)))
    .orderBy(asc(quizzes.id));
  const presets = QUIZ_PRESETS.flatMap((preset) => {
    const of = mocks.filter((m) => m.preset === preset);
    return of.length ? [{ preset, count: of.length, class: of[0].class, subject: of[0].subject, exam: of[0].exam }] : [];
  });
  return { modes, presets };
}

export const isQuizMode = (value: string | undefined): value is QuizMode => (QUIZ_MODES as readonly string[]).includes(value ?? "");

export type PickerQuiz = QuizSummary & { bilingual: boolean };
export type Picker = {
  classes: QuizClass[];
  /** Subjects per class (only pairs that have published quizzes of the mode). */
  subjects: Record<string, string[]>;
  exams: string[];
  chosen: { class: QuizClass | null; subject: string | null; exam: string | null };
  /** Null until both a class and a subject are chosen (the spec); then the matching quizzes. */
  quizzes: PickerQuiz[] | null;
};

const first = (params: URLSearchParams, key: string) => {
  const v = params.get(key);
  return v && v.length <= 100 ? v.trim() : null;
};

/**
 * The picker of a mode from the page's query. A value that is not one of the choices on offer (a
 * typo, a stale link, garbage) is treated as not chosen: the page falls back, never fails.
 */
export async function pickerFor(mode: QuizMode, params: URLSearchParams): Promise<Picker> {
  const pairs = await quizSubjects(mode);
  const classes = QUIZ_CLASSES.filter((c) => pairs.some((p) => p.class === c));
  const subjects: Record<string, string[]> = {};
  for (const p of pairs) (subjects[p.class] ??= []).push(p.subject);
  const rawClass = first(params, "class");
  const cls = classes.find((c) => c === rawClass) ?? null;
  const rawSubject = first(params, "subject")?.toLowerCase() ?? null;
  const subject = cls && rawSubject ? (subjects[cls]?.find((s) => s.toLowerCase() === rawSubject) ?? null) : null;
  let exams: string[] = [];
  if (mode === "mock") {
    const rows = await db().selectDistinct({ exam: quizzes.exam }).from(quizzes).where(and(eq(quizzes.published, true), eq(quizzes.mode, "mock"), isNotNull(quizzes.exam))).orderBy(asc(quizzes.exam));
    exams = rows.map((r) => r.exam!).filter(Boolean);
  }
  const rawExam = first(params, "exam")?.toLowerCase() ?? null;
  const exam = rawExam ? (exams.find((e) => e.toLowerCase() === rawExam) ?? null) : null;
  let list: PickerQuiz[] | null = null;
  if (cls && subject) {
    const found = await listQuizzes({ mode, class: cls, subject, ...(exam ? { exam } : {}) });
    const hindi = await bilingualIds(found.map((q) => q.id));
    list = found.map((q) => ({ ...q, bilingual: hindi.has(q.id) }));
  }
  return { classes, subjects, exams, chosen: { class: cls, subject, exam }, quizzes: list };
}

/** The quizzes among `ids` with Hindi text (a title or any question in Hindi). */
async function bilingualIds(ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db()
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(inArray(quizzes.id, ids), sql`(${quizzes.titleHi} is not null or exists (select 1 from ${quizQuestions} where ${quizQuestions.quizId} = ${quizzes.id} and ${quizQuestions.textHi} is not null))`));
  return new Set(rows.map((r) => r.id));
}

export type QuizTeaser = { id: number; mode: QuizMode; title: string; titleHi: string | null; class: QuizClass; subject: string; questionCount: number; durationSeconds: number | null };

/** One practice and one play quiz for the home page, stable between requests: of each mode, the
 * first published quiz (lowest id) with a Hindi title, else the first with questions. */
export async function homeTeasers(): Promise<QuizTeaser[]> {
  const out: QuizTeaser[] = [];
  for (const mode of ["practice", "play"] as const) {
    const [row] = await db()
      .select({ id: quizzes.id, mode: quizzes.mode, title: quizzes.titleEn, titleHi: quizzes.titleHi, class: quizzes.classLevel, subject: quizzes.subject, durationSeconds: quizzes.durationSeconds, questionCount: sql<number>`(select count(*)::int from quiz_questions qq where qq.quiz_id = "quizzes"."id")` })
      .from(quizzes)
      .where(and(eq(quizzes.published, true), eq(quizzes.mode, mode), sql`exists (select 1 from quiz_questions qq where qq.quiz_id = "quizzes"."id")`))
      .orderBy(sql`(${quizzes.titleHi} is null)`, asc(quizzes.id))
      .limit(1);
    if (row) out.push(row);
  }
  return out;
}
