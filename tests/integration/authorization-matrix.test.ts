// The authorization matrix, deny by default: every route of app/routes.ts and every Hono API route
// must have a policy in app/route-policies.ts, and the running app must enforce exactly that policy
// for an anonymous visitor, a student and an admin.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import routes from "../../app/routes";
import { apiPolicies, pagePolicies, type Policy } from "../../app/route-policies";
import { apiRoutes } from "../../server/app";
import { enrollments, lessonCompletions, resources, users } from "../../db/schema";
import { drawCover } from "../../app/features/resources/resource-uploads.server";
import { fileStore } from "../../app/lib/storage/storage.server";
import { issueCertificate } from "../../app/features/certificates/certificates.server";
import { fulfilOrder, startCheckout } from "../../app/features/payments/orders.server";
import { SandboxGateway } from "../../app/features/payments/sandbox-gateway.server";
import { bookSession } from "../../app/features/counseling/booking.server";
import { addCounselor } from "../../app/features/counseling/counselors.server";
import { db } from "../../app/lib/db.server";
import { builtRoutes, CookieJar, login, send } from "../support/test-app";
import { createBlogPost, createCourse, createQuiz, createResource, createUser, tinyPng } from "../support/factories";
import { startAttempt, submitAndGetResult } from "../../app/features/quizzes/attempts.server";
import { getQuizForEdit } from "../../app/features/quizzes/quiz-content.server";

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };
const join = (parent: string, segment?: string) => (segment ? `${parent.replace(/\/$/, "")}/${segment}` : parent || "/");

/** URL paths of the route table: parents joined, index routes take the parent's path, pathless
 * layouts contribute only their children. */
function flatten(entries: RouteEntry[], parent = ""): string[] {
  return entries.flatMap((e) => {
    const full = join(parent, e.path);
    const own = e.index || e.path !== undefined ? [full] : [];
    return [...own, ...flatten(e.children ?? [], e.path ? full : parent)];
  });
}

const pagePaths = [...new Set(flatten(routes as RouteEntry[]))];
const apiKeys = apiRoutes
  .flatMap((app) => app.routes)
  .filter((r) => !(r.method === "ALL" && (r.path === "*" || r.path === "/*")))
  .map((r) => `${r.method} ${r.path}`);

// Routes whose GET only redirects (they exist for their POST action). Anything else that redirects a
// GET where its policy says 200 fails the matrix.
const ACTION_ROUTES: Record<string, string> = { "/logout": "/", "/language": "/", "/auth/google": "/login", "/profile/sign-out-others": "/profile", "/admin/blogs/preview": "/admin/blogs" };
const UNKNOWN_PAGE = "/some-unknown-page";

// Routes with parameters are requested with real fixtures (made in beforeAll): a free course the
// student completed, two paid courses (one with the student's unpaid order, one with a paid one).
// `only` narrows a "user" policy where the page also needs ownership or enrollment: who else gets what.
type Sample = { url: string; only?: Partial<Record<Who, Outcome>> };
const SAMPLES: Record<string, Sample> = {};
const urlOf = (p: string) => (p === "/*" ? UNKNOWN_PAGE : (SAMPLES[p]?.url ?? p));
const loginFor = (p: string) => `/login?redirectTo=${encodeURIComponent(p)}`;

type Who = "anonymous" | "student" | "admin";
type Outcome = { status: number; location?: string };

function expectedGet(p: string, policy: Policy, who: Who): Outcome {
  if (p in ACTION_ROUTES) return { status: 302, location: ACTION_ROUTES[p] };
  const override = SAMPLES[p]?.only?.[who];
  if (override) return override;
  const url = urlOf(p);
  if (url !== p && p !== "/*") return expectedGet(url, policy, who);
  switch (policy) {
    case "public":
      return { status: p === "/*" ? 404 : 200 };
    case "guest":
      return who === "anonymous" ? { status: 200 } : { status: 302, location: "/dashboard" };
    case "user":
      return who === "anonymous" ? { status: 302, location: loginFor(p) } : { status: 200 };
    case "admin":
    case "counselor": // active counsellors and admins (a counsellor's own access: counseling-admin.test.ts)
      if (who === "anonymous") return { status: 302, location: loginFor(p) };
      return who === "student" ? { status: 302, location: "/dashboard" } : { status: 200 };
  }
}

