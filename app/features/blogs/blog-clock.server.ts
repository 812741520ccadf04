// The time the blogs area sees: whether a scheduled post is out yet, and when the background job
// announces it. Tests move it instead of sleeping (the app under test runs from ./build, a separate
// copy of this module, so the override lives on globalThis).
const KEY = Symbol.for("vidyapath.blogs.clock");
const g = globalThis as { [KEY]?: () => number };

export const blogNow = (): Date => new Date(g[KEY]?.() ?? Date.now());

/** Tests only: make `blogNow()` return `clock()` (milliseconds), or the real time again with undefined. */
export function setBlogClockForTests(clock: (() => number) | undefined) {
  g[KEY] = clock;
}
