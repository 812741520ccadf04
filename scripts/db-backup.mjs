// `npm run db:backup [-- --out FILE] [-- --logical]` — a backup of the app's database
// (docs/decisions/043-metrics-and-backups.md): DATABASE_URL's, or the embedded server's (started for
// the backup and stopped again when the app is not running). Written to
// ./data/backups/vidyapath-YYYYMMDD-HHMMSS.dump by default, with pg_dump's custom format when a pg_dump
// here can read the server (its major version at least the server's; PG_BIN_DIR picks one). Otherwise
// — Debian's pg_dump 15 and the embedded PostgreSQL 18 — a logical dump (scripts/db-logical-dump.mjs),
// which `npm run db:restore` restores the same way. The file is only given its name once complete.
import { mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { describeUrl, main, openTarget, parseArgs, pgTool, runTool, serverMajor, splitPassword, UsageError, withClient } from "./db-tools.mjs";
import { writeLogicalDump } from "./db-logical-dump.mjs";

const HELP = `Usage: npm run db:backup [-- --out FILE] [-- --logical]
Backs up DATABASE_URL's database, or the embedded one under DATA_DIR (default ./data).
  --out FILE   where to write (default: DATA_DIR/backups/vidyapath-YYYYMMDD-HHMMSS.dump)
  --logical    the logical dump even when pg_dump could be used`;

const stamp = (d) => d.toISOString().replace(/\.\d+Z$/, "").replace(/-|:/g, "").replace("T", "-");
const log = (m) => process.stdout.write(`${m}\n`);
const shown = (file) => (path.relative(process.cwd(), file).startsWith("..") ? file : path.relative(process.cwd(), file));

main(async () => {
  const { flags, values } = parseArgs(process.argv.slice(2), { positional: 0 });
  if (flags.has("help") || flags.has("h")) return log(HELP);
  const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");
  const file = path.resolve(values.out ?? path.join(dataDir, "backups", `vidyapath-${stamp(new Date())}.dump`));
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  const target = await openTarget({ log });
  try {
    const major = await withClient(target.url, serverMajor);
    const pgDump = flags.has("logical") ? null : await pgTool("pg_dump");
    log(`Backing up ${target.embedded ? "the embedded database" : describeUrl(target.url)} (PostgreSQL ${major})…`);
    if (pgDump && pgDump.major >= major) {
      const { url, env } = splitPassword(target.url);
      await runTool(pgDump.bin, ["--format=custom", "--no-owner", "--no-privileges", "--file", partial, "--dbname", url], env);
      renameSync(partial, file);
      log(`pg_dump ${pgDump.major}, custom format. Restore with: npm run db:restore ${shown(file)}`);
    } else {
      if (!flags.has("logical")) {
        log(pgDump ? `pg_dump here is version ${pgDump.major}, older than the server (${major}), and refuses it: writing a logical dump instead (set PG_BIN_DIR to a pg_dump ${major} to get pg_dump's format).` : `No pg_dump here: writing a logical dump instead.`);
      }
      const rows = await withClient(target.url, (client) => writeLogicalDump(client, partial));
      renameSync(partial, file);
      log(`Logical dump, ${rows} rows. Restore with: npm run db:restore ${shown(file)}`);
    }
    log(`Backup written: ${file} (${statSync(file).size} bytes)`);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error instanceof UsageError ? error : new UsageError(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await target.stop();
  }
});
