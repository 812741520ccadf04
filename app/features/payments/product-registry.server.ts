// The product registry (docs/decisions/032-product-registry.md). Payments sell products — a type and
// an id — without knowing which feature owns them: a feature describes its products with a
// ProductProvider, and the composition module (app/product-providers.server.ts) registers one per
// type. Payments never import courses or resources (eslint.config.js enforces it).
//
// Two bundles (docs/architecture.md): the React Router build and the HTTP server bundle each contain
// this module, so the providers live on globalThis under a Symbol.for key — whichever bundle
// registers them first, both see them. Both bundles import the composition module anyway
// (app/entry.server.tsx, server/app.ts), so neither depends on the other having loaded.
import type { Executor, Transaction } from "../../lib/db.server";
import type { ProductType } from "./product-types";

/** A product on sale, priced by the server: integer paise from the owner's catalogue price. */
export type ProductOnSale = {
  id: string;
  name: string;
  pricePaise: number;
  /** For the checkout summary: a picture (thumbnail, cover) and a byline (instructor, author). */
  imageUrl: string | null;
  byline: string | null;
};

export type ProductProvider = {
  type: ProductType;
  /** The canonical id, or null when the text cannot be an id of this type (it never reaches SQL). */
  parseId(id: string): string | null;
  /** The product if it is on sale now (published, paid, price above zero); null otherwise. */
  findForSale(id: string): Promise<ProductOnSale | null>;
  /** A product that exists but is given away (a free course): where a would-be buyer goes instead. */
  freePath?(id: string): Promise<string | null>;
  /** The product's name and picture whatever its state (an owner's unpublished course), for pages
   * about an order; null when it no longer exists. */
  describe(id: string): Promise<{ name: string; imageUrl: string | null } | null>;
  /** Whether the user has access already; inside fulfilment it runs on the payment's transaction. */
  owns(userId: string, id: string, executor?: Executor): Promise<boolean>;
  /** Opens the product, in the transaction that marks the order paid (idempotent). */
  grant(tx: Transaction, userId: string, id: string): Promise<void>;
  /** Closes it again after a full refund, when no other paid order still grants it (same tx). */
  revoke(tx: Transaction, userId: string, id: string): Promise<void>;
  /** Where "Open" leads once bought (e.g. /courses/{id}/content). */
  openPath(id: string): string;
  /** The product's own page ("Back to …"). */
  pagePath(id: string): string;
};

const KEY = Symbol.for("vidyapath.productProviders");
type Registry = Map<ProductType, ProductProvider>;
const globals = globalThis as typeof globalThis & { [KEY]?: Registry };

function registry(): Registry {
  return (globals[KEY] ??= new Map());
}

/**
 * Registers the provider of one product type. Registering a type again replaces its provider: each
 * bundle registers its own (identical) copy, and a test may register a stand-in.
 */
export function registerProductProvider(provider: ProductProvider): void {
  registry().set(provider.type, provider);
}

/** Removes a type's provider (tests that registered a stand-in). */
export function unregisterProductProvider(type: ProductType): void {
  registry().delete(type);
}

/** The provider of a type, or null when nothing sells that type. */
export function productProvider(type: string): ProductProvider | null {
  const providers = registry();
  // An empty registry is a wiring mistake, not "nothing is for sale": say so loudly.
  if (providers.size === 0) throw new Error("No product providers are registered: import app/product-providers.server.ts at start-up (docs/decisions/032).");
  return providers.get(type as ProductType) ?? null;
}

