// Issue 8's payment findings, as a dishonest or unlucky buyer meets them through the real app:
// paying a failed or superseded order after a newer one was paid, a gateway that captures a duplicate
// anyway (refunded automatically, shown to admins), a refund of one of two orders that both granted a
// course, and an order for a course that was unpublished after the order was made.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { courses, duplicatePayments, enrollments, entitlements, orderItems, orders } from "../../db/schema";
import { db } from "../../app/lib/db.server";
import { newOrderId, reconcileOrders, startCheckout } from "../../app/features/payments/orders.server";
import { deliverSandboxWebhooks, SandboxGateway } from "../../app/features/payments/sandbox-gateway.server";
import { type CookieJar, login, pageText, send } from "../support/test-app";
import { createCourse, createUser } from "../support/factories";

const deliverWebhooks = () => deliverSandboxWebhooks((body, headers) => send("/api/payment/webhook", { method: "POST", headers, body }).then((r) => r.status));
type Course = Awaited<ReturnType<typeof createCourse>>;

async function student() {
  const user = await createUser();
  return { ...user, jar: await login(user.email, user.password) };
}

async function openOrder(userId: string, course: Course) {
  const start = await startCheckout({ userId, type: "course", productId: String(course.id) });
  if (!start.ok) throw new Error(`checkout refused: ${start.error.messageKey}`);
  return start.order;
}

const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const capturedOn = async (gatewayOrderId: string) => (await new SandboxGateway().fetchOrderPayments(gatewayOrderId)).filter((p) => p.status === "captured");
const enrolled = async (userId: string, courseId: number) => (await db().select().from(enrollments).where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))).length === 1;

/** The student presses a button on the sandbox payment sheet, as in the browser. */
const pressOnSheet = (jar: CookieJar, gatewayOrderId: string, intent: "success" | "failure") => send(`/sandbox/pay/${gatewayOrderId}`, { form: { intent }, jar });

/** Order A fails on the sheet; order B is then made and paid. Returns both. */
async function failedThenPaid(s: Awaited<ReturnType<typeof student>>, course: Course) {
  const a = await openOrder(s.id, course);
  const failed = await pressOnSheet(s.jar, a.gatewayOrderId, "failure");
  expect(failed.status).toBe(302);
  await deliverWebhooks();
  expect((await orderRow(a.id)).status).toBe("failed");
  const b = await openOrder(s.id, course);
  expect(b.id).not.toBe(a.id);
  const paid = await pressOnSheet(s.jar, b.gatewayOrderId, "success");
  expect(paid.status).toBe(302);
  await send(paid.headers.get("location")!, { jar: s.jar }); // the return URL verifies the payment
  await deliverWebhooks();
  expect((await orderRow(b.id)).status).toBe("paid");
  return { a, b };
}

