// The server answers only for its own name (server/middleware/host-check.ts). A page on
// attacker.example whose DNS name is re-pointed at 127.0.0.1 (DNS rebinding) makes the victim's
// browser send `Host: attacker.example` to us: without this check it could read the local mailbox,
// password-reset links included. And a state-changing request must come from APP_URL's exact origin —
// scheme and port included (server/middleware/same-origin.ts).
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { createUser } from "../support/factories";
import { ORIGIN, send, testApp } from "../support/test-app";

type Raw = { host?: string; ip?: string; method?: string; origin?: string; headers?: Record<string, string>; body?: BodyInit };

/** A request to `app` with exactly the given Host (or none) from the given socket address. */
async function raw(app: { fetch: (r: Request, env: unknown) => Response | Promise<Response> }, pathname: string, o: Raw = {}) {
  const headers = new Headers(o.headers);
  if (o.host !== undefined) headers.set("host", o.host);
  if (o.origin) headers.set("origin", o.origin);
  const req = new Request(`http://${o.host || "localhost:3000"}${pathname}`, { method: o.method ?? "GET", headers, body: o.body, redirect: "manual" });
  if (o.host === undefined) req.headers.delete("host");
  return app.fetch(req, { incoming: { socket: { remoteAddress: o.ip ?? "127.0.0.1" } } });
}

describe("a local run (APP_URL http://localhost:3000)", () => {
  it("shows nothing of the mailbox, or any page, to a request for another host name", async () => {
    const user = await createUser();
    expect((await send("/forgot-password", { form: { email: user.email } })).status).toBe(200);
    const app = await testApp();
    for (const host of ["attacker.example", "attacker.example:3000", "localhost.attacker.example:3000", "evil.localhost.example"]) {
      for (const p of ["/dev/mailbox", "/dev/mailbox.data", "/", "/api/health", "/api/courses"]) {
        const res = await raw(app, p, { host });
        expect(res.status, `${host} ${p}`).toBe(421);
        const body = await res.text();
        expect(body, `${host} ${p}`).toBe("");
      }
    }
  });

  it("refuses a POST for another host even when its Origin matches that host", async () => {
    const app = await testApp();
    const res = await raw(app, "/forgot-password", { host: "attacker.example:3000", origin: "http://attacker.example:3000", method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "email=a%40example.test" });
    expect(res.status).toBe(421);
  });

  it("refuses a request without a Host header", async () => {
    expect((await raw(await testApp(), "/", {})).status).toBe(400);
  });

  it("answers for localhost, 127.0.0.1, [::1] and a LAN address (a phone on the same network)", async () => {
    const app = await testApp();
    for (const host of ["localhost:3000", "LOCALHOST:3000", "127.0.0.1:3000", "[::1]:3000", "192.168.1.20:3000"]) {
      expect((await raw(app, "/api/health", { host, ip: "192.168.1.20" })).status, host).toBe(200);
    }
  });

  it("compares the whole origin, scheme included, for a state-changing request", async () => {
    const user = await createUser();
    const form = { email: user.email, password: user.password };
    expect((await send("/login", { form })).status).toBe(302);
    for (const origin of ["https://localhost:3000", "http://localhost:3001", "http://attacker.example"]) {
      expect((await send("/login", { form, origin })).status, origin).toBe(403);
    }
    // The same machine under another of its local names: the page's own origin is accepted.
    const app = await testApp();
    const res = await raw(app, "/login", { host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000", method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form).toString() });
    expect(res.status).toBe(302);
    const wrongScheme = await raw(app, "/login", { host: "127.0.0.1:3000", origin: "https://127.0.0.1:3000", method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form).toString() });
    expect(wrongScheme.status).toBe(403);
  });
});

describe("a deployment (APP_URL https://vidyapath.example)", () => {
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build", "server", "index.js")).href)) as ServerBuild;
    app = createApp({ mode: "production", appUrl: "https://vidyapath.example", trustProxy: true, getBuild: async () => build });
  });

  it("answers for its own name only", async () => {
    for (const host of ["vidyapath.example", "VIDYAPATH.example", "vidyapath.example:443"]) {
      expect((await raw(app, "/api/health", { host, ip: "203.0.113.5" })).status, host).toBe(200);
    }
    for (const host of ["attacker.example", "vidyapath.example:8443", "localhost:3000", "127.0.0.1:3000", "10.0.0.5", "vidyapath.example.attacker.example"]) {
      const res = await raw(app, "/api/health", { host, ip: "203.0.113.5" });
      expect(res.status, host).toBe(421);
      expect(await res.text(), host).toBe("");
    }
  });

  it("does not take X-Forwarded-Host as the host, even behind TRUST_PROXY", async () => {
    expect((await raw(app, "/api/health", { host: "attacker.example", ip: "10.0.0.2", headers: { "x-forwarded-host": "vidyapath.example" } })).status).toBe(421);
  });

  it("still answers its own background jobs on the loopback address (sandbox webhook deliveries)", async () => {
    expect((await raw(app, "/api/health", { host: "127.0.0.1:3000", ip: "127.0.0.1" })).status).toBe(200);
    // …but not a loopback name sent through a proxy on this machine: that request came from outside.
    expect((await raw(app, "/api/health", { host: "127.0.0.1:3000", ip: "127.0.0.1", headers: { "x-forwarded-for": "198.51.100.7" } })).status).toBe(421);
  });

  it("refuses an http:// Origin for the https site", async () => {
    const res = await raw(app, "/login", { host: "vidyapath.example", origin: "http://vidyapath.example", method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "email=a%40example.test&password=x" });
    expect(res.status).toBe(403);
  });
});

// The test helpers send to this origin: keep them honest.
it("uses the local APP_URL in these tests", () => expect(ORIGIN).toBe("http://localhost:3000"));
