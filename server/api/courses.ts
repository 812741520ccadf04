// The catalogue as JSON. Public answers are computed once per catalogue version and kept in memory
// (invalidated by any admin change), with an ETag and a short public cache lifetime.
import { createHash } from "node:crypto";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { prebuiltSecurityHeaders } from "../middleware/security-headers";
import { getCourse, listCourses, parseCourseId } from "../../app/features/courses/catalogue.server";
import { catalogueVersion } from "../../app/features/courses/catalogue-cache.server";
import { VersionedCache } from "../../app/lib/cache/versioned-cache";
import { parseListQuery } from "../../app/features/courses/course-schemas";
import { trailerFile } from "../../app/features/courses/lesson-files.server";
import { getSessionUser } from "../../app/features/accounts/session.server";
import { DomainError, notFound } from "../../app/lib/errors/domain-error";
import type { FrontAnswer, PreparedAnswer } from "../front-answers";
import { rawHeader } from "../middleware/raw-header";
import { sessionCacheEdit } from "../middleware/session-cache";
import { fileResponse } from "./file-response";

const JSON_TYPE = "application/json; charset=utf-8";

type Cached = { body: Buffer; etag: string };
const cache = new VersionedCache<Cached>(catalogueVersion, 2000, "catalogue");

function cached(key: string, compute: () => Promise<unknown>): Promise<Cached> {
  const hit = cache.get(key);
  if (hit) return Promise.resolve(hit);
  const version = catalogueVersion();
  return compute().then((value) => {
    const json = JSON.stringify(value);
    // Kept encoded: a cache hit copies bytes instead of re-encoding the string.
    const entry = { body: Buffer.from(json), etag: `"${version}-${createHash("sha1").update(json).digest("base64url").slice(0, 16)}"` };
    cache.set(key, entry, version);
    return entry;
  });
}

const PUBLIC_CACHE = "public, max-age=60, stale-while-revalidate=300";
// Counted for /metrics as "catalogue-raw" where a request first reads it (the front answer ahead of
// Hono, or the fast path below); the route's second look after a miss is a `peek`, so one request is
// one lookup.
const rawCache = new VersionedCache<Cached>(catalogueVersion, 2000, "catalogue-raw");

type NodeBindings = { incoming?: { headers?: Record<string, string | string[] | undefined> } };
/** Read from Node's own request when there is one: asking the Fetch Request for a header makes
 * @hono/node-server build a Headers object, which is most of the cost of a cached answer. */
function ifNoneMatch(c: Context): string | undefined {
  const raw = (c.env as NodeBindings | undefined)?.incoming?.headers;
  if (raw) {
    const v = raw["if-none-match"];
    return Array.isArray(v) ? v[0] : v;
  }
  return c.req.header("if-none-match");
}

// What sessionCacheControl (server/middleware/session-cache.ts) does to a public answer that sets no
// cookie: `Vary: Cookie` for a visitor without a session cookie, nothing otherwise. The answers carry
// it themselves, so every path that serves them (the route, its fast path, the front answer) sends
// the same headers and the middleware has nothing left to edit.
const PUBLIC_ANSWER = { setsCookie: false, cacheControl: PUBLIC_CACHE, vary: "" };
const ANONYMOUS = sessionCacheEdit(undefined, PUBLIC_ANSWER);
const varyCookie = (cookie: string | undefined) => (cookie === undefined ? ANONYMOUS : sessionCacheEdit(cookie, PUBLIC_ANSWER)).varyCookie;

type Variants = { ok?: Record<string, string>; okVary?: Record<string, string>; notModified?: Record<string, string>; notModifiedVary?: Record<string, string> };
const builders = new WeakMap<Record<string, string>, WeakMap<Cached, Variants>>();

/**
 * The complete answer to a request for a cached catalogue entry: status, every header (security
 * headers included, so nothing touches it afterwards) and body. The header objects are made once per
 * entry and reused: Content-Length is always in the 200's, so @hono/node-server never adds to them.
 * A 304 names the JSON type (@hono/node-server would otherwise send its default text/plain).
 * HEAD gets the GET's headers, Content-Length included (RFC 9110 §9.3.2); Node sends no body.
 */
