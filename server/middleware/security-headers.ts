// Security headers for every response (ASVS V3.4). HTML documents get a nonce-based CSP; the nonce is
// created here and handed to the React renderer in an internal request header.
import type { Context, MiddlewareHandler } from "hono";

export function contentSecurityPolicy(nonce: string, opts: { razorpay?: boolean } = {}) {
  // Razorpay Checkout (loaded on the checkout page when the student clicks Pay) opens its own frames.
  const razorpayFrames = opts.razorpay ? " https://api.razorpay.com https://checkout.razorpay.com" : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    // React sets a few style attributes (the carousel's transform); no <style> elements are allowed.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    "font-src 'self'",
    "connect-src 'self'",
    // PDF lessons are shown in an iframe served by our own authorized file route.
    `frame-src 'self'${razorpayFrames}`,
    "object-src 'none'",
    "base-uri 'none'",
    // Google sign-in answers a form POST with a redirect to Google, which form-action also governs.
    `form-action 'self' https://accounts.google.com${razorpayFrames}`,
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join("; ");
}

/** What fast paths (cached pages, cached JSON) need to build a complete response in one go. */
export type PrebuiltSecurityHeaders = { base: Record<string, string>; cspFor: (nonce: string) => string | null };
export const PREBUILT_KEY = "securityHeaders";
export const APPLIED_KEY = "securityHeadersApplied";

/** For a fast path: these headers are already in its response; the middleware will not touch it
 * (touching a response's headers makes @hono/node-server build a full Response object). */
export function prebuiltSecurityHeaders(c: Context): PrebuiltSecurityHeaders | undefined {
  const pre = c.get(PREBUILT_KEY as never) as PrebuiltSecurityHeaders | undefined;
  if (pre) c.set(APPLIED_KEY as never, true as never);
  return pre;
}

/** The headers every response carries (CSP and Cache-Control for pages come on top). */
export function baseSecurityHeaders(https: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
    ...(https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

export function securityHeaders(opts: { https: boolean; csp: boolean; razorpay?: boolean }): MiddlewareHandler {
  const base = baseSecurityHeaders(opts.https);
  const prebuilt: PrebuiltSecurityHeaders = { base, cspFor: (nonce) => (opts.csp ? contentSecurityPolicy(nonce) : null) };
  return async (c, next) => {
    c.set(PREBUILT_KEY as never, prebuilt as never);
    await next();
    if (c.get(APPLIED_KEY as never)) return;
    const h = c.res.headers;
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    // Routes that may be framed by our own pages (PDF lessons) set their own value.
    if (!h.has("X-Frame-Options")) h.set("X-Frame-Options", "DENY");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    h.set("Cross-Origin-Resource-Policy", "same-origin");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
    if (opts.https) h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    const nonce = c.get("nonce" as never) as string | undefined; // set when the page was rendered
    if (opts.csp && nonce && (h.get("Content-Type") ?? "").startsWith("text/html")) {
      h.set("Content-Security-Policy", contentSecurityPolicy(nonce, { razorpay: opts.razorpay && c.req.path.startsWith("/checkout/") }));
    }
    // Pages that depend on who is signed in must not be stored by shared caches or the back/forward
    // cache of a shared computer after logout.
    if (!h.has("Cache-Control") && (h.get("Content-Type") ?? "").startsWith("text/html")) {
      h.set("Cache-Control", "private, no-store");
    }
    h.delete("X-Powered-By");
  };
}
