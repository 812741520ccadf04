// Job leadership across processes and machines (issue 13, decision 044): the background jobs run in
// the one process that holds a PostgreSQL session advisory lock. The lock lives on a dedicated
// pg.Client kept open for as long as the process leads — never a pool connection, which would be
// handed to a request with the lock still on it. When the leader dies or its connection drops,
// PostgreSQL releases the lock with the session, and another process's next attempt (every few
// seconds) takes it. The leader checks its connection periodically and steps down when it breaks, so
// two leaders never run at once for longer than one health-check interval.
import pg from "pg";
import { log } from "../app/lib/logger.server";

/** The advisory lock key of job leadership: any constant no other lock in the database uses. */
export const JOB_LEADER_LOCK_KEY = 7_319_044_001;

export type JobLeaderOptions = {
  connectionString: string;
  /** Called on becoming leader: start the jobs, return the function that stops them. */
  onLead: () => () => void;
  /** How often a follower tries to take the lock, and how often the leader checks its connection. */
  retryMs?: number;
  healthMs?: number;
  key?: number;
};

export type JobLeader = { isLeader: () => boolean; backendPid: () => number | null; stop: () => Promise<void> };

export function startJobLeader(opts: JobLeaderOptions): JobLeader {
  const retryMs = opts.retryMs ?? 3_000;
  const healthMs = opts.healthMs ?? 2_000;
  const key = opts.key ?? JOB_LEADER_LOCK_KEY;
  let client: pg.Client | null = null;
  let pid: number | null = null;
  let stopJobs: (() => void) | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let busy = false;

  const dropConnection = () => {
    const c = client;
    client = null;
    pid = null;
    // end() on a broken connection may never call back: do not wait for it.
    c?.end().catch(() => undefined);
  };

  const stepDown = (reason: string) => {
    if (stopJobs) {
      log.warn("background jobs: leadership lost", { reason });
      stopJobs();
      stopJobs = null;
    }
    dropConnection();
  };

  const attempt = async () => {
    if (!client) {
      const c = new pg.Client({ connectionString: opts.connectionString, connectionTimeoutMillis: 5_000, application_name: "vidyapath-job-leader" });
      // A terminated backend or a restarted database surfaces here; without a listener it would crash.
      c.on("error", (error) => {
        if (client === c) stepDown(`connection error: ${error.message}`);
      });
      c.on("end", () => {
        if (client === c) stepDown("connection closed");
      });
      client = c;
      await c.connect();
      const { rows } = await c.query<{ pid: number }>("select pg_backend_pid() as pid");
      pid = rows[0]?.pid ?? null;
    }
    const c = client;
    const { rows } = await c.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [key]);
    if (client !== c || stopped) return;
    if (rows[0]?.locked) {
      log.info("background jobs: this process leads", { pid: process.pid });
      stopJobs = opts.onLead();
    }
  };

  const checkHealth = async () => {
    const c = client;
    if (!c) return stepDown("no connection");
    await Promise.race([
      c.query("select 1"),
      new Promise((_, reject) => setTimeout(() => reject(new Error("health check timed out")), Math.max(1_000, healthMs)).unref()),
    ]);
  };

  const tick = async () => {
    if (busy || stopped) return;
    busy = true;
    try {
      if (stopJobs) await checkHealth();
      else await attempt();
    } catch (error) {
      stepDown(String(error instanceof Error ? error.message : error));
    } finally {
      busy = false;
      if (!stopped) {
        timer = setTimeout(tick, stopJobs ? healthMs : retryMs);
        timer.unref();
      }
    }
  };
  void tick();

  return {
    isLeader: () => stopJobs !== null,
    backendPid: () => pid,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stopJobs?.();
      stopJobs = null;
      const c = client;
      client = null;
      // Closing the session releases the lock at once; the others' next attempt takes over.
      await c?.end().catch(() => undefined);
    },
  };
}
