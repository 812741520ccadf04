// Orders and fulfilment (issue 4). The server decides every amount from its own catalogue, and
// access is granted only when a payment is verified — by the checkout callback (signature over OUR
// stored order id), a signed webhook, or the reconciler asking the gateway — exactly once, in the
// transaction that records the payment. Order states only move forward:
//   created → attempted → paid → refunded;  created/attempted → failed → paid (a retry succeeded);
//   created/attempted/failed → cancelled (a newer order for the same product, or the product was
//   bought through another order). Ownership decides what a captured payment does: it grants when the
//   student does not own the product yet, and is refunded automatically when they do
//   (docs/decisions/020-payment-integrity.md).
import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { duplicatePayments, entitlements, orderItems, orders } from "../../../db/schema";
import { db, type Executor, type Transaction } from "../../lib/db.server";
import { conflict, type DomainError, invalid, notFound, unavailable } from "../../lib/errors/domain-error";
import { log } from "../../lib/logger.server";
import { countPaymentOutcome } from "../../lib/metrics/counters.server";
import type { PaymentGateway } from "./gateway";
import { paymentGateway } from "./gateway.server";
import { refundDuplicatePayments } from "./duplicate-payments.server";
import { assignInvoiceNumber } from "./invoices.server";
import { CheckoutBusy, checkoutLockKey, withCheckoutLock } from "./checkout-lock.server";
import { type ProductOnSale, productProvider } from "./product-registry.server";
import { productWording, type ProductType } from "./product-types";

export type { ProductType } from "./product-types";
export type Product = ProductOnSale & { type: ProductType };
type Tx = Transaction;

/** A reusable checkout: the same student and product within this window get the same order. */
const REUSE_WINDOW_MS = 30 * 60 * 1000;

export const newOrderId = () => `ord_${randomBytes(10).toString("base64url")}`;

/**
 * A product on sale with its price in paise, computed here on the server from the owner's catalogue
 * (docs/decisions/032-product-registry.md); null for an unknown type or id, or a product that is not
 * on sale (unpublished, free).
 */
export async function findProduct(type: string, id: string): Promise<Product | null> {
  const provider = productProvider(type);
  const productId = provider?.parseId(id);
  if (!provider || !productId) return null;
  const product = await provider.findForSale(productId);
  if (!product || !Number.isInteger(product.pricePaise) || product.pricePaise < 100) return null;
  return { ...product, type: provider.type };
}

/** Where a would-be buyer of a product that is given away goes instead (a free course's page). */
export async function freeProductPath(type: string, id: string): Promise<string | null> {
  const provider = productProvider(type);
  const productId = provider?.parseId(id);
  return provider?.freePath && productId ? provider.freePath(productId) : null;
}

/** Whether the user has the product; `executor`: inside the payment's transaction. */
export async function ownsProduct(userId: string, type: string, id: string, executor: Executor = db()): Promise<boolean> {
  const provider = productProvider(type);
  const productId = provider?.parseId(id);
  return provider && productId ? provider.owns(userId, productId, executor) : false;
}

export type CheckoutStart =
  | { ok: true; order: { id: string; gatewayOrderId: string; amountPaise: number; currency: string }; reused: boolean }
  | { ok: false; error: DomainError };

const gatewayFailed = () => ({ ok: false as const, error: unavailable("checkout.api.gatewayUnavailable") });

/**
 * Creates (or reuses) the order for one product. `clientAmountPaise`, when a client sends one, must
 * equal the catalogue price — a mismatch is refused, never turned into a cheaper order. A lock per
 * student and product makes double clicks and parallel tabs share one order.
 */
export async function startCheckout(input: { userId: string; type: ProductType; productId: string; clientAmountPaise?: number; gateway?: PaymentGateway }): Promise<CheckoutStart> {
  const gateway = input.gateway ?? paymentGateway();
  const wording = productWording(input.type);
  const product = await findProduct(input.type, input.productId);
  if (!product) return { ok: false, error: notFound(wording.apiNotForSale) };
  if (input.clientAmountPaise !== undefined && input.clientAmountPaise !== product.pricePaise) return { ok: false, error: invalid(wording.apiAmountMismatch) };

  // One checkout at a time per student and product (double clicks, parallel tabs, two instances):
  // a PostgreSQL advisory lock on a client of its own (checkout-lock.server.ts). The gateway is called
  // with no pool connection or transaction held, so a slow gateway cannot exhaust the pool, and the
  // sandbox (which stores its orders in the same database) cannot deadlock it.
  try {
    return await withCheckoutLock(checkoutLockKey(input.userId, product.type, product.id), () => checkoutHoldingLock(input.userId, product, gateway, wording));
  } catch (error) {
    if (!(error instanceof CheckoutBusy)) throw error;
    log.warn("checkout lock not obtained", { error: error.message });
    return gatewayFailed();
  }
}

