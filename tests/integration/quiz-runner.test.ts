// The quiz runner and result pages by HTTP (decision 039): the intro for anonymous and signed-in
// visitors, Start, the no-JS flow (select → Next; Next without a selection → 'Please select an
// option!' as a 400, never a 500), practice feedback only for the question checked, no key in the
// runner's HTML or .data before submit, the result for its owner only, the pass message's threshold
// (more than half), and the deadline moved by the engine's injected clock → an auto-submitted result.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setQuizClockForTests } from "../../app/features/quizzes/quiz-clock.server";
import { getQuizForEdit } from "../../app/features/quizzes/quiz-content.server";
import { createQuiz, createUser, QUIZ_SECRETS } from "../support/factories";
import { type CookieJar, login, pageText, send } from "../support/test-app";

type Student = { jar: CookieJar };
let alice: Student;
let bob: Student;

async function newStudent(): Promise<Student> {
  const user = await createUser();
  return { jar: await login(user.email, user.password) };
}

beforeAll(async () => {
  [alice, bob] = await Promise.all([newStudent(), newStudent()]);
}, 60_000);

afterEach(() => setQuizClockForTests(undefined));

const ATTEMPT_URL = /^\/quiz\/(\d+)\/attempts\/([0-9a-f-]{36})(\?.*)?$/;

/** Start through the intro's form; returns the attempt's page path. */
async function start(quizId: number, jar: CookieJar): Promise<{ path: string; attemptId: string }> {
  const res = await send(`/quiz/${quizId}`, { form: { intent: "start" }, jar });
  expect(res.status).toBe(302);
  const location = res.headers.get("location") ?? "";
  const match = ATTEMPT_URL.exec(location);
  expect(match, location).not.toBeNull();
  return { path: `/quiz/${quizId}/attempts/${match![2]}`, attemptId: match![2] };
}

type Key = { id: number; type: string; correct: string[]; wrong: string[]; value: number | null };
async function keys(quizId: number): Promise<Key[]> {
  const quiz = await getQuizForEdit(quizId);
  return quiz!.sections.flatMap((s) =>
    s.questions.map((q) => ({
      id: q.id!,
      type: q.type,
      correct: q.type === "numeric" ? [] : q.options.filter((o) => o.correct).map((o) => String(o.id)),
      wrong: q.type === "numeric" ? [] : [String(q.options.find((o) => !o.correct)!.id)],
      value: q.type === "numeric" ? (q.answer ?? null) : null,
    })),
  );
}

function answerForm(intent: string, key: Key, right: boolean): FormData {
  const form = new FormData();
  form.set("intent", intent);
  form.set("questionId", String(key.id));
  if (key.type === "numeric") form.set("value", String(right ? key.value : (key.value ?? 0) + 100));
  else for (const id of right ? key.correct : key.wrong) form.append("optionId", id);
  return form;
}

function expectNoKeys(raw: string, where: string) {
  expect(raw, where).not.toContain(QUIZ_SECRETS.explanation);
  expect(raw, where).not.toContain(String(QUIZ_SECRETS.numericAnswer));
  // As a field name (not the message key "quizRunner.correctAnswer").
  for (const field of ["correctAnswer", "correctOptionIds", "explanationHtml", "isCorrect", "is_correct"]) expect(raw, `${where}: ${field}`).not.toMatch(new RegExp(`(?<![.\\w])${field}\\b`));
}

