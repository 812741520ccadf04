// A data directory whose cluster lost its settings file (postgres.json deleted, or a backup restored
// without it) must never be initialised over or removed: start-up stops and says what to do.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { startEmbeddedPostgres } from "../../db/embedded-postgres";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("refuses to start over a cluster whose postgres.json is missing, and keeps its files", async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "vp-pg-safety-"));
  mkdirSync(path.join(dir, "postgres"));
  writeFileSync(path.join(dir, "postgres", "PG_VERSION"), "18\n");
  writeFileSync(path.join(dir, "postgres", "precious"), "a student's data");
  await expect(startEmbeddedPostgres(dir, () => undefined)).rejects.toThrow(/postgres\.json is missing/);
  expect(readFileSync(path.join(dir, "postgres", "precious"), "utf8")).toBe("a student's data");
});
