// Admin use cases of the study resources (decision 034): every item (published or not) for the admin
// list, the spec's quick add, the editor's create and update with file uploads, publish/unpublish and
// delete. Rules:
// - an item is shown to students only when published, and only an item with a PDF may be published
//   (a quick-added link is a draft until its PDF is uploaded: no broken item ever reaches a list);
// - deleting an item somebody owns unpublishes it instead: owners keep access (payments' entitlements
//   stay, and the viewers let owners open unpublished items); nobody owns it → the row and its files go;
// - replacing the PDF makes a new preview and page count under new keys and bumps `updated_at`, so
//   anything derived from the old file (watermarked copies keyed on the file key or the row's
//   version) is not reused; old files are removed after the commit;
// - every change writes its audit entry in its transaction and, after the commit, bumps the
//   "resources" content area (page cache, decision 028).
import { and, type AnyColumn, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { resources } from "../../../db/schema";
import { bumpArea } from "../../lib/cache/content-areas";
import { db, type Executor } from "../../lib/db.server";
import { invalid, notFound } from "../../lib/errors/domain-error";
import { defineList, type ListQuery, pageWindow, type Paged } from "../../lib/lists/list-query";
import { log } from "../../lib/logger.server";
import { escapeLike } from "../../lib/sql-like.server";
import { fileStore } from "../../lib/storage/storage.server";
import { recordAudit } from "../admin/record-audit.server";
import { ownerCounts, ownersAndBuyers } from "../payments/ownership.server";
import type { ResourceEditorInput } from "./admin-resource-schemas";
import { PRODUCT_TYPE, type ResourceClass, type ResourceKind, RESOURCE_KINDS } from "./resource-types";
import { isMadeCover } from "./resource-uploads.server";

export const ADMIN_RESOURCE_LIST = defineList({ sorts: ["created", "title", "kind", "class", "subject", "price", "status"] as const, defaultSort: "created", defaultDir: "desc", pageSize: 25 });
export type AdminResourceSort = (typeof ADMIN_RESOURCE_LIST.sorts)[number];

export type AdminResourceRow = {
  id: number;
  kind: ResourceKind;
  title: string;
  classLevel: ResourceClass;
  subject: string;
  priceRupees: number;
  published: boolean;
  hasFile: boolean;
  owners: number;
};

export type AdminResource = {
  id: number;
  kind: ResourceKind;
  title: string;
  classLevel: ResourceClass;
  subject: string;
  exam: string;
  author: string;
  language: "en" | "hi";
  priceRupees: number;
  previewPages: number;
  searchKeywords: string;
  published: boolean;
  sourceUrl: string | null;
  hasFile: boolean;
  fileBytes: number | null;
  pageCount: number | null;
  hasPreview: boolean;
  hasCover: boolean;
  /** The cover was rendered from page 1 or drawn (not uploaded): a new PDF makes it again. */
  coverMade: boolean;
  updatedAt: string;
  owners: number;
};

const SORT_COLUMNS: Record<AdminResourceSort, SQL | AnyColumn> = {
  created: resources.id,
  title: sql`lower(${resources.title})`,
  kind: resources.kind,
  class: resources.classLevel,
  subject: sql`lower(${resources.subject})`,
  price: resources.priceRupees,
  status: resources.published,
};

/** Owners per item of a page (one query per product type on the page). */
async function ownersOf(items: { id: number; kind: ResourceKind }[], executor: Executor = db()): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const type of new Set(items.map((i) => PRODUCT_TYPE[i.kind]))) {
    const ids = items.filter((i) => PRODUCT_TYPE[i.kind] === type).map((i) => String(i.id));
    for (const [id, n] of await ownerCounts(type, ids, executor)) out.set(Number(id), n);
  }
  return out;
}

/** One page of the admin list: search in the title, an optional kind filter, sort by a column. */
export async function listAdminResources(query: ListQuery<AdminResourceSort>, filters: { kind?: ResourceKind }): Promise<Paged<AdminResourceRow>> {
  const where = and(query.q ? sql`${resources.title} ilike ${`%${escapeLike(query.q)}%`}` : undefined, filters.kind ? eq(resources.kind, filters.kind) : undefined);
  const [{ total }] = await db().select({ total: count() }).from(resources).where(where);
  const window = pageWindow(query.page, total, ADMIN_RESOURCE_LIST.pageSize);
  const column = SORT_COLUMNS[query.sort];
  const rows = await db()
    .select({
      id: resources.id,
      kind: resources.kind,
      title: resources.title,
      classLevel: resources.classLevel,
      subject: resources.subject,
      priceRupees: resources.priceRupees,
      published: resources.published,
      fileKey: resources.fileKey,
    })
    .from(resources)
    .where(where)
    .orderBy(query.dir === "asc" ? asc(column) : desc(column), desc(resources.id))
    .limit(window.limit)
    .offset(window.offset);
  const owners = await ownersOf(rows);
  return {
    rows: rows.map(({ fileKey, ...r }) => ({ ...r, hasFile: fileKey !== null, owners: owners.get(r.id) ?? 0 })),
    total,
    page: window.page,
    pages: window.pages,
  };
}

