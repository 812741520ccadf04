// Property fuzzing of every Hono API route (app/route-policies.ts apiPolicies, kept complete by the
// authorization-matrix test): path parameters, query strings, Range headers and — for the POST
// endpoints — JSON bodies of every wrong shape and type, 10,000-level nesting, 100 KB strings,
// control characters, bytes that are not UTF-8 and wrong content types; as an anonymous client, a
// student and an admin. The bar: never a 5xx, never a stack trace.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { apiPolicies } from "../../app/route-policies";
import { startCheckout } from "../../app/features/payments/orders.server";
import { type CookieJar, login, ORIGIN, send, testApp } from "../support/test-app";
import { startAttempt } from "../../app/features/quizzes/attempts.server";
import { createCourse, createQuiz, createUser, tinyPng } from "../support/factories";
import { deeplyNested, expectSafe, hostileJson, LONG, queryString, show, urlPiece } from "../support/fuzz-values";

const RUNS = { numRuns: 25, endOnFailure: true };
type Who = "anonymous" | "student" | "admin";
const jars: Partial<Record<Who, CookieJar>> = {};
const REAL: Record<string, string[]> = {};

beforeAll(async () => {
  const student = await createUser();
  const admin = await createUser({ role: "admin" });
  jars.student = await login(student.email, student.password);
  jars.admin = await login(admin.email, admin.password);
  const photo = new FormData();
  photo.set("name", "Fuzz Api");
  photo.set("photo", new File([new Uint8Array(tinyPng())], "me.png", { type: "image/png" }));
  await send("/profile", { form: photo, jar: jars.student.clone() });
  const avatar = (await (await send("/profile.data", { jar: jars.student })).text()).match(/\/api\/avatars\/([\w.-]+)/)?.[1] ?? "none.png";
  const course = await createCourse({ tag: "Paid", priceRupees: 299, lessonTypes: ["video", "pdf"] });
  const order = await startCheckout({ userId: student.id, type: "course", productId: String(course.id) });
  if (!order.ok) throw new Error("fixture order");
  // Quizzes: a published quiz and the student's attempt of it (another practice attempt for checks).
  const quiz = await createQuiz();
  const practice = await createQuiz({ mode: "practice" });
  const attempt = await startAttempt(student.id, quiz.id);
  const practiceAttempt = await startAttempt(student.id, practice.id);
  Object.assign(REAL, {
    id: [String(course.id), course.lessonIds[0], String(quiz.id)],
    file: [avatar],
    provider: ["google"],
    orderId: [order.order.gatewayOrderId],
    attemptId: [attempt.runner.attemptId, practiceAttempt.runner.attemptId],
    questionId: [String(attempt.runner.questions[0].id), String(practiceAttempt.runner.questions[3].id)],
  });
});

const who = fc.constantFrom<Who>("anonymous", "student", "admin");
const PARAM = /:(\w+)/g;
const endpoints = Object.keys(apiPolicies).map((key) => {
  const [method, path] = key.split(" ");
  return { key, method, path };
});

/** A raw request (any method, headers, bytes) through the app, as a client would send it. */
async function request(method: string, url: string, o: { role: Who; headers?: Record<string, string>; body?: BodyInit }) {
  const headers = new Headers({ host: "localhost:3000", ...o.headers });
  if (method !== "GET") headers.set("origin", ORIGIN);
  const jar = jars[o.role];
  if (jar?.cookies.size) headers.set("cookie", jar.header());
  const app = await testApp();
  return app.fetch(new Request(ORIGIN + url, { method, headers, body: o.body, redirect: "manual" }), { incoming: { socket: { remoteAddress: "127.0.0.1" } } });
}

const range = fc.oneof(fc.constant(undefined), fc.constantFrom("bytes=0-", "bytes=-1", "bytes=5-2", "bytes=0-99999999999999999999", "bytes=-0", "bytes=a-b", "bytes=0-0,1-1", "items=0-1", "bytes=\u00ff"));

describe("the fuzzed endpoints are every API route", () => {
  it("covers every API policy, GET, POST and PUT", () => {
    expect(endpoints.map((e) => e.key).sort()).toEqual(Object.keys(apiPolicies).sort());
    expect(endpoints.filter((e) => !["GET", "POST", "PUT"].includes(e.method))).toEqual([]);
  });
});

