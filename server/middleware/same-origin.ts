// CSRF defence (ASVS V3.5): a state-changing request must come from our own pages. Browsers send
// Origin on every cross-origin and same-origin POST; it must be APP_URL's origin exactly — scheme,
// host and port (an http:// page must not post to the https:// site). On a local run a page may
// also be opened under another local name (127.0.0.1, [::1], a LAN address, which the host check
// lets through): its origin is then APP_URL's scheme with the Host the request was sent to.
// Requests without Origin are refused unless Fetch Metadata says same-origin.
// Webhook endpoints (server-to-server, signed) are exempted by path.
import type { MiddlewareHandler } from "hono";
import { isLocalRun } from "./host-check";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

export function sameOriginOnly(opts: { appUrl: string; development?: boolean; exempt: (path: string) => boolean }): MiddlewareHandler {
  const app = new URL(opts.appUrl);
  const appOrigin = app.origin;
  const localRun = isLocalRun(opts.appUrl, opts.development ?? false);
  const localOrigin = (host: string) => {
    try {
      return new URL(`${app.protocol}//${host}`).origin;
    } catch {
      return null;
    }
  };
  return async (c, next) => {
    if (SAFE.has(c.req.method) || opts.exempt(c.req.path)) return next();
    const origin = c.req.header("origin");
    let ok = false;
    if (origin && origin !== "null") {
      if (origin === appOrigin) ok = true;
      else if (localRun) {
        const host = c.req.header("host");
        try {
          ok = host !== undefined && new URL(origin).origin === localOrigin(host);
        } catch {
          ok = false;
        }
      }
    } else if (!origin) {
      ok = c.req.header("sec-fetch-site") === "same-origin";
    }
    if (!ok) return c.json({ error: "Cross-origin request refused" }, 403);
    return next();
  };
}
