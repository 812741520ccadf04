// Nothing that depends on who is signed in may be kept by a shared cache (a school's proxy, a CDN)
// or left in the browser's cache of a shared computer after logout. Pages' HTML had
// `private, no-store` already; the `.data` answers of client navigation (dashboard and profile data,
// e-mail included), /api answers and redirects had nothing. Rules (decision 018):
// - a request with a better-auth cookie (session, two-factor challenge) or a response that sets a
//   cookie: `Cache-Control: private, no-store`, whatever the handler said — except a handler's own
//   `no-store` (as strict), and an answer its handler marked `public` (the catalogue JSON and
//   trailers, the same for everyone) that sets no cookie;
// - anything else (anonymous): the handler's caching stays, plus `Vary: Cookie` unless it is
//   no-store, so a cache that keeps an anonymous answer never hands it to a signed-in visitor.
// Registered in front of the API routes and of React Router only: static files never depend on a
// session and keep their long caching.
import type { Context, MiddlewareHandler } from "hono";
import { rawHeader } from "./raw-header";

const AUTH_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\./;
export const PRIVATE = "private, no-store";

function editHeaders(c: Context, edit: (h: Headers) => void) {
  try {
    edit(c.res.headers);
  } catch {
    // Immutable headers (a Response from fetch or Response.redirect): answer with an edited copy.
    // Hono's `c.res =` would copy the old headers back over the copy's, hence the reset first.
    const copy = new Response(c.res.body, c.res);
    edit(copy.headers);
    c.res = undefined as unknown as Response;
    c.res = copy;
  }
}

/** The rules above for one answer: the Cache-Control to put instead of the handler's (null: keep it)
 * and whether `Vary: Cookie` is added. Also used by answers built complete ahead of this middleware
 * (the cached catalogue, server/api/courses.ts), so they carry what it would have given them. */
export function sessionCacheEdit(requestCookie: string | undefined, answer: { setsCookie: boolean; cacheControl: string; vary: string }): { cacheControl: string | null; varyCookie: boolean } {
  const { setsCookie, cacheControl } = answer;
  if (setsCookie || AUTH_COOKIE.test(requestCookie ?? "")) {
    // A handler's own `no-store` (with or without `private`) is already at least as strict.
    if (/\bno-store\b/i.test(cacheControl)) return { cacheControl: null, varyCookie: false };
    return { cacheControl: setsCookie || !/^\s*public\b/i.test(cacheControl) ? PRIVATE : null, varyCookie: false };
  }
  return { cacheControl: null, varyCookie: !/no-store/i.test(cacheControl) && !/\bcookie\b/i.test(answer.vary) };
}

export function sessionCacheControl(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const edit = sessionCacheEdit(rawHeader(c, "cookie"), { setsCookie: res.headers.has("set-cookie"), cacheControl: res.headers.get("cache-control") ?? "", vary: res.headers.get("vary") ?? "" });
    const cacheControl = edit.cacheControl;
    if (cacheControl) editHeaders(c, (h) => h.set("Cache-Control", cacheControl));
    else if (edit.varyCookie) editHeaders(c, (h) => h.append("Vary", "Cookie"));
  };
}
