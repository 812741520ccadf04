// Shapes and constants the study-resources area hands to routes and the API (never ORM rows).
// Kept free of server imports: the list page's components use them too.
import type { MessageKey } from "~/lib/i18n/messages.en";

export const RESOURCE_KINDS = ["pdf-notes", "books", "previous-papers", "mock-papers"] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];
export const RESOURCE_CLASSES = ["10th", "12th", "Graduate"] as const;
export type ResourceClass = (typeof RESOURCE_CLASSES)[number];

/** Cards per list page. */
export const PAGE_SIZE = 12;

/** What payments sells a resource as: notes are "pdf", books "book", both kinds of paper "paper". */
export type ResourceProductType = "pdf" | "book" | "paper";
export const PRODUCT_TYPE: Record<ResourceKind, ResourceProductType> = { "pdf-notes": "pdf", books: "book", "previous-papers": "paper", "mock-papers": "paper" };

/** Per kind: its name, its list's empty message (spec §8, word for word) and its not-found message. */
export const KIND_TEXT: Record<ResourceKind, { name: MessageKey; blurb: MessageKey; empty: MessageKey; notFound: MessageKey }> = {
  "pdf-notes": { name: "resources.kind.pdf-notes", blurb: "resources.blurb.pdf-notes", empty: "resources.empty.pdf-notes", notFound: "resources.pdfNotFound" },
  books: { name: "resources.kind.books", blurb: "resources.blurb.books", empty: "resources.empty.books", notFound: "resources.bookNotFound" },
  "previous-papers": { name: "resources.kind.previous-papers", blurb: "resources.blurb.previous-papers", empty: "resources.empty.previous-papers", notFound: "resources.pdfNotFound" },
  "mock-papers": { name: "resources.kind.mock-papers", blurb: "resources.blurb.mock-papers", empty: "resources.empty.mock-papers", notFound: "resources.pdfNotFound" },
};

/** Where a card leads (decision 031). Books open in the book viewer, everything else in the PDF
 * viewer; a paid item the student does not own offers its preview instead. */
export function resourceHref(card: { id: number; kind: ResourceKind }, action: "open" | "preview"): string {
  if (card.kind === "books") return action === "open" ? `/book-viewer/${card.id}` : `/book-preview/${card.id}`;
  return action === "open" ? `/pdf/${card.id}` : `/preview/${card.id}`;
}

export type ResourceCard = {
  id: number;
  kind: ResourceKind;
  title: string;
  class: ResourceClass;
  subject: string;
  exam: string | null;
  author: string | null;
  language: "en" | "hi";
  priceRupees: number;
  free: boolean;
  owned: boolean;
  pageCount: number | null;
  /** `/api/resources/{id}/cover?v=…` (a WebP that fits 480×640), or null without a stored cover; never
   * a storage key, never a URL of the full file. */
  coverUrl: string | null;
};

export type ResourceList = { items: ResourceCard[]; total: number; page: number; pages: number };
export type ResourceFilterOptions = { subjects: string[]; exams: string[] };
