// The request-latency histogram (app/lib/metrics/fast-histogram.server.ts) must read like any
// Prometheus histogram through prom-client's registry: cumulative buckets, +Inf, sum and count.
import { Registry, type Metric } from "prom-client";
import { describe, expect, it } from "vitest";
import { FastHistogram } from "../../app/lib/metrics/fast-histogram.server";

describe("FastHistogram", () => {
  it("writes cumulative buckets, +Inf, sum and count per label set", async () => {
    const registry = new Registry();
    const h = new FastHistogram("t_seconds", "test", [0.01, 0.1, 1]);
    registry.registerMetric(h as unknown as Metric);
    const a = h.series("GET /a", () => ({ route: "/a" }));
    for (const v of [0.005, 0.01, 0.05, 0.5, 3]) a.observe(v);
    expect(h.series("GET /a", () => ({ route: "other" }))).toBe(a); // one series per key
    h.series("GET /b", () => ({ route: "/b" })).observe(0.2);
    const text = await registry.metrics();
    expect(text).toContain("# TYPE t_seconds histogram");
    expect(text).toContain('t_seconds_bucket{route="/a",le="0.01"} 2');
    expect(text).toContain('t_seconds_bucket{route="/a",le="0.1"} 3');
    expect(text).toContain('t_seconds_bucket{route="/a",le="1"} 4');
    expect(text).toContain('t_seconds_bucket{route="/a",le="+Inf"} 5');
    expect(text).toContain('t_seconds_sum{route="/a"} 3.565');
    expect(text).toContain('t_seconds_count{route="/a"} 5');
    expect(text).toContain('t_seconds_bucket{route="/b",le="0.1"} 0');
    expect(text).toContain('t_seconds_count{route="/b"} 1');
  });
});
