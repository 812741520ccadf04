// The time the quiz engine sees: attempt start, deadlines, the 10 s grace, auto-submit. Tests move it
// instead of sleeping. The app under test runs from ./build, a separate copy of this module, so the
// override lives on globalThis (like features/accounts/clock.server.ts); an end-to-end test against a
// separate server process moves an attempt's `deadline` in the database instead (decision 037).
const KEY = Symbol.for("vidyapath.quizzes.clock");
const g = globalThis as { [KEY]?: () => number };

export const quizNow = (): Date => new Date(g[KEY]?.() ?? Date.now());

/** Tests only: make `quizNow()` return `clock()` (milliseconds), or the real time again with undefined. */
export function setQuizClockForTests(clock: (() => number) | undefined) {
  g[KEY] = clock;
}
