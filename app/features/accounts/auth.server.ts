// better-auth, configured explicitly (see docs/decisions/004-accounts-with-better-auth.md):
// - argon2id (m=19456 KiB, t=2, p=1) instead of the library's default scrypt, which is below OWASP's bar;
// - sessions in the database, no cookie cache, so a logout or a role change is seen on the next request;
// - sessions revoked on password reset; reset links expire after 30 minutes;
// - the client IP comes from a header our HTTP layer sets itself (x-vp-client-ip), never from the client;
// - every sign-in (password, sign-up, Google) upserts the spec's profile and stamps lastLogin;
// - a TOTP code signs in only once (docs/decisions/017-account-protection.md).
import { hash, verify } from "@node-rs/argon2";
import { betterAuth } from "better-auth";
import { eq } from "drizzle-orm";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S } from "./session-settings";
import { twoFactor } from "better-auth/plugins";
import { accounts, sessions, twoFactors, users, verifications } from "../../../db/schema";
import { generateBackupCodes } from "./backup-codes.server";
import { clearAccountFailures } from "./login-throttle.server";
import { recordSignIn } from "./profile.server";
import { refuseReplayedTotp } from "./totp-replay.server";
import { PASSWORD_MAX, PASSWORD_MIN } from "./password-policy.server";
import { db } from "../../lib/db.server";
import { env } from "../../lib/env.server";
import { log } from "../../lib/logger.server";
import { sendMail } from "../../lib/mailer.server";
import { CLIENT_IP_HEADER } from "../../lib/http-headers";
import { AsyncLocalStorage } from "node:async_hooks";
import type { Locale } from "../../lib/i18n/locales";
import { translate } from "../../lib/i18n/messages.server";

// better-auth calls sendResetPassword without the request when we call its API from our own action,
// so the language of the page that asked travels here instead (see withMailLocale).
const mailLocale = new AsyncLocalStorage<Locale>();

/** Runs `fn` so that e-mails better-auth sends during it are written in `locale`. */
export function withMailLocale<T>(locale: Locale, fn: () => Promise<T>): Promise<T> {
  return mailLocale.run(locale, fn);
}


// OWASP Password Storage Cheat Sheet, first argon2id row. Algorithm 2 = Argon2id in @node-rs/argon2.
const ARGON2 = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);
export const verifyPassword = ({ hash: h, password }: { hash: string; password: string }) =>
  verify(h, password).catch(() => false);

/** better-auth asks for the second step only on password sign-ins, so a Google sign-in would skip it:
 * for an account with two-step verification, no session is created from an OAuth callback (the
 * login page then explains). Returns false to cancel the session, as better-auth's hook expects. */
export async function refuseSocialSignInWithTwoFactor(session: { userId: string }, ctx: { path?: string } | null | undefined): Promise<false | undefined> {
  if (!ctx?.path?.startsWith("/callback/")) return undefined;
  const [row] = await db().select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, session.userId));
  return row?.on ? false : undefined;
}

function createAuth() {
  const e = env();
  const secure = e.APP_URL.startsWith("https://");
  return betterAuth({
    appName: "Vidyapath",
    baseURL: e.APP_URL,
    basePath: "/api/auth",
    secret: e.AUTH_SECRET,
    database: drizzleAdapter(db(), {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    // The app may be opened as localhost, 127.0.0.1 or through a proxy; the request's own origin is
    // trusted (our CSRF middleware has already checked Origin against Host), plus APP_URL.
    trustedOrigins: (request) => {
      const origins = [e.APP_URL];
      if (request) origins.push(new URL(request.url).origin);
      return origins;
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 30 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      // The owner's way past a stranger's failed sign-ins: a completed reset clears the account's
      // failures, so they can log in at once (docs/decisions/017-account-protection.md).
      onPasswordReset: async ({ user }) => {
        await clearAccountFailures(user.email);
      },
      sendResetPassword: async ({ user, token }) => {
        const link = `${e.APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
        // Not awaited: the response time must not tell whether the account exists (no enumeration).
        const locale = mailLocale.getStore() ?? "en";
        void sendMail({
          to: user.email,
          subject: translate(locale, "mail.reset.subject"),
          text: translate(locale, "mail.reset.text", { name: user.name || "User", link }),
        }).catch(() => undefined);
      },
    },
    socialProviders:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { google: { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, prompt: "select_account" } }
        : {},
    account: {
      // Google may link to an existing password account only when that account's e-mail was verified
      // (pre-account-hijacking defence, GHSA-g38m-r43w-p2q7).
      accountLinking: { enabled: true, trustedProviders: ["google"], requireLocalEmailVerified: true },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN_S,
      updateAge: SESSION_UPDATE_AGE_S,
      cookieCache: { enabled: false },
    },
    rateLimit: { enabled: true, storage: "memory", window: 60, max: 30 },
    advanced: {
      useSecureCookies: secure,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure, path: "/" },
    },
    databaseHooks: {
      session: {
        create: {
          // better-auth asks for the second step only on password sign-ins; a Google sign-in would
          // skip it. Accounts with two-step verification therefore sign in with password and code.
          before: (session, ctx) => refuseSocialSignInWithTwoFactor(session, ctx),
          after: async (session) => {
            await recordSignIn(session.userId);
          },
        },
      },
    },
    // Two-step verification with an authenticator app (TOTP, 6 digits, 30 s) and ten one-time backup
    // codes. A sign-in of a user who has it returns a short-lived challenge cookie instead of a session
    // (features/accounts/two-factor.server.ts). No "trust this device": every sign-in asks.
    // A TOTP code signs in once: a replay, or a code older than the last one used, is refused
    // (features/accounts/totp-replay.server.ts).
    hooks: { before: refuseReplayedTotp },
    // Backup codes without look-alike characters (features/accounts/backup-codes.server.ts).
    plugins: [twoFactor({ issuer: "Vidyapath", twoFactorCookieMaxAge: 600, skipVerificationOnEnable: false, backupCodeOptions: { customBackupCodesGenerate: generateBackupCodes } })],
    telemetry: { enabled: false },
    // Into our structured log (never the console): messages only, no arguments that may hold secrets.
    logger: {
      level: "warn",
      log: (level, message) => (level === "error" ? log.error : level === "warn" ? log.warn : log.info)(`auth: ${message}`),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
const KEY = Symbol.for("vidyapath.auth");
const g = globalThis as { [KEY]?: Auth };

export function auth(): Auth {
  g[KEY] ??= createAuth();
  return g[KEY];
}
