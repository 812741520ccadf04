// Once per test run: make sure the production build is current (integration tests drive the built
// app in-process, e2e tests run it), start the database server, build the template database.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { sourceStamp } from "../../scripts/source-stamp.mjs";
import { createTemplate, dropDatabase, startTestServer } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    dbServerUrl: string;
    templateDb: string;
    runId: string;
  }
}

export async function prepareRun(project: TestProject) {
  const root = path.resolve(import.meta.dirname, "..", "..");
  const stamp = path.join(root, "build", ".source-stamp");
  if (!existsSync(stamp) || readFileSync(stamp, "utf8") !== sourceStamp(root)) {
    execFileSync(process.execPath, [path.join(root, "scripts", "build.mjs")], { cwd: root, stdio: "inherit" });
  }
  const server = await startTestServer();
  const runId = `${process.pid}_${project.name}`.replace(/[^a-z0-9_]/gi, "_").toLowerCase();
  const templateDb = `vp_tpl_${runId}`;
  await createTemplate(server.serverUrl, templateDb);
  project.provide("dbServerUrl", server.serverUrl);
  project.provide("templateDb", templateDb);
  project.provide("runId", runId);
  return { server, templateDb, runId, teardown: async () => {
    await dropDatabase(server.serverUrl, templateDb);
    await server.stop();
  } };
}

export default async function setup(project: TestProject) {
  const run = await prepareRun(project);
  return run.teardown;
}
