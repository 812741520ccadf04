// Production build: the React Router app (client + server bundles), the HTTP server bundle, and
// precompressed copies of the static assets (served with `precompressed: true`).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { build } from "esbuild";
import { sourceStamp } from "./source-stamp.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);

// Build next to the live build and swap it in at the end, so a running server or test run never
// sees a half-written build directory.
const out = path.join(root, `build.tmp-${process.pid}`);
const finalDir = path.join(root, "build");
rmSync(out, { recursive: true, force: true });
// The fingerprint of the sources as they are when the build starts: a file edited while it runs
// makes the build stale, so the next start or test run builds again.
const stamp = sourceStamp(root);
execFileSync(bin("react-router"), ["build"], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production", VP_BUILD_DIR: path.basename(out) } });

await build({
  entryPoints: [path.join(root, "server", "main.ts")],
  outfile: path.join(out, "server-main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  alias: { "~": path.join(root, "app") },
});

const COMPRESSIBLE = /\.(m?js|css|svg|json|webmanifest|txt|xml|ico|map)$/;
function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}
for (const file of files(path.join(out, "client"))) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < 512) continue;
  const content = readFileSync(file);
  writeFileSync(file + ".br", zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(file + ".gz", zlib.gzipSync(content, { level: 9 }));
}

writeFileSync(path.join(out, ".source-stamp"), stamp);
const old = `${finalDir}.old-${process.pid}`;
if (existsSync(finalDir)) renameSync(finalDir, old);
renameSync(out, finalDir);
rmSync(old, { recursive: true, force: true });
console.log("build complete");
