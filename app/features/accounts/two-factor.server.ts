// Two-step verification (TOTP authenticator apps, with one-time backup codes) on top of better-auth's
// twoFactor plugin. Turning it on: password → secret and backup codes shown once → the first code from
// the app confirms it. Signing in: the password gives a challenge cookie (see sign-in.server.ts) and
// the code finishes it. Admins must have it when ADMIN_MFA is "required" (decision 015).
import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { users } from "../../../db/schema";
import { auth } from "./auth.server";
import { db } from "../../lib/db.server";
import { env } from "../../lib/env.server";
import { forbidden, invalid, rateLimited } from "../../lib/errors/domain-error";
import { log } from "../../lib/logger.server";
import { normaliseBackupCode } from "./backup-codes.server";
import { TOTP_REPLAY_CODE } from "./totp-replay.server";

export const TOTP_CODE = /^\d{6}$/;
// Backup codes: ten characters, shown as "xxxxx-xxxxx" (backup-codes.server.ts; older ones were
// better-auth's, with both cases).
export const BACKUP_CODE = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;

/** Whether a user of this role must use two-step verification: admins, when ADMIN_MFA is "required". */
export function twoFactorRequiredFor(role: "user" | "admin"): boolean {
  return role === "admin" && env().ADMIN_MFA === "required";
}

export async function twoFactorEnabled(userId: string): Promise<boolean> {
  const [row] = await db().select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  return row?.on ?? false;
}

// better-auth replaces the session when two-step verification is turned on or off (the old session
// token stops working), so every answer carries its Set-Cookie headers for the route to pass on.
const setCookies = (response: Response) => {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
};

export type Setup = { totpURI: string; secret: string; backupCodes: string[]; cookies: Headers };

const wrongPassword = () => invalid("twoFactor.error.wrongPassword");

/** Step 1 of turning it on: checks the password and creates a new, not yet confirmed secret. */
export async function startSetup(headers: Headers, password: string): Promise<Setup> {
  const response = await auth().api.enableTwoFactor({ body: { password, method: "totp" }, headers, asResponse: true });
  if (!response.ok) throw wrongPassword();
  const result = (await response.json()) as { totpURI?: string; backupCodes?: string[] };
  if (!result.totpURI) throw wrongPassword();
  const secret = new URL(result.totpURI).searchParams.get("secret") ?? "";
  return { totpURI: result.totpURI, secret, backupCodes: result.backupCodes ?? [], cookies: setCookies(response) };
}

/** Step 2: the first code from the app confirms the secret and turns two-step verification on. */
export async function confirmSetup(headers: Headers, code: string): Promise<Headers | null> {
  if (!TOTP_CODE.test(code)) return null;
  const response = await auth().api.verifyTOTP({ body: { code }, headers, asResponse: true });
  return response.ok ? setCookies(response) : null;
}

/** Turns it off with the password; an admin who must keep it (ADMIN_MFA) is refused. */
export async function turnOff(headers: Headers, password: string, role: "user" | "admin"): Promise<Headers> {
  if (twoFactorRequiredFor(role)) throw forbidden("twoFactor.error.adminMustKeep");
  const response = await auth().api.disableTwoFactor({ body: { password }, headers, asResponse: true });
  if (!response.ok) throw wrongPassword();
  return setCookies(response);
}

/** The session's response, or "expired" when the challenge is gone (sign in again). */
export type ChallengeResult = { response: Response } | "expired";

const wrongCode = () => invalid("twoFactor.error.wrongCode");

/** The second step of a sign-in: a code from the app, or a backup code (each works once). A wrong,
 * reused or too often tried code is a domain error. */
export async function answerChallenge(headers: Headers, code: string): Promise<ChallengeResult> {
  const compact = code.replace(/\s+/g, "");
  const backup = !TOTP_CODE.test(compact);
  if (backup && !BACKUP_CODE.test(compact)) throw wrongCode();
  const trimmed = backup ? normaliseBackupCode(compact) : compact;
  let response: Response;
  try {
    response = backup
      ? await auth().api.verifyBackupCode({ body: { code: trimmed, trustDevice: false }, headers, asResponse: true })
      : await auth().api.verifyTOTP({ body: { code: trimmed, trustDevice: false }, headers, asResponse: true });
  } catch (error) {
    // Our replay hook's refusal comes back thrown, not as a response (better-auth's before hooks).
    if (isAPIError(error) && error.body?.code === TOTP_REPLAY_CODE) {
      log.info("two-step sign-in refused: code already used");
      throw invalid("twoFactor.error.usedCode");
    }
    throw error;
  }
  if (response.ok) {
    log.info("two-step sign-in succeeded", { backupCode: backup });
    return { response };
  }
  const body = (await response.json().catch(() => null)) as { code?: string } | null;
  log.info("two-step sign-in refused", { status: response.status, code: body?.code });
  if (response.status === 429 || body?.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE" || /LOCKED/.test(body?.code ?? "")) throw rateLimited("twoFactor.error.tooMany", 60);
  if (body?.code === "INVALID_TWO_FACTOR_COOKIE") return "expired";
  throw wrongCode();
}
