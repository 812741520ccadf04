// `node scripts/profile-summary.mjs <file.cpuprofile> [--last <seconds>]`: where a V8 CPU profile's
// samples went (only the last N seconds with --last, i.e. the load window rather than start-up), by
// self time, grouped into the buckets docs/performance.md reports (React rendering, loader-data
// serialisation, session and queries, HTTP layer, GC, …), then the top packages and functions.
import { readFileSync } from "node:fs";

const file = process.argv[2];
const lastAt = process.argv.indexOf("--last");
const lastS = lastAt === -1 ? Infinity : Number(process.argv[lastAt + 1]);
if (!file || Number.isNaN(lastS)) {
  console.error("usage: node scripts/profile-summary.mjs <file.cpuprofile> [--last <seconds>]");
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
// Sample i was taken at startTime + the sum of timeDeltas[0..i] (microseconds).
const from = profile.endTime - lastS * 1e6;
let at = profile.startTime;
let total = 0;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i];
  if (at < from) return;
  total += 1;
  self.set(id, (self.get(id) ?? 0) + 1);
});

/** The package a script URL belongs to, or the app's own bundle. */
function origin(url) {
  if (!url) return "(native)";
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (url.startsWith("node:")) return "node:" + url.slice(5).split("/")[0];
  if (url.includes("/build/")) return "app (build)";
  return url.replace(/^file:\/\//, "").split("/").slice(-2).join("/");
}

const BUCKETS = [
  ["GC", (f) => f.functionName === "(garbage collector)"],
  ["idle", (f) => f.functionName === "(idle)" || f.functionName === "(program)"],
  ["React rendering", (_f, o) => /^react-dom$|^react$|^scheduler$/.test(o)],
  ["loader-data serialisation", (_f, o, stack) => o === "turbo-stream" || stack.some((s) => /encode|stringify|flatten/i.test(s.functionName) && /turbo-stream|react-router/.test(origin(s.url)))],
  ["session, auth, queries", (_f, o) => /better-auth|better-call|drizzle-orm|^pg$|pg-protocol|pg-pool|@better-auth|jose|@noble|kysely/.test(o)],
  ["React Router", (_f, o) => /react-router/.test(o)],
  ["HTTP layer (hono, node:http)", (_f, o) => /hono|node:_http|node:http|node:net|node:stream|undici/.test(o)],
];

// Parents, for the serialisation bucket's stack test.
for (const n of profile.nodes) for (const c of n.children ?? []) byId.get(c).parent = n;

const buckets = new Map();
const origins = new Map();
const functions = new Map();
for (const [id, count] of self) {
  const node = byId.get(id);
  const f = node.callFrame;
  const o = origin(f.url);
  const stack = [];
  for (let p = node; p; p = p.parent) stack.push(p.callFrame);
  const bucket = BUCKETS.find(([, test]) => test(f, o, stack))?.[0] ?? "other";
  buckets.set(bucket, (buckets.get(bucket) ?? 0) + count);
  origins.set(o, (origins.get(o) ?? 0) + count);
  const key = `${f.functionName || "(anonymous)"} ${o}:${f.lineNumber + 1}`;
  functions.set(key, (functions.get(key) ?? 0) + count);
}

const busy = total - (buckets.get("idle") ?? 0);
const pct = (n, of) => `${((n / of) * 100).toFixed(1)}%`.padStart(6);
const show = (title, map, n) => {
  console.log(`\n${title}`);
  for (const [k, v] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`${pct(v, busy)}  ${k}`);
};
console.log(`${file}: ${total} samples, ${busy} busy (percentages are of busy samples)`);
buckets.delete("idle");
show("buckets", buckets, 20);
show("top packages", origins, 15);
show("top functions (self)", functions, 25);
