// `npm run bench:lighthouse`: Lighthouse (mobile form factor, simulated throttling — its defaults)
// against the production server, for a list of pages. Prints the four category scores, LCP, TBT,
// CLS and the JavaScript transferred (compressed bytes, from the resource-summary audit); writes
// build/bench-lighthouse.json. Prints WARN lines (with the failing audits) when performance < 90 or
// another category < 100, but exits non-zero only when something crashed (including a Lighthouse
// run that could not measure the page at all).
//
// Pages behind sign-in (the resource lists, viewers, dashboard: SIGNED_IN below) are audited as a
// student: the script registers one through the app's own /register action against the server it
// started and gives Lighthouse the session cookie as an extra `Cookie` header (a cookie set in Chrome
// beforehand would be wiped by Lighthouse's storage reset). A signed-in page that ends on /login
// counts as a crash.
//
// Env: BENCH_PAGES=/a,/b (default: PAGES below); BENCH_LHR_DIR=<dir> also saves each full report;
// BENCH_LANG=hi audits the Hindi pages.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import lighthouse from "lighthouse";
import { freePort, onInterrupt, root, signUpStudent, startServer } from "./bench-support.mjs";

/** Pages audited by default; add routes here (e.g. "/courses"). */
export const PAGES = [
  "/",
  "/login",
  "/courses",
  "/courses/1/details",
  "/resources",
  "/resources/pdf-notes",
  "/resources/books",
  "/resources/previous-papers",
  "/resources/mock-papers",
  // Blogs (decision 036): the list and a demo post (id 1 on a fresh install is the newest demo post,
  // audited at its own address, not through /blogs/1's redirect). Last, so the demo covers drawn after
  // start-up are there.
  "/blogs",
  "/blogs/1-class-10-board-exams-a-90-day-study-plan-that-works",
  "/counseling",
  // The quiz runner (decision 039): the JEE Main mock's runner, in a fresh attempt of the signed-in
  // student (started through the JSON API just before the audit; see resolvePage).
  "/quiz/jee-main/attempt",
  // The quiz hub and a picker with results (decision 040).
  "/quizzes",
  "/quizzes/practice?class=12th&subject=Physics",
];

/** Placeholder pages that need a fixture made first: the runner of a fresh JEE Main mock attempt. */
async function resolvePage(pagePath, baseUrl, student) {
  if (pagePath !== "/quiz/jee-main/attempt") return pagePath;
  const list = await (await fetch(`${baseUrl}/api/quizzes?mode=mock&exam=JEE%20Main`)).json();
  const quiz = list[0];
  if (!quiz) throw new Error("no JEE Main mock in the demo content");
  const res = await fetch(`${baseUrl}/api/quizzes/${quiz.id}/attempts`, { method: "POST", headers: { Cookie: student.cookie, Origin: baseUrl, "Content-Type": "application/json" }, body: "{}" });
  if (res.status !== 201 && res.status !== 200) throw new Error(`could not start the JEE Main mock: ${res.status}`);
  const { attemptId } = await res.json();
  return `/quiz/${quiz.id}/attempts/${attemptId}`;
}

/** Pages that need a signed-in student (decisions 031 and 033). */
export const SIGNED_IN = /^\/(resources\/[^/?]+|pdf\/|preview\/|book-viewer\/|book-preview\/|dashboard|profile|quiz\/[^/]+\/attempt)/;

export const CHROME_PATH = "/usr/bin/chromium";
export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
// Trace-recording failures Lighthouse itself answers with "please run Lighthouse again"; seen now and
// then with Chromium 15x and Lighthouse 12.2 (e.g. NO_NAVSTART). Anything else fails the page at once.
const RETRIABLE = new Set(["NO_NAVSTART", "NO_TRACING_STARTED", "NO_FCP", "NO_LCP", "NO_DCL", "NO_RESOURCE_REQUEST", "PROTOCOL_TIMEOUT"]);
const MAX_ATTEMPTS = 3;
const PERF_THRESHOLD = 90;
const OTHER_THRESHOLD = 100;

function lighthouseVersion() {
  try {
    return JSON.parse(readFileSync(path.join(root, "node_modules", "lighthouse", "package.json"), "utf8")).version;
  } catch {
    return null;
  }
}

function pagesFromEnv() {
  const raw = process.env.BENCH_PAGES?.trim();
  if (!raw) return PAGES;
  return raw
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => (p.startsWith("/") ? p : `/${p}`));
}