describe("paying twice for the same course", () => {
  it("a failed order superseded by a paid one cannot be paid on its payment sheet", async () => {
    const s = await student();
    const course = await createCourse({ tag: "Paid", priceRupees: 1499 });
    const { a } = await failedThenPaid(s, course);
    expect((await orderRow(a.id)).status).toBe("cancelled");

    // Back in the browser history: the old sheet says why it cannot be paid and offers no Pay button.
    const sheet = await send(`/sandbox/pay/${a.gatewayOrderId}`, { jar: s.jar });
    expect(sheet.status).toBe(409);
    const text = await pageText(sheet);
    expect(text).toContain("You already own this course");
    expect(text).not.toMatch(/Pay ₹/);

    const pressed = await pressOnSheet(s.jar, a.gatewayOrderId, "success");
    expect(pressed.status).toBe(409);
    expect(await capturedOn(a.gatewayOrderId)).toEqual([]);
  });

  it("an order superseded by a newer order for a new price cannot be paid", async () => {
    const s = await student();
    const course = await createCourse({ tag: "Paid", priceRupees: 999 });
    const a = await openOrder(s.id, course);
    await db().update(courses).set({ priceRupees: 799 }).where(eq(courses.id, course.id));
    const b = await openOrder(s.id, course);
    expect(b.amountPaise).toBe(79_900);
    expect((await orderRow(a.id)).status).toBe("cancelled");
    const pressed = await pressOnSheet(s.jar, a.gatewayOrderId, "success");
    expect(pressed.status).toBe(409);
    expect(await pageText(pressed)).toContain("This payment can no longer be made");
    expect(await capturedOn(a.gatewayOrderId)).toEqual([]);
    // The newer order is still payable.
    expect((await pressOnSheet(s.jar, b.gatewayOrderId, "success")).status).toBe(302);
  });

  it("a duplicate the gateway captures anyway is refunded automatically, access kept, and admins see it", async () => {
    const s = await student();
    const course = await createCourse({ tag: "Paid", priceRupees: 1299, name: "Duplicate Chemistry" });
    const { a, b } = await failedThenPaid(s, course);
    // Razorpay can capture on an old order whose sheet was still open: the gateway takes the money.
    const dup = await new SandboxGateway().pay(a.gatewayOrderId, "success");
    expect(dup.ok).toBe(true);

    // The checkout callback for it refuses and says the money comes back.
    const verify = await send("/api/payment/verify", { json: { razorpay_order_id: a.gatewayOrderId, razorpay_payment_id: dup.paymentId, razorpay_signature: dup.ok ? dup.signature : "" }, jar: s.jar });
    expect(verify.status).toBe(409);
    expect(((await verify.json()) as { error: string }).error).toMatch(/already own.*refunded/i);
    await deliverWebhooks();

    const [row] = await db().select().from(duplicatePayments).where(eq(duplicatePayments.paymentId, dup.paymentId));
    expect(row).toMatchObject({ orderId: a.id, userId: s.id, amountPaise: 129_900, status: "refunded" });
    expect(row.refundId).toMatch(/^rfnd_/);
    const [gatewayPayment] = (await new SandboxGateway().fetchOrderPayments(a.gatewayOrderId)).filter((p) => p.id === dup.paymentId);
    expect(gatewayPayment.status).toBe("refunded");
    // One grant, from B; the student keeps the course; A never became paid.
    expect((await orderRow(a.id)).status).toBe("cancelled");
    expect((await orderRow(b.id)).status).toBe("paid");
    expect(await db().select().from(entitlements).where(eq(entitlements.userId, s.id))).toHaveLength(1);
    expect(await enrolled(s.id, course.id)).toBe(true);

    const admin = await createUser({ role: "admin" });
    const adminJar = await login(admin.email, admin.password);
    const page = await pageText(await send("/admin/orders", { jar: adminJar }));
    expect(page).toContain("Duplicate payments refunded automatically");
    expect(page).toContain(dup.paymentId);
    expect(page).toContain(row.refundId!);
  });

  it("a duplicate seen only by the reconciler (webhooks lost) is refunded too", async () => {
    const s = await student();
    const course = await createCourse({ tag: "Paid", priceRupees: 599 });
    const { a } = await failedThenPaid(s, course);
    const dup = await new SandboxGateway().pay(a.gatewayOrderId, "success");
    await db().update(orders).set({ updatedAt: new Date(Date.now() - 60_000) }).where(eq(orders.id, a.id));
    await reconcileOrders({ olderThanMs: 1000 });
    const [row] = await db().select().from(duplicatePayments).where(eq(duplicatePayments.paymentId, dup.paymentId));
    expect(row?.status).toBe("refunded");
    expect((await orderRow(a.id)).status).toBe("cancelled");
  });

  it("verify and the checkout page refuse a product the student already owns", async () => {
    const s = await student();
    const course = await createCourse({ tag: "Paid", priceRupees: 699 });
    await failedThenPaid(s, course);
    const again = await send("/api/payment/create-order", { json: { courseId: course.id }, jar: s.jar });
    expect(again.status).toBe(409);
    const checkout = await send(`/checkout/${course.id}`, { form: { intent: "pay" }, jar: s.jar });
    expect([302, 303]).toContain(checkout.status);
    expect(await db().select().from(orders).where(eq(orders.userId, s.id))).toHaveLength(2);
  });
});

