// Applies the SQL migrations in db/migrations. An advisory lock makes two processes starting at once
// (two `npm start`, or parallel test workers) take turns instead of racing.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "../app/lib/db.server";
import type pg from "pg";

const here = path.dirname(fileURLToPath(import.meta.url));
// Works from source (db/) and from the bundled server (build/), both one level below the root.
export const MIGRATIONS_DIR = path.resolve(here, "..", "db", "migrations");

export async function applyMigrations(db: Database, pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock(727274)");
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query("select pg_advisory_unlock(727274)").catch(() => undefined);
    client.release();
  }
}
