// Where a product's "Open" and "Back" lead, from its provider (docs/decisions/032-product-registry.md).
import { productProvider } from "./product-registry.server";
import type { ProductRef } from "./product-types";

export type ProductLinks = { open: string; page: string };

/** The product's links; "/" for both when no provider sells the type any more (an old order). */
export function productLinks(ref: { type: string; id: string }): ProductLinks {
  const provider = productProvider(ref.type);
  return provider ? { open: provider.openPath(ref.id), page: provider.pagePath(ref.id) } : { open: "/dashboard", page: "/" };
}

/** The product's current name and picture (whatever its state), for pages about an order. */
export async function describeProduct(ref: ProductRef | { type: string; id: string }) {
  const provider = productProvider(ref.type);
  const id = provider?.parseId(ref.id);
  return provider && id ? provider.describe(id) : null;
}

/** The reference with the provider's canonical id ("06" → "6" for a course); null when no provider
 * sells the type or the id cannot be one of it. */
export function canonicalProductRef<T extends { type: string; id: string }>(ref: T): T | null {
  const id = productProvider(ref.type)?.parseId(ref.id);
  return id ? { ...ref, id } : null;
}
