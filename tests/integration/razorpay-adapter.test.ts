// The Razorpay adapter offline: a fake `fetch` answers with JSON copied from Razorpay's documented
// formats (Orders API, fetch payments of an order, refunds, errors). We check what the adapter sends
// (method, URL, basic auth, JSON body), how it maps the answers, and that errors and network failures
// become GatewayError. Signature fixtures are computed here with node:crypto, independently of our
// helper, and every one-character mutation must fail. Finally a whole purchase runs through the app
// with the adapter swapped in, against a fake Razorpay that keeps orders and payments.
import { createHmac } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { enrollments, entitlements, orders, paymentEvents } from "../../db/schema";
import { db } from "../../app/lib/db.server";
import { GatewayError } from "../../app/features/payments/gateway";
import { setPaymentGatewayForTests } from "../../app/features/payments/gateway.server";
import { reconcileOrders } from "../../app/features/payments/orders.server";
import { RazorpayGateway } from "../../app/features/payments/razorpay-gateway.server";
import { verifyPaymentSignature, verifyWebhookSignature } from "../../app/features/payments/signatures.server";
import { type CookieJar, login, ORIGIN, pageText, send, testApp } from "../support/test-app";
import { createCourse, createUser } from "../support/factories";

const KEYS = { keyId: "rzp_test_1DP5mmOlF5G5ag", keySecret: "thisisatestkeysecret0123", webhookSecret: "thisisatestwebhooksecret!" };
const BASIC = `Basic ${Buffer.from(`${KEYS.keyId}:${KEYS.keySecret}`).toString("base64")}`;

type Call = { method: string; url: string; headers: Headers; body: unknown; signal: unknown };

/** A fetch that records the request and answers with `status` and `json` (or throws `fail`). */
function fakeFetch(answer: (call: Call) => { status: number; json?: unknown; text?: string } | Error) {
  const calls: Call[] = [];
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = {
      method: init?.method ?? "GET",
      url: String(input),
      headers: new Headers(init?.headers),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : init?.body,
      signal: init?.signal,
    };
    calls.push(call);
    const a = answer(call);
    if (a instanceof Error) throw a;
    return new Response(a.text ?? JSON.stringify(a.json), { status: a.status, headers: { "content-type": a.text ? "text/html" : "application/json" } });
  }) as typeof fetch;
  return { impl, calls };
}

// ——— Documented response bodies (razorpay.com/docs/api/orders, /payments, /refunds, /errors) ———
const ORDER_CREATED = {
  id: "order_EKwxwAgItmmXdp",
  entity: "order",
  amount: 99_900,
  amount_paid: 0,
  amount_due: 99_900,
  currency: "INR",
  receipt: "ord_receipt_1",
  offer_id: null,
  status: "created",
  attempts: 0,
  notes: { product: "course:7" },
  created_at: 1582628071,
};
const ORDER_PAID = { ...ORDER_CREATED, amount_paid: 99_900, amount_due: 0, status: "paid", attempts: 1 };
const PAYMENT_CAPTURED = {
  id: "pay_DaaSOvhgcOfzgR",
  entity: "payment",
  amount: 99_900,
  currency: "INR",
  status: "captured",
  order_id: "order_EKwxwAgItmmXdp",
  invoice_id: null,
  international: false,
  method: "card",
  amount_refunded: 0,
  refund_status: null,
  captured: true,
  description: "Course purchase",
  card_id: "card_DaaSP1Y1lWBVpm",
  bank: null,
  wallet: null,
  vpa: null,
  email: "gaurav.kumar@example.com",
  contact: "+919999999999",
  notes: [],
  fee: 2358,
  tax: 360,
  error_code: null,
  error_description: null,
  created_at: 1572505160,
};
const PAYMENT_FAILED = {
  ...PAYMENT_CAPTURED,
  id: "pay_DaaS1failedXYZ",
  status: "failed",
  captured: false,
  fee: null,
  tax: null,
  error_code: "BAD_REQUEST_ERROR",
  error_description: "Payment failed due to incorrect card details.",
};
const PAYMENTS_OF_ORDER = { entity: "collection", count: 2, items: [PAYMENT_FAILED, PAYMENT_CAPTURED] };
const REFUND = {
  id: "rfnd_FP8QHiV938haTz",
  entity: "refund",
  amount: 99_900,
  receipt: null,
  currency: "INR",
  payment_id: "pay_DaaSOvhgcOfzgR",
  notes: [],
  acquirer_data: { arn: null },
  created_at: 1597078866,
  batch_id: null,
  status: "processed",
  speed_processed: "normal",
  speed_requested: "normal",
};
const ERROR = { error: { code: "BAD_REQUEST_ERROR", description: "Order amount less than minimum amount allowed", source: "business", step: "payment_initiation", reason: "input_validation_failed", metadata: {}, field: "amount" } };

