// The quiz JSON API (issue 11; documented in /api/openapi.json, decision 037). Thin: guard, parse,
// budget, use case, JSON. Errors are `{ error }` through the one mapping (lib/errors), in the
// request's language. Every write needs sign-in, passes the same-origin check (server/app.ts: every
// non-GET) and spends the student's write budget (429 with Retry-After when over).
//
// GET  /api/quizzes?mode=&class=&subject=&exam=&q=      published quizzes (public)
// GET  /api/quizzes/{id}                                one quiz: sections and marking, no questions (public)
// GET  /api/quizzes/{id}/questions/{questionId}/image   a question's figure
// POST /api/quizzes/{id}/attempts                       start (201) or resume (200) — questions without keys
// GET  /api/attempts/{attemptId}                        the runner's data (resume after a closed tab)
// PUT  /api/attempts/{attemptId}/answers/{questionId}   autosave one answer → 204
// POST /api/attempts/{attemptId}/answers/{questionId}/check   practice: check one answer
// POST /api/attempts/{attemptId}/submit                 → 200 result; twice → the same
// GET  /api/attempts/{attemptId}/result                 the result again (after submit)
// GET  /api/attempts/{attemptId}/review                 solutions (after submit, else 409)
// POST /api/attempts/{attemptId}/retry-wrong            practice over the wrong and skipped questions
//
// Save, submit and result answer with `Server-Timing`: `app;dur` for the whole handler
// (server/middleware/server-timing.ts) and its parts — `auth` (session and role), `budget` (the
// write budget's upsert; a save has none: its own statement spends the budget) and
// `save`/`submit`/`result` (the use case). `npm run bench:quiz` reads
// them (docs/performance.md).
import { Hono, type Context } from "hono";
import { getSessionUser, requireApiUser } from "../../app/features/accounts/session.server";
import { checkPracticeAnswer, getRunner, saveAnswer, startAttempt, startRetryWrong, submitAndGetResult, type StartedAttempt } from "../../app/features/quizzes/attempts.server";
import { getQuizDetail, listQuizzes } from "../../app/features/quizzes/catalogue.server";
import { questionImageFor } from "../../app/features/quizzes/question-images.server";
import { saveBudgetSpend, spendQuizBudget } from "../../app/features/quizzes/quiz-budgets.server";
import { answerBody, parseAttemptId, parseIntId, quizListQuery } from "../../app/features/quizzes/quiz-schemas";
import { getAttemptResult, getAttemptReview } from "../../app/features/quizzes/results.server";
import { notFound } from "../../app/lib/errors/domain-error";
import { apiInvalid } from "../../app/lib/errors/http-errors.server";
import { parseJson, parseValues } from "../../app/lib/forms/parse-input.server";
import { localeFromRequest } from "../../app/lib/i18n/locales";
import { serverTiming, stopwatch } from "../middleware/server-timing";
import { fileResponse } from "./file-response";

const PRIVATE = { "Cache-Control": "private, no-store" };
// The same for everyone and cheap to recompute; a minute of staleness after an admin's change.
const PUBLIC = { "Cache-Control": "public, max-age=60" };

function quizId(c: Context): number {
  const id = parseIntId(c.req.param("id"));
  if (id === null) throw notFound("quizzes.error.quizNotFound");
  return id;
}
function attemptId(c: Context): string {
  const id = parseAttemptId(c.req.param("attemptId"));
  if (id === null) throw notFound("quizzes.error.attemptNotFound");
  return id;
}
function questionId(c: Context): number {
  const id = parseIntId(c.req.param("questionId"));
  if (id === null) throw notFound("quizzes.error.questionNotFound");
  return id;
}

/** Repeated parameters are refused rather than silently picking one. */
function queryObject(url: string): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const [key, value] of new URL(url).searchParams) {
    if (key in out) return null;
    out[key] = value;
  }
  return out;
}

const started = (c: Context, s: StartedAttempt) => c.json({ ...s.runner, resumed: !s.created }, s.created ? 201 : 200, PRIVATE);

