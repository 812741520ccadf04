// Production entry (`npm start`). WEB_CONCURRENCY (default: one per CPU core) decides the shape:
// - 1: one process boots, serves, runs its share of the background jobs (decision 044);
// - more: this process becomes the node:cluster primary — it boots (data-directory lock, embedded
//   PostgreSQL, migrations, seed) and forks that many workers, which serve the same port
//   (server/cluster-primary.ts). The same file is the workers' entry.
// Shutdown (SIGINT/SIGTERM, or the launching `npm start` gone): stop taking connections, let requests
// in flight finish, stop the jobs, close the pool, stop the embedded database. SIGHUP/SIGUSR2 restart
// the workers one at a time.
import cluster from "node:cluster";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { startAreaNotifications } from "../app/lib/cache/area-notifications.server";
import { disconnectDatabase, pool } from "../app/lib/db.server";
import { readPreliminaryEnv, type Env } from "../app/lib/env.server";
import { log } from "../app/lib/logger.server";
import { createRequestListener } from "./app";
import { startBackgroundJobs } from "./background-jobs";
import { type FromWorker, runPrimary, type ToWorker } from "./cluster-primary";
import { checkConnectionBudget } from "./connection-budget";
import { watchParent } from "./instance-lock";
import { bootRuntime, bootWorkerRuntime, demoAccountLine, type Runtime, type WorkerConfig } from "./runtime";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** After shutdown begins, how long a server still accepts the connections already on their way. */
const ACCEPT_GRACE_MS = 1_000;
const SHUTDOWN_TIMEOUT_MS = 15_000;

function banner(runtime: Runtime, workers: number) {
  const { env } = runtime;
  const lines = [
    "",
    `  Vidyapath is running at ${env.APP_URL}${workers > 1 ? ` (${workers} processes)` : ""}`,
    runtime.embedded ? `  Database: embedded PostgreSQL (data in ${path.resolve(env.DATA_DIR)})` : "  Database: DATABASE_URL",
    env.S3_BUCKET ? `  Files: S3 bucket ${env.S3_BUCKET}${env.S3_ENDPOINT ? ` at ${env.S3_ENDPOINT}` : ""}` : `  Files: ${path.resolve(env.DATA_DIR, "files")}`,
  ];
  if (runtime.demoAdmin) {
    lines.push(demoAccountLine("Demo admin:", runtime.demoAdmin.admin), demoAccountLine("Demo student:", runtime.demoAdmin.student), `  Log in at ${env.APP_URL}/login`);
  }
  if (!env.SMTP_URL) lines.push(`  E-mail: no SMTP_URL, so e-mails (password resets) are kept at ${env.APP_URL}/dev/mailbox`);
  process.stdout.write(lines.join("\n") + "\n\n");
}

function portMessage(env: Env, error: NodeJS.ErrnoException) {
  // The usual cause on a developer's machine is another program on the port: say so plainly.
  return error.code === "EADDRINUSE"
    ? `Port ${env.PORT} is already in use. Stop the program using it, or start Vidyapath on another port: PORT=${env.PORT + 1} npm start`
    : error.code === "EACCES"
      ? `Not allowed to listen on port ${env.PORT}. Use a port above 1024, for example PORT=3000 npm start`
      : `The web server failed: ${error.message}`;
}

/** Serves the app in this process (with its cache listener and its bid for job leadership); returns
 * the function that stops taking connections, drains the requests in flight, and stops the rest. */
async function serveHere(runtime: Runtime, opts: { demoCovers: boolean; onListening: () => void; onFailed: () => void }): Promise<() => Promise<void>> {
  const { env } = runtime;
  const build = (await import(path.join(root, "build", "server", "index.js"))) as ServerBuild;
  const listener = createRequestListener({
    mode: "production",
    appUrl: env.APP_URL,
    trustProxy: env.TRUST_PROXY,
    getBuild: async () => build,
    clientDir: path.relative(process.cwd(), path.join(root, "build", "client")) || ".",
    hostname: env.HOST,
  });
  // Draining: a response sent after shutdown began closes its connection instead of keeping it alive.
  // Set before anything answers: a front answer is written within this call (decision 046).
  let draining = false;
  const server = http.createServer((req, res) => {
    if (draining) res.shouldKeepAlive = false;
    void listener(req, res);
  });
  server.listen(env.PORT, env.HOST, opts.onListening);
  const stopNotifications = startAreaNotifications({ connectionString: runtime.databaseUrl, pool: pool() });
  const host = env.HOST && env.HOST !== "0.0.0.0" && env.HOST !== "::" ? env.HOST : "127.0.0.1";
  const stopJobs = startBackgroundJobs({ databaseUrl: runtime.databaseUrl, internalUrl: `http://${host}:${env.PORT}`, reconcileSeconds: env.PAYMENT_RECONCILE_SECONDS, demoCovers: opts.demoCovers });
  const stopRest = async () => {
    await stopJobs();
    await stopNotifications();
  };
  server.on("error", (error: NodeJS.ErrnoException) => {
    process.stderr.write(`\nVidyapath could not start:\n${portMessage(env, error)}\n`);
    void stopRest().finally(opts.onFailed);
  });
  return async () => {
    draining = true;
    // Leadership goes first, so another process takes the jobs over while this one drains.
    const jobsStopped = stopJobs();
    // Keep accepting for a moment: connections the kernel (or, under WEB_CONCURRENCY, the cluster
    // primary) has already accepted but not yet handed to this server would otherwise be reset when
    // the listener closes. Served meanwhile with `Connection: close` (above). Found by the
    // many-processes test under CI load: 4 of 8 in-flight requests reset.
    await new Promise((resolve) => setTimeout(resolve, ACCEPT_GRACE_MS));
    await new Promise<void>((resolve) => {
      // net.Server's close, not http.Server's: that one also drops every connection without a request
      // in progress — including one just accepted whose request has not been read yet, which would
      // fail mid-flight. Stop listening, let requests in flight finish, and close the connections
      // left idle (keep-alive) a second later and from then on.
      net.Server.prototype.close.call(server, () => resolve());
      const sweep = setInterval(() => server.closeIdleConnections(), 1_000);
      sweep.unref();
    });
    await jobsStopped;
    await stopNotifications();
  };
}

