// Limits on failed sign-ins (ASVS V6.1.1/V6.3.1): per client IP and per account, over a sliding
// window. Never a permanent lock-out: a blocked key is free again once its oldest failure in the
// window ages out. Kept in PostgreSQL so the limit holds across restarts and processes.
import { randomUUID } from "node:crypto";
import { and, count, eq, gt, lt, min } from "drizzle-orm";
import { authFailures } from "../../../db/schema";
import { db } from "../../lib/db.server";
import { env } from "../../lib/env.server";

const ipKey = (ip: string) => `ip:${ip}`;
// Registrations and reset requests have budgets of their own, so they cannot lock an IP out of
// signing in (many students share one address behind carrier-grade NAT).
export type IpPurpose = "register" | "reset";
const purposeKey = (purpose: IpPurpose, ip: string) => `${purpose}-ip:${ip}`;
const accountKey = (email: string) => `account:${email.toLowerCase()}`;

export type ThrottleResult = { blocked: false } | { blocked: true; retryAfterSeconds: number };

async function check(key: string, limit: number, windowSeconds: number): Promise<ThrottleResult> {
  const since = new Date(Date.now() - windowSeconds * 1000);
  const [row] = await db()
    .select({ n: count(), oldest: min(authFailures.at) })
    .from(authFailures)
    .where(and(eq(authFailures.key, key), gt(authFailures.at, since)));
  if (!row || row.n < limit || !row.oldest) return { blocked: false };
  const freeAt = new Date(row.oldest).getTime() + windowSeconds * 1000;
  return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - Date.now()) / 1000)) };
}

export async function checkLoginAllowed(ip: string, email: string): Promise<ThrottleResult> {
  const e = env();
  const byIp = await check(ipKey(ip), e.LOGIN_MAX_FAILURES_PER_IP, e.LOGIN_FAILURE_WINDOW_SECONDS);
  if (byIp.blocked) return byIp;
  return check(accountKey(email), e.LOGIN_MAX_FAILURES_PER_ACCOUNT, e.LOGIN_FAILURE_WINDOW_SECONDS);
}

export async function recordLoginFailure(ip: string, email: string) {
  const e = env();
  await db()
    .insert(authFailures)
    .values([
      { id: randomUUID(), key: ipKey(ip) },
      { id: randomUUID(), key: accountKey(email) },
    ]);
  // Prune what no window can see any more (cheap, indexed).
  const expired = new Date(Date.now() - e.LOGIN_FAILURE_WINDOW_SECONDS * 1000);
  await db().delete(authFailures).where(lt(authFailures.at, expired));
}

/** A successful sign-in clears the account's failures (not the IP's: one IP may try many accounts). */
export async function clearAccountFailures(email: string) {
  await db().delete(authFailures).where(eq(authFailures.key, accountKey(email)));
}

/** Refused registrations and reset requests per IP: the forms cannot be used to probe addresses in bulk. */
export async function checkIpAllowed(purpose: IpPurpose, ip: string): Promise<ThrottleResult> {
  const e = env();
  return check(purposeKey(purpose, ip), e.LOGIN_MAX_FAILURES_PER_IP, e.LOGIN_FAILURE_WINDOW_SECONDS);
}

export async function recordIpAttempt(purpose: IpPurpose, ip: string) {
  await db().insert(authFailures).values({ id: randomUUID(), key: purposeKey(purpose, ip) });
}
