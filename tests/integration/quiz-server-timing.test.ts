// Server-Timing on the quiz API's save, submit and result answers (issue 11): `npm run bench:quiz`
// reads the server's own time from it, so it must be there — on a refusal too — and hold a number
// that covers the use case (`app` is the whole handler, so never less than `save`/`submit`/`result`),
// with the parts a slow save is made of (`auth`, then `save`, which spends the budget too).
import { describe, expect, it } from "vitest";
import { createQuiz, createUser } from "../support/factories";
import { type CookieJar, login, send } from "../support/test-app";

type Started = { attemptId: string; questions: { id: number; type: string; options: { id: number }[] }[] };

/** The `name;dur=…` entries of a Server-Timing header, as numbers. */
function timings(response: Response): Record<string, number> {
  const header = response.headers.get("server-timing");
  expect(header, "Server-Timing header").toBeTruthy();
  const out: Record<string, number> = {};
  for (const entry of header!.split(",")) {
    const match = /^\s*([a-z]+);dur=(\d+(?:\.\d+)?)\s*$/.exec(entry);
    expect(match, `malformed Server-Timing entry ${JSON.stringify(entry)}`).not.toBeNull();
    out[match![1]] = Number(match![2]);
  }
  return out;
}

async function started(): Promise<{ jar: CookieJar; attempt: Started }> {
  const quiz = await createQuiz({ mode: "mock" });
  const user = await createUser();
  const jar = await login(user.email, user.password);
  const res = await send(`/api/quizzes/${quiz.id}/attempts`, { method: "POST", json: {}, jar });
  expect(res.status).toBe(201);
  return { jar, attempt: (await res.json()) as Started };
}

describe("Server-Timing on the quiz API", () => {
  it("times a save, a submit and a result view, the whole handler and the use case", async () => {
    const { jar, attempt } = await started();
    const question = attempt.questions.find((q) => q.type === "single")!;

    const saved = await send(`/api/attempts/${attempt.attemptId}/answers/${question.id}`, { method: "PUT", json: { optionIds: [question.options[0].id] }, jar });
    expect(saved.status).toBe(204);
    const save = timings(saved);
    // No `budget` part: the save's own statement spends the budget (decision 037, amendment).
    expect(Object.keys(save).sort()).toEqual(["app", "auth", "save"]);
    expect(save.app).toBeGreaterThan(0);
    expect(save.app).toBeGreaterThanOrEqual(save.save);

    const submitted = await send(`/api/attempts/${attempt.attemptId}/submit`, { method: "POST", json: {}, jar });
    expect(submitted.status).toBe(200);
    const submit = timings(submitted);
    expect(submit.app).toBeGreaterThanOrEqual(submit.submit);

    const viewed = await send(`/api/attempts/${attempt.attemptId}/result`, { jar });
    expect(viewed.status).toBe(200);
    const result = timings(viewed);
    expect(result.app).toBeGreaterThanOrEqual(result.result);
  });

  it("times a refused save (409 after submit) as well", async () => {
    const { jar, attempt } = await started();
    expect((await send(`/api/attempts/${attempt.attemptId}/submit`, { method: "POST", json: {}, jar })).status).toBe(200);
    const question = attempt.questions.find((q) => q.type === "single")!;
    const refused = await send(`/api/attempts/${attempt.attemptId}/answers/${question.id}`, { method: "PUT", json: { optionIds: [question.options[0].id] }, jar });
    expect(refused.status).toBe(409);
    expect(timings(refused).app).toBeGreaterThan(0);
  });
});
