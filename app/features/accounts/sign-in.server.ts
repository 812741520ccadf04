// Use cases for signing in, registering, signing out and password reset, on top of better-auth's
// server API. A refusal is a typed domain error (lib/errors), thrown; the route's kit maps it to a
// status and a message.
import { invalid, invalidField, rateLimited } from "~/lib/errors/domain-error";
import { auth, withMailLocale } from "~/features/accounts/auth.server";
import type { Locale } from "~/lib/i18n/locales";
import { log } from "~/lib/logger.server";
import { checkIpAllowed, checkLoginAllowed, clearAccountFailures, recordIpAttempt, recordLoginFailure } from "./login-throttle.server";
import { isCommonPassword } from "./password-policy.server";
import { alertOwnerOfFailedSignIns, tellOwnerOfSignUpAttempt } from "./account-notices.server";
import { env } from "~/lib/env.server";

export type SignedIn = { response: Response; twoFactor?: boolean };

const minutes = (s: number) => Math.max(1, Math.ceil(s / 60));

/** A refusal for too many attempts; the message may name the wait in minutes or in seconds. */
const tooMany = (key: "auth.error.tooManyAttempts" | "auth.error.accountSlowed" | "auth.error.tooManyRequests", seconds: number) =>
  rateLimited(key, seconds, { minutes: minutes(seconds), seconds });

export async function signIn(input: { email: string; password: string; ip: string; headers: Headers }): Promise<SignedIn> {
  const gate = await checkLoginAllowed(input.ip, input.email);
  if (gate.blocked) {
    log.warn("sign-in throttled", { ip: input.ip, by: gate.by });
    // The account's delay gets its own message: it names the wait and the way in that skips it.
    const error = gate.by === "account" ? "auth.error.accountSlowed" : "auth.error.tooManyAttempts";
    throw tooMany(error, gate.retryAfterSeconds);
  }
  const response = await auth().api.signInEmail({
    body: { email: input.email, password: input.password, rememberMe: true },
    headers: input.headers,
    asResponse: true,
  });
  if (response.ok) {
    await clearAccountFailures(input.email);
    // With two-step verification the password opens no session yet: better-auth answers with a
    // challenge cookie, and /login/two-factor asks for the code.
    const body = (await response.clone().json().catch(() => null)) as { twoFactorRedirect?: boolean } | null;
    if (body?.twoFactorRedirect) {
      log.info("sign-in needs the second step", { ip: input.ip });
      return { response, twoFactor: true };
    }
    log.info("sign-in succeeded", { ip: input.ip });
    return { response };
  }
  if (response.status === 429) throw tooMany("auth.error.tooManyRequests", 60);
  const failures = await recordLoginFailure(input.ip, input.email);
  log.info("sign-in failed", { ip: input.ip, status: response.status });
  // From the first delay on, the owner hears about it (once per window). Not awaited, like the reset
  // mail: the answer's timing must not tell whether the address has an account.
  if (failures >= env().LOGIN_MAX_FAILURES_PER_ACCOUNT) {
    void alertOwnerOfFailedSignIns(input.email, failures).catch((error: unknown) => log.warn("failed sign-in notice not sent", { error: String(error) }));
  }
  // Unknown e-mail and wrong password give the same answer (no enumeration).
  throw invalid("auth.error.invalidCredentials");
}

export async function register(input: { name?: string; email: string; password: string; ip: string; headers: Headers }): Promise<Response> {
  const gate = await checkIpAllowed("register", input.ip);
  if (gate.blocked) throw tooMany("auth.error.tooManyAttempts", gate.retryAfterSeconds);
  if (isCommonPassword(input.password)) throw invalidField("password", "auth.error.passwordCommon");
  const response = await auth().api.signUpEmail({
    body: { name: input.name || "User", email: input.email, password: input.password },
    headers: input.headers,
    asResponse: true,
  });
  if (response.ok) {
    log.info("account created", { ip: input.ip });
    return response;
  }
  if (response.status === 429) throw tooMany("auth.error.tooManyRequests", 60);
  // Most likely the address is taken. The answer differs from a sign-up's anyway (no session), so the
  // message says what to do (log in or reset); the attempt counts against the IP's budget so the form
  // cannot be used to probe addresses in bulk, and the owner gets one e-mail with the ways in
  // (decision 017). Not awaited, like every mail here.
  await recordIpAttempt("register", input.ip);
  log.info("registration refused", { ip: input.ip, status: response.status });
  const body = (await response.json().catch(() => null)) as { code?: string } | null;
  if (body?.code?.startsWith("USER_ALREADY_EXISTS")) {
    void tellOwnerOfSignUpAttempt(input.email).catch((error: unknown) => log.warn("sign-up notice not sent", { error: String(error) }));
  }
  throw invalid("auth.error.cannotRegister");
}

export async function signOut(headers: Headers): Promise<Response> {
  return auth().api.signOut({ headers, asResponse: true });
}

export async function requestPasswordReset(input: { email: string; ip: string; headers: Headers; locale: Locale }): Promise<void> {
  const gate = await checkIpAllowed("reset", input.ip);
  if (gate.blocked) throw tooMany("auth.error.tooManyAttempts", gate.retryAfterSeconds);
  await recordIpAttempt("reset", input.ip);
  await withMailLocale(input.locale, () => auth().api.requestPasswordReset({ body: { email: input.email }, headers: input.headers })).catch((error: unknown) =>
    log.warn("password reset request failed", { error: String(error) }),
  );
}

export async function resetPassword(input: { token: string; password: string; headers: Headers }): Promise<void> {
  if (isCommonPassword(input.password)) throw invalidField("password", "auth.error.passwordCommon");
  try {
    await auth().api.resetPassword({ body: { token: input.token, newPassword: input.password }, headers: input.headers });
  } catch {
    throw invalid("auth.reset.invalid");
  }
  log.info("password reset");
}

export async function googleSignInUrl(input: { redirectTo: string; headers: Headers }): Promise<Response> {
  return auth().api.signInSocial({
    body: { provider: "google", callbackURL: input.redirectTo, errorCallbackURL: "/login", disableRedirect: false },
    headers: input.headers,
    asResponse: true,
  });
}
