// The quiz engine through its JSON API (issue 11, decision 037): every endpoint and status, the exact
// shapes; no answer key or explanation in any answer before the rules allow it; the server's clock
// (injected) deciding the deadline, the grace, and auto-submit; resume; idempotent and concurrent
// submits; another student's attempt is a 404; the write budget's 429; practice checks; retrying
// wrong questions; rank and percentile with ties; the dashboard's quizzesTaken; the rank query's plan.
import { and, eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { STANDING_SQL } from "../../app/features/quizzes/attempt-store.server";
import { quizBudgetKey, QUIZ_BUDGETS } from "../../app/features/quizzes/quiz-budgets.server";
import { setQuizClockForTests } from "../../app/features/quizzes/quiz-clock.server";
import { getQuizForEdit } from "../../app/features/quizzes/quiz-content.server";
import { sweepExpiredAttempts } from "../../app/features/quizzes/submission.server";
import { db, pool } from "../../app/lib/db.server";
import { setRateLimitClockForTests } from "../../app/lib/rate-limit/rate-limit.server";
import { profiles, quizAttempts, quizScoreCounts } from "../../db/schema";
import { createQuiz, createUser, QUIZ_SECRETS } from "../support/factories";
import { type CookieJar, login, send } from "../support/test-app";

type Json = Record<string, unknown>;
type Option = { id: number; text: string; textHi: string | null; html: string; htmlHi: string | null };
type Question = { id: number; sectionId: number; number: number; type: "single" | "multiple" | "numeric"; text: string; html: string; options: Option[] };
type Attempt = { attemptId: string; deadline: string | null; serverNow: string; status: string; resumed: boolean; mode: string; sections: { id: number; title: string; marking: Json; questionIds: number[] }[]; questions: Question[]; answers: { questionId: number; optionIds: number[]; value: number | null; markedForReview: boolean; timeSpentMs: number; checked: boolean }[]; palette: Record<string, string> };
type Result = { attemptId: string; score: number; maxScore: number; correct: number; incorrect: number; unanswered: number; sections: { id: number; score: number; correct: number; incorrect: number; unanswered: number; accuracy: number | null }[]; rank: number | null; percentile: number | null; rankedAttempts: number; autoSubmitted: boolean; isFirst: boolean; questions: { questionId: number; outcome: string; marks: number; timeSpentMs: number }[]; topics: { strong: { topic: string }[]; weak: { topic: string }[] } };

async function newStudent() {
  const user = await createUser();
  return { ...user, jar: await login(user.email, user.password) };
}

const get = (path: string, jar?: CookieJar) => send(path, { jar });
const post = (path: string, jar?: CookieJar, json: unknown = {}) => send(path, { method: "POST", json, jar });
const put = (path: string, json: unknown, jar?: CookieJar) => send(path, { method: "PUT", json, jar });

async function start(quizId: number, jar: CookieJar, expected = 201): Promise<Attempt> {
  const res = await post(`/api/quizzes/${quizId}/attempts`, jar);
  const body = await res.text();
  expect(res.status, body.slice(0, 300)).toBe(expected);
  return JSON.parse(body) as Attempt;
}

async function save(attempt: Attempt, questionId: number, body: unknown, jar: CookieJar, expected = 204) {
  const res = await put(`/api/attempts/${attempt.attemptId}/answers/${questionId}`, body, jar);
  expect(res.status, await res.clone().text()).toBe(expected);
  return res;
}

async function submit(attempt: Attempt, jar: CookieJar): Promise<Result> {
  const res = await post(`/api/attempts/${attempt.attemptId}/submit`, jar);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Result;
}

/** The right answer to each question of an attempt, read from the key (the test's knowledge). */
async function rightAnswers(quizId: number): Promise<Map<number, Json>> {
  const quiz = await getQuizForEdit(quizId);
  const out = new Map<number, Json>();
  for (const q of quiz!.sections.flatMap((s) => s.questions)) out.set(q.id, q.type === "numeric" ? { value: q.answer } : { optionIds: q.options.filter((o) => o.correct).map((o) => o.id) });
  return out;
}
async function wrongAnswers(quizId: number): Promise<Map<number, Json>> {
  const quiz = await getQuizForEdit(quizId);
  const out = new Map<number, Json>();
  for (const q of quiz!.sections.flatMap((s) => s.questions)) out.set(q.id, q.type === "numeric" ? { value: (q.answer ?? 0) + 100 } : { optionIds: [q.options.find((o) => !o.correct)!.id] });
  return out;
}

/** Fails when raw JSON carries a key, a correctness flag or an explanation. */
async function expectNoKeys(quizId: number, raw: string, where: string) {
  const quiz = await getQuizForEdit(quizId);
  expect(raw, where).not.toContain(QUIZ_SECRETS.explanation);
  expect(raw, where).not.toContain(String(QUIZ_SECRETS.numericAnswer));
  for (const field of ["is_correct", "isCorrect", "correctAnswer", "correctOptionIds", "explanation", "numericAnswer", "numeric_answer", "tolerance", "topics"]) expect(raw, `${where}: ${field}`).not.toContain(`"${field}"`);
  for (const q of quiz!.sections.flatMap((s) => s.questions)) for (const o of q.options) expect(raw, where).not.toContain(`"correct":${o.correct}`);
}

let clockAt = Date.now();
const useClock = (ms: number) => {
  clockAt = ms;
  setQuizClockForTests(() => clockAt);
};
afterEach(() => {
  setQuizClockForTests(undefined);
  setRateLimitClockForTests(undefined);
});

let alice: Awaited<ReturnType<typeof newStudent>>;
let bob: Awaited<ReturnType<typeof newStudent>>;
beforeAll(async () => {
  [alice, bob] = await Promise.all([newStudent(), newStudent()]);
}, 60_000);

describe("catalogue: GET /api/quizzes and /api/quizzes/{id}", () => {
  it("lists published quizzes only, with exactly the spec's fields (+ titleHi), filtered by mode, class, subject and exam", async () => {
    const mock = await createQuiz({ mode: "mock", subject: "Physics", class: "12th", exam: "JEE Main" });
    const practice = await createQuiz({ mode: "practice", subject: "Science", class: "10th", exam: null });
    const hidden = await createQuiz({ mode: "mock", published: false });
    const res = await get("/api/quizzes");
    expect(res.status).toBe(200);
    const raw = await res.text();
    const all = JSON.parse(raw) as Json[];
    expect(Array.isArray(all)).toBe(true);
    expect(all.map((q) => q.id)).not.toContain(hidden.id);
    const item = all.find((q) => q.id === mock.id)!;
    expect(Object.keys(item).sort()).toEqual(["class", "durationSeconds", "exam", "id", "mode", "preset", "questionCount", "subject", "title", "titleHi"]);
    expect(item).toEqual({ id: mock.id, title: mock.title, titleHi: expect.stringContaining("परीक्षण"), mode: "mock", class: "12th", subject: "Physics", exam: "JEE Main", preset: null, durationSeconds: 600, questionCount: 6 });
    await expectNoKeys(mock.id, raw, "list");

    const ids = async (query: string) => ((await (await get(`/api/quizzes?${query}`)).json()) as Json[]).map((q) => q.id);
    expect(await ids("mode=practice&class=10th&subject=Science")).toContain(practice.id);
    expect(await ids("mode=practice&class=10th&subject=Science")).not.toContain(mock.id);
    expect(await ids("mode=mock&exam=jee%20main")).toContain(mock.id);
    expect(await ids("mode=play&class=10th&subject=Science")).toEqual([]);
  });

  it("refuses bad or unknown parameters with 400 { error }", async () => {
    for (const query of ["mode=exam", "class=11th", "colour=red", "mode=mock&mode=play", `subject=${"x".repeat(61)}`]) {
      const res = await get(`/api/quizzes?${query}`);
      expect(res.status, query).toBe(400);
      expect(typeof ((await res.json()) as Json).error, query).toBe("string");
    }
  });

  it("shows one published quiz with its sections and marking, never its questions; unknown, unpublished or malformed ids are 404", async () => {
    const quiz = await createQuiz();
    const res = await get(`/api/quizzes/${quiz.id}`);
    expect(res.status).toBe(200);
    const raw = await res.text();
    const detail = JSON.parse(raw) as Json & { sections: Json[] };
    expect(detail).toMatchObject({ id: quiz.id, title: quiz.title, mode: "mock", class: "12th", subject: "Physics", exam: "JEE Main", preset: null, durationSeconds: 600, questionCount: 6, maxScore: 20 });
    expect(detail.sections).toEqual([
      { id: expect.any(Number), title: "Physics", titleHi: "भौतिकी", questionCount: 4, marking: { correct: 4, incorrect: -1, unanswered: 0 } },
      { id: expect.any(Number), title: "General Studies", titleHi: "सामान्य अध्ययन", questionCount: 2, marking: { correct: 2, incorrect: -0.66, unanswered: 0 } },
    ]);
    expect(raw).not.toContain("Question 1");
    await expectNoKeys(quiz.id, raw, "detail");
    const hidden = await createQuiz({ published: false });
    for (const path of [`/api/quizzes/${hidden.id}`, "/api/quizzes/999999999", "/api/quizzes/abc", "/api/quizzes/0", "/api/quizzes/99999999999"]) {
      const r = await get(path);
      expect(r.status, path).toBe(404);
      expect(((await r.json()) as Json).error, path).toBe("This quiz was not found.");
    }
  });
});

describe("starting, resuming and the runner's data", () => {
  it("starts with 201 { attemptId, deadline, sections, questions } — HTML in both languages, options without correctness, no key anywhere", async () => {
    const quiz = await createQuiz();
    useClock(Date.UTC(2026, 10, 25, 9, 0, 0));
    const res = await post(`/api/quizzes/${quiz.id}/attempts`, alice.jar);
    expect(res.status).toBe(201);
    const raw = await res.text();
    const attempt = JSON.parse(raw) as Attempt;
    expect(attempt.attemptId).toMatch(/^[0-9a-f-]{36}$/);
    expect(attempt.deadline).toBe(new Date(Date.UTC(2026, 10, 25, 9, 10, 0)).toISOString());
    expect(attempt.serverNow).toBe(new Date(clockAt).toISOString());
    expect(attempt).toMatchObject({ status: "inProgress", resumed: false, mode: "mock" });
    expect(attempt.sections.map((s) => s.questionIds.length)).toEqual([4, 2]);
    expect(attempt.questions).toHaveLength(6);
    const q1 = attempt.questions[0];
    expect(Object.keys(q1).sort()).toEqual(["html", "htmlHi", "id", "imageUrl", "number", "options", "sectionId", "text", "textHi", "type"]);
    expect(q1.text).toBe("Question 1: what is $1 + 1$?");
    expect(q1.html).toContain('class="katex"');
    for (const q of attempt.questions) for (const o of q.options) expect(Object.keys(o).sort()).toEqual(["html", "htmlHi", "id", "text", "textHi"]);
    expect(attempt.questions.map((q) => q.type)).toEqual(["single", "single", "multiple", "numeric", "single", "single"]);
    expect(Object.values(attempt.palette)).toEqual(Array(6).fill("notVisited"));
    await expectNoKeys(quiz.id, raw, "start");
    const runner = await get(`/api/attempts/${attempt.attemptId}`, alice.jar);
    expect(runner.status).toBe(200);
    await expectNoKeys(quiz.id, await runner.text(), "runner");
  });

  it("resumes the attempt in progress: the same attempt, its saved answers and palette, the same deadline (200)", async () => {
    const quiz = await createQuiz();
    useClock(Date.UTC(2026, 10, 25, 9, 0, 0));
    const first = await start(quiz.id, bob.jar);
    const [q1, q2, q3] = first.questions;
    await save(first, q1.id, { optionIds: [q1.options[2].id], timeSpentMs: 4000 }, bob.jar);
    await save(first, q2.id, { markedForReview: true }, bob.jar);
    await save(first, q3.id, { optionIds: [q3.options[0].id], markedForReview: true }, bob.jar);
    useClock(clockAt + 120_000); // the tab was closed for two minutes
    const again = await start(quiz.id, bob.jar, 200);
    expect(again.attemptId).toBe(first.attemptId);
    expect(again.resumed).toBe(true);
    expect(again.deadline).toBe(first.deadline);
    expect(again.answers.find((a) => a.questionId === q1.id)).toMatchObject({ optionIds: [q1.options[2].id], timeSpentMs: 4000, markedForReview: false });
    expect(again.palette[q1.id]).toBe("answered");
    expect(again.palette[q2.id]).toBe("markedForReview");
    expect(again.palette[q3.id]).toBe("answeredAndMarked");
    expect(again.palette[again.questions[3].id]).toBe("notVisited");
    // After submitting, starting again is a new (unranked) attempt.
    await submit(first, bob.jar);
    const next = await start(quiz.id, bob.jar, 201);
    expect(next.attemptId).not.toBe(first.attemptId);
    const [row] = await db().select({ isFirst: quizAttempts.isFirst }).from(quizAttempts).where(eq(quizAttempts.id, next.attemptId));
    expect(row.isFirst).toBe(false);
  });

  it("two starts at once give one attempt", async () => {
    const quiz = await createQuiz();
    const student = await newStudent();
    const responses = await Promise.all([1, 2, 3].map(() => post(`/api/quizzes/${quiz.id}/attempts`, student.jar)));
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as Attempt[];
    expect(new Set(bodies.map((b) => b.attemptId)).size).toBe(1);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 201]);
  });

  it("needs sign-in and our origin to start; an unpublished quiz cannot be started", async () => {
    const quiz = await createQuiz();
    expect((await post(`/api/quizzes/${quiz.id}/attempts`)).status).toBe(401);
    expect((await send(`/api/quizzes/${quiz.id}/attempts`, { method: "POST", jar: alice.jar, origin: "https://evil.example" })).status).toBe(403);
    expect((await send(`/api/quizzes/${quiz.id}/attempts`, { method: "POST", jar: alice.jar, origin: null })).status).toBe(403);
    const hidden = await createQuiz({ published: false });
    expect((await post(`/api/quizzes/${hidden.id}/attempts`, alice.jar)).status).toBe(404);
  });
});

