// Admin order management (issue 4): every order with filters and pages, full refunds, and a manual
// run of the reconciler. Filters come from the URL and are parsed one by one: a bad value is ignored
// (the list shows unfiltered by it), never an error.
import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { ORDER_STATUSES, orders } from "../../../db/schema";
import { userEmailsByIds, userIdsWithEmailContaining } from "../accounts/user-directory.server";
import { db } from "../../lib/db.server";
import { conflict, type DomainError, invalid, notFound, unavailable } from "../../lib/errors/domain-error";
import { defineList, type ListQuery, pageWindow, type Paged } from "../../lib/lists/list-query";
import { parseListQuery } from "../../lib/lists/list-query.server";
import { log } from "../../lib/logger.server";
import { GatewayError } from "./gateway";
import { paymentGateway } from "./gateway.server";
import type { OrderStatus } from "./order-history";
import { applyRefund, reconcileOrders } from "./orders.server";
import { itemNames, parseOrderId } from "./receipts.server";
import { recordAudit } from "../admin/record-audit.server";

/** The orders list (/admin/orders): search, filters, sort, 50 a page, newest first by default. */
export const ADMIN_ORDER_LIST = defineList({ sorts: ["created", "amount", "status", "paid"] as const, defaultSort: "created", defaultDir: "desc", pageSize: 50 });
export type AdminOrderSort = (typeof ADMIN_ORDER_LIST.sorts)[number];

export type OrderFilters = { status?: OrderStatus; q?: string; from?: string; to?: string };

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((s) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && d.getUTCFullYear() >= 2000 && d.getUTCFullYear() <= 2100;
});

/** The list query (search, sort, page) and the filters; anything malformed is dropped, never an error. */
export function parseOrderListQuery(params: URLSearchParams): { query: ListQuery<AdminOrderSort>; filters: OrderFilters } {
  const query = parseListQuery(params, ADMIN_ORDER_LIST);
  const filters: OrderFilters = {};
  const status = params.get("status") ?? "";
  if ((ORDER_STATUSES as readonly string[]).includes(status)) filters.status = status as OrderStatus;
  if (query.q) filters.q = query.q;
  for (const key of ["from", "to"] as const) {
    const value = params.get(key) ?? "";
    if (isoDay.safeParse(value).success) filters[key] = value;
  }
  return { query, filters };
}

/** The filters other than the search, as link parameters. */
export const filterParams = (filters: OrderFilters) => ({ status: filters.status, from: filters.from, to: filters.to });

/** A refused refund as the typed domain error the forms kit maps to HTTP. */
export function refundError(reason: RefundRefusal | "gatewayError"): DomainError {
  switch (reason) {
    case "notFound":
      return notFound("adminOrders.error.notFound");
    case "notPaid":
      return invalid("adminOrders.error.notPaid");
    case "alreadyRequested":
      return conflict("adminOrders.error.alreadyRequested");
    case "gatewayError":
      return unavailable("adminOrders.error.gateway");
  }
}

/** Midnight at the start of an Indian calendar day (IST has no daylight saving: always +05:30). */
const istMidnight = (day: string, plusDays = 0) => new Date(new Date(`${day}T00:00:00+05:30`).getTime() + plusDays * 86_400_000);

function whereFor(filters: OrderFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.q) {
    const search = or(eq(orders.id, filters.q), eq(orders.paymentId, filters.q), eq(orders.gatewayOrderId, filters.q), inArray(orders.userId, userIdsWithEmailContaining(filters.q)));
    if (search) conditions.push(search);
  }
  if (filters.from) conditions.push(gte(orders.createdAt, istMidnight(filters.from)));
  if (filters.to) conditions.push(lt(orders.createdAt, istMidnight(filters.to, 1)));
  return conditions.length ? and(...conditions) : undefined;
}

export type AdminOrderRow = {
  id: string;
  status: OrderStatus;
  gateway: string;
  amountPaise: number;
  paymentId: string | null;
  refundPending: boolean;
  studentEmail: string;
  items: string[];
  createdAt: string;
  paidAt: string | null;
  refundedAt: string | null;
};

const ORDER_SORT_COLUMNS = { created: orders.createdAt, amount: orders.amountPaise, status: orders.status, paid: orders.paidAt } as const;

/** One page of orders, newest first unless sorted otherwise. A page past the end shows the last page. */
export async function listOrders(filters: OrderFilters, query: ListQuery<AdminOrderSort>): Promise<Paged<AdminOrderRow>> {
  const where = whereFor(filters);
  // Every order has its student (the foreign key refuses to delete a user with orders), so the
  // e-mails are looked up for the page's rows only.
  const [{ total }] = await db().select({ total: count() }).from(orders).where(where);
  const window = pageWindow(query.page, total, ADMIN_ORDER_LIST.pageSize);
  const column = ORDER_SORT_COLUMNS[query.sort];
  const rows = await db()
    .select({
      id: orders.id,
      status: orders.status,
      gateway: orders.gateway,
      amountPaise: orders.amountPaise,
      paymentId: orders.paymentId,
      refundId: orders.refundId,
      userId: orders.userId,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      refundedAt: orders.refundedAt,
    })
    .from(orders)
    .where(where)
    .orderBy(query.dir === "asc" ? sql`${column} asc nulls last` : sql`${column} desc nulls last`, desc(orders.createdAt), desc(orders.id))
    .limit(window.limit)
    .offset(window.offset);
  const [names, emails] = await Promise.all([itemNames(rows.map((r) => r.id)), userEmailsByIds(rows.map((r) => r.userId))]);
  const list: AdminOrderRow[] = rows.map(({ refundId, userId, ...r }) => ({
    ...r,
    studentEmail: emails.get(userId) ?? "",
    status: r.status as OrderStatus,
    refundPending: r.status === "paid" && refundId !== null,
    items: names.get(r.id) ?? [],
    createdAt: r.createdAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
    refundedAt: r.refundedAt?.toISOString() ?? null,
  }));
  return { rows: list, total, page: window.page, pages: window.pages };
}