const jars = {} as Record<Who, CookieJar>;
let student: Awaited<ReturnType<typeof createUser>>;
let unpublishedQuizId = 0;
beforeAll(async () => {
  student = await createUser();
  const admin = await createUser({ role: "admin" });
  jars.anonymous = new CookieJar();
  jars.student = await login(student.email, student.password);
  jars.admin = await login(admin.email, admin.password);

  const free = await createCourse();
  await db().insert(enrollments).values({ userId: student.id, courseId: free.id });
  await db().insert(lessonCompletions).values(free.lessonIds.map((lessonId) => ({ userId: student.id, courseId: free.id, lessonId })));
  const issued = await issueCertificate(student.id, free.id);
  const code = issued.certificate?.code ?? "VP-UNKNOWN";
  const unpaidCourse = await createCourse({ tag: "Paid", priceRupees: 499 });
  const paidCourse = await createCourse({ tag: "Paid", priceRupees: 799 });
  const unpaid = await startCheckout({ userId: student.id, type: "course", productId: String(unpaidCourse.id) });
  const paid = await startCheckout({ userId: student.id, type: "course", productId: String(paidCourse.id) });
  if (!unpaid.ok || !paid.ok) throw new Error("fixture orders");
  const payment = await new SandboxGateway().pay(paid.order.gatewayOrderId, "success");
  await db().transaction((tx) => fulfilOrder(tx, { gatewayOrderId: paid.order.gatewayOrderId, paymentId: payment.paymentId, amountPaise: paid.order.amountPaise, currency: "INR", source: "test" }));

  // Study-resource viewers (decision 033): a free note, a paid note's preview, a free book, a paid
  // book's preview. Who else may open which file is tests/integration/resource-viewers.test.ts.
  const freeNote = await createResource();
  const paidNote = await createResource({ priceRupees: 99 });
  const freeBook = await createResource({ kind: "books" });
  const paidBook = await createResource({ kind: "books", priceRupees: 199 });
  const viewer = (url: string) => ({ url, only: { anonymous: { status: 302, location: `${loginFor(url)}&notice=resourceLogin` } } });

  // Counseling (decision 038): a request of the student's and a counsellor with a page of times.
  const counseling = await bookSession(student.id, { name: "Matrix Student", phone: "+919876543210", email: "matrix@example.test", message: "" });
  const counselorUser = await createUser({ name: "Matrix Counsellor" });
  await addCounselor(counselorUser.email, "Matrix Counsellor", admin.id);
  // Quizzes (decision 039): the intro is public; an attempt's runner, result and solutions are its
  // owner's only (the admin is another user here: 404).
  const quiz = await createQuiz({ mode: "mock" });
  const running = await startAttempt(student.id, quiz.id);
  const practice = await createQuiz({ mode: "practice" });
  const done = await startAttempt(student.id, practice.id);
  await submitAndGetResult(student.id, done.runner.attemptId);
  unpublishedQuizId = (await createQuiz({ published: false })).id;

  const draftQuiz = await createQuiz({ published: false });
  const draftQuestionId = (await getQuizForEdit(draftQuiz.id))!.sections[0].questions[0].id;
  const notEnrolled = { status: 302, location: `/courses/${free.id}/details?notice=enrollRequired` };
  const notOwner = { status: 404 };
  // The gateway's return without a payment: back to the product's checkout, declined.
  const declined = { status: 302, location: `/checkout/course/${unpaidCourse.id}?failed=declined` };
  Object.assign(SAMPLES, {
    "/courses/:id/details": { url: `/courses/${free.id}/details` },
    "/courses/:id/content": { url: `/courses/${free.id}/content`, only: { admin: notEnrolled } },
    "/courses/:id/certificate": { url: `/courses/${free.id}/certificate`, only: { admin: { status: 403 } } },
    "/certificates/:code": { url: `/certificates/${code}` },
    "/checkout/:productType/:productId": { url: `/checkout/course/${unpaidCourse.id}` },
    "/checkout/:productType/:productId/return": { url: `/checkout/course/${unpaidCourse.id}/return`, only: { anonymous: declined, student: declined, admin: declined } },
    "/checkout/:productType/:productId/result": { url: `/checkout/course/${unpaidCourse.id}/result?order=${unpaid.order.id}`, only: { admin: notOwner } },
    // The old course-only paths: the same pages.
    "/checkout/:courseId": { url: `/checkout/${unpaidCourse.id}` },
    "/checkout/:courseId/return": { url: `/checkout/${unpaidCourse.id}/return`, only: { anonymous: declined, student: declined, admin: declined } },
    "/checkout/:courseId/result": { url: `/checkout/${unpaidCourse.id}/result?order=${unpaid.order.id}`, only: { admin: notOwner } },
    "/sandbox/pay/:orderId": { url: `/sandbox/pay/${unpaid.order.gatewayOrderId}`, only: { admin: notOwner } },
    "/orders/:orderId": { url: `/orders/${paid.order.id}` },
    "/orders/:orderId/receipt.pdf": { url: `/orders/${paid.order.id}/receipt.pdf` },
    "/admin/courses/:id": { url: `/admin/courses/${free.id}` },
    "/admin/courses/:id/preview": { url: `/admin/courses/${free.id}/preview` },
    "/admin/counseling/:id": { url: `/admin/counseling/${counseling.id}` },
    "/admin/counselors/:id": { url: `/admin/counselors/${counselorUser.id}` },
    "/admin/resources/:id": { url: `/admin/resources/${(await createResource({ published: false })).id}` },
    // Blogs (decision 036): a published post at its own address; the editor of a draft.
    "/blogs/:post": { url: (await createBlogPost({ title: "Matrix Post" })).path },
    "/admin/blogs/:id": { url: `/admin/blogs/${(await createBlogPost({ publishAt: null })).id}` },
    // The quiz editor (decision 041) on an unpublished quiz and one of its questions.
    "/admin/quizzes/:id": { url: `/admin/quizzes/${draftQuiz.id}` },
    "/admin/quizzes/:id/import": { url: `/admin/quizzes/${draftQuiz.id}/import` },
    "/admin/quizzes/:id/questions/new": { url: `/admin/quizzes/${draftQuiz.id}/questions/new` },
    "/admin/quizzes/:id/questions/:questionId": { url: `/admin/quizzes/${draftQuiz.id}/questions/${draftQuestionId}` },
    // The study-resource lists: anonymous visitors go to /login with the spec's notice (decision 031).
    ...Object.fromEntries(
      ["pdf-notes", "books", "previous-papers", "mock-papers"].map((kind) => [`/resources/${kind}`, { url: `/resources/${kind}`, only: { anonymous: { status: 302, location: `${loginFor(`/resources/${kind}`)}&notice=resourceLogin` } } }]),
    ),
    "/pdf/:id": viewer(`/pdf/${freeNote.id}`),
    "/preview/:id": viewer(`/preview/${paidNote.id}`),
    "/book-viewer/:id": viewer(`/book-viewer/${freeBook.id}`),
    "/book-preview/:id": viewer(`/book-preview/${paidBook.id}`),
    "/quiz/:quizId": { url: `/quiz/${quiz.id}` },
    "/quiz/:quizId/attempts/:attemptId": { url: `/quiz/${quiz.id}/attempts/${running.runner.attemptId}`, only: { admin: notOwner } },
    "/quiz/:quizId/attempts/:attemptId/solutions": { url: `/quiz/${practice.id}/attempts/${done.runner.attemptId}/solutions`, only: { admin: notOwner } },
    // The quiz pickers and a play quiz's leaderboard (decision 040): public.
    "/quizzes/:mode": { url: "/quizzes/practice?class=12th&subject=Physics" },
    "/quizzes/play/:quizId/leaderboard": { url: `/quizzes/play/${(await createQuiz({ mode: "play" })).id}/leaderboard` },
    // Without the password step's challenge cookie there is nothing to verify.
    "/login/two-factor": { url: "/login/two-factor", only: { anonymous: { status: 302, location: "/login?notice=twoFactorExpired" } } },
  } satisfies Record<string, Sample>);
});

