// Issue 8, "Forged payments after a second npm start": a second `npm start` on a data directory a
// server is serving from refuses and leaves that server alone, and at no point does any server sign
// with a secret anyone can read in the source ("vidyapath-sandbox" was the fallback). A server
// orphaned by a killed `npm start` is still taken over.
import { createHmac } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { exited, freePort, startAppProcess, type AppProcess } from "../support/app-process";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "vp-one-server-"));
const running: AppProcess[] = [];

async function start(port: number, command: "node" | "npm" = "node") {
  const app = await startAppProcess({ dataDir, port, command });
  running.push(app);
  return app;
}

async function stop(app: AppProcess) {
  if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill("SIGTERM");
  await exited(app.child);
}

/** A webhook signed the way anyone reading the old source could: keys derived from the fallback. */
async function forgedWebhook(port: number) {
  const forgedKey = createHmac("sha256", "vidyapath-sandbox").update("sandbox-webhook-secret").digest("hex");
  const body = JSON.stringify({ event: "ping", payload: {} });
  const response = await fetch(`http://127.0.0.1:${port}/api/payment/webhook`, {
    method: "POST",
    body,
    headers: {
      "content-type": "application/json",
      origin: `http://127.0.0.1:${port}`,
      "x-razorpay-signature": createHmac("sha256", forgedKey).update(body).digest("hex"),
      "x-razorpay-event-id": `evt_forged_${port}`,
    },
  });
  return { status: response.status, body: (await response.json()) as { result?: string } };
}

const serving = async (port: number) => {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200;
  } catch {
    return false;
  }
};

afterAll(async () => {
  for (const app of running) await stop(app);
  rmSync(dataDir, { recursive: true, force: true });
});

describe("one server per data directory", () => {
  it("a second start refuses with who is serving and how to stop it, and the first keeps serving with its own secret", { timeout: 180_000 }, async () => {
    const firstPort = await freePort();
    const first = await start(firstPort);
    const secondPort = await freePort();
    const second = await start(secondPort).then(
      () => "started",
      (error: unknown) => String(error),
    );
    // Whichever server serves now must not accept a webhook signed with the source's fallback.
    const live = (await serving(secondPort)) ? secondPort : firstPort;
    expect(await forgedWebhook(live)).toEqual({ status: 400, body: { result: "invalid signature" } });

    expect(second).toMatch(/server exited early \(1\)/);
    expect(second).toContain(`Vidyapath is already running from this data directory (${dataDir})`);
    expect(second).toContain(`process ${first.child.pid}, serving http://127.0.0.1:${firstPort}`);
    expect(second).toContain(`kill ${first.child.pid}`);
    expect(second).not.toMatch(/at .+\.js:\d+/); // a message, not a stack trace
    expect(first.child.exitCode).toBeNull();
    expect(await serving(firstPort)).toBe(true);
    expect(first.output()).not.toContain("shutting down");
    await stop(first);
    expect(existsSync(path.join(dataDir, "server.pid"))).toBe(false);
  });

  it("a server orphaned by a killed npm start is taken over by the next start", { timeout: 180_000 }, async () => {
    const port = await freePort();
    const viaNpm = await start(port, "npm");
    const record = JSON.parse(readFileSync(path.join(dataDir, "server.pid"), "utf8")) as { pid: number; launcherPid: number; url: string };
    expect(record.launcherPid).toBe(viaNpm.child.pid);
    expect(record.url).toBe(`http://127.0.0.1:${port}`);
    viaNpm.child.kill("SIGKILL"); // npm only: the server it started is now an orphan
    const next = await start(port);
    expect(await serving(port)).toBe(true);
    expect(next.output()).toContain("Vidyapath is running at");
    expect(await forgedWebhook(port)).toEqual({ status: 400, body: { result: "invalid signature" } });
    await stop(next);
  });
});