describe("saving answers: PUT /api/attempts/{attemptId}/answers/{questionId}", () => {
  it("saves with 204, idempotently; replaces the choice; keeps the largest time; validates every id against the question", async () => {
    const quiz = await createQuiz();
    const other = await createQuiz();
    const student = await newStudent();
    const attempt = await start(quiz.id, student.jar);
    const otherAttempt = await start(other.id, student.jar);
    const [single, , multiple, numeric] = attempt.questions;
    await save(attempt, single.id, { optionIds: [single.options[0].id], timeSpentMs: 5000 }, student.jar);
    await save(attempt, single.id, { optionIds: [single.options[0].id], timeSpentMs: 5000 }, student.jar);
    await save(attempt, single.id, { optionIds: [single.options[1].id], timeSpentMs: 3000 }, student.jar);
    await save(attempt, multiple.id, { optionIds: [multiple.options[0].id, multiple.options[2].id] }, student.jar);
    await save(attempt, numeric.id, { value: 12.5, timeSpentMs: 9000 }, student.jar);
    const runner = (await (await get(`/api/attempts/${attempt.attemptId}`, student.jar)).json()) as Attempt;
    expect(runner.answers.find((a) => a.questionId === single.id)).toMatchObject({ optionIds: [single.options[1].id], timeSpentMs: 5000 });
    expect(runner.answers.find((a) => a.questionId === numeric.id)).toMatchObject({ value: 12.5, optionIds: [] });
    // Clearing: an empty choice, a null number.
    await save(attempt, numeric.id, { value: null }, student.jar);
    expect(((await (await get(`/api/attempts/${attempt.attemptId}`, student.jar)).json()) as Attempt).palette[numeric.id]).toBe("notAnswered");

    const refused = async (questionId: number | string, body: unknown, status: number, error?: string) => {
      const res = await put(`/api/attempts/${attempt.attemptId}/answers/${questionId}`, body, student.jar);
      expect(res.status, JSON.stringify(body)).toBe(status);
      const json = (await res.json()) as Json;
      expect(typeof json.error).toBe("string");
      if (error) expect(json.error).toBe(error);
    };
    await refused(single.id, { optionIds: [single.options[0].id, single.options[1].id] }, 400, "Choose exactly one option for this question.");
    await refused(single.id, { optionIds: [otherAttempt.questions[0].options[0].id] }, 400, "An option you chose does not belong to this question.");
    await refused(single.id, { optionIds: [multiple.options[0].id] }, 400, "An option you chose does not belong to this question.");
    await refused(single.id, { value: 2 }, 400, "This question takes options, not a number.");
    await refused(numeric.id, { optionIds: [single.options[0].id] }, 400, "This question takes a number, not options.");
    await refused(single.id, { optionIds: [1], value: 1 }, 400);
    await refused(single.id, { optionIds: [single.options[0].id, single.options[0].id] }, 400);
    await refused(single.id, { optionIds: "1" }, 400);
    await refused(single.id, { value: "1e400" }, 400);
    await refused(single.id, { answer: 1 }, 400);
    await refused(single.id, { timeSpentMs: -1 }, 400);
    await refused(otherAttempt.questions[0].id, { optionIds: [] }, 404, "This question is not part of the attempt.");
    await refused(2147483647, { optionIds: [] }, 404);
    await refused("abc", { optionIds: [] }, 404);
    const bad = await send(`/api/attempts/${attempt.attemptId}/answers/${single.id}`, { method: "PUT", body: "{not json", headers: { "content-type": "application/json" }, jar: student.jar });
    expect(bad.status).toBe(400);
  });

  it("another student's attempt, or a made-up one, is a 404 for every attempt endpoint", async () => {
    const quiz = await createQuiz();
    const owner = await newStudent();
    const attempt = await start(quiz.id, owner.jar);
    const q = attempt.questions[0];
    const attempts = [attempt.attemptId, "00000000-0000-4000-8000-000000000000", "not-a-uuid"];
    for (const id of attempts) {
      for (const res of [
        await put(`/api/attempts/${id}/answers/${q.id}`, { optionIds: [q.options[0].id] }, bob.jar),
        await get(`/api/attempts/${id}`, bob.jar),
        await post(`/api/attempts/${id}/submit`, bob.jar),
        await get(`/api/attempts/${id}/result`, bob.jar),
        await get(`/api/attempts/${id}/review`, bob.jar),
        await post(`/api/attempts/${id}/answers/${q.id}/check`, bob.jar),
        await post(`/api/attempts/${id}/retry-wrong`, bob.jar),
      ]) {
        expect(res.status, `${res.url} ${id}`).toBe(404);
        expect(((await res.json()) as Json).error).toBe("This attempt was not found.");
      }
    }
    // Nothing Bob did touched the owner's attempt.
    const [row] = await db().select({ submittedAt: quizAttempts.submittedAt }).from(quizAttempts).where(eq(quizAttempts.id, attempt.attemptId));
    expect(row.submittedAt).toBeNull();
    expect(((await (await get(`/api/attempts/${attempt.attemptId}`, owner.jar)).json()) as Attempt).answers).toEqual([]);
  });

  it("answers 429 with Retry-After when the student is over the answer budget", async () => {
    const quiz = await createQuiz();
    const student = await newStudent();
    const attempt = await start(quiz.id, student.jar);
    const at = Date.UTC(2026, 10, 25, 10, 0, 15);
    setRateLimitClockForTests(() => at);
    await save(attempt, attempt.questions[0].id, { optionIds: [] }, student.jar);
    await pool().query("update rate_limit_windows set hits = $1 where key = $2", [QUIZ_BUDGETS.save.limit, quizBudgetKey("save", student.id)]);
    const res = await put(`/api/attempts/${attempt.attemptId}/answers/${attempt.questions[0].id}`, { optionIds: [] }, student.jar);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("45");
    expect(((await res.json()) as Json).error).toBe("Too many answers saved in a minute. Please wait a moment and try again.");
    // Other writes have their own budget.
    expect((await post(`/api/attempts/${attempt.attemptId}/submit`, student.jar)).status).toBe(200);
  });
});

