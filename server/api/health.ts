import { Hono } from "hono";
import { readiness } from "../../app/lib/db-health.server";

// GET /api/health — liveness: 200 while the process serves requests, whatever the database does, so
// an orchestrator restarts only a process that is really stuck (a database outage must not restart
// every instance at once).
// GET /api/ready — readiness, for load balancers: 200 only when the database answers and every
// migration this build ships is applied; 503 otherwise (outage, or another instance still migrating).
const noStore = { "Cache-Control": "no-store" };

export const health = new Hono()
  .get("/api/health", (c) => c.json({ status: "ok" }, 200, noStore))
  .get("/api/ready", async (c) => {
    const state = await readiness();
    const ready = state.database === "ok" && state.migrations === "ok";
    return c.json({ status: ready ? "ready" : "not-ready", ...state }, ready ? 200 : 503, noStore);
  });
