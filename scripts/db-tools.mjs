// What `npm run db:backup` and `npm run db:restore` share (docs/decisions/043-metrics-and-backups.md):
// finding the database (DATABASE_URL, or the embedded server under DATA_DIR, started and stopped
// again when the app is not running), the PostgreSQL client tools, and the logical dump used when no
// pg_dump here can read the server (Debian's pg_dump 15 refuses the embedded PostgreSQL 18).
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const MIGRATIONS_DIR = path.join(ROOT, "db", "migrations");

/** Prints a message for a person and ends with exit code 1 (no stack trace: it is an answer). */
export class UsageError extends Error {}

/**
 * The database to back up or restore into. `stop` stops the embedded server only if this script
 * started it (the app, when running, keeps its server).
 * @returns {Promise<{ url: string; embedded: boolean; stop: () => Promise<void> }>}
 */
export async function openTarget({ log }) {
  const external = process.env.DATABASE_URL?.trim();
  if (external) return { url: external, embedded: false, stop: async () => undefined };
  const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");
  if (!existsSync(path.join(dataDir, "postgres", "PG_VERSION"))) {
    throw new UsageError(`No DATABASE_URL and no embedded database in ${path.join(dataDir, "postgres")}. Set DATABASE_URL, or DATA_DIR to the app's data directory.`);
  }
  // The embedded server's start and stop live in TypeScript (db/embedded-postgres.ts): loaded through
  // tsx, a development dependency — the embedded database is for machines with the full checkout.
  const { tsImport } = await import("tsx/esm/api");
  const { startEmbeddedPostgres } = await tsImport("../db/embedded-postgres.ts", import.meta.url);
  const server = await startEmbeddedPostgres(dataDir, (m) => log(m));
  const url = new URL(server.url);
  url.pathname = "/vidyapath";
  return { url: url.toString(), embedded: true, stop: server.reused ? async () => undefined : server.stop };
}

/** The URL without its password, and the password for PGPASSWORD: never on a command line (ps). */
export function splitPassword(url) {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = "";
  return { url: u.toString(), env: password ? { PGPASSWORD: password } : {} };
}

export const describeUrl = (url) => {
  const u = new URL(url);
  return `${u.hostname}:${u.port || 5432}${u.pathname}`;
};

export async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The server's major version (e.g. 18). */
export async function serverMajor(client) {
  const { rows } = await client.query("show server_version_num");
  return Math.floor(Number(rows[0].server_version_num) / 10000);
}

/**
 * A PostgreSQL client program (pg_dump, pg_restore) and its major version, or null. PG_BIN_DIR
 * (e.g. /usr/lib/postgresql/18/bin) wins over PATH.
 */
export async function pgTool(name) {
  const candidates = process.env.PG_BIN_DIR ? [path.join(process.env.PG_BIN_DIR, name)] : [name];
  for (const bin of candidates) {
    try {
      const { stdout } = await run(bin, ["--version"]);
      const major = Number(/(\d+)(?:\.\d+)?/.exec(stdout)?.[1]);
      if (major) return { bin, major };
    } catch {
      // not installed here
    }
  }
  return null;
}

export async function runTool(bin, args, env) {
  try {
    return await run(bin, args, { env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const stderr = String(error.stderr ?? "").trim();
    throw new UsageError(`${path.basename(bin)} failed${stderr ? `:\n${stderr}` : `: ${error.message}`}`);
  }
}

/** Tables, views and sequences in the database's own schemas (not the system's). 0: empty. */
export async function userObjectCount(client) {
  const { rows } = await client.query(
    `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r','p','v','m','S','f') and n.nspname not in ('pg_catalog','information_schema','pg_toast') and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'`,
  );
  return rows[0].n;
}

/** Empties the database for `--force`: our two schemas and everything in them. */
export async function dropEverything(client) {
  await client.query("drop schema if exists drizzle cascade");
  await client.query("drop schema if exists public cascade");
  await client.query("create schema public");
}

export function parseArgs(argv, { positional }) {
  const flags = new Set();
  const values = {};
  const rest = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--force" || a === "--logical" || a === "--help" || a === "-h") flags.add(a.replace(/^-+/, ""));
    else if (a === "--out") values.out = argv[++i];
    else if (a.startsWith("--out=")) values.out = a.slice("--out=".length);
    else if (a.startsWith("-")) throw new UsageError(`Unknown option ${a}`);
    else rest.push(a);
  }
  if (rest.length > positional) throw new UsageError(`Too many arguments: ${rest.join(" ")}`);
  return { flags, values, rest };
}

/** Runs a script's main and turns a UsageError into one readable line and exit code 1. */
export function main(fn) {
  fn().then(
    () => process.exit(0),
    (error) => {
      process.stderr.write(`\n${error instanceof UsageError ? error.message : (error?.stack ?? String(error))}\n`);
      process.exit(1);
    },
  );
}
