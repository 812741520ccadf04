// Receipts and order history (issue 4): what a student (or an admin) may read about an order. The
// viewer is part of every query's WHERE, so someone else's order id — guessed or leaked — is simply
// not found (404), never a 403 that confirms it exists.
import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import { orderItems, orders } from "../../../db/schema";
import { usersByIds } from "../accounts/user-directory.server";
import { db } from "../../lib/db.server";
import type { OrderStatus, OrderSummary } from "./order-history";

export type Viewer = { id: string; role: "user" | "admin" };

export type ReceiptItem = { productType: string; productId: string; name: string; unitPricePaise: number; quantity: number };

export type Receipt = {
  id: string;
  status: OrderStatus;
  gateway: string;
  amountPaise: number;
  currency: string;
  paymentId: string | null;
  refundId: string | null;
  createdAt: Date;
  paidAt: Date | null;
  refundedAt: Date | null;
  /** The GST tax invoice number and IST date; null for an order that was never paid. */
  invoiceNumber: string | null;
  invoiceDate: string | null;
  student: { name: string; email: string };
  items: ReceiptItem[];
};

/** Our order ids are "ord_" + base64url; anything else cannot be an order (and never reaches SQL). */
export function parseOrderId(value: string | undefined): string | null {
  return value && /^ord_[A-Za-z0-9_-]{1,60}$/.test(value) ? value : null;
}

export const hasReceipt = (status: OrderStatus) => status === "paid" || status === "refunded";

/** The order with its items, for its owner or an admin; null for anyone else and for unknown ids. */
export async function receiptForViewer(orderId: string, viewer: Viewer): Promise<Receipt | null> {
  const conditions: SQL[] = [eq(orders.id, orderId)];
  if (viewer.role !== "admin") conditions.push(eq(orders.userId, viewer.id));
  const [order] = await db()
    .select({
      id: orders.id,
      status: orders.status,
      gateway: orders.gateway,
      amountPaise: orders.amountPaise,
      currency: orders.currency,
      paymentId: orders.paymentId,
      refundId: orders.refundId,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      refundedAt: orders.refundedAt,
      invoiceNumber: orders.invoiceNumber,
      invoiceDate: orders.invoiceDate,
      userId: orders.userId,
    })
    .from(orders)
    .where(and(...conditions));
  if (!order) return null;
  // Every order has its student (the foreign key refuses to delete a user with orders).
  const student = (await usersByIds([order.userId])).get(order.userId);
  if (!student) return null;
  const items = await db()
    .select({ productType: orderItems.productType, productId: orderItems.productId, name: orderItems.name, unitPricePaise: orderItems.unitPricePaise, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(orderItems.id);
  const { userId: _userId, ...rest } = order;
  return { ...rest, status: order.status as OrderStatus, student: { name: student.name || "User", email: student.email }, items };
}

/** The student's own orders, newest first (the dashboard's "My orders"). */
export async function ordersForUser(userId: string, limit = 50): Promise<OrderSummary[]> {
  const rows = await db()
    .select({ id: orders.id, status: orders.status, amountPaise: orders.amountPaise, createdAt: orders.createdAt, paidAt: orders.paidAt })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  const items = await itemsByOrder(rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id,
    status: r.status as OrderStatus,
    amountPaise: r.amountPaise,
    createdAt: r.createdAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
    items: items.get(r.id) ?? [],
  }));
}

/** Each order's products (type and name snapshot), in insertion order. */
export async function itemsByOrder(orderIds: string[]): Promise<Map<string, { type: string; name: string }[]>> {
  const byOrder = new Map<string, { type: string; name: string }[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db()
    .select({ orderId: orderItems.orderId, type: orderItems.productType, name: orderItems.name })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(orderItems.id);
  for (const { orderId, ...item } of rows) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), item]);
  return byOrder;
}

/** Item names per order id, in insertion order. */
export async function itemNames(orderIds: string[]): Promise<Map<string, string[]>> {
  const items = await itemsByOrder(orderIds);
  return new Map([...items].map(([orderId, list]) => [orderId, list.map((i) => i.name)]));
}
