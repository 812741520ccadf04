// Cache invalidation across processes (issue 13, decision 044): a committed change to a content area
// is announced with `NOTIFY vidyapath_content_area, '<area>'`, and every process LISTENs on a
// dedicated connection (not a pool one: LISTEN belongs to a session) and drops its caches of that
// area. PostgreSQL delivers a notification to every listening session of the database within
// milliseconds, so an edit made through one instance shows on every instance's cached pages at once.
//
// A notification sent while a listener is disconnected is lost, so on every (re)connection the
// listener bumps every area: a few cache misses instead of a stale page. A connection that dies
// silently is found by a periodic query.
import pg from "pg";
import { log } from "../logger.server";
import { CONTENT_AREAS, type ContentArea, isContentArea, markAreaChanged, setAreaAnnouncer } from "./content-areas";

export const AREA_CHANNEL = "vidyapath_content_area";

type Queryable = { query: (text: string, values: unknown[]) => Promise<unknown> };

/** Sends the area's notification (after commit: NOTIFY in autocommit is delivered at once). */
export function notifyAreaChanged(db: Queryable, area: ContentArea): Promise<void> {
  return db.query("select pg_notify($1, $2)", [AREA_CHANNEL, area]).then(() => undefined);
}

export type AreaListener = { stop: () => Promise<void>; backendPid: () => number | null; connected: () => boolean };

/** Listens for area notifications on its own connection; reconnects after a loss (`onChange` is then
 * called for every area). */
export function listenForAreaChanges(opts: { connectionString: string; onChange: (area: ContentArea) => void; reconnectMs?: number; healthMs?: number }): AreaListener {
  const reconnectMs = opts.reconnectMs ?? 1_000;
  const healthMs = opts.healthMs ?? 10_000;
  let client: pg.Client | null = null;
  let pid: number | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let everConnected = false;

  const lost = (c: pg.Client, reason: string) => {
    if (client !== c) return;
    client = null;
    pid = null;
    c.end().catch(() => undefined);
    if (stopped) return;
    log.warn("cache notifications: connection lost, reconnecting", { reason });
    schedule();
  };

  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, reconnectMs);
    retry.unref();
  };

  const connect = async () => {
    const c = new pg.Client({ connectionString: opts.connectionString, connectionTimeoutMillis: 5_000, application_name: "vidyapath-cache-listener" });
    c.on("error", (error) => lost(c, error.message));
    c.on("end", () => lost(c, "connection closed"));
    c.on("notification", (message) => {
      if (message.channel === AREA_CHANNEL && message.payload && isContentArea(message.payload)) opts.onChange(message.payload);
    });
    client = c;
    try {
      await c.connect();
      await c.query(`listen ${AREA_CHANNEL}`);
      const { rows } = await c.query<{ pid: number }>("select pg_backend_pid() as pid");
      if (client !== c) return;
      pid = rows[0]?.pid ?? null;
      // Whatever changed while nobody listened here (a reconnection) is unknown: drop everything.
      if (everConnected) CONTENT_AREAS.forEach((area) => opts.onChange(area));
      everConnected = true;
      if (stopped) await c.end().catch(() => undefined);
    } catch (error) {
      lost(c, String(error instanceof Error ? error.message : error));
    }
  };

  const health = setInterval(() => {
    const c = client;
    if (!c || pid === null) return;
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error("health check timed out")), 5_000).unref());
    Promise.race([c.query("select 1"), timeout]).catch((error: unknown) => lost(c, String(error instanceof Error ? error.message : error)));
  }, healthMs);
  health.unref();
  void connect();

  return {
    backendPid: () => pid,
    connected: () => pid !== null,
    stop: async () => {
      stopped = true;
      clearInterval(health);
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}

/** This process's share: `bumpArea` notifies through `pool`, and notifications drop this process's
 * caches. Returns the function that stops both. */
export function startAreaNotifications(opts: { connectionString: string; pool: Queryable }): () => Promise<void> {
  setAreaAnnouncer((area) => {
    notifyAreaChanged(opts.pool, area).catch((error: unknown) => log.warn("cache notification not sent", { area, error: String(error) }));
  });
  const listener = listenForAreaChanges({ connectionString: opts.connectionString, onChange: markAreaChanged });
  return async () => {
    setAreaAnnouncer(null);
    await listener.stop();
  };
}
