// What a student (or an attacker with a student account) can do to the payment flow through the real
// app: tamper with amounts and products on create-order, forge or transplant payment signatures on
// verify and on the gateway's return URL, replay someone else's payment, double-click and race the
// checkout. What they notice is asserted: access to the course, order rows and their state, and the
// number of enrollments and entitlements. The sandbox gateway stands in for Razorpay; its webhooks are
// queued in sandbox_webhooks but nothing delivers them here, so only the callback can fulfil.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enrollments, entitlements, orderItems, orders, sandboxOrders } from "../../db/schema";
import { db, pool } from "../../app/lib/db.server";
import { SandboxGateway, razorpayStyleId, sandboxSecrets } from "../../app/features/payments/sandbox-gateway.server";
import { paymentSignature } from "../../app/features/payments/signatures.server";
import { type CookieJar, login, pageText, send, sendRaw } from "../support/test-app";
import { createCourse, createUser } from "../support/factories";

type OrderResponse = { id: string; amount: number; currency: string; receipt: string; key: string; gateway: string; testMode: boolean };

async function student() {
  const user = await createUser();
  return { ...user, jar: await login(user.email, user.password) };
}

const paidCourse = (priceRupees = 999) => createCourse({ tag: "Paid", priceRupees });

const createOrder = (jar: CookieJar | undefined, body: unknown) => send("/api/payment/create-order", { json: body, jar });

async function orderFor(jar: CookieJar, courseId: number): Promise<OrderResponse> {
  const res = await createOrder(jar, { courseId });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as OrderResponse;
}

const verify = (jar: CookieJar, orderId: string, paymentId: string, signature: string) =>
  send("/api/payment/verify", { json: { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature }, jar });

const sign = (orderId: string, paymentId: string) => paymentSignature(sandboxSecrets().keySecret, orderId, paymentId);

/** The student pays on the sandbox sheet (Razorpay's side); returns the payment id. */
async function payOnGateway(gatewayOrderId: string, outcome: "success" | "failure" = "success") {
  const result = await new SandboxGateway().pay(gatewayOrderId, outcome);
  return result.paymentId;
}

async function ordersOf(userId: string) {
  return db().select().from(orders).where(eq(orders.userId, userId));
}

async function grants(userId: string, courseId: number) {
  const e = await db().select().from(enrollments).where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
  const t = await db()
    .select()
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), eq(entitlements.productType, "course"), eq(entitlements.productId, String(courseId))));
  return { enrollments: e, entitlements: t };
}

/** What the student sees when opening the course: 200 with lessons, or sent back to the details page. */
async function canOpen(jar: CookieJar, courseId: number) {
  const res = await send(`/courses/${courseId}/content`, { jar });
  if (res.status === 200) return true;
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe(`/courses/${courseId}/details?notice=enrollRequired`);
  return false;
}

async function expectNoAccess(s: { id: string; jar: CookieJar }, courseId: number) {
  const g = await grants(s.id, courseId);
  expect(g.enrollments).toHaveLength(0);
  expect(g.entitlements).toHaveLength(0);
  expect(await canOpen(s.jar, courseId)).toBe(false);
}

async function expectAccessOnce(s: { id: string; jar: CookieJar }, courseId: number) {
  const g = await grants(s.id, courseId);
  expect(g.enrollments).toHaveLength(1);
  expect(g.enrollments[0].source).toBe("purchase");
  expect(g.entitlements).toHaveLength(1);
  expect(await canOpen(s.jar, courseId)).toBe(true);
}

/** A full, legitimate purchase through create-order, the gateway and verify. */
async function buy(s: { id: string; jar: CookieJar }, courseId: number) {
  const order = await orderFor(s.jar, courseId);
  const paymentId = await payOnGateway(order.id);
  const res = await verify(s.jar, order.id, paymentId, sign(order.id, paymentId));
  expect(res.status).toBe(200);
  return { order, paymentId };
}

/** Flips one hex character (position `i`) to a different hex digit. */
const flipHex = (hex: string, i = hex.length - 1) => hex.slice(0, i) + (hex[i] === "0" ? "1" : "0") + hex.slice(i + 1);

