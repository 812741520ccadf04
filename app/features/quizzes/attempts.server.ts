// The attempt lifecycle, owned by the server (issue 11, decision 037):
// - start: one attempt in progress per student and quiz; starting again RESUMES it (the same
//   attempt, its saved answers and its unchanged deadline). Once submitted, a new start is a new
//   attempt; only the student's first attempt of a quiz is ranked (`is_first`).
// - save one answer (autosave): one SQL statement that checks ownership, the deadline (+10 s grace),
//   waits for a submit in progress (row lock) so that no acknowledged save is left unscored,
//   the question's membership and type and the options' membership in its WHERE, and upserts;
//   idempotent (the same save twice changes nothing). Refused with 409 after the grace or after
//   submit (or, in practice, once that answer was checked).
// - practice: checking one answer locks it and reveals that question's key and explanation only.
// - retry wrong questions: a practice attempt over what was answered wrongly or skipped.
// - runner data: sections, questions (HTML in both languages, options without correctness), saved
//   answers, palette states, deadline and the server's time.
// Answer keys and explanations reach a client only through the reveal rules: after submit
// (results.server.ts) or, in practice, for a checked question.
import { sql } from "drizzle-orm";
import { db } from "../../lib/db.server";
import { DomainError, conflict, invalid, notFound } from "../../lib/errors/domain-error";
import { type AnswerRow, type AttemptRow, type PublicContent, type QuestionKey, openAttempt, ownedAttempt, publicContent, questionKeys, quizHead, savedAnswers } from "./attempt-store.server";
import { quizNow } from "./quiz-clock.server";
import type { AnswerBody } from "./quiz-schemas";
import { buildAttemptResult, correctAnswerOf } from "./results.server";
import { expireIfDue, isExpired, submitAttempt } from "./submission.server";
import { refuseOverBudget } from "./quiz-budgets.server";
import type { RateLimitSpend } from "../../lib/rate-limit/rate-limit.server";
import { isAnswered, outcomeOf } from "./scoring";
import { ANSWER_GRACE_MS, type AttemptResult, type PaletteState, type PracticeCheck, type RunnerData } from "./quiz-types";

export type StartedAttempt = { created: boolean; runner: RunnerData };

/** The address of a question's figure (served by GET /api/quizzes/{id}/questions/{questionId}/image). */
export const questionImageUrl = (quizId: number, questionId: number) => `/api/quizzes/${quizId}/questions/${questionId}/image`;

export function paletteState(answer: Pick<AnswerRow, "optionIds" | "value" | "markedForReview" | "visited"> | undefined, type: "single" | "multiple" | "numeric"): PaletteState {
  if (!answer || !answer.visited) return answer?.markedForReview ? "markedForReview" : "notVisited";
  const answered = isAnswered({ type }, answer);
  if (answered) return answer.markedForReview ? "answeredAndMarked" : "answered";
  return answer.markedForReview ? "markedForReview" : "notAnswered";
}

async function practiceChecks(attempt: AttemptRow, content: PublicContent, answers: AnswerRow[]): Promise<PracticeCheck[]> {
  const checkedIds = answers.filter((a) => a.checkedAt).map((a) => a.questionId);
  if (checkedIds.length === 0) return [];
  const keys = await questionKeys(attempt.quizId, checkedIds);
  const answerOf = new Map(answers.map((a) => [a.questionId, a]));
  return content.questions
    .filter((q) => keys.has(q.id))
    .map((q) => {
      const key = keys.get(q.id)!;
      return revealFor(key, answerOf.get(q.id));
    });
}

function revealFor(key: QuestionKey, answer: Pick<AnswerRow, "optionIds" | "value"> | undefined): PracticeCheck {
  return {
    questionId: key.id,
    correct: outcomeOf({ ...key }, answer) === "correct",
    correctAnswer: correctAnswerOf(key),
    explanation: key.explanation,
    explanationHi: key.explanationHi,
    explanationHtml: key.explanationHtml,
    explanationHtmlHi: key.explanationHtmlHi,
  };
}