const outcome = (res: Response): Outcome => (res.headers.get("location") ? { status: res.status, location: res.headers.get("location")! } : { status: res.status });

describe("every route has a declared policy (deny by default)", () => {
  it("flattens the route table as expected", () => {
    expect(pagePaths).toContain("/");
    expect(pagePaths).toContain("/admin");
    expect(pagePaths).toContain("/*");
  });

  it("has a page policy for every route and no stale page policies", () => {
    expect(pagePaths.filter((p) => !(p in pagePolicies)), "routes without a policy").toEqual([]);
    expect(Object.keys(pagePolicies).filter((p) => !pagePaths.includes(p)), "stale page policies").toEqual([]);
  });

  it("has an API policy for every Hono route and no stale API policies", () => {
    expect(apiKeys.length).toBeGreaterThan(0);
    expect(apiKeys.filter((k) => !(k in apiPolicies)), "API routes without a policy").toEqual([]);
    expect(Object.keys(apiPolicies).filter((k) => !apiKeys.includes(k)), "stale API policies").toEqual([]);
  });

  it("lists as action routes only real routes that have an action", async () => {
    const built = await builtRoutes();
    for (const p of Object.keys(ACTION_ROUTES)) {
      expect(pagePaths, p).toContain(p);
      expect(built.find((r) => r.path === p && !r.layout)?.hasAction, `${p} has an action`).toBe(true);
    }
  });
});

