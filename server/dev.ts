// `npm run dev`: the same Hono app, with Vite in middleware mode for hot reloading. Vite serves the
// source modules and HMR; everything else — the API and the pages — goes through Hono, so security
// headers, CSRF checks and guards behave as in production (CSP is relaxed for Vite's inline scripts).
import { createServer as createHttpServer } from "node:http";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { log } from "../app/lib/logger.server";
import { createRequestListener } from "./app";
import { startAreaNotifications } from "../app/lib/cache/area-notifications.server";
import { pool } from "../app/lib/db.server";
import { startBackgroundJobs } from "./background-jobs";
import { bootRuntime, demoAccountLine } from "./runtime";

process.env.NODE_ENV = "development";
// Takes the data-directory lock like `npm start` (one server per DATA_DIR), then the settings.
const runtime = await bootRuntime().catch((error: unknown) => {
  process.stderr.write(`\nVidyapath could not start:\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
const { env } = runtime;
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
// The same listener as production's (front answers, then Hono), behind Vite's middleware.
const listener = createRequestListener({
  mode: "development",
  appUrl: env.APP_URL,
  trustProxy: env.TRUST_PROXY,
  getBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
});
const server = createHttpServer((req, res) => vite.middlewares(req, res, () => void listener(req, res)));
startAreaNotifications({ connectionString: runtime.databaseUrl, pool: pool() });
startBackgroundJobs({ databaseUrl: runtime.databaseUrl, internalUrl: `http://127.0.0.1:${env.PORT}`, reconcileSeconds: env.PAYMENT_RECONCILE_SECONDS, demoCovers: runtime.demoAdmin !== null });
server.listen(env.PORT, env.HOST, () => {
  process.stdout.write(`\n  Vidyapath (development) at ${env.APP_URL}\n`);
  if (runtime.demoAdmin) process.stdout.write(`${demoAccountLine("Demo admin:", runtime.demoAdmin.admin)}\n\n`);
});

const stop = async () => {
  server.close();
  await vite.close();
  await runtime.close().catch((error: unknown) => log.error("shutdown error", { error: String(error) }));
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
