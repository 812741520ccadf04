// Content areas: the parts of the site whose public pages are cached (server/middleware/page-cache.ts,
// the catalogue JSON). Each area has a version; a committed change to an area's content bumps it,
// and everything cached from the old version is dropped on its next read. Areas are independent: a
// new blog post will not throw away the cached course pages (docs/decisions/028).
//
// One process holds one set of versions (on globalThis, shared by the server bundle and the React
// Router bundle). Versions are only compared for equality within the process, so several processes
// need not agree on numbers, only hear of each change: `bumpArea` bumps this process's version at
// once and hands the area to the announcer (PostgreSQL NOTIFY, installed at start-up by
// area-notifications.server.ts); every process's listener then calls `markAreaChanged` — also the
// announcing process's, a second bump that costs one extra render (decision 044).
export const CONTENT_AREAS = ["courses", "blogs", "resources", "quizzes"] as const;
export type ContentArea = (typeof CONTENT_AREAS)[number];

const KEY = Symbol.for("vidyapath.contentAreaVersions");
const ANNOUNCER = Symbol.for("vidyapath.contentAreaAnnouncer");
const g = globalThis as { [KEY]?: Record<ContentArea, number>; [ANNOUNCER]?: (area: ContentArea) => void };
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
  g[ANNOUNCER]?.(area);
}

/** Where `bumpArea` tells the other processes (null: nobody, as in a test without a server). */
export function setAreaAnnouncer(announce: ((area: ContentArea) => void) | null) {
  if (announce) g[ANNOUNCER] = announce;
  else delete g[ANNOUNCER];
}

export function isContentArea(value: string): value is ContentArea {
  return (CONTENT_AREAS as readonly string[]).includes(value);
}