describe.each(pagePaths)("GET %s follows its policy", (p) => {
  it.each(["anonymous", "student", "admin"] as const)("as %s", async (who) => {
    const policy = pagePolicies[p];
    expect(policy, `policy for ${p}`).toBeDefined();
    const res = await send(urlOf(p), { jar: jars[who] });
    expect(outcome(res), `${policy} page ${p} as ${who}`).toEqual(expectedGet(p, policy, who));
  });
});

// Client navigation asks for `/page.data` (single fetch): the checkout, blog, counseling and quiz
// pages' data follows the same policy, and a sign-in redirect names the page, never the `.data` URL.
const CHECKOUT_PATHS = [
  "/checkout/:productType/:productId",
  "/checkout/:productType/:productId/result",
  "/checkout/:courseId",
  "/checkout/:courseId/result",
  "/blogs",
  "/blogs/:post",
  "/admin/blogs",
  "/admin/blogs/new",
  "/admin/blogs/:id",
  "/counseling",
  "/counseling/session",
  "/counselor",
  "/admin/counseling",
  "/admin/counseling/:id",
  "/admin/counselors",
  "/admin/counselors/:id",
  "/quiz/:quizId",
  "/quiz/:quizId/attempts/:attemptId",
  "/quiz/:quizId/attempts/:attemptId/solutions",
];
const dataUrl = (url: string) => url.replace(/^([^?]*)/, "$1.data");
describe.each(CHECKOUT_PATHS)("GET %s.data follows its policy", (p) => {
  it.each(["anonymous", "student", "admin"] as const)("as %s", async (who) => {
    const expected = expectedGet(p, pagePolicies[p], who);
    const res = await send(dataUrl(urlOf(p)), { jar: jars[who] });
    if (expected.location) {
      // A redirect reaches the client as a 202 whose turbo-stream body names the target.
      expect(res.status, p).toBe(202);
      const body = await res.text();
      expect(body, p).toContain(JSON.stringify(expected.location));
      expect(body, p).not.toContain(".data");
    } else expect(res.status, p).toBe(expected.status);
  });
});

