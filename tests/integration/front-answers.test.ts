// Front answers (decision 046): a cached `GET /api/courses` is sent from Node's own request, ahead of
// Hono. Against the real server (`node scripts/start.mjs`), the answer from the front must be the one
// the app gave the first time (a cache miss, through every middleware): status, headers except Date,
// body — for GET, HEAD and If-None-Match; the Host check still refuses foreign names; an admin change
// shows on the next request; /metrics counts front answers like the app's; a drain closes connections.
// The server runs with a non-local APP_URL, so the Host check is the deployment's: only its own name,
// plus loopback names on a direct loopback connection.
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exited, freePort, startAppProcess, type AppProcess } from "../support/app-process";

let app: AppProcess;
let port = 0;
let ourHost = "";
const dataDir = mkdtempSync(path.join(os.tmpdir(), "vp-front-"));

beforeAll(async () => {
  port = await freePort();
  ourHost = `vidyapath.test:${port}`;
  app = await startAppProcess({ dataDir, port, env: { APP_URL: `http://${ourHost}`, PAYMENT_RECONCILE_SECONDS: "0" } });
}, 180_000);

afterAll(async () => {
  if (app && app.child.exitCode === null && app.child.signalCode === null) app.child.kill("SIGTERM");
  if (app) await exited(app.child);
  rmSync(dataDir, { recursive: true, force: true });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
type Call = { method?: string; host?: string; headers?: Record<string, string>; body?: string; agent?: http.Agent };

/** One request to the server on 127.0.0.1 with exactly this Host (ours by default). */
function call(pathname: string, o: Call = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: pathname, method: o.method ?? "GET", headers: { host: o.host ?? ourHost, ...o.headers }, agent: o.agent ?? false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.setTimeout(20_000, () => req.destroy(new Error(`no answer to ${pathname} in 20 s`)));
    req.on("error", reject);
    req.end(o.body);
  });
}

const withoutDate = ({ date: _date, ...rest }: http.IncomingHttpHeaders) => rest;
/** Status, headers (Date aside) and body: what the two answers must share. */
const comparable = (a: Answer) => ({ status: a.status, headers: withoutDate(a.headers), body: a.body.toString("utf8") });

