// Start-up shared by `npm start` (server/main.ts) and `npm run dev` (server/dev.ts). The order
// matters (decision 016): the settings are complete only once AUTH_SECRET is resolved, and it may
// live in the database, so
//   1. preliminary settings: validated, not cached (AUTH_SECRET may still be missing);
//   2. the data-directory lock: refuse if another server serves from it;
//   3. the database (embedded or DATABASE_URL) and its migrations; the embedded one is marked as ours,
//      and a DATABASE_URL that points at another server's embedded one is refused (decision 044);
//   4. AUTH_SECRET: configured (checked against the shared fingerprint) or the shared generated one;
//   5. the final settings, cached — only now may anything call env();
//   6. the file store: with S3, the bucket is checked and files left on disk by an older version are
//      copied into it (idempotent; decision 029);
//   7. demo content.
// Nothing before step 5 calls env(); the logger reads only LOG_LEVEL. With WEB_CONCURRENCY > 1 the
// cluster primary does all of this once, and each worker only connects (`bootWorkerRuntime`).
import path from "node:path";
import { prepareDatabase, type PreparedDatabase } from "../db/prepare-database";
import { applyMigrations } from "../db/migrate";
import { seedDemoContent, type DemoAdmin } from "../db/seed";
import { connectDatabase, disconnectDatabase } from "../app/lib/db.server";
import { initEnv, readPreliminaryEnv, type Env } from "../app/lib/env.server";
import { log } from "../app/lib/logger.server";
import { prepareFileStore } from "../app/lib/storage/storage.server";
import { markEmbeddedOwner, refuseOthersEmbedded } from "./embedded-owner";
import { takeInstanceLock } from "./instance-lock";
import { resolveAuthSecret } from "./shared-secrets";

export type Runtime = { env: Env; demoAdmin: DemoAdmin | null; embedded: boolean; databaseUrl: string; close: () => Promise<void> };

export async function bootRuntime(): Promise<Runtime> {
  const preliminary = readPreliminaryEnv(); // fail fast on bad configuration, before touching anything
  const dataDir = path.resolve(preliminary.DATA_DIR);
  const releaseLock = await takeInstanceLock(dataDir, { url: preliminary.APP_URL, log: (m) => log.info(m) });
  let database: PreparedDatabase | undefined;
  let releaseOwner: (() => Promise<void>) | undefined;
  const close = async () => {
    try {
      await disconnectDatabase();
      await releaseOwner?.();
      await database?.stop();
    } finally {
      releaseLock();
    }
  };
  try {
    database = await prepareDatabase({ databaseUrl: preliminary.DATABASE_URL, dataDir, log: (m) => log.info(m) });
    if (database.embedded) releaseOwner = await markEmbeddedOwner(database.url);
    else await refuseOthersEmbedded(database.url);
    const { db, pool } = connectDatabase(database.url, preliminary.DB_POOL_MAX);
    await applyMigrations(db, pool);
    const secret = await resolveAuthSecret(pool, {
      configured: preliminary.AUTH_SECRET,
      rotate: preliminary.AUTH_SECRET_ROTATE,
      dataDir,
      log: (m) => log.warn(m),
    });
    const e = initEnv(secret);
    await prepareFileStore((m) => log.info(m));
    const demoAdmin = e.SEED_DEMO_CONTENT === "true" ? await seedDemoContent() : null;
    return { env: e, demoAdmin, embedded: database.embedded, databaseUrl: database.url, close };
  } catch (error) {
    // Leave nothing behind: no pool, no embedded database we started, no lock.
    await close().catch(() => undefined);
    throw error;
  }
}

/** What a cluster worker is handed by its primary (over IPC: the secret never enters the environment). */
export type WorkerConfig = { databaseUrl: string; authSecret: string; demoCovers: boolean; embedded: boolean };

/** A cluster worker's start-up: the primary has taken the lock, started and migrated the database,
 * resolved AUTH_SECRET and seeded; the worker connects its own pool and completes its settings. */
export async function bootWorkerRuntime(config: WorkerConfig): Promise<Runtime> {
  const preliminary = readPreliminaryEnv();
  connectDatabase(config.databaseUrl, preliminary.DB_POOL_MAX);
  const e = initEnv(config.authSecret);
  await prepareFileStore((m) => log.info(m));
  return { env: e, demoAdmin: null, embedded: config.embedded, databaseUrl: config.databaseUrl, close: disconnectDatabase };
}

/** "Demo admin:   admin@…  password: …", or why this instance cannot tell the password. */
export function demoAccountLine(label: string, account: DemoAdmin["admin"]) {
  return `  ${label.padEnd(13)} ${account.email}  ${account.password ? `password: ${account.password}` : `(${account.note})`}`;
}
