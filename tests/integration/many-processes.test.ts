// Issue 13, "Every core": `npm start` with WEB_CONCURRENCY=2 serves from two node:cluster workers; a
// worker killed with SIGKILL is replaced while requests keep succeeding; SIGHUP restarts the workers
// one at a time without a failed request; SIGTERM lets the requests in flight finish, then exits
// cleanly. And the embedded PostgreSQL stays single-instance: a second server pointed at it with
// DATABASE_URL is refused, saying what to do.
import { mkdtempSync, readFileSync, rmSync, existsSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { exited, freePort, startAppProcess, type AppProcess } from "../support/app-process";

const dirs: string[] = [];
const running: AppProcess[] = [];
afterAll(async () => {
  for (const app of running) {
    if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill("SIGTERM");
    await exited(app.child);
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vp-cluster-"));
  dirs.push(dir);
  return dir;
};

/** Pids of the workers that said they serve, in order of appearance. */
const servingPids = (output: string) => [...output.matchAll(/"msg":"worker serving","pid":(\d+)/g)].map((m) => Number(m[1]));

const until = async (condition: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return condition();
};

type Outcome = { connected: boolean; status: number | null; error: string | null };
/** One request on a fresh connection; records whether it had connected when it failed. */
function request(port: number, pathname: string, onConnect?: () => void): Promise<Outcome> {
  return new Promise((resolve) => {
    let connected = false;
    const req = http.get({ host: "127.0.0.1", port, path: pathname, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve({ connected, status: res.statusCode ?? null, error: null }));
      res.on("error", (e) => resolve({ connected, status: null, error: e.message }));
    });
    req.on("socket", (socket) =>
      socket.on("connect", () => {
        connected = true;
        onConnect?.();
      }),
    );
    req.on("error", (e) => resolve({ connected, status: null, error: e.message }));
    // A request the server never answers is a failure to report, not a hang of the test.
    req.setTimeout(20_000, () => req.destroy(new Error("no answer in 20 s")));
  });
}

/** `count` requests one after another, `gapMs` apart: the statuses. */
async function steadyTraffic(port: number, count: number, gapMs: number) {
  const statuses: (number | string)[] = [];
  for (let i = 0; i < count; i++) {
    const r = await request(port, "/api/health");
    statuses.push(r.status ?? `${r.error}`);
    await new Promise((res) => setTimeout(res, gapMs));
  }
  return statuses;
}

describe("many processes", () => {
  it("serves from two workers, replaces a killed one, restarts them one by one, drains on SIGTERM; the embedded database refuses a second server", { timeout: 300_000 }, async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const app = await startAppProcess({ dataDir, port, env: { WEB_CONCURRENCY: "2", SEED_DEMO_CONTENT: "false", PAYMENT_RECONCILE_SECONDS: "0" } });
    running.push(app);
    // The banner is printed once, by the primary, after both workers serve.
    expect(app.output().match(/Vidyapath is running at/g)).toHaveLength(1);
    const first = servingPids(app.output());
    expect(new Set(first).size).toBe(2);
    expect(first).not.toContain(app.child.pid);
    expect(await steadyTraffic(port, 10, 20)).toEqual(Array(10).fill(200));
    // Job leadership: exactly one worker leads.
    expect(await until(() => (app.output().match(/this process leads/g) ?? []).length === 1, 10_000)).toBe(true);

    // A worker killed outright: once the primary has seen it die (it stops handing it connections
    // then; a connection handed over at the very instant of the kill is lost, as with any process
    // killed -9), the other serves every request, and a replacement starts.
    process.kill(first[0], "SIGKILL");
    expect(await until(() => app.output().includes('"msg":"worker died; starting a replacement"'), 10_000)).toBe(true);
    const during = await steadyTraffic(port, 30, 100);
    expect(during).toEqual(Array(30).fill(200));
    expect(await until(() => servingPids(app.output()).length === 3, 60_000)).toBe(true);

    // The embedded database belongs to this server: another one pointed at it is refused.
    const pgConfig = JSON.parse(readFileSync(path.join(dataDir, "postgres.json"), "utf8")) as { port: number; user: string; password: string };
    const embeddedUrl = `postgres://${pgConfig.user}:${encodeURIComponent(pgConfig.password)}@127.0.0.1:${pgConfig.port}/vidyapath`;
    const refused = await startAppProcess({ dataDir: tempDir(), port: await freePort(), env: { DATABASE_URL: embeddedUrl, WEB_CONCURRENCY: "1", SEED_DEMO_CONTENT: "false" } }).then(
      (other) => {
        running.push(other);
        return "started";
      },
      (error: unknown) => String(error),
    );
    expect(refused).toContain("server exited early (1)");
    expect(refused).toContain("the embedded database serves one Vidyapath server");
    expect(refused).toContain("use your own PostgreSQL with DATABASE_URL");

    // Rolling restart: two new workers, one at a time; no request fails meanwhile.
    app.child.kill("SIGHUP");
    const restart = steadyTraffic(port, 200, 100);
    expect(await until(() => servingPids(app.output()).length === 5, 90_000)).toBe(true);
    const statuses = await restart;
    expect(statuses.filter((s) => s !== 200)).toEqual([]);

    // SIGTERM with requests in flight: each one that reached the server is answered in full.
    let connected = 0;
    const inFlight = Array.from({ length: 8 }, () => request(port, "/courses", () => (connected += 1)));
    await until(() => connected === 8, 10_000);
    process.stdout.write(`many-processes: ${connected} connected before SIGTERM\n`);
    app.child.kill("SIGTERM");
    const outcomes = await Promise.all(inFlight);
    expect(outcomes.filter((o) => o.connected && o.status !== 200)).toEqual([]);
    expect(outcomes.filter((o) => o.status === 200).length).toBe(8);
    expect(await Promise.race([exited(app.child), new Promise((r) => setTimeout(() => r("still running after 40 s"), 40_000))])).toBe(0);
    expect(existsSync(path.join(dataDir, "server.pid"))).toBe(false);
  });
});
