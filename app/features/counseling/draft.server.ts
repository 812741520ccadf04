// What an anonymous visitor typed into the booking form, kept while they sign in (spec: "after
// sign-in the student is back on the form with what they typed"). The values wait in PostgreSQL for
// 30 minutes under a random id; the browser holds only that id, signed with AUTH_SECRET, in an
// HttpOnly cookie — the phone number and e-mail never travel in a URL or reach a log (decision 038).
// The first account that comes back with the cookie claims the draft; no other account can read it.
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { counselingDrafts } from "../../../db/schema";
import { db } from "../../lib/db.server";
import { env } from "../../lib/env.server";
import { rateLimited } from "../../lib/errors/domain-error";
import { spendRateLimit } from "../../lib/rate-limit/rate-limit.server";
import { now } from "./clock.server";
import { COUNSELING_LIMITS } from "./limits";

export const DRAFT_COOKIE = "vp_counseling_draft";
export const DRAFT_TTL_SECONDS = 30 * 60;
/** Anonymous drafts per IP address in a 10-minute window (each is a row in the database). */
export const DRAFT_BUDGET = { limit: 30, windowSeconds: 600 };
const FIELDS = { name: COUNSELING_LIMITS.name, phone: COUNSELING_LIMITS.phone, email: COUNSELING_LIMITS.email, message: COUNSELING_LIMITS.message, slotId: 12 } as const;

const sign = (id: string) => createHmac("sha256", env().AUTH_SECRET).update(`counseling-draft:${id}`).digest("base64url");

function cookieId(request: Request): string | null {
  const raw = (request.headers.get("cookie") ?? "").split(/;\s*/).find((c) => c.startsWith(`${DRAFT_COOKIE}=`));
  const value = raw?.slice(DRAFT_COOKIE.length + 1) ?? "";
  const [id, mac] = value.split(".");
  if (!id || !mac || !/^[0-9a-f-]{36}$/.test(id)) return null;
  const expected = Buffer.from(sign(id));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

function cookie(value: string, maxAge: number): string {
  const secure = env().APP_URL.startsWith("https://") ? "; Secure" : "";
  return `${DRAFT_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/** Keeps what was typed (bounded, known fields only); returns the Set-Cookie header that names it. */
export async function saveDraft(values: Record<string, string>, ip: string): Promise<string> {
  const budget = await spendRateLimit(`counseling-draft:${ip}`, DRAFT_BUDGET);
  if (!budget.allowed) throw rateLimited("counseling.error.tooMany", budget.retryAfterSeconds, { minutes: Math.ceil(budget.retryAfterSeconds / 60) });
  const kept: Record<string, string> = {};
  for (const [field, max] of Object.entries(FIELDS)) if (typeof values[field] === "string") kept[field] = values[field].slice(0, max);
  const id = randomUUID();
  await db()
    .insert(counselingDrafts)
    .values({ id, values: kept, expiresAt: new Date(now().getTime() + DRAFT_TTL_SECONDS * 1000) });
  return cookie(`${id}.${sign(id)}`, DRAFT_TTL_SECONDS);
}

/** The draft this browser saved before signing in, for this account only (the first to ask claims it). */
export async function restoreDraft(request: Request, userId: string): Promise<Record<string, string> | null> {
  const id = cookieId(request);
  if (!id) return null;
  const [row] = await db()
    .update(counselingDrafts)
    .set({ claimedBy: userId })
    .where(and(eq(counselingDrafts.id, id), or(isNull(counselingDrafts.claimedBy), eq(counselingDrafts.claimedBy, userId))))
    .returning({ values: counselingDrafts.values, expiresAt: counselingDrafts.expiresAt });
  return row && row.expiresAt > now() ? row.values : null;
}

/** After a booking: the draft is deleted and the cookie cleared (the header to send). */
export async function discardDraft(request: Request): Promise<string | null> {
  const id = cookieId(request);
  if (!id) return null;
  await db().delete(counselingDrafts).where(eq(counselingDrafts.id, id));
  return cookie("", 0);
}

/** Drafts past their 30 minutes (the retention job). */
export async function deleteExpiredDrafts(at: Date = now()): Promise<number> {
  const gone = await db().delete(counselingDrafts).where(lt(counselingDrafts.expiresAt, at)).returning({ id: counselingDrafts.id });
  return gone.length;
}
