// `Server-Timing: app;dur=…` on a route's answers: the time from the route's first middleware to its
// response, in milliseconds — sign-in check, budget, parsing and the use case, without the time the
// request spent queued before Node ran it. Benchmarks (scripts/bench-quiz.mjs) read it to tell the
// server's own time from the client's wait, and browser dev tools show it. A handler may add its own
// entries (e.g. `submit;dur=…` around the use case); this one is appended, never replacing them.
// Also on refusals (409, 429, 4xx from the one error mapping), which are answers a bench must time.
import type { MiddlewareHandler } from "hono";

export const serverTiming: MiddlewareHandler = async (c, next) => {
  const started = performance.now();
  await next();
  const entry = `app;dur=${(performance.now() - started).toFixed(1)}`;
  try {
    c.res.headers.append("Server-Timing", entry);
  } catch {
    // Immutable headers (a Response built elsewhere): answer with an edited copy.
    const copy = new Response(c.res.body, c.res);
    copy.headers.append("Server-Timing", entry);
    c.res = undefined as unknown as Response;
    c.res = copy;
  }
};

/**
 * Laps inside one handler, for its own Server-Timing entries: `lap("auth")` records the time since
 * the previous lap (or the start) under that name; `header()` gives `auth;dur=…, save;dur=…`.
 */
export function stopwatch() {
  let last = performance.now();
  const laps: string[] = [];
  return {
    lap(name: string) {
      const now = performance.now();
      laps.push(`${name};dur=${(now - last).toFixed(1)}`);
      last = now;
    },
    header: () => laps.join(", "),
  };
}
