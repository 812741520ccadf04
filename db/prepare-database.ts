// Decides which PostgreSQL the app talks to: DATABASE_URL when set, otherwise the embedded server
// under DATA_DIR. Makes sure the application database exists.
import pg from "pg";
import { startEmbeddedPostgres } from "./embedded-postgres";

export type PreparedDatabase = { url: string; embedded: boolean; stop: () => Promise<void> };

export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) {
      // Identifier cannot be a bind parameter; `name` is ours, validated to [a-z0-9_].
      if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Bad database name ${name}`);
      await client.query(`create database ${name}`).catch((e: { code?: string }) => {
        if (e.code !== "42P04") throw e; // created concurrently by another process
      });
    }
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function prepareDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  log: (m: string) => void;
}): Promise<PreparedDatabase> {
  if (opts.databaseUrl) {
    return { url: opts.databaseUrl, embedded: false, stop: async () => undefined };
  }
  const server = await startEmbeddedPostgres(opts.dataDir, opts.log);
  const url = await ensureDatabase(server.url, "vidyapath");
  return { url, embedded: true, stop: server.stop };
}
