import { Hono } from "hono";
import { avatarFileFor } from "../../app/features/accounts/avatar.server";
import { getSessionUser } from "../../app/features/accounts/session.server";
import { fileResponse } from "./file-response";

// GET /api/avatars/{file} — a profile photo, for its owner and admins only. Anyone else gets a 404,
// so a guessed name reveals nothing. Read from the file store (disk or S3, decision 029).
export const avatarsApi = new Hono().get("/api/avatars/:file", async (c) => {
  const viewer = await getSessionUser(c.req.raw);
  if (!viewer) return c.json({ error: "Please log in." }, 401);
  const found = await avatarFileFor(c.req.param("file"), viewer);
  if (!found) return c.json({ error: "Not found" }, 404);
  return fileResponse(found, c.req.raw, {
    "Cache-Control": "private, max-age=3600",
    "Content-Disposition": "inline",
  });
});
