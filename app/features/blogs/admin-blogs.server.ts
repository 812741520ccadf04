// Admin use cases of the blogs (decision 036): every post (draft, scheduled, published) for the admin
// list, the editor's create and update, publish now / unpublish from the list, delete. Rules:
// - a post is a draft (`publish_at` null), scheduled (in the future) or published (not after now, by
//   the blogs clock); the editor's choice sets `publish_at`: draft → null, "now" → now (a post already
//   out keeps its date, so an edit does not move it up the list), "schedule" → the IST time typed,
//   which must be in the future;
// - every change writes its audit entry in its transaction (`blog.create`, `blog.update`,
//   `blog.publish`, `blog.unpublish`, `blog.delete`) and, after the commit, bumps the "blogs" content
//   area (the page cache of /blogs, the posts and the home page, decision 028). A scheduled post is
//   announced by the background job when it becomes due (blog-publisher.server.ts);
// - a replaced or deleted post's cover files are removed after the commit.
import { and, type AnyColumn, asc, count, desc, eq, gt, isNotNull, isNull, lte, type SQL, sql } from "drizzle-orm";
import { blogPosts } from "../../../db/schema";
import { bumpArea } from "../../lib/cache/content-areas";
import { db, type Executor } from "../../lib/db.server";
import { invalidField, notFound } from "../../lib/errors/domain-error";
import { defineList, type ListQuery, pageWindow, type Paged } from "../../lib/lists/list-query";
import { renderMarkdown } from "../../lib/markdown.server";
import { escapeLike } from "../../lib/sql-like.server";
import { fileStore } from "../../lib/storage/storage.server";
import { recordAudit } from "../admin/record-audit.server";
import { blogNow } from "./blog-clock.server";
import { removeCover } from "./blog-covers.server";
import { type BlogEditorInput, istToUtc } from "./blog-schemas";
import { BLOG_STATUSES, type BlogCategory, type BlogLanguage, type BlogStatus, postPath } from "./blog-types";
import { blogCoverUrl } from "./catalogue.server";

export const ADMIN_BLOG_LIST = defineList({ sorts: ["updated", "title", "category", "status", "date"] as const, defaultSort: "updated", defaultDir: "desc", pageSize: 25 });
export type AdminBlogSort = (typeof ADMIN_BLOG_LIST.sorts)[number];

export type AdminBlogRow = { id: number; title: string; category: BlogCategory; language: BlogLanguage; status: BlogStatus; publishAt: string | null; updatedAt: string };

export type AdminBlogPost = {
  id: number;
  title: string;
  body: string;
  excerpt: string;
  category: BlogCategory;
  language: BlogLanguage;
  authorName: string;
  status: BlogStatus;
  publishAt: string | null;
  coverUrl: string | null;
  href: string;
  updatedAt: string;
};

export function statusAt(publishAt: Date | null, now: Date): BlogStatus {
  if (!publishAt) return "draft";
  return publishAt > now ? "scheduled" : "published";
}

/** The status column as SQL, for sorting and filtering by it. */
function statusCondition(status: BlogStatus, now: Date): SQL {
  if (status === "draft") return isNull(blogPosts.publishAt);
  if (status === "scheduled") return gt(blogPosts.publishAt, now);
  return and(isNotNull(blogPosts.publishAt), lte(blogPosts.publishAt, now))!;
}

export const isBlogStatus = (value: string | null): value is BlogStatus => (BLOG_STATUSES as readonly string[]).includes(value ?? "");