/** The checkout itself, run under the student's and product's lock: reuse the open order or create one. */
async function checkoutHoldingLock(userId: string, product: Product, gateway: PaymentGateway, wording: ReturnType<typeof productWording>): Promise<CheckoutStart> {
  if (await ownsProduct(userId, product.type, product.id)) return { ok: false as const, error: conflict(wording.owned) };
  const [existing] = await db()
    .select({ id: orders.id, gatewayOrderId: orders.gatewayOrderId, amountPaise: orders.amountPaise, currency: orders.currency })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.gateway, gateway.name),
        inArray(orders.status, ["created", "attempted"]),
        eq(orders.amountPaise, product.pricePaise),
        eq(orderItems.productType, product.type),
        eq(orderItems.productId, product.id),
        gt(orders.createdAt, new Date(Date.now() - REUSE_WINDOW_MS)),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (existing?.gatewayOrderId) return { ok: true as const, order: { ...existing, gatewayOrderId: existing.gatewayOrderId }, reused: true };

  const id = newOrderId();
  let gatewayOrder;
  try {
    gatewayOrder = await gateway.createOrder({ amountPaise: product.pricePaise, currency: "INR", receipt: id, notes: { product: `${product.type}:${product.id}` } });
  } catch (error) {
    log.error("payment gateway: order creation failed", { error: String(error) });
    return gatewayFailed();
  }
  if (gatewayOrder.amount !== product.pricePaise || gatewayOrder.currency !== "INR") {
    log.error("payment gateway: order amount differs from catalogue", { orderId: id });
    return gatewayFailed();
  }
  await db().transaction(async (tx) => {
    await tx.insert(orders).values({ id, userId, gateway: gateway.name, gatewayOrderId: gatewayOrder.id, amountPaise: product.pricePaise, currency: "INR" });
    await tx.insert(orderItems).values({ orderId: id, productType: product.type, productId: product.id, name: product.name, unitPricePaise: product.pricePaise });
    // The new order supersedes every older unpaid one for this product (a failed attempt, an order
    // at an old price): their payment sheets can no longer be paid.
    await cancelOpenOrders(tx, { userId, productType: product.type, productId: product.id, except: id });
  });
  return { ok: true as const, order: { id, gatewayOrderId: gatewayOrder.id, amountPaise: product.pricePaise, currency: "INR" }, reused: false };
}

/** Unpaid orders of a student for one product become 'cancelled' (all but `except`). */
async function cancelOpenOrders(tx: Tx, input: { userId: string; productType: string; productId: string; except: string }) {
  const sameProduct = tx
    .select({ id: orderItems.orderId })
    .from(orderItems)
    .where(and(eq(orderItems.productType, input.productType), eq(orderItems.productId, input.productId)));
  await tx
    .update(orders)
    .set({ status: "cancelled", updatedAt: new Date() })
    .where(and(eq(orders.userId, input.userId), inArray(orders.status, ["created", "attempted", "failed"]), ne(orders.id, input.except), inArray(orders.id, sameProduct)));
}

export type PayableCheck =
  | { ok: true; order: CheckoutOrderView }
  | { ok: false; reason: "notFound" | "paid" | "owned" | "notForSale" | "stale"; order: CheckoutOrderView | null };

/**
 * Whether the student may pay this order now, asked by the payment sheet before it shows the Pay
 * button and again when it is pressed: only an open order ('created'/'attempted') at today's price,
 * for a product on sale that the student does not own yet.
 */
