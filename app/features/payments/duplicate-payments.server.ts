// Refunds of duplicate payments: money a gateway captured that must not grant anything (a second
// payment for a paid order, a payment for a product the student already owns). fulfilOrder records
// them in duplicate_payments inside its transaction; this module returns the money through the
// gateway after that transaction has committed. A row is claimed for a minute at a time, so two
// processes (or a webhook and the reconciler) never refund the same payment twice; a refund the
// gateway already made (we crashed before recording it) is recognised by the payment's status.
import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { duplicatePayments, orders } from "../../../db/schema";
import { userEmailsByIds } from "../accounts/user-directory.server";
import { db } from "../../lib/db.server";
import { log } from "../../lib/logger.server";
import { GatewayError, type PaymentGateway } from "./gateway";
import { paymentGateway } from "./gateway.server";

const CLAIM_SECONDS = 60;

/** Refunds every pending duplicate payment of this gateway that nobody else is refunding now. */
export async function refundDuplicatePayments(opts: { gateway?: PaymentGateway } = {}): Promise<number> {
  const gateway = opts.gateway ?? paymentGateway();
  const claimed = await db()
    .update(duplicatePayments)
    .set({ attempts: sql`${duplicatePayments.attempts} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(duplicatePayments.status, "pending"),
        eq(duplicatePayments.gateway, gateway.name),
        or(eq(duplicatePayments.attempts, 0), lt(duplicatePayments.updatedAt, sql`now() - make_interval(secs => ${CLAIM_SECONDS})`)),
      ),
    )
    .returning();
  let refunded = 0;
  for (const dup of claimed) {
    try {
      if (await refundOne(gateway, dup)) refunded += 1;
    } catch (error) {
      const message = error instanceof GatewayError ? error.message : String(error);
      log.error("duplicate payment: refund failed, will retry", { paymentId: dup.paymentId, error: message });
      await db().update(duplicatePayments).set({ lastError: message.slice(0, 500) }).where(eq(duplicatePayments.paymentId, dup.paymentId));
    }
  }
  return refunded;
}

async function refundOne(gateway: PaymentGateway, dup: typeof duplicatePayments.$inferSelect): Promise<boolean> {
  const [order] = await db().select({ gatewayOrderId: orders.gatewayOrderId }).from(orders).where(eq(orders.id, dup.orderId));
  const payment = order?.gatewayOrderId ? (await gateway.fetchOrderPayments(order.gatewayOrderId)).find((p) => p.id === dup.paymentId) : undefined;
  const markRefunded = (refundId: string | null) =>
    db()
      .update(duplicatePayments)
      .set({ status: "refunded", refundId: refundId ?? dup.refundId, lastError: null, updatedAt: new Date() })
      .where(and(eq(duplicatePayments.paymentId, dup.paymentId), eq(duplicatePayments.status, "pending")));
  if (payment?.status === "refunded") {
    await markRefunded(null);
    return true;
  }
  // A refund already requested (the gateway answered 'pending'): wait for it, never ask twice.
  if (dup.refundId || payment?.status !== "captured") return false;
  const refund = await gateway.refund(dup.paymentId, dup.amountPaise);
  if (refund.status === "failed") throw new GatewayError("the gateway reports the refund failed");
  if (refund.status === "processed") {
    await markRefunded(refund.id);
    log.info("duplicate payment refunded", { paymentId: dup.paymentId, refundId: refund.id });
    return true;
  }
  await db().update(duplicatePayments).set({ refundId: refund.id }).where(eq(duplicatePayments.paymentId, dup.paymentId));
  return false;
}

export type DuplicatePaymentRow = { paymentId: string; orderId: string; studentEmail: string; amountPaise: number; reason: string; status: string; refundId: string | null; lastError: string | null; createdAt: string };

/** The latest duplicate payments for the admin's orders page, newest first. */
export async function listDuplicatePayments(limit = 20): Promise<DuplicatePaymentRow[]> {
  const rows = await db()
    .select({
      paymentId: duplicatePayments.paymentId,
      orderId: duplicatePayments.orderId,
      userId: duplicatePayments.userId,
      amountPaise: duplicatePayments.amountPaise,
      reason: duplicatePayments.reason,
      status: duplicatePayments.status,
      refundId: duplicatePayments.refundId,
      lastError: duplicatePayments.lastError,
      createdAt: duplicatePayments.createdAt,
    })
    .from(duplicatePayments)
    .orderBy(desc(duplicatePayments.createdAt))
    .limit(limit);
  const emails = await userEmailsByIds(rows.map((r) => r.userId));
  // A payment whose student is gone has no row left (the foreign key cascades); skip a race's leftover.
  return rows.flatMap(({ userId, ...r }) => {
    const studentEmail = emails.get(userId);
    return studentEmail === undefined ? [] : [{ ...r, studentEmail, createdAt: r.createdAt.toISOString() }];
  });
}