describe("the intro: /quiz/{id}", () => {
  it("shows anonymous visitors the quiz and a sign-in link that comes back here; Start without a session goes to /login and back", async () => {
    const quiz = await createQuiz({ mode: "mock" });
    const res = await send(`/quiz/${quiz.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(quiz.title);
    expect(html).toContain(`/login?redirectTo=${encodeURIComponent(`/quiz/${quiz.id}`)}`);
    expect(html).toContain("Sign in to start");
    expect(html).toContain("+4 correct, −1 wrong, 0 unanswered");
    const post = await send(`/quiz/${quiz.id}`, { form: { intent: "start" } });
    expect(post.status).toBe(302);
    expect(post.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(`/quiz/${quiz.id}`)}`);
    const viaData = await send(`/quiz/${quiz.id}.data`, { form: { intent: "start" } });
    expect([202, 204, 302]).toContain(viaData.status);
    expect(viaData.headers.get("x-remix-redirect") ?? viaData.headers.get("location") ?? (await viaData.text())).toContain(`redirectTo=${encodeURIComponent(`/quiz/${quiz.id}`)}`);
  });

  it("is a 404 for unpublished or unknown quizzes and malformed ids", async () => {
    const hidden = await createQuiz({ published: false });
    for (const path of [`/quiz/${hidden.id}`, "/quiz/999999999", "/quiz/abc", "/quiz/0"]) {
      expect((await send(path, { jar: alice.jar })).status, path).toBe(404);
    }
    expect((await send(`/quiz/${hidden.id}`, { form: { intent: "start" }, jar: alice.jar })).status).toBe(404);
  });

  it("starts once, then offers Resume with the same attempt; a bad intent is a 400", async () => {
    const quiz = await createQuiz({ mode: "mock" });
    const first = await start(quiz.id, alice.jar);
    const intro = await (await send(`/quiz/${quiz.id}`, { jar: alice.jar })).text();
    expect(intro).toContain("Resume");
    expect(intro).toContain(first.path);
    const again = await start(quiz.id, alice.jar);
    expect(again.attemptId).toBe(first.attemptId);
    expect((await send(`/quiz/${quiz.id}`, { form: { intent: "explode" }, jar: alice.jar })).status).toBe(400);
  });
});

