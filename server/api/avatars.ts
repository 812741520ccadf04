import { Hono } from "hono";
import { readAvatar } from "../../app/features/accounts/avatar.server";
import { getSessionUser } from "../../app/features/accounts/session.server";

// GET /api/avatars/{file} — a profile photo, for its owner and admins only. Anyone else gets a 404,
// so a guessed name reveals nothing.
export const avatarsApi = new Hono().get("/api/avatars/:file", async (c) => {
  const viewer = await getSessionUser(c.req.raw);
  if (!viewer) return c.json({ error: "Please log in." }, 401);
  const found = await readAvatar(c.req.param("file"), viewer);
  if (!found) return c.json({ error: "Not found" }, 404);
  return c.body(new Uint8Array(found.bytes), 200, {
    "Content-Type": found.mime,
    "Cache-Control": "private, max-age=3600",
    "Content-Disposition": "inline",
  });
});