describe("the server's clock: deadline, grace, auto-submit", () => {
  it("accepts a save inside the 10 s grace, refuses one after with 409, and submits the attempt with what was saved", async () => {
    const quiz = await createQuiz({ durationSeconds: 600 });
    const student = await newStudent();
    const t0 = Date.UTC(2026, 10, 25, 11, 0, 0);
    useClock(t0);
    const attempt = await start(quiz.id, student.jar);
    const right = await rightAnswers(quiz.id);
    const [q1, q2, q3, q4] = attempt.questions;
    await save(attempt, q1.id, right.get(q1.id), student.jar);
    useClock(t0 + 600_000 + 5_000); // past the deadline, inside the grace
    await save(attempt, q2.id, right.get(q2.id), student.jar);
    useClock(t0 + 600_000 + 10_001);
    const late = await put(`/api/attempts/${attempt.attemptId}/answers/${q3.id}`, right.get(q3.id), student.jar);
    expect(late.status).toBe(409);
    expect(((await late.json()) as Json).error).toBe("Time is up: this attempt no longer accepts answers.");
    const res = await get(`/api/attempts/${attempt.attemptId}/result`, student.jar);
    expect(res.status).toBe(200);
    const result = (await res.json()) as Result;
    expect(result).toMatchObject({ autoSubmitted: true, correct: 2, incorrect: 0, unanswered: 4, score: 8, maxScore: 20 });
    expect(result.questions.find((q) => q.questionId === q4.id)?.outcome).toBe("unanswered");
    // Later saves are refused as submitted; the runner says so.
    expect((await put(`/api/attempts/${attempt.attemptId}/answers/${q4.id}`, right.get(q4.id), student.jar)).status).toBe(409);
    expect(((await (await get(`/api/attempts/${attempt.attemptId}`, student.jar)).json()) as Attempt).status).toBe("submitted");
  });

  it("a reader of an expired attempt submits it (lazily), and so does the sweep for attempts nobody reads — once", async () => {
    const quiz = await createQuiz({ durationSeconds: 60 });
    const [reader, absent] = await Promise.all([newStudent(), newStudent()]);
    const t0 = Date.UTC(2026, 10, 25, 12, 0, 0);
    useClock(t0);
    const a = await start(quiz.id, reader.jar);
    const b = await start(quiz.id, absent.jar);
    await save(b, b.questions[0].id, (await rightAnswers(quiz.id)).get(b.questions[0].id), absent.jar);
    useClock(t0 + 60_000 + 10_000); // exactly at the end of the grace: still open
    expect(((await (await get(`/api/attempts/${a.attemptId}`, reader.jar)).json()) as Attempt).status).toBe("inProgress");
    useClock(t0 + 60_000 + 10_001);
    expect(((await (await get(`/api/attempts/${a.attemptId}`, reader.jar)).json()) as Attempt).status).toBe("submitted");
    expect(await sweepExpiredAttempts()).toBeGreaterThanOrEqual(1);
    const [row] = await db().select({ submittedAt: quizAttempts.submittedAt, auto: quizAttempts.autoSubmitted, score: quizAttempts.score }).from(quizAttempts).where(eq(quizAttempts.id, b.attemptId));
    expect(row).toEqual({ submittedAt: new Date(clockAt), auto: true, score: 4 });
    expect(await sweepExpiredAttempts()).toBe(0);
    const [profile] = await db().select({ n: profiles.quizzesTaken }).from(profiles).where(eq(profiles.userId, absent.id));
    expect(profile.n).toBe(1);
    // Starting the quiz again after an expired attempt starts a new one.
    useClock(t0 + 3_600_000);
    expect((await start(quiz.id, absent.jar, 201)).attemptId).not.toBe(b.attemptId);
  });
});

