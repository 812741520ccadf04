// Razorpay webhooks through the real endpoint (POST /api/payment/webhook), signed with the (sandbox)
// webhook secret over the raw body: duplicates and races (the same event three times at once plus
// the browser's verify call), events out of order, forgeries and re-serialised bodies, amounts that
// do not match, refunds, and "2xx only after commit" (a database failure inside processing must
// answer non-2xx so the gateway delivers again). Orders are real (create-order + the sandbox gateway);
// the webhook bodies are either the ones the sandbox queued or built in Razorpay's documented shape.
import { randomUUID } from "node:crypto";
import { and, eq, isNull, like, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { enrollments, entitlements, orders, paymentEvents, sandboxWebhooks } from "../../db/schema";
import { db } from "../../app/lib/db.server";
import { deliverSandboxWebhooks, razorpayStyleId, SandboxGateway, sandboxSecrets } from "../../app/features/payments/sandbox-gateway.server";
import { hmacHex, paymentSignature } from "../../app/features/payments/signatures.server";
import { type CookieJar, login, ORIGIN, send, testApp } from "../support/test-app";
import { createCourse, createUser } from "../support/factories";

type Student = { id: string; jar: CookieJar };

async function student(): Promise<Student> {
  const user = await createUser();
  return { id: user.id, jar: await login(user.email, user.password) };
}

/** A student with an order for a new paid course (₹999 = 99,900 paise), not yet paid. */
async function checkout(priceRupees = 999) {
  const course = await createCourse({ tag: "Paid", priceRupees });
  const s = await student();
  const res = await send("/api/payment/create-order", { json: { courseId: course.id }, jar: s.jar });
  expect(res.status).toBe(200);
  const order = (await res.json()) as { id: string; amount: number; receipt: string };
  return { course, s, gatewayOrderId: order.id, orderId: order.receipt, amount: order.amount };
}

const webhookSecret = () => sandboxSecrets().webhookSecret;

/** POSTs a raw body to the webhook endpoint, server to server: no cookie, no Origin. */
async function postWebhook(body: string, headers: Record<string, string | undefined>) {
  const app = await testApp();
  const h = new Headers({ host: "localhost:3000", "content-type": "application/json" });
  for (const [k, v] of Object.entries(headers)) if (v !== undefined) h.set(k, v);
  return app.fetch(new Request(`${ORIGIN}/api/payment/webhook`, { method: "POST", headers: h, body }), { incoming: { socket: { remoteAddress: "10.9.8.7" } } });
}

/** Signs and delivers a body with an event id, as Razorpay does. */
const deliver = (body: string, eventId = razorpayStyleId("evt")) => postWebhook(body, { "x-razorpay-signature": hmacHex(webhookSecret(), body), "x-razorpay-event-id": eventId });

// ——— Razorpay-shaped payloads (webhooks/payloads docs; same fields as the sandbox's entities) ———
type PaymentFields = { id: string; orderId: string; amount: number; status: "captured" | "failed" | "authorized" | "refunded"; currency?: string; amountRefunded?: number };
const paymentEntity = (p: PaymentFields) => ({
  id: p.id,
  entity: "payment",
  amount: p.amount,
  currency: p.currency ?? "INR",
  status: p.status,
  order_id: p.orderId,
  invoice_id: null,
  international: false,
  method: "upi",
  amount_refunded: p.amountRefunded ?? 0,
  refund_status: null,
  captured: p.status === "captured" || p.status === "refunded",
  description: null,
  vpa: "success@razorpay",
  email: "student@example.test",
  contact: "+919999999999",
  notes: [],
  fee: p.status === "captured" ? 2358 : null,
  tax: p.status === "captured" ? 360 : null,
  error_code: p.status === "failed" ? "BAD_REQUEST_ERROR" : null,
  error_description: p.status === "failed" ? "Payment failed because the bank declined it." : null,
  created_at: Math.floor(Date.now() / 1000),
});
const orderEntity = (o: { id: string; amount: number; receipt: string; paid: boolean }) => ({
  id: o.id,
  entity: "order",
  amount: o.amount,
  amount_paid: o.paid ? o.amount : 0,
  amount_due: o.paid ? 0 : o.amount,
  currency: "INR",
  receipt: o.receipt,
  offer_id: null,
  status: o.paid ? "paid" : "attempted",
  attempts: 1,
  notes: [],
  created_at: Math.floor(Date.now() / 1000),
});
const eventBody = (event: string, payload: Record<string, unknown>) =>
  JSON.stringify({ entity: "event", account_id: "acc_BFQ7uQEaa7j2z7", event, contains: Object.keys(payload), payload, created_at: Math.floor(Date.now() / 1000) });

/** The webhooks the sandbox queued for one gateway order, oldest first. */
async function queued(gatewayOrderId: string) {
  const rows = await db()
    .select()
    .from(sandboxWebhooks)
    .where(like(sandboxWebhooks.body, `%${gatewayOrderId}%`))
    .orderBy(sandboxWebhooks.createdAt);
  return rows.map((r) => ({ eventId: r.eventId, body: r.body, event: (JSON.parse(r.body) as { event: string }).event, deliveredAt: r.deliveredAt }));
}
async function queuedEvent(gatewayOrderId: string, event: string) {
  const hook = (await queued(gatewayOrderId)).filter((h) => h.event === event).at(-1);
  if (!hook) throw new Error(`no queued ${event} for ${gatewayOrderId}`);
  return hook;
}

async function state(s: Student, courseId: number, orderId: string) {
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  const e = await db().select().from(enrollments).where(and(eq(enrollments.userId, s.id), eq(enrollments.courseId, courseId)));
  const t = await db().select().from(entitlements).where(eq(entitlements.orderId, orderId));
  const content = await send(`/courses/${courseId}/content`, { jar: s.jar });
  return { status: order.status, paymentId: order.paymentId, enrollments: e.length, entitlements: t.length, canOpen: content.status === 200 };
}

const verify = (s: Student, gatewayOrderId: string, paymentId: string) =>
  send("/api/payment/verify", { json: { razorpay_order_id: gatewayOrderId, razorpay_payment_id: paymentId, razorpay_signature: paymentSignature(sandboxSecrets().keySecret, gatewayOrderId, paymentId) }, jar: s.jar });

describe("duplicates and races", () => {
  it("order.paid three times at once plus payment.captured plus the browser's verify: one enrollment, one entitlement, one event row each", async () => {
    const { course, s, gatewayOrderId, orderId } = await checkout();
    const pay = await new SandboxGateway().pay(gatewayOrderId, "success");
    const orderPaid = await queuedEvent(gatewayOrderId, "order.paid");
    const captured = await queuedEvent(gatewayOrderId, "payment.captured");
    const results = await Promise.all([
      postWebhook(orderPaid.body, { "x-razorpay-signature": hmacHex(webhookSecret(), orderPaid.body), "x-razorpay-event-id": orderPaid.eventId }),
      postWebhook(orderPaid.body, { "x-razorpay-signature": hmacHex(webhookSecret(), orderPaid.body), "x-razorpay-event-id": orderPaid.eventId }),
      postWebhook(orderPaid.body, { "x-razorpay-signature": hmacHex(webhookSecret(), orderPaid.body), "x-razorpay-event-id": orderPaid.eventId }),
      postWebhook(captured.body, { "x-razorpay-signature": hmacHex(webhookSecret(), captured.body), "x-razorpay-event-id": captured.eventId }),
      verify(s, gatewayOrderId, pay.paymentId),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const outcomes = await Promise.all(results.slice(0, 3).map(async (r) => ((await r.json()) as { result: string }).result));
    expect(outcomes.filter((o) => o === "duplicate")).toHaveLength(2);
    expect(await state(s, course.id, orderId)).toEqual({ status: "paid", paymentId: pay.paymentId, enrollments: 1, entitlements: 1, canOpen: true });
    const events = await db().select().from(paymentEvents).where(eq(paymentEvents.gatewayOrderId, gatewayOrderId));
    expect(events.map((e) => e.eventId).sort()).toEqual([orderPaid.eventId, captured.eventId].sort());
  });

  it("a redelivery of an already processed event changes nothing and still answers 2xx", async () => {
    const { course, s, gatewayOrderId, orderId } = await checkout();
    await new SandboxGateway().pay(gatewayOrderId, "success");
    const hook = await queuedEvent(gatewayOrderId, "order.paid");
    for (let i = 0; i < 3; i++) expect((await deliver(hook.body, hook.eventId)).status).toBe(200);
    expect(await state(s, course.id, orderId)).toMatchObject({ status: "paid", enrollments: 1, entitlements: 1, canOpen: true });
  });
});

describe("events out of order", () => {
  it("payment.captured before the browser's verify: access from the webhook, verify still answers paid", async () => {
    const { course, s, gatewayOrderId, orderId } = await checkout();
    const pay = await new SandboxGateway().pay(gatewayOrderId, "success");
    const captured = await queuedEvent(gatewayOrderId, "payment.captured");
    expect((await deliver(captured.body, captured.eventId)).status).toBe(200);
    expect(await state(s, course.id, orderId)).toEqual({ status: "paid", paymentId: pay.paymentId, enrollments: 1, entitlements: 1, canOpen: true });
    const res = await verify(s, gatewayOrderId, pay.paymentId);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "paid" });
    expect(await state(s, course.id, orderId)).toMatchObject({ enrollments: 1, entitlements: 1 });
  });

  it("payment.failed after order.paid: the order stays paid and access stays", async () => {
    const { course, s, gatewayOrderId, orderId } = await checkout();
    const pay = await new SandboxGateway().pay(gatewayOrderId, "success");
    const paid = await queuedEvent(gatewayOrderId, "order.paid");
    expect((await deliver(paid.body, paid.eventId)).status).toBe(200);
    // A failed earlier attempt whose webhook arrives late.
    const failed = eventBody("payment.failed", { payment: { entity: paymentEntity({ id: razorpayStyleId("pay"), orderId: gatewayOrderId, amount: 99_900, status: "failed" }) } });
    expect((await deliver(failed)).status).toBe(200);
    expect(await state(s, course.id, orderId)).toEqual({ status: "paid", paymentId: pay.paymentId, enrollments: 1, entitlements: 1, canOpen: true });
  });

  it("payment.failed, then a retry's order.paid: failed → paid", async () => {
    const { course, s, gatewayOrderId, orderId } = await checkout();
    const sandbox = new SandboxGateway();
    await sandbox.pay(gatewayOrderId, "failure");
    const failed = await queuedEvent(gatewayOrderId, "payment.failed");
    expect((await deliver(failed.body, failed.eventId)).status).toBe(200);
    expect(await state(s, course.id, orderId)).toMatchObject({ status: "failed", enrollments: 0, canOpen: false });
    const retry = await sandbox.pay(gatewayOrderId, "success");
    const paid = await queuedEvent(gatewayOrderId, "order.paid");
    expect((await deliver(paid.body, paid.eventId)).status).toBe(200);
    expect(await state(s, course.id, orderId)).toEqual({ status: "paid", paymentId: retry.paymentId, enrollments: 1, entitlements: 1, canOpen: true });
  });

  it("order.paid arriving after the refund: the order stays refunded and no access comes back", async () => {
    const { course, s, gatewayOrderId, orderId } = await checkout();
    const sandbox = new SandboxGateway();
    const pay = await sandbox.pay(gatewayOrderId, "success");
    expect((await verify(s, gatewayOrderId, pay.paymentId)).status).toBe(200);
    await sandbox.refund(pay.paymentId, 99_900);
    const refund = await queuedEvent(gatewayOrderId, "refund.processed");
    expect((await deliver(refund.body, refund.eventId)).status).toBe(200);
    expect(await state(s, course.id, orderId)).toMatchObject({ status: "refunded", enrollments: 0, entitlements: 0, canOpen: false });
    // The late webhooks of the original payment.
    for (const event of ["order.paid", "payment.captured"]) {
      const hook = await queuedEvent(gatewayOrderId, event);
      expect((await deliver(hook.body, hook.eventId)).status).toBe(200);
    }
    // And the browser's verify call, replayed.
    await verify(s, gatewayOrderId, pay.paymentId);
    expect(await state(s, course.id, orderId)).toMatchObject({ status: "refunded", enrollments: 0, entitlements: 0, canOpen: false });
  });

  it("refund.processed delivered BEFORE the payment's order.paid (its delivery was delayed): no access for a refunded payment", async () => {
    // The student paid and closed the tab (no verify call); our endpoint was down when order.paid and
    // payment.captured were first sent; the payment was refunded in full; Razorpay's retries then
    // deliver refund.processed first and order.paid / payment.captured afterwards.
    const { course, s, gatewayOrderId, orderId } = await checkout();
    const sandbox = new SandboxGateway();
    const pay = await sandbox.pay(gatewayOrderId, "success");
    await sandbox.refund(pay.paymentId, 99_900);
    const refund = await queuedEvent(gatewayOrderId, "refund.processed");
    expect((await deliver(refund.body, refund.eventId)).status).toBe(200);
    for (const event of ["order.paid", "payment.captured"]) {
      const hook = await queuedEvent(gatewayOrderId, event);
      expect((await deliver(hook.body, hook.eventId)).status).toBe(200);
    }
    expect(await state(s, course.id, orderId)).toMatchObject({ enrollments: 0, entitlements: 0, canOpen: false });
    expect((await state(s, course.id, orderId)).status).not.toBe("paid");
  });
});

describe("forged, altered and incomplete webhooks", () => {
  it("a body re-serialised after signing (different spacing and key order) is refused and changes nothing", async () => {
    const { course, s, gatewayOrderId, orderId } = await checkout();
    await new SandboxGateway().pay(gatewayOrderId, "success");
    const hook = await queuedEvent(gatewayOrderId, "order.paid");
    const signature = hmacHex(webhookSecret(), hook.body);
    const parsed = JSON.parse(hook.body) as Record<string, unknown>;
    const reordered = Object.fromEntries(Object.entries(parsed).reverse());
    for (const body of [JSON.stringify(parsed, null, 2), JSON.stringify(reordered), `${hook.body}\n`, ` ${hook.body}`]) {
      expect(body).not.toBe(hook.body);
      const res = await postWebhook(body, { "x-razorpay-signature": signature, "x-razorpay-event-id": razorpayStyleId("evt") });
      expect(res.status).toBe(400);
    }
    expect(await state(s, course.id, orderId)).toMatchObject({ status: "attempted", enrollments: 0, entitlements: 0, canOpen: false });
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.gatewayOrderId, gatewayOrderId))).toHaveLength(0);
  });

  it("refuses a missing, empty, garbage or wrongly keyed signature, and a missing event id, with 400", async () => {
    const { course, s, gatewayOrderId, orderId } = await checkout();
    await new SandboxGateway().pay(gatewayOrderId, "success");
    const hook = await queuedEvent(gatewayOrderId, "order.paid");
    const good = hmacHex(webhookSecret(), hook.body);
    const attempts: Record<string, string | undefined>[] = [
      { "x-razorpay-event-id": razorpayStyleId("evt") },
      { "x-razorpay-signature": "", "x-razorpay-event-id": razorpayStyleId("evt") },
      { "x-razorpay-signature": "garbage", "x-razorpay-event-id": razorpayStyleId("evt") },
      { "x-razorpay-signature": "0".repeat(64), "x-razorpay-event-id": razorpayStyleId("evt") },
      { "x-razorpay-signature": `${good.slice(0, -1)}${good.endsWith("0") ? "1" : "0"}`, "x-razorpay-event-id": razorpayStyleId("evt") },
      { "x-razorpay-signature": hmacHex(sandboxSecrets().keySecret, hook.body), "x-razorpay-event-id": razorpayStyleId("evt") }, // the key secret, not the webhook secret
      { "x-razorpay-signature": good }, // no event id
      { "x-razorpay-signature": good, "x-razorpay-event-id": "" },
      { "x-razorpay-signature": good, "x-razorpay-event-id": "e".repeat(101) },
    ];
    for (const headers of attempts) {
      const res = await postWebhook(hook.body, headers);
      expect(res.status, JSON.stringify(headers)).toBe(400);
    }
    expect(await state(s, course.id, orderId)).toMatchObject({ status: "attempted", enrollments: 0, entitlements: 0, canOpen: false });
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.gatewayOrderId, gatewayOrderId))).toHaveLength(0);
    // A signed body that is not JSON is refused as well.
    expect((await deliver("not json")).status).toBe(400);
  });

  it("an unknown event type is acknowledged (200) and ignored", async () => {
    const { course, s, gatewayOrderId, orderId } = await checkout();
    const body = eventBody("payment.dispute.created", { payment: { entity: paymentEntity({ id: razorpayStyleId("pay"), orderId: gatewayOrderId, amount: 99_900, status: "captured" }) } });
    const res = await deliver(body);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { result: string }).result).toMatch(/^ignored/);
    expect(await state(s, course.id, orderId)).toMatchObject({ status: "attempted", enrollments: 0, canOpen: false });
  });

  it("a captured payment whose amount differs from the order does not pay it", async () => {
    const { course, s, gatewayOrderId, orderId } = await checkout();
    for (const amount of [100, 99_899, 99_901, 9_990_000]) {
      const payment = paymentEntity({ id: razorpayStyleId("pay"), orderId: gatewayOrderId, amount, status: "captured" });
      for (const body of [eventBody("payment.captured", { payment: { entity: payment } }), eventBody("order.paid", { payment: { entity: payment }, order: { entity: orderEntity({ id: gatewayOrderId, amount: 99_900, receipt: orderId, paid: true }) } })]) {
        expect((await deliver(body)).status).toBeLessThan(500);
      }
    }
    expect(await state(s, course.id, orderId)).toMatchObject({ status: "attempted", paymentId: null, enrollments: 0, entitlements: 0, canOpen: false });
  });

  it("a captured payment in another currency does not pay the order (Razorpay: assert currency === 'INR')", async () => {
    const { course, s, gatewayOrderId, orderId } = await checkout();
    const payment = paymentEntity({ id: razorpayStyleId("pay"), orderId: gatewayOrderId, amount: 99_900, status: "captured", currency: "USD" });
    expect((await deliver(eventBody("payment.captured", { payment: { entity: payment } }))).status).toBeLessThan(500);
    expect(await state(s, course.id, orderId)).toMatchObject({ status: "attempted", enrollments: 0, entitlements: 0, canOpen: false });
  });

  it("an authorized (not captured) payment grants nothing", async () => {
    const { course, s, gatewayOrderId, orderId } = await checkout();
    const payment = paymentEntity({ id: razorpayStyleId("pay"), orderId: gatewayOrderId, amount: 99_900, status: "authorized" });
    for (const event of ["payment.authorized", "payment.captured", "order.paid"]) {
      expect((await deliver(eventBody(event, { payment: { entity: payment } }))).status).toBe(200);
    }
    expect(await state(s, course.id, orderId)).toMatchObject({ status: "attempted", enrollments: 0, canOpen: false });
  });

  it("a captured payment for an order id we never issued changes nothing", async () => {
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(enrollments);
    const body = eventBody("payment.captured", { payment: { entity: paymentEntity({ id: razorpayStyleId("pay"), orderId: razorpayStyleId("order"), amount: 99_900, status: "captured" }) } });
    expect((await deliver(body)).status).toBe(200);
    const after = await db().select({ n: sql<number>`count(*)::int` }).from(enrollments);
    expect(after[0].n).toBe(before[0].n);
  });
});