export async function checkPayable(userId: string, gatewayOrderId: string): Promise<PayableCheck> {
  const order = await findStudentOrder(userId, { gatewayOrderId });
  if (!order) return { ok: false, reason: "notFound", order: null };
  if (order.status === "paid") return { ok: false, reason: "paid", order };
  if (await ownsProduct(userId, order.productType, order.productId)) return { ok: false, reason: "owned", order };
  const product = await findProduct(order.productType, order.productId);
  if (!product) return { ok: false, reason: "notForSale", order };
  if ((order.status !== "created" && order.status !== "attempted") || order.amountPaise !== product.pricePaise) return { ok: false, reason: "stale", order };
  return { ok: true, order };
}

/** The student was sent to the payment sheet. */
export async function markAttempted(orderId: string) {
  await db().update(orders).set({ status: "attempted", updatedAt: new Date() }).where(and(eq(orders.id, orderId), eq(orders.status, "created")));
}

export type FulfilResult = "paid" | "alreadyPaid" | "duplicate" | "refunded" | "unknownOrder" | "amountMismatch";

/**
 * Records a captured payment and grants what the order bought, once. Callers have verified the
 * payment (signature, signed webhook, or the gateway's own answer) and pass its captured amount.
 * A payment that must not grant — a second one for a paid order, or one for a product the student
 * already owns through another order — is recorded as a duplicate for an automatic refund; the
 * caller runs `refundDuplicatePayments` once its transaction has committed.
 */
