// A cache of server-rendered public pages for anonymous visitors (/courses, course details). React
// server rendering costs milliseconds per page; serving the same bytes again costs microseconds.
// Rules (docs/decisions/007-catalogue-caching.md, 028-page-cache-by-content-area.md):
// - only GET requests without a session cookie, only 200 HTML responses that set no cookie — so one
//   user's page is never served to another;
// - each cached path belongs to a content area (server/app.ts says which); its entries belong to
//   that area's version, so a change to the courses drops the course pages and nothing else;
// - keyed by the page path (lib/page-url.ts), the known query parameters and the visitor's
//   language. Single-fetch data requests (`/courses.data`) are never cached nor answered from here:
//   they share the page's path but not its answer;
// - each response gets a fresh CSP nonce: the cached HTML's nonce is replaced before sending
//   (cached-page.ts, shared with the signed-in page cache, user-page-cache.ts).
import type { MiddlewareHandler } from "hono";
import { areaVersion, type ContentArea } from "../../app/lib/cache/content-areas";
import { VersionedCache } from "../../app/lib/cache/versioned-cache";
import { localeFromRequest } from "../../app/lib/i18n/locales";
import { pagePathname } from "../../app/lib/page-url";
import { type CachedPage, cachedPageResponse, keepRenderedPage } from "./cached-page";
import { nonceFor } from "./request-context";

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** Which pages belong to a content area: the first rule whose pattern matches the page path wins. A
 * page that shows several areas (the home page: courses and the latest blog posts) names them all,
 * and a change to any of them drops it. */
export type PageCacheRule = { area: ContentArea | readonly ContentArea[]; paths: RegExp };

/** The version of a set of areas: the sum of theirs. Each only ever grows, so the sum changes
 * whenever any of them does. */
const versionOf = (areas: readonly ContentArea[]) => () => areas.reduce((sum, area) => sum + areaVersion(area), 0);

/** Cached pages per area (bounded separately, so one busy area cannot push another's pages out). */
const ENTRIES_PER_AREA = 1000;

export function pageCache(opts: { rules: PageCacheRule[]; params: string[] }): MiddlewareHandler {
  const caches = new Map<string, VersionedCache<CachedPage>>();
  const cacheOf = (area: PageCacheRule["area"]) => {
    const areas: readonly ContentArea[] = typeof area === "string" ? [area] : area;
    const name = areas.join("+");
    let cache = caches.get(name);
    if (!cache) caches.set(name, (cache = new VersionedCache<CachedPage>(versionOf(areas), ENTRIES_PER_AREA, `page:${name}`)));
    return cache;
  };
  return async (c, next) => {
    if (c.req.method !== "GET") return next();
    const url = new URL(c.req.url);
    const page = pagePathname(url.pathname);
    if (page.isDataRequest) return next();
    const rule = opts.rules.find((r) => r.paths.test(page.pathname));
    if (!rule || SESSION_COOKIE.test(c.req.header("cookie") ?? "")) return next();
    const keys = [...url.searchParams.keys()];
    if (keys.some((k) => !opts.params.includes(k))) return next();
    const params = opts.params.filter((p) => url.searchParams.has(p)).map((p) => `${p}=${url.searchParams.get(p)}`);
    const key = `${localeFromRequest(c.req.raw)}|${page.pathname}?${params.join("&")}`;
    const cache = cacheOf(rule.area);
    const nonce = nonceFor(c);

    const hit = cache.get(key);
    if (hit) return cachedPageResponse(c, hit, nonce);
    // Read before rendering: a page rendered while its area changed is kept under the old version.
    const version = cache.version();
    await next();
    const rendered = await keepRenderedPage(c, nonce);
    if (rendered) cache.set(key, rendered, version);
  };
}
