// Settings of the per-account sign-in delays (validated with the other settings at start-up, in
// lib/env.server.ts, so a wrong value stops the server instead of failing the first sign-in).
import { env } from "../../lib/env.server";

export type DelaySettings = { baseSeconds: number; maxSeconds: number };

export function delaySettings(): DelaySettings {
  const e = env();
  return { baseSeconds: e.LOGIN_ACCOUNT_DELAY_SECONDS, maxSeconds: e.LOGIN_ACCOUNT_MAX_DELAY_SECONDS };
}