export async function fulfilOrder(tx: Tx, input: { gatewayOrderId: string; paymentId: string; amountPaise: number; currency: string; source: string }): Promise<FulfilResult> {
  const [order] = await tx.select().from(orders).where(eq(orders.gatewayOrderId, input.gatewayOrderId)).for("update");
  if (!order) return "unknownOrder";
  if (order.status === "paid" && order.paymentId === input.paymentId) return "alreadyPaid";
  if (order.status === "refunded") return "refunded";
  if (input.amountPaise !== order.amountPaise || input.currency !== order.currency) {
    log.error("captured amount or currency differs from the order", { orderId: order.id, source: input.source });
    return "amountMismatch";
  }
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  // One student's payments for one product take turns, so two orders paid at the same moment cannot
  // both see "not owned yet" and both grant.
  for (const item of items) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`grant:${order.userId}:${item.productType}:${item.productId}`}))`);
  const duplicateReason = order.status === "paid" ? "orderAlreadyPaid" : (await ownsAny(tx, order.userId, items)) ? "productOwned" : null;
  if (duplicateReason) {
    await tx
      .insert(duplicatePayments)
      .values({ paymentId: input.paymentId, orderId: order.id, userId: order.userId, gateway: order.gateway, amountPaise: input.amountPaise, reason: duplicateReason })
      .onConflictDoNothing();
    log.warn("duplicate captured payment: it will be refunded", { orderId: order.id, paymentId: input.paymentId, reason: duplicateReason, source: input.source });
    return "duplicate";
  }
  const paidAt = new Date();
  await tx.update(orders).set({ status: "paid", paymentId: input.paymentId, paidAt, failureReason: null, updatedAt: paidAt }).where(eq(orders.id, order.id));
  for (const item of items) {
    await tx.insert(entitlements).values({ userId: order.userId, productType: item.productType, productId: item.productId, orderId: order.id }).onConflictDoNothing();
    // The owner's own access (a course's enrollment); for entitlement-backed products the row above is it.
    const provider = productProvider(item.productType);
    if (provider) await provider.grant(tx, order.userId, item.productId);
    else log.error("paid order for a product type nobody sells: recorded, access not granted", { orderId: order.id, productType: item.productType });
    // Other unpaid orders for what is now owned can no longer be paid.
    await cancelOpenOrders(tx, { userId: order.userId, productType: item.productType, productId: item.productId, except: order.id });
  }
  // Last, because the invoice counter's row lock is held until this transaction commits.
  await assignInvoiceNumber(tx, order.id, paidAt);
  log.info("order paid", { orderId: order.id, source: input.source });
  return "paid";
}

async function ownsAny(tx: Tx, userId: string, items: { productType: string; productId: string }[]) {
  for (const item of items) if (await ownsProduct(userId, item.productType, item.productId, tx)) return true;
  return false;
}

/** A failed attempt. Only an unpaid order becomes 'failed'; a paid one stays paid. */
export async function recordFailure(tx: Tx, gatewayOrderId: string, reason: string) {
  await tx
    .update(orders)
    .set({ status: "failed", failureReason: reason.slice(0, 500), updatedAt: new Date() })
    .where(and(eq(orders.gatewayOrderId, gatewayOrderId), inArray(orders.status, ["created", "attempted"])));
}

/**
 * A refund was processed. `totalRefundedPaise` is everything refunded on the payment so far (partial
 * refunds add up); once it covers the order, the order becomes 'refunded' and its grants are taken
 * back. A refund may arrive before the payment was recorded (delayed webhooks): the order is then
 * found by the gateway order id and marked refunded, so a late 'order.paid' grants nothing.
 */
export async function applyRefund(tx: Tx, input: { paymentId: string; gatewayOrderId?: string; refundId: string; totalRefundedPaise: number }): Promise<"refunded" | "partial" | "unknown" | "duplicateRefunded"> {
  // The refund of a duplicate payment we asked for: it never granted anything.
  const dup = await tx
    .update(duplicatePayments)
    .set({ status: "refunded", refundId: input.refundId, lastError: null, updatedAt: new Date() })
    .where(eq(duplicatePayments.paymentId, input.paymentId))
    .returning({ paymentId: duplicatePayments.paymentId });
  if (dup.length > 0) return "duplicateRefunded";
  let [order] = await tx.select().from(orders).where(eq(orders.paymentId, input.paymentId)).for("update");
  if (!order && input.gatewayOrderId) {
    [order] = await tx.select().from(orders).where(and(eq(orders.gatewayOrderId, input.gatewayOrderId), inArray(orders.status, ["created", "attempted", "failed"]))).for("update");
  }
  if (!order) return "unknown";
  if (order.status === "refunded") return "refunded";
  if (order.status !== "paid") {
    await tx.update(orders).set({ status: "refunded", paymentId: input.paymentId, refundId: input.refundId, refundedAt: new Date(), updatedAt: new Date() }).where(eq(orders.id, order.id));
    log.info("refund recorded before the payment itself; the order grants nothing", { orderId: order.id });
    return "refunded";
  }
  if (input.totalRefundedPaise < order.amountPaise) {
    await tx.update(orders).set({ refundId: input.refundId, updatedAt: new Date() }).where(eq(orders.id, order.id));
    return "partial";
  }
  await tx.update(orders).set({ status: "refunded", refundId: input.refundId, refundedAt: new Date(), updatedAt: new Date() }).where(eq(orders.id, order.id));
  const granted = await tx.delete(entitlements).where(eq(entitlements.orderId, order.id)).returning();
  // Access follows entitlements: a product stays open while another paid order still grants it.
  for (const g of granted) {
    const [still] = await tx
      .select({ id: entitlements.id })
      .from(entitlements)
      .where(and(eq(entitlements.userId, order.userId), eq(entitlements.productType, g.productType), eq(entitlements.productId, g.productId)))
      .limit(1);
    if (still) continue;
    const provider = productProvider(g.productType);
    if (provider) await provider.revoke(tx, order.userId, g.productId);
    else log.error("refunded order for a product type nobody sells: entitlement removed only", { orderId: order.id, productType: g.productType });
  }
  log.info("order refunded; access revoked where no other payment grants it", { orderId: order.id });
  return "refunded";
}

export type ConfirmResult = { status: "paid"; orderId: string; paymentId: string } | { status: "pending"; orderId: string } | { status: "duplicate"; orderId: string } | { status: "invalid" };

/**
 * The checkout callback: Razorpay (or the sandbox) hands back order id, payment id and signature.
 * The signature is checked against the gateway order id WE stored (so a valid signature for another
 * order fails), then the gateway is asked whether that payment really is captured for that amount.
 */
export async function confirmPayment(input: { gatewayOrderId: unknown; paymentId: unknown; signature: unknown; userId?: string; gateway?: PaymentGateway }): Promise<ConfirmResult> {
  const gateway = input.gateway ?? paymentGateway();
  if (typeof input.gatewayOrderId !== "string" || typeof input.paymentId !== "string" || input.gatewayOrderId.length > 64 || input.paymentId.length > 64) return { status: "invalid" };
  const [order] = await db()
    .select({ id: orders.id, userId: orders.userId, gatewayOrderId: orders.gatewayOrderId, amountPaise: orders.amountPaise, status: orders.status, paymentId: orders.paymentId })
    .from(orders)
    .where(eq(orders.gatewayOrderId, input.gatewayOrderId));
  // When the caller is known (the verify API), the order must be theirs.
  if (input.userId && order && order.userId !== input.userId) return { status: "invalid" };
  if (!order?.gatewayOrderId || !gateway.verifyPaymentSignature(order.gatewayOrderId, input.paymentId, input.signature)) {
    log.warn("payment callback with an invalid signature or unknown order");
    countPaymentOutcome("signatureInvalid", "callback");
    return { status: "invalid" };
  }
  if (order.status === "paid" && order.paymentId === input.paymentId) return { status: "paid", orderId: order.id, paymentId: input.paymentId };
  const payments = await gateway.fetchOrderPayments(order.gatewayOrderId).catch(() => null);
  const payment = payments?.find((p) => p.id === input.paymentId);
  // The gateway answered and does not know this payment for this order: not a payment of ours.
  if (payments && !payment) return { status: "invalid" };
  if (!payment || payment.status !== "captured") return { status: "pending", orderId: order.id };
  const result = await db().transaction((tx) => fulfilOrder(tx, { gatewayOrderId: order.gatewayOrderId!, paymentId: payment.id, amountPaise: payment.amount, currency: payment.currency, source: "callback" }));
  countPaymentOutcome(result, "callback");
  if (result === "duplicate") {
    await refundDuplicatePayments({ gateway });
    return { status: "duplicate", orderId: order.id };
  }
  return result === "paid" || result === "alreadyPaid" ? { status: "paid", orderId: order.id, paymentId: payment.id } : { status: "invalid" };
}

/** Asks the gateway about orders left unpaid (a missed or delayed webhook) and fulfils paid ones. */
export async function reconcileOrders(opts: { olderThanMs?: number; gateway?: PaymentGateway } = {}): Promise<number> {
  const gateway = opts.gateway ?? paymentGateway();
  const stale = await db()
    .select({ gatewayOrderId: orders.gatewayOrderId })
    .from(orders)
    .where(
      and(
        eq(orders.gateway, gateway.name),
        // Cancelled orders too: a gateway may still capture on an old payment sheet, and that money
        // must be either granted (nothing else owns the product) or refunded.
        inArray(orders.status, ["created", "attempted", "failed", "cancelled"]),
        sql`${orders.updatedAt} < now() - make_interval(secs => ${(opts.olderThanMs ?? 30_000) / 1000})`,
        sql`${orders.createdAt} > now() - interval '7 days'`,
      ),
    )
    .limit(100);
  let fulfilled = 0;
  for (const { gatewayOrderId } of stale) {
    if (!gatewayOrderId) continue;
    try {
      const remote = await gateway.fetchOrder(gatewayOrderId);
      if (remote.status !== "paid") continue;
      for (const payment of (await gateway.fetchOrderPayments(gatewayOrderId)).filter((p) => p.status === "captured")) {
        const result = await db().transaction((tx) => fulfilOrder(tx, { gatewayOrderId, paymentId: payment.id, amountPaise: payment.amount, currency: payment.currency, source: "reconciler" }));
        countPaymentOutcome(result, "reconciler");
        if (result === "paid") fulfilled += 1;
      }
    } catch (error) {
      log.warn("reconcile failed for an order", { gatewayOrderId, error: String(error) });
    }
  }
  await refundDuplicatePayments({ gateway });
  return fulfilled;
}

export type CheckoutOrderView = { id: string; gatewayOrderId: string | null; status: string; amountPaise: number; paymentId: string | null; productType: string; productId: string; productName: string; failureReason: string | null };

/** One of the student's orders for the checkout pages, by our id or the gateway's; null if not theirs. */
export async function findStudentOrder(userId: string, ref: { id?: string; gatewayOrderId?: string }): Promise<CheckoutOrderView | null> {
  if (!ref.id && !ref.gatewayOrderId) return null;
  const [row] = await db()
    .select({ id: orders.id, gatewayOrderId: orders.gatewayOrderId, status: orders.status, amountPaise: orders.amountPaise, paymentId: orders.paymentId, failureReason: orders.failureReason, productType: orderItems.productType, productId: orderItems.productId, productName: orderItems.name })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), ref.id ? eq(orders.id, ref.id) : eq(orders.gatewayOrderId, ref.gatewayOrderId!)))
    .limit(1);
  return row ?? null;
}
