// `npm run db:restore FILE [-- --force]` — restores a backup made by `npm run db:backup` into
// DATABASE_URL's database, or the embedded one under DATA_DIR (docs/decisions/043). Only into an
// EMPTY database (a new one, or the embedded server of a fresh DATA_DIR): a database that holds
// anything is refused unless --force, which first DROPS everything in it (schemas public and drizzle).
// pg_dump's custom format goes through pg_restore (one transaction); the logical dump through
// scripts/db-logical-dump.mjs (one transaction too). Stop the app before restoring.
import { existsSync, openSync, readSync, closeSync } from "node:fs";
import path from "node:path";
import { describeUrl, dropEverything, main, openTarget, parseArgs, pgTool, runTool, serverMajor, splitPassword, UsageError, userObjectCount, withClient } from "./db-tools.mjs";
import { isLogicalDump, restoreLogicalDump } from "./db-logical-dump.mjs";

const HELP = `Usage: npm run db:restore FILE [-- --force]
Restores FILE into DATABASE_URL's database, or the embedded one under DATA_DIR (default ./data).
The database must be empty. --force ERASES everything in it first.`;
const log = (m) => process.stdout.write(`${m}\n`);

function head(file) {
  const fd = openSync(file, "r");
  try {
    const buf = Buffer.alloc(5);
    readSync(fd, buf, 0, 5, 0);
    return buf;
  } finally {
    closeSync(fd);
  }
}

main(async () => {
  const { flags, rest } = parseArgs(process.argv.slice(2), { positional: 1 });
  if (flags.has("help") || flags.has("h")) return log(HELP);
  if (!rest[0]) throw new UsageError(HELP);
  const file = path.resolve(rest[0]);
  if (!existsSync(file)) throw new UsageError(`No such backup file: ${file}`);
  const magic = head(file);
  const logical = isLogicalDump(magic);
  if (!logical && magic.toString("latin1") !== "PGDMP") throw new UsageError(`${file} is neither a pg_dump custom-format file nor a Vidyapath logical dump.`);

  const target = await openTarget({ log });
  try {
    const where = target.embedded ? "the embedded database" : describeUrl(target.url);
    await withClient(target.url, async (client) => {
      const objects = await userObjectCount(client);
      if (objects > 0 && !flags.has("force")) {
        throw new UsageError(
          `Refusing to restore: ${where} is not empty (${objects} tables, views or sequences). Restore into a new, empty database, or run again with --force to ERASE everything in it first.`,
        );
      }
      if (objects > 0) {
        log(`--force: erasing everything in ${where}…`);
        await dropEverything(client);
      }
    });
    log(`Restoring ${path.basename(file)} into ${where}…`);
    if (logical) {
      const rows = await withClient(target.url, (client) => restoreLogicalDump(client, file, log));
      log(`Restored ${rows} rows.`);
    } else {
      const major = await withClient(target.url, serverMajor);
      const pgRestore = await pgTool("pg_restore");
      if (!pgRestore) throw new UsageError("This is a pg_dump custom-format backup, and there is no pg_restore here: install the PostgreSQL client tools (Debian: postgresql-client), or set PG_BIN_DIR.");
      if (pgRestore.major < major) log(`Note: pg_restore ${pgRestore.major} and server ${major}.`);
      const { url, env } = splitPassword(target.url);
      await runTool(pgRestore.bin, ["--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", "--dbname", url, file], env);
      log("Restored with pg_restore.");
    }
    log("Done. Start the app: it applies any newer migrations.");
  } finally {
    await target.stop();
  }
});
