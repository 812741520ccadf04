// A product whose ownership is nothing but payments' own `entitlements` rows: the provider for
// anything that has no access table of its own (PDF notes, books, papers). The owning feature only
// says what is on sale and where it opens; grant and revoke are the entitlement rows that fulfilment
// inserts and a full refund deletes (orders.server.ts), so they add nothing here.
// docs/decisions/032-product-registry.md shows how the resources feature registers its types with it.
import { and, eq } from "drizzle-orm";
import { entitlements } from "../../../db/schema";
import { db, type Executor } from "../../lib/db.server";
import { rupeesToPaise } from "./pricing";
import type { ProductOnSale, ProductProvider } from "./product-registry.server";
import { PRODUCT_ID_PATTERN, type ProductType } from "./product-types";

/** What the owning feature tells about one item: its catalogue price in whole rupees (GST-inclusive). */
export type CatalogueItem = { id: string; name: string; priceRupees: number; published: boolean; imageUrl?: string | null; byline?: string | null };

export type EntitlementProductOptions = {
  type: ProductType;
  /** The item whatever its state (published or not); null when there is no such item. */
  find(id: string): Promise<CatalogueItem | null>;
  openPath(id: string): string;
  pagePath(id: string): string;
  /** Ids of this type; the default accepts what a product id may be (letters, digits, - and _). */
  parseId?(id: string): string | null;
};

export async function ownsEntitlement(userId: string, type: ProductType, id: string, executor: Executor = db()): Promise<boolean> {
  const [row] = await executor
    .select({ id: entitlements.id })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), eq(entitlements.productType, type), eq(entitlements.productId, id)))
    .limit(1);
  return Boolean(row);
}

export function entitlementProduct(options: EntitlementProductOptions): ProductProvider {
  const parseId = options.parseId ?? ((id: string) => (PRODUCT_ID_PATTERN.test(id) ? id : null));
  return {
    type: options.type,
    parseId,
    async findForSale(id) {
      const item = await options.find(id);
      // Unpublished, free or priced below Razorpay's ₹1 minimum: not for sale.
      if (!item || !item.published || !(item.priceRupees >= 1)) return null;
      const product: ProductOnSale = { id: item.id, name: item.name, pricePaise: rupeesToPaise(item.priceRupees), imageUrl: item.imageUrl ?? null, byline: item.byline ?? null };
      return product;
    },
    async describe(id) {
      const item = await options.find(id);
      return item ? { name: item.name, imageUrl: item.imageUrl ?? null } : null;
    },
    owns: (userId, id, executor) => ownsEntitlement(userId, options.type, id, executor),
    // The entitlement row itself is the grant (inserted by fulfilOrder) and its deletion the revoke.
    grant: async () => undefined,
    revoke: async () => undefined,
    openPath: options.openPath,
    pagePath: options.pagePath,
  };
}