describe("RazorpayGateway requests and mapping", () => {
  it("creates an order: POST /v1/orders with basic auth and the JSON body; maps the answer", async () => {
    const f = fakeFetch(() => ({ status: 200, json: ORDER_CREATED }));
    const gw = new RazorpayGateway(KEYS, f.impl);
    expect(gw.name).toBe("razorpay");
    expect(gw.keyId).toBe(KEYS.keyId);
    expect(gw.testMode).toBe(true);
    expect(new RazorpayGateway({ ...KEYS, keyId: "rzp_live_abc" }, f.impl).testMode).toBe(false);
    const order = await gw.createOrder({ amountPaise: 99_900, currency: "INR", receipt: "ord_receipt_1", notes: { product: "course:7" } });
    expect(order).toEqual({ id: "order_EKwxwAgItmmXdp", amount: 99_900, currency: "INR", status: "created", amountPaid: 0 });
    expect(f.calls).toHaveLength(1);
    const [call] = f.calls;
    expect(call.method).toBe("POST");
    expect(call.url).toBe("https://api.razorpay.com/v1/orders");
    expect(call.headers.get("authorization")).toBe(BASIC);
    expect(call.headers.get("content-type")).toBe("application/json");
    expect(call.body).toEqual({ amount: 99_900, currency: "INR", receipt: "ord_receipt_1", notes: { product: "course:7" } });
    expect(call.signal).toBeInstanceOf(AbortSignal); // a hung Razorpay cannot hang the request forever
  });

  it("fetches an order and its payments (GET, no body); maps statuses", async () => {
    const f = fakeFetch((call) => ({ status: 200, json: call.url.endsWith("/payments") ? PAYMENTS_OF_ORDER : ORDER_PAID }));
    const gw = new RazorpayGateway(KEYS, f.impl);
    expect(await gw.fetchOrder("order_EKwxwAgItmmXdp")).toEqual({ id: "order_EKwxwAgItmmXdp", amount: 99_900, currency: "INR", status: "paid", amountPaid: 99_900 });
    expect(await gw.fetchOrderPayments("order_EKwxwAgItmmXdp")).toEqual([
      { id: "pay_DaaS1failedXYZ", orderId: "order_EKwxwAgItmmXdp", amount: 99_900, currency: "INR", status: "failed", errorDescription: "Payment failed due to incorrect card details." },
      { id: "pay_DaaSOvhgcOfzgR", orderId: "order_EKwxwAgItmmXdp", amount: 99_900, currency: "INR", status: "captured", errorDescription: undefined },
    ]);
    expect(f.calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ["GET", "https://api.razorpay.com/v1/orders/order_EKwxwAgItmmXdp", undefined],
      ["GET", "https://api.razorpay.com/v1/orders/order_EKwxwAgItmmXdp/payments", undefined],
    ]);
    for (const c of f.calls) expect(c.headers.get("authorization")).toBe(BASIC);
  });

  it("escapes ids in URLs (no path tricks) and maps unknown statuses conservatively", async () => {
    const f = fakeFetch(() => ({ status: 200, json: { ...ORDER_CREATED, status: "something_new" } }));
    const gw = new RazorpayGateway(KEYS, f.impl);
    expect((await gw.fetchOrder("order_x/../../payments/pay_y/refund?a=1")).status).toBe("created");
    expect(f.calls[0].url).toBe("https://api.razorpay.com/v1/orders/order_x%2F..%2F..%2Fpayments%2Fpay_y%2Frefund%3Fa%3D1");
    const p = fakeFetch(() => ({ status: 200, json: { entity: "collection", count: 1, items: [{ ...PAYMENT_CAPTURED, status: "weird" }] } }));
    expect((await new RazorpayGateway(KEYS, p.impl).fetchOrderPayments("order_1"))[0].status).not.toBe("captured");
  });

  it("refunds: POST /v1/payments/:id/refund with the amount; maps processed, pending and failed", async () => {
    const f = fakeFetch(() => ({ status: 200, json: REFUND }));
    const gw = new RazorpayGateway(KEYS, f.impl);
    expect(await gw.refund("pay_DaaSOvhgcOfzgR", 99_900)).toEqual({ id: "rfnd_FP8QHiV938haTz", paymentId: "pay_DaaSOvhgcOfzgR", amount: 99_900, status: "processed" });
    expect(f.calls[0]).toMatchObject({ method: "POST", url: "https://api.razorpay.com/v1/payments/pay_DaaSOvhgcOfzgR/refund", body: { amount: 99_900 } });
    expect(f.calls[0].headers.get("authorization")).toBe(BASIC);
    for (const [status, mapped] of [["pending", "pending"], ["failed", "failed"], ["created", "pending"]] as const) {
      const g = new RazorpayGateway(KEYS, fakeFetch(() => ({ status: 200, json: { ...REFUND, status } })).impl);
      expect((await g.refund("pay_DaaSOvhgcOfzgR", 100)).status).toBe(mapped);
    }
  });

  it("turns Razorpay's error answers into GatewayError with the status and description", async () => {
    const gw = new RazorpayGateway(KEYS, fakeFetch(() => ({ status: 400, json: ERROR })).impl);
    const error = await gw.createOrder({ amountPaise: 99_900, currency: "INR", receipt: "r", notes: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).status).toBe(400);
    expect((error as GatewayError).message).toContain("Order amount less than minimum amount allowed");
    const auth = new RazorpayGateway(KEYS, fakeFetch(() => ({ status: 401, json: { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } } })).impl);
    await expect(auth.fetchOrder("order_1")).rejects.toMatchObject({ name: "GatewayError", status: 401 });
    const html = new RazorpayGateway(KEYS, fakeFetch(() => ({ status: 502, text: "<html>Bad gateway</html>" })).impl);
    await expect(html.fetchOrderPayments("order_1")).rejects.toMatchObject({ name: "GatewayError", status: 502 });
    const emptyOk = new RazorpayGateway(KEYS, fakeFetch(() => ({ status: 200, text: "" })).impl);
    await expect(emptyOk.refund("pay_1", 100)).rejects.toBeInstanceOf(GatewayError);
  });

  it("turns a network failure or timeout into GatewayError", async () => {
    const down = new RazorpayGateway(KEYS, fakeFetch(() => new TypeError("fetch failed")).impl);
    await expect(down.createOrder({ amountPaise: 99_900, currency: "INR", receipt: "r", notes: {} })).rejects.toBeInstanceOf(GatewayError);
    const timeout = new RazorpayGateway(KEYS, fakeFetch(() => new DOMException("The operation was aborted due to timeout", "TimeoutError")).impl);
    await expect(timeout.fetchOrder("order_1")).rejects.toBeInstanceOf(GatewayError);
  });
});

