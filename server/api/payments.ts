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
import { conflict, invalid } from "../../app/lib/errors/domain-error";
import { apiError, apiInvalid } from "../../app/lib/errors/http-errors.server";
import { parseJson } from "../../app/lib/forms/parse-input.server";
import { localeFromRequest } from "../../app/lib/i18n/locales";

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

export const paymentsApi = new Hono()
  .post("/api/payment/create-order", async (c) => {
    const user = await requireApiUser(c.req.raw);
    const locale = localeFromRequest(c.req.raw);
    const parsed = await parseJson(c.req.raw, createOrderBody);
    if (!parsed.ok) return apiInvalid(parsed, locale, "checkout.api.badCreateOrder");
    const result = await startCheckout({ userId: user.id, type: "course", productId: parsed.data.courseId, clientAmountPaise: parsed.data.amount });
    if (!result.ok) return apiError(result.error, locale);
    await markAttempted(result.order.id);
    const gateway = paymentGateway();
    return c.json({ id: result.order.gatewayOrderId, amount: result.order.amountPaise, currency: result.order.currency, receipt: result.order.id, key: gateway.keyId, gateway: gateway.name, testMode: gateway.testMode }, 200, { "Cache-Control": "no-store" });
  })
  .post("/api/payment/verify", async (c) => {
    const user = await requireApiUser(c.req.raw);
    const locale = localeFromRequest(c.req.raw);
    const parsed = await parseJson(c.req.raw, verifyBody);
    if (!parsed.ok) return apiInvalid(parsed, locale, "checkout.api.badVerify");
    const result = await confirmPayment({ gatewayOrderId: parsed.data.razorpay_order_id, paymentId: parsed.data.razorpay_payment_id, signature: parsed.data.razorpay_signature, userId: user.id });
    // Outcomes, not errors, for the return page (checkout-return.server.ts); refusals for the API.
    if (result.status === "invalid") return apiError(invalid("checkout.api.verifyFailed"), locale);
    if (result.status === "duplicate") return apiError(conflict("checkout.api.duplicate"), locale);
    return c.json(result, 200, { "Cache-Control": "no-store" });
  })
  .post("/api/payment/webhook", async (c) => {
    const raw = Buffer.from(await c.req.arrayBuffer());
    const outcome = await handleWebhook({ rawBody: raw, signature: c.req.header("x-razorpay-signature"), eventId: c.req.header("x-razorpay-event-id") });
    return c.json({ result: outcome.result }, outcome.status);
  });