describe("the runner without JavaScript", () => {
  it("shows one question; Next without a selection says 'Please select an option!' (400); with one it saves and shows the next", async () => {
    const quiz = await createQuiz({ mode: "play" });
    const k = await keys(quiz.id);
    const { path } = await start(quiz.id, alice.jar);
    const page = await send(`${path}?q=1`, { jar: alice.jar });
    expect(page.status).toBe(200);
    const text = await pageText(page);
    expect(text).toContain("Question 1 of 6");
    expect(text).toContain("Question 1: what is");

    const empty = new FormData();
    empty.set("intent", "next");
    empty.set("questionId", String(k[0].id));
    const refused = await send(`${path}?q=1`, { form: empty, jar: alice.jar });
    expect(refused.status).toBe(400);
    expect(await pageText(refused)).toContain("Please select an option!");

    const next = await send(`${path}?q=1`, { form: answerForm("next", k[0], true), jar: alice.jar });
    expect(next.status).toBe(302);
    expect(next.headers.get("location")).toBe(`${path}?q=2&lang=en`);
    const second = await pageText(await send(`${path}?q=2&lang=en`, { jar: alice.jar }));
    expect(second).toContain("Question 2 of 6");

    // Garbage never makes a 500.
    const bads: Record<string, string>[] = [{ intent: "next", questionId: "x" }, { intent: "next", questionId: String(k[0].id), optionId: "abc" }, { intent: "next", questionId: String(k[3].id), value: "12abc" }, { intent: "bogus" }];
    for (const bad of bads) {
      const res = await send(`${path}?q=1`, { form: bad, jar: alice.jar });
      expect(res.status, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(bad)).toBeLessThan(500);
    }
    // A resumed runner (no ?q) opens where the last save was.
    expect(await pageText(await send(path, { jar: alice.jar }))).toContain("Question 1 of 6");
  });

  it("practice: feedback (right/wrong, the correct answer, the explanation) appears only for the question checked", async () => {
    const quiz = await createQuiz({ mode: "practice" });
    const k = await keys(quiz.id);
    const { path } = await start(quiz.id, alice.jar);
    const before = await send(`${path}?q=1`, { jar: alice.jar });
    expectNoKeys(await before.text(), "runner HTML before check");
    const beforeData = await send(`${path}.data?q=1`, { jar: alice.jar });
    expect(beforeData.status).toBe(200);
    expectNoKeys(await beforeData.text(), "runner .data before check");

    const empty = new FormData();
    empty.set("intent", "check");
    empty.set("questionId", String(k[0].id));
    const refused = await send(`${path}?q=1`, { form: empty, jar: alice.jar });
    expect(refused.status).toBe(400);
    expect(await pageText(refused)).toContain("Please select an option!");

    const checked = await send(`${path}?q=1`, { form: answerForm("check", k[0], false), jar: alice.jar });
    expect(checked.status).toBe(302);
    const after = await send(`${path}?q=1&lang=en`, { jar: alice.jar });
    const text = await pageText(after);
    expect(text).toContain("Not quite.");
    expect(text).toContain("Correct answer: B");
    expect(text).toContain(`${QUIZ_SECRETS.explanation} 1:`);
    // Nothing about the other questions.
    for (const n of [2, 3, 4, 5, 6]) expect(text).not.toContain(`${QUIZ_SECRETS.explanation} ${n}:`);
    expect(text).not.toContain(String(QUIZ_SECRETS.numericAnswer));
    // The checked answer is locked: Next goes on without re-sending it.
    const next = new FormData();
    next.set("intent", "next");
    next.set("questionId", String(k[0].id));
    expect((await send(`${path}?q=1`, { form: next, jar: alice.jar })).status).toBe(302);
  });

  it("finishing shows the score, Try Again and the pass message only above half of the questions; the result is the owner's only", async () => {
    const quiz = await createQuiz({ mode: "practice" });
    const k = await keys(quiz.id);
    async function run(student: Student, rightCount: number) {
      const { path, attemptId } = await start(quiz.id, student.jar);
      for (let i = 0; i < k.length; i++) {
        const res = await send(`${path}?q=${i + 1}`, { form: answerForm(i === k.length - 1 ? "finish" : "next", k[i], i < rightCount), jar: student.jar });
        expect(res.status, `question ${i + 1}`).toBe(302);
      }
      return { path, attemptId };
    }
    const half = await run(alice, 3);
    const result = await send(half.path, { jar: alice.jar });
    expect(result.status).toBe(200);
    const text = await pageText(result);
    expect(text).toContain("Your result");
    expect(text).toContain("Try Again");
    expect(text).toContain("Retry wrong questions");
    expect(text).toContain("Not yet: get more than half");
    expect(text).not.toContain("Well done!");

    const more = await run(bob, 4);
    const passed = await pageText(await send(more.path, { jar: bob.jar }));
    expect(passed).toContain("Well done! You passed");

    // Owner only: another student 404 (page and .data), anonymous → login and back.
    for (const path of [half.path, `${half.path}.data`, `${half.path}/solutions`, `${half.path}/solutions.data`]) {
      expect((await send(path, { jar: bob.jar })).status, path).toBe(404);
    }
    const anon = await send(half.path);
    expect(anon.status).toBe(302);
    expect(anon.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(half.path)}`);
    // The attempt under another quiz's id: 404.
    const other = await createQuiz({ mode: "practice" });
    expect((await send(`/quiz/${other.id}/attempts/${half.attemptId}`, { jar: alice.jar })).status).toBe(404);

    // After submit the solutions review shows the keys and explanations.
    const solutions = await pageText(await send(`${half.path}/solutions`, { jar: alice.jar }));
    expect(solutions).toContain(`${QUIZ_SECRETS.explanation} 6:`);
    expect(solutions).toContain("Your answer");

    // Retry wrong questions: a practice attempt over the 3 wrong ones.
    const retry = await send(half.path, { form: { intent: "retryWrong" }, jar: alice.jar });
    expect(retry.status).toBe(302);
    const retryPath = retry.headers.get("location")!;
    expect(retryPath).not.toContain(half.attemptId);
    expect(await pageText(await send(retryPath, { jar: alice.jar }))).toContain("Question 1 of 3");
  });

  it("mock: Save & Next, Mark for review & Next, Clear, Previous, and the submit summary without JS", async () => {
    const quiz = await createQuiz({ mode: "mock" });
    const k = await keys(quiz.id);
    const { path } = await start(quiz.id, alice.jar);
    expect((await send(path, { form: answerForm("saveNext", k[0], true), jar: alice.jar })).headers.get("location")).toBe(`${path}?q=2&lang=en`);
    expect((await send(path, { form: answerForm("markNext", k[1], true), jar: alice.jar })).headers.get("location")).toBe(`${path}?q=3&lang=en`);
    const skip = new FormData();
    skip.set("intent", "saveNext");
    skip.set("questionId", String(k[2].id));
    expect((await send(path, { form: skip, jar: alice.jar })).headers.get("location")).toBe(`${path}?q=4&lang=en`);
    expect((await send(path, { form: answerForm("clear", k[0], true), jar: alice.jar })).status).toBe(302);
    const review = await send(path, { form: answerForm("review", k[3], false), jar: alice.jar });
    expect(review.headers.get("location")).toBe(`${path}?q=4&lang=en&confirm=1`);
    const summary = await send(`${path}?q=4&lang=en&confirm=1`, { jar: alice.jar });
    const html = await summary.text();
    expect(html).toContain("Submit the test?");
    expect(html).toMatch(/data-state="answeredAndMarked"/);
    expect(html).toMatch(/data-state="notAnswered"/);
    expect(html).toMatch(/aria-label="Question 2: Answered and marked for review"/);
    expectNoKeys(html, "mock runner");
    const submitted = await send(path, { form: { intent: "submit" }, jar: alice.jar });
    expect(submitted.status).toBe(302);
    const result = await pageText(await send(path, { jar: alice.jar }));
    expect(result).toContain("Score by section");
    expect(result).toContain("General Studies");
    expect(result).toContain("Percentile");
  });
});

describe("a long mock's page weight", () => {
  it("carries the text of the questions near the one shown; the rest comes from GET /api/attempts/{id}", async () => {
    const quiz = await createQuiz({ mode: "mock", extraQuestions: 40 }); // 46 questions
    const { path, attemptId } = await start(quiz.id, alice.jar);
    const first = await (await send(`${path}?q=1`, { jar: alice.jar })).text();
    expect(first).toContain("Question 1: what is");
    expect(first).toContain("Question 9: what is"); // within 8 after
    expect(first).not.toContain("Question 10: what is");
    expect(first).not.toContain("Question 40: what is");
    const later = await (await send(`${path}?q=40`, { jar: alice.jar })).text();
    expect(later).toContain("Question 40: what is");
    expect(later).toContain("Question 38: what is"); // within 2 before
    expect(later).not.toContain("Question 37: what is");
    const all = await send(`/api/attempts/${attemptId}`, { jar: alice.jar });
    expect(all.status).toBe(200);
    const body = (await all.json()) as { questions: { text: string }[] };
    expect(body.questions).toHaveLength(46);
    expect(body.questions[39].text).toContain("Question 40: what is");
    // Nobody else's: the same address is a 404 for another student.
    expect((await send(`/api/attempts/${attemptId}`, { jar: bob.jar })).status).toBe(404);
  });
});

describe("the deadline (the engine's injected clock)", () => {
  it("a runner read after the deadline shows the auto-submitted result; a late post goes to it too", async () => {
    let now = Date.now();
    setQuizClockForTests(() => now);
    const quiz = await createQuiz({ mode: "mock", durationSeconds: 600 });
    const k = await keys(quiz.id);
    const { path } = await start(quiz.id, alice.jar);
    expect((await send(path, { form: answerForm("saveNext", k[0], true), jar: alice.jar })).status).toBe(302);
    now += 601_000;
    const late = await send(path, { form: answerForm("saveNext", k[1], true), jar: alice.jar });
    expect(late.status).toBe(302);
    expect(late.headers.get("location")).toBe(`${path}?lang=en`);
    const text = await pageText(await send(path, { jar: alice.jar }));
    expect(text).toContain("submitted automatically");
    expect(text).toContain("4 / 16");
  });
});
