// One pg.Pool for the process. The server entry and the React Router server bundle are built
// separately, so the pool lives on globalThis to be shared instead of duplicated.
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../../db/schema";

export type Database = NodePgDatabase<typeof schema>;
/** A transaction of `db()`. An owning feature's function that must join its caller's transaction
 * (e.g. courses granting access inside the payment's transaction) takes an `Executor`. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Executor = Database | Transaction;
type Holder = { pool: pg.Pool; db: Database };
const KEY = Symbol.for("vidyapath.db");
const g = globalThis as { [KEY]?: Holder };

export function connectDatabase(url: string, max = 10): Holder {
  if (g[KEY]) return g[KEY];
  // A request waits at most 10 s for a connection, then fails (and is answered) instead of hanging.
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 10_000 });
  // An idle client losing its connection (database restarted) must not crash the process.
  pool.on("error", () => undefined);
  g[KEY] = { pool, db: drizzle(pool, { schema }) };
  return g[KEY];
}

export function db(): Database {
  const holder = g[KEY];
  if (!holder) throw new Error("Database not connected: connectDatabase() runs at start-up");
  return holder.db;
}

export function pool(): pg.Pool {
  const holder = g[KEY];
  if (!holder) throw new Error("Database not connected");
  return holder.pool;
}

export async function disconnectDatabase() {
  const holder = g[KEY];
  delete g[KEY];
  await holder?.pool.end();
}

/** The SQLSTATE of a PostgreSQL error (also when wrapped by drizzle's query error), else null. */
export function pgErrorCode(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/** A PostgreSQL unique violation (23505), also when wrapped by drizzle's query error. `constraint`
 * narrows it to one index or constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const pgError = e as { code?: string; constraint?: string };
    if (pgError.code === "23505") return constraint === undefined || pgError.constraint === constraint;
  }
  return false;
}