// ——— Signatures: fixtures computed here with node:crypto, not with our helper ———
const hmac = (secret: string, message: string) => createHmac("sha256", secret).update(message).digest("hex");
const HEX = "0123456789abcdef";
function* oneCharMutations(sig: string) {
  for (let i = 0; i < sig.length; i++) {
    for (const c of HEX) if (c !== sig[i]) yield sig.slice(0, i) + c + sig.slice(i + 1);
  }
}

describe("signature verification against independently computed fixtures", () => {
  const orderId = "order_EKwxwAgItmmXdp";
  const paymentId = "pay_DaaSOvhgcOfzgR";
  const paymentSig = hmac(KEYS.keySecret, `${orderId}|${paymentId}`);
  const body = JSON.stringify({ entity: "event", account_id: "acc_BFQ7uQEaa7j2z7", event: "order.paid", contains: ["payment", "order"], payload: { payment: { entity: PAYMENT_CAPTURED }, order: { entity: ORDER_PAID } }, created_at: 1567674606 });
  const webhookSig = hmac(KEYS.webhookSecret, body);
  const gw = new RazorpayGateway(KEYS, fakeFetch(() => ({ status: 500, json: {} })).impl);

  it("accepts the genuine payment signature (order_id|payment_id, key secret, hex)", () => {
    expect(paymentSig).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyPaymentSignature(KEYS.keySecret, orderId, paymentId, paymentSig)).toBe(true);
    expect(gw.verifyPaymentSignature(orderId, paymentId, paymentSig)).toBe(true);
  });

  it("rejects every one-character mutation of the payment signature", () => {
    let n = 0;
    for (const m of oneCharMutations(paymentSig)) {
      n += 1;
      if (gw.verifyPaymentSignature(orderId, paymentId, m)) throw new Error(`accepted mutation ${m}`);
    }
    expect(n).toBe(64 * 15);
  });

  it("rejects the payment signature for swapped fields, another order, the webhook secret, truncation and padding", () => {
    expect(gw.verifyPaymentSignature(paymentId, orderId, paymentSig)).toBe(false);
    expect(gw.verifyPaymentSignature("order_EKwxwAgItmmXdq", paymentId, paymentSig)).toBe(false);
    expect(gw.verifyPaymentSignature(orderId, paymentId, hmac(KEYS.webhookSecret, `${orderId}|${paymentId}`))).toBe(false);
    expect(gw.verifyPaymentSignature(orderId, paymentId, hmac(KEYS.keySecret, `${orderId}${paymentId}`))).toBe(false);
    expect(gw.verifyPaymentSignature(orderId, paymentId, paymentSig.slice(0, 63))).toBe(false);
    expect(gw.verifyPaymentSignature(orderId, paymentId, `${paymentSig}00`)).toBe(false);
    expect(gw.verifyPaymentSignature(orderId, paymentId, Buffer.from(paymentSig, "hex").toString("base64"))).toBe(false);
    expect(gw.verifyPaymentSignature(orderId, paymentId, createHmac("sha256", KEYS.keySecret).update(`${orderId}|${paymentId}`).digest())).toBe(false);
  });

  it("treats the hex digest case-insensitively (same bytes), and nothing else", () => {
    // Razorpay sends lowercase hex; an uppercase rendering is the same MAC, so it is accepted. A case
    // change can never turn a wrong MAC into a right one, because the bytes are compared.
    expect(gw.verifyPaymentSignature(orderId, paymentId, paymentSig.toUpperCase())).toBe(true);
    expect(gw.verifyWebhookSignature(body, webhookSig.toUpperCase())).toBe(true);
    for (const m of oneCharMutations(paymentSig)) expect(gw.verifyPaymentSignature(orderId, paymentId, m.toUpperCase())).toBe(false);
  });

  it("accepts the genuine webhook signature over the raw body (string or Buffer) and rejects every mutation", () => {
    expect(verifyWebhookSignature(KEYS.webhookSecret, body, webhookSig)).toBe(true);
    expect(gw.verifyWebhookSignature(Buffer.from(body), webhookSig)).toBe(true);
    let n = 0;
    for (const m of oneCharMutations(webhookSig)) {
      n += 1;
      if (gw.verifyWebhookSignature(Buffer.from(body), m)) throw new Error(`accepted mutation ${m}`);
    }
    expect(n).toBe(64 * 15);
    // The body changed by one character, re-serialised, or signed with the key secret.
    expect(gw.verifyWebhookSignature(body.replace("99900", "99901"), webhookSig)).toBe(false);
    expect(gw.verifyWebhookSignature(JSON.stringify(JSON.parse(body), null, 1), webhookSig)).toBe(false);
    expect(gw.verifyWebhookSignature(body, hmac(KEYS.keySecret, body))).toBe(false);
    for (const bad of [undefined, null, "", 123, {}, []]) expect(gw.verifyWebhookSignature(body, bad)).toBe(false);
  });
});