/** One page of the admin list: search in the title, a status filter, sort by a column. */
export async function listAdminPosts(query: ListQuery<AdminBlogSort>, filters: { status?: BlogStatus }): Promise<Paged<AdminBlogRow>> {
  const now = blogNow();
  const where = and(query.q ? sql`${blogPosts.title} ilike ${`%${escapeLike(query.q)}%`}` : undefined, filters.status ? statusCondition(filters.status, now) : undefined);
  const [{ total }] = await db().select({ total: count() }).from(blogPosts).where(where);
  const window = pageWindow(query.page, total, ADMIN_BLOG_LIST.pageSize);
  const columns: Record<AdminBlogSort, SQL | AnyColumn> = {
    updated: blogPosts.updatedAt,
    title: sql`lower(${blogPosts.title})`,
    category: blogPosts.category,
    // Drafts, then scheduled, then published; within one status the list's tie-break (newest).
    status: sql`case when ${blogPosts.publishAt} is null then 0 when ${blogPosts.publishAt} > ${now} then 1 else 2 end`,
    date: blogPosts.publishAt,
  };
  const column = columns[query.sort];
  const rows = await db()
    .select({ id: blogPosts.id, title: blogPosts.title, category: blogPosts.category, language: blogPosts.language, publishAt: blogPosts.publishAt, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(where)
    .orderBy(sql`${query.dir === "asc" ? asc(column) : desc(column)} nulls last`, desc(blogPosts.updatedAt), desc(blogPosts.id))
    .limit(window.limit)
    .offset(window.offset);
  return {
    rows: rows.map((r) => ({ id: r.id, title: r.title, category: r.category, language: r.language, status: statusAt(r.publishAt, now), publishAt: r.publishAt?.toISOString() ?? null, updatedAt: r.updatedAt.toISOString() })),
    total,
    page: window.page,
    pages: window.pages,
  };
}

export async function getPostForEdit(id: number): Promise<AdminBlogPost | null> {
  const [row] = await db().select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    excerpt: row.excerpt,
    category: row.category,
    language: row.language,
    authorName: row.authorName,
    status: statusAt(row.publishAt, blogNow()),
    publishAt: row.publishAt?.toISOString() ?? null,
    coverUrl: blogCoverUrl(row.id, row.coverKey, "small"),
    href: postPath(row.id, row.title),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The live preview: exactly what the post page will show for this Markdown (the same renderer). */
export function previewBody(markdown: string): string {
  return renderMarkdown(markdown, { preview: 1 });
}

/** When the post goes out, from the editor's choice; a scheduled time must be in the future. */
function nextPublishAt(input: BlogEditorInput, current: Date | null, now: Date): Date | null {
  if (input.publish === "draft") return null;
  if (input.publish === "now") return current && current <= now ? current : now;
  const at = istToUtc(input.publishAt);
  if (!at) throw invalidField("publishAt", "adminBlogs.error.publishAt");
  if (at <= now) throw invalidField("publishAt", "adminBlogs.error.publishAtPast");
  return at;
}

function columns(input: BlogEditorInput) {
  return { title: input.title, body: input.body, excerpt: input.excerpt, category: input.category, language: input.language, authorName: input.authorName };
}

/** Creates a post (a draft, published now, or scheduled). `coverKey`: an uploaded cover already in storage. */
export async function createPost(input: BlogEditorInput, coverKey: string | null, adminId: string): Promise<{ id: number }> {
  const now = blogNow();
  const publishAt = nextPublishAt(input, null, now);
  const status = statusAt(publishAt, now);
  const id = await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(blogPosts)
      .values({ ...columns(input), coverKey, publishAt, announcedAt: status === "published" ? now : null })
      .returning({ id: blogPosts.id });
    await recordAudit(tx, { actorId: adminId, action: "blog.create", targetType: "blog", targetId: String(row.id), targetLabel: input.title, details: { status, publishAt: publishAt?.toISOString() ?? null, cover: Boolean(coverKey) } });
    return row.id;
  });
  bumpArea("blogs");
  return { id };
}

type Current = { title: string; publishAt: Date | null; coverKey: string | null };

async function lockPost(tx: Executor, id: number): Promise<Current | null> {
  const [row] = await tx.select({ title: blogPosts.title, publishAt: blogPosts.publishAt, coverKey: blogPosts.coverKey }).from(blogPosts).where(eq(blogPosts.id, id)).for("update");
  return row ?? null;
}

/** The audit action of a change of `publish_at`: going out (now or at a time) is a publish, going
 * back to a draft or into the future again is an unpublish, anything else an update. */
function auditAction(before: BlogStatus, after: BlogStatus, rescheduled: boolean): "blog.publish" | "blog.unpublish" | "blog.update" {
  if (before === "published" && after !== "published") return "blog.unpublish";
  if (after === "published" && before !== "published") return "blog.publish";
  if (after === "scheduled" && (before === "draft" || rescheduled)) return "blog.publish";
  if (after === "draft" && before === "scheduled") return "blog.unpublish";
  return "blog.update";
}

/** Saves the editor. A new cover replaces the old one (removed after the commit). */
export async function updatePost(id: number, input: BlogEditorInput, coverKey: string | null, adminId: string): Promise<void> {
  const now = blogNow();
  let oldCover: string | null = null;
  await db().transaction(async (tx) => {
    const current = await lockPost(tx, id);
    if (!current) throw notFound("adminBlogs.notFound");
    const publishAt = nextPublishAt(input, current.publishAt, now);
    const before = statusAt(current.publishAt, now);
    const after = statusAt(publishAt, now);
    if (coverKey) oldCover = current.coverKey;
    await tx
      .update(blogPosts)
      .set({ ...columns(input), publishAt, ...(after === "published" && before !== "published" ? { announcedAt: now } : {}), ...(coverKey ? { coverKey } : {}), updatedAt: sql`now()` })
      .where(eq(blogPosts.id, id));
    const rescheduled = (current.publishAt?.getTime() ?? null) !== (publishAt?.getTime() ?? null);
    await recordAudit(tx, {
      actorId: adminId,
      action: auditAction(before, after, rescheduled),
      targetType: "blog",
      targetId: String(id),
      targetLabel: input.title,
      details: { status: after, publishAt: publishAt?.toISOString() ?? null, coverReplaced: Boolean(coverKey) },
    });
  });
  bumpArea("blogs");
  await removeCover(fileStore(), oldCover);
}

export async function postTitle(id: number): Promise<string | null> {
  const [row] = await db().select({ title: blogPosts.title }).from(blogPosts).where(eq(blogPosts.id, id));
  return row?.title ?? null;
}

/** The list's buttons: publish now (a draft or scheduled post goes out at once) or unpublish (back to
 * a draft). Nothing changes, and nothing is recorded, when the post is already so. */
export async function setPostPublished(id: number, publish: boolean, adminId: string): Promise<{ title: string }> {
  const now = blogNow();
  const title = await db().transaction(async (tx) => {
    const current = await lockPost(tx, id);
    if (!current) throw notFound("adminBlogs.notFound");
    const before = statusAt(current.publishAt, now);
    if (publish && before !== "published") {
      await tx.update(blogPosts).set({ publishAt: now, announcedAt: now, updatedAt: sql`now()` }).where(eq(blogPosts.id, id));
      await recordAudit(tx, { actorId: adminId, action: "blog.publish", targetType: "blog", targetId: String(id), targetLabel: current.title, details: { was: before } });
    } else if (!publish && before !== "draft") {
      await tx.update(blogPosts).set({ publishAt: null, announcedAt: null, updatedAt: sql`now()` }).where(eq(blogPosts.id, id));
      await recordAudit(tx, { actorId: adminId, action: "blog.unpublish", targetType: "blog", targetId: String(id), targetLabel: current.title, details: { was: before } });
    }
    return current.title;
  });
  bumpArea("blogs");
  return { title };
}

/** Deletes a post and its cover. */
export async function deletePost(id: number, adminId: string): Promise<{ title: string }> {
  let cover: string | null = null;
  const title = await db().transaction(async (tx) => {
    const current = await lockPost(tx, id);
    if (!current) throw notFound("adminBlogs.notFound");
    await tx.delete(blogPosts).where(eq(blogPosts.id, id));
    await recordAudit(tx, { actorId: adminId, action: "blog.delete", targetType: "blog", targetId: String(id), targetLabel: current.title, details: { status: statusAt(current.publishAt, blogNow()) } });
    cover = current.coverKey;
    return current.title;
  });
  bumpArea("blogs");
  await removeCover(fileStore(), cover);
  return { title };
}
