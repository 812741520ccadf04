// `npm run db:backup` and `npm run db:restore` (issue 13, decision 043), run as an operator runs them:
// a backup of a database with orders, restored into a fresh database where the orders are found and
// new rows still get new ids; a non-empty database is refused without --force. Against the embedded
// PostgreSQL 18 this exercises the logical dump (Debian's pg_dump 15 refuses that server); against the
// CI machine's PostgreSQL 15, pg_dump's custom format and pg_restore.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { drizzle } from "drizzle-orm/node-postgres";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCheckout } from "../../app/features/payments/orders.server";
import { startEmbeddedPostgres } from "../../db/embedded-postgres";
import { applyMigrations } from "../../db/migrate";
import { ensureDatabase } from "../../db/prepare-database";
import * as schema from "../../db/schema";
import { courses, orders } from "../../db/schema";
import { createCourse, createUser } from "../support/factories";

const run = promisify(execFile);
const dir = mkdtempSync(path.join(os.tmpdir(), "vp-backup-"));
const freshName = `restore_${process.pid}_${Date.now()}`;
const urlOf = (name: string) => {
  const u = new URL(process.env.DATABASE_URL!);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Runs one of the scripts against `databaseUrl`; never throws: the exit code is part of the answer. */
async function script(name: "db-backup" | "db-restore", args: string[], databaseUrl: string, extraEnv: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, ...extraEnv };
  if (!databaseUrl) delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join("scripts", `${name}.mjs`), ...args], { env, timeout: 120_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, stdout: e.stdout ?? "", stderr: e.stderr ?? "" };
  }
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: urlOf("postgres") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const madeOrders: { id: string; amountPaise: number; status: string }[] = [];
let freshPool: pg.Pool;

beforeAll(async () => {
  const student = await createUser();
  for (const price of [299, 499]) {
    const course = await createCourse({ tag: "Paid", priceRupees: price });
    const started = await startCheckout({ userId: student.id, type: "course", productId: String(course.id) });
    if (!started.ok) throw new Error("fixture order");
    madeOrders.push({ id: started.order.id, amountPaise: price * 100, status: "created" });
  }
  await admin(`create database ${freshName}`);
  freshPool = new pg.Pool({ connectionString: urlOf(freshName), max: 2 });
  freshPool.on("error", () => undefined); // its connections end when the test drops the database
});

afterAll(async () => {
  await freshPool?.end();
  await admin(`drop database if exists ${freshName} with (force)`);
  rmSync(dir, { recursive: true, force: true });
});