describe("refunds", () => {
  async function purchased() {
    const c = await checkout();
    const pay = await new SandboxGateway().pay(c.gatewayOrderId, "success");
    expect((await verify(c.s, c.gatewayOrderId, pay.paymentId)).status).toBe(200);
    expect(await state(c.s, c.course.id, c.orderId)).toMatchObject({ status: "paid", enrollments: 1, entitlements: 1, canOpen: true });
    return { ...c, paymentId: pay.paymentId };
  }

  it("refund.processed for the full amount: order refunded, enrollment and entitlement removed", async () => {
    const { course, s, gatewayOrderId, orderId, paymentId } = await purchased();
    await new SandboxGateway().refund(paymentId, 99_900);
    const refund = await queuedEvent(gatewayOrderId, "refund.processed");
    expect((await deliver(refund.body, refund.eventId)).status).toBe(200);
    expect(await state(s, course.id, orderId)).toEqual({ status: "refunded", paymentId, enrollments: 0, entitlements: 0, canOpen: false });
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(row.refundId).toMatch(/^rfnd_/);
    expect(row.refundedAt).toBeInstanceOf(Date);
    // Delivered again: still refunded, nothing else removed or granted.
    expect((await deliver(refund.body, refund.eventId)).status).toBe(200);
    expect(await state(s, course.id, orderId)).toMatchObject({ status: "refunded", enrollments: 0 });
  });

  it("a partial refund keeps the order paid and the access", async () => {
    const { course, s, gatewayOrderId, orderId, paymentId } = await purchased();
    await new SandboxGateway().refund(paymentId, 50_000);
    const refund = await queuedEvent(gatewayOrderId, "refund.processed");
    expect((await deliver(refund.body, refund.eventId)).status).toBe(200);
    expect(await state(s, course.id, orderId)).toEqual({ status: "paid", paymentId, enrollments: 1, entitlements: 1, canOpen: true });
  });

  it("two partial refunds that add up to the full amount revoke access like a full refund", async () => {
    const { course, s, gatewayOrderId, orderId, paymentId } = await purchased();
    const sandbox = new SandboxGateway();
    await sandbox.refund(paymentId, 50_000);
    const first = await queuedEvent(gatewayOrderId, "refund.processed");
    expect((await deliver(first.body, first.eventId)).status).toBe(200);
    expect(await state(s, course.id, orderId)).toMatchObject({ status: "paid", canOpen: true });
    await sandbox.refund(paymentId, 49_900);
    const second = await queuedEvent(gatewayOrderId, "refund.processed");
    expect(second.eventId).not.toBe(first.eventId);
    expect((JSON.parse(second.body) as { payload: { payment: { entity: { amount_refunded: number; status: string } } } }).payload.payment.entity).toMatchObject({ amount_refunded: 99_900, status: "refunded" });
    expect((await deliver(second.body, second.eventId)).status).toBe(200);
    expect(await state(s, course.id, orderId)).toMatchObject({ status: "refunded", enrollments: 0, entitlements: 0, canOpen: false });
  });

  it("a refund for a payment we do not know changes nothing", async () => {
    const { course, s, orderId } = await purchased();
    const body = eventBody("refund.processed", {
      refund: { entity: { id: razorpayStyleId("rfnd"), entity: "refund", amount: 99_900, currency: "INR", payment_id: razorpayStyleId("pay"), status: "processed" } },
    });
    expect((await deliver(body)).status).toBe(200);
    expect(await state(s, course.id, orderId)).toMatchObject({ status: "paid", enrollments: 1, canOpen: true });
  });
});

