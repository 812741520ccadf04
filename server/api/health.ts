import { Hono } from "hono";
import { databaseAnswers } from "../../app/lib/db-health.server";

// GET /api/health — for load balancers and `npm start` smoke checks: 200 when the database answers.
export const health = new Hono().get("/api/health", async (c) => {
  if (await databaseAnswers()) return c.json({ status: "ok", database: "ok" }, 200, { "Cache-Control": "no-store" });
  return c.json({ status: "degraded", database: "unreachable" }, 503, { "Cache-Control": "no-store" });
});