it("serves the published blog post's cover to everyone, a draft's to admins only (decision 036)", async () => {
  const { writeCover } = await import("../../app/features/blogs/blog-covers.server");
  const { blogPosts } = await import("../../db/schema");
  await writeCover(fileStore(), "blogs/covers/matrix.webp", '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>');
  const published = await createBlogPost({ coverKey: "blogs/covers/matrix.webp" });
  const draft = await createBlogPost({ publishAt: null });
  await db().update(blogPosts).set({ coverKey: "blogs/covers/matrix.webp" }).where(eq(blogPosts.id, draft.id));
  for (const [id, expected] of [
    [published.id, { anonymous: 200, student: 200, admin: 200 }],
    [draft.id, { anonymous: 404, student: 404, admin: 200 }],
  ] as const) {
    for (const who of ["anonymous", "student", "admin"] as const) expect((await send(`/api/blogs/${id}/cover`, { jar: jars[who] })).status, `${who} ${id}`).toBe(expected[who]);
  }
});

describe("an unpublished quiz's intro (decision 039)", () => {
  it("is a 404 for anonymous visitors and students, a preview for admins (page and .data)", async () => {
    for (const [who, status] of [["anonymous", 404], ["student", 404], ["admin", 200]] as const) {
      expect((await send(`/quiz/${unpublishedQuizId}`, { jar: jars[who] })).status, who).toBe(status);
      expect((await send(`/quiz/${unpublishedQuizId}.data`, { jar: jars[who] })).status, `${who} .data`).toBe(status);
    }
  });
});

// The quiz pages (decision 040) are public: their `.data` answers 200 for everyone, and an unknown
// mode or a quiz that is not a published play quiz is a 404 there too.
const QUIZ_PATHS = ["/quizzes", "/quizzes/:mode", "/quizzes/play/leaderboard", "/quizzes/play/:quizId/leaderboard"];
describe.each(QUIZ_PATHS)("GET %s.data follows its policy", (p) => {
  it.each(["anonymous", "student", "admin"] as const)("as %s", async (who) => {
    const res = await send(dataUrl(urlOf(p)), { jar: jars[who] });
    expect(res.status, p).toBe(200);
  });
});
describe("quiz pages that do not exist", () => {
  it.each(["/quizzes/exam", "/quizzes/exam.data", "/quizzes/play/999999/leaderboard", "/quizzes/play/abc/leaderboard.data"])("%s is a 404", async (url) => {
    const res = await send(url, { jar: jars.anonymous });
    expect(res.status, url).toBe(404);
  });
});

// A POST to a page without an action is React Router's 405; React Router also console.errors it
// (reported separately below), which this test tolerates so it checks authorization only.
const NO_ACTION_405 = "did not provide an `action`";

describe("POST is denied like GET for protected pages", () => {
  it("rejects anonymous POSTs to user/admin pages, student POSTs to admin pages, signed-in POSTs to guest pages", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined); // the setup's spy
    const rejections: string[] = [];
    const check = async (p: string, who: Who, ok: (o: Outcome) => boolean) => {
      const o = outcome(await send(urlOf(p), { form: { probe: "1" }, jar: jars[who] }));
      if (!ok(o)) rejections.push(`${p} as ${who}: ${JSON.stringify(o)}`);
    };
    const toLogin = (p: string) => (o: Outcome) => o.status === 405 || (o.status === 302 && (o.location === loginFor(urlOf(p)) || o.location === `${loginFor(urlOf(p))}&notice=resourceLogin`));
    const toDashboard = (o: Outcome) => o.status === 405 || (o.status === 302 && o.location === "/dashboard");
    for (const [p, policy] of Object.entries(pagePolicies)) {
      if (policy === "user" || policy === "admin" || policy === "counselor") await check(p, "anonymous", toLogin(p));
      if (policy === "admin" || policy === "counselor") await check(p, "student", toDashboard);
      if (policy === "guest") for (const who of ["student", "admin"] as const) await check(p, who, toDashboard);
    }
    const unexpected = errors.mock.calls.filter((c) => !String(c[0]).includes(NO_ACTION_405));
    errors.mockClear();
    expect(rejections).toEqual([]);
    expect(unexpected).toEqual([]);
  });

  it("answers a POST to a page without an action with a quiet 405 (no console.error)", async () => {
    const res = await send("/dashboard", { form: { probe: "1" } });
    expect(res.status).toBe(405);
    // The setup's afterEach fails this test if React Router logged the 405 with console.error.
  });
});