export async function resourceTitle(id: number): Promise<string | null> {
  const [row] = await db().select({ title: resources.title }).from(resources).where(eq(resources.id, id));
  return row?.title ?? null;
}

export async function getResourceForEdit(id: number): Promise<AdminResource | null> {
  const [row] = await db().select().from(resources).where(eq(resources.id, id));
  if (!row) return null;
  const owners = (await ownersOf([{ id: row.id, kind: row.kind }])).get(row.id) ?? 0;
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    classLevel: row.classLevel,
    subject: row.subject,
    exam: row.exam ?? "",
    author: row.author ?? "",
    language: row.language,
    priceRupees: row.priceRupees,
    previewPages: row.previewPages,
    searchKeywords: row.searchKeywords,
    published: row.published,
    sourceUrl: row.sourceUrl,
    hasFile: row.fileKey !== null,
    fileBytes: row.fileBytes,
    pageCount: row.pageCount,
    hasPreview: row.previewKey !== null,
    hasCover: row.coverKey !== null,
    coverMade: isMadeCover(row.coverKey),
    updatedAt: row.updatedAt.toISOString(),
    owners,
  };
}

/** Removes files no row refers to any more (after the commit; a failure is logged, never shown). */
export async function removeFiles(keys: (string | null | undefined)[]) {
  const store = fileStore();
  for (const key of keys) {
    if (!key) continue;
    await store.delete(key).catch((error: unknown) => log.warn("resource file not removed", { key, error: String(error) }));
  }
}

/** The spec's quick add (title + link): a free PDF-notes draft that remembers the link, for the admin
 * to finish in the editor (class, subject, the PDF). It is not published: it has no file yet. */
export async function quickAddResource(input: { title: string; link: string }, adminId: string): Promise<{ id: number }> {
  const id = await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(resources)
      .values({ kind: "pdf-notes", title: input.title, classLevel: "10th", subject: "", priceRupees: 0, published: false, sourceUrl: input.link })
      .returning({ id: resources.id });
    await recordAudit(tx, { actorId: adminId, action: "resource.create", targetType: "resource", targetId: String(row.id), targetLabel: input.title, details: { via: "quick-add" } });
    return row.id;
  });
  bumpArea("resources");
  return { id };
}

/** New files for an item, already in storage (the route streamed them there). */
/** A `previewKey` that is present (even null) means the preview was cut again: null = no preview. */
export type NewFiles = { fileKey?: string; fileBytes?: number; previewKey?: string | null; pageCount?: number; coverKey?: string };

export const noFileToPublish = () => invalid("adminResources.error.noFile", { file: "adminResources.error.noFile" });

function columns(input: ResourceEditorInput) {
  return {
    kind: input.kind,
    title: input.title,
    classLevel: input.classLevel,
    subject: input.subject,
    exam: input.exam === "" ? null : input.exam,
    author: input.author === "" ? null : input.author,
    language: input.language,
    priceRupees: input.price,
    previewPages: input.previewPages,
    searchKeywords: input.searchKeywords,
    published: input.published === "on",
  };
}

/** Creates an item. A published one needs its PDF. */
export async function createResource(input: ResourceEditorInput, files: NewFiles, adminId: string): Promise<{ id: number }> {
  if (input.published === "on" && !files.fileKey) throw noFileToPublish();
  const id = await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(resources)
      .values({ ...columns(input), fileKey: files.fileKey ?? null, fileBytes: files.fileBytes ?? null, previewKey: files.previewKey ?? null, pageCount: files.pageCount ?? null, coverKey: files.coverKey ?? null })
      .returning({ id: resources.id });
    await recordAudit(tx, { actorId: adminId, action: "resource.create", targetType: "resource", targetId: String(row.id), targetLabel: input.title, details: { kind: input.kind, published: input.published === "on", file: Boolean(files.fileKey) } });
    return row.id;
  });
  bumpArea("resources");
  return { id };
}

type Current = { kind: ResourceKind; title: string; published: boolean; fileKey: string | null; previewKey: string | null; coverKey: string | null; previewPages: number };

async function lockResource(tx: Executor, id: number): Promise<Current | null> {
  const [row] = await tx
    .select({ kind: resources.kind, title: resources.title, published: resources.published, fileKey: resources.fileKey, previewKey: resources.previewKey, coverKey: resources.coverKey, previewPages: resources.previewPages })
    .from(resources)
    .where(eq(resources.id, id))
    .for("update");
  return row ?? null;
}

