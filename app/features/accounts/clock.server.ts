// The time the account-protection rules see. Tests move it instead of sleeping (the app under test
// runs from ./build, a separate copy of this module, so the override lives on globalThis).
const KEY = Symbol.for("vidyapath.accounts.clock");
const g = globalThis as { [KEY]?: () => number };

export const now = (): Date => new Date(g[KEY]?.() ?? Date.now());

/** Tests only: make `now()` return `clock()` (milliseconds), or the real time again with undefined. */
export function setClockForTests(clock: (() => number) | undefined) {
  g[KEY] = clock;
}
