// Scheduled posts going out (decision 036). A post scheduled for 18:00 is visible to readers' queries
// from 18:00 by itself (they compare `publish_at` with the clock); what nobody else notices is that
// the page cache still holds /blogs, the home page and the feed as they were. This job does, once per
// due post: one UPDATE marks every post that is due and not yet announced (`announced_at` null or
// before `publish_at`, so a post rescheduled later is announced again), and if it marked any, the
// "blogs" area is bumped. The mark lives in the database, so the job is idempotent and survives a
// restart: a post that fell due while the server was down is announced on the first tick.
//
// Several processes: each runs the job, and only the one whose UPDATE wins the rows bumps its own
// caches. Moving job leadership to an advisory lock, and the bump to NOTIFY (decision 028), are the
// later multi-instance work; both live here and in lib/cache only.
import { and, isNotNull, isNull, lt, lte, or } from "drizzle-orm";
import { blogPosts } from "../../../db/schema";
import { bumpArea } from "../../lib/cache/content-areas";
import { db } from "../../lib/db.server";
import { log } from "../../lib/logger.server";
import { countJobRun } from "../../lib/metrics/counters.server";
import { blogNow } from "./blog-clock.server";

/** Marks the posts due at `now` and not yet announced; bumps "blogs" if there were any. */
export async function announceDuePosts(now: Date = blogNow()): Promise<number[]> {
  const rows = await db()
    .update(blogPosts)
    .set({ announcedAt: now })
    .where(and(isNotNull(blogPosts.publishAt), lte(blogPosts.publishAt, now), or(isNull(blogPosts.announcedAt), lt(blogPosts.announcedAt, blogPosts.publishAt))))
    .returning({ id: blogPosts.id });
  if (rows.length > 0) bumpArea("blogs");
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** How often the job looks: a scheduled post shows on cached pages at most this long after its time. */
export const PUBLISH_TICK_MS = 5_000;

/** Runs `announceDuePosts` every `intervalMs` (never two rounds at once); returns the stop function. */
export function startScheduledPublishing(intervalMs = PUBLISH_TICK_MS): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const ids = await countJobRun("scheduled_blog_posts", () => announceDuePosts());
      if (ids.length) log.info("scheduled blog posts published", { ids: ids.join(",") });
    } catch (error) {
      log.warn("scheduled blog publishing round failed", { error: String(error) });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  const first = setTimeout(tick, 1_000);
  first.unref();
  return () => {
    clearInterval(timer);
    clearTimeout(first);
  };
}
