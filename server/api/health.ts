import { Hono } from "hono";
import { pool } from "../../app/lib/db.server";

// GET /api/health — for load balancers and `npm start` smoke checks: 200 when the database answers.
export const health = new Hono().get("/api/health", async (c) => {
  try {
    await pool().query("select 1");
    return c.json({ status: "ok", database: "ok" }, 200, { "Cache-Control": "no-store" });
  } catch {
    return c.json({ status: "degraded", database: "unreachable" }, 503, { "Cache-Control": "no-store" });
  }
});