/** The current file keys and preview length of an item (the route decides whether to re-cut the preview). */
export async function resourceFiles(id: number): Promise<{ fileKey: string | null; previewPages: number; coverKey: string | null } | null> {
  const [row] = await db().select({ fileKey: resources.fileKey, previewPages: resources.previewPages, coverKey: resources.coverKey }).from(resources).where(eq(resources.id, id));
  return row ?? null;
}

/** Saves the editor. New files replace old ones (removed after the commit); `updated_at` moves on. */
export async function updateResource(id: number, input: ResourceEditorInput, files: NewFiles, adminId: string): Promise<void> {
  const replaced: (string | null)[] = [];
  await db().transaction(async (tx) => {
    const current = await lockResource(tx, id);
    if (!current) throw notFound("adminResources.notFound");
    const fileKey = files.fileKey ?? current.fileKey;
    if (input.published === "on" && !fileKey) throw noFileToPublish();
    if (files.fileKey) replaced.push(current.fileKey);
    const previewCut = "previewKey" in files;
    if (previewCut) replaced.push(current.previewKey);
    if (files.coverKey) replaced.push(current.coverKey);
    await tx
      .update(resources)
      .set({
        ...columns(input),
        ...(files.fileKey ? { fileKey: files.fileKey, fileBytes: files.fileBytes ?? null } : {}),
        ...(previewCut ? { previewKey: files.previewKey ?? null, pageCount: files.pageCount ?? null } : {}),
        ...(files.coverKey ? { coverKey: files.coverKey } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(resources.id, id));
    const published = input.published === "on";
    await recordAudit(tx, {
      actorId: adminId,
      action: published === current.published ? "resource.update" : published ? "resource.publish" : "resource.unpublish",
      targetType: "resource",
      targetId: String(id),
      targetLabel: input.title,
      details: { fileReplaced: Boolean(files.fileKey && current.fileKey), fileAdded: Boolean(files.fileKey && !current.fileKey), coverReplaced: Boolean(files.coverKey) },
    });
  });
  bumpArea("resources");
  await removeFiles(replaced);
}

/** Publishes or unpublishes; publishing an item without its PDF is refused. */
export async function setResourcePublished(id: number, published: boolean, adminId: string): Promise<{ title: string }> {
  const title = await db().transaction(async (tx) => {
    const current = await lockResource(tx, id);
    if (!current) throw notFound("adminResources.notFound");
    if (published && !current.fileKey) throw noFileToPublish();
    if (current.published !== published) {
      await tx.update(resources).set({ published, updatedAt: sql`now()` }).where(eq(resources.id, id));
      await recordAudit(tx, { actorId: adminId, action: published ? "resource.publish" : "resource.unpublish", targetType: "resource", targetId: String(id), targetLabel: current.title });
    }
    return current.title;
  });
  bumpArea("resources");
  return { title };
}

export type DeleteOutcome = { status: "deleted"; title: string } | { status: "unpublished"; title: string; owners: number };

/** Deletes an item nobody owns or is paying for (and its files); otherwise it is unpublished instead.
 * The count is read under the row's lock and includes students with an unfinished order of the last
 * day: their payment may still be captured, and must find the item (and its file) still there. */
export async function deleteResource(id: number, adminId: string): Promise<DeleteOutcome> {
  let files: (string | null)[] = [];
  const outcome = await db().transaction(async (tx): Promise<DeleteOutcome> => {
    const current = await lockResource(tx, id);
    if (!current) throw notFound("adminResources.notFound");
    const owners = await ownersAndBuyers(PRODUCT_TYPE[current.kind], String(id), tx);
    if (owners > 0) {
      if (current.published) await tx.update(resources).set({ published: false, updatedAt: sql`now()` }).where(eq(resources.id, id));
      await recordAudit(tx, { actorId: adminId, action: "resource.unpublish", targetType: "resource", targetId: String(id), targetLabel: current.title, details: { deleteRefused: true, owners } });
      return { status: "unpublished", title: current.title, owners };
    }
    await tx.delete(resources).where(eq(resources.id, id));
    await recordAudit(tx, { actorId: adminId, action: "resource.delete", targetType: "resource", targetId: String(id), targetLabel: current.title, details: { kind: current.kind } });
    files = [current.fileKey, current.previewKey, current.coverKey];
    return { status: "deleted", title: current.title };
  });
  bumpArea("resources");
  await removeFiles(files);
  return outcome;
}

export const isResourceKind = (value: string | null): value is ResourceKind => (RESOURCE_KINDS as readonly string[]).includes(value ?? "");
