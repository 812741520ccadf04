// Request budgets for writes (quiz answers, counseling bookings, …), kept in PostgreSQL so every
// process and instance counts against the same budget (ENGINEERING.md: nothing that must agree
// across processes lives in one process's memory). Sign-in failures keep their own sliding-window
// table (features/accounts/login-throttle.server.ts, decision 017); this one is for high-volume
// writes, so it is one upsert per request: a fixed window per key, counted in place. A hot write
// (the quiz autosave) runs that upsert inside its own statement instead (`rateLimitSpend`): one commit.
//
//   const budget = await spendRateLimit(`quiz-answer:${userId}`, { limit: 120, windowSeconds: 60 });
//   if (!budget.allowed) throw rateLimited("…", budget.retryAfterSeconds);
import { sql, type SQL } from "drizzle-orm";
import { db } from "../db.server";

export type RateLimit = { limit: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

const CLOCK = Symbol.for("vidyapath.rate-limit.clock");
const g = globalThis as { [CLOCK]?: () => number };
const nowMs = () => g[CLOCK]?.() ?? Date.now();

/** Tests only: the time the budgets see, in milliseconds (undefined: the real time again). */
export function setRateLimitClockForTests(clock: (() => number) | undefined) {
  g[CLOCK] = clock;
}

// Old windows are deleted now and then by the request that opens a new window, never in bulk.
const PRUNE_EVERY = 50;
let opened = 0;

/** One use of a budget as SQL for another statement to run (`sql`: an `insert … returning hits`, to be
 * a CTE of it), so that a write and the use it spends commit together — one commit, one round trip.
 * `limit` is for that statement's condition; `settle(hits)` turns the count it returned into the result. */
export type RateLimitSpend = { sql: SQL; limit: number; settle: (hits: number) => Promise<RateLimitResult> };

/** Counts one use of `key` when the returned `sql` runs (see RateLimitSpend); nothing before that. */
export function rateLimitSpend(key: string, { limit, windowSeconds }: RateLimit, at = nowMs()): RateLimitSpend {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(at / windowMs) * windowMs);
  return {
    sql: sql`insert into rate_limit_windows (key, window_start, hits) values (${key}, ${windowStart}, 1)
      on conflict (key, window_start) do update set hits = rate_limit_windows.hits + 1
      returning hits`,
    limit,
    settle: async (hits) => {
      if (hits === 1 && ++opened % PRUNE_EVERY === 0) {
        await db().execute(sql`delete from rate_limit_windows where window_start < now() - interval '1 day'`);
      }
      const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - at) / 1000));
      return { allowed: hits <= limit, remaining: Math.max(0, limit - hits), retryAfterSeconds };
    },
  };
}

/**
 * Counts one use of `key` and says whether it was within the budget. The use is counted even when
 * refused, so hammering a refused key keeps it refused until its window ends.
 */
export async function spendRateLimit(key: string, budget: RateLimit, at = nowMs()): Promise<RateLimitResult> {
  const spend = rateLimitSpend(key, budget, at);
  const result = await db().execute<{ hits: number }>(spend.sql);
  return spend.settle(Number(result.rows[0]?.hits ?? 1));
}
