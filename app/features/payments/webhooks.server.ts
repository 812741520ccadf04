// Razorpay webhooks (order.paid, payment.captured, payment.failed, refund.processed): verified over
// the raw body with the webhook secret, de-duplicated by x-razorpay-event-id in the same transaction
// as the state change, independent of arrival order, forward-only. The HTTP route answers 2xx only
// after this transaction has committed, so a crash makes Razorpay deliver again.
import { paymentEvents } from "../../../db/schema";
import { db } from "../../lib/db.server";
import { log } from "../../lib/logger.server";
import { countPaymentOutcome } from "../../lib/metrics/counters.server";
import type { PaymentGateway } from "./gateway";
import { paymentGateway } from "./gateway.server";
import { refundDuplicatePayments } from "./duplicate-payments.server";
import { applyRefund, fulfilOrder, recordFailure } from "./orders.server";

type PaymentEntity = { id?: string; order_id?: string; amount?: number; currency?: string; status?: string; amount_refunded?: number; error_description?: string | null };
type RefundEntity = { id?: string; payment_id?: string; amount?: number; status?: string };
type WebhookBody = { event?: string; payload?: { payment?: { entity?: PaymentEntity }; order?: { entity?: { id?: string } }; refund?: { entity?: RefundEntity } } };

export type WebhookOutcome = { status: 200 | 400; result: string };

// PostgreSQL cannot store U+0000 or a lone surrogate in text or jsonb (the event is kept in
// payment_events): a signed event that carries one (in a note, say) is still processed, with U+FFFD
// in its place, rather than failing with a 500 on every delivery.
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const storable = (s: string) => s.replace(UNSTORABLE, "\uFFFD");
function storableJson(_key: string, value: unknown): unknown {
  if (typeof value === "string") return storable(value);
  if (value && typeof value === "object" && !Array.isArray(value) && Object.keys(value).some((k) => storable(k) !== k)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [storable(k), v]));
  }
  return value;
}

export async function handleWebhook(input: { rawBody: Buffer; signature: string | undefined; eventId: string | undefined; gateway?: PaymentGateway }): Promise<WebhookOutcome> {
  const gateway = input.gateway ?? paymentGateway();
  if (!gateway.verifyWebhookSignature(input.rawBody, input.signature)) {
    log.warn("webhook with an invalid signature");
    countPaymentOutcome("signatureInvalid", "webhook");
    return { status: 400, result: "invalid signature" };
  }
  let body: WebhookBody;
  try {
    body = JSON.parse(input.rawBody.toString("utf8"), storableJson) as WebhookBody;
  } catch {
    return { status: 400, result: "invalid JSON" };
  }
  const event = body.event ?? "";
  const eventId = input.eventId && input.eventId.length <= 100 ? input.eventId : null;
  if (!eventId) return { status: 400, result: "missing x-razorpay-event-id" };
  const payment = body.payload?.payment?.entity;

  // The payment outcome of this event, if it had one (a redelivered or ignored event has none).
  let outcome: string | null = null;
  const result = await db().transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentEvents)
      .values({ eventId, event, gatewayOrderId: payment?.order_id ?? body.payload?.order?.entity?.id ?? null, payload: body })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (inserted.length === 0) return "duplicate";
    switch (event) {
      case "order.paid":
      case "payment.captured":
        if (!payment?.id || !payment.order_id || typeof payment.amount !== "number" || payment.status !== "captured") return "ignored: not a captured payment";
        outcome = await fulfilOrder(tx, { gatewayOrderId: payment.order_id, paymentId: payment.id, amountPaise: payment.amount, currency: payment.currency ?? "", source: `webhook ${event}` });
        return outcome;
      case "payment.failed":
        if (!payment?.order_id) return "ignored: no order";
        await recordFailure(tx, payment.order_id, payment.error_description ?? "Payment failed");
        outcome = "failed";
        return "failure recorded";
      case "refund.processed": {
        const refund = body.payload?.refund?.entity;
        if (!refund?.id || !refund.payment_id || typeof refund.amount !== "number") return "ignored: incomplete refund";
        // Partial refunds add up: the payment entity carries the total refunded so far.
        const total = Math.max(refund.amount, typeof payment?.amount_refunded === "number" ? payment.amount_refunded : 0);
        const refunded = await applyRefund(tx, { paymentId: refund.payment_id, gatewayOrderId: payment?.order_id, refundId: refund.id, totalRefundedPaise: total });
        if (refunded === "refunded") outcome = "refunded";
        return refunded;
      }
      default:
        return `ignored: ${event}`;
    }
  });
  log.info("webhook processed", { event, result });
  if (outcome) countPaymentOutcome(outcome, "webhook"); // once committed
  // Money that must not grant goes back now; if the gateway fails, the reconciler tries again.
  if (result === "duplicate") await refundDuplicatePayments({ gateway }).catch((error: unknown) => log.error("duplicate payment refund failed", { error: String(error) }));
  return { status: 200, result };
}
