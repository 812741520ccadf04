// What payments sell of the study resources (decision 032): notes as "pdf", books as "book", both
// kinds of paper as "paper". Ownership is payments' own entitlement rows, so this module only says
// what an item is, what it costs and where it opens; app/product-providers.server.ts registers it.
import { and, eq, inArray } from "drizzle-orm";
import { resources } from "../../../db/schema";
import { db } from "../../lib/db.server";
import { parseResourceId } from "./resource-access.server";
import { PRODUCT_TYPE, RESOURCE_KINDS, type ResourceKind, type ResourceProductType, resourceHref } from "./resource-types";

const KINDS_OF: Record<ResourceProductType, ResourceKind[]> = {
  pdf: RESOURCE_KINDS.filter((k) => PRODUCT_TYPE[k] === "pdf"),
  book: RESOURCE_KINDS.filter((k) => PRODUCT_TYPE[k] === "book"),
  paper: RESOURCE_KINDS.filter((k) => PRODUCT_TYPE[k] === "paper"),
};

/** The item sold under this product type and id, whatever its state (payments decide what is on
 * sale: published and priced); null for an unknown id or an item of another type. */
export async function resourceForOrder(type: ResourceProductType, id: string) {
  const resourceId = parseResourceId(id);
  if (resourceId === null) return null;
  const [row] = await db()
    .select({ id: resources.id, kind: resources.kind, title: resources.title, priceRupees: resources.priceRupees, published: resources.published, author: resources.author })
    .from(resources)
    .where(and(eq(resources.id, resourceId), inArray(resources.kind, KINDS_OF[type])));
  if (!row) return null;
  return { id: String(row.id), name: row.title, priceRupees: row.priceRupees, published: row.published, byline: row.author, kind: row.kind as ResourceKind };
}

/** The canonical id of a resource product ("05" is not "5": an order's product id must match its
 * return and result URLs), or null for anything that cannot be a resource. */
export const resourceProductId = (id: string) => {
  const parsed = parseResourceId(id);
  return parsed !== null && String(parsed) === id ? id : null;
};

/** Where a bought item opens (its viewer) and which list it belongs to. */
export const resourceOpenPath = (type: ResourceProductType, id: string) => resourceHref({ id: Number(id), kind: KINDS_OF[type][0] }, "open");
export const resourceListPath = (type: ResourceProductType) => (type === "paper" ? "/resources" : `/resources/${KINDS_OF[type][0]}`);
