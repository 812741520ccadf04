// A cache of signed-in pages (/dashboard, a course's content), one per user, invalidated by the
// database (docs/decisions/045-signed-in-page-cache.md). Rendering such a page costs 5–10 ms of CPU;
// a repeat view served from here costs the session lookup every signed-in request makes anyway (one
// query, which now also reads users.data_version) plus copying bytes.
// Rules:
// - only GET of the page's HTML, with a session cookie, and only when the one-query lookup answered
//   (a session better-auth must act on — refresh, expiry — always renders); a page is stored only
//   when it is a 200 HTML answer that sets no cookie. Single-fetch `.data` requests pass through;
// - an entry is served only to its own user, under the same stamp: the user's data_version (raised
//   by PostgreSQL triggers in the transaction of any change the pages show: migration 0016), role,
//   the versions of the content areas the page shows, the language, and the path with its known
//   query parameters. Unknown parameters (a `?notice=`) always render;
// - an entry lives at most TTL_MS from the start of its render: it bounds what the triggers cannot
//   see (time itself: the 12-hour rule of a counselling booking, a quiz streak at midnight IST);
// - bounded in entries and bytes, least recently used first out; a newer version of a user's page
//   replaces the older in place.
import type { MiddlewareHandler } from "hono";
import { areaVersion, type ContentArea } from "../../app/lib/cache/content-areas";
import { localeFromRequest } from "../../app/lib/i18n/locales";
import { cacheCounters } from "../../app/lib/metrics/counters.server";
import { pagePathname } from "../../app/lib/page-url";
import { type CachedPage, cachedPageResponse, keepRenderedPage } from "./cached-page";
import { nonceFor } from "./request-context";

/** A signed-in page: its path, the content areas it shows, the query parameters that select what it
 * shows (any other parameter: not cached). */
export type UserPageRule = { paths: RegExp; areas: readonly ContentArea[]; params: readonly string[] };

/** Who asks, when the session lookup every signed-in request makes answered in its ordinary way (with
 * the user's data_version); null: no such session, or one to leave to the page (it renders). */
export type PageViewer = { id: string; role: string; dataVersion: number };

export const TTL_MS = 60_000;
const MAX_ENTRIES = 2000;
const MAX_BYTES = 48 * 1024 * 1024;
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

type Entry = { userId: string; stamp: string; expiresAt: number; page: CachedPage };

/** The store: a Map in least-recently-used order (a hit moves its entry to the end). */
class UserPages {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get(key: string, userId: string, stamp: string, at: number): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // The key begins with the user id; the entry's own id is checked too, so no key mistake can
    // ever hand one student's page to another.
    if (entry.userId !== userId || entry.stamp !== stamp || entry.expiresAt <= at) {
      this.delete(key, entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  set(key: string, entry: Entry) {
    const old = this.entries.get(key);
    if (old) this.delete(key, old);
    if (entry.page.bytes > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.page.bytes;
    for (const [oldest, e] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(oldest, e);
    }
  }

  private delete(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.page.bytes;
  }
}

/**
 * `viewer`: the request's session (server/app.ts passes the accounts feature's lookup, memoised per
 * request so the page's loaders reuse it: a miss costs no second query). `clock`: milliseconds, for
 * the entries' lifetime (the accounts clock, which tests move).
 */
export function userPageCache(opts: { rules: UserPageRule[]; viewer: (request: Request) => Promise<PageViewer | null>; clock: () => number; maxEntries?: number; maxBytes?: number }): MiddlewareHandler {
  const store = new UserPages(opts.maxEntries ?? MAX_ENTRIES, opts.maxBytes ?? MAX_BYTES);
  const counted = cacheCounters("page:signed-in");
  return async (c, next) => {
    if (c.req.method !== "GET" || !SESSION_COOKIE.test(c.req.header("cookie") ?? "")) return next();
    const url = new URL(c.req.url);
    const page = pagePathname(url.pathname);
    if (page.isDataRequest) return next();
    const rule = opts.rules.find((r) => r.paths.test(page.pathname));
    if (!rule || [...url.searchParams.keys()].some((k) => !rule.params.includes(k))) return next();
    const user = await opts.viewer(c.req.raw);
    if (!user) return next();

    const params = rule.params.filter((p) => url.searchParams.has(p)).map((p) => `${p}=${url.searchParams.get(p)}`);
    const key = `${user.id}|${localeFromRequest(c.req.raw)}|${page.pathname}?${params.join("&")}`;
    // Read before rendering: a page rendered while something changed is kept under the old stamp.
    const stamp = `${user.dataVersion}|${user.role}|${rule.areas.map((a) => areaVersion(a)).join(",")}`;
    const at = opts.clock();
    const nonce = nonceFor(c);
    const hit = store.get(key, user.id, stamp, at);
    counted[hit ? "hit" : "miss"].inc();
    if (hit) return cachedPageResponse(c, hit, nonce);
    await next();
    const rendered = await keepRenderedPage(c, nonce);
    if (rendered) store.set(key, { userId: user.id, stamp, expiresAt: at + TTL_MS, page: rendered });
  };
}
