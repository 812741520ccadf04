// Results of a submitted attempt: score per section, accuracy, attempts, time per question, strong
// and weak topics, rank and percentile among first attempts; and the solutions review (your answer,
// the correct answer, the explanation) — only after submission. An attempt past its deadline is
// submitted first (lazily); one still in progress is a 409.
import { conflict, notFound } from "../../lib/errors/domain-error";
import { type AttemptRow, attemptsOf, ownedAttempt, publicContent, questionKeys, quizHead, resultContext, savedAnswers, standing } from "./attempt-store.server";
import { analyseTopics } from "./scoring";
import { expireIfDue } from "./submission.server";
import type { AttemptListItem, AttemptResult, CorrectAnswer, GivenAnswer, ReviewItem } from "./quiz-types";

async function submittedAttempt(userId: string, attemptId: string): Promise<AttemptRow> {
  const found = await ownedAttempt(userId, attemptId);
  if (!found) throw notFound("quizzes.error.attemptNotFound");
  const attempt = await expireIfDue(found);
  if (!attempt.submittedAt || !attempt.result) throw conflict("quizzes.error.notSubmitted");
  return attempt;
}

/** The result of a submitted attempt (its own row, as stored at submit, plus the live rank). */
export async function buildAttemptResult(attempt: AttemptRow): Promise<AttemptResult> {
  if (!attempt.submittedAt || !attempt.result || attempt.score === null || attempt.maxScore === null) throw conflict("quizzes.error.notSubmitted");
  const [quiz, context, place] = await Promise.all([quizHead(attempt.quizId), resultContext(attempt.quizId), attempt.isFirst ? standing(attempt.quizId, attempt.score) : null]);
  const stored = attempt.result;
  const titleOf = new Map(context.sections.map((s) => [s.id, s]));
  const sections = stored.sections.map((s) => {
    const attempted = s.correct + s.incorrect;
    return { id: s.sectionId, title: titleOf.get(s.sectionId)?.title ?? "", titleHi: titleOf.get(s.sectionId)?.titleHi ?? null, score: s.score, maxScore: s.maxScore, correct: s.correct, incorrect: s.incorrect, unanswered: s.unanswered, attempted, accuracy: attempted ? Math.round((s.correct / attempted) * 10_000) / 100 : null };
  });
  const topicsOf = new Map(context.topics.map((t) => [t.id, t.topics]));
  const topics = analyseTopics(
    stored.questions.map((q) => ({ id: q.questionId, topics: topicsOf.get(q.questionId) ?? [] })),
    stored.questions,
  );
  const correct = attempt.correctCount ?? 0;
  const incorrect = attempt.incorrectCount ?? 0;
  const questionCount = stored.questions.length;
  return {
    attemptId: attempt.id,
    quizId: attempt.quizId,
    mode: attempt.mode,
    title: quiz?.title ?? "",
    titleHi: quiz?.titleHi ?? null,
    submittedAt: attempt.submittedAt.toISOString(),
    autoSubmitted: attempt.autoSubmitted,
    score: attempt.score,
    maxScore: attempt.maxScore,
    correct,
    incorrect,
    unanswered: attempt.unansweredCount ?? 0,
    attempted: correct + incorrect,
    accuracy: correct + incorrect ? Math.round((correct / (correct + incorrect)) * 10_000) / 100 : null,
    questionCount,
    passed: correct > questionCount / 2,
    totalTimeMs: stored.questions.reduce((n, q) => n + q.timeSpentMs, 0),
    sections,
    questions: stored.questions.map((q) => ({ questionId: q.questionId, sectionId: q.sectionId, outcome: q.outcome, marks: q.marks, timeSpentMs: q.timeSpentMs })),
    topics,
    rank: place?.rank ?? null,
    percentile: place?.percentile ?? null,
    rankedAttempts: place?.rankedAttempts ?? 0,
    isFirst: attempt.isFirst,
    retryOf: attempt.retryOf,
  };
}

/** The result of the user's submitted attempt; 404 for another user's, 409 while in progress. */
export async function getAttemptResult(userId: string, attemptId: string): Promise<AttemptResult> {
  return buildAttemptResult(await submittedAttempt(userId, attemptId));
}

const given = (type: ReviewItem["type"], answer: { optionIds: number[]; value: number | null } | undefined): GivenAnswer | null => {
  if (!answer) return null;
  if (type === "numeric") return answer.value === null ? null : { value: answer.value };
  return answer.optionIds.length ? { optionIds: [...answer.optionIds].sort((a, b) => a - b) } : null;
};

export const correctAnswerOf = (key: { type: ReviewItem["type"]; correctOptionIds: number[]; numericAnswer: number | null; tolerance: number }): CorrectAnswer =>
  key.type === "numeric" ? { value: key.numericAnswer ?? 0, tolerance: key.tolerance } : { optionIds: [...key.correctOptionIds] };

/** The solutions review, in the attempt's question order: only once the attempt is submitted. */
export async function getAttemptReview(userId: string, attemptId: string): Promise<ReviewItem[]> {
  const attempt = await submittedAttempt(userId, attemptId);
  const [content, keys, answers] = await Promise.all([publicContent(attempt.quizId, attempt.questionIds), questionKeys(attempt.quizId, attempt.questionIds), savedAnswers(attempt.id)]);
  const answerOf = new Map(answers.map((a) => [a.questionId, a]));
  const scoreOf = new Map(attempt.result!.questions.map((q) => [q.questionId, q]));
  return content.questions.map((q, i) => {
    const key = keys.get(q.id)!;
    const scored = scoreOf.get(q.id);
    return {
      questionId: q.id,
      sectionId: q.sectionId,
      number: i + 1,
      type: q.type,
      text: q.text,
      textHi: q.textHi,
      html: q.html,
      htmlHi: q.htmlHi,
      options: q.options.map((o) => ({ id: o.id, text: o.text, textHi: o.textHi, html: o.html, htmlHi: o.htmlHi })),
      yourAnswer: given(q.type, answerOf.get(q.id)),
      correctAnswer: correctAnswerOf(key),
      // A question added after the submit was not part of it: shown, unanswered, no marks.
      outcome: scored?.outcome ?? "unanswered",
      marks: scored?.marks ?? 0,
      timeSpentMs: scored?.timeSpentMs ?? 0,
      explanation: key.explanation,
      explanationHi: key.explanationHi,
      explanationHtml: key.explanationHtml,
      explanationHtmlHi: key.explanationHtmlHi,
    };
  });
}

/** The user's attempts, newest first (the dashboard's history; a quiz page's "your attempts"). */
export async function listMyAttempts(userId: string, opts: { quizId?: number; limit?: number } = {}): Promise<AttemptListItem[]> {
  const rows = await attemptsOf(userId, opts);
  return rows.map((r) => ({
    attemptId: r.id,
    quizId: r.quizId,
    title: r.title,
    titleHi: r.titleHi,
    mode: r.mode,
    status: r.submittedAt ? "submitted" : "inProgress",
    startedAt: r.startedAt.toISOString(),
    submittedAt: r.submittedAt?.toISOString() ?? null,
    score: r.score,
    maxScore: r.maxScore,
    isFirst: r.isFirst,
    retryOf: r.retryOf,
  }));
}
