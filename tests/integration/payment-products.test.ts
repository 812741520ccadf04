// Payments sell products through the registry (docs/decisions/032-product-registry.md): a second
// product type, 'book', is registered here with the generic entitlement-backed provider and a small
// catalogue owned by the test — as the resources feature will register pdf/book/paper. Through the
// built app: create-order by { productType, productId }, the server's price, the checkout and result
// pages, sandbox payment with webhook redelivery, the reconciler, a duplicate payment and a refund.
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { duplicatePayments, entitlements, orders, sandboxWebhooks } from "../../db/schema";
import { db } from "../../app/lib/db.server";
import { type CatalogueItem, entitlementProduct } from "../../app/features/payments/entitlement-product.server";
import { ownsProduct, reconcileOrders, startCheckout } from "../../app/features/payments/orders.server";
import { registerProductProvider, unregisterProductProvider } from "../../app/features/payments/product-registry.server";
import { deliverSandboxWebhooks, SandboxGateway, sandboxSecrets } from "../../app/features/payments/sandbox-gateway.server";
import { hmacHex } from "../../app/features/payments/signatures.server";
import { formatPaise } from "../../app/features/payments/pricing";
import { type CookieJar, login, pageText, send, testApp } from "../support/test-app";
import { createCourse, createUser } from "../support/factories";

const BOOKS = new Map<string, CatalogueItem>([
  ["hc-verma-1", { id: "hc-verma-1", name: "Concepts of Physics, Part 1", priceRupees: 349, published: true, byline: "H. C. Verma" }],
  ["draft-book", { id: "draft-book", name: "Unpublished draft", priceRupees: 199, published: false }],
  ["free-book", { id: "free-book", name: "Free sampler", priceRupees: 0, published: true }],
]);
const bookCatalogue = async (id: string) => BOOKS.get(id) ?? null;

beforeAll(async () => {
  // The built app registers the real providers (study resources sell "book") when it is first
  // loaded: load it first, then put the test's catalogue in front for this file.
  await testApp();
  registerProductProvider(entitlementProduct({ type: "book", find: bookCatalogue, openPath: (id) => `/book-viewer/${id}`, pagePath: () => "/resources/books" }));
});
afterAll(() => unregisterProductProvider("book"));

const deliverWebhooks = () => deliverSandboxWebhooks((body, headers) => send("/api/payment/webhook", { method: "POST", headers, body }).then((r) => r.status));

async function student() {
  const user = await createUser();
  return { ...user, jar: await login(user.email, user.password) };
}

const grants = (userId: string) => db().select().from(entitlements).where(and(eq(entitlements.userId, userId), eq(entitlements.productType, "book"), eq(entitlements.productId, "hc-verma-1")));
const createOrder = (jar: CookieJar, json: unknown) => send("/api/payment/create-order", { json, jar });

