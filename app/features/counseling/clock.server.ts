// The time the counseling rules see (the 12-hour rule, slots in the past, retention). Tests move it
// instead of sleeping; the app under test is a separate bundle, so the override lives on globalThis.
const KEY = Symbol.for("vidyapath.counseling.clock");
const g = globalThis as { [KEY]?: () => number };

export const now = (): Date => new Date(g[KEY]?.() ?? Date.now());

/** Tests only: make `now()` return `clock()` (milliseconds), or the real time again with undefined. */
export function setCounselingClockForTests(clock: (() => number) | undefined) {
  g[KEY] = clock;
}
