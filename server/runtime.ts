// Start-up shared by `npm start` (server/main.ts), `npm run dev` (server/dev.ts) and the test
// harness: configuration, database (embedded or external), migrations, demo content.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { prepareDatabase } from "../db/prepare-database";
import { applyMigrations } from "../db/migrate";
import { seedDemoContent, type DemoAdmin } from "../db/seed";
import { connectDatabase, disconnectDatabase } from "../app/lib/db.server";
import { env, readEnv, type Env } from "../app/lib/env.server";
import { log } from "../app/lib/logger.server";

/** AUTH_SECRET from the environment, or one generated on first run and kept in DATA_DIR. */
function ensureAuthSecret(dataDir: string) {
  if (process.env.AUTH_SECRET) return;
  const file = path.resolve(dataDir, "auth-secret");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  process.env.AUTH_SECRET = readFileSync(file, "utf8").trim();
}

export type Runtime = { env: Env; demoAdmin: DemoAdmin | null; embedded: boolean; close: () => Promise<void> };

export async function bootRuntime(): Promise<Runtime> {
  const preliminary = readEnv(); // fail fast on bad configuration, before touching anything
  ensureAuthSecret(preliminary.DATA_DIR);
  const e = env();
  const database = await prepareDatabase({
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    log: (m) => log.info(m),
  });
  const { db, pool } = connectDatabase(database.url);
  await applyMigrations(db, pool);
  const demoAdmin = e.SEED_DEMO_CONTENT === "true" ? await seedDemoContent() : null;
  return {
    env: e,
    demoAdmin,
    embedded: database.embedded,
    close: async () => {
      await disconnectDatabase();
      await database.stop();
    },
  };
}
