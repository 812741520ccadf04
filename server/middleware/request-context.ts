// Per-request facts the app needs and must be able to trust: the client IP (socket address, or the
// nearest X-Forwarded-For hop when TRUST_PROXY is set) and the CSP nonce. Client-sent copies of our
// internal headers are removed. One structured log line per request, without query strings (they
// can hold reset tokens).
import { randomBytes } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { CLIENT_IP_HEADER, NONCE_HEADER } from "../../app/lib/http-headers";
import { forLog } from "../../app/lib/input-safety";
import { log } from "../../app/lib/logger.server";

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

export function requestContext(opts: { trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const socketIp = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? "unknown";
    let ip = socketIp;
    if (opts.trustProxy) {
      const hops = (c.req.header("x-forwarded-for") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
      ip = hops.at(-1) ?? socketIp;
    }
    c.set("clientIp" as never, ip as never);
    await next();
    // Reads that went well are logged at debug level (an access log at info costs throughput on a
    // small machine); changes, errors and refusals at info.
    const status = c.res.status;
    const quiet = (c.req.method === "GET" || c.req.method === "HEAD") && status < 400;
    // The path is attacker-chosen: cut, and control characters replaced (Hono decodes %00 to NUL).
    // A refused input is logged by its kind, never by its value.
    const refused = c.get("inputProblem" as never) as string | undefined;
    const fields = { method: c.req.method, path: forLog(c.req.path, 200), status, ms: Math.round(performance.now() - started), ...(refused ? { refused } : {}) };
    if (quiet) log.debug("request", fields);
    else log.info("request", fields);
  };
}

/** The raw request with our trusted internal headers (client IP, CSP nonce) for the React Router app
 * and better-auth. Client-sent copies are removed first. Done only where needed: touching the
 * headers makes @hono/node-server build a full Request, which the fast API routes avoid. */
export function withInternalHeaders(c: Context): Request {
  const headers = c.req.raw.headers;
  headers.delete(CLIENT_IP_HEADER);
  headers.delete(NONCE_HEADER);
  headers.set(CLIENT_IP_HEADER, (c.get("clientIp" as never) as string | undefined) ?? "unknown");
  headers.set(NONCE_HEADER, nonceFor(c));
  return c.req.raw;
}

/** This response's CSP nonce, made on first use (JSON and file responses never need one). */
export function nonceFor(c: Context): string {
  let nonce = c.get("nonce" as never) as string | undefined;
  if (!nonce) {
    nonce = randomBytes(16).toString("base64");
    c.set("nonce" as never, nonce as never);
  }
  return nonce;
}
