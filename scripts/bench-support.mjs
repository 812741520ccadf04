// Shared helpers for the benchmark scripts (bench-http.mjs, bench-lighthouse.mjs): start the real
// production server (`node scripts/start.mjs`) on a free port with a throw-away DATA_DIR, and stop it
// cleanly afterwards. Each server gets its own temp DATA_DIR: two servers must never share one.
import { URLSearchParams } from "node:url";
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const READY = /Vidyapath is running at (\S+)/;
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000; // the server force-exits after 15 s itself
const TAIL_LINES = 120;

/** A TCP port that was free on 127.0.0.1 a moment ago. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

// Everything a benchmark started (servers, browsers) registers its stop function here, so that
// Ctrl-C / SIGTERM stops it instead of leaving it behind.
const cleanups = new Set();
let signalHandlersInstalled = false;

/** Registers `stop` to run if the benchmark is interrupted; returns a function that unregisters it. */
export function onInterrupt(stop) {
  installSignalHandlers();
  cleanups.add(stop);
  return () => cleanups.delete(stop);
}

function installSignalHandlers() {
  if (signalHandlersInstalled) return;
  signalHandlersInstalled = true;
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, async () => {
      process.stderr.write(`\n${signal}: stopping ${cleanups.size} process(es)…\n`);
      await Promise.allSettled([...cleanups].map((stop) => stop()));
      process.exit(signal === "SIGINT" ? 130 : 143);
    });
  }
}

/**
 * Starts the production server and resolves once it prints its ready line.
 * @param {{ port?: number, env?: Record<string, string>, quiet?: boolean, nodeArgs?: string[] }} [opts]
 * `nodeArgs`: flags for the server's node (e.g. `--cpu-prof`; cluster workers inherit them).
 * @returns {Promise<{ url: string, port: number, dataDir: string, pid: number, rebuilt: boolean, output: () => string, stop: () => Promise<void> }>}
 */
export async function startServer({ port, env = {}, quiet = true, nodeArgs = [] } = {}) {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vidyapath-bench-"));
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, "scripts", "start.mjs")], {
    cwd: root,
    env: { ...process.env, ...env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", APP_URL: url },
    stdio: ["ignore", "pipe", "pipe"],
  });

  // Always drain both pipes (the server logs one line per request; a full pipe would stall it) and
  // keep the tail for error messages.
  const tail = [];
  const keep = (chunk) => {
    for (const line of chunk.toString("utf8").split("\n")) {
      if (!line) continue;
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
    }
  };
  const output = () => tail.join("\n");
  let rebuilt = false; // start.mjs rebuilt ./build first (the sources changed since the last build)

  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  let cleaned = false;
  const cleanup = () => {
    if (cleaned) return;
    cleaned = true;
    unregister();
    rmSync(dataDir, { recursive: true, force: true });
  };

  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => {
          process.stderr.write(`server pid ${child.pid} did not exit ${STOP_TIMEOUT_MS / 1000} s after SIGTERM; sending SIGKILL\n`);
          child.kill("SIGKILL");
        }, STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
      cleanup();
    })();
    return stopping;
  };
  const handle = { url, port, dataDir, pid: child.pid, output, stop };
  const unregister = onInterrupt(stop);

  await new Promise((resolve, reject) => {
    let buffered = "";
    const timer = setTimeout(() => {
      finish(new Error(`server did not print its ready line within ${START_TIMEOUT_MS / 1000} s\n${output()}`));
    }, START_TIMEOUT_MS);
    const onStdout = (chunk) => {
      keep(chunk);
      if (!quiet) process.stdout.write(chunk);
      buffered = (buffered + chunk.toString("utf8")).slice(-4096);
      if (buffered.includes("Building Vidyapath")) rebuilt = true;
      if (READY.test(buffered)) finish();
    };
    const onStderr = (chunk) => {
      keep(chunk);
      if (!quiet) process.stderr.write(chunk);
    };
    const onExit = ({ code, signal }) => {
      finish(new Error(`server exited before it was ready (code ${code}, signal ${signal})\n${output()}`));
    };
    let settled = false;
    function finish(error) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.stdout.off("data", onStdout);
      child.stderr.off("data", onStderr);
      // Keep draining after start-up, but only remember the tail.
      child.stdout.on("data", keep);
      child.stderr.on("data", keep);
      if (error) {
        stop().finally(() => reject(error));
      } else {
        resolve();
      }
    }
    child.stdout.on("data", onStdout);
    child.stderr.on("data", onStderr);
    exited.then(onExit);
  });
  handle.rebuilt = rebuilt;
  return handle;
}

/**
 * Registers a new student through the app's own /register action (the form a no-JavaScript submit
 * reaches, like tests/support/session.ts) and returns the credentials and the session cookie, ready
 * for a `Cookie` header (`cookie`) or a browser context (`cookies`).
 * @param {string} baseUrl the server's origin
 */
export async function signUpStudent(baseUrl, name = "Bench Student") {
  const email = `bench.${Date.now()}.${Math.random().toString(16).slice(2, 8)}@example.test`;
  const password = "a long bench passphrase";
  const res = await fetch(`${baseUrl}/register`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name, email, password, redirectTo: "/dashboard" }),
  });
  const setCookies = res.headers.getSetCookie();
  const session = setCookies.map((c) => c.split(";")[0]).find((c) => /better-auth\.session_token=/.test(c));
  if (res.status !== 302 || !session) {
    throw new Error(`sign-up did not sign in: ${res.status} ${(await res.text()).slice(0, 300)}`);
  }
  const [cookieName, ...rest] = session.split("=");
  const host = new URL(baseUrl).hostname;
  return {
    email,
    password,
    cookie: session,
    cookies: [{ name: cookieName, value: rest.join("="), domain: host, path: "/", httpOnly: true, sameSite: "Lax", secure: false }],
  };
}

/**
 * Enrols the signed-in student (`cookie`) in the first free course of the catalogue through the
 * course page's own enrol action (the no-JavaScript form post) and returns that course's id.
 * @param {string} baseUrl the server's origin
 * @param {string} cookie the session cookie, as `name=value`
 */
export async function enrolInFreeCourse(baseUrl, cookie) {
  const list = await fetch(`${baseUrl}/api/courses`).then((r) => r.json());
  const free = list.courses.find((c) => c.priceRupees === 0);
  if (!free) throw new Error("the catalogue has no free course to enrol in");
  const res = await fetch(`${baseUrl}/courses/${free.id}/details`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: baseUrl, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "enroll" }),
  });
  const content = await fetch(`${baseUrl}/courses/${free.id}/content`, { redirect: "manual", headers: { Cookie: cookie } });
  if (content.status !== 200) {
    throw new Error(`enrolling in course ${free.id} did not open its content: enrol answered ${res.status}, content ${content.status}`);
  }
  return free.id;
}

/** Writes a bench's results to build/<name>.json and says where. */
export function writeResults(name, out) {
  const file = path.join(root, "build", `${name}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(out, null, 2) + "\n");
  console.log(`results written to ${path.relative(process.cwd(), file) || file}`);
}
