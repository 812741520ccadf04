// GET /api/resources/{id}/file and /api/resources/{id}/preview — a study resource's PDF and its
// preview (decision 033), streamed from the file store with Range (206/416) so pdf.js loads a large
// book a few ranges at a time. Checked on every request, every range included:
// - file: free (published), owned, or admin; a paid item's buyer gets their watermarked copy;
// - preview: the row's separately stored preview only — never the full file;
// anonymous → 401, anyone else → 404 (a guessed id, another student's link, an unpublished item).
// GET /api/resources/{id}/cover — the cover image (decision 035): a published item's for anyone,
// signed in or not, `public` for a day (the card's URL carries a version, so a new cover is a new
// URL); an unpublished item's only for its owners and admins, `private, no-store`; else 404.
// GET /api/resources/{id}/page-1 — page 1 as a WebP for the viewer pages (decision 033 amendment):
// rendered from the file this viewer may read — the full file (free, owned, admin) or else the stored
// preview of a published item (`?from=preview`: the preview only) — so it shows nothing the file
// routes would not. Same answers as the files: 401 anonymous, 404 otherwise, `private, no-store`.
import { Hono } from "hono";
import { getSessionUser } from "../../app/features/accounts/session.server";
import { parseResourceId, resourceCoverFor, resourceFileFor, resourcePreviewFor } from "../../app/features/resources/resource-access.server";
import { pageOneFor } from "../../app/features/resources/resource-page-one.server";
import { fileResponse } from "./file-response";

// The browser's own PDF viewer shows the file when opened directly (the no-JavaScript link); pdf.js
// on our viewer pages reads it with fetch. Never framed by other sites.
const fileHeaders = (name: string) => ({
  "Cache-Control": "private, no-store",
  "Content-Disposition": `inline; filename="${name}"`,
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'self'",
  "X-Frame-Options": "SAMEORIGIN",
});

export const resourceFilesApi = new Hono()
  .get("/api/resources/:id/file", async (c) => {
    const viewer = await getSessionUser(c.req.raw);
    if (!viewer) return c.json({ error: "Please log in." }, 401);
    const id = parseResourceId(c.req.param("id"));
    const file = id === null ? null : await resourceFileFor(id, viewer);
    if (!file) return c.json({ error: "Not found" }, 404);
    // Never stored by any cache: every answer here depends on the session (decision 018's rule for
    // signed-in answers would turn anything else into `private, no-store` anyway).
    return fileResponse(file, c.req.raw, fileHeaders(file.name));
  })
  .get("/api/resources/:id/cover", async (c) => {
    const viewer = await getSessionUser(c.req.raw);
    const id = parseResourceId(c.req.param("id"));
    const cover = id === null ? null : await resourceCoverFor(id, viewer);
    if (!cover) return c.json({ error: "Not found" }, 404, { "Cache-Control": "no-store" });
    return fileResponse(cover, c.req.raw, {
      "Cache-Control": cover.public ? "public, max-age=86400" : "private, no-store",
      "Content-Disposition": "inline",
    });
  })
  .get("/api/resources/:id/page-1", async (c) => {
    const viewer = await getSessionUser(c.req.raw);
    if (!viewer) return c.json({ error: "Please log in." }, 401);
    const id = parseResourceId(c.req.param("id"));
    const page = id === null ? null : await pageOneFor(id, viewer, c.req.query("from") === "preview" ? "preview" : "file");
    if (!page) return c.json({ error: "Not found" }, 404);
    return fileResponse(page, c.req.raw, { "Cache-Control": "private, no-store", "Content-Disposition": "inline", "X-Content-Type-Options": "nosniff" });
  })
  .get("/api/resources/:id/preview", async (c) => {
    const viewer = await getSessionUser(c.req.raw);
    if (!viewer) return c.json({ error: "Please log in." }, 401);
    const id = parseResourceId(c.req.param("id"));
    const file = id === null ? null : await resourcePreviewFor(id, viewer);
    if (!file) return c.json({ error: "Not found" }, 404);
    return fileResponse(file, c.req.raw, fileHeaders(file.name));
  });
