// Open-redirect guard (ASVS V3.7.2): a redirect target from the URL is used only when it is a
// same-origin relative path. Anything else — absolute URLs, protocol-relative `//host`, backslash
// tricks, control characters — falls back.
import { pageUrl } from "./page-url";

const BASE = "http://vidyapath.invalid";

export function safeRedirect(target: unknown, fallback = "/dashboard"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  try {
    const url = new URL(target, BASE);
    if (url.origin !== BASE) return fallback;
    // Check the result too: the parser resolves dot segments, and "/..//evil" becomes "//evil".
    const out = url.pathname + url.search + url.hash;
    if (out.startsWith("//") || out.startsWith("/\\")) return fallback;
    return out;
  } catch {
    return fallback;
  }
}

/** The login URL that brings the visitor back to `request`'s page afterwards (the page, never the
 * `.data` URL a client-side navigation's loader sees). `notice` names a message of root.tsx's
 * NOTICES that the login page shows (e.g. "resourceLogin"). */
export function loginUrlFor(request: Request, notice?: string): string {
  const origin = pageUrl(request).pathWithSearch;
  const params = [origin === "/" ? null : `redirectTo=${encodeURIComponent(origin)}`, notice ? `notice=${encodeURIComponent(notice)}` : null].filter(Boolean);
  return params.length ? `/login?${params.join("&")}` : "/login";
}
