// Pool sizing across processes (decision 044): every serving process keeps DB_POOL_MAX pooled
// connections, two of its own (job leadership, cache notifications) and up to
// CHECKOUT_LOCK_CONNECTIONS during checkouts. Start-up compares that with the server's
// max_connections and warns — it cannot know how many other instances share the database.
import { CHECKOUT_LOCK_CONNECTIONS } from "../app/features/payments/checkout-lock.server";
import { pool } from "../app/lib/db.server";
import { log } from "../app/lib/logger.server";

export const perProcessConnections = (poolMax: number) => poolMax + 2 + CHECKOUT_LOCK_CONNECTIONS;

/** Warns when this instance's processes alone could use more connections than the server allows. */
export async function checkConnectionBudget(processes: number, poolMax: number): Promise<void> {
  const { rows } = await pool().query<{ max_connections: string }>("show max_connections");
  const max = Number(rows[0]?.max_connections);
  // The primary keeps one (the embedded database's owner mark); PostgreSQL reserves a few for superusers.
  const need = processes * perProcessConnections(poolMax) + 1;
  if (Number.isFinite(max) && need > max - 3) {
    log.warn("database connections may run out", {
      processes,
      DB_POOL_MAX: poolMax,
      upTo: need,
      max_connections: max,
      fix: "lower DB_POOL_MAX or WEB_CONCURRENCY, or raise max_connections (every instance on the database counts)",
    });
  }
}
