// Payment endpoints:
// POST /api/payment/create-order — the spec's call: `{ amount }` in (paise, as the spec's client sends
//   for courses), `order.id/amount/currency` out. The amount is recomputed from the catalogue and a
//   mismatch is a 400, never a cheaper order. A product reference (`courseId`) is accepted too.
// POST /api/payment/verify — the Checkout handler's response (order id, payment id, signature).
// POST /api/payment/webhook — Razorpay (or the sandbox) webhooks, over the raw body.
import { Hono } from "hono";
import { z } from "zod";
import { paymentGateway } from "../../app/features/payments/gateway.server";
import { confirmPayment, markAttempted, startCheckout } from "../../app/features/payments/orders.server";
import { handleWebhook } from "../../app/features/payments/webhooks.server";
import { requireApiUser } from "../../app/features/accounts/session.server";

const createOrderBody = z.strictObject({
  amount: z.number().int().positive().max(10_000_000).optional(),
  courseId: z.union([z.number().int().positive(), z.string().regex(/^\d{1,10}$/)]).transform(String),
  currency: z.literal("INR").optional(),
});

const verifyBody = z.strictObject({
  razorpay_order_id: z.string().min(1).max(64),
  razorpay_payment_id: z.string().min(1).max(64),
  razorpay_signature: z.string().min(1).max(256),
});

async function jsonBody(req: Request): Promise<unknown> {
  if (!(req.headers.get("content-type") ?? "").includes("application/json")) return undefined;
  return req.json().catch(() => undefined);
}

export const paymentsApi = new Hono()
  .post("/api/payment/create-order", async (c) => {
    const user = await requireApiUser(c.req.raw);
    const parsed = createOrderBody.safeParse(await jsonBody(c.req.raw));
    if (!parsed.success) return c.json({ error: "Send JSON with courseId (and optionally amount in paise)." }, 400);
    const result = await startCheckout({ userId: user.id, type: "course", productId: parsed.data.courseId, clientAmountPaise: parsed.data.amount });
    if (!result.ok) {
      const map = { notForSale: [404, "This course is not for sale."], owned: [409, "You already own this course."], amountMismatch: [400, "The amount does not match the course price."], gatewayError: [502, "The payment service is unavailable. Please try again."] } as const;
      const [status, error] = map[result.reason];
      return c.json({ error }, status);
    }
    await markAttempted(result.order.id);
    const gateway = paymentGateway();
    return c.json({ id: result.order.gatewayOrderId, amount: result.order.amountPaise, currency: result.order.currency, receipt: result.order.id, key: gateway.keyId, gateway: gateway.name, testMode: gateway.testMode }, 200, { "Cache-Control": "no-store" });
  })
  .post("/api/payment/verify", async (c) => {
    const user = await requireApiUser(c.req.raw);
    const parsed = verifyBody.safeParse(await jsonBody(c.req.raw));
    if (!parsed.success) return c.json({ error: "Invalid payment response." }, 400);
    const result = await confirmPayment({ gatewayOrderId: parsed.data.razorpay_order_id, paymentId: parsed.data.razorpay_payment_id, signature: parsed.data.razorpay_signature, userId: user.id });
    if (result.status === "invalid") return c.json({ error: "Payment verification failed." }, 400);
    if (result.status === "duplicate") return c.json({ error: "You already own this course, so this payment will be refunded automatically." }, 409);
    return c.json(result, 200, { "Cache-Control": "no-store" });
  })
  .post("/api/payment/webhook", async (c) => {
    const raw = Buffer.from(await c.req.arrayBuffer());
    const outcome = await handleWebhook({ rawBody: raw, signature: c.req.header("x-razorpay-signature"), eventId: c.req.header("x-razorpay-event-id") });
    return c.json({ result: outcome.result }, outcome.status);
  });