describe("submitting, results and review", () => {
  it("returns 200 { score, maxScore, correct, incorrect, unanswered, sections, rank, percentile }; twice → the same", async () => {
    const quiz = await createQuiz();
    const student = await newStudent();
    const attempt = await start(quiz.id, student.jar);
    const right = await rightAnswers(quiz.id);
    const wrong = await wrongAnswers(quiz.id);
    const [q1, q2, q3, q4, q5] = attempt.questions;
    await save(attempt, q1.id, { ...right.get(q1.id), timeSpentMs: 7000 }, student.jar);
    await save(attempt, q2.id, wrong.get(q2.id), student.jar);
    await save(attempt, q3.id, right.get(q3.id), student.jar);
    await save(attempt, q4.id, { value: QUIZ_SECRETS.numericAnswer + 0.4 }, student.jar); // within ±0.5
    await save(attempt, q5.id, wrong.get(q5.id), student.jar);
    const result = await submit(attempt, student.jar);
    expect(result).toMatchObject({ score: 10.34, maxScore: 20, correct: 3, incorrect: 2, unanswered: 1, rank: 1, percentile: 100, rankedAttempts: 1, isFirst: true, autoSubmitted: false });
    expect(result.sections).toEqual([
      expect.objectContaining({ title: "Physics", score: 11, maxScore: 16, correct: 3, incorrect: 1, unanswered: 0, attempted: 4, accuracy: 75 }),
      expect.objectContaining({ title: "General Studies", score: -0.66, maxScore: 4, correct: 0, incorrect: 1, unanswered: 1, attempted: 1, accuracy: 0 }),
    ]);
    expect(result.questions.find((q) => q.questionId === q1.id)).toEqual({ questionId: q1.id, sectionId: q1.sectionId, outcome: "correct", marks: 4, timeSpentMs: 7000 });
    expect(result.topics.weak.map((t) => t.topic)).toEqual(["polity"]);
    expect(await submit(attempt, student.jar)).toEqual(result);
    expect(await (await get(`/api/attempts/${attempt.attemptId}/result`, student.jar)).json()).toEqual(result);
  });

  it("concurrent submits give one result: one histogram entry, one quizzesTaken", async () => {
    const quiz = await createQuiz();
    const student = await newStudent();
    const attempt = await start(quiz.id, student.jar);
    await save(attempt, attempt.questions[0].id, (await rightAnswers(quiz.id)).get(attempt.questions[0].id), student.jar);
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => post(`/api/attempts/${attempt.attemptId}/submit`, student.jar)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const bodies = (await Promise.all(results.map((r) => r.json()))) as Result[];
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    const [counts] = await db().select({ n: sql<number>`sum(${quizScoreCounts.attempts})::int` }).from(quizScoreCounts).where(eq(quizScoreCounts.quizId, quiz.id));
    expect(counts.n).toBe(1);
    const [profile] = await db().select({ n: profiles.quizzesTaken }).from(profiles).where(eq(profiles.userId, student.id));
    expect(profile.n).toBe(1);
  });

  it("a save racing a submit is either scored or refused with 409, never acknowledged and lost", async () => {
    const quiz = await createQuiz();
    const student = await newStudent();
    const attempt = await start(quiz.id, student.jar);
    const right = await rightAnswers(quiz.id);
    const [first, second] = attempt.questions;
    await save(attempt, first.id, right.get(first.id), student.jar);
    // A submit holds the attempt's row lock while it scores: hold that lock here, as submit does,
    // and send a save meanwhile. It must wait for the lock, then see the attempt submitted.
    const client = await pool().connect();
    try {
      await client.query("begin");
      await client.query("select id from quiz_attempts where id = $1 for update", [attempt.attemptId]);
      const racing = put(`/api/attempts/${attempt.attemptId}/answers/${second.id}`, right.get(second.id), student.jar);
      const early = await Promise.race([racing.then(() => "answered"), new Promise((r) => setTimeout(() => r("waiting"), 400))]);
      expect(early).toBe("waiting");
      await client.query("update quiz_attempts set submitted_at = now(), score = 4, max_score = 8 where id = $1", [attempt.attemptId]);
      await client.query("commit");
      const res = await racing;
      expect(res.status, await res.clone().text()).toBe(409);
    } catch (error) {
      await client.query("rollback");
      throw error;
    } finally {
      client.release();
    }
    // And many saves racing a real submit: every 204 is in the scored result.
    const otherQuiz = await createQuiz();
    const other = await start(otherQuiz.id, student.jar);
    const otherRight = await rightAnswers(otherQuiz.id);
    const saves = other.questions.map((q) => put(`/api/attempts/${other.attemptId}/answers/${q.id}`, otherRight.get(q.id), student.jar));
    const submitted = post(`/api/attempts/${other.attemptId}/submit`, student.jar);
    const statuses = await Promise.all(saves.map((p) => p.then((r) => r.status)));
    const result = (await (await submitted).json()) as Result;
    expect(statuses.every((s) => s === 204 || s === 409)).toBe(true);
    const acknowledged = other.questions.filter((_, i) => statuses[i] === 204).map((q) => q.id);
    const scoredCorrect = result.questions.filter((q) => q.outcome === "correct").map((q) => q.questionId);
    expect(scoredCorrect.sort()).toEqual(acknowledged.sort());
  });

  it("reviews solutions only after submit: your answer, the correct answer, marks and explanation", async () => {
    const quiz = await createQuiz();
    const student = await newStudent();
    const attempt = await start(quiz.id, student.jar);
    const before = await get(`/api/attempts/${attempt.attemptId}/review`, student.jar);
    expect(before.status).toBe(409);
    expect(await before.text()).not.toContain(QUIZ_SECRETS.explanation);
    expect((await get(`/api/attempts/${attempt.attemptId}/result`, student.jar)).status).toBe(409);
    const [q1, , q3, q4] = attempt.questions;
    await save(attempt, q1.id, { optionIds: [q1.options[0].id] }, student.jar);
    await save(attempt, q4.id, { value: 3 }, student.jar);
    await submit(attempt, student.jar);
    const res = await get(`/api/attempts/${attempt.attemptId}/review`, student.jar);
    expect(res.status).toBe(200);
    const review = (await res.json()) as (Json & { questionId: number })[];
    expect(review).toHaveLength(6);
    expect(review[0]).toMatchObject({ questionId: q1.id, yourAnswer: { optionIds: [q1.options[0].id] }, correctAnswer: { optionIds: [q1.options[1].id] }, marks: -1, outcome: "incorrect", explanation: `${QUIZ_SECRETS.explanation} 1: because $a^2 + b^2 = c^2$.` });
    expect(review[0].explanationHtml).toContain("katex");
    expect(review[2]).toMatchObject({ questionId: q3.id, yourAnswer: null, correctAnswer: { optionIds: [q3.options[0].id, q3.options[2].id] }, marks: 0, outcome: "unanswered" });
    expect(review[3]).toMatchObject({ questionId: q4.id, yourAnswer: { value: 3 }, correctAnswer: { value: QUIZ_SECRETS.numericAnswer, tolerance: 0.5 }, marks: -1 });
  });
});

