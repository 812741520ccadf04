// Property fuzzing of every form action: whatever a client posts, the answer is never a 5xx and
// never leaks a stack trace. Bounded (25 random runs per property, after the fixed examples) so the
// file stays under a minute on a busy 2-core machine (it took 80 s at 40 runs in a full run).
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { builtRoutes, type CookieJar, login, sendRaw } from "../support/test-app";
import { createBlogPost, createCourse, createQuiz, createResource, createUser } from "../support/factories";
import { getQuizForEdit } from "../../app/features/quizzes/quiz-content.server";
import { startCheckout } from "../../app/features/payments/orders.server";
import { bookSession } from "../../app/features/counseling/booking.server";
import { addCounselor } from "../../app/features/counseling/counselors.server";
import { expectSafe, show } from "../support/fuzz-values";

const RUNS = { numRuns: 25, endOnFailure: true }; // stop at the first failing request: one console.error, not hundreds

// Each form route with the real names of its fields; /profile is fuzzed signed in.
const ROUTES: Record<string, string[]> = {
  "/login": ["email", "password", "redirectTo"],
  "/register": ["name", "email", "password", "redirectTo"],
  "/forgot-password": ["email"],
  "/reset-password": ["token", "password"],
  "/profile": ["name", "dob", "gender", "photo"],
  "/profile/sign-out-others": [],
  "/profile/two-factor": ["intent", "password", "code", "totpURI", "backupCodes"],
  "/login/two-factor": ["code", "redirectTo"],
  "/language": ["locale", "redirectTo"],
  "/logout": [],
  "/auth/google": ["redirectTo", "redirect_uri"],
  "/courses/:id/details": ["intent"],
  "/courses/:id/content": ["intent", "lessonId"],
  "/checkout/:courseId": ["intent"],
  "/checkout/:courseId/return": ["razorpay_order_id", "razorpay_payment_id", "razorpay_signature", "error[code]"],
  "/checkout/:productType/:productId": ["intent"],
  "/checkout/:productType/:productId/return": ["razorpay_order_id", "razorpay_payment_id", "razorpay_signature", "error[code]"],
  "/sandbox/pay/:orderId": ["intent"],
  // The quiz intro's Start and the runner's no-JS steps (decision 039), fuzzed as the attempt's owner.
  "/quiz/:quizId": ["intent"],
  "/quiz/:quizId/attempts/:attemptId": ["intent", "questionId", "optionId", "value", "lang"],
  "/admin/courses": ["intent", "name", "description", "price", "videoURL", "courseId"],
  "/admin/courses/new": ["intent", "name", "category", "description", "image", "thumbnail", "rating", "price", "instructor", "language", "duration", "trailerUrl", "highlights", "requirements"],
  "/admin/courses/:id": ["intent", "name", "category", "description", "rating", "price", "published", "lessonId", "title", "type", "url", "content", "direction"],
  "/admin/resources": ["intent", "title", "link", "resourceId"],
  // The editor reads multipart only (streamed); urlencoded and other bodies are its 400.
  "/admin/resources/new": ["intent", "kind", "title", "classLevel", "subject", "exam", "author", "language", "price", "previewPages", "searchKeywords", "published"],
  "/admin/resources/:id": ["intent", "kind", "title", "classLevel", "subject", "exam", "author", "language", "price", "previewPages", "searchKeywords", "published"],
  "/admin/blogs": ["intent", "postId"],
  "/admin/blogs/preview": ["body"],
  // The blog editor reads multipart only (streamed), like the resource editor.
  "/admin/blogs/new": ["intent", "title", "body", "excerpt", "category", "language", "authorName", "publish", "publishAt"],
  "/admin/blogs/:id": ["intent", "title", "body", "excerpt", "category", "language", "authorName", "publish", "publishAt"],
  "/admin/quizzes": ["intent", "quizId"],
  "/admin/quizzes/new": ["titleEn", "titleHi", "mode", "class", "subject", "exam", "preset"],
  "/admin/quizzes/:id": ["intent", "sectionId", "questionId", "titleEn", "titleHi", "mode", "class", "subject", "exam", "preset", "minutes", "correct", "incorrect", "unanswered"],
  "/admin/quizzes/:id/import": ["intent", "sectionId", "file"],
  "/admin/quizzes/:id/questions/new": ["intent", "sectionId", "type", "textEn", "textHi", "optionA", "optionB", "correctA", "answer", "tolerance", "explanationEn", "topics", "difficulty"],
  "/admin/quizzes/:id/questions/:questionId": ["intent", "sectionId", "type", "textEn", "optionA", "optionB", "correctB", "answer", "tolerance", "difficulty"],
  "/admin/orders": ["intent", "orderId"],
  "/admin/users": ["intent", "userId", "role"],
  "/counseling": ["name", "phone", "email", "message", "slotId"],
  "/counseling/session": ["intent", "slotId"],
  "/counselor": ["intent", "requestId", "notes", "date", "time", "minutes", "slotId"],
  "/admin/counseling/:id": ["intent", "counselorId", "slotId", "date", "time", "minutes", "notes"],
  "/admin/counselors": ["intent", "email", "displayName", "counselorId"],
  "/admin/counselors/:id": ["intent", "date", "time", "minutes", "slotId"],
};

