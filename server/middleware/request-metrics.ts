// Request latency per route PATTERN (docs/decisions/043-metrics-and-backups.md): `/courses/:id/details`,
// `/api/quizzes/:id`, never the URL itself, so the number of label values stays bounded whatever
// visitors type. The pattern is the Hono route that answered (API routes, assets, /metrics); for a
// page, the React Router route that matches its path (a `.data` request counts as its page); paths
// nothing matches (the 404 page, unknown /api/ paths) share the label `unmatched`, and public files
// share `static`. Registered first, so it times everything, the Host check and the page cache too.
import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { matchRoutes, type ServerBuild } from "react-router";
import type { Observer } from "../../app/lib/metrics/fast-histogram.server";
import { metrics } from "../../app/lib/metrics/registry.server";
import { pagePathname } from "../../app/lib/page-url";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const STATUS_CLASSES = ["0xx", "1xx", "2xx", "3xx", "4xx", "5xx"];
const CATCH_ALL = new Set(["*", "/*", "/api/*"]);
const FILE = /\.[a-z0-9]{2,12}$/i;
const UNMATCHED = "unmatched";
const PATHNAMES_REMEMBERED = 2000;

/** The URL patterns of a build's routes (parents joined, as in the route table), for matchRoutes. */
function routePatterns(build: ServerBuild): { path: string }[] {
  const full = (id: string | undefined): string => {
    const r = id ? build.routes[id] : undefined;
    if (!r) return "";
    const parent = full(r.parentId);
    return r.path ? `${parent.replace(/\/$/, "")}/${r.path}` : parent;
  };
  const paths = new Set(Object.keys(build.routes).map((id) => full(id) || "/"));
  return [...paths].map((path) => ({ path }));
}

/** The latency series of one (method, route, status class), found by a string key
 * (app/lib/metrics/fast-histogram.server.ts). Also used by the answers given ahead of Hono
 * (server/front-answers.ts), which time themselves into the same series. */
export function requestObserver(): (method: string, route: string, status: number) => Observer {
  const { httpDuration } = metrics();
  return (method, route, status) => {
    const statusClass = STATUS_CLASSES[Math.floor(status / 100)] ?? "other";
    return httpDuration.series(`${method} ${route} ${statusClass}`, () => ({ method, route, status_class: statusClass }));
  };
}

export function requestMetrics(opts: { getBuild: () => Promise<ServerBuild> }): MiddlewareHandler {
  const observer = requestObserver();
  // Matching a page path against the route table ranks every route: remembered per path (bounded).
  let patternsOf: { build: ServerBuild; patterns: { path: string }[] } | null = null;
  const labels = new Map<string, string>();
  const pageLabel = async (pathname: string) => {
    const remembered = labels.get(pathname);
    if (remembered) return remembered;
    const build = await opts.getBuild();
    if (patternsOf?.build !== build) {
      patternsOf = { build, patterns: routePatterns(build) };
      labels.clear();
    }
    const path = matchRoutes(patternsOf.patterns, pathname)?.[0]?.route.path;
    const label = !path || path === "/*" ? UNMATCHED : path;
    // Only real pages' paths are remembered, and short ones: random 404 paths would fill the map.
    if (label !== UNMATCHED && pathname.length <= 256) {
      if (labels.size >= PATHNAMES_REMEMBERED) labels.clear();
      labels.set(pathname, label);
    }
    return label;
  };

  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const seconds = (performance.now() - started) / 1000;
      // The route that answered: Hono leaves routeIndex at the last handler it ran (hono/route's routePath).
      const answered = matchedRoutes(c)[c.req.routeIndex]?.path ?? "";
      let route: string;
      if (answered && !CATCH_ALL.has(answered)) route = answered;
      else if (c.req.path.startsWith("/api/")) route = UNMATCHED;
      else {
        const page = pagePathname(c.req.path);
        route = !page.isDataRequest && FILE.test(page.pathname) ? "static" : await pageLabel(page.pathname).catch(() => UNMATCHED);
      }
      // Node accepts only the methods it knows, but keep the label set small all the same.
      const method = METHODS.has(c.req.method) ? c.req.method : "OTHER";
      observer(method, route, c.res.status).observe(seconds);
    }
  };
}
