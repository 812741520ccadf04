// The student's quiz pages on the engine's use cases (decision 039): the intro (/quiz/{id}), the
// runner and the result (/quiz/{id}/attempts/{attemptId}), the solutions review (…/solutions). What
// a page receives is slimmed to one language and carries no key: the keys reach a page only through
// the engine's reveal rules (a practice check, a submitted attempt's review).
import { z } from "zod";
import { type DomainError, invalid, notFound } from "../../lib/errors/domain-error";
import type { Locale } from "../../lib/i18n/locales";
import { checkPracticeAnswer, getRunner, saveAnswer, startAttempt, startRetryWrong, submitAndGetResult } from "./attempts.server";
import { getQuizDetail } from "./catalogue.server";
import { quizNow } from "./quiz-clock.server";
import { parseIntId } from "./quiz-schemas";
import { getAttemptResult, getAttemptReview, listMyAttempts } from "./results.server";
import { submitAttempt } from "./submission.server";
import type { AttemptResult, CorrectAnswer, PaletteState, QuestionType, QuizMode, RunnerData } from "./quiz-types";
import { type PlayRewards, playRewardsFor } from "./play.server";

export type ViewLang = Locale;
type Viewer = { id: string; role: string };

/** The page address of an attempt (never built from a `.data` URL). */
export function attemptPath(quizId: number, attemptId: string, opts: { q?: number; lang?: ViewLang; confirm?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (opts.q) params.set("q", String(opts.q));
  if (opts.lang) params.set("lang", opts.lang);
  if (opts.confirm) params.set("confirm", "1");
  const query = params.toString();
  return `/quiz/${quizId}/attempts/${attemptId}${query ? `?${query}` : ""}`;
}

// ——— Intro ———

export async function quizIntro(quizId: number, viewer: Viewer | null) {
  const detail = await getQuizDetail(quizId, { includeUnpublished: viewer?.role === "admin" });
  if (!detail) return null;
  const open = viewer ? (await listMyAttempts(viewer.id, { quizId, limit: 20 })).find((a) => a.status === "inProgress" && !a.retryOf) : undefined;
  const published = viewer?.role === "admin" ? ((await getQuizDetail(quizId)) !== null) : true;
  return { detail, openAttemptId: open?.attemptId ?? null, preview: !published };
}

/** Starts (or resumes) the viewer's attempt; an admin may try an unpublished quiz (never ranked). */
export async function startFromIntro(viewer: Viewer, quizId: number): Promise<string> {
  const published = (await getQuizDetail(quizId)) !== null;
  const started = await startAttempt(viewer.id, quizId, { preview: !published && viewer.role === "admin" });
  return started.runner.attemptId;
}

// ——— Runner ———

/** `html` is null for a question outside the page's window (see RUNNER_WINDOW). */
export type RunnerOptionView = { id: number; html: string | null };
export type RunnerQuestionView = { id: number; number: number; sectionId: number; type: QuestionType; html: string | null; hasHi: boolean; imageUrl: string | null; options: RunnerOptionView[] };

/**
 * The questions whose text a runner page carries: all of a short quiz, and for a long mock a window
 * around the question shown. A full mock's KaTeX markup is ~0.5 MB (75 JEE questions), and decoding
 * and hydrating it all held a phone's main thread for seconds; the rest arrives after hydration from
 * GET /api/attempts/{id} (quiz-runner.tsx), so the whole paper is still on the page before the
 * student could lose the network. Without JavaScript each question is its own page load anyway.
 */
export const RUNNER_WINDOW = { all: 30, before: 2, after: 8 } as const;
export type AnswerView = { optionIds: number[]; value: number | null; markedForReview: boolean; visited: boolean; timeSpentMs: number; checked: boolean };
export type CheckView = { correct: boolean; correctAnswer: CorrectAnswer; explanationHtml: string };
export type RunnerView = {
  kind: "runner";
  attemptId: string;
  quizId: number;
  title: string;
  mode: QuizMode;
  retry: boolean;
  deadline: string | null;
  serverNow: string;
  lang: ViewLang;
  bilingual: boolean;
  sections: { id: number; title: string; questionIds: number[] }[];
  questions: RunnerQuestionView[];
  answers: Record<number, AnswerView>;
  palette: Record<number, PaletteState>;
  checks: Record<number, CheckView>;
  /** 0-based index of the question shown. */
  current: number;
  confirm: boolean;
};
export type ResultView = { kind: "result"; result: AttemptResult; lang: ViewLang; rewards: PlayRewards | null };

const pick = (lang: ViewLang, en: string, hi: string | null) => (lang === "hi" && hi ? hi : en);

function runnerView(runner: RunnerData, lang: ViewLang, q: number | null, confirm: boolean): RunnerView {
  const indexOf = new Map(runner.questions.map((question, i) => [question.id, i]));
  const resumeAt = runner.lastQuestionId !== null ? (indexOf.get(runner.lastQuestionId) ?? 0) : 0;
  const current = q !== null && q >= 1 && q <= runner.questions.length ? q - 1 : resumeAt;
  const answers: Record<number, AnswerView> = {};
  for (const a of runner.answers) answers[a.questionId] = { optionIds: a.optionIds, value: a.value, markedForReview: a.markedForReview, visited: a.visited, timeSpentMs: a.timeSpentMs, checked: a.checked };
  const checks: Record<number, CheckView> = {};
  for (const c of runner.checks) checks[c.questionId] = { correct: c.correct, correctAnswer: c.correctAnswer, explanationHtml: pick(lang, c.explanationHtml, c.explanationHtmlHi) };
  return {
    kind: "runner",
    attemptId: runner.attemptId,
    quizId: runner.quizId,
    title: pick(lang, runner.title, runner.titleHi),
    mode: runner.mode,
    retry: runner.retryOf !== null,
    deadline: runner.deadline,
    serverNow: runner.serverNow,
    lang,
    bilingual: runner.questions.some((question) => question.htmlHi !== null),
    sections: runner.sections.map((s) => ({ id: s.id, title: pick(lang, s.title, s.titleHi), questionIds: s.questionIds })),
    questions: runner.questions.map((question, i) => {
      const carried = runner.questions.length <= RUNNER_WINDOW.all || (i >= current - RUNNER_WINDOW.before && i <= current + RUNNER_WINDOW.after);
      return {
        id: question.id,
        number: question.number,
        sectionId: question.sectionId,
        type: question.type,
        html: carried ? pick(lang, question.html, question.htmlHi) : null,
        hasHi: question.htmlHi !== null,
        imageUrl: question.imageUrl,
        options: question.options.map((o) => ({ id: o.id, html: carried ? pick(lang, o.html, o.htmlHi) : null })),
      };
    }),
    answers,
    palette: runner.palette,
    checks,
    current,
    confirm,
  };
}

async function ownRunner(viewer: Viewer, quizId: number, attemptId: string): Promise<RunnerData> {
  const runner = await getRunner(viewer.id, attemptId);
  if (runner.quizId !== quizId) throw notFound("quizzes.error.attemptNotFound");
  return runner;
}

/** A timed attempt whose deadline has passed is submitted (automatically) when its page is read: the
 * runner's countdown reached zero after syncing its queue, or the student came back later. */
async function submitIfPastDeadline(viewer: Viewer, runner: RunnerData): Promise<boolean> {
  if (runner.status !== "inProgress" || !runner.deadline || quizNow().getTime() < Date.parse(runner.deadline)) return false;
  await submitAttempt(viewer.id, runner.attemptId, { auto: true });
  return true;
}

export async function attemptPage(viewer: Viewer, quizId: number, attemptId: string, opts: { lang: ViewLang; q: number | null; confirm: boolean }): Promise<RunnerView | ResultView> {
  const runner = await ownRunner(viewer, quizId, attemptId);
  if (runner.status === "submitted" || (await submitIfPastDeadline(viewer, runner))) {
    const result = await getAttemptResult(viewer.id, attemptId);
    // Play and win: the points, badges and streak this attempt earned (decision 040).
    const rewards = result.mode === "play" ? await playRewardsFor(viewer.id, attemptId) : null;
    return { kind: "result", result, lang: opts.lang, rewards };
  }
  return runnerView(runner, opts.lang, opts.q, opts.confirm);
}

export async function solutionsPage(viewer: Viewer, quizId: number, attemptId: string, lang: ViewLang) {
  const result = await getAttemptResult(viewer.id, attemptId);
  if (result.quizId !== quizId) throw notFound("quizzes.error.attemptNotFound");
  const review = await getAttemptReview(viewer.id, attemptId);
  return {
    title: pick(lang, result.title, result.titleHi),
    items: review.map((r) => ({
      questionId: r.questionId,
      number: r.number,
      type: r.type,
      html: pick(lang, r.html, r.htmlHi),
      options: r.options.map((o) => ({ id: o.id, html: pick(lang, o.html, o.htmlHi) })),
      yourAnswer: r.yourAnswer,
      correctAnswer: r.correctAnswer,
      outcome: r.outcome,
      marks: r.marks,
      explanationHtml: pick(lang, r.explanationHtml, r.explanationHtmlHi),
    })),
  };
}

// ——— Runner actions (the no-JS path; with JS the page saves through the JSON API) ———

export const RUNNER_INTENTS = ["saveNext", "markNext", "clear", "previous", "next", "finish", "check", "review", "submit", "timeUp", "retryWrong"] as const;
export type RunnerIntent = (typeof RUNNER_INTENTS)[number];

export const runnerForm = z.object({
  intent: z.enum(RUNNER_INTENTS),
  questionId: z.string().max(12).optional(),
  value: z.string().max(40).optional(),
  lang: z.enum(["en", "hi"]).optional(),
});

/** What a runner form sent for its question: options, a number, or nothing. */
function givenAnswer(type: QuestionType, optionIds: string[], value: string | undefined): { optionIds: number[] } | { value: number } | null {
  if (type === "numeric") {
    const text = (value ?? "").trim();
    if (text === "") return null;
    if (!/^-?\d{1,9}(?:\.\d{1,6})?$/.test(text)) throw invalid("quizRunner.numericInvalid", { value: "quizRunner.numericInvalid" });
    return { value: Number(text) };
  }
  const ids = optionIds.map((id) => parseIntId(id));
  if (ids.some((id) => id === null)) throw invalid("error.badRequest");
  const unique = [...new Set(ids as number[])];
  return unique.length ? { optionIds: unique } : null;
}

export type RunnerActionResult = { redirect: string };

/**
 * One no-JS step of the runner: saves what the form carried (through the engine's saveAnswer, so the
 * same checks and the same 409 after the deadline) and says where to go next. Throws DomainErrors
 * (a 400 'Please select an option!' when Next, Finish or Check come without an answer).
 */
export async function runnerAction(viewer: Viewer, quizId: number, attemptId: string, input: { intent: RunnerIntent; questionId?: string; value?: string; lang?: ViewLang; optionIds: string[] }, lang: ViewLang): Promise<RunnerActionResult> {
  const runner = await ownRunner(viewer, quizId, attemptId);
  const here = (q?: number, extra: { confirm?: boolean } = {}) => ({ redirect: attemptPath(quizId, attemptId, { q, lang, ...extra }) });
  if (input.intent === "retryWrong") {
    const started = await startRetryWrong(viewer.id, attemptId);
    return { redirect: attemptPath(quizId, started.runner.attemptId, { lang }) };
  }
  if (runner.status === "submitted" || (await submitIfPastDeadline(viewer, runner))) return here();
  if (input.intent === "timeUp") return here();
  if (input.intent === "submit") {
    await submitAndGetResult(viewer.id, attemptId);
    return here();
  }
  const index = runner.questions.findIndex((q) => String(q.id) === input.questionId);
  if (index < 0) throw notFound("quizzes.error.questionNotFound");
  const question = runner.questions[index];
  const number = index + 1;
  const last = runner.questions.length;
  const answer = givenAnswer(question.type, input.optionIds, input.value);
  const saved = runner.answers.find((a) => a.questionId === question.id);
  const alreadyChecked = saved?.checked ?? false;
  // A checked practice answer is locked (its inputs are disabled, so the form carries nothing).
  const needsAnswer = input.intent === "next" || input.intent === "finish" || input.intent === "check";
  if (needsAnswer && !answer && !alreadyChecked) throw invalid("quizzes.selectOption");
  const clearBody = question.type === "numeric" ? { value: null } : { optionIds: [] };
  switch (input.intent) {
    case "clear":
      await saveAnswer(viewer.id, attemptId, question.id, { ...clearBody, markedForReview: false });
      return here(number);
    case "markNext":
      await saveAnswer(viewer.id, attemptId, question.id, { ...(answer ?? {}), markedForReview: true });
      return here(Math.min(number + 1, last));
    case "previous":
      if (answer && !alreadyChecked) await saveAnswer(viewer.id, attemptId, question.id, answer);
      return here(Math.max(number - 1, 1));
    case "review":
      if (answer && !alreadyChecked) await saveAnswer(viewer.id, attemptId, question.id, answer);
      return here(number, { confirm: true });
    case "check":
      if (answer && !alreadyChecked) await saveAnswer(viewer.id, attemptId, question.id, answer);
      await checkPracticeAnswer(viewer.id, attemptId, question.id);
      return here(number);
    case "finish":
      if (answer && !alreadyChecked) await saveAnswer(viewer.id, attemptId, question.id, answer);
      await submitAndGetResult(viewer.id, attemptId);
      return here();
    case "saveNext":
    case "next":
      if (!alreadyChecked) await saveAnswer(viewer.id, attemptId, question.id, { ...(answer ?? {}), ...(input.intent === "saveNext" ? { markedForReview: false } : {}) });
      return here(Math.min(number + 1, last));
  }
}

/** Refusals that mean "this attempt no longer runs": the page then shows the result. */
export const isClosedAttempt = (error: DomainError) => error.kind === "conflict" && ["quizzes.error.timeUp", "quizzes.error.submitted"].includes(error.messageKey);
