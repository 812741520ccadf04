// Per test file: a database cloned from the migrated template, the app's environment, and a guard
// that fails the test when anything logs to console.error.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject, vi, type MockInstance } from "vitest";
import { connectDatabase, disconnectDatabase } from "../../app/lib/db.server";
// The product registry, as the app's bundles fill it (tests call payments' use cases directly).
import "../../app/product-providers.server";
import { databaseUrl, dropDatabase, recreateDatabase } from "./test-database";

const serverUrl = inject("dbServerUrl");
const name = `vp_t_${inject("runId")}_${randomBytes(4).toString("hex")}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "vp-test-"));

Object.assign(process.env, {
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  APP_URL: "http://localhost:3000",
  AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
  LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
  SEED_DEMO_CONTENT: "false",
  LOGIN_MAX_FAILURES_PER_IP: "20",
  LOGIN_MAX_FAILURES_PER_ACCOUNT: "10",
});
delete process.env.GOOGLE_CLIENT_ID;
delete process.env.GOOGLE_CLIENT_SECRET;
delete process.env.SMTP_URL;

beforeAll(async () => {
  await recreateDatabase(serverUrl, name, inject("templateDb"));
  process.env.DATABASE_URL = databaseUrl(serverUrl, name);
  connectDatabase(process.env.DATABASE_URL, 5);
});

afterAll(async () => {
  await disconnectDatabase();
  await dropDatabase(serverUrl, name);
  rmSync(dataDir, { recursive: true, force: true });
});

let consoleError: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error");
});
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  expect(calls, "console.error was called").toEqual([]);
});
