// Study-resource queries: the list of one kind with filters, search and paging; the subjects and
// exams in use for the filter menus; one published item. Only published items are listed. Which items
// a student owns comes from payments (`ownedProductIds`), never from payments' tables here
// (decision 027).
import { createHash } from "node:crypto";
import { and, asc, count, eq, isNotNull, max, type SQL } from "drizzle-orm";
import { type RESOURCE_CLASSES as DB_CLASSES, type RESOURCE_KINDS as DB_KINDS, resources } from "../../../db/schema";
import { db } from "../../lib/db.server";
import { textSearch, withSearchSettings, type SearchRunner } from "../../lib/search/text-search.server";
import { ownedProductIds } from "../payments/ownership.server";
import type { ResourceFilters } from "./resource-schemas";
import { PAGE_SIZE, PRODUCT_TYPE, type RESOURCE_CLASSES, type RESOURCE_KINDS, type ResourceCard, type ResourceFilterOptions, type ResourceKind, type ResourceList } from "./resource-types";

// The client-safe lists in resource-types.ts must stay the schema's lists (a compile-time check).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const LISTS_MATCH_SCHEMA: [Same<(typeof RESOURCE_KINDS)[number], (typeof DB_KINDS)[number]>, Same<(typeof RESOURCE_CLASSES)[number], (typeof DB_CLASSES)[number]>] = [true, true];

/** The columns of a card (also the viewers' lookup, resource-access.server.ts). */
export const cardColumns = {
  id: resources.id,
  kind: resources.kind,
  title: resources.title,
  classLevel: resources.classLevel,
  subject: resources.subject,
  exam: resources.exam,
  author: resources.author,
  language: resources.language,
  priceRupees: resources.priceRupees,
  free: resources.free,
  pageCount: resources.pageCount,
  coverKey: resources.coverKey,
};

export type CardRow = { id: number; kind: ResourceKind; title: string; classLevel: ResourceCard["class"]; subject: string; exam: string | null; author: string | null; language: "en" | "hi"; priceRupees: number; free: boolean; pageCount: number | null; coverKey: string | null };

/** The cover's address (GET /api/resources/{id}/cover, decision 035), never the storage key: `v` is a
 * short hash of the key, so a new cover is a new URL and caches may keep one for a day. */
export function coverUrl(id: number, coverKey: string | null): string | null {
  if (!coverKey) return null;
  return `/api/resources/${id}/cover?v=${createHash("sha256").update(coverKey).digest("hex").slice(0, 12)}`;
}

export function toCard(row: CardRow, owned: boolean): ResourceCard {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    class: row.classLevel,
    subject: row.subject,
    exam: row.exam,
    author: row.kind === "books" ? row.author : null,
    language: row.language,
    priceRupees: row.priceRupees,
    free: row.free,
    owned,
    pageCount: row.pageCount,
    coverUrl: coverUrl(row.id, row.coverKey),
  };
}

export type ResourceQuery = ResourceFilters & { kind: ResourceKind; userId: string | null };

/** One page of a kind's published items. `q` goes through the shared text search (Hindi,
 * transliterations, typos); the list's own order is by class, then title. */
export async function listResources(query: ResourceQuery): Promise<ResourceList> {
  const where: SQL[] = [eq(resources.kind, query.kind), eq(resources.published, true)];
  const search = query.q ? textSearch(resources.searchDocument, query.q) : null;
  if (search) where.push(search.where);
  if (query.class) where.push(eq(resources.classLevel, query.class));
  if (query.subject) where.push(eq(resources.subject, query.subject));
  if (query.exam) where.push(eq(resources.exam, query.exam));
  const condition = and(...where);
  const order = [...(search?.orderBy ?? []), asc(resources.classLevel), asc(resources.title), asc(resources.id)];
  const run = async (runner: SearchRunner) => {
    const [{ total }] = await runner.select({ total: count() }).from(resources).where(condition);
    const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
    const page = Math.min(query.page ?? 1, pages);
    const rows = (await runner
      .select(cardColumns)
      .from(resources)
      .where(condition)
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)) as CardRow[];
    return { rows, total, page, pages };
  };
  const { rows, total, page, pages } = search ? await withSearchSettings(run) : await run(db());
  const paidIds = rows.filter((r) => !r.free).map((r) => String(r.id));
  const owned = query.userId && paidIds.length ? await ownedProductIds(query.userId, PRODUCT_TYPE[query.kind], paidIds) : new Set<string>();
  return { items: rows.map((r) => toCard(r, owned.has(String(r.id)))), total, page, pages };
}

/** The subjects and exams used by a kind's published items, for the filter menus. */
export async function resourceFilterOptions(kind: ResourceKind): Promise<ResourceFilterOptions> {
  const published = and(eq(resources.kind, kind), eq(resources.published, true));
  const [subjects, exams] = await Promise.all([
    db().selectDistinct({ v: resources.subject }).from(resources).where(published).orderBy(asc(resources.subject)),
    db()
      .selectDistinct({ v: resources.exam })
      .from(resources)
      .where(and(published, isNotNull(resources.exam)))
      .orderBy(asc(resources.exam)),
  ]);
  return { subjects: subjects.map((r) => r.v), exams: exams.map((r) => r.v ?? "").filter(Boolean) };
}

/** When the published catalogue last changed (the newest edit of a published item), for the sitemap's
 * entry of the public hub (decision 036); null when nothing is published. */
export async function resourcesLastModified(): Promise<Date | null> {
  const [row] = await db().select({ at: max(resources.updatedAt) }).from(resources).where(eq(resources.published, true));
  return row?.at ?? null;
}
