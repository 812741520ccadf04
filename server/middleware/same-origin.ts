// CSRF defence (ASVS V3.5): a state-changing request must come from our own pages. Browsers send
// Origin on every cross-origin and same-origin POST; it must match the Host the request was sent
// to (or APP_URL). Requests without Origin are refused unless Fetch Metadata says same-origin.
// Webhook endpoints (server-to-server, signed) are exempted by path.
import type { MiddlewareHandler } from "hono";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

export function sameOriginOnly(opts: { appUrl: string; exempt: (path: string) => boolean }): MiddlewareHandler {
  const appOrigin = new URL(opts.appUrl).origin;
  return async (c, next) => {
    if (SAFE.has(c.req.method) || opts.exempt(c.req.path)) return next();
    const origin = c.req.header("origin");
    const host = c.req.header("host");
    let ok = false;
    if (origin && origin !== "null") {
      try {
        const o = new URL(origin);
        ok = o.origin === appOrigin || (host !== undefined && o.host === host);
      } catch {
        ok = false;
      }
    } else if (!origin) {
      ok = c.req.header("sec-fetch-site") === "same-origin";
    }
    if (!ok) return c.json({ error: "Cross-origin request refused" }, 403);
    return next();
  };
}