// ——— A whole purchase with the adapter swapped in, against a fake Razorpay with state ———
type RzOrder = typeof ORDER_CREATED;
type RzPayment = typeof PAYMENT_CAPTURED;

class FakeRazorpay {
  orders = new Map<string, RzOrder>();
  payments = new Map<string, RzPayment>();
  calls: { method: string; path: string }[] = [];
  private seq = 0;
  private id(prefix: string) {
    this.seq += 1;
    return `${prefix}_${`Fake${this.seq}`.padEnd(14, "X")}`;
  }
  readonly fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? "GET";
    const path = url.pathname;
    this.calls.push({ method, path });
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    if (new Headers(init?.headers).get("authorization") !== BASIC) return json(401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
    let m: RegExpMatchArray | null;
    if (method === "POST" && path === "/v1/orders") {
      const body = JSON.parse(String(init?.body)) as { amount: number; currency: string; receipt: string; notes: Record<string, string> };
      if (!Number.isInteger(body.amount) || body.amount < 100) return json(400, ERROR);
      const order: RzOrder = { ...ORDER_CREATED, id: this.id("order"), amount: body.amount, amount_due: body.amount, currency: body.currency, receipt: body.receipt, notes: body.notes as RzOrder["notes"], created_at: Math.floor(Date.now() / 1000) };
      this.orders.set(order.id, order);
      return json(200, order);
    }
    if (method === "GET" && (m = path.match(/^\/v1\/orders\/([^/]+)\/payments$/))) {
      const items = [...this.payments.values()].filter((p) => p.order_id === decodeURIComponent(m![1]));
      return json(200, { entity: "collection", count: items.length, items });
    }
    if (method === "GET" && (m = path.match(/^\/v1\/orders\/([^/]+)$/))) {
      const order = this.orders.get(decodeURIComponent(m[1]));
      return order ? json(200, order) : json(400, { error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } });
    }
    return json(404, { error: { code: "BAD_REQUEST_ERROR", description: "The requested URL was not found on the server." } });
  }) as typeof fetch;

  /** The customer pays on Razorpay's checkout: a captured payment, the order becomes paid. */
  pay(orderId: string) {
    const order = this.orders.get(orderId)!;
    const payment: RzPayment = { ...PAYMENT_CAPTURED, id: this.id("pay"), order_id: orderId, amount: order.amount, created_at: Math.floor(Date.now() / 1000) };
    this.payments.set(payment.id, payment);
    this.orders.set(orderId, { ...order, status: "paid", amount_paid: order.amount, amount_due: 0, attempts: order.attempts + 1 });
    return { payment, signature: hmac(KEYS.keySecret, `${orderId}|${payment.id}`), order: this.orders.get(orderId)! };
  }
}

