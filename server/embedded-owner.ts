// The embedded PostgreSQL serves one Vidyapath server (issue 13, decision 044): it lives in that
// server's DATA_DIR, starts and stops with it, and is tuned for one machine. The server that started
// it marks its database with a session advisory lock held for its whole life on a connection of its
// own (PostgreSQL drops the mark with the session when that server dies). A server started with a
// DATABASE_URL checks for the mark — a shared lock attempt, which only the owner's exclusive lock
// blocks, so instances on a real PostgreSQL never block each other — and refuses while it is held.
// The cluster's workers are the owner's own processes and do not check.
import pg from "pg";
import { StartRefused } from "./instance-lock";

export const EMBEDDED_OWNER_LOCK_KEY = 7_319_044_002;

export const EMBEDDED_IN_USE_MESSAGE =
  "DATABASE_URL points at the embedded PostgreSQL of a running Vidyapath server: the embedded database serves one Vidyapath server. " +
  "For several instances use your own PostgreSQL with DATABASE_URL (decision 044), or raise WEB_CONCURRENCY on that server to use more cores.";

/** The owner's mark: held until the returned function is called (or the process dies). */
export async function markEmbeddedOwner(url: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url, application_name: "vidyapath-embedded-owner" });
  // The embedded server stops with us; a lost connection only loses the mark, never the process.
  client.on("error", () => undefined);
  await client.connect();
  await client.query("select pg_advisory_lock($1)", [EMBEDDED_OWNER_LOCK_KEY]);
  return () => client.end().catch(() => undefined);
}

/** Refuses (StartRefused) when the database at `url` is another server's embedded one. */
export async function refuseOthersEmbedded(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on("error", () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ free: boolean }>("select pg_try_advisory_lock_shared($1) as free", [EMBEDDED_OWNER_LOCK_KEY]);
    if (!rows[0]?.free) throw new StartRefused(EMBEDDED_IN_USE_MESSAGE);
  } finally {
    await client.end().catch(() => undefined);
  }
}
