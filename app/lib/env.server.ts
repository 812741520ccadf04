// Environment, validated once. Every setting the app reads is declared here; `readEnv` fails start-up
// with one readable list of what is wrong. Only `publicConfig` (below) may reach the browser.
//
// AUTH_SECRET may be generated rather than configured, and the generated one lives in the database
// (decision 016), so start-up reads the settings twice: `readPreliminaryEnv` (AUTH_SECRET optional,
// never cached) to find the data directory and the database, then — once the secret is resolved —
// `initEnv`, which caches the complete settings. `env()` never caches settings without AUTH_SECRET:
// an earlier call fails loudly instead (that cache once made the sandbox gateway sign with a
// fallback string anyone could read in the source).
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

const baseShape = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: optionalText,
    APP_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    // Connections each serving process keeps in its pool (decision 044). Every process also holds two
    // of its own (job leadership, cache notifications) and up to CHECKOUT_LOCK_CONNECTIONS during
    // checkouts: size WEB_CONCURRENCY × instances × (DB_POOL_MAX + 6) below PostgreSQL's max_connections.
    DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
    // Serving processes (node:cluster workers) per instance; unset: one per CPU core. 1: one process,
    // no cluster (decision 044).
    WEB_CONCURRENCY: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.coerce.number().int().min(1).max(256).optional()),
    AUTH_SECRET: optionalText.pipe(z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional()),
    // Replace the AUTH_SECRET fingerprint stored in the database by this instance's (decision 016).
    AUTH_SECRET_ROTATE: boolFlag,
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
    // The seller on GST tax invoices (decision 021). Demo values: set the company's own before selling.
    // SELLER_ADDRESS unset: CONTACT_ADDRESS. The GSTIN's first two digits are the seller's state code.
    SELLER_NAME: z.string().trim().min(1).default("Vidyapath Learning Pvt. Ltd."),
    SELLER_ADDRESS: optionalText,
    SELLER_GSTIN: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, "SELLER_GSTIN must be a 15-character GSTIN such as 07AABCV1234F1Z5")
      .default("07AABCV1234F1Z5"),
    SELLER_STATE: z.string().trim().min(1).default("Delhi"),
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
    // Per-account sign-in delays (decision 017): the first wait once an account has
    // LOGIN_MAX_FAILURES_PER_ACCOUNT failures; it doubles with each further failure, up to the cap.
    LOGIN_ACCOUNT_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
    LOGIN_ACCOUNT_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
    // Files (decision 029): on the local disk under DATA_DIR/files unless S3_BUCKET is set; then in
    // that S3-compatible bucket. S3_ENDPOINT unset means AWS S3 itself; MinIO and most self-hosted
    // servers need S3_FORCE_PATH_STYLE=true.
    S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/, error: "S3_ENDPOINT must be an http(s) URL such as http://127.0.0.1:9000" }).optional()),
    S3_BUCKET: optionalText.pipe(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "S3_BUCKET must be a bucket name (3–63 lowercase letters, digits, dots, dashes)").optional()),
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: boolFlag,
    // GET /metrics for a scraper that is not on this machine: `Authorization: Bearer <METRICS_TOKEN>`.
    // Unset: /metrics answers loopback callers only (decision 043).
    METRICS_TOKEN: optionalText.pipe(z.string().min(24, "METRICS_TOKEN must be at least 24 characters (for example: openssl rand -hex 24)").optional()),
  });

type BaseEnv = z.infer<typeof baseShape>;
const razorpayKeys = (e: BaseEnv) => [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET];
const s3Keys = (e: BaseEnv) => ({ S3_BUCKET: e.S3_BUCKET, S3_REGION: e.S3_REGION, S3_ACCESS_KEY_ID: e.S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: e.S3_SECRET_ACCESS_KEY });
/** S3 is all or nothing: any S3 setting (path style aside) needs the bucket, region and both keys. */
const s3Missing = (e: BaseEnv) => {
  const anySet = Boolean(e.S3_ENDPOINT) || Object.values(s3Keys(e)).some(Boolean);
  return anySet ? Object.entries(s3Keys(e)).filter(([, v]) => !v).map(([k]) => k) : [];
};
const withRules = <T extends z.ZodType<BaseEnv>>(schema: T) =>
  schema
    .refine((e: BaseEnv) => s3Missing(e).length === 0, {
      error: (issue) =>
        `S3 storage needs S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (S3_ENDPOINT and S3_FORCE_PATH_STYLE are optional); missing: ${s3Missing(issue.input as BaseEnv).join(", ")}. Set them, or unset every S3_* setting to keep files on disk`,
      path: ["S3_BUCKET"],
    })
    .refine((e: BaseEnv) => razorpayKeys(e).every(Boolean) || razorpayKeys(e).every((v) => !v), {
      message: "RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set together",
      path: ["RAZORPAY_KEY_ID"],
    })
    .refine((e: BaseEnv) => e.LOGIN_ACCOUNT_MAX_DELAY_SECONDS >= e.LOGIN_ACCOUNT_DELAY_SECONDS, {
      message: "LOGIN_ACCOUNT_MAX_DELAY_SECONDS must be at least LOGIN_ACCOUNT_DELAY_SECONDS",
      path: ["LOGIN_ACCOUNT_MAX_DELAY_SECONDS"],
    })
    .refine((e: BaseEnv) => Boolean(e.GOOGLE_CLIENT_ID) === Boolean(e.GOOGLE_CLIENT_SECRET), {
      message: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
      path: ["GOOGLE_CLIENT_ID"],
    });

