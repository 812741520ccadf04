// Who may open which study resource, and which stored file answers (decision 033). One lookup for
// the viewer pages and the file routes, run on every request (every range included):
// - visible: published, or the viewer owns it (owners keep unpublished items, decision 019), or admin;
// - full file: free (and visible), owned, or admin — a buyer gets their watermarked copy;
// - preview: only the row's `preview_key`, never `file_key`, whatever the id or key asked for.
// Anything else is `null`, which callers answer as a 404: a guessed id, another student's link and an
// unpublished item look the same.
import { and, eq, inArray } from "drizzle-orm";
import { resources } from "../../../db/schema";
import { db } from "../../lib/db.server";
import { isValidKey, type FileInfo, type FileStore } from "../../lib/storage/file-store";
import { fileStore } from "../../lib/storage/storage.server";
import { ownedProductsOfTypes, ownsProduct } from "../payments/ownership.server";
import { cardColumns, toCard } from "./catalogue.server";
import { isResourceKey } from "./resource-files.server";
import { PRODUCT_TYPE, type ResourceCard, type ResourceKind, type ResourceProductType } from "./resource-types";
import { watermarkedCopy } from "./resource-watermark.server";
import { previewLength } from "./resource-pdf.server";

/** The two viewers: books have their own pages (/book-viewer, /book-preview), every other kind is a PDF. */
export type ViewerFamily = "pdf" | "book";
export const familyOf = (kind: ResourceKind): ViewerFamily => (kind === "books" ? "book" : "pdf");

export type Viewer = { id: string; role: string; email: string };

export type ViewerItem = ResourceCard & {
  description: string;
  published: boolean;
  /** May read the whole file (free, owned or admin). */
  canRead: boolean;
  hasPreview: boolean;
  previewPages: number;
  /** The full file this viewer gets is their watermarked copy. */
  watermarked: boolean;
};

/** A stored file resolved for one viewer (what server/api/file-response.ts serves). */
export type ResourceFile = { store: FileStore; key: string; name: string; info: FileInfo; paid: boolean };

const columns = {
  ...cardColumns,
  description: resources.description,
  published: resources.published,
  previewPages: resources.previewPages,
  fileKey: resources.fileKey,
  previewKey: resources.previewKey,
  coverKey: resources.coverKey,
};

const MAX_ID = 2_147_483_647;
/** A path's id: digits only, within PostgreSQL's integer (anything else is "not found"). */
export function parseResourceId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}

async function accessFor(id: number, viewer: Viewer) {
  const [row] = await db().select(columns).from(resources).where(eq(resources.id, id));
  if (!row) return null;
  const admin = viewer.role === "admin";
  const owned = !row.free && (await ownsProduct(viewer.id, PRODUCT_TYPE[row.kind], String(row.id)));
  if (!row.published && !owned && !admin) return null;
  return { row, owned, admin, canRead: admin || owned || row.free };
}

/** The item for a viewer page of `family`, or null (404). */
export async function resourceForViewer(family: ViewerFamily, id: number, viewer: Viewer): Promise<ViewerItem | null> {
  const access = await accessFor(id, viewer);
  if (!access || familyOf(access.row.kind) !== family) return null;
  const { row, owned, canRead, admin } = access;
  return {
    ...toCard(row, owned),
    description: row.description,
    published: row.published,
    canRead: canRead && isResourceKey(row.fileKey),
    hasPreview: isResourceKey(row.previewKey),
    // What the stored preview really holds: at most half of the document (decision 034).
    previewPages: row.pageCount ? previewLength(row.previewPages, row.pageCount) : row.previewPages,
    watermarked: !row.free && !admin,
  };
}

const fileName = (id: number, part: "file" | "preview") => (part === "file" ? `vidyapath-${id}.pdf` : `vidyapath-${id}-preview.pdf`);

/** The full file for this viewer: the original for free items and admins, the buyer's watermarked
 * copy for a paid item they own; null when they may not read it or it is not stored. */
export async function resourceFileFor(id: number, viewer: Viewer): Promise<ResourceFile | null> {
  const access = await accessFor(id, viewer);
  if (!access?.canRead || !isResourceKey(access.row.fileKey)) return null;
  const store = fileStore();
  const info = await store.stat(access.row.fileKey);
  if (!info) return null;
  const paid = !access.row.free;
  if (paid && !access.admin) {
    const copy = await watermarkedCopy({ key: access.row.fileKey, info }, id, viewer);
    return copy ? { store, key: copy.key, name: fileName(id, "file"), info: copy.info, paid } : null;
  }
  return { store, key: access.row.fileKey, name: fileName(id, "file"), info, paid };
}

/** The separately stored preview of a visible item, or null. Never falls back to the full file. */
export async function resourcePreviewFor(id: number, viewer: Viewer): Promise<ResourceFile | null> {
  const access = await accessFor(id, viewer);
  const key = access?.row.previewKey;
  if (!access || !isResourceKey(key) || key === access.row.fileKey) return null;
  const store = fileStore();
  const info = await store.stat(key);
  return info ? { store, key, name: fileName(id, "preview"), info, paid: !access.row.free } : null;
}

/** Whether a stored cover key may be served (a WebP, the only type covers are stored as). */
export const isCoverKey = (key: string | null | undefined): key is string => typeof key === "string" && isValidKey(key) && key.endsWith(".webp");

/** The cover of an item (decision 035): a published item's for anyone, signed in or not (covers are
 * not secret: `public` tells caches they may keep it); an unpublished one's only for whom the item is
 * visible (owner, admin), `public: false`. Null otherwise, or when it has no stored cover. */
export async function resourceCoverFor(id: number, viewer: Viewer | null): Promise<(ResourceFile & { public: boolean }) | null> {
  const [row] = await db().select({ id: resources.id, kind: resources.kind, free: resources.free, published: resources.published, coverKey: resources.coverKey }).from(resources).where(eq(resources.id, id));
  if (!row || !isCoverKey(row.coverKey)) return null;
  if (!row.published) {
    if (!viewer) return null;
    const visible = viewer.role === "admin" || (!row.free && (await ownsProduct(viewer.id, PRODUCT_TYPE[row.kind], String(row.id))));
    if (!visible) return null;
  }
  const store = fileStore();
  const info = await store.stat(row.coverKey);
  return info ? { store, key: row.coverKey, name: `vidyapath-${id}-cover.webp`, info, paid: !row.free, public: row.published } : null;
}

export type OwnedResource = { id: number; kind: ResourceKind; title: string; language: "en" | "hi"; href: string };

/** The dashboard's owned PDFs, books and papers (payments gives the ids, newest purchase first). */
export async function ownedResources(userId: string): Promise<OwnedResource[]> {
  const owned = await ownedProductsOfTypes(userId, ["pdf", "book", "paper"] satisfies ResourceProductType[]);
  const ids = owned.map((o) => parseResourceId(o.id)).filter((n): n is number => n !== null);
  if (ids.length === 0) return [];
  const rows = await db()
    .select({ id: resources.id, kind: resources.kind, title: resources.title, language: resources.language })
    .from(resources)
    .where(and(inArray(resources.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return owned
    .map((o) => byId.get(Number(o.id)) && { row: byId.get(Number(o.id))!, type: o.type })
    .filter((x): x is { row: (typeof rows)[number]; type: string } => Boolean(x) && PRODUCT_TYPE[x!.row.kind] === x!.type)
    .map(({ row }) => ({ id: row.id, kind: row.kind, title: row.title, language: row.language, href: row.kind === "books" ? `/book-viewer/${row.id}` : `/pdf/${row.id}` }));
}
