// The logical dump, for a server no pg_dump on this machine can read (docs/decisions/043): Debian's
// pg_dump 15 refuses the embedded PostgreSQL 18 ("server version mismatch") and the embedded
// packages ship no pg_dump. The schema is not dumped: it is the app's migrations (db/migrations), and
// the dump names the ones applied (by their hash); the data is every row of every table in the
// `public` and `drizzle` schemas as JSON (row_to_json), plus the sequences' positions.
//
// File: gzip of JSON lines —
//   {"format":"vidyapath-logical-dump","version":1,...,"migrations":[{hash,created_at}],"sequences":[...]}
//   {"table":"public.orders","columns":[...]}   then one JSON object per row
//   ... one such section per table ...
//   {"end":true,"rows":N}                        (a file without it was cut short and is refused)
// Restore: the same migrations' SQL in one transaction, the migration-inserted rows removed, the rows
// loaded with json_populate_recordset in foreign-key order, the sequences set; then commit.
import { createReadStream, createWriteStream, readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import path from "node:path";
import readline from "node:readline";
import { once } from "node:events";
import { createGunzip, createGzip } from "node:zlib";
import { MIGRATIONS_DIR, UsageError } from "./db-tools.mjs";

export const FORMAT = "vidyapath-logical-dump";
const SCHEMAS = ["public", "drizzle"];
const BATCH = 500;
const qi = (name) => `"${name.replace(/"/g, '""')}"`;
const qualified = (schema, table) => `${qi(schema)}.${qi(table)}`;

async function tablesOf(client) {
  const { rows } = await client.query(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r','p') and n.nspname = any($1) and not c.relispartition order by 1, 2`,
    [SCHEMAS],
  );
  return rows;
}

/** Columns a restore can write: stored, not generated. */
async function columnsOf(client, schema, table) {
  const { rows } = await client.query(
    `select a.attname from pg_attribute a where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' order by a.attnum`,
    [qualified(schema, table)],
  );
  return rows.map((r) => r.attname);
}

/** Writes the dump of the database `client` is connected to into `file`; returns the row count. */
export async function writeLogicalDump(client, file) {
  const gzip = createGzip();
  const out = createWriteStream(file, { mode: 0o600 });
  gzip.pipe(out);
  const write = async (value) => {
    if (!gzip.write(JSON.stringify(value) + "\n")) await once(gzip, "drain");
  };
  let rows = 0;
  // One snapshot for the whole dump, like pg_dump: rows written by the running app during the dump
  // are either all in it or not at all.
  await client.query("begin isolation level repeatable read read only");
  try {
    const version = (await client.query("show server_version")).rows[0].server_version;
    const hasMigrations = (await client.query("select to_regclass('drizzle.__drizzle_migrations') is not null as ok")).rows[0].ok;
    const migrations = hasMigrations ? (await client.query("select hash, created_at::text from drizzle.__drizzle_migrations order by created_at, id")).rows : [];
    const sequences = (
      await client.query("select schemaname as schema, sequencename as name, last_value::text from pg_sequences where schemaname = any($1) and last_value is not null", [SCHEMAS])
    ).rows;
    // Tables in foreign-key order, so a restore loads them as they come, streaming.
    const tables = await loadOrder(client, (await tablesOf(client)).map((t) => `${t.schema}.${t.name}`));
    await write({ format: FORMAT, version: 1, createdAt: new Date().toISOString(), server: version, migrations, sequences, tables });
    for (const [schema, name] of tables.map((t) => t.split("."))) {
      const columns = await columnsOf(client, schema, name);
      await write({ table: `${schema}.${name}`, columns });
      const list = columns.map(qi).join(", ");
      await client.query(`declare dump_rows no scroll cursor for select row_to_json(t)::text as j from (select ${list} from ${qualified(schema, name)}) t`);
      for (;;) {
        const batch = await client.query(`fetch ${BATCH} from dump_rows`);
        for (const r of batch.rows) if (!gzip.write(r.j + "\n")) await once(gzip, "drain");
        rows += batch.rows.length;
        if (batch.rows.length < BATCH) break;
      }
      await client.query("close dump_rows");
    }
    await write({ end: true, rows });
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    gzip.destroy();
    throw error;
  }
  gzip.end();
  await once(out, "close");
  return rows;
}

/** The migrations this checkout ships, each with drizzle's hash (sha256 of the file). */
function localMigrations() {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8"));
  return journal.entries.map((e) => {
    const sql = readFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), "utf8");
    return { tag: e.tag, hash: createHash("sha256").update(sql).digest("hex"), statements: sql.split("--> statement-breakpoint") };
  });
}

