// A real load balancer for tests: Debian's haproxy, started on a free loopback port with its own
// config file in a temporary folder (a haproxy service the machine may run is not touched), stopped
// on `stop`. Round robin over the given servers, a health check on /api/health, and on a server that
// refuses connections, retries that go to another server (`option redispatch`), so a killed
// instance's new requests are served by the living ones. It adds X-Forwarded-For and passes the Host
// header through, as a production balancer in front of Vidyapath must.
//
// For tests only, two things a production config would not have: a request header
// `X-Test-Instance: <name>` sends the request to that server (while it is up), and every response says
// which server answered in `X-Test-Served-By` (the names are the test's own: "a", "b").
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { exited, freePort } from "./app-process";

export const HAPROXY = "/usr/sbin/haproxy";
export const ROUTE_HEADER = "x-test-instance";
export const SERVED_BY_HEADER = "x-test-served-by";

export type LoadBalancer = { port: number; origin: string; output: () => string; stop: () => Promise<void> };

export function haproxyConfig(port: number, servers: { name: string; port: number }[]): string {
  return [
    "global",
    "  maxconn 512",
    // Server state changes ("Server app/b is DOWN …") to its output, for a failing test to show.
    "  log stderr format short local0 notice",
    "defaults",
    "  log global",
    "  mode http",
    "  timeout connect 2s",
    "  timeout client 60s",
    "  timeout server 60s",
    "  retries 3",
    // Redispatch on every retry: a request whose server refuses the connection goes to another one.
    "  option redispatch 1",
    "  option forwardfor",
    "frontend web",
    `  bind 127.0.0.1:${port}`,
    "  default_backend app",
    "backend app",
    "  balance roundrobin",
    "  option httpchk",
    "  http-check send meth GET uri /api/health ver HTTP/1.1 hdr Host 127.0.0.1",
    ...servers.map((s) => `  use-server ${s.name} if { req.hdr(${ROUTE_HEADER}) -m str ${s.name} }`),
    `  http-response set-header ${SERVED_BY_HEADER} %[srv_name]`,
    // A dead server (connection refused) is marked down after two failed checks 300 ms apart; until
    // then retries cover it. A slow one is not: a check may take 5 s (a loaded test machine, a server
    // busy rendering) before it counts as failed.
    "  timeout check 5s",
    ...servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check inter 300 fall 2 rise 1`),
    "",
  ].join("\n");
}

export async function startLoadBalancer(servers: { name: string; port: number }[]): Promise<LoadBalancer> {
  if (!existsSync(HAPROXY)) throw new Error(`${HAPROXY} is missing: apt-get install haproxy (.ci/run installs it)`);
  const dir = mkdtempSync(path.join(os.tmpdir(), "vp-haproxy-"));
  const port = await freePort();
  const config = path.join(dir, "haproxy.cfg");
  writeFileSync(config, haproxyConfig(port, servers));
  // -db: stay in the foreground, so the child is haproxy itself and stopping it is one signal.
  const child: ChildProcess = spawn(HAPROXY, ["-db", "-f", config], { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout?.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (out += d.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await Promise.race([exited(child), new Promise((r) => setTimeout(r, 5_000))]);
    rmSync(dir, { recursive: true, force: true });
  };
  // Listening once it answers (with the app's answer or its own 503 while no server is up yet).
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`haproxy exited (${child.exitCode}):\n${out}`);
    }
    const answered = await fetch(`${origin}/api/health`).then(
      (r) => r.body?.cancel().then(() => true) ?? true,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`haproxy did not listen on ${port} within 10 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { port, origin, output: () => out, stop };
}
