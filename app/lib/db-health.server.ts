// Whether the database answers and carries every migration this build ships, for the liveness and
// readiness checks (routes do not import the database module).
import { readFileSync } from "node:fs";
import path from "node:path";
import { MIGRATIONS_DIR } from "../../db/migrate";
import { pool } from "./db.server";

export async function databaseAnswers(): Promise<boolean> {
  try {
    await pool().query("select 1");
    return true;
  } catch {
    return false;
  }
}

let shippedLatest: number | undefined;
/** The newest migration this build ships (drizzle's journal `when`, the value it records as applied). */
function latestShippedMigration(): number {
  if (shippedLatest === undefined) {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as { entries: { when: number }[] };
    shippedLatest = Math.max(0, ...journal.entries.map((e) => e.when));
  }
  return shippedLatest;
}

export type Readiness = { database: "ok" | "unreachable"; migrations: "ok" | "pending" | "unknown" };

/**
 * Ready to serve: the database answers and the newest shipped migration is applied (the migrator
 * applies in order, so the newest applied one tells). While another instance is still migrating,
 * or this build is newer than the schema, the answer is "pending" and a load balancer keeps traffic
 * away.
 */
export async function readiness(): Promise<Readiness> {
  try {
    const { rows } = await pool().query<{ latest: string | null }>(
      "select max(created_at)::text as latest from drizzle.__drizzle_migrations",
    );
    const applied = Number(rows[0]?.latest ?? 0);
    return { database: "ok", migrations: applied >= latestShippedMigration() ? "ok" : "pending" };
  } catch (error) {
    // 42P01: the migrations table does not exist yet — reachable, nothing applied.
    if ((error as { code?: string }).code === "42P01") return { database: "ok", migrations: "pending" };
    return { database: (await databaseAnswers()) ? "ok" : "unreachable", migrations: "unknown" };
  }
}
