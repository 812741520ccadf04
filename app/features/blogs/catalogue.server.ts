// Blog queries for readers: the list (title search, category, paging), one post, related posts, the
// home page's latest posts, the feed, the sitemap's entries and the cover a visitor may see. Only
// published posts — `publish_at` set and not after the blogs clock — are ever shown here; drafts and
// scheduled posts are the admin's (admin-blogs.server.ts). Decision 036.
import { createHash } from "node:crypto";
import { and, count, desc, eq, isNotNull, lte, ne, type SQL, sql } from "drizzle-orm";
import { type BLOG_CATEGORIES as DB_CATEGORIES, blogPosts } from "../../../db/schema";
import { db } from "../../lib/db.server";
import { markdownPlainText, renderMarkdown } from "../../lib/markdown.server";
import { textSearch, withSearchSettings, type SearchRunner } from "../../lib/search/text-search.server";
import { fileStore } from "../../lib/storage/storage.server";
import type { FileInfo, FileStore } from "../../lib/storage/file-store";
import { blogNow } from "./blog-clock.server";
import type { BlogListQuery } from "./blog-query";
import { BLOG_PAGE_SIZE, type BLOG_CATEGORIES, type BlogCard, type BlogCategory, type BlogLanguage, type BlogList, type BlogPost, postPath, previewText, readingMinutes } from "./blog-types";

// The client-safe list in blog-types.ts must stay the schema's list (a compile-time check).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const CATEGORIES_MATCH_SCHEMA: Same<(typeof BLOG_CATEGORIES)[number], (typeof DB_CATEGORIES)[number]> = true;

/** Published at `now`: the condition every reader's query starts with. */
export const isPublished = (now: Date): SQL => and(isNotNull(blogPosts.publishAt), lte(blogPosts.publishAt, now))!;

/** Small cover (cards) next to the large one: `<key>.webp` → `<key>-480.webp`. */
export const smallCoverKey = (key: string) => key.replace(/\.webp$/, "-480.webp");

/** The cover's address (GET /api/blogs/{id}/cover), never the storage key: `v` is a short hash of the
 * key, so a new cover is a new URL and caches may keep one for a day. */
export function blogCoverUrl(id: number, coverKey: string | null, size: "large" | "small" = "large"): string | null {
  if (!coverKey) return null;
  const v = createHash("sha256").update(coverKey).digest("hex").slice(0, 12);
  return `/api/blogs/${id}/cover?${size === "small" ? "size=480&" : ""}v=${v}`;
}

const cardColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  body: blogPosts.body,
  category: blogPosts.category,
  language: blogPosts.language,
  authorName: blogPosts.authorName,
  publishAt: blogPosts.publishAt,
  coverKey: blogPosts.coverKey,
};
type CardRow = { id: number; title: string; body: string; category: BlogCategory; language: BlogLanguage; authorName: string; publishAt: Date | null; coverKey: string | null };

function toCard(row: CardRow, plain = markdownPlainText(row.body)): BlogCard {
  return {
    id: row.id,
    title: row.title,
    href: postPath(row.id, row.title),
    category: row.category,
    language: row.language,
    authorName: row.authorName,
    publishedAt: (row.publishAt ?? new Date(0)).toISOString(),
    preview: previewText(plain),
    readingMinutes: readingMinutes(plain),
    coverUrl: blogCoverUrl(row.id, row.coverKey, "small"),
  };
}

const newestFirst = [desc(blogPosts.publishAt), desc(blogPosts.id)];

/** One page of published posts: the title search of lib/search (Hindi, transliterations, typos), a
 * category, newest first (search matches by rank first). A page past the end shows the last page. */
export async function listPosts(query: BlogListQuery): Promise<BlogList> {
  const where: SQL[] = [isPublished(blogNow())];
  const search = query.q ? textSearch(blogPosts.searchDocument, query.q) : null;
  if (search) where.push(search.where);
  if (query.category) where.push(eq(blogPosts.category, query.category));
  const condition = and(...where);
  const run = async (runner: SearchRunner) => {
    const [{ total }] = await runner.select({ total: count() }).from(blogPosts).where(condition);
    const pages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
    const page = Math.min(query.page ?? 1, pages);
    const rows = (await runner
      .select(cardColumns)
      .from(blogPosts)
      .where(condition)
      .orderBy(...(search?.orderBy ?? []), ...newestFirst)
      .limit(BLOG_PAGE_SIZE)
      .offset((page - 1) * BLOG_PAGE_SIZE)) as CardRow[];
    return { items: rows.map((r) => toCard(r)), total, page, pages };
  };
  return search ? withSearchSettings(run) : run(db());
}