/** Settings without a resolved AUTH_SECRET: only for start-up, before the database is up. */
export const preliminarySchema = withRules(baseShape);
/** The complete settings: AUTH_SECRET is always there, so no reader needs (or may have) a fallback. */
export const envSchema = withRules(
  baseShape.extend({
    AUTH_SECRET: z
      .string({ error: "AUTH_SECRET is missing: set it (at least 32 characters), or let start-up generate one" })
      .trim()
      .min(32, "AUTH_SECRET must be at least 32 characters"),
  }),
);

type Derived = { APP_URL: string; ADMIN_MFA: "required" | "optional" };
export type PreliminaryEnv = z.infer<typeof preliminarySchema> & Derived;
export type Env = z.infer<typeof envSchema> & Derived;

const KEY = Symbol.for("vidyapath.env");
const SECRET_KEY = Symbol.for("vidyapath.env.resolvedAuthSecret");
type Holder = { [KEY]?: Env; [SECRET_KEY]?: string };
const holder = globalThis as Holder;

function parse<S extends z.ZodType<z.infer<typeof baseShape>>>(schema: S, source: NodeJS.ProcessEnv): z.infer<S> & Derived {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data as z.infer<S>;
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return { ...e, APP_URL: appUrl, ADMIN_MFA: e.ADMIN_MFA ?? (appUrl.startsWith("https://") ? "required" : "optional") };
}

/** Validates the settings without AUTH_SECRET and caches nothing (start-up, before the secret). */
export function readPreliminaryEnv(source: NodeJS.ProcessEnv = process.env): PreliminaryEnv {
  return parse(preliminarySchema, source);
}

/** Validates the complete settings; throws when AUTH_SECRET is missing or short. Caches nothing. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  return parse(envSchema, source);
}

/** Start-up hands over the resolved AUTH_SECRET (configured or generated); from here on `env()` has
 * the complete settings. The secret is kept off process.env, so child processes (pg_ctl) never see a
 * generated one. */
export function initEnv(authSecret: string): Env {
  holder[SECRET_KEY] = authSecret;
  delete holder[KEY];
  return env();
}

/** The validated environment, parsed once (complete) and shared by the server and the app bundle. */
export function env(): Env {
  const cached = holder[KEY];
  if (cached) return cached;
  const secret = holder[SECRET_KEY] ?? process.env.AUTH_SECRET;
  if (!secret?.trim()) {
    // Reading the settings before start-up resolved AUTH_SECRET is a bug in the boot order; caching
    // them now would leave every later reader without the secret.
    throw new Error("Settings were read before start-up resolved AUTH_SECRET. Set AUTH_SECRET, or read settings only after bootRuntime() has resolved it.");
  }
  holder[KEY] = readEnv({ ...process.env, AUTH_SECRET: secret });
  return holder[KEY];
}

/** Forgets the cached settings (tests change process.env); a secret handed over by initEnv stays. */
export function resetEnvForTests() {
  delete holder[KEY];
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

/** Who issues the tax invoices (server-side only; the receipt page shows it to the buyer). */
export function sellerDetails() {
  const e = env();
  return {
    name: e.SELLER_NAME,
    address: e.SELLER_ADDRESS ?? e.CONTACT_ADDRESS,
    gstin: e.SELLER_GSTIN,
    state: e.SELLER_STATE,
    stateCode: e.SELLER_GSTIN.slice(0, 2),
    email: e.CONTACT_EMAIL,
    phone: e.CONTACT_PHONE,
  };
}
export type SellerDetails = ReturnType<typeof sellerDetails>;