describe("a whole purchase through the app with the Razorpay adapter", () => {
  const fake = new FakeRazorpay();
  afterEach(() => setPaymentGatewayForTests(undefined));
  afterAll(() => setPaymentGatewayForTests(undefined));

  async function student() {
    const user = await createUser();
    return { id: user.id, jar: await login(user.email, user.password) };
  }
  async function grants(userId: string, courseId: number) {
    const e = await db().select().from(enrollments).where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
    const t = await db().select().from(entitlements).where(and(eq(entitlements.userId, userId), eq(entitlements.productId, String(courseId))));
    return { enrollments: e.length, entitlements: t.length };
  }
  const canOpen = async (jar: CookieJar, courseId: number) => (await send(`/courses/${courseId}/content`, { jar })).status === 200;
  const postWebhook = async (body: string, headers: Record<string, string>) => {
    const app = await testApp();
    return app.fetch(new Request(`${ORIGIN}/api/payment/webhook`, { method: "POST", headers: { host: "localhost:3000", "content-type": "application/json", ...headers }, body }), {
      incoming: { socket: { remoteAddress: "10.0.0.9" } },
    });
  };

  it("create-order → Razorpay checkout → verify with the key secret's signature → access; the webhook is idempotent", async () => {
    setPaymentGatewayForTests(new RazorpayGateway(KEYS, fake.fetch));
    const course = await createCourse({ tag: "Paid", priceRupees: 1299 });
    const s = await student();

    const created = await send("/api/payment/create-order", { json: { courseId: course.id, amount: 129_900 }, jar: s.jar });
    expect(created.status).toBe(200);
    const order = (await created.json()) as { id: string; amount: number; currency: string; key: string; gateway: string; receipt: string };
    expect(order).toMatchObject({ amount: 129_900, currency: "INR", key: KEYS.keyId, gateway: "razorpay" });
    expect(fake.orders.get(order.id)).toMatchObject({ amount: 129_900, currency: "INR", receipt: order.receipt, notes: { product: `course:${course.id}` } });
    // Neither secret ever reaches the browser (API answer or checkout page).
    const checkoutPage = await send(`/checkout/${course.id}`, { form: { intent: "pay" }, jar: s.jar });
    const html = await checkoutPage.text();
    expect(html).toContain(KEYS.keyId);
    expect(html).toContain(order.id); // the same order is reused for the page's Pay button
    for (const secret of [KEYS.keySecret, KEYS.webhookSecret]) {
      expect(html).not.toContain(secret);
      expect(JSON.stringify(order)).not.toContain(secret);
    }

    const { payment, signature, order: paidOrder } = fake.pay(order.id);
    // A signature made with any other secret is refused.
    const wrong = await send("/api/payment/verify", { json: { razorpay_order_id: order.id, razorpay_payment_id: payment.id, razorpay_signature: hmac("sandbox-or-guessed", `${order.id}|${payment.id}`) }, jar: s.jar });
    expect(wrong.status).toBe(400);
    expect(await canOpen(s.jar, course.id)).toBe(false);

    const verified = await send("/api/payment/verify", { json: { razorpay_order_id: order.id, razorpay_payment_id: payment.id, razorpay_signature: signature }, jar: s.jar });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ status: "paid", paymentId: payment.id });
    expect(await grants(s.id, course.id)).toEqual({ enrollments: 1, entitlements: 1 });
    expect(await canOpen(s.jar, course.id)).toBe(true);
    expect(fake.calls).toContainEqual({ method: "GET", path: `/v1/orders/${order.id}/payments` });

    // Razorpay's order.paid webhook, signed with the webhook secret, delivered twice.
    const body = JSON.stringify({ entity: "event", account_id: "acc_BFQ7uQEaa7j2z7", event: "order.paid", contains: ["payment", "order"], payload: { payment: { entity: payment }, order: { entity: paidOrder } }, created_at: Math.floor(Date.now() / 1000) });
    const headers = { "x-razorpay-signature": hmac(KEYS.webhookSecret, body), "x-razorpay-event-id": "evt_FakeOrderPaid001" };
    expect((await postWebhook(body, headers)).status).toBe(200);
    const again = await postWebhook(body, headers);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ result: "duplicate" });
    // Signed with the key secret instead: refused.
    expect((await postWebhook(body, { ...headers, "x-razorpay-signature": hmac(KEYS.keySecret, body), "x-razorpay-event-id": "evt_FakeOrderPaid002" })).status).toBe(400);
    expect(await grants(s.id, course.id)).toEqual({ enrollments: 1, entitlements: 1 });
    const [row] = await db().select().from(orders).where(eq(orders.gatewayOrderId, order.id));
    expect(row).toMatchObject({ gateway: "razorpay", status: "paid", paymentId: payment.id, amountPaise: 129_900 });
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.gatewayOrderId, order.id))).toHaveLength(1);
  });

  it("the webhook alone fulfils (the browser never came back)", async () => {
    setPaymentGatewayForTests(new RazorpayGateway(KEYS, fake.fetch));
    const course = await createCourse({ tag: "Paid", priceRupees: 499 });
    const s = await student();
    const order = (await (await send("/api/payment/create-order", { json: { courseId: course.id }, jar: s.jar })).json()) as { id: string };
    const { payment } = fake.pay(order.id);
    const body = JSON.stringify({ entity: "event", account_id: "acc_BFQ7uQEaa7j2z7", event: "payment.captured", contains: ["payment"], payload: { payment: { entity: payment } }, created_at: 1 });
    const res = await postWebhook(body, { "x-razorpay-signature": hmac(KEYS.webhookSecret, body), "x-razorpay-event-id": "evt_FakeCaptured0001" });
    expect(res.status).toBe(200);
    expect(await grants(s.id, course.id)).toEqual({ enrollments: 1, entitlements: 1 });
    expect(await canOpen(s.jar, course.id)).toBe(true);
  });

  it("the reconciler fulfils a paid order whose callback and webhooks were all lost, once", async () => {
    const gateway = new RazorpayGateway(KEYS, fake.fetch);
    setPaymentGatewayForTests(gateway);
    const course = await createCourse({ tag: "Paid", priceRupees: 799 });
    const s = await student();
    const order = (await (await send("/api/payment/create-order", { json: { courseId: course.id }, jar: s.jar })).json()) as { id: string };
    const unpaid = await createCourse({ tag: "Paid", priceRupees: 899 });
    const unpaidOrder = (await (await send("/api/payment/create-order", { json: { courseId: unpaid.id }, jar: s.jar })).json()) as { id: string };
    fake.pay(order.id);
    expect(await canOpen(s.jar, course.id)).toBe(false);
    // A cutoff a minute ahead of the database's clock: every order counts as old, without waiting.
    expect(await reconcileOrders({ olderThanMs: -60_000, gateway })).toBe(1);
    expect(await reconcileOrders({ olderThanMs: -60_000, gateway })).toBe(0);
    expect(await grants(s.id, course.id)).toEqual({ enrollments: 1, entitlements: 1 });
    expect(await canOpen(s.jar, course.id)).toBe(true);
    // The order nobody paid stays unpaid.
    expect(await grants(s.id, unpaid.id)).toEqual({ enrollments: 0, entitlements: 0 });
    const [row] = await db().select().from(orders).where(eq(orders.gatewayOrderId, unpaidOrder.id));
    expect(row.status).toBe("attempted");
  });

  it("a Razorpay outage at create-order answers 502 and leaves no order", async () => {
    setPaymentGatewayForTests(new RazorpayGateway(KEYS, fakeFetch(() => new TypeError("fetch failed")).impl));
    const course = await createCourse({ tag: "Paid", priceRupees: 999 });
    const s = await student();
    const res = await send("/api/payment/create-order", { json: { courseId: course.id }, jar: s.jar });
    expect(res.status).toBe(502);
    expect(await db().select().from(orders).where(eq(orders.userId, s.id))).toHaveLength(0);
    const page = await send(`/checkout/${course.id}`, { form: { intent: "pay" }, jar: s.jar });
    expect(page.status).toBe(502);
    expect(await pageText(page)).toContain("The payment service is not reachable right now.");
  });
});
