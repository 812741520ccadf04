// GET /api/blogs/{id}/cover — a blog post's cover (decision 036), like the study resources' covers
// (decision 035): a published post's for anyone, `public` for a day (the URL carries a version, so a
// new cover is a new URL); a draft's or a scheduled post's only for admins, `private, no-store`;
// otherwise 404. `?size=480` is the cards' small copy.
// Published covers are kept in memory (server/api/memory-file.ts) under the "blogs" content area's
// version: any change to the posts (an edit, unpublishing, a scheduled post going out, in any
// process: decision 044) drops them, so a hit never outlives the post being public.
import { Hono } from "hono";
import { getSessionUser } from "../../app/features/accounts/session.server";
import { blogCoverFor, parsePostSegment } from "../../app/features/blogs/catalogue.server";
import { areaVersion } from "../../app/lib/cache/content-areas";
import { VersionedCache } from "../../app/lib/cache/versioned-cache";
import { fileResponse } from "./file-response";
import { type MemoryFile, memoryFileResponse, readIntoMemory } from "./memory-file";

const PUBLIC_COVER = { "Cache-Control": "public, max-age=86400", "Content-Disposition": "inline" };
// 12 demo posts × 2 sizes today; bounded (≤ 256 KB each) whatever the number of posts.
const covers = new VersionedCache<MemoryFile>(() => areaVersion("blogs"), 200, "blog-covers");

export const blogCoversApi = new Hono().get("/api/blogs/:id/cover", async (c) => {
  const segment = parsePostSegment(c.req.param("id"));
  const size = c.req.query("size") === "480" ? "small" : "large";
  const key = segment && !segment.slug ? `${segment.id}:${size}` : null;
  const kept = key ? covers.get(key) : undefined;
  const fromMemory = kept ? memoryFileResponse(kept, c.req.raw, PUBLIC_COVER) : null;
  if (fromMemory) return fromMemory;

  const version = covers.version();
  const viewer = segment ? await getSessionUser(c.req.raw) : null;
  const cover = key && segment ? await blogCoverFor(segment.id, viewer, size) : null;
  if (!cover) return c.json({ error: "Not found" }, 404, { "Cache-Control": "no-store" });
  if (!cover.public) return fileResponse(cover, c.req.raw, { "Cache-Control": "private, no-store", "Content-Disposition": "inline" });
  const file = await readIntoMemory(cover);
  if (file && key) covers.set(key, file, version);
  return (file && memoryFileResponse(file, c.req.raw, PUBLIC_COVER)) ?? fileResponse(cover, c.req.raw, PUBLIC_COVER);
});