describe("db:backup and db:restore", () => {
  const file = path.join(dir, "vidyapath-test.dump");

  it("backs up a database with orders and restores it into a fresh database, orders and all", async () => {
    const backup = await script("db-backup", ["--out", file], process.env.DATABASE_URL!);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`Backup written: ${file}`);
    expect(backup.stdout).toMatch(/pg_dump \d+, custom format|Logical dump, \d+ rows/);

    const restore = await script("db-restore", [file], urlOf(freshName));
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);

    const restored = drizzle(freshPool);
    for (const made of madeOrders) {
      const [row] = await restored.select({ id: orders.id, amountPaise: orders.amountPaise, status: orders.status }).from(orders).where(eq(orders.id, made.id));
      expect(row).toEqual(made);
    }
    // The sequences came along: a new course gets the next id, not one the backup already has.
    const [{ max }] = (await freshPool.query<{ max: number }>("select max(id)::int as max from courses")).rows;
    const [added] = await restored
      .insert(courses)
      .values({ name: "After restore", category: "Class 10th", description: "x", image: "/i.svg", thumbnail: "/i.svg", ratingTenths: 40, tag: "Free", priceRupees: 0, instructor: "T", language: "English", duration: "1 hour", trailerUrl: "", highlights: [], requirements: [] })
      .returning({ id: courses.id });
    expect(added.id).toBeGreaterThan(max);
    // The schema is the one the app's migrations make: all of them are recorded as applied.
    const [{ n }] = (await freshPool.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations")).rows;
    const journal = JSON.parse(readFileSync(path.join("db", "migrations", "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
    expect(n).toBe(journal.entries.length);
  });

  it("refuses to restore over a database that is not empty unless --force, which replaces it", async () => {
    await freshPool.query("delete from orders where id = $1", [madeOrders[0].id]);
    const refused = await script("db-restore", [file], urlOf(freshName));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/Refusing to restore: .* is not empty/);
    expect(refused.stderr).toContain("--force");
    // Nothing was touched: the order deleted above is still gone.
    expect((await freshPool.query("select 1 from orders where id = $1", [madeOrders[0].id])).rowCount).toBe(0);

    const forced = await script("db-restore", [file, "--force"], urlOf(freshName));
    expect(forced.stderr).toBe("");
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain("erasing everything");
    expect((await freshPool.query("select 1 from orders where id = $1", [madeOrders[0].id])).rowCount).toBe(1);
  });

  it("refuses a file that is not a backup, and a backup cut short", async () => {
    const junk = path.join(dir, "junk.dump");
    writeFileSync(junk, "hello");
    const res = await script("db-restore", [junk], urlOf(freshName));
    expect(res.code).toBe(1);
    expect(res.stderr).toContain("is neither a pg_dump custom-format file nor a Vidyapath logical dump");
    const cut = path.join(dir, "cut.dump");
    writeFileSync(cut, readFileSync(file).subarray(0, 200));
    await admin(`drop database ${freshName} with (force)`);
    await admin(`create database ${freshName}`);
    const partial = await script("db-restore", [cut], urlOf(freshName));
    expect(partial.code).toBe(1);
    // Whichever tool read it, the database is left empty, not half-restored.
    const client = new pg.Client({ connectionString: urlOf(freshName) });
    await client.connect();
    try {
      expect((await client.query("select 1 from pg_tables where schemaname = 'public'")).rowCount).toBe(0);
    } finally {
      await client.end();
    }
  });
});

describe("db:backup with the embedded database", () => {
  const dataDir = path.join(dir, "data");
  const accepts = async (url: string) => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.end();
      return true;
    } catch {
      return false;
    }
  };

  it("uses the running server and leaves it running; starts a stopped one and stops it again", async () => {
    const server = await startEmbeddedPostgres(dataDir, () => undefined);
    const url = await ensureDatabase(server.url, "vidyapath");
    const p = new pg.Pool({ connectionString: url, max: 2 });
    try {
      await applyMigrations(drizzle(p, { schema }), p);
      await p.query("insert into app_secrets (name, value) values ('backup-test', 'kept')");
    } finally {
      await p.end();
    }
    try {
      const whileRunning = await script("db-backup", ["--out", path.join(dir, "running.dump")], "", { DATA_DIR: dataDir });
      expect(whileRunning.stderr).toBe("");
      expect(whileRunning.code).toBe(0);
      expect(await accepts(url)).toBe(true);
    } finally {
      await server.stop();
    }
    expect(await accepts(url)).toBe(false);
    const stopped = path.join(dir, "stopped.dump");
    const whileStopped = await script("db-backup", ["--out", stopped], "", { DATA_DIR: dataDir });
    expect(whileStopped.stderr).toBe("");
    expect(whileStopped.code).toBe(0);
    expect(whileStopped.stdout).toContain("the embedded database");
    expect(await accepts(url)).toBe(false);

    // That backup restores elsewhere (here: a fresh database on the test server).
    await admin(`drop database if exists ${freshName} with (force)`);
    await admin(`create database ${freshName}`);
    const restore = await script("db-restore", [stopped], urlOf(freshName));
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    const client = new pg.Client({ connectionString: urlOf(freshName) });
    await client.connect();
    try {
      expect((await client.query("select value from app_secrets where name = 'backup-test'")).rows).toEqual([{ value: "kept" }]);
    } finally {
      await client.end();
    }
  });
});
