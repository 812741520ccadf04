// `npm run bench:http`: HTTP throughput/latency of the production server, measured with autocannon
// against a baseline. For each target we fetch the real response (status, content-type, bytes) from
// our server, then serve exactly those bytes from a bare `node:http` server in its own process, and
// load both with identical autocannon settings, one after the other. The ratio ours/bare shows how
// much of the machine's ceiling the app reaches for that route.
//
// Signed-in targets (`signedIn: true`): before measuring, the bench signs a student up through the
// app's own /register form and enrols them in a free course through the course page's enrol action;
// every request to our server then carries that session cookie. The bare server replays the same
// bytes (it ignores the cookie).
//
// Our server runs as one process by default (WEB_CONCURRENCY=1). `--all-cores` runs it with one
// worker per core (WEB_CONCURRENCY = cores) and, unless BENCH_ONLY says otherwise, measures
// GET /api/courses only; the bare server stays one process in both modes.
//
// "CPU ms/req": the CPU time (user + system) the server's whole process tree (its workers and its
// embedded PostgreSQL) spent per request during the load, read from /proc. Other work on the machine
// lowers req/s much more than it raises this, so "bare CPU ms/req ÷ ours" is the steadier ratio.
//
// Settings (env): BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 10),
// BENCH_WARMUP (s, default 2), BENCH_ONLY (a regular expression on target names), BENCH_CPU_PROF (a
// directory: our server runs with `--cpu-prof` and writes its profile there when the bench stops it,
// right after the last target's load (the bare runs are skipped); `node scripts/profile-summary.mjs
// <file> --last <duration>` groups the load window's samples).
// Results: a table on stdout and build/bench-http.json (build/bench-http-all-cores.json).
// Exit code 1 when any request to our server errored, timed out or returned non-2xx.
import { Buffer } from "node:buffer";
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { enrolInFreeCourse, freePort, onInterrupt, root, signUpStudent, startServer } from "./bench-support.mjs";

/**
 * What to measure. Add entries here (e.g. `/api/courses`, `/courses`); `headers` are sent with the
 * reference fetch and with every benchmark request, to both servers. `signedIn`: sent with the bench
 * student's session cookie; `{course}` in the path is the free course they are enrolled in.
 * @type {{ name: string, method?: string, path: string, headers?: Record<string, string>, signedIn?: boolean }[]}
 */
export const TARGETS = [
  { name: "GET /api/health", path: "/api/health" },
  { name: "GET / (anonymous)", path: "/" },
  { name: "GET /login", path: "/login" },
  { name: "GET /api/courses", path: "/api/courses" },
  { name: "GET /courses (anonymous)", path: "/courses" },
  { name: "GET /courses/1/details (anon)", path: "/courses/1/details" },
  { name: "GET /dashboard (signed in)", path: "/dashboard", signedIn: true },
  { name: "GET /courses/:id/content (signed in)", path: "/courses/{course}/content", signedIn: true },
];

const allCores = process.argv.includes("--all-cores");
const cores = os.availableParallelism();

function selectedTargets() {
  const only = process.env.BENCH_ONLY;
  if (only) {
    const re = new RegExp(only);
    return TARGETS.filter((t) => re.test(t.name));
  }
  return allCores ? TARGETS.filter((t) => t.path === "/api/courses") : TARGETS;
}

const positiveInt = (name, fallback) => {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got ${JSON.stringify(raw)}`);
  return n;
};

export const settings = {
  duration: positiveInt("BENCH_DURATION", 10),
  connections: positiveInt("BENCH_CONNECTIONS", 10),
  warmup: positiveInt("BENCH_WARMUP", 2),
};

/** One request with node:http (no Accept-Encoding unless the target sets it — like autocannon). */
function fetchRaw(url, { method = "GET", headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout fetching ${url}`)));
    req.on("error", reject);
    req.end();
  });
}

// The baseline server runs in its own process, like ours, so it does not share an event loop with
// autocannon. It receives the response to replay as JSON on stdin and prints its port when listening.
const BARE_SERVER_SOURCE = `
import { Buffer } from "node:buffer";
import http from "node:http";
const parent = process.ppid;
setInterval(() => process.ppid !== parent && process.exit(0), 1000); // never outlive the benchmark
let input = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (c) => (input += c));
process.stdin.on("end", () => {
  const spec = JSON.parse(input);
  const body = Buffer.from(spec.body, "base64");
  const headers = { ...spec.headers, "content-length": String(body.length) };
  const server = http.createServer((req, res) => {
    req.resume();
    res.writeHead(spec.status, headers);
    res.end(body);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(spec.port, "127.0.0.1", () => process.stdout.write("listening " + spec.port + "\\n"));
  process.on("SIGTERM", () => server.close(() => process.exit(0)).closeAllConnections());
});
`;

