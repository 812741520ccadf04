// What may be cached about the catalogue, and when it stops being true. Every change to courses,
// lessons or reviews calls `catalogueChanged()`, which bumps a version; caches keyed by version never
// serve stale data. One process holds one version (a multi-process deployment would broadcast the
// bump, e.g. with PostgreSQL LISTEN/NOTIFY — see docs/decisions/007-catalogue-caching.md).
const KEY = Symbol.for("vidyapath.catalogueVersion");
const g = globalThis as { [KEY]?: number };

export function catalogueVersion(): number {
  return g[KEY] ?? 0;
}

export function catalogueChanged() {
  g[KEY] = catalogueVersion() + 1;
}

/** A small bounded cache whose entries belong to one catalogue version. */
export class VersionedCache<T> {
  private entries = new Map<string, { version: number; value: T }>();
  constructor(private readonly maxEntries = 500) {}

  get(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.version !== catalogueVersion()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: T) {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { version: catalogueVersion(), value });
  }
}
