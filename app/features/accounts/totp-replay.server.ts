// One sign-in per authenticator code (RFC 6238 §5.2: "the verifier MUST NOT accept the second attempt
// of the same OTP after the successful validation"). better-auth's twoFactor plugin accepts a code for
// its whole ±1-period window, as often as it is sent, so someone who saw the code and knows the
// password could sign in with it a second time. We remember, per user, the last time step that
// signed in (`totp_used_steps`) and refuse a code of that step or an earlier one.
//
// It runs as a better-auth "before" hook on /two-factor/verify-totp (wired in features/accounts/auth.server.ts), so
// it guards every caller of the endpoint, and only on sign-in: confirming the set-up (a signed-in
// user typing the first code) does not use up the step, so signing in right after set-up works.
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { totpUsedSteps, twoFactors } from "../../../db/schema";
import { db } from "../../lib/db.server";

export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
// better-auth's verification window: the previous, the current and the next period.
const WINDOW = 1;
export const TOTP_REPLAY_CODE = "TOTP_CODE_ALREADY_USED";

const stepAt = (ms: number) => Math.floor(ms / 1000 / TOTP_PERIOD_SECONDS);

function hotp(key: Buffer, counter: number): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", key).update(msg).digest();
  const offset = mac[mac.length - 1] & 0xf;
  return ((mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS).toString().padStart(DIGITS, "0");
}

/** The latest step within the window whose code is `code`, or null when the code is wrong. */
export function matchingStep(key: Buffer, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = stepAt(nowMs);
  let found: number | null = null;
  for (let step = now - WINDOW; step <= now + WINDOW; step++) {
    // Compare every candidate in constant time, and do not stop early.
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code))) found = step;
  }
  return found;
}

/**
 * Records `step` as the user's last sign-in step if it is later than the one recorded. One statement:
 * of two requests racing with the same code, the second waits for the first's row and then finds
 * `last_step < excluded.last_step` false, so exactly one of them gets `true`.
 */
export async function claimStep(userId: string, step: number): Promise<boolean> {
  const rows = await db()
    .insert(totpUsedSteps)
    .values({ userId, lastStep: step })
    .onConflictDoUpdate({
      target: totpUsedSteps.userId,
      set: { lastStep: sql`excluded.last_step`, updatedAt: sql`now()` },
      setWhere: sql`${totpUsedSteps.lastStep} < excluded.last_step`,
    })
    .returning({ userId: totpUsedSteps.userId });
  return rows.length > 0;
}

// Secrets imported from other providers are stored as "base32:<secret>" by better-auth; generated
// ones are used as UTF-8 bytes. Ours are all generated, but the key must match either way.
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
function keyOf(secret: string): Buffer {
  if (!secret.startsWith("base32:")) return Buffer.from(secret, "utf8");
  let bits = "";
  for (const ch of secret.slice(7).replace(/=+$/, "").toUpperCase()) bits += BASE32.indexOf(ch).toString(2).padStart(5, "0");
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

const bodyCode = (body: unknown) =>
  body && typeof body === "object" && "code" in body && typeof body.code === "string" ? body.code : null;

/** better-auth "before" hook: refuses a TOTP sign-in whose code's step is not later than the last one. */
export const refuseReplayedTotp = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== "/two-factor/verify-totp") return;
  const code = bodyCode(ctx.body);
  if (!code) return;
  // A signed-in user confirming the set-up: not a sign-in (better-auth prefers the session too).
  if (await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret)) return;
  const challenge = await ctx.getSignedCookie(ctx.context.createAuthCookie("two_factor").name, ctx.context.secret);
  if (!challenge) return; // better-auth answers "invalid two-factor cookie"
  const verification = await ctx.context.internalAdapter.findVerificationValue(challenge);
  if (!verification || new Date(verification.expiresAt).getTime() < Date.now()) return;
  const userId = verification.value;
  const [row] = await db().select({ secret: twoFactors.secret }).from(twoFactors).where(eq(twoFactors.userId, userId));
  if (!row) return;
  const step = matchingStep(keyOf(await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret })), code, Date.now());
  // A wrong code goes on to better-auth, which counts it towards its attempt limits.
  if (step === null) return;
  if (!(await claimStep(userId, step))) {
    throw APIError.from("UNAUTHORIZED", { message: "This code was already used to sign in", code: TOTP_REPLAY_CODE });
  }
});