// Who posts (signed-in student, admin, or nobody) and the real URL of routes with parameters.
let profileJar: CookieJar;
let adminJar: CookieJar;
let counselorJar: CookieJar;
const URLS: Record<string, string> = {};
beforeAll(async () => {
  const user = await createUser({ name: "Fuzz Student" });
  profileJar = await login(user.email, user.password);
  const admin = await createUser({ role: "admin" });
  adminJar = await login(admin.email, admin.password);
  const free = await createCourse();
  const paid = await createCourse({ tag: "Paid", priceRupees: 599 });
  const notes = await createResource({ kind: "pdf-notes", priceRupees: 99 });
  const quiz = await createQuiz({ published: false });
  await sendRaw(`/courses/${free.id}/details`, { body: "intent=enroll", contentType: "application/x-www-form-urlencoded", jar: profileJar.clone() });
  const order = await startCheckout({ userId: user.id, type: "course", productId: String(paid.id) });
  if (!order.ok) throw new Error("fixture order");
  const counselor = await createUser({ name: "Fuzz Counsellor" });
  await addCounselor(counselor.email, "Fuzz Counsellor", admin.id);
  counselorJar = await login(counselor.email, counselor.password);
  const request = await bookSession((await createUser()).id, { name: "Fuzz", phone: "+919876543210", email: "fuzz@example.test", message: "" });
  Object.assign(URLS, {
    "/courses/:id/details": `/courses/${free.id}/details`,
    "/courses/:id/content": `/courses/${free.id}/content`,
    "/checkout/:courseId": `/checkout/${paid.id}`,
    "/checkout/:courseId/return": `/checkout/${paid.id}/return`,
    "/checkout/:productType/:productId": `/checkout/pdf/${notes.id}`,
    "/checkout/:productType/:productId/return": `/checkout/pdf/${notes.id}/return`,
    "/sandbox/pay/:orderId": `/sandbox/pay/${order.order.gatewayOrderId}`,
    "/admin/courses/:id": `/admin/courses/${free.id}`,
    "/admin/resources/:id": `/admin/resources/${(await createResource()).id}`,
    "/admin/blogs/:id": `/admin/blogs/${(await createBlogPost()).id}`,
    "/admin/counseling/:id": `/admin/counseling/${request.id}`,
    "/admin/counselors/:id": `/admin/counselors/${counselor.id}`,
    // A draft quiz: fuzzed saves may change it, never publish it by accident to anyone's harm.
    "/admin/quizzes/:id": `/admin/quizzes/${quiz.id}`,
    "/admin/quizzes/:id/import": `/admin/quizzes/${quiz.id}/import`,
    "/admin/quizzes/:id/questions/new": `/admin/quizzes/${quiz.id}/questions/new`,
    "/admin/quizzes/:id/questions/:questionId": `/admin/quizzes/${quiz.id}/questions/${(await getQuizForEdit(quiz.id))!.sections[0].questions[0].id}`,
  });
});
const jarFor = (route: string) => (route.startsWith("/admin") ? adminJar : route === "/counselor" ? counselorJar : route.endsWith("/return") || !/^\/(profile|courses|checkout|sandbox|counseling)/.test(route) ? undefined : profileJar);
const urlFor = (route: string) => URLS[route] ?? route;

