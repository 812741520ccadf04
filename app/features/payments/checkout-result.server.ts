// What the payment result page (/checkout/:courseId/result?order=…) tells a student about one of
// their orders: the order itself, and whether a payment on it was a duplicate that is (or was)
// refunded automatically (docs/decisions/020-payment-integrity.md). Only the owner's orders are found.
import { and, desc, eq } from "drizzle-orm";
import { duplicatePayments, orderItems, orders } from "../../../db/schema";
import { db } from "../../lib/db.server";
import type { OrderStatus } from "./order-history";
import { gstBreakdown } from "./pricing";

export type CheckoutResult = {
  id: string;
  status: OrderStatus;
  productType: string;
  productId: string;
  productName: string;
  amount: ReturnType<typeof gstBreakdown>;
  paymentId: string | null;
  paidAt: string | null;
  refundedAt: string | null;
  invoiceNumber: string | null;
  /** The latest duplicate payment on this order: refunded automatically, never granting anything. */
  duplicate: { reason: "orderAlreadyPaid" | "productOwned"; refunded: boolean } | null;
};

export async function checkoutResultFor(userId: string, orderId: string): Promise<CheckoutResult | null> {
  const [row] = await db()
    .select({
      id: orders.id,
      status: orders.status,
      amountPaise: orders.amountPaise,
      paymentId: orders.paymentId,
      paidAt: orders.paidAt,
      refundedAt: orders.refundedAt,
      invoiceNumber: orders.invoiceNumber,
      productType: orderItems.productType,
      productId: orderItems.productId,
      productName: orderItems.name,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.id, orderId)))
    .limit(1);
  if (!row) return null;
  const [dup] = await db()
    .select({ reason: duplicatePayments.reason, status: duplicatePayments.status })
    .from(duplicatePayments)
    .where(and(eq(duplicatePayments.orderId, row.id), eq(duplicatePayments.userId, userId)))
    .orderBy(desc(duplicatePayments.createdAt))
    .limit(1);
  const { amountPaise, paidAt, refundedAt, ...rest } = row;
  return {
    ...rest,
    status: row.status as OrderStatus,
    amount: gstBreakdown(amountPaise),
    paidAt: paidAt?.toISOString() ?? null,
    refundedAt: refundedAt?.toISOString() ?? null,
    duplicate: dup ? { reason: dup.reason === "orderAlreadyPaid" ? "orderAlreadyPaid" : "productOwned", refunded: dup.status === "refunded" } : null,
  };
}
