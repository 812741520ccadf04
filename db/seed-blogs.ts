// Demo blog posts (db/demo/blog-posts.ts) loaded on start-up, like the demo courses and resources:
// inserted once, into an empty `blog_posts` table (an admin's later edits and deletions stay), under an
// advisory lock and with `demo_key` unique, so two processes starting together never seed twice.
// Their drawn covers (~0.2 s each) are made after the server listens, with the resources' demo covers
// (server/background-jobs.ts); until then a card simply has no picture. Decision 036.
import { and, count, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { demoCoverSvg, writeCover } from "../app/features/blogs/blog-covers.server";
import { bumpArea } from "../app/lib/cache/content-areas";
import { db } from "../app/lib/db.server";
import { log } from "../app/lib/logger.server";
import { fileStore } from "../app/lib/storage/storage.server";
import { DEMO_BLOG_POSTS } from "./demo/blog-posts";
import { blogPosts } from "./schema";

// Arbitrary constant shared by every process seeding this database ("vpbl").
const SEED_BLOGS_LOCK = 0x7670626c;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A demo post's cover: a fixed key, so every instance on one database names the same file. */
export const demoBlogCoverKey = (key: string) => `blogs/demo/${key}-cover.webp`;

/** 10:00 IST on the day `daysAgo` days before `now`: a plausible publishing time, always in the past. */
export function demoPublishAt(now: Date, daysAgo: number): Date {
  const day = new Date(now.getTime() - daysAgo * DAY_MS + (5 * 60 + 30) * 60_000).toISOString().slice(0, 10);
  return new Date(`${day}T10:00:00+05:30`);
}

export async function seedBlogs(now = new Date()): Promise<void> {
  await db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_BLOGS_LOCK})`);
    const [{ existing }] = await tx.select({ existing: count() }).from(blogPosts);
    if (existing > 0) return;
    await tx
      .insert(blogPosts)
      .values(
        DEMO_BLOG_POSTS.map((post) => {
          const at = demoPublishAt(now, post.daysAgo);
          return { title: post.title, body: post.body, excerpt: post.excerpt, category: post.category, language: post.language, authorName: post.authorName, publishAt: at, announcedAt: at, demoKey: post.key, createdAt: at, updatedAt: at };
        }),
      )
      .onConflictDoNothing({ target: blogPosts.demoKey });
  });
}

/** Draws the demo posts' covers: for a demo row without a cover (set only while it is still null, so
 * an admin's upload meanwhile wins), and again for a row naming its demo cover when this instance's
 * store lacks the file. Idempotent; bumps "blogs" when it made any. */
export async function ensureDemoBlogCovers(): Promise<number> {
  const store = fileStore();
  const rows = await db().select({ id: blogPosts.id, demoKey: blogPosts.demoKey, category: blogPosts.category, coverKey: blogPosts.coverKey }).from(blogPosts).where(isNotNull(blogPosts.demoKey));
  const started = Date.now();
  let made = 0;
  const patterns = new Map(DEMO_BLOG_POSTS.map((post, i) => [post.key, i + 1]));
  for (const row of rows) {
    if (!row.demoKey) continue;
    const key = demoBlogCoverKey(row.demoKey);
    if (row.coverKey !== null && (row.coverKey !== key || (await store.exists(key)))) continue;
    await writeCover(store, key, demoCoverSvg(row.category, patterns.get(row.demoKey) ?? row.id));
    if (row.coverKey === null) await db().update(blogPosts).set({ coverKey: key }).where(and(eq(blogPosts.id, row.id), isNull(blogPosts.coverKey)));
    made++;
  }
  if (made) {
    bumpArea("blogs");
    log.info("demo blog covers drawn", { covers: made, ms: Date.now() - started });
  }
  return made;
}
