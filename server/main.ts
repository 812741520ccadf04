// Production entry (`npm start`): boot, serve, and shut down cleanly on SIGINT/SIGTERM — stop taking
// connections, let requests in flight finish, close the pool, stop the embedded database.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { log } from "../app/lib/logger.server";
import { createApp } from "./app";
import { startAreaNotifications } from "../app/lib/cache/area-notifications.server";
import { pool } from "../app/lib/db.server";
import { startBackgroundJobs } from "./background-jobs";
import { watchParent } from "./instance-lock";
import { bootRuntime, demoAccountLine } from "./runtime";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function main() {
  process.env.NODE_ENV ??= "production";
  // Takes the data-directory lock (or refuses), and resolves the settings completely.
  const runtime = await bootRuntime();
  const { env } = runtime;
  const buildFile = path.join(root, "build", "server", "index.js");
  const build = (await import(buildFile)) as ServerBuild;
  const app = createApp({
    mode: "production",
    appUrl: env.APP_URL,
    trustProxy: env.TRUST_PROXY,
    getBuild: async () => build,
    clientDir: path.relative(process.cwd(), path.join(root, "build", "client")) || ".",
  });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
    const lines = [
      "",
      `  Vidyapath is running at ${env.APP_URL}`,
      runtime.embedded ? `  Database: embedded PostgreSQL (data in ${path.resolve(env.DATA_DIR)})` : "  Database: DATABASE_URL",
      env.S3_BUCKET ? `  Files: S3 bucket ${env.S3_BUCKET}${env.S3_ENDPOINT ? ` at ${env.S3_ENDPOINT}` : ""}` : `  Files: ${path.resolve(env.DATA_DIR, "files")}`,
    ];
    if (runtime.demoAdmin) {
      lines.push(
        demoAccountLine("Demo admin:", runtime.demoAdmin.admin),
        demoAccountLine("Demo student:", runtime.demoAdmin.student),
        `  Log in at ${env.APP_URL}/login`,
      );
    }
    if (!env.SMTP_URL) lines.push(`  E-mail: no SMTP_URL, so e-mails (password resets) are kept at ${env.APP_URL}/dev/mailbox`);
    process.stdout.write(lines.join("\n") + "\n\n");
  });
  const stopNotifications = startAreaNotifications({ connectionString: runtime.databaseUrl, pool: pool() });
  const stopJobs = startBackgroundJobs({ databaseUrl: runtime.databaseUrl, internalUrl: `http://${env.HOST && env.HOST !== "0.0.0.0" && env.HOST !== "::" ? env.HOST : "127.0.0.1"}:${env.PORT}`, reconcileSeconds: env.PAYMENT_RECONCILE_SECONDS, demoCovers: runtime.demoAdmin !== null });
  server.on("error", (error: NodeJS.ErrnoException) => {
    // The usual cause on a developer's machine is another program on the port: say so plainly, and
    // still stop the embedded database so nothing is left running.
    const message =
      error.code === "EADDRINUSE"
        ? `Port ${env.PORT} is already in use. Stop the program using it, or start Vidyapath on another port: PORT=${env.PORT + 1} npm start`
        : error.code === "EACCES"
          ? `Not allowed to listen on port ${env.PORT}. Use a port above 1024, for example PORT=3000 npm start`
          : `The web server failed: ${error.message}`;
    process.stderr.write(`\nVidyapath could not start:\n${message}\n`);
    void stopJobs();
    runtime
      .close()
      .catch(() => undefined)
      .finally(() => process.exit(1));
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("shutting down", { signal });
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    server.close(async () => {
      await stopJobs();
      await stopNotifications();
      await runtime.close().catch((error: unknown) => log.error("shutdown error", { error: String(error) }));
      process.exit(0);
    });
    // Idle keep-alive connections would hold close() open.
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  watchParent(() => shutdown("parent process gone"));
}

main().catch((error: unknown) => {
  process.stderr.write(`\nVidyapath could not start:\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