/** chrome-launcher (a Lighthouse dependency) when resolvable, else Chromium started by hand. */
async function launchChrome() {
  let chromeLauncher = null;
  try {
    chromeLauncher = await import("chrome-launcher");
  } catch {
    // fall through to the manual launch
  }
  if (chromeLauncher?.launch) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: "error" });
    return { port: chrome.port, kill: async () => void (await chrome.kill()) };
  }

  const port = await freePort();
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), "vidyapath-bench-chrome-"));
  const child = spawn(CHROME_PATH, [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${userDataDir}`, "about:blank"], {
    stdio: "ignore",
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`chromium exited early (code ${child.exitCode})`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("chromium did not open its debugging port within 30 s");
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** The audits that cost points in a category: id, title, score, displayValue and the offending items. */
function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  const out = [];
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    if (["notApplicable", "manual", "informative"].includes(audit.scoreDisplayMode)) continue;
    if (categoryId === "performance" && ref.weight === 0 && !ref.group?.startsWith("diagnostics")) continue;
    out.push({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      displayValue: audit.displayValue ?? null,
      items: describeItems(audit.details),
    });
  }
  return out;
}

function describeItems(details, limit = 10) {
  const items = details?.items ?? [];
  const lines = [];
  for (const item of items) {
    if (lines.length >= limit) break;
    const node = item.node ?? (item.type === "node" ? item : null);
    const parts = [];
    if (node?.selector) parts.push(`selector=${node.selector}`);
    if (node?.snippet) parts.push(`snippet=${node.snippet}`);
    if (node?.explanation) parts.push(`why=${node.explanation.replace(/\s+/g, " ")}`);
    if (typeof item.url === "string") parts.push(`url=${item.url}`);
    if (item.source?.url) parts.push(`source=${item.source.url}:${item.source.line ?? "?"}`);
    if (typeof item.description === "string") parts.push(`description=${item.description}`);
    if (typeof item.sourceLocation?.url === "string") parts.push(`at=${item.sourceLocation.url}:${item.sourceLocation.line}`);
    if (typeof item.wastedBytes === "number") parts.push(`wastedBytes=${Math.round(item.wastedBytes)}`);
    if (typeof item.wastedMs === "number") parts.push(`wastedMs=${Math.round(item.wastedMs)}`);
    if (!parts.length) {
      const flat = Object.entries(item)
        .filter(([, v]) => ["string", "number", "boolean"].includes(typeof v))
        .map(([k, v]) => `${k}=${v}`);
      if (flat.length) parts.push(flat.join(" "));
    }
    if (parts.length) lines.push(parts.join(" | "));
  }
  if (items.length > limit) lines.push(`… ${items.length - limit} more`);
  return lines;
}

export function summarize(pagePath, lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  const summary = lhr.audits["resource-summary"]?.details?.items ?? [];
  const script = summary.find((i) => i.resourceType === "script");
  const total = summary.find((i) => i.resourceType === "total");
  return {
    page: pagePath,
    url: lhr.finalDisplayedUrl ?? lhr.requestedUrl,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    runWarnings: lhr.runWarnings ?? [],
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    fcpMs: numeric("first-contentful-paint"),
    jsTransferKB: script ? script.transferSize / 1024 : 0,
    jsRequests: script?.requestCount ?? 0,
    totalTransferKB: total ? total.transferSize / 1024 : null,
    failingAudits: Object.fromEntries(CATEGORIES.map((c) => [c, failingAudits(lhr, c)])),
  };
}

function table(rows) {
  const header = ["page", "perf", "a11y", "best-pr", "seo", "LCP ms", "TBT ms", "CLS", "JS KB (gz)"];
  const s = (v) => (v === null || v === undefined ? "-" : String(v));
  const body = rows.map((r) => [
    r.signedIn ? `${r.page} (student)` : r.page,
    s(r.scores.performance),
    s(r.scores.accessibility),
    s(r.scores["best-practices"]),
    s(r.scores.seo),
    r.lcpMs === null ? "-" : r.lcpMs.toFixed(0),
    r.tbtMs === null ? "-" : r.tbtMs.toFixed(0),
    r.cls === null ? "-" : r.cls.toFixed(3),
    r.jsTransferKB.toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const fmt = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [fmt(header), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(fmt)].join("\n");
}

/** WARN lines for categories under their threshold; NOTE lines for failing unweighted audits. */
export function printWarnings(rows) {
  for (const r of rows) {
    for (const w of r.runWarnings) console.log(`NOTE ${r.page}: Lighthouse run warning: ${w}`);
    for (const c of CATEGORIES) {
      const value = r.scores[c];
      const threshold = c === "performance" ? PERF_THRESHOLD : OTHER_THRESHOLD;
      const below = value !== null && value < threshold;
      // Failing audits that carry no weight do not lower the score; list them (outside performance,
      // where they are only opportunities) so they are not missed.
      const audits = below ? r.failingAudits[c] : c === "performance" ? [] : r.failingAudits[c];
      if (below) console.log(`WARN ${r.page}: ${c} ${value} < ${threshold}`);
      else if (audits.length) console.log(`NOTE ${r.page}: ${c} ${value}, but unweighted audits fail:`);
      for (const a of audits) {
        const extra = [`score ${a.score}`, `weight ${a.weight}`, a.displayValue].filter(Boolean).join(", ");
        console.log(`  - ${a.id} (${extra}): ${a.title}`);
        for (const line of a.items) console.log(`      ${line}`);
      }
    }
  }
}

async function main() {
  const pages = pagesFromEnv();
  const lhrDir = process.env.BENCH_LHR_DIR ? path.resolve(process.env.BENCH_LHR_DIR) : null;
  console.log(`bench:lighthouse — mobile, simulated throttling; pages: ${pages.join(", ")}`);

  // BENCH_LANG=hi audits the pages in Hindi (a first visit whose browser asks for Hindi).
  const langHeaders = process.env.BENCH_LANG === "hi" ? { "Accept-Language": "hi-IN,hi;q=0.9" } : {};
  let student = null;
  let server;
  let chrome;
  const rows = [];
  let crashed = false;
  try {
    server = await startServer();
    console.log(`server ready at ${server.url}${server.rebuilt ? " (start.mjs rebuilt ./build first: the sources had changed)" : ""}`);
    chrome = await launchChrome();
    onInterrupt(() => chrome.kill());
    for (const listedPath of pages) {
      const signedIn = SIGNED_IN.test(listedPath);
      if (signedIn && !student) {
        student = await signUpStudent(server.url);
        console.log(`signed in as a new student (${student.email}) for the pages behind sign-in`);
      }
      const pagePath = await resolvePage(listedPath, server.url, student);
      const url = server.url + pagePath;
      const headers = { ...langHeaders, ...(signedIn ? { Cookie: student.cookie } : {}) };
      const extraHeaders = Object.keys(headers).length ? headers : null;
      process.stdout.write(`auditing ${url}${signedIn ? " (student)" : ""} … `);
      const started = Date.now();
      let result;
      let attempts = 0;
      const retried = [];
      for (;;) {
        attempts++;
        result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", ...(extraHeaders ? { extraHeaders } : {}) });
        if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`);
        const code = result.lhr.runtimeError?.code;
        if (!code || !RETRIABLE.has(code) || attempts >= MAX_ATTEMPTS) break;
        retried.push(code);
        process.stdout.write(`${code}, retrying … `);
      }
      const row = { ...summarize(pagePath, result.lhr), signedIn, attempts, retriedAfter: retried };
      rows.push(row);
      if (signedIn && new URL(row.url).pathname === "/login") {
        row.runtimeError ??= `ended on ${row.url}: the session cookie was not accepted`;
      }
      console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
      if (lhrDir) {
        mkdirSync(lhrDir, { recursive: true });
        const name = pagePath === "/" ? "home" : pagePath.replace(/^\/|\/$/g, "").replace(/[^a-z0-9]+/gi, "-");
        writeFileSync(path.join(lhrDir, `${name}.report.json`), JSON.stringify(result.lhr, null, 1));
      }
      if (row.runtimeError) {
        console.error(`ERROR ${pagePath}: Lighthouse could not audit the page — ${row.runtimeError}`);
        crashed = true;
      }
    }
  } catch (error) {
    crashed = true;
    console.error(`\nbench:lighthouse crashed: ${error instanceof Error ? error.stack : String(error)}`);
    if (server) console.error(`--- last server output ---\n${server.output()}`);
  } finally {
    await chrome?.kill().catch((e) => console.error(`could not stop Chrome: ${e}`));
    await server?.stop();
  }

  if (rows.length) {
    console.log("\n" + table(rows) + "\n");
    printWarnings(rows);
  }

  const out = path.join(root, "build", "bench-lighthouse.json");
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        lighthouse: lighthouseVersion(),
        settings: { formFactor: "mobile", throttling: "simulate", chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS },
        serverRebuilt: server?.rebuilt ?? null,
        ok: !crashed,
        pages: rows,
      },
      null,
      2,
    ) + "\n",
  );
  console.log(`\nresults written to ${path.relative(process.cwd(), out) || out}`);
  if (crashed) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await main();
}