export function catalogueAnswer(security: Record<string, string>, entry: Cached, request: { ifNoneMatch: string | undefined; cookie: string | undefined }): PreparedAnswer {
  let perEntry = builders.get(security);
  if (!perEntry) builders.set(security, (perEntry = new WeakMap()));
  let v = perEntry.get(entry);
  if (!v) perEntry.set(entry, (v = {}));
  const vary = varyCookie(request.cookie);
  const headers = (notModified: boolean) => ({
    ...security,
    "Content-Type": JSON_TYPE,
    ETag: entry.etag,
    "Cache-Control": PUBLIC_CACHE,
    ...(vary ? { Vary: "Cookie" } : {}),
    ...(notModified ? {} : { "Content-Length": String(entry.body.length) }),
  });
  if (request.ifNoneMatch === entry.etag) {
    return { status: 304, headers: vary ? (v.notModifiedVary ??= headers(true)) : (v.notModified ??= headers(true)), body: null };
  }
  return { status: 200, headers: vary ? (v.okVary ??= headers(false)) : (v.ok ??= headers(false)), body: entry.body };
}

function asResponse(a: PreparedAnswer): Response {
  return new Response(a.body && new Uint8Array(a.body.buffer as ArrayBuffer, a.body.byteOffset, a.body.length), { status: a.status, headers: a.headers });
}

/** The cached answer inside Hono, with the security headers the middleware handed over. */
function jsonAnswer(c: Context, entry: Cached): Response {
  return asResponse(catalogueAnswer(prebuiltSecurityHeaders(c)?.base ?? {}, entry, { ifNoneMatch: ifNoneMatch(c), cookie: rawHeader(c, "cookie") }));
}

/**
 * The front of the app for `GET /api/courses`: a query string answered before for this catalogue
 * version is served straight from memory, ahead of the per-request middleware (client IP, CSRF and
 * body checks have nothing to do for a cached public GET). Anything else falls through to the full
 * route below. docs/decisions/007-catalogue-caching.md. In the servers (`npm start`, `npm run dev`)
 * the same answer is given even earlier, from Node's request (catalogueFrontAnswer); this one serves
 * what reaches Hono (tests driving `app.fetch`, and what the front answer passes on).
 */
export function catalogueFastPath(securityHeaders: Record<string, string>): MiddlewareHandler {
  return async (c, next) => {
    const at = c.req.url.indexOf("?");
    const seen = rawCache.get(at === -1 ? "" : c.req.url.slice(at));
    if (!seen) return next();
    return asResponse(catalogueAnswer(securityHeaders, seen, { ifNoneMatch: ifNoneMatch(c), cookie: rawHeader(c, "cookie") }));
  };
}

/** The same answer at the Node `http` level, before Hono (server/front-answers.ts, decision 046):
 * only a raw query string already in the cache for this version; a miss goes on to Hono, whose fast
 * path counts it. */
export function catalogueFrontAnswer(securityHeaders: Record<string, string>): FrontAnswer {
  return {
    path: "/api/courses",
    route: "/api/courses",
    answer(search, headers) {
      const seen = rawCache.getCountingHit(search);
      if (!seen) return null;
      return catalogueAnswer(securityHeaders, seen, { ifNoneMatch: headers["if-none-match"], cookie: headers.cookie });
    },
  };
}

export const coursesApi = new Hono()
  .get("/api/courses", async (c) => {
    // Fast path: the same raw query string was answered before for this catalogue version.
    const at = c.req.url.indexOf("?");
    const search = at === -1 ? "" : c.req.url.slice(at);
    const seen = rawCache.peek(search);
    if (seen) return jsonAnswer(c, seen);
    const query = parseListQuery(new URL(c.req.url).searchParams);
    if (query.type === "My Courses") {
      // Depends on who asks: computed per request, never shared.
      const user = await getSessionUser(c.req.raw);
      if (!user) throw new DomainError("unauthenticated", "courses.api.myCoursesLogin");
      return c.json(await listCourses({ ...query, userId: user.id }), 200, { "Cache-Control": "private, no-store" });
    }
    const key = JSON.stringify([query.q ?? "", query.category ?? "", query.type ?? "", query.page ?? 1]);
    const version = rawCache.version();
    const entry = await cached(`list:${key}`, () => listCourses(query));
    rawCache.set(search, entry, version);
    return jsonAnswer(c, entry);
  })
  .get("/api/courses/:id", async (c) => {
    const id = parseCourseId(c.req.param("id"));
    if (!id) throw notFound("courses.notFound");
    const entry = await cached(`course:${id}`, async () => (await getCourse(id)) ?? null);
    if (entry.body.length === 4 && entry.body.toString() === "null") throw notFound("courses.notFound");
    return jsonAnswer(c, entry);
  })
  .get("/api/courses/:id/trailer", async (c) => {
    const id = parseCourseId(c.req.param("id"));
    const file = id ? await trailerFile(id) : null;
    if (!file) throw notFound("courses.api.fileNotFound");
    return fileResponse(file, c.req.raw, { "Cache-Control": "public, max-age=3600" });
  });
