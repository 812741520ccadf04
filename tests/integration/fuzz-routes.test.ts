// Property fuzzing of every page route's URL — path parameters and query string, as the page URL and
// as its React Router `.data` URL (client navigation) — as an anonymous visitor, a student and an
// admin. Whatever the URL, the answer is never a 5xx and never leaks a stack trace. The route list
// is app/route-policies.ts, which the authorization-matrix test keeps complete.
// Bounded (RUNS per route) so the file stays well under a minute on a 2-core machine.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "../../app/lib/db.server";
import { pagePolicies } from "../../app/route-policies";
import { enrollments, lessonCompletions } from "../../db/schema";
import { issueCertificate } from "../../app/features/certificates/certificates.server";
import { startCheckout } from "../../app/features/payments/orders.server";
import { type CookieJar, login, send } from "../support/test-app";
import { createBlogPost, createCourse, createUser } from "../support/factories";
import { BROKEN_ESCAPES, expectSafe, LONG, queryString, show, urlPiece } from "../support/fuzz-values";

const RUNS = 12;
type Who = "anonymous" | "student" | "admin";
const jars: Partial<Record<Who, CookieJar>> = {};
// Real values for each parameter, so that a fuzzed query string also reaches the loader behind a
// valid path (and fuzzed path parameters are tried next to real ones).
const REAL: Record<string, string[]> = {};

beforeAll(async () => {
  const student = await createUser({ name: "Fuzz Routes" });
  const admin = await createUser({ role: "admin" });
  jars.student = await login(student.email, student.password);
  jars.admin = await login(admin.email, admin.password);
  const free = await createCourse();
  await db().insert(enrollments).values({ userId: student.id, courseId: free.id });
  await db().insert(lessonCompletions).values(free.lessonIds.map((lessonId) => ({ userId: student.id, courseId: free.id, lessonId })));
  const code = (await issueCertificate(student.id, free.id)).certificate?.code ?? "VP-UNKNOWN";
  const paid = await createCourse({ tag: "Paid", priceRupees: 499 });
  const order = await startCheckout({ userId: student.id, type: "course", productId: String(paid.id) });
  if (!order.ok) throw new Error("fixture order");
  const post = await createBlogPost({ title: "Fuzz Blog Post" });
  Object.assign(REAL, {
    id: [String(free.id), String(paid.id)],
    courseId: [String(paid.id)],
    orderId: [order.order.id, order.order.gatewayOrderId],
    code: [code],
    // A blog post's address segment: as published, and its id alone (which redirects).
    post: [post.path.slice("/blogs/".length), String(post.id)],
  });
});

const PARAM = /:(\w+)/g;
const routes = Object.keys(pagePolicies).map((p) => (p === "/*" ? "/:splat1/:splat2" : p));

/** The route's URL with its parameters filled in: a real value or a fuzzed piece for each. */
function urlFor(route: string, params: Record<string, string>, query: string, data: boolean) {
  let path = route.replace(PARAM, (_, name: string) => params[name] ?? "x");
  if (data) path = path === "/" ? "/_.data" : `${path.replace(/\/$/, "")}.data`;
  return query ? `${path}?${query}` : path;
}

const paramValue = (name: string) => fc.oneof(fc.constantFrom(...(REAL[name] ?? ["1"])), urlPiece);
const who = fc.constantFrom<Who>("anonymous", "student", "admin");

describe("the fuzzed routes are every page route", () => {
  it("covers every route policy", () => {
    expect(routes.length).toBe(Object.keys(pagePolicies).length);
    expect(routes).toContain("/admin/users");
  });
});

describe.each(routes)("GET %s", (route) => {
  const names = [...route.matchAll(PARAM)].map((m) => m[1]);
  it("survives hostile path parameters and query strings, page and .data, for everyone", async () => {
    const params = fc.record(Object.fromEntries(names.map((n) => [n, paramValue(n)])) as Record<string, fc.Arbitrary<string>>);
    // The classic breakers first, on every run: each parameter and the query carry NUL, a broken
    // escape, bytes that are not UTF-8, and 100 KB.
    const real = Object.fromEntries(names.map((n) => [n, REAL[n]?.[0] ?? "1"]));
    const examples: [Record<string, string>, string, boolean, Who][] = [];
    const roles = ["anonymous", "student", "admin"] as const;
    for (const [i, bad] of ["%00", "%00", "%00", "%FF", "%ED%A0%80", "%zz", "a".repeat(LONG), "-1"].entries()) {
      const role = roles[i % 3]; // NUL as everyone, the rest in turn
      examples.push([real, `q=${bad}&page=${bad}&redirectTo=${bad}`, i % 2 === 0, role]);
      for (const n of names) examples.push([{ ...real, [n]: bad }, "", i % 2 === 1, role]);
    }
    await fc.assert(
      fc.asyncProperty(params, queryString, fc.boolean(), who, async (values, query, data, role) => {
        const url = urlFor(route, values, query, data);
        const res = await send(url, { jar: jars[role]?.clone() });
        await expectSafe(res, `${role} GET ${show(url)}`);
      }),
      { numRuns: RUNS, endOnFailure: true, examples },
    );
  });
});

// Encoded garbage the URL parser itself normalises must not confuse the router either.
describe("odd paths", () => {
  it("answers below 500 for dot segments, double slashes and broken escapes in any position", async () => {
    const paths = ["//", "/%2E%2E/admin", "/courses//details", "/courses/%2F/details", "/.data", "/_.data", "/admin/.data", "/dashboard.data.data", ...BROKEN_ESCAPES.map((e) => `/${e}`)];
    for (const p of paths) for (const role of ["anonymous", "student", "admin"] as const) await expectSafe(await send(p, { jar: jars[role]?.clone() }), `${role} ${p}`);
  });
});
