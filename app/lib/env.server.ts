// Environment, validated once. Every setting the app reads is declared here; `readEnv` fails start-up
// with one readable list of what is wrong. Only `publicConfig` (below) may reach the browser.
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const boolFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: optionalText,
    APP_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    AUTH_SECRET: optionalText.pipe(z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional()),
    TRUST_PROXY: boolFlag,
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    RAZORPAY_KEY_ID: optionalText,
    RAZORPAY_KEY_SECRET: optionalText,
    RAZORPAY_WEBHOOK_SECRET: optionalText,
    // How often the reconciler asks the gateway about orders stuck in 'attempted' (0 turns it off).
    PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().min(0).default(120),
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.string().default("Vidyapath <no-reply@vidyapath.local>"),
    CONTACT_ADDRESS: z.string().default("2nd Floor, Shiksha Bhawan, Connaught Place, New Delhi 110001"),
    CONTACT_PHONE: z.string().default("+91 11 4000 1234"),
    CONTACT_EMAIL: z.string().default("help@vidyapath.local"),
    SOCIAL_FACEBOOK: z.string().default("https://www.facebook.com/"),
    SOCIAL_INSTAGRAM: z.string().default("https://www.instagram.com/"),
    SOCIAL_YOUTUBE: z.string().default("https://www.youtube.com/"),
    SOCIAL_X: z.string().default("https://x.com/"),
    DEMO_ADMIN_EMAIL: z.email().default("admin@vidyapath.local"),
    DEMO_ADMIN_PASSWORD: optionalText.pipe(z.string().min(12).max(128).optional()),
    SEED_DEMO_CONTENT: z.enum(["true", "false"]).default("true"),
    // Admins must use two-step verification (an authenticator app) when "required". Unset: required
    // when APP_URL is https (a real deployment), optional on a local http run (decision 015).
    ADMIN_MFA: z.enum(["required", "optional"]).optional(),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    // Auth limits are configurable so tests can exercise them quickly; defaults follow ASVS guidance.
    LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(50),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  })
  .refine((e) => [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET].every(Boolean) || [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET].every((v) => !v), {
    message: "RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set together",
    path: ["RAZORPAY_KEY_ID"],
  })
  .refine((e) => Boolean(e.GOOGLE_CLIENT_ID) === Boolean(e.GOOGLE_CLIENT_SECRET), {
    message: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
    path: ["GOOGLE_CLIENT_ID"],
  });

export type Env = z.infer<typeof envSchema> & { APP_URL: string; ADMIN_MFA: "required" | "optional" };

const KEY = Symbol.for("vidyapath.env");
type Holder = { [KEY]?: Env };

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return { ...e, APP_URL: appUrl, ADMIN_MFA: e.ADMIN_MFA ?? (appUrl.startsWith("https://") ? "required" : "optional") };
}

/** The validated environment; parsed on first use and shared by the server and the app bundle. */
export function env(): Env {
  const holder = globalThis as Holder;
  holder[KEY] ??= readEnv();
  return holder[KEY];
}

export function resetEnvForTests() {
  delete (globalThis as Holder)[KEY];
}

export function publicConfig() {
  const e = env();
  return {
    contact: { address: e.CONTACT_ADDRESS, phone: e.CONTACT_PHONE, email: e.CONTACT_EMAIL },
    social: { facebook: e.SOCIAL_FACEBOOK, instagram: e.SOCIAL_INSTAGRAM, youtube: e.SOCIAL_YOUTUBE, x: e.SOCIAL_X },
    googleEnabled: Boolean(e.GOOGLE_CLIENT_ID),
    paymentsTestMode: !e.RAZORPAY_KEY_ID,
  };
}
export type PublicConfig = ReturnType<typeof publicConfig>;
