// The Prometheus metrics of this process (docs/decisions/043-metrics-and-backups.md). The server entry
// and the React Router server bundle are built separately, so the registry and its metrics live on
// globalThis (like the pg.Pool in lib/db.server.ts): a payment counted by the app bundle and the
// scrape answered by the server entry see the same counters.
import { Counter, collectDefaultMetrics, Gauge, type Metric, Registry } from "prom-client";
import { FastHistogram } from "./fast-histogram.server";
import { pool } from "../db.server";

type Metrics = ReturnType<typeof createMetrics>;
const KEY = Symbol.for("vidyapath.metrics");
const g = globalThis as { [KEY]?: Metrics };

/** The pool's counts now; null before the database is connected (a scrape then has no pool gauges). */
function poolStats(): { total: number; idle: number; waiting: number; max: number } | null {
  try {
    const p = pool();
    return { total: p.totalCount, idle: p.idleCount, waiting: p.waitingCount, max: p.options.max ?? 10 };
  } catch {
    return null;
  }
}

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "vidyapath_" });
  const httpDuration = new FastHistogram(
    "vidyapath_http_request_duration_seconds",
    "Time to answer a request, by route pattern (never the raw URL), method and status class",
    [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  );
  // The registry only calls get(): prom-client's Metric type names its own classes.
  registry.registerMetric(httpDuration as unknown as Metric);
  const poolConnections = new Gauge({
    name: "vidyapath_db_pool_connections",
    help: "Connections of this process's pg pool: total open, idle, and the pool's maximum",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const stats = poolStats();
      if (!stats) return;
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "max" }, stats.max);
    },
  });
  const poolWaiting = new Gauge({
    name: "vidyapath_db_pool_waiting_requests",
    help: "Queries waiting for a free connection of this process's pg pool",
    registers: [registry],
    collect() {
      const stats = poolStats();
      if (stats) this.set(stats.waiting);
    },
  });
  const paymentOutcomes = new Counter({
    name: "vidyapath_payment_outcomes_total",
    help: "Payment outcomes recorded after their transaction committed (paid, failed, duplicate, signature_invalid, ...)",
    labelNames: ["outcome", "source"] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({ name: "vidyapath_job_runs_total", help: "Background job rounds run", labelNames: ["job"] as const, registers: [registry] });
  const jobFailures = new Counter({ name: "vidyapath_job_failures_total", help: "Background job rounds that failed", labelNames: ["job"] as const, registers: [registry] });
  const cacheLookups = new Counter({
    name: "vidyapath_cache_lookups_total",
    help: "In-memory cache lookups (page cache per content area, catalogue JSON) by result: hit ratio = hit / (hit + miss)",
    labelNames: ["cache", "result"] as const,
    registers: [registry],
  });
  return { registry, httpDuration, poolConnections, poolWaiting, paymentOutcomes, jobRuns, jobFailures, cacheLookups };
}

export function metrics(): Metrics {
  return (g[KEY] ??= createMetrics());
}