// Login, register and forgot-password count per IP: a fresh address per request keeps the throttle
// from answering 429 in place of the code under test (429 is still acceptable).
const ip = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`);

const value = fc.oneof(
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.string({ unit: "binary", minLength: 4500, maxLength: 5000 }),
  fc.emailAddress(),
  fc.constantFrom("", " ", "__proto__", "constructor", "Male", "2999-01-01", "2001-02-30", "hi", "/dashboard", "//evil.example", "\u0000", "a".repeat(81)),
);
const key = (fields: string[]) => fc.oneof(fc.constantFrom(...fields, "__proto__", "constructor", "role"), fc.string({ maxLength: 20 }));
// Pairs rather than a dictionary: repeated keys are legal in a form, and "__proto__" stays a key.
const formBody = (fields: string[]) => fc.array(fc.tuple(key(fields), value), { maxLength: 8 });

const wrongType = fc.oneof(
  fc.jsonValue().map((v) => ({ contentType: "application/json", body: JSON.stringify(v) })),
  fc.record({
    contentType: fc.constantFrom("text/plain", "application/xml", "multipart/form-data", "multipart/form-data; boundary=xyz", "image/png", "application/octet-stream", "application/x-www-form-urlencoded; charset=utf-16"),
    body: fc.string({ unit: "binary", maxLength: 300 }),
  }),
  fc.record({ contentType: fc.constant(undefined), body: fc.string({ maxLength: 100 }) }),
);

// Always tried first (fast-check `examples`): a plausible valid form with one field swapped for an
// edge value, so the classic breakers are hit on every run, not only when the dice allow.
const VALID: Record<string, string> = { email: "fuzz@example.test", password: "a long enough phrase", name: "Fuzz", dob: "2001-01-01", gender: "Male", locale: "hi", redirectTo: "/dashboard", token: "abc", redirect_uri: "/dashboard" };
const EDGES = ["\u0000", "a\u0000b", "\ud800", "2001-02-30", "x".repeat(5000), "__proto__", "", "constructor"];
function examples(fields: string[]): [[string, string][], string][] {
  const base = fields.filter((f) => f in VALID).map((f) => [f, VALID[f]] as [string, string]);
  const out: [string, string][][] = [base, [...base, ["__proto__", "x"], ["constructor", "y"]], [...base, ...base]];
  for (const f of fields) for (const edge of EDGES) out.push([...base.filter(([k]) => k !== f), [f, edge]]);
  return out.map((pairs, i) => [pairs, `10.200.${i >> 8}.${i & 255}`]);
}

describe("the fuzzed routes are every route with an action", () => {
  it("covers every built route module that has an action", async () => {
    const withAction = (await builtRoutes()).filter((r) => r.hasAction).map((r) => r.path);
    expect(withAction.sort()).toEqual(Object.keys(ROUTES).sort());
  });
});

describe.each(Object.entries(ROUTES))("POST %s", (route, fields) => {
  // Random urlencoded forms (real and random keys, unicode, 5000-character values) are never a 5xx.
  it("survives random form bodies", async () => {
    await fc.assert(
      fc.asyncProperty(formBody(fields), ip, async (pairs, addr) => {
        const body = new URLSearchParams(pairs).toString();
        const res = await sendRaw(urlFor(route), { body, contentType: "application/x-www-form-urlencoded", ip: addr, jar: jarFor(route)?.clone() });
        await expectSafe(res, `form ${show(pairs)}`);
      }),
      { ...RUNS, examples: examples(fields) },
    );
  });

  // JSON, text, XML, broken multipart or no Content-Type at all: a 4xx (or a redirect), never a 5xx.
  it("survives JSON bodies and wrong content types", async () => {
    await fc.assert(
      fc.asyncProperty(wrongType, ip, async ({ contentType, body }, addr) => {
        const res = await sendRaw(urlFor(route), { body, contentType, ip: addr, jar: jarFor(route)?.clone() });
        await expectSafe(res, `${contentType ?? "no content-type"} ${show(body)}`);
      }),
      RUNS,
    );
  });
});
