// Payment endpoints:
// POST /api/payment/create-order — `{ productType, productId }` (or the older `{ courseId }`) in, with
//   the spec's optional `amount` (paise); `order.id/amount/currency` out. The server prices the product
//   from its owner's catalogue (docs/decisions/032-product-registry.md); a client amount is only
//   compared, and a mismatch is a 400, never a cheaper order.
// POST /api/payment/verify — the Checkout handler's response (order id, payment id, signature).
// POST /api/payment/webhook — Razorpay (or the sandbox) webhooks, over the raw body.
import { Hono } from "hono";
import { z } from "zod";
import { paymentGateway } from "../../app/features/payments/gateway.server";
import { confirmPayment, markAttempted, startCheckout } from "../../app/features/payments/orders.server";
import { PRODUCT_ID_PATTERN, PRODUCT_TYPES } from "../../app/features/payments/product-types";
import { handleWebhook } from "../../app/features/payments/webhooks.server";
import { requireApiUser } from "../../app/features/accounts/session.server";
import { conflict, invalid } from "../../app/lib/errors/domain-error";
import { apiError, apiInvalid } from "../../app/lib/errors/http-errors.server";
import { parseJson } from "../../app/lib/forms/parse-input.server";
import { localeFromRequest } from "../../app/lib/i18n/locales";

const createOrderBody = z
  .strictObject({
    amount: z.number("checkout.api.amountInvalid").int("checkout.api.amountInvalid").positive("checkout.api.amountInvalid").max(10_000_000, "checkout.api.amountInvalid").optional(),
    courseId: z.union([z.number().int().positive(), z.string().regex(/^\d{1,10}$/)]).transform(String).optional(),
    productType: z.enum(PRODUCT_TYPES, "checkout.api.productTypeInvalid").optional(),
    productId: z.union([z.number().int().positive(), z.string().regex(PRODUCT_ID_PATTERN)], "checkout.api.productIdInvalid").transform(String).optional(),
    currency: z.literal("INR").optional(),
  })
  .superRefine((body, ctx) => {
    const byCourse = body.courseId !== undefined;
    const byProduct = body.productType !== undefined || body.productId !== undefined;
    if (byCourse && byProduct) ctx.addIssue({ code: "custom", path: ["courseId"], message: "checkout.api.productRequired" });
    else if (!byCourse && body.productType === undefined) ctx.addIssue({ code: "custom", path: ["productType"], message: "checkout.api.productRequired" });
    else if (!byCourse && body.productId === undefined) ctx.addIssue({ code: "custom", path: ["productId"], message: "checkout.api.productRequired" });
  })
  .transform(({ amount, courseId, productType, productId }) => ({ amount, type: courseId !== undefined ? ("course" as const) : productType!, productId: courseId ?? productId! }));

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
    const result = await startCheckout({ userId: user.id, type: parsed.data.type, productId: parsed.data.productId, clientAmountPaise: parsed.data.amount });
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