/** Is this file a logical dump? (A pg_dump custom-format file starts with "PGDMP" instead.) */
export function isLogicalDump(head) {
  return head[0] === 0x1f && head[1] === 0x8b;
}

/** Tables in an order where each comes after the tables its foreign keys point to (self-references
 * and cycles are fine inside one statement's checks; a cycle across tables is loaded as it comes). */
async function loadOrder(client, names) {
  const { rows } = await client.query(
    `select format('%s.%s', cn.nspname, c.relname) as child, format('%s.%s', pn.nspname, p.relname) as parent
     from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
     join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace where k.contype = 'f'`,
  );
  const parents = new Map(names.map((n) => [n, new Set()]));
  for (const r of rows) if (r.child !== r.parent && parents.has(r.child) && parents.has(r.parent)) parents.get(r.child).add(r.parent);
  const order = [];
  const placed = new Set();
  while (order.length < names.length) {
    const ready = names.filter((n) => !placed.has(n) && [...parents.get(n)].every((p) => placed.has(p)));
    const next = ready.length > 0 ? ready : names.filter((n) => !placed.has(n)).slice(0, 1);
    for (const n of next) {
      placed.add(n);
      order.push(n);
    }
  }
  return order;
}

/** Restores a logical dump into the (empty) database `client` is connected to, in one transaction:
 * a dump cut short (no end line) or any failure leaves the database as it was. */
export async function restoreLogicalDump(client, file, log) {
  const lines = readline.createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity })[Symbol.asyncIterator]();
  const first = await lines.next();
  let header;
  try {
    header = JSON.parse(first.value ?? "");
  } catch {
    header = null;
  }
  if (header?.format !== FORMAT || header.version !== 1) throw new UsageError(`${file} is not a Vidyapath logical dump.`);
  const toRun = migrationsToRun(header);
  await client.query("begin");
  try {
    log(`schema: ${toRun.length} migrations (up to ${toRun.at(-1)?.tag ?? "none"})`);
    for (const m of toRun) for (const statement of m.statements) if (statement.trim()) await client.query(statement);
    await client.query("create schema if not exists drizzle");
    await client.query('create table if not exists drizzle."__drizzle_migrations" (id serial primary key, hash text not null, created_at bigint)');
    for (const name of header.tables) {
      const exists = (await client.query("select to_regclass($1) is not null as ok", [qualified(...name.split("."))])).rows[0].ok;
      if (!exists) throw new UsageError(`The backup has table ${name}, which its migrations do not create: restore it with the version of Vidyapath that made it.`);
    }
    // Rows a migration inserted (seed values) come back with the data: remove them first.
    if (header.tables.length) await client.query(`truncate ${header.tables.map((n) => qualified(...n.split("."))).join(", ")} cascade`);
    let rows = 0;
    let table = null;
    let batch = [];
    const flush = async () => {
      if (!table || batch.length === 0) return;
      const list = table.columns.map(qi).join(", ");
      await client.query(`insert into ${table.target} (${list}) overriding system value select ${list} from json_populate_recordset(null::${table.target}, $1::json)`, [`[${batch.join(",")}]`]);
      rows += batch.length;
      batch = [];
    };
    let ended = false;
    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      const line = next.value;
      if (!line) continue;
      if (line.startsWith('{"table":')) {
        await flush();
        const section = JSON.parse(line);
        table = { target: qualified(...section.table.split(".")), columns: section.columns };
      } else if (line.startsWith('{"end":true')) {
        await flush();
        ended = JSON.parse(line).rows === rows;
      } else {
        batch.push(line);
        if (batch.length >= BATCH) await flush();
      }
    }
    if (!ended) throw new UsageError(`${file} is incomplete (the backup was cut short): nothing was restored.`);
    for (const s of header.sequences) await client.query("select setval($1::regclass, $2::bigint, true)", [qualified(s.schema, s.name), s.last_value]);
    await client.query("commit");
    return rows;
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  }
}

/** The checkout's migrations that made the dump's schema: the dump's must be a prefix of ours. */
function migrationsToRun(header) {
  const local = localMigrations();
  const known = new Set(local.map((m) => m.hash));
  if (header.migrations.some((m) => !known.has(m.hash))) {
    throw new UsageError("This backup's schema comes from migrations this checkout does not have: restore it with the version of Vidyapath that made it, then upgrade.");
  }
  const prefix = local.slice(0, header.migrations.length);
  if (prefix.some((m, i) => m.hash !== header.migrations[i].hash)) {
    throw new UsageError("This backup's migrations are not in this checkout's order: restore it with the version of Vidyapath that made it.");
  }
  return prefix;
}