describe("refunds follow entitlements", () => {
  let admin: Awaited<ReturnType<typeof createUser>>;
  let adminJar: CookieJar;
  beforeAll(async () => {
    admin = await createUser({ role: "admin" });
    adminJar = await login(admin.email, admin.password);
  });

  /** A paid order that granted the course, recorded as the payment flow records one (written directly:
   * today's checkout refuses a second order for an owned course). */
  async function paidOrderRow(userId: string, course: Course, priceRupees: number) {
    const gateway = new SandboxGateway();
    const id = newOrderId();
    const remote = await gateway.createOrder({ amountPaise: priceRupees * 100, currency: "INR", receipt: id });
    const pay = await gateway.pay(remote.id, "success");
    await db().transaction(async (tx) => {
      await tx.insert(orders).values({ id, userId, gateway: "sandbox", gatewayOrderId: remote.id, amountPaise: remote.amount, currency: "INR", status: "paid", paymentId: pay.paymentId, paidAt: new Date() });
      await tx.insert(orderItems).values({ orderId: id, productType: "course", productId: String(course.id), name: course.name, unitPricePaise: remote.amount });
      await tx.insert(entitlements).values({ userId, productType: "course", productId: String(course.id), orderId: id });
      await tx.insert(enrollments).values({ userId, courseId: course.id, source: "purchase" }).onConflictDoNothing();
    });
    return { id };
  }

  const refund = (orderId: string) => send("/admin/orders", { form: { intent: "refund-confirmed", orderId }, jar: adminJar });

  it("refunding one of two paid orders keeps the course; refunding the second removes it", async () => {
    const s = await student();
    const course = await createCourse({ tag: "Paid", priceRupees: 499 });
    // Two orders that both granted the course (made before duplicates were refused, or by two products
    // that include the same course): both are real entitlements.
    const first = await paidOrderRow(s.id, course, 499);
    const second = await paidOrderRow(s.id, course, 499);
    expect((await refund(first.id)).status).toBe(302);
    expect((await orderRow(first.id)).status).toBe("refunded");
    expect(await enrolled(s.id, course.id)).toBe(true);
    expect((await send(`/courses/${course.id}/content`, { jar: s.jar })).status).toBe(200);

    expect((await refund(second.id)).status).toBe(302);
    expect((await orderRow(second.id)).status).toBe("refunded");
    expect(await enrolled(s.id, course.id)).toBe(false);
  });

  it("a refund never removes a free enrollment", async () => {
    const s = await student();
    const course = await createCourse({ tag: "Paid", priceRupees: 399 });
    await db().insert(enrollments).values({ userId: s.id, courseId: course.id, source: "free" });
    const order = await openOrder(s.id, course).catch(() => null);
    // Owned through the free enrollment: no order can be started at all.
    expect(order).toBeNull();
    expect(await enrolled(s.id, course.id)).toBe(true);
  });
});

describe("a course unpublished after its order was made", () => {
  it("cannot be paid on the sheet, and no new purchase can start", async () => {
    const s = await student();
    const course = await createCourse({ tag: "Paid", priceRupees: 899 });
    const a = await openOrder(s.id, course);
    await db().update(courses).set({ published: false }).where(eq(courses.id, course.id));

    const sheet = await send(`/sandbox/pay/${a.gatewayOrderId}`, { jar: s.jar });
    expect(sheet.status).toBe(409);
    expect(await pageText(sheet)).toContain("This course is no longer on sale");
    const pressed = await pressOnSheet(s.jar, a.gatewayOrderId, "success");
    expect(pressed.status).toBe(409);
    expect(await capturedOn(a.gatewayOrderId)).toEqual([]);
    expect((await send("/api/payment/create-order", { json: { courseId: course.id }, jar: s.jar })).status).toBe(404);
    const items = await db().select().from(orderItems).where(eq(orderItems.productId, String(course.id)));
    expect(items).toHaveLength(1);
  });
});