describe("2xx only after the transaction commits", () => {
  const trigger = `vp_test_fail_${randomUUID().replace(/-/g, "").slice(0, 8)}`;
  afterEach(async () => {
    await db().execute(sql.raw(`drop trigger if exists ${trigger} on enrollments; drop function if exists ${trigger}()`));
  });

  it("a database failure while granting answers 5xx, records nothing, and the redelivery then succeeds", async () => {
    const { course, s, gatewayOrderId, orderId } = await checkout();
    await new SandboxGateway().pay(gatewayOrderId, "success");
    const hook = await queuedEvent(gatewayOrderId, "order.paid");
    // The grant's INSERT INTO enrollments fails inside the webhook's transaction (after the event row
    // and the order update were written), as a lost connection or a full disk would.
    await db().execute(
      sql.raw(`create function ${trigger}() returns trigger language plpgsql as $$ begin raise exception 'simulated failure'; end $$;
               create trigger ${trigger} before insert on enrollments for each row execute function ${trigger}()`),
    );
    const failed = await deliver(hook.body, hook.eventId);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    // Rolled back as a whole: no event row (else the redelivery would be skipped as a duplicate),
    // order not paid, nothing granted.
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, hook.eventId))).toHaveLength(0);
    expect(await state(s, course.id, orderId)).toMatchObject({ status: "attempted", paymentId: null, enrollments: 0, entitlements: 0, canOpen: false });

    // The sandbox's outbox sees the non-2xx and keeps the webhook for a retry.
    const mine = (body: string) => body.includes(gatewayOrderId);
    const post = async (body: string, headers: Record<string, string>) => (mine(body) ? (await postWebhook(body, headers)).status : 503);
    await deliverSandboxWebhooks(post, 100);
    const [row] = await db().select().from(sandboxWebhooks).where(eq(sandboxWebhooks.eventId, hook.eventId));
    expect(row.deliveredAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(await state(s, course.id, orderId)).toMatchObject({ status: "attempted", enrollments: 0 });

    // The database recovers; the retry is delivered and fulfils the order exactly once.
    await db().execute(sql.raw(`drop trigger ${trigger} on enrollments; drop function ${trigger}()`));
    await db()
      .update(sandboxWebhooks)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(and(like(sandboxWebhooks.body, `%${gatewayOrderId}%`), isNull(sandboxWebhooks.deliveredAt)));
    await deliverSandboxWebhooks(post, 100);
    expect((await queued(gatewayOrderId)).every((h) => h.deliveredAt !== null)).toBe(true);
    expect(await state(s, course.id, orderId)).toMatchObject({ status: "paid", enrollments: 1, entitlements: 1, canOpen: true });
    const events = await db().select().from(paymentEvents).where(eq(paymentEvents.gatewayOrderId, gatewayOrderId));
    expect(events.map((e) => e.event).sort()).toEqual(["order.paid", "payment.captured"]);
  });
});
