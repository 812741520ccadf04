// Limits on failed sign-ins (ASVS V6.1.1/V6.3.1), kept in PostgreSQL so they hold across restarts
// and processes (docs/decisions/017-account-protection.md):
// - per client IP: a hard limit over a sliding window (one address spraying many accounts);
// - per account: growing delays, never a block. After LOGIN_MAX_FAILURES_PER_ACCOUNT failures in the
//   window, the next attempt must wait LOGIN_ACCOUNT_DELAY_SECONDS after the last failure, doubling
//   with every further failure up to LOGIN_ACCOUNT_MAX_DELAY_SECONDS. A stranger who knows an e-mail
//   address can slow its owner down by minutes at most, not lock them out, and a completed password
//   reset clears the account's failures (a path the stranger cannot use).
// Attempts refused by a delay are not failures: hammering does not make the wait longer.
import { randomUUID } from "node:crypto";
import { and, count, eq, gt, lt, max, min, notLike, sql } from "drizzle-orm";
import { authFailures } from "../../../db/schema";
import { db } from "../../lib/db.server";
import { env } from "../../lib/env.server";
import { now } from "./clock.server";
import { delaySettings } from "./throttle-settings.server";

const ipKey = (ip: string) => `ip:${ip}`;
// Registrations and reset requests have budgets of their own, so they cannot lock an IP out of
// signing in (many students share one address behind carrier-grade NAT).
export type IpPurpose = "register" | "reset";
const purposeKey = (purpose: IpPurpose, ip: string) => `${purpose}-ip:${ip}`;
export const accountKey = (email: string) => `account:${email.toLowerCase()}`;

export type ThrottleResult = { blocked: false } | { blocked: true; by: "ip" | "account"; retryAfterSeconds: number };

const loginWindow = () => env().LOGIN_FAILURE_WINDOW_SECONDS;
const windowStart = (at: Date, windowSeconds = loginWindow()) => new Date(at.getTime() - windowSeconds * 1000);
const secondsUntil = (freeAt: number, at: Date) => Math.max(1, Math.ceil((freeAt - at.getTime()) / 1000));
// Budgets of other actions (e.g. photo uploads) share the table with windows of their own; the
// sign-in pruning leaves them to their own pruning.
const BUDGET_PREFIX = "budget:";

async function stats(key: string, at: Date, windowSeconds = loginWindow()) {
  const [row] = await db()
    .select({ n: count(), oldest: min(authFailures.at), latest: max(authFailures.at) })
    .from(authFailures)
    .where(and(eq(authFailures.key, key), gt(authFailures.at, windowStart(at, windowSeconds))));
  return { n: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null, latest: row?.latest ? new Date(row.latest) : null };
}

/** Hard limit: `limit` entries in the window block the key until the oldest one ages out. */
async function check(key: string, limit: number, at: Date, windowSeconds = loginWindow()): Promise<{ blocked: false } | { blocked: true; retryAfterSeconds: number }> {
  const { n, oldest } = await stats(key, at, windowSeconds);
  if (n < limit || !oldest) return { blocked: false };
  return { blocked: true, retryAfterSeconds: secondsUntil(oldest.getTime() + windowSeconds * 1000, at) };
}

/** The wait after the last failure, for an account with `failures` in the window (0: no wait). */
export function accountDelaySeconds(failures: number, free: number, s = delaySettings()): number {
  if (failures < free) return 0;
  return Math.min(s.maxSeconds, s.baseSeconds * 2 ** Math.min(failures - free, 30));
}

export async function checkLoginAllowed(ip: string, email: string, at = now()): Promise<ThrottleResult> {
  const byIp = await check(ipKey(ip), env().LOGIN_MAX_FAILURES_PER_IP, at);
  if (byIp.blocked) return { ...byIp, by: "ip" };
  const { n, latest } = await stats(accountKey(email), at);
  const delay = accountDelaySeconds(n, env().LOGIN_MAX_FAILURES_PER_ACCOUNT);
  if (delay === 0 || !latest) return { blocked: false };
  const freeAt = latest.getTime() + delay * 1000;
  if (freeAt <= at.getTime()) return { blocked: false };
  return { blocked: true, by: "account", retryAfterSeconds: secondsUntil(freeAt, at) };
}

/** Records a failed sign-in; returns the account's failures in the window, this one included. */
export async function recordLoginFailure(ip: string, email: string, at = now()): Promise<number> {
  await db()
    .insert(authFailures)
    .values([
      { id: randomUUID(), key: ipKey(ip), at },
      { id: randomUUID(), key: accountKey(email), at },
    ]);
  // Prune what no window can see any more (cheap, indexed).
  await db()
    .delete(authFailures)
    .where(and(lt(authFailures.at, windowStart(at)), notLike(authFailures.key, `${BUDGET_PREFIX}%`)));
  return (await stats(accountKey(email), at)).n;
}

/** A successful sign-in or a completed password reset clears the account's failures (not the IP's:
 * one IP may try many accounts). */
export async function clearAccountFailures(email: string) {
  await db().delete(authFailures).where(eq(authFailures.key, accountKey(email)));
}

/** Refused registrations and reset requests per IP: the forms cannot be used to probe addresses in bulk. */
export async function checkIpAllowed(purpose: IpPurpose, ip: string, at = now()): Promise<ThrottleResult> {
  const result = await check(purposeKey(purpose, ip), env().LOGIN_MAX_FAILURES_PER_IP, at);
  return result.blocked ? { ...result, by: "ip" } : result;
}

export async function recordIpAttempt(purpose: IpPurpose, ip: string, at = now()) {
  await db().insert(authFailures).values({ id: randomUUID(), key: purposeKey(purpose, ip), at });
}

/**
 * Claims the one notice of a window for `key` (e.g. "notice:account:…"): true for the first caller
 * in the window, false for everyone else. A transaction-scoped advisory lock on the key makes the
 * check and the insert one step, so parallel failures cannot both send an e-mail.
 */
export async function claimOncePerWindow(key: string, at = now()): Promise<boolean> {
  return db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const [row] = await tx
      .select({ n: count() })
      .from(authFailures)
      .where(and(eq(authFailures.key, key), gt(authFailures.at, windowStart(at))));
    if ((row?.n ?? 0) > 0) return false;
    await tx.insert(authFailures).values({ id: randomUUID(), key, at });
    return true;
  });
}

/** A hard budget of `limit` uses per `windowSeconds` for `name` (e.g. "avatar:<user id>"). */
export async function checkBudget(name: string, limit: number, windowSeconds: number, at = now()) {
  return check(BUDGET_PREFIX + name, limit, at, windowSeconds);
}

export async function spendBudget(name: string, windowSeconds: number, at = now()) {
  const key = BUDGET_PREFIX + name;
  await db().insert(authFailures).values({ id: randomUUID(), key, at });
  await db()
    .delete(authFailures)
    .where(and(eq(authFailures.key, key), lt(authFailures.at, windowStart(at, windowSeconds))));
}
