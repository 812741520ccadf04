// A small bounded in-memory cache whose entries belong to one version of their data (a content area's,
// lib/cache/content-areas.ts). An entry of an older version is dropped when it is read.
export class VersionedCache<T> {
  private entries = new Map<string, { version: number; value: T }>();
  constructor(
    private readonly currentVersion: () => number,
    private readonly maxEntries = 500,
  ) {}

  get(key: string): T | undefined {
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