export const quizzesApi = new Hono()
  .get("/api/quizzes", async (c) => {
    const raw = queryObject(c.req.url);
    const parsed = raw ? parseValues(quizListQuery, raw) : null;
    if (!parsed?.ok) return apiInvalid(parsed ?? { ok: false, errors: {}, values: {} }, localeFromRequest(c.req.raw), "error.badRequest");
    return c.json(await listQuizzes(parsed.data), 200, PUBLIC);
  })
  .get("/api/quizzes/:id", async (c) => {
    const detail = await getQuizDetail(quizId(c));
    if (!detail) throw notFound("quizzes.error.quizNotFound");
    return c.json(detail, 200, PUBLIC);
  })
  .get("/api/quizzes/:id/questions/:questionId/image", async (c) => {
    const viewer = await getSessionUser(c.req.raw);
    const image = await questionImageFor(quizId(c), questionId(c), viewer);
    if (!image) throw notFound("error.notFound");
    return fileResponse(image, c.req.raw, { "Cache-Control": image.public ? "public, max-age=3600" : "private, no-store", "Content-Disposition": "inline" });
  })
  .post("/api/quizzes/:id/attempts", async (c) => {
    const user = await requireApiUser(c.req.raw);
    const id = quizId(c);
    await spendQuizBudget("write", user.id);
    return started(c, await startAttempt(user.id, id));
  })
  .get("/api/attempts/:attemptId", async (c) => {
    const user = await requireApiUser(c.req.raw);
    return c.json(await getRunner(user.id, attemptId(c)), 200, PRIVATE);
  })
  .put("/api/attempts/:attemptId/answers/:questionId", serverTiming, async (c) => {
    const time = stopwatch();
    const user = await requireApiUser(c.req.raw);
    const attempt = attemptId(c);
    const question = questionId(c);
    time.lap("auth");
    const parsed = await parseJson(c.req.raw, answerBody);
    if (!parsed.ok) {
      // A malformed save spends the budget too (429 when over), on its own: it has no statement.
      await spendQuizBudget("save", user.id);
      return apiInvalid(parsed, localeFromRequest(c.req.raw));
    }
    // The budget is spent by the save's own statement: one commit per save (decision 037, amendment).
    await saveAnswer(user.id, attempt, question, parsed.data, { budget: saveBudgetSpend(user.id) });
    time.lap("save");
    return c.body(null, 204, { ...PRIVATE, "Server-Timing": time.header() });
  })
  .post("/api/attempts/:attemptId/answers/:questionId/check", async (c) => {
    const user = await requireApiUser(c.req.raw);
    const attempt = attemptId(c);
    const question = questionId(c);
    await spendQuizBudget("write", user.id);
    return c.json(await checkPracticeAnswer(user.id, attempt, question), 200, PRIVATE);
  })
  .post("/api/attempts/:attemptId/submit", serverTiming, async (c) => {
    const time = stopwatch();
    const user = await requireApiUser(c.req.raw);
    const attempt = attemptId(c);
    time.lap("auth");
    await spendQuizBudget("write", user.id);
    time.lap("budget");
    const result = await submitAndGetResult(user.id, attempt);
    time.lap("submit");
    return c.json(result, 200, { ...PRIVATE, "Server-Timing": time.header() });
  })
  .get("/api/attempts/:attemptId/result", serverTiming, async (c) => {
    const time = stopwatch();
    const user = await requireApiUser(c.req.raw);
    const attempt = attemptId(c);
    time.lap("auth");
    const result = await getAttemptResult(user.id, attempt);
    time.lap("result");
    return c.json(result, 200, { ...PRIVATE, "Server-Timing": time.header() });
  })
  .get("/api/attempts/:attemptId/review", async (c) => {
    const user = await requireApiUser(c.req.raw);
    return c.json(await getAttemptReview(user.id, attemptId(c)), 200, PRIVATE);
  })
  .post("/api/attempts/:attemptId/retry-wrong", async (c) => {
    const user = await requireApiUser(c.req.raw);
    const attempt = attemptId(c);
    await spendQuizBudget("write", user.id);
    return started(c, await startRetryWrong(user.id, attempt));
  });