// Each test uses query strings of its own: the first request must be a miss (the app's answer).
describe("GET /api/courses from the front", () => {
  it("gives a repeated query exactly the answer the app gave it", async () => {
    for (const search of ["", "?page=2", "?q=physics", "?category=Engineering&page=1", "?q=%E0%A4%97%E0%A4%A3%E0%A4%BF%E0%A4%A4", "?type=Free&unknown=1"]) {
      const fromApp = await call(`/api/courses${search}`);
      expect(fromApp.status, search).toBe(200);
      expect(fromApp.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(fromApp.headers["x-frame-options"]).toBe("DENY");
      expect(fromApp.headers.vary).toBe("Cookie");
      expect(fromApp.headers["content-encoding"]).toBeUndefined();
      for (let i = 0; i < 2; i++) expect(comparable(await call(`/api/courses${search}`)), search).toEqual(comparable(fromApp));
      // Asking for compression changes nothing: the catalogue JSON is not compressed, here or in the app.
      expect(comparable(await call(`/api/courses${search}`, { headers: { "accept-encoding": "gzip, br" } })), search).toEqual(comparable(fromApp));
    }
  });

  it("gives a signed-in visitor's request what the app gives it: public caching, no Vary", async () => {
    const cookie = { cookie: "better-auth.session_token=not-a-real-session" };
    const fromApp = await call("/api/courses?page=1&signed=in", { headers: cookie });
    expect(fromApp.status).toBe(200);
    expect(fromApp.headers.vary).toBeUndefined();
    expect(fromApp.headers["cache-control"]).toMatch(/^public, max-age=60/);
    expect(comparable(await call("/api/courses?page=1&signed=in", { headers: cookie }))).toEqual(comparable(fromApp));
    // The same cached query without the cookie says it varies with the cookie, as the app does.
    expect((await call("/api/courses?page=1&signed=in")).headers.vary).toBe("Cookie");
  });

  it("answers HEAD with the GET's headers and no body, as the app does", async () => {
    const headFromApp = await call("/api/courses?page=1&head=1", { method: "HEAD" });
    expect(headFromApp.status).toBe(200);
    expect(headFromApp.body.length).toBe(0);
    const headFromFront = await call("/api/courses?page=1&head=1", { method: "HEAD" });
    expect(comparable(headFromFront)).toEqual(comparable(headFromApp));
    const get = await call("/api/courses?page=1&head=1");
    expect(withoutDate(headFromFront.headers)).toEqual(withoutDate(get.headers));
    expect(Number(headFromFront.headers["content-length"])).toBe(get.body.length);
  });

  it("answers If-None-Match with the app's 304: the 200's headers without a body", async () => {
    const full = await call("/api/courses?page=1");
    const etag = String(full.headers.etag);
    // "?page=1&inm=1" lists the same courses: the app finds the entry (and its ETag) behind its raw cache.
    const fromApp = await call("/api/courses?page=1&inm=1", { headers: { "if-none-match": etag } });
    expect(fromApp.status).toBe(304);
    expect(fromApp.body.length).toBe(0);
    const fromFront = await call("/api/courses?page=1&inm=1", { headers: { "if-none-match": etag } });
    expect(comparable(fromFront)).toEqual(comparable(fromApp));
    const { "content-length": _length, ...headersOf200 } = withoutDate(full.headers);
    expect(withoutDate(fromFront.headers)).toEqual(headersOf200);
    // A stale ETag gets the full answer.
    const stale = await call("/api/courses?page=1&inm=1", { headers: { "if-none-match": '"0-stale"' } });
    expect(stale.status).toBe(200);
    expect(stale.body.equals(full.body)).toBe(true);
  });

  it("refuses the Host names the app refuses, even for a cached query", async () => {
    const cached = "/api/courses?page=1&host=check";
    expect((await call(cached)).status).toBe(200);
    expect((await call(cached)).status).toBe(200);
    for (const host of ["attacker.example", `attacker.example:${port}`, `vidyapath.test.attacker.example:${port}`, `vidyapath.test:${port + 1}`]) {
      const res = await call(cached, { host });
      expect(res.status, host).toBe(421);
      expect(res.body.length, host).toBe(0);
    }
    // A loopback name is ours only on a direct loopback connection: not when a proxy forwarded it.
    expect((await call(cached, { host: `127.0.0.1:${port}` })).status).toBe(200);
    expect((await call(cached, { host: `127.0.0.1:${port}`, headers: { "x-forwarded-for": "198.51.100.7" } })).status).toBe(421);
    // A Host that @hono/node-server rewrites is refused by it (400), with or without the front.
    expect((await call(cached, { host: `VIDYAPATH.test:${port}` })).status).toBe(400);
  });
});

/** A counter or histogram count from /metrics (asked from loopback with an IP Host), 0 when absent. */
async function metric(name: string, labels: Record<string, string>): Promise<number> {
  const res = await call("/metrics", { host: `127.0.0.1:${port}` });
  expect(res.status).toBe(200);
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`).sort().join(",");
  const line = res.body
    .toString("utf8")
    .split("\n")
    .find((l) => l.startsWith(`${name}{`) && l.slice(name.length + 1, l.indexOf("}")).split(",").sort().join(",") === wanted);
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
}

describe("metrics of front answers", () => {
  it("times them in the /api/courses series and counts one cache lookup per request", async () => {
    const timed = (method: string, statusClass: string) => metric("vidyapath_http_request_duration_seconds_count", { method, route: "/api/courses", status_class: statusClass });
    const lookups = (result: string) => metric("vidyapath_cache_lookups_total", { cache: "catalogue-raw", result });
    const pathname = "/api/courses?page=1&metrics=1";
    const etag = String((await call(pathname)).headers.etag); // the miss, answered by the app
    const before = { get: await timed("GET", "2xx"), head: await timed("HEAD", "2xx"), notModified: await timed("GET", "3xx"), hit: await lookups("hit"), miss: await lookups("miss") };
    for (let i = 0; i < 5; i++) expect((await call(pathname)).status).toBe(200);
    expect((await call(pathname, { method: "HEAD" })).status).toBe(200);
    expect((await call(pathname, { headers: { "if-none-match": etag } })).status).toBe(304);
    expect(await timed("GET", "2xx")).toBe(before.get + 5);
    expect(await timed("HEAD", "2xx")).toBe(before.head + 1);
    expect(await timed("GET", "3xx")).toBe(before.notModified + 1);
    expect(await lookups("hit")).toBe(before.hit + 7);
    expect(await lookups("miss")).toBe(before.miss);
    // A miss is counted once, though the front looked first and the app looked again.
    expect((await call("/api/courses?page=1&metrics=2")).status).toBe(200);
    expect(await lookups("miss")).toBe(before.miss + 1);
    expect(await lookups("hit")).toBe(before.hit + 7);
  });
});

/** Cookies set by an answer, as one Cookie header value (merged into `jar`). */
function keepCookies(jar: Map<string, string>, res: Answer) {
  for (const line of res.headers["set-cookie"] ?? []) {
    const [pair] = line.split(";");
    const eq = pair.indexOf("=");
    jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

describe("after an admin change", () => {
  it("the next request shows it, and so do the front's answers after it", { timeout: 60_000 }, async () => {
    const demoAdmin = /Demo admin: +(\S+) +password: (\S+)/.exec(app.output());
    expect(demoAdmin, app.output()).toBeTruthy();
    const jar = new Map<string, string>();
    const form = { "content-type": "application/x-www-form-urlencoded", origin: `http://${ourHost}` };
    const login = await call("/login", { method: "POST", headers: form, body: new URLSearchParams({ email: demoAdmin![1], password: demoAdmin![2] }).toString() });
    expect(login.status).toBe(302);
    const cookie = keepCookies(jar, login);

    const pathname = "/api/courses?page=1&admin=change";
    const before = await call(pathname);
    expect((await call(pathname)).body.equals(before.body)).toBe(true); // from the front
    const listed = JSON.parse(before.body.toString("utf8")) as { courses: { id: number; name: string }[]; total: number };
    const course = listed.courses[0];

    const saved = await call(`/admin/courses/${course.id}`, { method: "POST", headers: { ...form, cookie }, body: new URLSearchParams({ intent: "unpublish" }).toString() });
    expect(saved.status, saved.body.toString("utf8").slice(0, 300)).toBe(302);

    for (const attempt of ["first request after the change", "the front's answer after it"]) {
      const after = await call(pathname);
      expect(after.status, attempt).toBe(200);
      expect(after.headers.etag, attempt).not.toBe(before.headers.etag);
      const now = JSON.parse(after.body.toString("utf8")) as { courses: { id: number }[]; total: number };
      expect(now.total, attempt).toBe(listed.total - 1);
      expect(now.courses.map((c) => c.id), attempt).not.toContain(course.id);
    }
    // The old ETag is no longer answered with 304.
    expect((await call(pathname, { headers: { "if-none-match": String(before.headers.etag) } })).status).toBe(200);
  });
});

// Last: it stops the server.
describe("draining", () => {
  it("answers from the front with Connection: close once shutdown has begun", { timeout: 60_000 }, async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const pathname = "/api/courses?page=1&drain=1";
      expect((await call(pathname, { agent })).status).toBe(200);
      const kept = await call(pathname, { agent }); // from the front, on a kept-alive connection
      expect(kept.headers.connection).toBe("keep-alive");
      app.child.kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 200)); // within the second the server still accepts
      const draining = await call(pathname, { agent });
      expect(draining.status).toBe(200);
      expect(draining.body.equals(kept.body)).toBe(true);
      expect(draining.headers.connection).toBe("close");
    } finally {
      agent.destroy();
    }
    expect(await exited(app.child)).toBe(0);
  });
});
