// A cache of server-rendered public pages for anonymous visitors (/courses, course details). React
// server rendering costs milliseconds per page; serving the same bytes again costs microseconds.
// Rules (docs/decisions/007-catalogue-caching.md):
// - only GET requests without a session cookie, only 200 HTML responses that set no cookie — so one
//   user's page is never served to another;
// - keyed by path, the known query parameters and the visitor's language; entries belong to one
//   catalogue version, so any catalogue change invalidates them;
// - each response gets a fresh CSP nonce: the cached HTML's nonce is replaced before sending.
import type { MiddlewareHandler } from "hono";
import { VersionedCache } from "../../app/features/courses/catalogue-cache.server";
import { localeFromRequest } from "../../app/lib/i18n/locales";
import { nonceFor } from "./request-context";
import { prebuiltSecurityHeaders } from "./security-headers";

// The page is kept as encoded bytes split at its nonce, so a hit only copies bytes around a fresh
// nonce (no string scanning or re-encoding of ~80 KB per request).
type Entry = { parts: Buffer[]; headers: [string, string][] };

function withNonce(entry: Entry, nonce: string): Buffer {
  const n = Buffer.from(nonce);
  const chunks: Buffer[] = [];
  entry.parts.forEach((part, i) => {
    if (i > 0) chunks.push(n);
    chunks.push(part);
  });
  return Buffer.concat(chunks);
}
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

export function pageCache(opts: { paths: RegExp; params: string[] }): MiddlewareHandler {
  const cache = new VersionedCache<Entry>(1000);
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (c.req.method !== "GET" || !opts.paths.test(url.pathname) || SESSION_COOKIE.test(c.req.header("cookie") ?? "")) return next();
    const keys = [...url.searchParams.keys()];
    if (keys.some((k) => !opts.params.includes(k))) return next();
    const params = opts.params.filter((p) => url.searchParams.has(p)).map((p) => `${p}=${url.searchParams.get(p)}`);
    const key = `${localeFromRequest(c.req.raw)}|${url.pathname}?${params.join("&")}`;
    const nonce = nonceFor(c);

    const hit = cache.get(key);
    if (hit) {
      const headers: Record<string, string> = Object.fromEntries(hit.headers);
      const security = prebuiltSecurityHeaders(c);
      if (security) {
        Object.assign(headers, security.base);
        const csp = security.cspFor(nonce);
        if (csp) headers["Content-Security-Policy"] = csp;
      }
      headers["Cache-Control"] ??= "private, no-store"; // as the security middleware gives every page
      headers["X-Page-Cache"] = "hit";
      const body = withNonce(hit, nonce);
      return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), { status: 200, headers });
    }
    await next();
    const res = c.res;
    if (res.status !== 200 || res.headers.has("set-cookie") || !(res.headers.get("content-type") ?? "").startsWith("text/html")) return;
    const html = await res.text();
    // Only the page's own headers are kept; security headers are added fresh on every hit.
    const headers = [...res.headers.entries()].filter(([k]) => ["content-type", "cache-control", "vary", "content-language"].includes(k));
    cache.set(key, { parts: (nonce ? html.split(nonce) : [html]).map((p) => Buffer.from(p)), headers });
    const out = new Headers(headers);
    out.set("X-Page-Cache", "miss");
    c.res = new Response(html, { status: 200, headers: out });
  };
}