describe("practice mode and retrying wrong questions", () => {
  it("checking reveals that one question's key and explanation, locks it, and nothing else leaks", async () => {
    const quiz = await createQuiz({ mode: "practice" });
    const student = await newStudent();
    const attempt = await start(quiz.id, student.jar);
    expect(attempt.deadline).toBeNull();
    const [q1, q2] = attempt.questions;
    const unanswered = await post(`/api/attempts/${attempt.attemptId}/answers/${q1.id}/check`, student.jar);
    expect(unanswered.status).toBe(400);
    expect(((await unanswered.json()) as Json).error).toBe("Please select an option!");
    await save(attempt, q1.id, { optionIds: [q1.options[1].id] }, student.jar);
    const res = await post(`/api/attempts/${attempt.attemptId}/answers/${q1.id}/check`, student.jar);
    expect(res.status).toBe(200);
    const raw = await res.text();
    const check = JSON.parse(raw) as Json;
    expect(check).toMatchObject({ questionId: q1.id, correct: true, correctAnswer: { optionIds: [q1.options[1].id] }, explanation: `${QUIZ_SECRETS.explanation} 1: because $a^2 + b^2 = c^2$.`, explanationHi: `${QUIZ_SECRETS.explanation} 1 (हिंदी)` });
    expect(raw).not.toContain(`${QUIZ_SECRETS.explanation} 2`);
    expect(raw).not.toContain(String(q2.options[1].id) + "]");
    // Locked; checking again is the same answer.
    const locked = await put(`/api/attempts/${attempt.attemptId}/answers/${q1.id}`, { optionIds: [q1.options[0].id] }, student.jar);
    expect(locked.status).toBe(409);
    expect(await (await post(`/api/attempts/${attempt.attemptId}/answers/${q1.id}/check`, student.jar)).json()).toEqual(check);
    // The runner shows the check for q1 only; no other question's key.
    const runnerRaw = await (await get(`/api/attempts/${attempt.attemptId}`, student.jar)).text();
    const runner = JSON.parse(runnerRaw) as Attempt & { checks: { questionId: number }[] };
    expect(runner.checks.map((c) => c.questionId)).toEqual([q1.id]);
    expect(runnerRaw).not.toContain(`${QUIZ_SECRETS.explanation} 2`);
    expect(runner.answers.find((a) => a.questionId === q1.id)?.checked).toBe(true);
    // A mock is not checked one by one.
    const mock = await start((await createQuiz()).id, student.jar);
    await save(mock, mock.questions[0].id, { optionIds: [mock.questions[0].options[0].id] }, student.jar);
    const refused = await post(`/api/attempts/${mock.attemptId}/answers/${mock.questions[0].id}/check`, student.jar);
    expect(refused.status).toBe(409);
    expect(await refused.text()).not.toContain(QUIZ_SECRETS.explanation);
  });

  it("retry wrong questions: a practice attempt over the wrong and skipped questions only; resumes; nothing to retry → 409", async () => {
    const quiz = await createQuiz();
    const student = await newStudent();
    const attempt = await start(quiz.id, student.jar);
    const right = await rightAnswers(quiz.id);
    const wrong = await wrongAnswers(quiz.id);
    const [q1, q2, q3, q4, q5, q6] = attempt.questions;
    for (const q of [q1, q3, q4, q6]) await save(attempt, q.id, right.get(q.id), student.jar);
    await save(attempt, q2.id, wrong.get(q2.id), student.jar); // q5 skipped
    expect((await post(`/api/attempts/${attempt.attemptId}/retry-wrong`, student.jar)).status).toBe(409); // not submitted
    await submit(attempt, student.jar);
    const res = await post(`/api/attempts/${attempt.attemptId}/retry-wrong`, student.jar);
    expect(res.status).toBe(201);
    const retry = (await res.json()) as Attempt & { retryOf: string };
    expect(retry).toMatchObject({ mode: "practice", deadline: null, retryOf: attempt.attemptId, resumed: false });
    expect(retry.questions.map((q) => q.id)).toEqual([q2.id, q5.id]);
    expect(retry.sections.map((s) => s.questionIds)).toEqual([[q2.id], [q5.id]]);
    await expectNoKeys(quiz.id, JSON.stringify(retry), "retry");
    const again = await post(`/api/attempts/${attempt.attemptId}/retry-wrong`, student.jar);
    expect(again.status).toBe(200);
    expect(((await again.json()) as Attempt).attemptId).toBe(retry.attemptId);
    // A question outside the subset is not part of the retry.
    expect((await put(`/api/attempts/${retry.attemptId}/answers/${q1.id}`, right.get(q1.id), student.jar)).status).toBe(404);
    await save(retry, q2.id, right.get(q2.id), student.jar);
    await save(retry, q5.id, right.get(q5.id), student.jar);
    const result = await submit(retry, student.jar);
    expect(result).toMatchObject({ correct: 2, incorrect: 0, unanswered: 0, score: 6, maxScore: 6, rank: null, percentile: null, isFirst: false });
    const none = await post(`/api/attempts/${retry.attemptId}/retry-wrong`, student.jar);
    expect(none.status).toBe(409);
    expect(((await none.json()) as Json).error).toBe("Every question of that attempt was answered correctly: there is nothing to retry.");
  });
});