describe("POST /api/payment/create-order: the server decides the amount", () => {
  it("refuses a client amount of 1 paisa with 400 and creates no order", async () => {
    const c = await paidCourse();
    const s = await student();
    const res = await createOrder(s.jar, { courseId: c.id, amount: 1 });
    expect(res.status).toBe(400);
    expect(await ordersOf(s.id)).toHaveLength(0);
    await expectNoAccess(s, c.id);
  });

  it("refuses another course's price in both directions, and creates no order", async () => {
    const cheap = await paidCourse(999);
    const dear = await paidCourse(1499);
    const s = await student();
    expect((await createOrder(s.jar, { courseId: dear.id, amount: 99_900 })).status).toBe(400);
    expect((await createOrder(s.jar, { courseId: cheap.id, amount: 149_900 })).status).toBe(400);
    // Rupees instead of paise is a different amount too.
    expect((await createOrder(s.jar, { courseId: cheap.id, amount: 999 })).status).toBe(400);
    expect(await ordersOf(s.id)).toHaveLength(0);
  });

  it("accepts the catalogue amount in paise and answers Razorpay's order shape; the stored order carries that amount", async () => {
    const c = await paidCourse(999);
    const s = await student();
    const res = await createOrder(s.jar, { courseId: c.id, amount: 99_900 });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as OrderResponse;
    expect(body).toMatchObject({ amount: 99_900, currency: "INR" });
    expect(body.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const rows = await ordersOf(s.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ gatewayOrderId: body.id, amountPaise: 99_900, currency: "INR", status: "attempted", paymentId: null });
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, rows[0].id));
    expect(items).toEqual([expect.objectContaining({ productType: "course", productId: String(c.id), unitPricePaise: 99_900, quantity: 1 })]);
    // What the gateway was asked to charge is the catalogue price as well.
    const [remote] = await db().select().from(sandboxOrders).where(eq(sandboxOrders.id, body.id));
    expect(remote).toMatchObject({ amountPaise: 99_900, currency: "INR", receipt: rows[0].id });
    // Creating the order grants nothing.
    await expectNoAccess(s, c.id);
  });

  it("without an amount, charges the catalogue amount", async () => {
    const c = await paidCourse(2499);
    const s = await student();
    const res = await createOrder(s.jar, { courseId: String(c.id) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ amount: 249_900, currency: "INR" });
  });

  it("answers 404 for a free, unknown or unpublished course, and creates no order", async () => {
    const free = await createCourse({ tag: "Free" });
    const draft = await createCourse({ tag: "Paid", priceRupees: 999, published: false });
    const s = await student();
    for (const courseId of [free.id, draft.id, 99_999_999]) {
      const res = await createOrder(s.jar, { courseId });
      expect(res.status, `course ${courseId}`).toBe(404);
    }
    expect(await ordersOf(s.id)).toHaveLength(0);
  });

  it("answers 401 to an anonymous visitor", async () => {
    const c = await paidCourse();
    const res = await createOrder(undefined, { courseId: c.id, amount: 99_900 });
    expect(res.status).toBe(401);
  });

  it("answers 409 to a student who already owns the course, and creates no second order", async () => {
    const c = await paidCourse();
    const s = await student();
    await buy(s, c.id);
    const res = await createOrder(s.jar, { courseId: c.id });
    expect(res.status).toBe(409);
    expect(await ordersOf(s.id)).toHaveLength(1);
  });

  it("refuses non-JSON bodies, extra keys and badly typed fields with 400", async () => {
    const c = await paidCourse();
    const s = await student();
    const bad: unknown[] = [
      { courseId: c.id, amount: 99_900, discount: 99_000 },
      { courseId: c.id, userId: "someone-else" },
      { courseId: c.id, amount: "99900" },
      { courseId: c.id, amount: 99_900.5 },
      { courseId: c.id, amount: -99_900 },
      { courseId: c.id, amount: 0 },
      { courseId: c.id, currency: "USD" },
      { courseId: `${c.id}abc` },
      { courseId: -c.id },
      { amount: 99_900 },
      [c.id],
      null,
    ];
    for (const body of bad) {
      const res = await createOrder(s.jar, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const form = await send("/api/payment/create-order", { form: { courseId: String(c.id) }, jar: s.jar });
    expect(form.status).toBe(400);
    const broken = await sendRaw("/api/payment/create-order", { body: `{"courseId": ${c.id},`, contentType: "application/json", jar: s.jar });
    expect(broken.status).toBe(400);
    const none = await sendRaw("/api/payment/create-order", { body: JSON.stringify({ courseId: c.id }), jar: s.jar });
    expect(none.status).toBe(400);
    expect(await ordersOf(s.id)).toHaveLength(0);
  });

  it("reuses one order for a double click", async () => {
    const c = await paidCourse();
    const s = await student();
    const a = await orderFor(s.jar, c.id);
    const b = await orderFor(s.jar, c.id);
    expect(b.id).toBe(a.id);
    expect(await ordersOf(s.id)).toHaveLength(1);
  });
});