/** Runs `stop` once, on the first of the signals (or the launcher gone), then exits. */
function onShutdown(stop: () => Promise<void>, opts: { watchLauncher: boolean; signals?: boolean }) {
  let stopping = false;
  const shutdown = (reason: string) => {
    if (stopping) return;
    stopping = true;
    log.info("shutting down", { reason, pid: process.pid });
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    stop()
      .catch((error: unknown) => log.error("shutdown error", { error: String(error) }))
      .finally(() => process.exit(0));
  };
  if (opts.signals !== false) {
    process.on("SIGINT", () => shutdown("SIGINT"));
    process.on("SIGTERM", () => shutdown("SIGTERM"));
  }
  if (opts.watchLauncher) watchParent(() => shutdown("parent process gone"));
  return shutdown;
}

async function runSingle() {
  // Takes the data-directory lock (or refuses), and resolves the settings completely.
  const runtime = await bootRuntime();
  await checkConnectionBudget(1, runtime.env.DB_POOL_MAX).catch(() => undefined);
  const stopServing = await serveHere(runtime, {
    demoCovers: runtime.demoAdmin !== null,
    onListening: () => banner(runtime, 1),
    onFailed: () => {
      runtime
        .close()
        .catch(() => undefined)
        .finally(() => process.exit(1));
    },
  });
  onShutdown(
    async () => {
      await stopServing();
      await runtime.close();
    },
    { watchLauncher: true },
  );
}

async function runClusterPrimary(workers: number) {
  const runtime = await bootRuntime();
  await checkConnectionBudget(workers, runtime.env.DB_POOL_MAX).catch(() => undefined);
  // The primary serves nothing: its pool goes (its database mark and the embedded server stay).
  await disconnectDatabase();
  const primary = runPrimary({
    count: workers,
    exec: fileURLToPath(import.meta.url),
    config: { databaseUrl: runtime.databaseUrl, authSecret: runtime.env.AUTH_SECRET, demoCovers: runtime.demoAdmin !== null, embedded: runtime.embedded },
    onReady: () => banner(runtime, workers),
    onExit: async (code) => {
      await runtime.close().catch((error: unknown) => log.error("shutdown error", { error: String(error) }));
      process.exit(code);
    },
  });
  let stopping = false;
  const shutdown = (reason: string) => {
    if (stopping) return;
    stopping = true;
    // Workers drain within STOP_TIMEOUT_MS or are killed; the database stop follows.
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS + 10_000).unref();
    void primary.shutdown(reason);
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGHUP", () => void primary.rollingRestart());
  process.on("SIGUSR2", () => void primary.rollingRestart());
  watchParent(() => shutdown("parent process gone"));
}

async function runWorker() {
  // Until it serves, a worker asked to stop (or orphaned) simply exits; nothing is open yet.
  let shutdown: (reason: string) => void = () => process.exit(0);
  let configured: (config: WorkerConfig) => void = () => undefined;
  const config = new Promise<WorkerConfig>((resolve) => (configured = resolve));
  process.on("message", (message: ToWorker) => {
    if (message?.type === "config") configured(message.config);
    if (message?.type === "shutdown") shutdown("asked by the primary");
  });
  // The primary is gone (killed): nobody would stop the database or hand us connections.
  process.on("disconnect", () => shutdown("primary gone"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.send?.({ type: "config-please" } satisfies FromWorker);

  const runtime = await bootWorkerRuntime(await config);
  const stopServing = await serveHere(runtime, {
    demoCovers: (await config).demoCovers,
    onListening: () => log.info("worker serving", { pid: process.pid }),
    onFailed: () => process.exit(1),
  });
  shutdown = onShutdown(
    async () => {
      await stopServing();
      await runtime.close();
    },
    { watchLauncher: false, signals: false },
  );
}

async function main() {
  process.env.NODE_ENV ??= "production";
  if (cluster.isWorker) return runWorker();
  const workers = readPreliminaryEnv().WEB_CONCURRENCY ?? os.availableParallelism();
  return workers > 1 ? runClusterPrimary(workers) : runSingle();
}

main().catch((error: unknown) => {
  process.stderr.write(`\nVidyapath could not start:\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