describe.each(endpoints.filter((e) => e.method === "GET"))("$key", ({ path }) => {
  const names = [...path.matchAll(PARAM)].map((m) => m[1]);
  it("survives hostile path parameters, query strings and Range headers", async () => {
    const params = fc.record(Object.fromEntries(names.map((n) => [n, fc.oneof(fc.constantFrom(...(REAL[n] ?? ["1"])), urlPiece)])) as Record<string, fc.Arbitrary<string>>);
    const real = Object.fromEntries(names.map((n) => [n, REAL[n]?.[0] ?? "1"]));
    const examples: [Record<string, string>, string, string | undefined, Who][] = (["anonymous", "student", "admin"] as const).flatMap((role) => [
      [real, "q=%00&page=%FF&type=%ED%A0%80&code=%zz", undefined, role],
      ...names.map((n): [Record<string, string>, string, string | undefined, Who] => [{ ...real, [n]: "%00" }, "", "bytes=0-", role]),
      ...names.map((n): [Record<string, string>, string, string | undefined, Who] => [{ ...real, [n]: "a".repeat(LONG) }, `state=${"b".repeat(LONG)}`, undefined, role]),
    ]);
    await fc.assert(
      fc.asyncProperty(params, queryString, range, who, async (values, query, rangeHeader, role) => {
        const url = path.replace(PARAM, (_, n: string) => values[n]) + (query ? `?${query}` : "");
        const res = await request("GET", url, { role, headers: rangeHeader ? { range: rangeHeader } : {} });
        await expectSafe(res, `${role} GET ${show(url)} range ${show(rangeHeader)}`);
      }),
      { ...RUNS, examples },
    );
  });
});

// Bodies for the POST endpoints: objects with the real keys (and others) holding hostile values,
// any JSON at all, text that is not JSON, bytes that are not UTF-8, and other content types.
const REAL_KEYS = ["courseId", "amount", "currency", "razorpay_order_id", "razorpay_payment_id", "razorpay_signature", "optionIds", "value", "markedForReview", "visited", "timeSpentMs", "__proto__", "constructor"];
const body: fc.Arbitrary<{ contentType?: string; body: BodyInit }> = fc.oneof(
  { weight: 4, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...REAL_KEYS), fc.string({ maxLength: 10 })), hostileJson, { maxKeys: 4 }).map((o) => ({ contentType: "application/json", body: JSON.stringify(o) })) },
  { weight: 2, arbitrary: hostileJson.map((v) => ({ contentType: "application/json", body: JSON.stringify(v) ?? "" })) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }).map((s) => ({ contentType: "application/json", body: s })) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((b) => ({ contentType: "application/json; charset=utf-8", body: new Uint8Array(b) })) },
  {
    weight: 1,
    arbitrary: fc.record({
      contentType: fc.constantFrom(undefined, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data", "multipart/form-data; boundary=x", "application/vnd.api+json", "application/json; charset=utf-16"),
      body: fc.string({ unit: "binary", maxLength: 200 }),
    }),
  },
);

// Writes with bodies (POST, and the quiz answer PUT): real path parameters (a real attempt and
// question) or hostile ones, with every kind of body.
describe.each(endpoints.filter((e) => e.method === "POST" || e.method === "PUT"))("$key", ({ method, path }) => {
  const names = [...path.matchAll(PARAM)].map((m) => m[1]);
  const params = fc.record(Object.fromEntries(names.map((n) => [n, fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...(REAL[n] ?? ["1"])) }, { weight: 1, arbitrary: urlPiece })])) as Record<string, fc.Arbitrary<string>>);
  const at = (values: Record<string, string>) => path.replace(PARAM, (_, n: string) => values[n]);
  it("survives hostile JSON and other bodies", async () => {
    const orderId = REAL.orderId[0];
    const examples: [{ contentType?: string; body: BodyInit }, string, Who][] = (["anonymous", "student", "admin"] as const).flatMap((role) => [
      [{ contentType: "application/json", body: deeplyNested(10_000) }, "", role],
      [{ contentType: "application/json", body: `{"a":${deeplyNested(10_000)}}` }, "", role],
      [{ contentType: "application/json", body: JSON.stringify({ courseId: REAL.id[0], amount: 1e308 }) }, "", role],
      [{ contentType: "application/json", body: JSON.stringify({ courseId: "x".repeat(LONG) }) }, "", role],
      [{ contentType: "application/json", body: JSON.stringify({ razorpay_order_id: orderId, razorpay_payment_id: "pay_\u0000", razorpay_signature: "\uD800" }) }, "", role],
      [{ contentType: "application/json", body: JSON.stringify({ razorpay_order_id: [orderId], razorpay_payment_id: {}, razorpay_signature: 1 }) }, "", role],
      [{ contentType: "application/json", body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) }, "", role],
      [{ contentType: "application/json", body: "" }, "", role],
    ]);
    const real = Object.fromEntries(names.map((n) => [n, REAL[n]?.[0] ?? "1"]));
    await fc.assert(
      fc.asyncProperty(body, queryString, who, params, async ({ contentType, body: payload }, query, role, values) => {
        const headers: Record<string, string> = contentType ? { "content-type": contentType } : {};
        // The webhook also gets signature and event-id headers of every shape (unsigned: a 400).
        if (path === "/api/payment/webhook") Object.assign(headers, { "x-razorpay-signature": "0".repeat(64), "x-razorpay-event-id": "evt_fuzz" });
        const url = at(values);
        const res = await request(method, url + (query ? `?${query}` : ""), { role, headers, body: payload });
        await expectSafe(res, `${role} ${method} ${show(url)} ${contentType ?? "no content-type"} ${show(typeof payload === "string" ? payload : "(bytes)")}`);
      }),
      { ...RUNS, examples: examples.map(([b, q, r]) => [b, q, r, real] as [{ contentType?: string; body: BodyInit }, string, Who, Record<string, string>]) },
    );
  });
});
