// Turning two-step verification on through the real settings page, as a student would, with the
// test playing the authenticator app.
import { expect } from "vitest";
import { type CookieJar, send } from "./test-app";
import { totp } from "./totp";

/** Turns two-step verification on through the settings page; returns the secret and backup codes. */
export async function turnOn(jar: CookieJar, password: string) {
  const started = await send("/profile/two-factor", { form: { intent: "start", password }, jar });
  expect(started.status).toBe(200);
  const html = await started.text();
  const secret = /<code[^>]*>([A-Z2-7]+)<\/code>/.exec(html)?.[1] ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  expect(html).toContain("<svg"); // the QR code
  const uri = /name="totpURI" value="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&") ?? "";
  const codes = /name="backupCodes" value="([^"]*)"/.exec(html)?.[1] ?? "";
  const confirmed = await send("/profile/two-factor", { form: { intent: "confirm", code: totp(secret), totpURI: uri, backupCodes: codes }, jar });
  expect(confirmed.status).toBe(302);
  expect(confirmed.headers.get("location")).toBe("/profile/two-factor?done=on");
  const backupCodes = codes.split(" ").filter(Boolean);
  expect(backupCodes).toHaveLength(10);
  return { secret, backupCodes };
}

