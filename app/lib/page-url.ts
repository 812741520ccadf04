// The page a request is about. With React Router's single fetch (and `v8_passThroughRequests`), a
// loader or action called by client-side navigation sees the data URL — `/checkout/6.data`,
// `/courses/_.data` for `/courses/`, with `_routes=` in the query — not the page's URL. Anything built
// from the request URL that a person or a log reader will see (a sign-in redirect's way back, a
// cache key, a body-limit rule, a log field) must use the page URL from here. Mirrors React Router's
// own normalisation (server-runtime getNormalizedPath with v8_trailingSlashAwareDataRequests).
export type PageUrl = { pathname: string; search: string; pathWithSearch: string; isDataRequest: boolean };

/** Normalises a data-request pathname (`/x.data`, `/x/_.data`, `/_.data`) to the page's pathname. */
export function pagePathname(pathname: string): { pathname: string; isDataRequest: boolean } {
  if (pathname.endsWith("/_.data")) return { pathname: pathname.slice(0, -"_.data".length) || "/", isDataRequest: true };
  if (pathname === "/_root.data") return { pathname: "/", isDataRequest: true };
  if (pathname.endsWith(".data")) return { pathname: pathname.slice(0, -".data".length) || "/", isDataRequest: true };
  return { pathname, isDataRequest: false };
}

/** The page URL of a request (or of a URL string), without React Router's internal query keys. */
export function pageUrl(request: Request | string): PageUrl {
  const url = new URL(typeof request === "string" ? request : request.url);
  const { pathname, isDataRequest } = pagePathname(url.pathname);
  const params = new URLSearchParams(url.search);
  params.delete("_routes");
  // `?index` marks a form post to an index route; it is not part of the page's address.
  if (params.get("index") === "") params.delete("index");
  const query = params.toString();
  const search = query ? `?${query}` : "";
  return { pathname, search, pathWithSearch: pathname + search, isDataRequest };
}
