// `npm test`: typecheck, lint, unit, integration, end-to-end — in that order, stopping at the first
// failing stage — then how long each stage took and one closing line with the totals ("N passed, N
// failed"; CI reads that last line, so it stays last and keeps its shape).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const reports = path.join(root, "build", "test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2); // e.g. `npm test -- unit integration`
const stages = [
  { name: "typecheck", cmd: "npm", args: ["run", "--silent", "typecheck"] },
  { name: "lint", cmd: bin("eslint"), args: ["."] },
  { name: "build", cmd: process.execPath, args: [path.join(root, "scripts", "build.mjs")] },
  ...["unit", "integration", "e2e"].map((project) => ({
    name: project,
    project,
    cmd: bin("vitest"),
    args: ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${path.join(reports, `${project}.json`)}`],
  })),
].filter((s) => only.length === 0 || only.includes(s.name));

let passed = 0;
let failed = 0;
let skipped = 0;
const durations = [];
const seconds = (ms) => (ms >= 60_000 ? `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s` : `${(ms / 1000).toFixed(1)} s`);
const printDurations = () => {
  console.log("\nstage durations:");
  for (const d of durations) console.log(`  ${d.name.padEnd(12)} ${seconds(d.ms).padStart(10)}${d.ok ? "" : "  (failed)"}`);
  console.log(`  ${"total".padEnd(12)} ${seconds(durations.reduce((sum, d) => sum + d.ms, 0)).padStart(10)}`);
};
for (const stage of stages) {
  console.log(`\n━━ ${stage.name} ━━`);
  const started = performance.now();
  const result = spawnSync(stage.cmd, stage.args, { cwd: root, stdio: "inherit", env: process.env });
  durations.push({ name: stage.name, ms: performance.now() - started, ok: result.status === 0 });
  if (stage.project) {
    const file = path.join(reports, `${stage.project}.json`);
    if (existsSync(file)) {
      const r = JSON.parse(readFileSync(file, "utf8"));
      passed += r.numPassedTests;
      failed += r.numFailedTests;
      skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    }
  }
  if (result.status !== 0) {
    if (!stage.project) failed += 1;
    console.error(`\n✗ ${stage.name} failed`);
    printDurations();
    console.log(`\ntests: ${passed} passed, ${failed === 0 ? 1 : failed} failed, ${skipped} skipped`);
    process.exit(1);
  }
}
printDurations();
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