async function runnerFor(attempt: AttemptRow): Promise<RunnerData> {
  const [quiz, content, answers] = await Promise.all([quizHead(attempt.quizId), publicContent(attempt.quizId, attempt.questionIds), savedAnswers(attempt.id)]);
  const answerOf = new Map(answers.map((a) => [a.questionId, a]));
  const palette: Record<number, PaletteState> = {};
  for (const q of content.questions) palette[q.id] = paletteState(answerOf.get(q.id), q.type);
  const checks = attempt.mode === "practice" ? await practiceChecks(attempt, content, answers) : [];
  const present = new Set(content.questions.map((q) => q.sectionId));
  return {
    attemptId: attempt.id,
    quizId: attempt.quizId,
    title: quiz?.title ?? "",
    titleHi: quiz?.titleHi ?? null,
    mode: attempt.mode,
    status: attempt.submittedAt ? "submitted" : "inProgress",
    retryOf: attempt.retryOf,
    startedAt: attempt.startedAt.toISOString(),
    deadline: attempt.deadline?.toISOString() ?? null,
    serverNow: quizNow().toISOString(),
    sections: content.sections.filter((s) => present.has(s.id)).map((s) => ({ ...s, questionIds: content.questions.filter((q) => q.sectionId === s.id).map((q) => q.id) })),
    questions: content.questions.map((q, i) => ({
      id: q.id,
      sectionId: q.sectionId,
      number: i + 1,
      type: q.type,
      text: q.text,
      textHi: q.textHi,
      html: q.html,
      htmlHi: q.htmlHi,
      imageUrl: q.imageKey ? questionImageUrl(attempt.quizId, q.id) : null,
      options: q.options.map((o) => ({ id: o.id, text: o.text, textHi: o.textHi, html: o.html, htmlHi: o.htmlHi })),
    })),
    answers: answers.map((a) => ({ questionId: a.questionId, optionIds: a.optionIds, value: a.value, markedForReview: a.markedForReview, visited: a.visited, timeSpentMs: a.timeSpentMs, checked: a.checkedAt !== null })),
    palette,
    checks,
    lastQuestionId: answers.reduce<AnswerRow | null>((last, a) => (!last || a.savedAt.getTime() >= last.savedAt.getTime() ? a : last), null)?.questionId ?? null,
  };
}

/**
 * Starts the user's attempt of a published quiz, or resumes the one in progress (`created: false`).
 * An attempt in progress whose time is up is submitted first, and a new one starts. `preview`: an
 * admin trying an unpublished quiz — allowed, never ranked.
 */
export async function startAttempt(userId: string, quizId: number, opts: { preview?: boolean } = {}): Promise<StartedAttempt> {
  const quiz = await quizHead(quizId);
  if (!quiz) throw notFound("quizzes.error.quizNotFound");
  if (!quiz.published && !opts.preview) {
    // The runner resumes an admin's preview started from the editor (decision 041); nothing else
    // opens an unpublished quiz.
    const open = await openAttempt(userId, quizId);
    if (!open?.preview || isExpired(open)) throw notFound("quizzes.error.quizNotFound");
    return { created: false, runner: await runnerFor(open) };
  }
  for (let round = 0; round < 3; round++) {
    const open = await openAttempt(userId, quizId);
    if (open && !isExpired(open)) return { created: false, runner: await runnerFor(open) };
    if (open) await submitAttempt(userId, open.id, { auto: true });
    const now = quizNow();
    const deadline = quiz.durationSeconds ? new Date(now.getTime() + quiz.durationSeconds * 1000) : null;
    // One statement: first attempt or not, and "one in progress" are decided by the unique partial
    // indexes (quiz_attempts_open_idx, quiz_attempts_first_idx): a concurrent start loses the insert
    // and resumes the winner's attempt on the next round.
    const inserted = await db().execute<{ id: string }>(sql`
      insert into quiz_attempts (quiz_id, user_id, mode, started_at, deadline, preview, is_first)
      select ${quizId}, ${userId}, ${quiz.mode}, ${now}, ${deadline}, ${opts.preview === true},
        ${opts.preview ? sql`false` : sql`not exists (select 1 from quiz_attempts where user_id = ${userId} and quiz_id = ${quizId} and retry_of is null)`}
      on conflict do nothing
      returning id`);
    const id = inserted.rows[0]?.id;
    if (id) {
      const attempt = await ownedAttempt(userId, id);
      if (attempt) return { created: true, runner: await runnerFor(attempt) };
    }
  }
  throw conflict("error.conflict");
}

/** The runner's data for the user's attempt (submitted first if its time is up). */
export async function getRunner(userId: string, attemptId: string): Promise<RunnerData> {
  const found = await ownedAttempt(userId, attemptId);
  if (!found) throw notFound("quizzes.error.attemptNotFound");
  return runnerFor(await expireIfDue(found));
}

