// `npm start` survives what users do to it: SIGKILL of the server (the embedded PostgreSQL is left
// running and is reused), SIGKILL of npm itself (the orphaned server stops itself), SIGKILL of the
// database too (stale postmaster.pid), and a clean stop on SIGTERM. Data written before a kill is there
// after the restart.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { exited, freePort, startAppProcess, type AppProcess } from "../support/app-process";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "vp-lifecycle-"));
let port = 0;

type Started = AppProcess;
const start = (command: "node" | "npm"): Promise<Started> => startAppProcess({ dataDir, port, command });

async function post(pathname: string, form: Record<string, string>) {
  return fetch(`http://127.0.0.1:${port}${pathname}`, { method: "POST", body: new URLSearchParams(form), headers: { origin: `http://127.0.0.1:${port}` }, redirect: "manual" });
}

// Alive and not a zombie (PID 1 on some machines does not reap orphaned processes).
const pidAlive = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return false;
  }
};

/** Linux: the pids whose parent is `pid` (PostgreSQL's backends and auxiliary processes). */
const childrenOf = (pid: number) =>
  readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);

const postmasterPid = () => Number(readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npm start lifecycle with the embedded PostgreSQL", () => {
  it("keeps data across SIGKILL of the server, of npm, and of the database, and stops cleanly on SIGTERM", { timeout: 240_000 }, async () => {
    port = await freePort();
    const first = await start("node");
    expect(first.output()).toMatch(/Demo admin: +admin@vidyapath\.local +password: \S+/);
    const registered = await post("/register", { name: "Kill Test", email: "kill.test@example.test", password: "survives a sigkill" });
    expect(registered.status).toBe(302);

    // 1. SIGKILL the server: PostgreSQL is orphaned, the next start reuses it.
    first.child.kill("SIGKILL");
    await exited(first.child);
    const second = await start("node");
    expect(second.output()).toContain("reusing the server left running");
    expect((await post("/login", { email: "kill.test@example.test", password: "survives a sigkill" })).status).toBe(302);

    // 2. SIGKILL the server and the database: a stale postmaster.pid must not stop the next start.
    const pgPid = postmasterPid();
    second.child.kill("SIGKILL");
    await exited(second.child);
    const pgFamily = [pgPid, ...childrenOf(pgPid)];
    process.kill(pgPid, "SIGKILL");
    // Wait (with a deadline) until the database and its backends are really gone, not a fixed time.
    const goneBy = Date.now() + 20_000;
    while (pgFamily.some(pidAlive) && Date.now() < goneBy) await new Promise((r) => setTimeout(r, 50));
    expect(pgFamily.filter(pidAlive), "PostgreSQL processes still running after SIGKILL").toEqual([]);
    const third = await start("node");
    expect((await post("/login", { email: "kill.test@example.test", password: "survives a sigkill" })).status).toBe(302);

    // 3. SIGKILL npm: the server it started notices and shuts down; the next start is clean.
    third.child.kill("SIGTERM");
    expect(await exited(third.child)).toBe(0);
    const viaNpm = await start("npm");
    viaNpm.child.kill("SIGKILL");
    const deadline = Date.now() + 20_000;
    while (existsSync(path.join(dataDir, "server.pid")) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(existsSync(path.join(dataDir, "server.pid"))).toBe(false);
    const fourth = await start("node");
    expect((await post("/login", { email: "kill.test@example.test", password: "survives a sigkill" })).status).toBe(302);

    // 4. SIGTERM: exit code 0, and the database is stopped with it.
    const pg = postmasterPid();
    fourth.child.kill("SIGTERM");
    expect(await exited(fourth.child)).toBe(0);
    expect(pidAlive(pg)).toBe(false);
  });
  it("a port already in use is explained in one sentence, and nothing is left running", { timeout: 120_000 }, async () => {
    const busy = net.createServer();
    const busyPort = await new Promise<number>((resolve) => busy.listen(0, "127.0.0.1", () => resolve((busy.address() as net.AddressInfo).port)));
    try {
      const failure = await startAppProcess({ dataDir, port: busyPort }).then(
        () => "started",
        (error: unknown) => String(error),
      );
      expect(failure).toContain(`Port ${busyPort} is already in use`);
      expect(failure).toContain(`PORT=${busyPort + 1} npm start`);
      expect(failure).not.toMatch(/at .+\.js:\d+/); // no stack trace for a user to decode
      expect(existsSync(path.join(dataDir, "server.pid"))).toBe(false);
      const pidFile = path.join(dataDir, "postgres", "postmaster.pid");
      expect(existsSync(pidFile) && pidAlive(postmasterPid())).toBe(false);
    } finally {
      busy.close();
    }
  });
  // `npm run dev` once ./build exists (after any npm start or npm test): its --ignore globs must
  // reach tsx unexpanded, or the shell turns them into file names and tsx runs the wrong file.
  it("npm run dev starts the development server and stops it and the database on Ctrl+C", { timeout: 120_000 }, async () => {
    const devData = mkdtempSync(path.join(os.tmpdir(), "vp-dev-"));
    const devPort = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: devData, PORT: String(devPort), HOST: "127.0.0.1", APP_URL: `http://127.0.0.1:${devPort}`, SEED_DEMO_CONTENT: "true" };
    for (const name of ["DATABASE_URL", "NODE_ENV"]) delete env[name];
    const child = spawn("npm", ["run", "dev", "--silent"], { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    let out = "";
    child.stdout?.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr?.on("data", (d: Buffer) => (out += d.toString()));
    try {
      const deadline = Date.now() + 90_000;
      while (!out.includes("Vidyapath (development) at") && Date.now() < deadline && child.exitCode === null) await new Promise((r) => setTimeout(r, 200));
      expect(out, out).toContain(`Vidyapath (development) at http://127.0.0.1:${devPort}`);
      const home = await fetch(`http://127.0.0.1:${devPort}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("Vidyapath");
      const pg = Number(readFileSync(path.join(devData, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);
      process.kill(-child.pid!, "SIGINT");
      await exited(child);
      const stopBy = Date.now() + 20_000;
      while (pidAlive(pg) && Date.now() < stopBy) await new Promise((r) => setTimeout(r, 200));
      expect(pidAlive(pg)).toBe(false);
    } finally {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // already gone
      }
      rmSync(devData, { recursive: true, force: true });
    }
  });
  // Two apps (or test runs) started together on fresh data directories race for the same free port
  // for their embedded PostgreSQL; the loser must pick another one instead of failing to start.
  it("two servers started at the same moment on fresh data directories both come up", { timeout: 180_000 }, async () => {
    const dirs = [mkdtempSync(path.join(os.tmpdir(), "vp-race-a-")), mkdtempSync(path.join(os.tmpdir(), "vp-race-b-"))];
    const ports = [await freePort(), await freePort()];
    const started = await Promise.allSettled(dirs.map((dir, i) => startAppProcess({ dataDir: dir, port: ports[i] })));
    try {
      for (const [i, result] of started.entries()) {
        expect(result.status, result.status === "rejected" ? String(result.reason) : "").toBe("fulfilled");
        expect((await fetch(`http://127.0.0.1:${ports[i]}/api/health`)).status).toBe(200);
      }
      const pgPorts = dirs.map((dir) => (JSON.parse(readFileSync(path.join(dir, "postgres.json"), "utf8")) as { port: number }).port);
      expect(new Set(pgPorts).size).toBe(2);
    } finally {
      for (const result of started) {
        if (result.status === "fulfilled") {
          result.value.child.kill("SIGTERM");
          await exited(result.value.child);
        }
      }
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });
});
