// A rendered HTML page kept for serving again, shared by the anonymous page cache (page-cache.ts) and
// the signed-in one (user-page-cache.ts). The page is kept as encoded bytes split at its CSP nonce, so
// a hit only copies bytes around a fresh nonce (no string scanning or re-encoding of ~80 KB per
// request), and gets the security headers and CSP of its own response.
import type { Context } from "hono";
import { prebuiltSecurityHeaders } from "./security-headers";

export type CachedPage = { parts: Buffer[]; headers: [string, string][]; bytes: number };

/** The page's own headers worth keeping; security headers are added fresh on every hit. */
const KEPT_HEADERS = ["content-type", "cache-control", "vary", "content-language"];

function withNonce(page: CachedPage, nonce: string): Buffer {
  const n = Buffer.from(nonce);
  const chunks: Buffer[] = [];
  page.parts.forEach((part, i) => {
    if (i > 0) chunks.push(n);
    chunks.push(part);
  });
  return Buffer.concat(chunks);
}

/** The cached page as this request's response: a fresh nonce in the HTML and in the CSP header,
 * `X-Page-Cache: hit`. */
export function cachedPageResponse(c: Context, page: CachedPage, nonce: string): Response {
  // The kept headers' names are lower case (Headers.entries()), so `cache-control` below is the same key.
  const headers: Record<string, string> = Object.fromEntries(page.headers);
  const security = prebuiltSecurityHeaders(c);
  if (security) {
    Object.assign(headers, security.base);
    const csp = security.cspFor(nonce);
    if (csp) headers["Content-Security-Policy"] = csp;
  }
  headers["cache-control"] ??= "private, no-store"; // as the security middleware gives every page
  headers["X-Page-Cache"] = "hit";
  const body = withNonce(page, nonce);
  return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), { status: 200, headers });
}

/**
 * The response just rendered (`c.res`), as a page to keep — only a 200 HTML answer that sets no
 * cookie — or null. When it is kept, `c.res` is replaced by an equal response marked
 * `X-Page-Cache: miss` (its body has been read).
 */
export async function keepRenderedPage(c: Context, nonce: string): Promise<CachedPage | null> {
  const res = c.res;
  if (res.status !== 200 || res.headers.has("set-cookie") || !(res.headers.get("content-type") ?? "").startsWith("text/html")) return null;
  const html = await res.text();
  const headers = [...res.headers.entries()].filter(([k]) => KEPT_HEADERS.includes(k));
  const parts = (nonce ? html.split(nonce) : [html]).map((p) => Buffer.from(p));
  const out = new Headers(headers);
  out.set("X-Page-Cache", "miss");
  c.res = new Response(html, { status: 200, headers: out });
  return { parts, headers, bytes: parts.reduce((sum, p) => sum + p.length, 0) };
}
