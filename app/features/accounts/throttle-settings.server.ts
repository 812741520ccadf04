// Settings of the per-account sign-in delays. Read here with a local schema (lib/env.server.ts is
// owned elsewhere; see the report of issue 8 for moving them there). A wrong value fails loudly on
// the first sign-in attempt instead of silently falling back.
import { z } from "zod";

const seconds = (fallback: number) => z.coerce.number().int().min(1).max(86_400).default(fallback);

const schema = z
  .object({
    // The first delay once an account has LOGIN_MAX_FAILURES_PER_ACCOUNT failures; it doubles with each
    // further failure, up to the cap.
    LOGIN_ACCOUNT_DELAY_SECONDS: seconds(30),
    LOGIN_ACCOUNT_MAX_DELAY_SECONDS: seconds(300),
  })
  .refine((s) => s.LOGIN_ACCOUNT_MAX_DELAY_SECONDS >= s.LOGIN_ACCOUNT_DELAY_SECONDS, {
    message: "LOGIN_ACCOUNT_MAX_DELAY_SECONDS must be at least LOGIN_ACCOUNT_DELAY_SECONDS",
  });

export type DelaySettings = { baseSeconds: number; maxSeconds: number };

export function delaySettings(source: NodeJS.ProcessEnv = process.env): DelaySettings {
  const parsed = schema.safeParse({
    LOGIN_ACCOUNT_DELAY_SECONDS: source.LOGIN_ACCOUNT_DELAY_SECONDS || undefined,
    LOGIN_ACCOUNT_MAX_DELAY_SECONDS: source.LOGIN_ACCOUNT_MAX_DELAY_SECONDS || undefined,
  });
  if (!parsed.success) {
    throw new Error(`Invalid sign-in delay settings: ${parsed.error.issues.map((i) => `${i.path.join(".") || "settings"}: ${i.message}`).join("; ")}`);
  }
  return { baseSeconds: parsed.data.LOGIN_ACCOUNT_DELAY_SECONDS, maxSeconds: parsed.data.LOGIN_ACCOUNT_MAX_DELAY_SECONDS };
}
