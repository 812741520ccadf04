// GET /api/blogs/{id}/cover — a blog post's cover (decision 036), like the study resources' covers
// (decision 035): a published post's for anyone, `public` for a day (the URL carries a version, so a
// new cover is a new URL); a draft's or a scheduled post's only for admins, `private, no-store`;
// otherwise 404. `?size=480` is the cards' small copy.
import { Hono } from "hono";
import { getSessionUser } from "../../app/features/accounts/session.server";
import { blogCoverFor, parsePostSegment } from "../../app/features/blogs/catalogue.server";
import { fileResponse } from "./file-response";

export const blogCoversApi = new Hono().get("/api/blogs/:id/cover", async (c) => {
  const segment = parsePostSegment(c.req.param("id"));
  const viewer = segment ? await getSessionUser(c.req.raw) : null;
  const cover = segment && !segment.slug ? await blogCoverFor(segment.id, viewer, c.req.query("size") === "480" ? "small" : "large") : null;
  if (!cover) return c.json({ error: "Not found" }, 404, { "Cache-Control": "no-store" });
  return fileResponse(cover, c.req.raw, { "Cache-Control": cover.public ? "public, max-age=86400" : "private, no-store", "Content-Disposition": "inline" });
});