type SaveDiagnosis = { attempt_id: string | null; deadline: Date | null; submitted_at: Date | null; question_id: number | null; type: string | null; option_ids: number[] | null; checked: boolean | null; written: number; hits: number | null };

/**
 * Saves one answer (autosave). One round trip: the statement finds the attempt by id AND owner,
 * checks the question belongs to it, the body fits the question's type, every option belongs to the
 * question, the attempt is open and within its deadline + grace, and the answer is not locked by a
 * practice check — and only then upserts. When nothing was written, the same statement's answer
 * says why (404, 400 or 409). Repeating a save changes nothing: `optionIds`/`value` replace,
 * `markedForReview` is set when given, `visited` stays true, `timeSpentMs` keeps the largest total.
 * `budget`: a use of the student's save budget (quiz-budgets' saveBudgetSpend), spent by this same
 * statement — counted whatever the outcome, and over the limit nothing is written and this throws
 * 429 before any other refusal — so a save commits once (decision 037, amendment).
 */
export async function saveAnswer(userId: string, attemptId: string, questionId: number, body: AnswerBody, opts: { budget?: RateLimitSpend } = {}): Promise<void> {
  const now = quizNow();
  const kind = body.optionIds !== undefined ? "options" : body.value !== undefined ? "value" : "none";
  const options = body.optionIds ?? [];
  const value = body.value ?? null;
  const { budget } = opts;
  const result = await db().execute<SaveDiagnosis>(sql`
    with ${budget ? sql`b as (${budget.sql}), ` : sql``}a as (
      -- FOR KEY SHARE: a save waits for a submit in progress (which holds FOR UPDATE on the row)
      -- and then sees it submitted, so it is refused (409) rather than acknowledged and never
      -- scored; saves do not block one another here (a student's saves do queue briefly on their
      -- budget row, b, taken after this lock).
      select id, quiz_id, deadline, submitted_at, question_ids from quiz_attempts where id = ${attemptId} and user_id = ${userId} for key share
    ), q as (
      select q.id, q.type, coalesce((select array_agg(o.id) from quiz_options o where o.question_id = q.id), '{}'::int[]) as option_ids
      from quiz_questions q, a
      where q.id = ${questionId} and q.quiz_id = a.quiz_id and (a.question_ids is null or q.id = any(a.question_ids))
    ), w as (
      insert into quiz_attempt_answers as x (attempt_id, question_id, option_ids, numeric_value, marked_for_review, visited, time_spent_ms, saved_at)
      select a.id, q.id, ${sql.param(options)}::int[], ${value}::double precision, coalesce(${body.markedForReview ?? null}::boolean, false), true, ${body.timeSpentMs ?? 0}::int, ${now}
      from a, q
      where a.submitted_at is null
        ${budget ? sql`and (select hits from b) <= ${budget.limit}` : sql``}
        and (a.deadline is null or a.deadline + make_interval(secs => ${ANSWER_GRACE_MS / 1000}) >= ${now}::timestamptz)
        and case ${kind}::text
          when 'options' then q.type <> 'numeric' and ${sql.param(options)}::int[] <@ q.option_ids and (q.type <> 'single' or cardinality(${sql.param(options)}::int[]) <= 1)
          when 'value' then q.type = 'numeric'
          else true end
      on conflict (attempt_id, question_id) do update set
        option_ids = case when ${kind}::text = 'options' then excluded.option_ids else x.option_ids end,
        numeric_value = case when ${kind}::text = 'value' then excluded.numeric_value else x.numeric_value end,
        marked_for_review = coalesce(${body.markedForReview ?? null}::boolean, x.marked_for_review),
        visited = true,
        time_spent_ms = greatest(x.time_spent_ms, excluded.time_spent_ms),
        saved_at = excluded.saved_at
      where x.checked_at is null
      returning 1
    )
    select a.id as attempt_id, a.deadline, a.submitted_at, q.id as question_id, q.type, q.option_ids,
      (select x.checked_at is not null from quiz_attempt_answers x where x.attempt_id = a.id and x.question_id = q.id) as checked,
      (select count(*)::int from w) as written,
      ${budget ? sql`(select hits from b)` : sql`null::int`} as hits
    -- One row even without the attempt, so the budget's count comes back with a 404 too.
    from (select) one left join a on true left join q on true`);
  const row = result.rows[0];
  if (budget) refuseOverBudget("save", await budget.settle(Number(row?.hits ?? 1)));
  if (!row?.attempt_id) throw notFound("quizzes.error.attemptNotFound");
  if (row.written > 0) return;
  if (row.submitted_at) throw conflict("quizzes.error.submitted");
  const deadline = row.deadline ? new Date(row.deadline) : null;
  if (deadline && now.getTime() > deadline.getTime() + ANSWER_GRACE_MS) {
    // The first refused save after the grace submits the attempt with what was saved.
    await submitAttempt(userId, attemptId, { auto: true }).catch(() => undefined);
    throw conflict("quizzes.error.timeUp");
  }
  if (row.question_id === null) throw notFound("quizzes.error.questionNotFound");
  if (row.checked) throw conflict("quizzes.error.checked");
  if (kind === "options" && row.type === "numeric") throw invalid("quizzes.error.needsNumber", { optionIds: "quizzes.error.needsNumber" });
  if (kind === "value" && row.type !== "numeric") throw invalid("quizzes.error.needsOptions", { value: "quizzes.error.needsOptions" });
  if (kind === "options" && row.type === "single" && options.length > 1) throw invalid("quizzes.error.oneOption", { optionIds: "quizzes.error.oneOption" });
  if (kind === "options") throw invalid("quizzes.error.optionNotInQuestion", { optionIds: "quizzes.error.optionNotInQuestion" });
  // Not reached: every refusal above has its reason. Kept as a clear 409 rather than a silent 204.
  throw conflict("error.conflict");
}

