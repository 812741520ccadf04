// A fingerprint of everything that goes into the build, so `npm start` rebuilds only when needed.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const INPUTS = ["app", "server", "db", "public", "package.json", "vite.config.ts", "react-router.config.ts", "scripts/build.mjs"];

function* walk(p) {
  const s = statSync(p, { throwIfNoEntry: false });
  if (!s) return;
  if (s.isDirectory()) for (const e of readdirSync(p).sort()) yield* walk(path.join(p, e));
  else yield p;
}

export function sourceStamp(root) {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of walk(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest("hex");
}
