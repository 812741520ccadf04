// Content areas: the parts of the site whose public pages are cached (server/middleware/page-cache.ts,
// the catalogue JSON). Each area has a version; a committed change to an area's content bumps it,
// and everything cached from the old version is dropped on its next read. Areas are independent: a
// new blog post will not throw away the cached course pages (docs/decisions/028).
//
// One process holds one set of versions (on globalThis, shared by the server bundle and the React
// Router bundle). Versions are only compared for equality within the process, so several processes
// need not agree on numbers, only hear of each change: `bumpArea` is where a change would also be
// announced (PostgreSQL NOTIFY), and a listener in every process would call `markAreaChanged`.
export const CONTENT_AREAS = ["courses", "blogs", "resources", "quizzes"] as const;
export type ContentArea = (typeof CONTENT_AREAS)[number];

const KEY = Symbol.for("vidyapath.contentAreaVersions");
const g = globalThis as { [KEY]?: Record<ContentArea, number> };
const versions = (): Record<ContentArea, number> => (g[KEY] ??= { courses: 0, blogs: 0, resources: 0, quizzes: 0 });

/** The area's current version: a value cached under another version is stale. */
export function areaVersion(area: ContentArea): number {
  return versions()[area];
}

/** Invalidates this process's caches of the area. */
export function markAreaChanged(area: ContentArea) {
  versions()[area] += 1;
}

/** Call after a change to the area's content has committed (never before: a page rendered between
 * the bump and the commit would be cached under the new version with the old content). */
export function bumpArea(area: ContentArea) {
  markAreaChanged(area);
}