/** Submits the user's attempt (idempotent) and returns its result with rank and percentile. */
export async function submitAndGetResult(userId: string, attemptId: string): Promise<AttemptResult> {
  return buildAttemptResult(await submitAttempt(userId, attemptId));
}

/**
 * Practice: checks the saved answer to one question, locks it (no later change) and reveals that
 * question's key and explanation — nothing about any other question. Checking again returns the same.
 * Refused when the attempt is not practice (409) or nothing was answered ('Please select an option!').
 */
export async function checkPracticeAnswer(userId: string, attemptId: string, questionId: number): Promise<PracticeCheck> {
  const found = await ownedAttempt(userId, attemptId);
  if (!found) throw notFound("quizzes.error.attemptNotFound");
  if (found.mode !== "practice") throw conflict("quizzes.error.notPractice");
  const attempt = await expireIfDue(found);
  const keys = await questionKeys(attempt.quizId, attempt.questionIds ? attempt.questionIds.filter((id) => id === questionId) : [questionId]);
  const key = keys.get(questionId);
  if (!key) throw notFound("quizzes.error.questionNotFound");
  const answer = (await savedAnswers(attempt.id)).find((a) => a.questionId === questionId);
  if (!attempt.submittedAt) {
    if (!isAnswered(key, answer)) throw new DomainError("invalid", "quizzes.selectOption");
    await db().execute(sql`update quiz_attempt_answers set checked_at = ${quizNow()} where attempt_id = ${attempt.id} and question_id = ${questionId} and checked_at is null`);
  }
  return revealFor(key, answer);
}

/**
 * "Retry wrong questions": a practice attempt (untimed, never ranked) over the questions of the
 * user's submitted attempt that were answered wrongly or skipped. Starting it again while it is in
 * progress resumes it. 409 when the source is not submitted or had nothing wrong.
 */
export async function startRetryWrong(userId: string, sourceAttemptId: string): Promise<StartedAttempt> {
  const found = await ownedAttempt(userId, sourceAttemptId);
  if (!found) throw notFound("quizzes.error.attemptNotFound");
  const source = await expireIfDue(found);
  if (!source.submittedAt || !source.result) throw conflict("quizzes.error.notSubmitted");
  const wrong = source.result.questions.filter((q) => q.outcome !== "correct").map((q) => q.questionId);
  if (wrong.length === 0) throw conflict("quizzes.error.nothingToRetry");
  const inserted = await db().execute<{ id: string }>(sql`
    insert into quiz_attempts (quiz_id, user_id, mode, started_at, deadline, is_first, retry_of, question_ids)
    values (${source.quizId}, ${userId}, 'practice', ${quizNow()}, null, false, ${source.id}, ${sql.param(wrong)}::int[])
    on conflict do nothing
    returning id`);
  const created = inserted.rows.length > 0;
  const id = inserted.rows[0]?.id ?? (await db().execute<{ id: string }>(sql`select id from quiz_attempts where user_id = ${userId} and retry_of = ${source.id} and submitted_at is null`)).rows[0]?.id;
  const attempt = id ? await ownedAttempt(userId, id) : null;
  if (!attempt) throw conflict("error.conflict");
  return { created, runner: await runnerFor(attempt) };
}
