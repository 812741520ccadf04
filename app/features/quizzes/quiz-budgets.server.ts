// Write budgets of the quiz API, in the shared PostgreSQL budgets (lib/rate-limit): generous enough
// for a real mock (a fast student changing answers saves a few hundred times an hour; 600 a minute is
// ten a second, sustained), tight enough that a script cannot hammer the database through one account.
import { rateLimited } from "../../lib/errors/domain-error";
import { type RateLimit, type RateLimitResult, type RateLimitSpend, rateLimitSpend, spendRateLimit } from "../../lib/rate-limit/rate-limit.server";

export const QUIZ_BUDGETS = {
  /** Answer saves (PUT …/answers/{questionId}), per student. */
  save: { limit: 600, windowSeconds: 60 },
  /** Starts, submits, practice checks and retries, per student. */
  write: { limit: 120, windowSeconds: 60 },
} satisfies Record<string, RateLimit>;

export const quizBudgetKey = (kind: keyof typeof QUIZ_BUDGETS, userId: string) => `quiz-${kind}:${userId}`;

/** Counts one use; throws 429 (with Retry-After) when the student is over the budget. */
export async function spendQuizBudget(kind: keyof typeof QUIZ_BUDGETS, userId: string): Promise<void> {
  refuseOverBudget(kind, await spendRateLimit(quizBudgetKey(kind, userId), QUIZ_BUDGETS[kind]));
}

/** One use of the student's save budget, spent by the save's own statement (saveAnswer): the
 * autosave then commits once, not twice (decision 037, amendment). */
export const saveBudgetSpend = (userId: string): RateLimitSpend => rateLimitSpend(quizBudgetKey("save", userId), QUIZ_BUDGETS.save);

/** Throws the 429 (with Retry-After) when a spent use was over the budget. */
export function refuseOverBudget(kind: keyof typeof QUIZ_BUDGETS, budget: RateLimitResult): void {
  if (!budget.allowed) throw rateLimited(kind === "save" ? "quizzes.error.tooManySaves" : "quizzes.error.tooManyRequests", budget.retryAfterSeconds);
}
