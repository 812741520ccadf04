// The offline sandbox gateway: Razorpay's flow on this machine. Same id formats (order_…, pay_…,
// rfnd_…), the same HMAC signatures (with a local key secret) and the same webhook events and
// headers (signed with a local webhook secret), delivered to our own webhook endpoint from a
// database outbox with retries — so a crash between payment and webhook is survived as with
// Razorpay. Its records (sandbox_* tables) stand for what Razorpay keeps on its side.
import { createHmac, randomBytes } from "node:crypto";
import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { sandboxOrders, sandboxPayments, sandboxWebhooks } from "../../../db/schema";
import { db } from "../../lib/db.server";
import { env } from "../../lib/env.server";
import { log } from "../../lib/logger.server";
import { GatewayError, type GatewayOrder, type GatewayPayment, type GatewayRefund, type PaymentGateway } from "./gateway";
import { hmacHex, paymentSignature, verifyPaymentSignature, verifyWebhookSignature } from "./signatures.server";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
export function razorpayStyleId(prefix: "order" | "pay" | "rfnd" | "evt"): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("")}`;
}

/** Local secrets, derived from AUTH_SECRET so they need no configuration and survive restarts. The
 * settings guarantee AUTH_SECRET (env() refuses to answer without it): no fallback, which anyone could
 * read here and use to sign a webhook that marks their order paid. */
export function sandboxSecrets() {
  const secret = env().AUTH_SECRET;
  const derive = (label: string) => createHmac("sha256", secret).update(label).digest("hex");
  return { keyId: "rzp_test_sandbox", keySecret: derive("sandbox-key-secret"), webhookSecret: derive("sandbox-webhook-secret") };
}

type SandboxOrderRow = typeof sandboxOrders.$inferSelect;
type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

const orderEntity = (o: SandboxOrderRow) => ({
  id: o.id,
  entity: "order",
  amount: o.amountPaise,
  amount_paid: o.amountPaid,
  amount_due: o.amountPaise - o.amountPaid,
  currency: o.currency,
  receipt: o.receipt,
  status: o.status,
  attempts: 1,
  notes: {},
  created_at: Math.floor(o.createdAt.getTime() / 1000),
});

const paymentEntity = (p: SandboxPaymentRow) => ({
  id: p.id,
  entity: "payment",
  amount: p.amountPaise,
  currency: "INR",
  status: p.status,
  order_id: p.orderId,
  method: "upi",
  captured: p.status === "captured" || p.status === "refunded",
  amount_refunded: p.amountRefunded,
  error_code: p.status === "failed" ? "BAD_REQUEST_ERROR" : null,
  error_description: p.errorDescription,
  created_at: Math.floor(p.createdAt.getTime() / 1000),
});

function toOrder(o: SandboxOrderRow): GatewayOrder {
  return { id: o.id, amount: o.amountPaise, currency: o.currency, status: o.status as GatewayOrder["status"], amountPaid: o.amountPaid };
}

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

async function enqueueEvent(tx: Tx, event: string, payload: Record<string, unknown>) {
  const eventId = razorpayStyleId("evt");
  const body = JSON.stringify({ entity: "event", account_id: "acc_sandbox", event, contains: Object.keys(payload), payload, created_at: Math.floor(Date.now() / 1000) });
  await tx.insert(sandboxWebhooks).values({ eventId, body });
}

export class SandboxGateway implements PaymentGateway {
  readonly name = "sandbox" as const;
  readonly testMode = true;
  get keyId() {
    return sandboxSecrets().keyId;
  }

  async createOrder(input: { amountPaise: number; currency: "INR"; receipt: string }): Promise<GatewayOrder> {
    const [row] = await db().insert(sandboxOrders).values({ id: razorpayStyleId("order"), amountPaise: input.amountPaise, currency: input.currency, receipt: input.receipt }).returning();
    return toOrder(row);
  }

  async fetchOrder(orderId: string): Promise<GatewayOrder> {
    const [row] = await db().select().from(sandboxOrders).where(eq(sandboxOrders.id, orderId));
    if (!row) throw new GatewayError("The id provided does not exist", 400);
    return toOrder(row);
  }

  async fetchOrderPayments(orderId: string): Promise<GatewayPayment[]> {
    const rows = await db().select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId)).orderBy(asc(sandboxPayments.createdAt));
    return rows.map((p) => ({ id: p.id, orderId: p.orderId, amount: p.amountPaise, currency: "INR", status: p.status as GatewayPayment["status"], errorDescription: p.errorDescription ?? undefined }));
  }

  async refund(paymentId: string, amountPaise: number): Promise<GatewayRefund> {
    return db().transaction(async (tx) => {
      const [p] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId)).for("update");
      if (!p || p.status !== "captured") throw new GatewayError("The payment has not been captured or is already refunded", 400);
      if (amountPaise > p.amountPaise - p.amountRefunded) throw new GatewayError("The refund amount exceeds the amount paid", 400);
      const refunded = p.amountRefunded + amountPaise;
      const [updated] = await tx
        .update(sandboxPayments)
        .set({ amountRefunded: refunded, status: refunded >= p.amountPaise ? "refunded" : "captured" })
        .where(eq(sandboxPayments.id, paymentId))
        .returning();
      const refund = { id: razorpayStyleId("rfnd"), entity: "refund", amount: amountPaise, currency: "INR", payment_id: paymentId, status: "processed", created_at: Math.floor(Date.now() / 1000) };
      await enqueueEvent(tx, "refund.processed", { refund: { entity: refund }, payment: { entity: paymentEntity(updated) } });
      return { id: refund.id, paymentId, amount: amountPaise, status: "processed" as const };
    });
  }

  verifyPaymentSignature(orderId: string, paymentId: string, signature: unknown) {
    return verifyPaymentSignature(sandboxSecrets().keySecret, orderId, paymentId, signature);
  }

  verifyWebhookSignature(rawBody: Buffer | string, signature: unknown) {
    return verifyWebhookSignature(sandboxSecrets().webhookSecret, rawBody, signature);
  }

  /** The payment sheet's Success / Failure buttons: records the payment as Razorpay would, queues the
   * webhooks, and returns what Razorpay hands back to the merchant's callback. */
  async pay(orderId: string, outcome: "success" | "failure") {
    return db().transaction(async (tx) => {
      const [order] = await tx.select().from(sandboxOrders).where(eq(sandboxOrders.id, orderId)).for("update");
      if (!order) throw new GatewayError("The id provided does not exist", 400);
      if (order.status === "paid") throw new GatewayError("Order is already paid", 400);
      const paymentId = razorpayStyleId("pay");
      if (outcome === "failure") {
        const [p] = await tx
          .insert(sandboxPayments)
          .values({ id: paymentId, orderId, amountPaise: order.amountPaise, status: "failed", errorDescription: "Payment was declined (sandbox Failure button)." })
          .returning();
        const [o] = await tx.update(sandboxOrders).set({ status: "attempted" }).where(eq(sandboxOrders.id, orderId)).returning();
        await enqueueEvent(tx, "payment.failed", { payment: { entity: paymentEntity(p) } });
        return { ok: false as const, paymentId, orderId: o.id, error: "Payment was declined (sandbox Failure button)." };
      }
      const [p] = await tx.insert(sandboxPayments).values({ id: paymentId, orderId, amountPaise: order.amountPaise, status: "captured" }).returning();
      const [o] = await tx.update(sandboxOrders).set({ status: "paid", amountPaid: order.amountPaise }).where(eq(sandboxOrders.id, orderId)).returning();
      await enqueueEvent(tx, "payment.captured", { payment: { entity: paymentEntity(p) } });
      await enqueueEvent(tx, "order.paid", { payment: { entity: paymentEntity(p) }, order: { entity: orderEntity(o) } });
      return { ok: true as const, paymentId, orderId, signature: paymentSignature(sandboxSecrets().keySecret, orderId, paymentId) };
    });
  }
}

export type WebhookPoster = (body: string, headers: Record<string, string>) => Promise<number>;

/** Delivers due sandbox webhooks (oldest first). Failed deliveries are retried with back-off, as
 * Razorpay retries for 24 hours. Returns how many were delivered. */
export async function deliverSandboxWebhooks(post: WebhookPoster, limit = 20): Promise<number> {
  const due = await db()
    .select()
    .from(sandboxWebhooks)
    .where(and(isNull(sandboxWebhooks.deliveredAt), lte(sandboxWebhooks.nextAttemptAt, sql`now()`)))
    .orderBy(asc(sandboxWebhooks.createdAt))
    .limit(limit);
  let delivered = 0;
  for (const hook of due) {
    let status = 0;
    try {
      status = await post(hook.body, {
        "content-type": "application/json",
        "x-razorpay-signature": hmacHex(sandboxSecrets().webhookSecret, hook.body),
        "x-razorpay-event-id": hook.eventId,
      });
    } catch (error) {
      log.warn("sandbox webhook delivery failed", { eventId: hook.eventId, error: String(error) });
    }
    if (status >= 200 && status < 300) {
      delivered += 1;
      await db().update(sandboxWebhooks).set({ deliveredAt: new Date(), attempts: hook.attempts + 1 }).where(eq(sandboxWebhooks.eventId, hook.eventId));
    } else {
      const backoffSeconds = Math.min(300, 2 ** Math.min(hook.attempts + 1, 8));
      await db()
        .update(sandboxWebhooks)
        .set({ attempts: hook.attempts + 1, nextAttemptAt: new Date(Date.now() + backoffSeconds * 1000) })
        .where(eq(sandboxWebhooks.eventId, hook.eventId));
    }
  }
  return delivered;
}