describe("create-order by product", () => {
  it("prices a book on the server; a client amount is only checked", async () => {
    const s = await student();
    const res = await createOrder(s.jar, { productType: "book", productId: "hc-verma-1" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: string; amount: number; currency: string; receipt: string };
    expect(body).toMatchObject({ amount: 34_900, currency: "INR" });
    // The same amount is accepted; a tampered one is a 400, never a cheaper order.
    expect((await createOrder(s.jar, { productType: "book", productId: "hc-verma-1", amount: 34_900 })).status).toBe(200);
    const tampered = await createOrder(s.jar, { productType: "book", productId: "hc-verma-1", amount: 100 });
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toEqual({ error: "The amount does not match the price." });
    // The spec's rupee price for a book is not paise either.
    expect((await createOrder(s.jar, { productType: "book", productId: "hc-verma-1", amount: 349 })).status).toBe(400);
    const [row] = await db().select({ amountPaise: orders.amountPaise }).from(orders).where(eq(orders.id, body.receipt));
    expect(row.amountPaise).toBe(34_900);
  });

  it("refuses what is not for sale with 404, and bad bodies with 400 and field errors", async () => {
    const s = await student();
    for (const productId of ["draft-book", "free-book", "no-such-book"]) {
      const res = await createOrder(s.jar, { productType: "book", productId });
      expect(res.status, productId).toBe(404);
      expect(await res.json()).toEqual({ error: "This item is not for sale." });
    }
    // An id the type's catalogue cannot have (papers are numbered).
    expect((await createOrder(s.jar, { productType: "paper", productId: "jee-2024" })).status).toBe(404);
    const cases: [unknown, string][] = [
      [{ productType: "video", productId: "x" }, "productType"],
      [{ productType: "book" }, "productId"],
      [{ productId: "hc-verma-1" }, "productType"],
      [{ productType: "book", productId: "../etc/passwd" }, "productId"],
      [{ courseId: 1, productType: "book", productId: "hc-verma-1" }, "courseId"],
      [{ productType: "book", productId: "hc-verma-1", amount: 1.5 }, "amount"],
      [{ productType: "book", productId: "hc-verma-1", extra: 1 }, ""],
    ];
    for (const [json, field] of cases) {
      const res = await createOrder(s.jar, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      const body = (await res.json()) as { error: string; fields: Record<string, string> };
      expect(body.error).toBe("Send JSON with courseId (and optionally amount in paise).");
      if (field) expect(Object.keys(body.fields), JSON.stringify(json)).toContain(field);
    }
  });

  it("still takes the old { courseId } and { courseId, amount } bodies with the course wording", async () => {
    const s = await student();
    const course = await createCourse({ tag: "Paid", priceRupees: 499 });
    expect((await createOrder(s.jar, { courseId: course.id })).status).toBe(200);
    expect((await createOrder(s.jar, { courseId: String(course.id), amount: 49_900 })).status).toBe(200);
    const tampered = await createOrder(s.jar, { courseId: course.id, amount: 100 });
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toEqual({ error: "The amount does not match the course price." });
    const free = await createCourse({ tag: "Free" });
    expect(await (await createOrder(s.jar, { productType: "course", productId: String(free.id) })).json()).toEqual({ error: "This course is not for sale." });
  });
});

describe("a book bought through the registry", () => {
  it("pays once however often the webhook comes, shows the product on every page, and a refund takes access back", async () => {
    const s = await student();
    // The checkout page (and its .data) shows the book, its type and the server's price.
    const page = await send("/checkout/book/hc-verma-1", { jar: s.jar });
    expect(page.status).toBe(200);
    const text = await pageText(page);
    expect(text).toContain("Concepts of Physics, Part 1");
    expect(text).toContain("Book");
    expect(text).toContain(formatPaise(34_900));
    expect((await send("/checkout/book/hc-verma-1.data", { jar: s.jar })).status).toBe(200);
    expect((await send("/checkout/book/draft-book", { jar: s.jar })).status).toBe(404);
    expect(await pageText(await send("/checkout/book/no-such-book", { jar: s.jar }))).toContain("Item not found");

    // Pay: the checkout action sends the student to the sandbox sheet.
    const pay = await send("/checkout/book/hc-verma-1", { form: { intent: "pay" }, jar: s.jar });
    expect(pay.status).toBe(302);
    const gatewayOrderId = pay.headers.get("location")!.replace("/sandbox/pay/", "");
    const sheet = await pageText(await send(`/sandbox/pay/${gatewayOrderId}`, { jar: s.jar }));
    expect(sheet).toContain("Book");
    expect(sheet).toContain("Concepts of Physics, Part 1");
    const pressed = await send(`/sandbox/pay/${gatewayOrderId}`, { form: { intent: "success" }, jar: s.jar });
    const back = pressed.headers.get("location")!;
    expect(back).toMatch(/^\/checkout\/book\/hc-verma-1\/return\?razorpay_payment_id=pay_/);

    // The webhooks arrive, then arrive again: one grant.
    expect(await deliverWebhooks()).toBeGreaterThanOrEqual(2);
    const [{ id: orderId }] = await db().select({ id: orders.id }).from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId));
    expect((await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0].status).toBe("paid");
    const returned = await send(back, { jar: s.jar });
    expect(returned.status).toBe(303);
    expect(returned.headers.get("location")).toBe(`/checkout/book/hc-verma-1/result?order=${orderId}`);
    expect(await grants(s.id)).toHaveLength(1);
    expect(await ownsProduct(s.id, "book", "hc-verma-1")).toBe(true);

    // Result page: the book, its type and "Open" to where the provider says.
    const result = await send(`/checkout/book/hc-verma-1/result?order=${orderId}`, { jar: s.jar });
    const resultHtml = await result.text();
    expect(resultHtml).toContain('href="/book-viewer/hc-verma-1"');
    const resultText = await pageText(new Response(resultHtml));
    expect(resultText).toMatch(/Payment successful! Payment ID: pay_/);
    expect(resultText).toContain("Book");
    // The order's product is part of the check: the same order under another product is a 404.
    expect((await send(`/checkout/course/1/result?order=${orderId}`, { jar: s.jar })).status).toBe(404);
    // Receipt and dashboard name it with its type.
    const receipt = await pageText(await send(`/orders/${orderId}`, { jar: s.jar }));
    expect(receipt).toContain("Concepts of Physics, Part 1");
    expect(receipt).toContain("Book");
    const dashboard = await pageText(await send("/dashboard", { jar: s.jar }));
    expect(dashboard).toContain("Concepts of Physics, Part 1");
    expect(dashboard).toContain("Book");
    expect((await send(`/orders/${orderId}/receipt.pdf`, { jar: s.jar })).status).toBe(200);

    // Owned now: the checkout says so (product-neutral wording) and the API answers 409.
    expect(await pageText(await send("/checkout/book/hc-verma-1", { jar: s.jar }))).toContain("You already own this item.");
    const again = await createOrder(s.jar, { productType: "book", productId: "hc-verma-1" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "You already own this item." });

    // Razorpay redelivers: the same signed events, twice more, concurrently — still one grant.
    const [paid] = await db().select().from(orders).where(eq(orders.id, orderId));
    const sent = await db().select().from(sandboxWebhooks).where(like(sandboxWebhooks.body, `%${gatewayOrderId}%`));
    expect(sent.length).toBeGreaterThanOrEqual(2);
    const redeliver = (hook: (typeof sent)[number]) =>
      send("/api/payment/webhook", { method: "POST", body: hook.body, headers: { "content-type": "application/json", "x-razorpay-signature": hmacHex(sandboxSecrets().webhookSecret, hook.body), "x-razorpay-event-id": hook.eventId } });
    const answers = await Promise.all([...sent, ...sent].map(redeliver));
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    expect(await grants(s.id)).toHaveLength(1);

    // A full refund (through the gateway, confirmed by its webhook) takes access back.
    await new SandboxGateway().refund(paid.paymentId!, paid.amountPaise);
    expect(await deliverWebhooks()).toBeGreaterThanOrEqual(1);
    expect((await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0].status).toBe("refunded");
    expect(await grants(s.id)).toHaveLength(0);
    expect(await ownsProduct(s.id, "book", "hc-verma-1")).toBe(false);
    // And it can be bought again.
    expect((await createOrder(s.jar, { productType: "book", productId: "hc-verma-1" })).status).toBe(200);
  });

  it("the reconciler grants a book whose webhooks were lost, once", async () => {
    const s = await student();
    const start = await startCheckout({ userId: s.id, type: "book", productId: "hc-verma-1" });
    if (!start.ok) throw new Error(start.error.messageKey);
    await new SandboxGateway().pay(start.order.gatewayOrderId, "success");
    expect(await reconcileOrders({ olderThanMs: 0 })).toBeGreaterThanOrEqual(1);
    expect(await grants(s.id)).toHaveLength(1);
    // The webhooks arrive late: nothing more.
    await deliverWebhooks();
    expect(await reconcileOrders({ olderThanMs: 0 })).toBe(0);
    expect(await grants(s.id)).toHaveLength(1);
  });

  it("a second payment for an owned book is refunded automatically and grants nothing", async () => {
    const s = await student();
    const a = await startCheckout({ userId: s.id, type: "book", productId: "hc-verma-1" });
    if (!a.ok) throw new Error(a.error.messageKey);
    await new SandboxGateway().pay(a.order.gatewayOrderId, "failure");
    await deliverWebhooks();
    const b = await startCheckout({ userId: s.id, type: "book", productId: "hc-verma-1" });
    if (!b.ok) throw new Error(b.error.messageKey);
    expect(b.order.id).not.toBe(a.order.id);
    await new SandboxGateway().pay(b.order.gatewayOrderId, "success");
    await deliverWebhooks();
    // The gateway captures on the old order's sheet anyway.
    const dup = await new SandboxGateway().pay(a.order.gatewayOrderId, "success");
    await deliverWebhooks();
    const [row] = await db().select().from(duplicatePayments).where(eq(duplicatePayments.paymentId, dup.paymentId));
    expect(row).toMatchObject({ orderId: a.order.id, reason: "productOwned", status: "refunded" });
    expect(await grants(s.id)).toHaveLength(1);
    const result = await pageText(await send(`/checkout/book/hc-verma-1/result?order=${a.order.id}`, { jar: s.jar }));
    expect(result).toContain("You already own this item, so this second payment will be refunded automatically.");
  });
});

describe("the old course paths", () => {
  it("serve the same checkout, and Buy Now links to /checkout/course/{id}", async () => {
    const s = await student();
    const course = await createCourse({ tag: "Paid", priceRupees: 799, name: "Legacy Path Maths" });
    for (const url of [`/checkout/${course.id}`, `/checkout/course/${course.id}`]) {
      const res = await send(url, { jar: s.jar });
      expect(res.status, url).toBe(200);
      const text = await pageText(res);
      expect(text).toContain("Legacy Path Maths");
      expect(text).toContain(formatPaise(79_900));
    }
    expect(await (await send(`/courses/${course.id}/details`, { jar: s.jar })).text()).toContain(`href="/checkout/course/${course.id}"`);
    // A free course's checkout goes to its page, on both paths.
    const free = await createCourse({ tag: "Free" });
    for (const url of [`/checkout/${free.id}`, `/checkout/course/${free.id}`]) {
      const res = await send(url, { jar: s.jar });
      expect(res.headers.get("location"), url).toBe(`/courses/${free.id}/details`);
    }
  });
});
