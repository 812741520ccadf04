import { Hono } from "hono";
import { lessonFileFor } from "../../app/features/courses/lesson-files.server";
import { getSessionUser } from "../../app/features/accounts/session.server";
import { fileResponse } from "./file-response";

// GET /api/lessons/{id}/file — a lesson's video or PDF, for students enrolled in its course and for
// admins. Checked on every request (and every range request); anyone else gets a 404, so a guessed
// lesson id reveals nothing. Never cached by shared caches.
export const lessonFilesApi = new Hono().get("/api/lessons/:id/file", async (c) => {
  const viewer = await getSessionUser(c.req.raw);
  if (!viewer) return c.json({ error: "Please log in." }, 401);
  const file = await lessonFileFor(c.req.param("id"), viewer);
  if (!file) return c.json({ error: "Not found" }, 404);
  return fileResponse(file, c.req.raw, {
    "Cache-Control": "private, no-store",
    "Content-Disposition": `inline; filename="${file.name}"`,
    // PDF lessons are shown in an iframe on our own lesson page.
    "X-Frame-Options": "SAMEORIGIN",
    "Content-Security-Policy": "frame-ancestors 'self'; default-src 'none'; sandbox",
  });
});
