// GET /metrics (issue 13, decision 043): Prometheus text with latency per route pattern (two course
// URLs make one label), the pg pool's gauges, job runs and failures, payment outcomes and cache hits;
// served to loopback callers and to a scraper with METRICS_TOKEN, and to nobody else (the 404 page).
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "../../app/lib/env.server";
import { countJobRun } from "../../app/lib/metrics/counters.server";
import { startQuizDeadlineSweep } from "../../server/quiz-deadline-sweep";
import { createCourse } from "../support/factories";
import { ORIGIN, send, testApp } from "../support/test-app";

const TOKEN = "metrics-token-for-the-test-0123456789";

async function scrape(): Promise<string> {
  const res = await send("/metrics");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/plain");
  return res.text();
}

/** The value of one series, 0 when absent. `labels` must list the series' labels in their order. */
function value(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .join(",");
  const line = text.split("\n").find((l) => l.startsWith(`${name}{`) && l.slice(name.length + 1, l.indexOf("}")).split(",").sort().join(",") === wanted.split(",").sort().join(","));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
}

/** A raw request through the app: any Host, client address and headers. */
async function raw(path: string, o: { ip: string; host?: string; headers?: Record<string, string>; body?: string }) {
  const app = await testApp();
  const headers = new Headers({ host: o.host ?? "localhost:3000", ...o.headers });
  const method = o.body === undefined ? "GET" : "POST";
  return app.fetch(new Request(ORIGIN + path, { method, headers, body: o.body }), { incoming: { socket: { remoteAddress: o.ip } } });
}

afterEach(() => {
  delete process.env.METRICS_TOKEN;
  resetEnvForTests();
});

describe("GET /metrics", () => {
  it("times requests per route pattern: two course URLs share one label, unknown paths one other", async () => {
    const [a, b] = [await createCourse(), await createCourse()];
    for (const c of [a, b]) {
      expect((await send(`/courses/${c.id}/details`)).status).toBe(200);
      expect((await send(`/api/courses/${c.id}`)).status).toBe(200);
    }
    expect((await send(`/no-such-page-${a.id}`)).status).toBe(404);
    expect((await send(`/api/no-such-thing/${b.id}`)).status).toBe(404);
    const text = await scrape();
    const count = (route: string, statusClass: string) => value(text, "vidyapath_http_request_duration_seconds_count", { method: "GET", route, status_class: statusClass });
    expect(count("/courses/:id/details", "2xx")).toBeGreaterThanOrEqual(2);
    expect(count("/api/courses/:id", "2xx")).toBeGreaterThanOrEqual(2);
    expect(count("unmatched", "4xx")).toBeGreaterThanOrEqual(2);
    // No label carries a real id.
    expect(text).not.toMatch(new RegExp(`route="[^"]*/(?:${a.id}|${b.id})[/"]`));
    expect(text).not.toContain("no-such");
  });

  it("shows the database pool's connections, and default process metrics", async () => {
    const text = await scrape();
    expect(value(text, "vidyapath_db_pool_connections", { state: "total" })).toBeGreaterThanOrEqual(1);
    expect(value(text, "vidyapath_db_pool_connections", { state: "max" })).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^vidyapath_db_pool_connections\{state="idle"\} \d+$/m);
    expect(text).toMatch(/^vidyapath_db_pool_waiting_requests \d+$/m);
    expect(text).toMatch(/^vidyapath_process_resident_memory_bytes \d+/m);
  });

  it("counts background job runs (the real quiz deadline sweep) and failures", async () => {
    const before = await scrape();
    const stop = startQuizDeadlineSweep(20);
    try {
      await vi.waitFor(async () => {
        const text = await scrape();
        expect(value(text, "vidyapath_job_runs_total", { job: "quiz_deadline_sweep" })).toBeGreaterThan(value(before, "vidyapath_job_runs_total", { job: "quiz_deadline_sweep" }));
      }, { timeout: 5_000, interval: 50 });
    } finally {
      stop();
    }
    await expect(countJobRun("test_job", () => Promise.reject(new Error("round failed")))).rejects.toThrow("round failed");
    const text = await scrape();
    expect(value(text, "vidyapath_job_runs_total", { job: "test_job" })).toBe(1);
    expect(value(text, "vidyapath_job_failures_total", { job: "test_job" })).toBe(1);
  });

  it("counts page cache hits and misses, and refused webhook signatures", async () => {
    const before = await scrape();
    await send("/courses");
    const second = await send("/courses");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    const bad = await raw("/api/payment/webhook", { ip: "10.1.2.3", body: JSON.stringify({ event: "order.paid" }), headers: { "content-type": "application/json", "x-razorpay-signature": "00".repeat(32), "x-razorpay-event-id": "evt_metrics" } });
    expect(bad.status).toBe(400);
    const text = await scrape();
    const delta = (name: string, labels: Record<string, string>) => value(text, name, labels) - value(before, name, labels);
    expect(delta("vidyapath_cache_lookups_total", { cache: "page:courses", result: "hit" })).toBeGreaterThanOrEqual(1);
    expect(value(text, "vidyapath_cache_lookups_total", { cache: "page:courses", result: "miss" })).toBeGreaterThanOrEqual(1);
    expect(delta("vidyapath_payment_outcomes_total", { outcome: "signature_invalid", source: "webhook" })).toBe(1);
  });

  it("is the 404 page for anyone not on this machine, and for a DNS name on loopback", async () => {
    const unknown = await raw("/no-such-page", { ip: "203.0.113.9" });
    for (const [ip, host] of [
      ["203.0.113.9", "localhost:3000"],
      ["10.0.0.5", "10.0.0.1:3000"],
      ["127.0.0.1", "attacker.example"], // DNS rebinding: a page on attacker.example pointed at 127.0.0.1
    ]) {
      const res = await raw("/metrics", { ip, host });
      expect(res.status, `${ip} ${host}`).toBe(host === "attacker.example" ? 421 : unknown.status);
      const body = await res.text();
      expect(body).not.toContain("vidyapath_");
    }
    expect(unknown.status).toBe(404);
  });

  it("serves a scraper elsewhere with the Bearer METRICS_TOKEN, and not with a wrong one", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    resetEnvForTests();
    const ok = await raw("/metrics", { ip: "10.0.0.9", host: "app1:3000", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("vidyapath_http_request_duration_seconds_bucket");
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, "Bearer ", TOKEN, `Basic ${TOKEN}`]) {
      const res = await raw("/metrics", { ip: "10.0.0.9", headers: { authorization } });
      expect(res.status, authorization).toBe(404);
      expect(await res.text()).not.toContain("vidyapath_");
    }
  });
});
