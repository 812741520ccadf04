// What a student owns through paid orders, for other features' pages (a list that marks owned items).
// Kept apart from orders.server.ts: a page that only asks what is owned shows none of checkout's
// messages (decision 030's scope check follows imports).
import { and, countDistinct, desc, eq, gt, inArray, max } from "drizzle-orm";
import { entitlements, orderItems, orders } from "../../../db/schema";
import { db, type Executor } from "../../lib/db.server";
import type { ProductType } from "./orders.server";

/**
 * Which of `productIds` (all of one non-course type) the student owns through a paid order — for a
 * list page that marks owned items in one query instead of one per card. Course ownership is
 * enrollment (features/courses), so courses are not asked here.
 */
export async function ownedProductIds(userId: string, type: Exclude<ProductType, "course">, productIds: readonly string[], executor: Executor = db()): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await executor
    .selectDistinct({ id: entitlements.productId })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), eq(entitlements.productType, type), inArray(entitlements.productId, [...productIds])));
  return new Set(rows.map((r) => r.id));
}

/**
 * How many students own each of `productIds` (all of one non-course type) through a paid order, for
 * an admin list's "owners" column and for "may this item be deleted?". Ids nobody owns are absent.
 */
export async function ownerCounts(type: Exclude<ProductType, "course">, productIds: readonly string[], executor: Executor = db()): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await executor
    .select({ id: entitlements.productId, owners: countDistinct(entitlements.userId) })
    .from(entitlements)
    .where(and(eq(entitlements.productType, type), inArray(entitlements.productId, [...productIds])))
    .groupBy(entitlements.productId);
  return new Map(rows.map((r) => [r.id, Number(r.owners)]));
}

/** Whether the student owns one non-course product through a paid order (a viewer's or a file
 * route's check, on every request). A refund removes the entitlement, so access ends with it. */
export async function ownsProduct(userId: string, type: Exclude<ProductType, "course">, productId: string, executor: Executor = db()): Promise<boolean> {
  const owned = await ownedProductIds(userId, type, [productId], executor);
  return owned.has(productId);
}

/** Every product of the given non-course types the student owns, newest first — the dashboard's
 * owned PDFs, books and papers (the owning feature gives the titles). */
export async function ownedProductsOfTypes(userId: string, types: readonly Exclude<ProductType, "course">[], executor: Executor = db()): Promise<{ type: string; id: string }[]> {
  if (types.length === 0) return [];
  const rows = await executor
    .select({ type: entitlements.productType, id: entitlements.productId, at: max(entitlements.createdAt) })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), inArray(entitlements.productType, [...types])))
    .groupBy(entitlements.productType, entitlements.productId)
    .orderBy(desc(max(entitlements.createdAt)));
  return rows.map((r) => ({ type: r.type, id: r.id }));
}

/** How long an unfinished order may still turn into a payment (a declined card retried on the same
 * gateway order, a late capture) for the purpose of keeping its product. */
const IN_FLIGHT_MS = 24 * 60 * 60 * 1000;

/**
 * Students who own one non-course product, or are paying for it (an order created, attempted or
 * failed within the last day, whose payment may still be captured). Deleting the product now would
 * take their money for nothing, so an admin's delete unpublishes it instead while this is above 0.
 */
export async function ownersAndBuyers(type: Exclude<ProductType, "course">, productId: string, executor: Executor = db()): Promise<number> {
  const owners = await executor.select({ userId: entitlements.userId }).from(entitlements).where(and(eq(entitlements.productType, type), eq(entitlements.productId, productId)));
  const paying = await executor
    .select({ userId: orders.userId })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orderItems.productType, type), eq(orderItems.productId, productId), inArray(orders.status, ["created", "attempted", "failed"]), gt(orders.createdAt, new Date(Date.now() - IN_FLIGHT_MS))));
  return new Set([...owners, ...paying].map((r) => r.userId)).size;
}
