// The cluster primary (WEB_CONCURRENCY > 1, decision 044): Node's own `node:cluster`, no process
// manager of ours. The primary has done what only one process may do (data-directory lock, embedded
// PostgreSQL, migrations, seed); here it forks the workers that serve the port (the primary accepts
// connections and hands them out round-robin), replaces a worker that dies, drains every worker on
// shutdown, and restarts them one at a time on SIGHUP/SIGUSR2 (a new worker serves before the old one
// is asked to stop, so the port never goes unserved).
import cluster, { type Worker } from "node:cluster";
import { log } from "../app/lib/logger.server";
import type { WorkerConfig } from "./runtime";

/** A worker asked to stop gets this long to drain its requests, then it is killed. */
const STOP_TIMEOUT_MS = 15_000;
/** A replacement for a dead worker starts after this pause (a crash at start-up must not spin). */
const REPLACE_DELAY_MS = 1_000;

export type ToWorker = { type: "config"; config: WorkerConfig } | { type: "shutdown" };
/** A worker asks for its settings once its listener is in place (a message sent earlier is lost). */
export type FromWorker = { type: "config-please" };

export type Primary = { shutdown: (reason: string, code?: number) => Promise<void>; rollingRestart: () => Promise<void> };

export function runPrimary(opts: { count: number; exec: string; config: WorkerConfig; onReady: () => void; onExit: (code: number) => Promise<void> }): Primary {
  cluster.setupPrimary({ exec: opts.exec });
  let ready = false;
  let stopping = false;
  let restarting = false;
  const retiring = new WeakSet<Worker>();

  const send = (worker: Worker, message: ToWorker) => {
    try {
      worker.send(message);
    } catch {
      // Its channel is already closed: the worker is on its way out.
    }
  };
  const fork = (): Worker => {
    const worker = cluster.fork();
    // The settings travel over the IPC channel: the generated AUTH_SECRET never enters an environment.
    worker.on("message", (message: FromWorker) => {
      if (message?.type === "config-please") send(worker, { type: "config", config: opts.config });
    });
    return worker;
  };
  const listening = (worker: Worker) =>
    new Promise<boolean>((resolve) => {
      worker.once("listening", () => resolve(true));
      worker.once("exit", () => resolve(false));
    });
  const exited = (worker: Worker) => new Promise<void>((resolve) => (worker.isDead() ? resolve() : worker.once("exit", () => resolve())));
  const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());

  /** Asks a worker to stop taking requests and drain; kills it if it has not exited in time. */
  const retire = async (worker: Worker) => {
    retiring.add(worker);
    send(worker, { type: "shutdown" });
    const force = setTimeout(() => worker.process.kill("SIGKILL"), STOP_TIMEOUT_MS);
    await exited(worker);
    clearTimeout(force);
  };

  cluster.on("exit", (worker, code, signal) => {
    if (stopping || retiring.has(worker)) return;
    if (!ready) {
      // A worker that cannot start (the port is taken, the database refuses): it said why on stderr,
      // and its siblings would fail alike. Stop everything rather than retry in a loop.
      void shutdown("a worker could not start", 1);
      return;
    }
    log.warn("worker died; starting a replacement", { pid: worker.process.pid, code, signal });
    setTimeout(() => {
      if (!stopping) fork();
    }, REPLACE_DELAY_MS);
  });

  async function shutdown(reason: string, code = 0) {
    if (stopping) return;
    stopping = true;
    log.info("shutting down", { reason });
    await Promise.all(alive().map(retire));
    await opts.onExit(code);
  }

  async function rollingRestart() {
    if (restarting || stopping || !ready) return;
    restarting = true;
    const old = alive();
    log.info("rolling restart", { workers: old.length });
    try {
      for (const worker of old) {
        if (stopping) break;
        const fresh = fork();
        if (!(await listening(fresh))) {
          log.error("rolling restart stopped: a new worker could not start; the old ones keep serving");
          break;
        }
        await retire(worker);
      }
    } finally {
      restarting = false;
    }
  }

  const first = Array.from({ length: opts.count }, fork);
  void Promise.all(first.map(listening)).then((ok) => {
    if (!ok.every(Boolean) || stopping) return;
    ready = true;
    opts.onReady();
  });
  return { shutdown, rollingRestart };
}
