// A small bounded in-memory cache whose entries belong to one version of their data (a content area's,
// lib/cache/content-areas.ts). An entry of an older version is dropped when it is read.
// A named cache counts its hits and misses for /metrics (decision 043).
import { cacheCounters } from "../metrics/counters.server";

export class VersionedCache<T> {
  private entries = new Map<string, { version: number; value: T }>();
  private readonly counted: ReturnType<typeof cacheCounters> | null;
  constructor(
    private readonly currentVersion: () => number,
    private readonly maxEntries = 500,
    name?: string,
  ) {
    this.counted = name ? cacheCounters(name) : null;
  }

  get(key: string): T | undefined {
    const value = this.lookup(key);
    this.counted?.[value === undefined ? "miss" : "hit"].inc();
    return value;
  }

  /** Like `get`, counting only a hit: for a first look whose miss the next look counts (the HTTP front
   * answer hands a miss to the app, whose route looks again with `get`: server/front-answers.ts). */
  getCountingHit(key: string): T | undefined {
    const value = this.lookup(key);
    if (value !== undefined) this.counted?.hit.inc();
    return value;
  }

  /** Like `get`, without counting: for a second look within the same request. */
  peek(key: string): T | undefined {
    return this.lookup(key);
  }

  private lookup(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.version !== this.currentVersion()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  /** `version`: the version read BEFORE the value was computed. A value computed while the data
   * changed is then stored under the old version and never served. */
  set(key: string, value: T, version = this.currentVersion()) {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { version, value });
  }

  /** The version now, to pass to `set` once the value is computed. */
  version(): number {
    return this.currentVersion();
  }
}
