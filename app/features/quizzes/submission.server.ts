// Submitting an attempt: scored on the server from what was saved, once. The attempt row is locked
// (SELECT … FOR UPDATE) for the whole submit, so a second submit — the same student twice, two tabs,
// the deadline sweep and a reader at the same moment — waits, sees `submitted_at` and returns the
// stored result: one result, never two. Counted in the student's `quizzesTaken` in the same
// transaction (features/accounts), and in the quiz's score histogram by the table's trigger.
//
// The deadline: an attempt past `deadline + ANSWER_GRACE_MS` is submitted with what was saved —
// lazily by whatever reads it first (`expireIfDue`), and by the sweep job for those nobody reads
// (`sweepExpiredAttempts`, server/quiz-deadline-sweep.ts).
import { and, asc, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { quizAttempts } from "../../../db/schema";
import { db } from "../../lib/db.server";
import { notFound } from "../../lib/errors/domain-error";
import { log } from "../../lib/logger.server";
import { recordQuizTaken } from "../accounts/profile.server";
import { type AttemptRow, attemptColumns, ownedAttempt, savedAnswers, scoringSheet } from "./attempt-store.server";
import { recordQuizRewards } from "./play.server";
import { quizNow } from "./quiz-clock.server";
import { ANSWER_GRACE_MS } from "./quiz-types";
import { scoreAttempt } from "./scoring";

export const isExpired = (a: Pick<AttemptRow, "submittedAt" | "deadline">, now: Date = quizNow()): boolean => a.submittedAt === null && a.deadline !== null && now.getTime() > a.deadline.getTime() + ANSWER_GRACE_MS;

/**
 * Submits the user's attempt (idempotent) and returns its row as stored. `auto`: submitted by the
 * deadline rather than by the student; a student's late submit after the grace counts as automatic
 * too. Throws notFound for an attempt that is not the user's.
 */
export async function submitAttempt(userId: string, attemptId: string, opts: { auto?: boolean } = {}): Promise<AttemptRow> {
  return db().transaction(async (tx) => {
    const attempt = await ownedAttempt(userId, attemptId, tx, true);
    if (!attempt) throw notFound("quizzes.error.attemptNotFound");
    if (attempt.submittedAt) return attempt;
    const now = quizNow();
    const [sheet, answers] = await Promise.all([scoringSheet(attempt.quizId, attempt.questionIds, tx), savedAnswers(attempt.id, tx)]);
    const scored = scoreAttempt({
      ...sheet,
      answers: answers.map((a) => ({ questionId: a.questionId, optionIds: a.optionIds, value: a.value, timeSpentMs: a.timeSpentMs })),
    });
    const auto = (opts.auto ?? false) || isExpired(attempt, now);
    // A retry of wrong questions has only some of the sections' questions: keep the sections it has.
    const sections = scored.sections.filter((s) => s.correct + s.incorrect + s.unanswered > 0);
    const [row] = await tx
      .update(quizAttempts)
      .set({
        submittedAt: now,
        autoSubmitted: auto,
        score: scored.score,
        maxScore: scored.maxScore,
        correctCount: scored.correct,
        incorrectCount: scored.incorrect,
        unansweredCount: scored.unanswered,
        result: {
          sections: sections.map((s) => ({ sectionId: s.sectionId, score: s.score, maxScore: s.maxScore, correct: s.correct, incorrect: s.incorrect, unanswered: s.unanswered })),
          questions: scored.questions,
        },
      })
      .where(and(sql`${quizAttempts.id} = ${attempt.id}`, isNull(quizAttempts.submittedAt)))
      // The row as stored, so the caller's result needs no second read.
      .returning(attemptColumns);
    // An admin's preview is not a quiz taken and earns no play rewards (decisions 040, 041).
    if (!attempt.preview) {
      await recordQuizTaken(tx, userId);
      // Play points, badges and streaks (decision 040), once, in the same transaction.
      await recordQuizRewards(tx, { attempt, submittedAt: now, questions: scored.questions, correct: scored.correct });
    }
    return row ?? attempt;
  });
}

/** Reading an attempt past its deadline (+ grace) submits it first; returns the attempt as it is now. */
export async function expireIfDue(attempt: AttemptRow): Promise<AttemptRow> {
  if (!isExpired(attempt)) return attempt;
  return submitAttempt(attempt.userId, attempt.id, { auto: true });
}

/**
 * One round of the deadline sweep: submits up to `limit` attempts whose deadline (+ grace) has
 * passed, oldest first; returns how many it submitted. Idempotent and safe to run in several
 * processes at once (each submit locks its attempt and skips one already submitted).
 */
export async function sweepExpiredAttempts(limit = 200): Promise<number> {
  const cutoff = new Date(quizNow().getTime() - ANSWER_GRACE_MS);
  const due = await db()
    .select({ id: quizAttempts.id, userId: quizAttempts.userId })
    .from(quizAttempts)
    .where(and(isNull(quizAttempts.submittedAt), isNotNull(quizAttempts.deadline), lt(quizAttempts.deadline, cutoff)))
    .orderBy(asc(quizAttempts.deadline))
    .limit(limit);
  let submitted = 0;
  for (const attempt of due) {
    try {
      await submitAttempt(attempt.userId, attempt.id, { auto: true });
      submitted += 1;
    } catch (error) {
      log.warn("quiz attempt not auto-submitted", { attemptId: attempt.id, error: String(error) });
    }
  }
  return submitted;
}