async function startBareServer({ status, contentType, contentEncoding, body }) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--input-type=module", "-e", BARE_SERVER_SOURCE], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const headers = {};
  if (contentType) headers["content-type"] = contentType;
  if (contentEncoding) headers["content-encoding"] = contentEncoding;
  child.stdin.end(JSON.stringify({ port, status, headers, body: body.toString("base64") }));
  await new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error("bare server did not start within 10 s")), 10_000);
    child.stdout.on("data", (c) => {
      out += c;
      if (out.includes("listening")) {
        clearTimeout(timer);
        resolve();
      }
    });
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`bare server exited early (code ${code})`));
    });
  });
  child.stdout.resume();
  const stop = async () => {
    unregister();
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    }
  };
  const unregister = onInterrupt(stop);
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop };
}

// CPU seconds used so far by a process and all its descendants (our server's workers and its embedded
// PostgreSQL), from /proc (Linux; null elsewhere). CPU time per request is steadier than req/s on a
// machine shared with other work: req/s falls when others take the CPU, CPU per request much less.
const CLOCK_TICKS_PER_S = 100; // USER_HZ, 100 on Linux
const SETTLE_MAX_S = 240;
function treeCpuSeconds(rootPid) {
  let entries;
  try {
    entries = readdirSync("/proc").filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  const stats = new Map();
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" "); // fields from #3 (state) on
      stats.set(Number(pid), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended meanwhile
    }
  }
  let ticks = 0;
  const inTree = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, s] of stats) {
      if (!inTree.has(pid) && inTree.has(s.ppid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  for (const pid of inTree) ticks += stats.get(pid)?.ticks ?? 0;
  return ticks / CLOCK_TICKS_PER_S;
}

/** Waits (up to `maxS`) until the server's tree has used under 3 % of a core in two 2-second windows
 * in a row: after start-up it makes the demo covers and page images in the background, which would
 * be counted against the first targets. (A low bar: on a busy machine a working server still gets a
 * few % of a core.) */
async function settle(pid, maxS = SETTLE_MAX_S) {
  const started = Date.now();
  let last = treeCpuSeconds(pid);
  if (last === null) return null;
  let quiet = 0;
  while (quiet < 2 && Date.now() - started < maxS * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const now = treeCpuSeconds(pid);
    quiet = now - last < 0.06 ? quiet + 1 : 0;
    last = now;
  }
  return (Date.now() - started) / 1000;
}

async function load(url, target, cpuPid) {
  const opts = {
    url,
    method: target.method ?? "GET",
    headers: target.headers ?? {},
    connections: settings.connections,
    duration: settings.duration,
    timeout: 10,
  };
  if (settings.warmup > 0) opts.warmup = { connections: settings.connections, duration: settings.warmup };
  // CPU is counted over warm-up and run together, so it is divided by both runs' requests.
  const cpuBefore = cpuPid ? treeCpuSeconds(cpuPid) : null;
  const r = await autocannon(opts);
  const cpuAfter = cpuPid ? treeCpuSeconds(cpuPid) : null;
  const w = r.warmup;
  return {
    reqPerSec: r.requests.average,
    reqPerSecStddev: r.requests.stddev,
    totalRequests: r.requests.total,
    latencyMs: { avg: r.latency.average, p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
    throughputBytesPerSec: r.throughput.average,
    non2xx: r.non2xx + (w?.non2xx ?? 0),
    errors: r.errors + (w?.errors ?? 0),
    timeouts: r.timeouts + (w?.timeouts ?? 0),
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
    warmupRequests: w?.requests.total ?? 0,
    cpuMsPerRequest:
      cpuBefore !== null && cpuAfter !== null ? ((cpuAfter - cpuBefore) * 1000) / (r.requests.total + (w?.requests.total ?? 0) || 1) : null,
  };
}

const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(", ");

function table(rows) {
  const header = ["target", "ours req/s", "ours p99 ms", "bare req/s", "bare p99 ms", "ours/bare", "ours CPU ms/req", "bare CPU ms/req", "non-2xx"];
  const cpu = (run) => (run?.cpuMsPerRequest == null ? "-" : run.cpuMsPerRequest.toFixed(2));
  const body = rows.map((r) => [
    r.name,
    r.ours ? r.ours.reqPerSec.toFixed(0) : "-",
    r.ours ? String(r.ours.latencyMs.p99) : "-",
    r.bare ? r.bare.reqPerSec.toFixed(0) : "-",
    r.bare ? String(r.bare.latencyMs.p99) : "-",
    r.ours && r.bare && r.bare.reqPerSec > 0 ? `${((r.ours.reqPerSec / r.bare.reqPerSec) * 100).toFixed(1)}%` : "-",
    cpu(r.ours),
    cpu(r.bare),
    r.ours ? String(r.ours.non2xx) : "-",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const fmt = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [fmt(header), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(fmt)].join("\n");
}

async function main() {
  const targets = selectedTargets();
  if (targets.length === 0) throw new Error(`BENCH_ONLY=${process.env.BENCH_ONLY} matches no target`);
  const perRun = settings.warmup + settings.duration;
  const budgetS = targets.length * 2 * (perRun + 5) + 150 + SETTLE_MAX_S; // start-up (incl. a possible rebuild), settling + slack
  const watchdog = setTimeout(() => {
    process.stderr.write(`bench:http: still running after ${budgetS} s; giving up\n`);
    process.kill(process.pid, "SIGTERM"); // bench-support stops the server and exits
  }, budgetS * 1000);
  watchdog.unref();

  console.log(
    `bench:http — ${settings.connections} connections, ${settings.duration} s per run after ${settings.warmup} s warm-up; ` +
      `${targets.length} targets × (ours, bare); node ${process.version}, ${cores} CPUs; ` +
      (allCores ? `ours: ${cores} worker processes (WEB_CONCURRENCY=${cores}), bare: one process` : "ours: one process (WEB_CONCURRENCY=1), bare: one process"),
  );
  console.log(`load average at the start: ${loadAverage()}`);
  let server;
  try {
    const nodeArgs = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
    server = await startServer({ env: { WEB_CONCURRENCY: String(allCores ? cores : 1) }, nodeArgs });
  } catch (error) {
    console.error(`bench:http: could not start the server: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  console.log(`server ready at ${server.url}${server.rebuilt ? " (start.mjs rebuilt ./build first: the sources had changed)" : ""}`);

  const rows = [];
  let failed = false;
  try {
    const settled = await settle(server.pid);
    if (settled !== null) console.log(`server settled after start-up (background work done) in ${settled.toFixed(0)} s`);
    let student;
    if (targets.some((t) => t.signedIn)) {
      const signedUp = await signUpStudent(server.url);
      const courseId = await enrolInFreeCourse(server.url, signedUp.cookie);
      student = { cookie: signedUp.cookie, courseId };
      console.log(`signed in as ${signedUp.email}, enrolled in free course ${courseId}`);
    }
    for (const t of targets) {
      const target = t.signedIn
        ? { ...t, path: t.path.replace("{course}", String(student.courseId)), headers: { ...t.headers, cookie: student.cookie } }
        : t;
      const row = { name: target.name, method: target.method ?? "GET", path: target.path };
      rows.push(row);
      const ref = await fetchRaw(server.url + target.path, target);
      row.reference = {
        status: ref.status,
        contentType: ref.headers["content-type"] ?? null,
        contentEncoding: ref.headers["content-encoding"] ?? null,
        bytes: ref.body.length,
      };
      if (ref.status < 200 || ref.status > 299) {
        console.error(`FAIL ${target.name}: our server answered ${ref.status} to the reference request`);
        failed = true;
      }
      process.stdout.write(`${target.name}: ${ref.status} ${row.reference.contentType ?? "(no content-type)"}, ${ref.body.length} bytes — ours… `);
      row.ours = await load(server.url + target.path, target, server.pid);
      process.stdout.write(`${row.ours.reqPerSec.toFixed(0)} req/s; bare… `);
      if (process.env.BENCH_CPU_PROF) {
        console.log("skipped (profiling)");
        continue;
      }
      const bare = await startBareServer({
        status: ref.status,
        contentType: ref.headers["content-type"],
        contentEncoding: ref.headers["content-encoding"],
        body: ref.body,
      });
      try {
        row.bare = await load(bare.url + target.path, target, bare.pid);
      } finally {
        await bare.stop();
      }
      console.log(`${row.bare.reqPerSec.toFixed(0)} req/s`);
      row.ratio = row.bare.reqPerSec > 0 ? row.ours.reqPerSec / row.bare.reqPerSec : null;
      if (row.ours.errors || row.ours.timeouts || row.ours.non2xx) {
        console.error(
          `FAIL ${target.name}: ${row.ours.errors} errors, ${row.ours.timeouts} timeouts, ${row.ours.non2xx} non-2xx ` +
            `(status codes ${JSON.stringify(row.ours.statusCodes)})`,
        );
        failed = true;
      }
    }
  } catch (error) {
    failed = true;
    console.error(`\nbench:http failed: ${error instanceof Error ? error.stack : String(error)}`);
    console.error(`--- last server output ---\n${server.output()}`);
  } finally {
    if (failed) {
      const errors = server.output().split("\n").filter((l) => /"level":"error"/.test(l));
      if (errors.length) console.error(`--- server error log (last ${Math.min(errors.length, 5)}) ---\n${errors.slice(-5).join("\n")}`);
    }
    await server.stop();
  }

  console.log("\n" + table(rows.filter((r) => r.ours)) + "\n");
  console.log(`load average at the end: ${loadAverage()}`);
  const out = path.join(root, "build", allCores ? "bench-http-all-cores.json" : "bench-http.json");
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    JSON.stringify(
      { date: new Date().toISOString(), node: process.version, cpus: cores, ourProcesses: allCores ? cores : 1, loadAverage: os.loadavg(), settings, serverRebuilt: server.rebuilt, ok: !failed, targets: rows },
      null,
      2,
    ) + "\n",
  );
  console.log(`results written to ${path.relative(process.cwd(), out) || out}`);
  clearTimeout(watchdog);
  if (failed) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await main();
}