describe("POST /api/payment/verify: only a genuine payment for THIS order grants access", () => {
  it("grants access once for a valid payment; a replay of the same verify changes nothing", async () => {
    const c = await paidCourse();
    const s = await student();
    const order = await orderFor(s.jar, c.id);
    await expectNoAccess(s, c.id); // paying has not happened yet
    const paymentId = await payOnGateway(order.id);
    const signature = sign(order.id, paymentId);
    const res = await verify(s.jar, order.id, paymentId, signature);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "paid", paymentId });
    await expectAccessOnce(s, c.id);
    const [row] = await ordersOf(s.id);
    expect(row).toMatchObject({ status: "paid", paymentId, amountPaise: 99_900 });
    expect(row.paidAt).toBeInstanceOf(Date);

    const again = await verify(s.jar, order.id, paymentId, signature);
    expect(again.status).toBe(200);
    await expectAccessOnce(s, c.id);
  });

  it("refuses a forged signature, and a valid one with one character changed", async () => {
    const c = await paidCourse();
    const s = await student();
    const order = await orderFor(s.jar, c.id);
    const paymentId = await payOnGateway(order.id);
    const good = sign(order.id, paymentId);
    const forged = [
      "0".repeat(64),
      paymentSignature("not-the-key-secret", order.id, paymentId),
      paymentSignature(sandboxSecrets().webhookSecret, order.id, paymentId), // the other secret
      flipHex(good, 0),
      flipHex(good, 31),
      flipHex(good),
      good.slice(0, 63),
      `${good}0`,
      `${good.slice(0, 63)}g`,
      ` ${good.slice(1)}`,
    ];
    for (const signature of forged) {
      const res = await verify(s.jar, order.id, paymentId, signature);
      expect(res.status, signature).toBe(400);
    }
    await expectNoAccess(s, c.id);
    const [row] = await ordersOf(s.id);
    expect(row.status).toBe("attempted");
    expect(row.paymentId).toBeNull();
  });

  it("refuses order B's genuine payment and signature sent with order A", async () => {
    const courseA = await paidCourse(1999);
    const courseB = await paidCourse(999);
    const s = await student();
    const a = await orderFor(s.jar, courseA.id);
    const b = await orderFor(s.jar, courseB.id);
    const payB = await payOnGateway(b.id); // the cheap course really is paid for…
    const res = await verify(s.jar, a.id, payB, sign(b.id, payB)); // …and replayed against the dear one
    expect(res.status).toBe(400);
    await expectNoAccess(s, courseA.id);
    expect((await ordersOf(s.id)).find((o) => o.gatewayOrderId === a.id)?.status).toBe("attempted");
  });

  it("does not fulfil an order with another order's payment, even under a signature over this order", async () => {
    const courseA = await paidCourse(1999);
    const courseB = await paidCourse(999);
    const s = await student();
    const a = await orderFor(s.jar, courseA.id);
    const b = await orderFor(s.jar, courseB.id);
    const payB = await payOnGateway(b.id);
    // A signature over (A, payB) can only come from the key secret's holder; the gateway still says
    // payB belongs to order B, so A must stay unpaid.
    const res = await verify(s.jar, a.id, payB, sign(a.id, payB));
    expect((await res.json()) as { status?: string }).not.toMatchObject({ status: "paid" });
    await expectNoAccess(s, courseA.id);
    const orderA = (await ordersOf(s.id)).find((o) => o.gatewayOrderId === a.id);
    expect(orderA?.status).toBe("attempted");
    expect(orderA?.paymentId).toBeNull();
  });

  it("refuses a payment id the gateway has never seen", async () => {
    const c = await paidCourse();
    const s = await student();
    const order = await orderFor(s.jar, c.id);
    const made = razorpayStyleId("pay");
    const forged = await verify(s.jar, order.id, made, "a".repeat(64));
    expect(forged.status).toBe(400);
    // Even with a correct HMAC (only possible with the key secret) nothing is granted.
    const signed = await verify(s.jar, order.id, made, sign(order.id, made));
    expect((await signed.json()) as { status?: string }).not.toMatchObject({ status: "paid" });
    await expectNoAccess(s, c.id);
  });

  it("refuses an unknown order id and malformed bodies with 400", async () => {
    const s = await student();
    const made = razorpayStyleId("order");
    const pay = razorpayStyleId("pay");
    expect((await verify(s.jar, made, pay, sign(made, pay))).status).toBe(400);
    for (const body of [{}, { razorpay_order_id: made, razorpay_payment_id: pay }, { razorpay_order_id: made, razorpay_payment_id: pay, razorpay_signature: 1 }, { razorpay_order_id: made, razorpay_payment_id: pay, razorpay_signature: sign(made, pay), extra: 1 }]) {
      expect((await send("/api/payment/verify", { json: body, jar: s.jar })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await send("/api/payment/verify", { json: { razorpay_order_id: made, razorpay_payment_id: pay, razorpay_signature: sign(made, pay) } })).status).toBe(401);
  });

  it("a student who replays someone else's genuine payment gains nothing", async () => {
    const c = await paidCourse();
    const payer = await student();
    const thief = await student();
    const order = await orderFor(payer.jar, c.id);
    const paymentId = await payOnGateway(order.id);
    const res = await verify(thief.jar, order.id, paymentId, sign(order.id, paymentId));
    // Whatever the answer, the order is the payer's: the thief has no access and no order.
    expect(res.status).not.toBe(500);
    await expectNoAccess(thief, c.id);
    expect(await ordersOf(thief.id)).toHaveLength(0);
    // The thief cannot open the payer's sandbox sheet or result page either.
    expect((await send(`/sandbox/pay/${order.id}`, { jar: thief.jar })).status).toBe(404);
    expect((await send(`/sandbox/pay/${order.id}`, { form: { intent: "success" }, jar: thief.jar })).status).toBe(404);
    expect((await send(`/checkout/${c.id}/result?order=${order.receipt}`, { jar: thief.jar })).status).toBe(404);
  });

  it("'Enroll Now' on a paid course grants nothing", async () => {
    const c = await paidCourse();
    const s = await student();
    await send(`/courses/${c.id}/details`, { form: { intent: "enroll" }, jar: s.jar });
    await expectNoAccess(s, c.id);
  });
});

