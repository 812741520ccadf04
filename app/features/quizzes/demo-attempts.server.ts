// Past attempts for the demo mocks (issue 11: "seed enough past attempts that rank and percentile
// mean something"): each demo learner sits the mock once, with an ability and a habit of skipping of
// their own, so scores spread like a real cohort's (a long middle, few at the top, some below zero
// under negative marking). Scored with the same `scoreAttempt` as a real submit and inserted in bulk
// as first, submitted attempts — the score histogram's trigger counts them for rank and percentile.
// Deterministic for a given seed, so two instances seeding one database agree.
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { quizAttempts, quizOptions, quizQuestions, quizSections, quizzes } from "../../../db/schema";
import { db } from "../../lib/db.server";
import { scoreAttempt, type ScoringAnswer, type ScoringQuestion } from "./scoring";

/** A small, fast, seedable PRNG (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A normally distributed number (Box–Muller). */
const normal = (random: () => number, mean: number, sd: number) => mean + sd * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const DIFFICULTY_SHIFT = { easy: 0.18, medium: 0, hard: -0.2 } as const;

/** How many attempts each of `userIds` has on `quizId`. */
export async function attemptCountsOn(quizId: number, userIds: readonly string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizId), inArray(quizAttempts.userId, [...userIds])));
  return row?.n ?? 0;
}

/** Submitted attempts per user, for `quizzesTaken`. */
export async function submittedAttemptCounts(userIds: readonly string[]): Promise<{ userId: string; quizzesTaken: number }[]> {
  if (userIds.length === 0) return [];
  const rows = await db()
    .select({ userId: quizAttempts.userId, n: sql<number>`count(*)::int` })
    .from(quizAttempts)
    .where(and(inArray(quizAttempts.userId, [...userIds]), isNotNull(quizAttempts.submittedAt)))
    .groupBy(quizAttempts.userId);
  const byUser = new Map(rows.map((r) => [r.userId, r.n]));
  return userIds.map((userId) => ({ userId, quizzesTaken: byUser.get(userId) ?? 0 }));
}

/**
 * Seeds one first, submitted attempt per learner on `quizId`, ending within the last `daysBack` days.
 * Returns how many it inserted.
 */
export async function seedPastAttempts(quizId: number, learnerIds: readonly string[], opts: { seed: number; now?: Date; daysBack?: number }): Promise<number> {
  const [quiz] = await db().select({ duration: quizzes.durationSeconds, mode: quizzes.mode }).from(quizzes).where(eq(quizzes.id, quizId));
  if (!quiz || learnerIds.length === 0) return 0;
  const sections = await db().select({ id: quizSections.id, correct: quizSections.markCorrect, incorrect: quizSections.markIncorrect, unanswered: quizSections.markUnanswered }).from(quizSections).where(eq(quizSections.quizId, quizId));
  const questionRows = await db()
    .select({ id: quizQuestions.id, sectionId: quizQuestions.sectionId, type: quizQuestions.type, difficulty: quizQuestions.difficulty, numericAnswer: quizQuestions.numericAnswer, tolerance: quizQuestions.tolerance, topics: quizQuestions.topics })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quizId))
    .orderBy(quizQuestions.position, quizQuestions.id);
  const optionRows = await db()
    .select({ id: quizOptions.id, questionId: quizOptions.questionId, isCorrect: quizOptions.isCorrect })
    .from(quizOptions)
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizOptions.questionId))
    .where(eq(quizQuestions.quizId, quizId));
  const sectionOrder = new Map(sections.map((s, i) => [s.id, i]));
  questionRows.sort((a, b) => (sectionOrder.get(a.sectionId) ?? 0) - (sectionOrder.get(b.sectionId) ?? 0));
  const questions: (ScoringQuestion & { options: number[]; difficulty: keyof typeof DIFFICULTY_SHIFT })[] = questionRows.map((q) => ({
    ...q,
    correctOptionIds: optionRows.filter((o) => o.questionId === q.id && o.isCorrect).map((o) => o.id),
    options: optionRows.filter((o) => o.questionId === q.id).map((o) => o.id),
  }));
  const scoringSections = sections.map((s) => ({ id: s.id, marking: { correct: s.correct, incorrect: s.incorrect, unanswered: s.unanswered } }));
  const random = seededRandom(opts.seed);
  const now = (opts.now ?? new Date()).getTime();
  const duration = (quiz.duration ?? 3600) * 1000;
  const rows = learnerIds.map((userId) => {
    const ability = clamp(normal(random, 0.5, 0.17), 0.08, 0.97);
    const boldness = clamp(normal(random, 0.72, 0.16), 0.25, 1);
    const answers: ScoringAnswer[] = [];
    for (const q of questions) {
      if (random() > boldness) continue;
      const right = random() < clamp(ability + DIFFICULTY_SHIFT[q.difficulty], 0.03, 0.99);
      const timeSpentMs = Math.round(clamp(normal(random, duration / questions.length / 1.3, duration / questions.length / 3), 5_000, duration / 4));
      if (q.type === "numeric") {
        const answer = q.numericAnswer ?? 0;
        answers.push({ questionId: q.id, optionIds: [], value: right ? answer : answer + q.tolerance + 1 + Math.floor(random() * 9), timeSpentMs });
      } else {
        const wrong = q.options.filter((o) => !q.correctOptionIds.includes(o));
        const pick = right || wrong.length === 0 ? q.correctOptionIds : [wrong[Math.floor(random() * wrong.length)]];
        answers.push({ questionId: q.id, optionIds: [...pick], value: null, timeSpentMs });
      }
    }
    const scored = scoreAttempt({ sections: scoringSections, questions, answers });
    const submittedAt = new Date(now - Math.floor(random() * (opts.daysBack ?? 30) * 86_400_000) - 60_000);
    const startedAt = new Date(submittedAt.getTime() - Math.min(duration, Math.max(60_000, scored.totalTimeMs)));
    return {
      quizId,
      userId,
      mode: quiz.mode,
      startedAt,
      deadline: new Date(startedAt.getTime() + duration),
      submittedAt,
      isFirst: true,
      score: scored.score,
      maxScore: scored.maxScore,
      correctCount: scored.correct,
      incorrectCount: scored.incorrect,
      unansweredCount: scored.unanswered,
      result: {
        sections: scored.sections.map((s) => ({ sectionId: s.sectionId, score: s.score, maxScore: s.maxScore, correct: s.correct, incorrect: s.incorrect, unanswered: s.unanswered })),
        questions: scored.questions,
      },
    };
  });
  let inserted = 0;
  for (let i = 0; i < rows.length; i += 100) {
    const batch = await db().insert(quizAttempts).values(rows.slice(i, i + 100)).onConflictDoNothing().returning({ id: quizAttempts.id });
    inserted += batch.length;
  }
  return inserted;
}