/** A post id from a URL segment ("12-some-title" or "12"), with the slug it carried; null when the
 * segment is not a post address at all. */
export function parsePostSegment(segment: string | undefined): { id: number; slug: string } | null {
  const m = /^([1-9]\d{0,9})(?:-([a-z0-9-]{0,200}))?$/.exec(segment ?? "");
  if (!m) return null;
  const id = Number(m[1]);
  return id <= 2_147_483_647 ? { id, slug: m[2] ?? "" } : null;
}

/** A published post, rendered: null when it does not exist or is not out yet. */
export async function getPublishedPost(id: number): Promise<BlogPost | null> {
  const [row] = await db()
    .select({ ...cardColumns, excerpt: blogPosts.excerpt, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), isPublished(blogNow())));
  if (!row) return null;
  const plain = markdownPlainText(row.body);
  return {
    ...toCard(row as CardRow, plain),
    coverUrl: blogCoverUrl(row.id, row.coverKey, "large"),
    coverSmallUrl: blogCoverUrl(row.id, row.coverKey, "small"),
    html: renderMarkdown(row.body, { blogPostId: row.id }),
    description: row.excerpt || previewText(plain, 160),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Up to `limit` other published posts: the same category first (newest first), then the latest. */
export async function relatedPosts(post: { id: number; category: BlogCategory }, limit = 3): Promise<BlogCard[]> {
  const rows = (await db()
    .select(cardColumns)
    .from(blogPosts)
    .where(and(isPublished(blogNow()), ne(blogPosts.id, post.id)))
    .orderBy(sql`case when ${blogPosts.category} = ${post.category} then 0 else 1 end`, ...newestFirst)
    .limit(limit)) as CardRow[];
  return rows.map((r) => toCard(r));
}

/** The newest published posts (the home page's news). */
export async function latestPosts(limit = 3): Promise<BlogCard[]> {
  const rows = (await db().select(cardColumns).from(blogPosts).where(isPublished(blogNow())).orderBy(...newestFirst).limit(limit)) as CardRow[];
  return rows.map((r) => toCard(r));
}

export type FeedItem = { title: string; path: string; description: string; category: BlogCategory; authorName: string; publishedAt: Date; updatedAt: Date };

/** The feed's posts: the latest `limit` published, newest first. */
export async function feedPosts(limit = 20): Promise<FeedItem[]> {
  const rows = await db()
    .select({ id: blogPosts.id, title: blogPosts.title, body: blogPosts.body, excerpt: blogPosts.excerpt, category: blogPosts.category, authorName: blogPosts.authorName, publishAt: blogPosts.publishAt, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublished(blogNow()))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map((r) => ({
    title: r.title,
    path: postPath(r.id, r.title),
    description: r.excerpt || previewText(markdownPlainText(r.body), 300),
    category: r.category,
    authorName: r.authorName,
    publishedAt: r.publishAt ?? new Date(0),
    updatedAt: r.updatedAt,
  }));
}

/** Every published post's path and when it last changed (its edit, or its publication if later). */
export async function sitemapPosts(): Promise<{ path: string; lastModified: Date }[]> {
  const rows = await db()
    .select({ id: blogPosts.id, title: blogPosts.title, publishAt: blogPosts.publishAt, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublished(blogNow()))
    .orderBy(...newestFirst);
  return rows.map((r) => ({ path: postPath(r.id, r.title), lastModified: r.publishAt && r.publishAt > r.updatedAt ? r.publishAt : r.updatedAt }));
}

export type BlogCoverFile = { store: FileStore; key: string; name: string; info: FileInfo; public: boolean };

/** The cover a visitor may see: a published post's for anyone (public, cacheable); a draft's or a
 * scheduled post's only for admins; otherwise null (the same 404 as an unknown id). */
export async function blogCoverFor(id: number, viewer: { role: string } | null, size: "large" | "small"): Promise<BlogCoverFile | null> {
  const [row] = await db()
    .select({ coverKey: blogPosts.coverKey, published: sql<boolean>`${isPublished(blogNow())}` })
    .from(blogPosts)
    .where(eq(blogPosts.id, id));
  if (!row?.coverKey) return null;
  if (!row.published && viewer?.role !== "admin") return null;
  const store = fileStore();
  // A cover stored without its small copy (none is missing today) falls back to the large one.
  let key = size === "small" ? smallCoverKey(row.coverKey) : row.coverKey;
  let info = await store.stat(key);
  if (!info && key !== row.coverKey) info = await store.stat((key = row.coverKey));
  if (!info) return null;
  return { store, key, name: `vidyapath-blog-${id}-cover.webp`, info, public: row.published };
}
