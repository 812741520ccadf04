// Once per e2e run: a production server (the built app, as `npm start` runs it) on a free port,
// against its own database cloned from the migrated template, with demo accounts seeded.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "./app-process";
import { prepareRun } from "./global-setup";
import { databaseUrl, dropDatabase, recreateDatabase } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    adminEmail: string;
    adminPassword: string;
    e2eDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const run = await prepareRun(project);
  const dbName = `vp_e2e_${run.runId}`;
  await recreateDatabase(run.server.serverUrl, dbName, run.templateDb);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vp-e2e-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const url = databaseUrl(run.server.serverUrl, dbName);
  const child: ChildProcess = spawn(process.execPath, ["build/server-main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      LOG_LEVEL: "warn",
      SEED_DEMO_CONTENT: "true",
      // One process: the browser tests read their own writes at once, while across cluster workers a
      // cache change arrives by NOTIFY within milliseconds to 2 s (decision 044; the cluster is tested
      // by tests/integration/many-processes.test.ts).
      WEB_CONCURRENCY: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`e2e server did not start:\n${output}`)), 90_000);
    const check = setInterval(() => {
      if (output.includes("Vidyapath is running at")) {
        clearInterval(check);
        clearTimeout(timer);
        resolve();
      }
    }, 100);
    child.once("exit", (code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`e2e server exited (${code}):\n${output}`));
    });
  });
  const demo = JSON.parse(readFileSync(path.join(dataDir, "demo-accounts.json"), "utf8")) as { admin: { email: string; password: string } };
  project.provide("baseUrl", baseUrl);
  project.provide("adminEmail", demo.admin.email);
  project.provide("adminPassword", demo.admin.password);
  project.provide("e2eDatabaseUrl", url);
  return async () => {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    if (process.env.E2E_SERVER_LOG) process.stdout.write(output);
    await dropDatabase(run.server.serverUrl, dbName);
    rmSync(dataDir, { recursive: true, force: true });
    await run.teardown();
  };
}