describe("the gateway's return URL (/checkout/:id/return, answering with /checkout/course/:id/…) and the result page", () => {
  it("sends tampered parameters to the checkout page with failed=invalid and grants nothing", async () => {
    const c = await paidCourse();
    const other = await paidCourse(499);
    const s = await student();
    const order = await orderFor(s.jar, c.id);
    const paymentId = await payOnGateway(order.id);
    const good = sign(order.id, paymentId);
    const otherOrder = await orderFor(s.jar, other.id);
    const otherPay = await payOnGateway(otherOrder.id);
    const tampered: Record<string, string>[] = [
      { razorpay_payment_id: paymentId, razorpay_order_id: order.id, razorpay_signature: flipHex(good) },
      { razorpay_payment_id: paymentId, razorpay_order_id: order.id, razorpay_signature: "" },
      { razorpay_payment_id: paymentId, razorpay_order_id: order.id },
      { razorpay_payment_id: otherPay, razorpay_order_id: order.id, razorpay_signature: sign(otherOrder.id, otherPay) },
      { razorpay_payment_id: paymentId, razorpay_order_id: otherOrder.id, razorpay_signature: good },
      { razorpay_payment_id: paymentId, razorpay_order_id: razorpayStyleId("order"), razorpay_signature: good },
    ];
    for (const params of tampered) {
      const res = await send(`/checkout/${c.id}/return?${new URLSearchParams(params)}`, { jar: s.jar });
      expect(res.status, JSON.stringify(params)).toBe(302);
      expect(res.headers.get("location")).toBe(`/checkout/course/${c.id}?failed=invalid`);
    }
    await expectNoAccess(s, c.id);
    await expectNoAccess(s, other.id);
    const page = await send(`/checkout/${c.id}?failed=invalid`, { jar: s.jar });
    expect(await pageText(page)).toContain("We could not verify that payment.");
  });

  it("with the real parameters: 303 to the result page, which shows the payment id to its owner only", async () => {
    const c = await paidCourse();
    const s = await student();
    const intruder = await student();
    const order = await orderFor(s.jar, c.id);
    const paymentId = await payOnGateway(order.id);
    const params = new URLSearchParams({ razorpay_payment_id: paymentId, razorpay_order_id: order.id, razorpay_signature: sign(order.id, paymentId) });
    // Razorpay's redirect carries no session cookie: the return URL works without one.
    const res = await send(`/checkout/${c.id}/return?${params}`);
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    expect(location).toBe(`/checkout/course/${c.id}/result?order=${encodeURIComponent(order.receipt)}`);
    await expectAccessOnce(s, c.id);

    const result = await send(location, { jar: s.jar });
    expect(result.status).toBe(200);
    expect(await pageText(result)).toContain(`Payment successful! Payment ID: ${paymentId}`);
    const foreign = await send(location, { jar: intruder.jar });
    expect(foreign.status).toBe(404);
    expect(await pageText(foreign)).not.toContain(paymentId);
    const anonymous = await send(location);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login/);
    // The same parameters POSTed cross-site (Razorpay's redirect mode) are accepted and idempotent.
    const posted = await send(`/checkout/${c.id}/return`, { form: Object.fromEntries(params), origin: "https://api.razorpay.com" });
    expect(posted.status).toBe(303);
    // The checkout page now gives the gateway the typed address: posted from Razorpay's origin, it
    // must be accepted too (not refused as cross-site), for every product type.
    const typed = await send(`/checkout/course/${c.id}/return`, { form: Object.fromEntries(params), origin: "https://api.razorpay.com" });
    expect(typed.status).toBe(303);
    for (const type of ["pdf", "book", "paper"]) expect((await send(`/checkout/${type}/1/return`, { form: {}, origin: "https://api.razorpay.com" })).status, type).not.toBe(403);
    // Anything else from a foreign origin is still refused.
    expect((await send(`/checkout/course/${c.id}`, { form: { intent: "pay" }, origin: "https://api.razorpay.com" })).status).toBe(403);
    await expectAccessOnce(s, c.id);
  });

  it("a declined payment grants nothing, says so, and the student can pay again on a new order", async () => {
    const c = await paidCourse();
    const s = await student();
    const order = await orderFor(s.jar, c.id);
    const failed = await new SandboxGateway().pay(order.id, "failure");
    expect(failed.ok).toBe(false);
    const back = new URLSearchParams({ "error[code]": "BAD_REQUEST_ERROR", "error[description]": "Payment was declined", "error[metadata]": JSON.stringify({ order_id: order.id, payment_id: failed.paymentId }) });
    const res = await send(`/checkout/${c.id}/return?${back}`, { jar: s.jar });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/checkout/course/${c.id}?failed=declined`);
    // The failed payment's id with any signature is no way in either.
    const failedVerify = await verify(s.jar, order.id, failed.paymentId, sign(order.id, failed.paymentId));
    expect((await failedVerify.json()) as { status?: string }).not.toMatchObject({ status: "paid" });
    await expectNoAccess(s, c.id);
    const page = await pageText(await send(`/checkout/${c.id}?failed=declined`, { jar: s.jar }));
    expect(page).toContain("Your payment did not go through.");
    expect(page).toContain("Try again");

    // Retry: the declined order is failed at once (the gateway confirmed the decline), so a new order
    // is made and the old one can no longer be paid (issue 8).
    const retry = await orderFor(s.jar, c.id);
    expect(retry.id).not.toBe(order.id);
    const paymentId = await payOnGateway(retry.id);
    const ok = await send(`/checkout/${c.id}/return?${new URLSearchParams({ razorpay_payment_id: paymentId, razorpay_order_id: retry.id, razorpay_signature: sign(retry.id, paymentId) })}`, { jar: s.jar });
    expect(ok.status).toBe(303);
    await expectAccessOnce(s, c.id);
    const rows = await ordersOf(s.id);
    expect(rows.map((r) => r.status).sort()).toEqual(["cancelled", "paid"]);
    expect(rows.find((r) => r.status === "paid")).toMatchObject({ gatewayOrderId: retry.id, paymentId });
  });

  it("the sandbox sheet pays through the real pages: POST success → return URL → access", async () => {
    const c = await paidCourse();
    const s = await student();
    // In test mode the checkout page does not claim that Razorpay processes the payment.
    const summary = await pageText(await send(`/checkout/${c.id}`, { jar: s.jar }));
    expect(summary).toContain("Test mode: the next page is the local sandbox");
    expect(summary).not.toContain("processed by Razorpay");
    const start = await send(`/checkout/${c.id}`, { form: { intent: "pay" }, jar: s.jar });
    expect(start.status).toBe(302);
    const sheet = start.headers.get("location")!;
    expect(sheet).toMatch(/^\/sandbox\/pay\/order_[A-Za-z0-9]{14}$/);
    expect(await pageText(await send(sheet, { jar: s.jar }))).toContain("TEST MODE");
    const paid = await send(sheet, { form: { intent: "success" }, jar: s.jar });
    expect(paid.status).toBe(302);
    const back = paid.headers.get("location")!;
    expect(back).toMatch(new RegExp(`^/checkout/course/${c.id}/return\\?razorpay_payment_id=pay_`));
    await expectNoAccess(s, c.id); // not before the return URL (or a webhook) confirms it
    const confirmed = await send(back, { jar: s.jar });
    expect(confirmed.status).toBe(303);
    await expectAccessOnce(s, c.id);
    // Paying the same order again is refused by the gateway; the sheet sends the student to the result.
    const again = await send(sheet, { form: { intent: "success" }, jar: s.jar });
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toMatch(new RegExp(`^/checkout/course/${c.id}/result\\?order=ord_`));
    await expectAccessOnce(s, c.id);
  });
});

/**
 * Runs `work` with a deadline. If it has not settled by then, the connection pool is presumed
 * deadlocked (every connection held by a transaction that waits for another connection): the pool
 * is enlarged for a moment so the stuck requests can finish, and "deadlock" is returned. That keeps
 * the rest of the file (and its clean-up) working when the test fails.
 */
async function withinOrBreakDeadlock<T>(ms: number, work: Promise<T>): Promise<T | "deadlock"> {
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([work, new Promise<"deadlock">((r) => (timer = setTimeout(() => r("deadlock"), ms)))]);
  clearTimeout(timer);
  if (outcome === "deadlock") {
    const p = pool() as unknown as { options: { max: number }; waitingCount: number; _pulseQueue: () => void };
    const max = p.options.max;
    p.options.max = max + 50;
    while (p.waitingCount > 0) p._pulseQueue();
    await work.catch(() => undefined);
    p.options.max = max;
  }
  return outcome;
}

describe("concurrent checkouts", () => {
  it("5 concurrent create-order calls for the same student and course share one order", { timeout: 20_000 }, async () => {
    const c = await paidCourse();
    const s = await student();
    const remoteBefore = (await db().select({ id: sandboxOrders.id }).from(sandboxOrders)).length;
    const settled = await withinOrBreakDeadlock(12_000, Promise.all(Array.from({ length: 5 }, () => createOrder(s.jar, { courseId: c.id, amount: 99_900 }))));
    expect(settled, "5 parallel create-order calls did not finish within 12 s (connection pool deadlock)").not.toBe("deadlock");
    const responses = settled as Response[];
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(await Promise.all(responses.map(async (r) => ((await r.json()) as OrderResponse).id)));
    expect(ids.size).toBe(1);
    const rows = await ordersOf(s.id);
    expect(rows).toHaveLength(1);
    // …and one order at the gateway: no orphan orders a student could pay without us knowing.
    const remoteAfter = (await db().select({ id: sandboxOrders.id }).from(sandboxOrders)).length;
    expect(remoteAfter - remoteBefore).toBe(1);
  });

  it("more simultaneous checkouts than database connections all complete (no pool deadlock)", { timeout: 40_000 }, async () => {
    // 12 students press Pay at the same moment: more than the pool's connections (5 here, 10 in
    // production). Each request must get its order; none may wait forever.
    const c = await paidCourse();
    const students = await Promise.all(Array.from({ length: 12 }, () => student()));
    const settled = await withinOrBreakDeadlock(20_000, Promise.all(students.map((s) => createOrder(s.jar, { courseId: c.id }))));
    expect(settled, "12 simultaneous create-order calls never finished: the connection pool deadlocked").not.toBe("deadlock");
    expect((settled as Response[]).map((r) => r.status)).toEqual(Array(12).fill(200));
    for (const s of students) expect(await ordersOf(s.id)).toHaveLength(1);
  });
});
