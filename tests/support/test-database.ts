// Test databases: one PostgreSQL server per test run — DATABASE_URL's (CI also runs against the
// machine's PostgreSQL 15) or the embedded PostgreSQL 18 in ./data/test — a template database with
// the migrations applied, and one database per test worker cloned from it.
import path from "node:path";
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { applyMigrations } from "../../db/migrate";
import { startEmbeddedPostgres } from "../../db/embedded-postgres";
import * as schema from "../../db/schema";

export type TestServer = { serverUrl: string; stop: () => Promise<void> };

export async function startTestServer(): Promise<TestServer> {
  const external = process.env.DATABASE_URL;
  if (external) return { serverUrl: external, stop: async () => undefined };
  const embedded = await startEmbeddedPostgres(path.resolve("data", "test"), () => undefined);
  // A server another test run started (and is still using) is left for that run to stop.
  return { serverUrl: embedded.url, stop: embedded.reused ? async () => undefined : embedded.stop };
}

export function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(serverUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function recreateDatabase(serverUrl: string, name: string, template?: string) {
  await admin(serverUrl, async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  });
}

export async function dropDatabase(serverUrl: string, name: string) {
  await admin(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
}

export async function createTemplate(serverUrl: string, name: string) {
  await recreateDatabase(serverUrl, name);
  const pool = new pg.Pool({ connectionString: databaseUrl(serverUrl, name), max: 2 });
  try {
    await applyMigrations(drizzle(pool, { schema }), pool);
  } finally {
    await pool.end();
  }
}