export type RefundCandidate = { id: string; amountPaise: number; studentEmail: string; items: string[]; paymentId: string };
export type RefundRefusal = "notFound" | "notPaid" | "alreadyRequested";

/** The confirmation step: what would be refunded, or why it cannot be. */
export async function refundCandidate(orderId: string): Promise<{ ok: true; order: RefundCandidate } | { ok: false; reason: RefundRefusal }> {
  const id = parseOrderId(orderId);
  if (!id) return { ok: false, reason: "notFound" };
  const [order] = await db()
    .select({ id: orders.id, status: orders.status, amountPaise: orders.amountPaise, paymentId: orders.paymentId, refundId: orders.refundId, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, id));
  if (!order) return { ok: false, reason: "notFound" };
  const studentEmail = (await userEmailsByIds([order.userId])).get(order.userId) ?? "";
  if (order.status !== "paid" || !order.paymentId) return { ok: false, reason: "notPaid" };
  if (order.refundId) return { ok: false, reason: "alreadyRequested" };
  const names = await itemNames([order.id]);
  return { ok: true, order: { id: order.id, amountPaise: order.amountPaise, studentEmail, paymentId: order.paymentId, items: names.get(order.id) ?? [] } };
}

export type RefundOutcome = { ok: true; status: "refunded" | "pending" } | { ok: false; reason: RefundRefusal | "gatewayError" };

/**
 * A full refund of a paid order, asked for by an admin. One refund per order at a time (a lock per
 * order, held while the gateway is asked). When the gateway answers "processed" (the sandbox always
 * does) the refund is applied at once, in this transaction — the refund.processed webhook that follows
 * finds it done (applyRefund is idempotent). "pending" (Razorpay, normal speed) is recorded as a
 * requested refund (the refund id on a paid order) and the webhook completes it.
 */
export async function refundOrder(orderId: string, adminId: string): Promise<RefundOutcome> {
  const id = parseOrderId(orderId);
  if (!id) return { ok: false, reason: "notFound" };
  const outcome = await db().transaction(async (tx): Promise<RefundOutcome> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`refund:${id}`}))`);
    const [order] = await tx.select({ id: orders.id, status: orders.status, amountPaise: orders.amountPaise, paymentId: orders.paymentId, refundId: orders.refundId }).from(orders).where(eq(orders.id, id));
    if (!order) return { ok: false, reason: "notFound" };
    if (order.status !== "paid" || !order.paymentId) return { ok: false, reason: "notPaid" };
    if (order.refundId) return { ok: false, reason: "alreadyRequested" };
    let refund;
    try {
      refund = await paymentGateway().refund(order.paymentId, order.amountPaise);
    } catch (error) {
      log.error("admin refund: the gateway refused", { adminId, orderId: id, error: error instanceof GatewayError ? error.message : String(error) });
      return { ok: false, reason: "gatewayError" };
    }
    if (refund.status === "failed") {
      log.error("admin refund: the gateway reports the refund failed", { adminId, orderId: id, refundId: refund.id });
      return { ok: false, reason: "gatewayError" };
    }
    if (refund.status === "processed") {
      const applied = await applyRefund(tx, { paymentId: order.paymentId, refundId: refund.id, totalRefundedPaise: refund.amount });
      if (applied === "refunded") {
        await recordAudit(tx, { actorId: adminId, action: "order.refund", targetType: "order", targetId: id, details: { amountPaise: order.amountPaise, refundId: refund.id, result: "refunded" } });
        return { ok: true, status: "refunded" };
      }
    }
    await tx.update(orders).set({ refundId: refund.id, updatedAt: new Date() }).where(and(eq(orders.id, id), eq(orders.status, "paid")));
    await recordAudit(tx, { actorId: adminId, action: "order.refund", targetType: "order", targetId: id, details: { amountPaise: order.amountPaise, refundId: refund.id, result: "pending" } });
    return { ok: true, status: "pending" };
  });
  log.info("admin refund", { adminId, orderId: id, result: outcome.ok ? outcome.status : outcome.reason });
  return outcome;
}

/** "Reconcile now": asks the gateway about every unpaid order of the last week at once. */
export async function reconcileNow(adminId: string): Promise<number> {
  const fulfilled = await reconcileOrders({ olderThanMs: 0 });
  log.info("admin reconcile", { adminId, fulfilled });
  await recordAudit(db(), { actorId: adminId, action: "order.reconcile", targetType: "orders", targetId: "*", details: { fulfilled } });
  return fulfilled;
}

/** The admin page's POSTs, told apart by `intent`; unknown keys are refused. */
const orderIdField = z.string().min(1).max(80);
export const adminOrderAction = z.discriminatedUnion("intent", [
  z.strictObject({ intent: z.literal("refund"), orderId: orderIdField }),
  z.strictObject({ intent: z.literal("refund-confirmed"), orderId: orderIdField }),
  z.strictObject({ intent: z.literal("reconcile") }),
]);