describe("rank and percentile among first attempts", () => {
  it("ranks ties alike (competition ranking) and gives the NTA percentile; later attempts are not ranked; −0.66 is exact", async () => {
    const quiz = await createQuiz();
    const students = await Promise.all([1, 2, 3, 4, 5, 6].map(() => newStudent()));
    const right = await rightAnswers(quiz.id);
    const wrong = await wrongAnswers(quiz.id);
    const ids = (await start(quiz.id, students[0].jar)).questions.map((q) => q.id);
    // Scores: 20 (all right), 4, 4 (tie), 0 (nothing), −1 (q1 wrong), −0.66 (q5 wrong).
    const plans: [number, Map<number, Json>][][] = [ids.map((id) => [id, right]), [[ids[0], right]], [[ids[0], right]], [], [[ids[0], wrong]], [[ids[4], wrong]]];
    const results: Result[] = [];
    for (const [i, plan] of plans.entries()) {
      const attempt = await start(quiz.id, students[i].jar, i === 0 ? 200 : 201);
      for (const [id, answers] of plan) await save(attempt, id, answers.get(id), students[i].jar);
      results.push(await submit(attempt, students[i].jar));
    }
    const now = await Promise.all(results.map((_, i) => get(`/api/attempts/${results[i].attemptId}/result`, students[i].jar).then((r) => r.json() as Promise<Result>)));
    expect(now.map((r) => r.score)).toEqual([20, 4, 4, 0, -1, -0.66]);
    expect(now.map((r) => r.rank)).toEqual([1, 2, 2, 4, 6, 5]);
    expect(now.map((r) => r.percentile)).toEqual([100, 83.33, 83.33, 50, 16.66, 33.33]);
    expect(now.every((r) => r.rankedAttempts === 6)).toBe(true);
    // A second attempt (even a perfect one) is not ranked and does not move anybody.
    const second = await start(quiz.id, students[1].jar);
    for (const id of ids) await save(second, id, right.get(id), students[1].jar);
    expect(await submit(second, students[1].jar)).toMatchObject({ score: 20, rank: null, percentile: null, isFirst: false });
    const first = (await (await get(`/api/attempts/${results[1].attemptId}/result`, students[1].jar)).json()) as Result;
    expect(first).toMatchObject({ rank: 2, percentile: 83.33, rankedAttempts: 6 });
    // The histogram agrees with a direct count of first attempts.
    const direct = await db().select({ score: quizAttempts.score, n: sql<number>`count(*)::int` }).from(quizAttempts).where(and(eq(quizAttempts.quizId, quiz.id), eq(quizAttempts.isFirst, true), sql`${quizAttempts.submittedAt} is not null`)).groupBy(quizAttempts.score);
    const histogram = await db().select({ score: quizScoreCounts.score, n: quizScoreCounts.attempts }).from(quizScoreCounts).where(and(eq(quizScoreCounts.quizId, quiz.id), sql`${quizScoreCounts.attempts} > 0`));
    const sorted = (xs: { score: number | null; n: number }[]) => [...xs].sort((a, b) => (a.score ?? 0) - (b.score ?? 0));
    expect(sorted(histogram)).toEqual(sorted(direct));
  });

  it("computes rank from the per-quiz histogram: the plan reads quiz_score_counts by its key and never quiz_attempts", async () => {
    const quiz = await createQuiz();
    const { rows } = await pool().query<{ "QUERY PLAN": unknown }>(`explain (format json) ${STANDING_SQL}`, [quiz.id, 4]);
    const plan = JSON.stringify(rows[0]["QUERY PLAN"]);
    expect(plan).toContain('"Relation Name":"quiz_score_counts"');
    expect(plan).not.toContain("quiz_attempts");
    await pool().query("set enable_seqscan = off");
    try {
      const indexed = JSON.stringify((await pool().query<{ "QUERY PLAN": unknown }>(`explain (format json) ${STANDING_SQL}`, [quiz.id, 4])).rows[0]["QUERY PLAN"]);
      expect(indexed).toContain("quiz_score_counts_quiz_id_score_pk");
    } finally {
      await pool().query("reset enable_seqscan");
    }
  });
});

describe("the dashboard's quizzesTaken", () => {
  it("counts submitted attempts", async () => {
    const quiz = await createQuiz({ mode: "practice" });
    const student = await newStudent();
    const count = async () => Number((await (await get("/dashboard", student.jar)).text()).match(/data-testid="dashboard\.quizzesTaken"[^>]*>(\d+)</)?.[1]);
    expect(await count()).toBe(0);
    const attempt = await start(quiz.id, student.jar);
    expect(await count()).toBe(0); // started is not taken
    await submit(attempt, student.jar);
    await submit(attempt, student.jar);
    expect(await count()).toBe(1);
    await submit(await start(quiz.id, student.jar), student.jar);
    expect(await count()).toBe(2);
  });
});