describe("API routes follow their policy", () => {
  const sample = (p: string) => p.replace(/:file\b/, `${randomUUID()}.png`).replace(/:\w+/g, "sample");

  it("refuses anonymous callers on every non-public API route and never answers 5xx", async () => {
    for (const [key, policy] of Object.entries(apiPolicies)) {
      const [method, p] = key.split(" ");
      const res = await send(sample(p), { method });
      expect(res.status, key).toBeLessThan(500);
      if (policy === "public") expect([401, 403], key).not.toContain(res.status);
      else expect(res.status, key).toBe(401);
    }
  });

  it("serves GET /api/health and /api/ready to everyone", async () => {
    for (const who of ["anonymous", "student", "admin"] as const) {
      const res = await send("/api/health", { jar: jars[who] });
      expect(res.status, who).toBe(200);
      expect(await res.json()).toEqual({ status: "ok" });
      const ready = await send("/api/ready", { jar: jars[who] });
      expect(ready.status, who).toBe(200);
      expect(await ready.json()).toEqual({ status: "ready", database: "ok", migrations: "ok" });
    }
  });

  it("serves an avatar to its owner and admins, 404 to other students, 401 to anonymous", async () => {
    const form = new FormData();
    form.set("name", "Avatar Owner");
    form.set("photo", new File([new Uint8Array(tinyPng())], "me.png", { type: "image/png" }));
    expect((await send("/profile", { form, jar: jars.student })).status).toBe(200);
    const [row] = await db().select({ image: users.image }).from(users).where(eq(users.id, student.id));
    expect(row.image).toMatch(/^\/api\/avatars\/[0-9a-f-]{36}\.webp$/);
    const other = await createUser();
    const otherJar = await login(other.email, other.password);

    expect((await send(row.image!)).status).toBe(401);
    expect((await send(row.image!, { jar: otherJar })).status).toBe(404);
    for (const who of ["student", "admin"] as const) {
      const res = await send(row.image!, { jar: jars[who] });
      expect(res.status, who).toBe(200);
      // Re-encoded on upload (decision 023): a 256×256 WebP, never the uploaded bytes.
      expect(res.headers.get("content-type")).toBe("image/webp");
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
      expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
    }
  });

  it("serves a published study resource's cover to everyone, an unpublished one's to admins only (decision 035)", async () => {
    const coverOf = async (published: boolean) => {
      const row = await createResource({ published });
      const key = await drawCover(fileStore(), { kind: "pdf-notes", title: "Matrix cover", classLevel: "10th", subject: "Science" });
      await db().update(resources).set({ coverKey: key }).where(eq(resources.id, row.id));
      return `/api/resources/${row.id}/cover`;
    };
    const published = await coverOf(true);
    const unpublished = await coverOf(false);
    for (const [url, expected] of [
      [published, { anonymous: 200, student: 200, admin: 200 }],
      [unpublished, { anonymous: 404, student: 404, admin: 200 }],
    ] as const) {
      for (const who of ["anonymous", "student", "admin"] as const) {
        const res = await send(url, { jar: jars[who] });
        expect(res.status, `${who} ${url}`).toBe(expected[who]);
        if (res.status === 200) expect(res.headers.get("content-type")).toBe("image/webp");
      }
    }
  });
});
