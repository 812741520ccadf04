// The autosave spends the student's save budget inside its own statement (decision 037, amendment:
// one commit per save instead of two). What a student or operator notices must not change: every
// save request counts once whatever its answer, over the limit a save is a 429 with Retry-After that
// writes nothing (before any 404/409/400), the refused use still counts, a new window starts afresh,
// parallel saves at the edge get exactly the uses left, and one student's budget is not another's.
import { afterEach, describe, expect, it } from "vitest";
import { QUIZ_BUDGETS, quizBudgetKey } from "../../app/features/quizzes/quiz-budgets.server";
import { pool } from "../../app/lib/db.server";
import { setRateLimitClockForTests } from "../../app/lib/rate-limit/rate-limit.server";
import { createQuiz, createUser } from "../support/factories";
import { type CookieJar, login, send } from "../support/test-app";

type Attempt = { attemptId: string; questions: { id: number; type: string; options: { id: number }[] }[] };
type Student = { id: string; jar: CookieJar };

const LIMIT = QUIZ_BUDGETS.save.limit;
const WINDOW_START = Date.UTC(2026, 10, 25, 10, 0, 0);
let clockAt = WINDOW_START + 15_000;
setRateLimitClockForTests(() => clockAt);
afterEach(() => {
  clockAt = WINDOW_START + 15_000;
});

async function started(extraQuestions = 0): Promise<{ student: Student; attempt: Attempt }> {
  const quiz = await createQuiz({ mode: "mock", extraQuestions });
  const user = await createUser();
  const jar = await login(user.email, user.password);
  const res = await send(`/api/quizzes/${quiz.id}/attempts`, { method: "POST", json: {}, jar });
  expect(res.status).toBe(201);
  return { student: { id: user.id, jar }, attempt: (await res.json()) as Attempt };
}

const putAnswer = (attemptId: string, questionId: number, json: unknown, jar: CookieJar) => send(`/api/attempts/${attemptId}/answers/${questionId}`, { method: "PUT", json, jar });

/** Uses of the student's save budget counted in the current window. */
async function uses(student: Student): Promise<number> {
  const windowStart = new Date(Math.floor(clockAt / 60_000) * 60_000);
  const { rows } = await pool().query<{ hits: number }>("select hits from rate_limit_windows where key = $1 and window_start = $2", [quizBudgetKey("save", student.id), windowStart]);
  return rows[0]?.hits ?? 0;
}
async function setUses(student: Student, hits: number) {
  const windowStart = new Date(Math.floor(clockAt / 60_000) * 60_000);
  await pool().query("insert into rate_limit_windows (key, window_start, hits) values ($1, $2, $3) on conflict (key, window_start) do update set hits = excluded.hits", [quizBudgetKey("save", student.id), windowStart, hits]);
}
async function storedOptions(attemptId: string, questionId: number): Promise<number[] | null> {
  const { rows } = await pool().query<{ option_ids: number[] }>("select option_ids from quiz_attempt_answers where attempt_id = $1 and question_id = $2", [attemptId, questionId]);
  return rows[0]?.option_ids ?? null;
}

describe("the save budget, spent by the save's own statement", () => {
  it("counts every save request once, whatever it answers (204, 404, 400, 409)", async () => {
    const { student, attempt } = await started();
    const single = attempt.questions.find((q) => q.type === "single")!;
    expect((await putAnswer(attempt.attemptId, single.id, { optionIds: [single.options[0].id] }, student.jar)).status).toBe(204);
    expect(await uses(student)).toBe(1);
    expect((await putAnswer(attempt.attemptId, 999_999, { optionIds: [] }, student.jar)).status).toBe(404);
    expect((await putAnswer("00000000-0000-4000-8000-000000000000", single.id, { optionIds: [] }, student.jar)).status).toBe(404);
    expect((await putAnswer(attempt.attemptId, single.id, { optionIds: "nope" }, student.jar)).status).toBe(400);
    expect(await uses(student)).toBe(4);
    expect((await send(`/api/attempts/${attempt.attemptId}/submit`, { method: "POST", json: {}, jar: student.jar })).status).toBe(200);
    expect((await putAnswer(attempt.attemptId, single.id, { optionIds: [single.options[1].id] }, student.jar)).status).toBe(409);
    expect(await uses(student)).toBe(5);
  });

  it("over the limit: 429 with Retry-After before any other refusal, nothing written, the refused use counted; the next window starts afresh", async () => {
    const { student, attempt } = await started();
    const single = attempt.questions.find((q) => q.type === "single")!;
    const [first, second] = single.options;
    expect((await putAnswer(attempt.attemptId, single.id, { optionIds: [first.id] }, student.jar)).status).toBe(204);
    await setUses(student, LIMIT);

    const refused = await putAnswer(attempt.attemptId, single.id, { optionIds: [second.id] }, student.jar);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("45");
    expect(((await refused.json()) as { error: string }).error).toBe("Too many answers saved in a minute. Please wait a moment and try again.");
    expect(await storedOptions(attempt.attemptId, single.id)).toEqual([first.id]);
    expect(await uses(student)).toBe(LIMIT + 1);
    // Over the budget, a made-up attempt, a made-up question and a malformed body are 429 too.
    expect((await putAnswer("00000000-0000-4000-8000-000000000000", single.id, { optionIds: [] }, student.jar)).status).toBe(429);
    expect((await putAnswer(attempt.attemptId, 999_999, { optionIds: [] }, student.jar)).status).toBe(429);
    expect((await putAnswer(attempt.attemptId, single.id, { optionIds: "nope" }, student.jar)).status).toBe(429);
    expect(await uses(student)).toBe(LIMIT + 4);

    clockAt = WINDOW_START + 60_000;
    expect((await putAnswer(attempt.attemptId, single.id, { optionIds: [second.id] }, student.jar)).status).toBe(204);
    expect(await storedOptions(attempt.attemptId, single.id)).toEqual([second.id]);
    expect(await uses(student)).toBe(1);
  });

  it("parallel saves at the edge of the budget: exactly the uses left are acknowledged, and exactly those are stored", async () => {
    const { student, attempt } = await started(4);
    const singles = attempt.questions.filter((q) => q.type === "single");
    expect(singles.length).toBeGreaterThanOrEqual(8);
    await setUses(student, LIMIT - 3);
    const statuses = await Promise.all(singles.slice(0, 8).map((q) => putAnswer(attempt.attemptId, q.id, { optionIds: [q.options[0].id] }, student.jar).then((r) => r.status)));
    expect(statuses.filter((s) => s === 204)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    for (const [i, q] of singles.slice(0, 8).entries()) expect(await storedOptions(attempt.attemptId, q.id), `question ${i}`).toEqual(statuses[i] === 204 ? [q.options[0].id] : null);
    expect(await uses(student)).toBe(LIMIT + 5);
  });

  it("one student's spent budget does not refuse another's saves", async () => {
    const a = await started();
    const b = await started();
    await setUses(a.student, LIMIT);
    const q = a.attempt.questions.find((x) => x.type === "single")!;
    expect((await putAnswer(a.attempt.attemptId, q.id, { optionIds: [] }, a.student.jar)).status).toBe(429);
    const qb = b.attempt.questions.find((x) => x.type === "single")!;
    expect((await putAnswer(b.attempt.attemptId, qb.id, { optionIds: [qb.options[0].id] }, b.student.jar)).status).toBe(204);
    expect(await uses(b.student)).toBe(1);
  });
});
