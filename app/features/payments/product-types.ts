// What payments sell (docs/decisions/032-product-registry.md): a product is a type and an id. The
// types are a closed list owned by payments; which feature sells each one is decided by the product
// registry (product-registry.server.ts). This module is shared by pages and server code: plain data,
// URL builders and the message keys that word a product by its type.
import type { MessageKey } from "~/lib/i18n/messages.en";

export const PRODUCT_TYPES = ["course", "pdf", "book", "paper"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const isProductType = (value: unknown): value is ProductType => typeof value === "string" && (PRODUCT_TYPES as readonly string[]).includes(value);

/** A product id as it may appear in a URL or a body: ids are text (courses use digits). */
export const PRODUCT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export type ProductRef = { type: ProductType; id: string };

/** `/checkout/{type}/{id}`; the old `/checkout/{courseId}` (and its /return, /result) still work. */
export const checkoutPath = (ref: ProductRef) => `/checkout/${ref.type}/${encodeURIComponent(ref.id)}`;
export const checkoutReturnPath = (ref: ProductRef) => `${checkoutPath(ref)}/return`;
/** The gateway's return address for any product (`/checkout/{type}/{id}/return`) or the older course
 * form (`/checkout/{courseId}/return`): the gateway POSTs there from its own origin (server/app.ts). */
export const isCheckoutReturnPath = (path: string) => /^\/checkout\/(?:\d{1,10}|(?:course|pdf|book|paper)\/[A-Za-z0-9_-]{1,64})\/return$/.test(path);
export const checkoutResultPath = (ref: ProductRef, orderId: string) => `${checkoutPath(ref)}/result?order=${encodeURIComponent(orderId)}`;

/**
 * The product reference of a checkout URL: `/checkout/:productType/:productId` or the old
 * `/checkout/:courseId`. Null when it cannot be one (the page is then a 404).
 */
export function productRefFromParams(params: { productType?: string; productId?: string; courseId?: string }): ProductRef | null {
  const type = params.courseId !== undefined ? "course" : params.productType;
  const id = params.courseId ?? params.productId;
  if (!isProductType(type) || !id || !PRODUCT_ID_PATTERN.test(id)) return null;
  return { type, id };
}

/** The product's kind as a label (checkout summary, sandbox sheet, receipts, order history). */
export const PRODUCT_TYPE_LABELS: Record<ProductType, MessageKey> = {
  course: "receipts.product.course",
  pdf: "receipts.product.pdf",
  book: "receipts.product.book",
  paper: "receipts.product.paper",
};

/** The English label the PDF receipt prints (it is English-only, like the invoice's other fields). */
export const PRODUCT_TYPE_NAMES_EN: Record<ProductType, string> = { course: "Course", pdf: "PDF", book: "Book", paper: "Paper" };

export const productTypeLabel = (type: string): MessageKey | null => (isProductType(type) ? PRODUCT_TYPE_LABELS[type] : null);

/**
 * The sentences that name the product. A course keeps the spec's and our earlier wording word for
 * word ("You already own this course."); every other type gets the product-neutral one.
 */
const COURSE_WORDING = {
  owned: "checkout.owned",
  open: "checkout.openCourse",
  back: "checkout.backToCourse",
  failedDuplicate: "checkout.failedDuplicate",
  cancelled: "checkout.result.cancelled",
  sheetOwned: "sandbox.notPayable.owned",
  sheetNotForSale: "sandbox.notPayable.notForSale",
  apiNotForSale: "checkout.api.notForSale",
  apiAmountMismatch: "checkout.api.amountMismatch",
  apiDuplicate: "checkout.api.duplicate",
} as const satisfies Record<string, MessageKey>;

const ITEM_WORDING = {
  owned: "checkout.item.owned",
  open: "checkout.item.open",
  back: "checkout.item.back",
  failedDuplicate: "checkout.item.failedDuplicate",
  cancelled: "checkout.item.cancelled",
  sheetOwned: "sandbox.notPayable.item.owned",
  sheetNotForSale: "sandbox.notPayable.item.notForSale",
  apiNotForSale: "checkout.api.item.notForSale",
  apiAmountMismatch: "checkout.api.item.amountMismatch",
  apiDuplicate: "checkout.api.item.duplicate",
} as const satisfies Record<keyof typeof COURSE_WORDING, MessageKey>;

export type ProductWording = Record<keyof typeof COURSE_WORDING, MessageKey>;

export const productWording = (type: string): ProductWording => (type === "course" ? COURSE_WORDING : ITEM_WORDING);
