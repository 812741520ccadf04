// The shared write budgets (app/lib/rate-limit): a fixed window per key in PostgreSQL, so parallel
// requests — from any process — count against one budget; refused uses still count; a new window
// starts afresh; Retry-After says when.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { spendRateLimit } from "../../app/lib/rate-limit/rate-limit.server";

const limit = { limit: 5, windowSeconds: 60 };
const start = Date.UTC(2026, 10, 25, 10, 0, 0); // the start of a window

describe("write budgets", () => {
  it("allows the limit, refuses the next, and says when to come back", async () => {
    const key = `t:${randomUUID()}`;
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await spendRateLimit(key, limit, start + 15_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, true, true, false]);
    expect(results[4]?.remaining).toBe(0);
    expect(results[5]?.retryAfterSeconds).toBe(45);
  });

  it("counts parallel uses exactly once each", async () => {
    const key = `t:${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 20 }, () => spendRateLimit(key, limit, start)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it("starts afresh in the next window, and keys do not share budgets", async () => {
    const key = `t:${randomUUID()}`;
    for (let i = 0; i < 7; i++) await spendRateLimit(key, limit, start);
    expect((await spendRateLimit(key, limit, start + 59_999)).allowed).toBe(false);
    expect((await spendRateLimit(key, limit, start + 60_000)).allowed).toBe(true);
    expect((await spendRateLimit(`t:${randomUUID()}`, limit, start)).allowed).toBe(true);
  });
});
