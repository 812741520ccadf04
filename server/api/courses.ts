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
import { fileResponse } from "./file-response";

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
// Counted for /metrics as "catalogue-raw" where a request first reads it (the fast path); the route's
// second look after a fast-path miss is a `peek`, so one request is one lookup.
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

/** The cached answer, built complete (security headers included) so nothing touches it afterwards. */
function jsonAnswer(c: Context, entry: Cached): Response {
  return answer(prebuiltSecurityHeaders(c)?.base ?? {}, ifNoneMatch(c), entry);
}

function answer(security: Record<string, string>, etag: string | undefined, entry: Cached): Response {
  if (etag === entry.etag) return new Response(null, { status: 304, headers: { ...security, ETag: entry.etag, "Cache-Control": PUBLIC_CACHE } });
  return new Response(new Uint8Array(entry.body.buffer as ArrayBuffer, entry.body.byteOffset, entry.body.length), {
    status: 200,
    headers: { ...security, "Content-Type": "application/json; charset=utf-8", ETag: entry.etag, "Cache-Control": PUBLIC_CACHE },
  });
}

/**
 * The front of the app for `GET /api/courses`: a query string answered before for this catalogue
 * version is served straight from memory, ahead of the per-request middleware (client IP, CSRF and
 * body checks have nothing to do for a cached public GET). Anything else falls through to the full
 * route below. docs/decisions/007-catalogue-caching.md.
 */
export function catalogueFastPath(securityHeaders: Record<string, string>): MiddlewareHandler {
  return async (c, next) => {
    const at = c.req.url.indexOf("?");
    const seen = rawCache.get(at === -1 ? "" : c.req.url.slice(at));
    if (!seen) return next();
    return answer(securityHeaders, ifNoneMatch(c), seen);
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
