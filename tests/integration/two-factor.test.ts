// Two-step verification: turning it on (password → secret → first code), signing in with a code or a
// backup code, what a wrong or replayed code gets, turning it off, and ADMIN_MFA=required keeping
// admins out of the admin panel until they have it (reference checklist A10, ASVS V6.3.3).
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { twoFactors, users } from "../../db/schema";
import { db } from "../../app/lib/db.server";
import { resetEnvForTests } from "../../app/lib/env.server";
import { refuseSocialSignInWithTwoFactor } from "../../app/features/accounts/auth.server";
import { CookieJar, login, pageText, send } from "../support/test-app";
import { createUser } from "../support/factories";
import { totp } from "../support/totp";
import { turnOn } from "../support/two-factor";

const SESSION = "better-auth.session_token";
let ipCounter = 0;
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

afterEach(() => {
  delete process.env.ADMIN_MFA;
  resetEnvForTests();
});

/** The password step; returns the jar holding the challenge cookie (and no session). */
async function passwordStep(email: string, password: string, redirectTo = "/dashboard") {
  const jar = new CookieJar();
  const res = await send("/login", { form: { email, password, redirectTo }, jar, ip: freshIp() });
  return { res, jar };
}

describe("turning two-step verification on", () => {
  it("needs the password, then the first code from the app; until then sign-in asks for nothing more", async () => {
    const user = await createUser();
    const jar = await login(user.email, user.password, { ip: freshIp() });
    const wrong = await send("/profile/two-factor", { form: { intent: "start", password: "not my password" }, jar });
    expect(wrong.status).toBe(400);
    expect(await pageText(wrong)).toContain("That password is not right.");

    const started = await send("/profile/two-factor", { form: { intent: "start", password: user.password }, jar });
    const html = await started.text();
    const secret = /<code[^>]*>([A-Z2-7]+)<\/code>/.exec(html)?.[1] ?? "";
    const uri = /name="totpURI" value="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&") ?? "";
    const codes = /name="backupCodes" value="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(codes.split(" ")).toHaveLength(10);
    // A wrong first code: still off, and the page shows the same QR code and key again.
    const badCode = await send("/profile/two-factor", { form: { intent: "confirm", code: "000000", totpURI: uri, backupCodes: codes }, jar });
    expect(badCode.status).toBe(400);
    const again = await badCode.text();
    expect(again).toContain("That code is not right.");
    expect(again).toContain(secret);
    const [row] = await db().select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, user.id));
    expect(row.on).toBe(false);
    expect((await passwordStep(user.email, user.password)).res.headers.get("location")).toBe("/dashboard");

    const ok = await send("/profile/two-factor", { form: { intent: "confirm", code: totp(secret), totpURI: uri, backupCodes: codes }, jar });
    expect(ok.headers.get("location")).toBe("/profile/two-factor?done=on");
    expect(await pageText(await send("/profile", { jar }))).toContain("On: logging in asks for a code from your authenticator app.");
    // The secret is stored encrypted, never as the base32 the user saw.
    const [stored] = await db().select({ secret: twoFactors.secret }).from(twoFactors).where(eq(twoFactors.userId, user.id));
    expect(stored.secret).not.toContain(secret);
  });
});

// Issue 9, B1: setting it up on a phone.
describe("setting it up on a phone", () => {
  it("an empty password is asked for, not called wrong", async () => {
    const user = await createUser();
    const jar = await login(user.email, user.password, { ip: freshIp() });
    const res = await send("/profile/two-factor", { form: { intent: "start", password: "" }, jar });
    expect(res.status).toBe(400);
    const text = await pageText(res);
    expect(text).toContain("Enter your password.");
    expect(text).not.toContain("That password is not right.");
  });

  it("offers an otpauth:// link to open the authenticator app on the same phone", async () => {
    const user = await createUser();
    const jar = await login(user.email, user.password, { ip: freshIp() });
    const html = await (await send("/profile/two-factor", { form: { intent: "start", password: user.password }, jar })).text();
    const href = /<a href="(otpauth:\/\/totp\/[^"]+)"[^>]*>Open in authenticator app<\/a>/.exec(html)?.[1]?.replace(/&amp;/g, "&") ?? "";
    expect(new URL(href).searchParams.get("issuer")).toBe("Vidyapath");
    expect(new URL(href).searchParams.get("secret")).toMatch(/^[A-Z2-7]{16,}$/);
  });

  it("backup codes have no look-alike characters (0/O, 1/l/I) and one case", async () => {
    const user = await createUser();
    const { backupCodes } = await turnOn(await login(user.email, user.password, { ip: freshIp() }), user.password);
    expect(backupCodes).toHaveLength(10);
    for (const code of backupCodes) expect(code).toMatch(/^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/);
  });

  it("a backup code typed as a phone keyboard does it (capitalised, spaces, no dash) signs in once", async () => {
    const user = await createUser();
    const { backupCodes } = await turnOn(await login(user.email, user.password, { ip: freshIp() }), user.password);
    const typed = backupCodes[1].replace("-", " ").toUpperCase();
    const first = await passwordStep(user.email, user.password);
    const used = await send("/login/two-factor", { form: { code: typed }, jar: first.jar });
    expect(used.status).toBe(302);
    expect(used.headers.get("location")).toBe("/dashboard");
    const second = await passwordStep(user.email, user.password);
    expect((await send("/login/two-factor", { form: { code: backupCodes[1] }, jar: second.jar })).status).toBe(400);
  });
});

describe("signing in with two-step verification", () => {
  it("the password alone opens no session; the code from the app does, and lands on redirectTo", async () => {
    const user = await createUser();
    const { secret } = await turnOn(await login(user.email, user.password, { ip: freshIp() }), user.password);

    const { res, jar } = await passwordStep(user.email, user.password, "/profile");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login/two-factor?redirectTo=%2Fprofile");
    expect(jar.cookies.has(SESSION)).toBe(false);
    expect((await send("/dashboard", { jar })).headers.get("location")).toMatch(/^\/login/);
    expect((await send("/login/two-factor?redirectTo=%2Fprofile", { jar })).status).toBe(200);

    const wrong = await send("/login/two-factor", { form: { code: "123456", redirectTo: "/profile" }, jar });
    expect(wrong.status).toBe(400);
    expect(await pageText(wrong)).toContain("That code is not right.");
    const done = await send("/login/two-factor", { form: { code: totp(secret), redirectTo: "/profile" }, jar });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/profile");
    expect(jar.cookies.has(SESSION)).toBe(true);
    expect((await send("/dashboard", { jar })).status).toBe(200);
  });

  it("a backup code works once; an open redirect in redirectTo is ignored", async () => {
    const user = await createUser();
    const { backupCodes } = await turnOn(await login(user.email, user.password, { ip: freshIp() }), user.password);
    const first = await passwordStep(user.email, user.password);
    const used = await send("/login/two-factor", { form: { code: backupCodes[0], redirectTo: "//evil.example/x" }, jar: first.jar });
    expect(used.status).toBe(302);
    expect(used.headers.get("location")).toBe("/dashboard");
    const second = await passwordStep(user.email, user.password);
    const reused = await send("/login/two-factor", { form: { code: backupCodes[0] }, jar: second.jar });
    expect(reused.status).toBe(400);
  });

  // RFC 6238 §5.2 / ASVS V6.6.x: a code is good for one sign-in. Someone who saw it over the owner's
  // shoulder (or in a proxy log) and knows the password must not get in with it again.
  it("a code that signed in once is refused the second time, and so is an earlier code; the next one works", async () => {
    const user = await createUser();
    const { secret } = await turnOn(await login(user.email, user.password, { ip: freshIp() }), user.password);
    const code = totp(secret, Date.now(), 1); // the next period's code (accepted within the drift): not the one the setup used
    const first = await passwordStep(user.email, user.password);
    expect((await send("/login/two-factor", { form: { code }, jar: first.jar })).status).toBe(302);

    const second = await passwordStep(user.email, user.password);
    const replay = await send("/login/two-factor", { form: { code }, jar: second.jar });
    expect(replay.status).toBe(400);
    expect(await pageText(replay)).toContain("That code was already used to log in.");
    expect(second.jar.cookies.has(SESSION)).toBe(false);
    // A code of an earlier period is older than the one used: refused too.
    const earlier = await send("/login/two-factor", { form: { code: totp(secret) }, jar: second.jar });
    expect(earlier.status).toBe(400);
    expect(second.jar.cookies.has(SESSION)).toBe(false);
  });

  it("when two sign-ins send the same code at once, exactly one gets in", async () => {
    const user = await createUser();
    const { secret } = await turnOn(await login(user.email, user.password, { ip: freshIp() }), user.password);
    const [a, b] = [await passwordStep(user.email, user.password), await passwordStep(user.email, user.password)];
    const code = totp(secret, Date.now(), 1);
    const results = await Promise.all([a, b].map(({ jar }) => send("/login/two-factor", { form: { code }, jar })));
    expect(results.map((r) => r.status).sort()).toEqual([302, 400]);
    expect([a, b].filter(({ jar }) => jar.cookies.has(SESSION))).toHaveLength(1);
  });

  it("without the password step there is nothing to verify; too many wrong codes end the attempt", async () => {
    const user = await createUser();
    const { secret } = await turnOn(await login(user.email, user.password, { ip: freshIp() }), user.password);
    const nobody = new CookieJar();
    expect((await send("/login/two-factor", { jar: nobody })).headers.get("location")).toBe("/login?notice=twoFactorExpired");
    expect((await send("/login/two-factor", { form: { code: totp(secret) }, jar: nobody })).headers.get("location")).toBe("/login?notice=twoFactorExpired");

    const { jar } = await passwordStep(user.email, user.password);
    // Wrong codes get 400; then 429 ("too many"); then the attempt is gone and the page says to log in again.
    const outcomes: string[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await send("/login/two-factor", { form: { code: String(100000 + i) }, jar });
      outcomes.push(res.status === 302 ? `302 ${res.headers.get("location")}` : String(res.status));
    }
    expect(outcomes).toContain("429");
    expect(outcomes.every((o) => ["400", "429", "302 /login?notice=twoFactorExpired"].includes(o)), outcomes.join(", ")).toBe(true);
    // Even the right code is refused for this attempt now; no session was made.
    const late = await send("/login/two-factor", { form: { code: totp(secret) }, jar });
    expect(late.status === 429 || late.headers.get("location") === "/login?notice=twoFactorExpired").toBe(true);
    expect(jar.cookies.has(SESSION)).toBe(false);
  });

  it("bad input gets a 400 and a message, never a 500", async () => {
    const user = await createUser();
    await turnOn(await login(user.email, user.password, { ip: freshIp() }), user.password);
    const { jar } = await passwordStep(user.email, user.password);
    for (const code of ["", "abc", "1".repeat(41), "12345\u0000", "<script>"]) {
      const res = await send("/login/two-factor", { form: { code }, jar });
      expect(res.status, JSON.stringify(code)).toBe(400);
    }
  });
});

describe("Google sign-in of an account with two-step verification", () => {
  it("creates no session from an OAuth callback for such an account, and changes nothing for others", async () => {
    const user = await createUser();
    const plain = await createUser();
    await turnOn(await login(user.email, user.password, { ip: freshIp() }), user.password);
    expect(await refuseSocialSignInWithTwoFactor({ userId: user.id }, { path: "/callback/google" })).toBe(false);
    expect(await refuseSocialSignInWithTwoFactor({ userId: user.id }, { path: "/sign-in/email" })).toBeUndefined();
    expect(await refuseSocialSignInWithTwoFactor({ userId: plain.id }, { path: "/callback/google" })).toBeUndefined();
  });

  it("the login page explains the refusal after Google's redirect", async () => {
    const page = await pageText(await send("/login?error=unable_to_create_session"));
    expect(page).toContain("Error during Google login: this account uses two-step verification.");
  });
});

describe("turning it off", () => {
  it("needs the password; afterwards the password alone signs in again", async () => {
    const user = await createUser();
    const jar = await login(user.email, user.password, { ip: freshIp() });
    await turnOn(jar, user.password);
    expect((await send("/profile/two-factor", { form: { intent: "disable", password: "wrong password" }, jar })).status).toBe(400);
    const off = await send("/profile/two-factor", { form: { intent: "disable", password: user.password }, jar });
    expect(off.headers.get("location")).toBe("/profile/two-factor?done=off");
    expect((await passwordStep(user.email, user.password)).res.headers.get("location")).toBe("/dashboard");
  });
});

describe("ADMIN_MFA=required", () => {
  it("keeps an admin without two-step verification out of every admin page until it is on", async () => {
    process.env.ADMIN_MFA = "required";
    resetEnvForTests();
    const admin = await createUser({ role: "admin" });
    const jar = await login(admin.email, admin.password, { ip: freshIp() });
    for (const p of ["/admin", "/admin/courses", "/admin/orders", "/admin/users"]) {
      const res = await send(p, { jar });
      expect(res.status, p).toBe(302);
      expect(res.headers.get("location")).toBe("/profile/two-factor?required=admin");
    }
    const write = await send("/admin/users", { form: { intent: "set-role", userId: admin.id, role: "user" }, jar });
    expect(write.headers.get("location")).toBe("/profile/two-factor?required=admin");
    expect(await pageText(await send("/profile/two-factor?required=admin", { jar }))).toContain("Admins must turn on two-step verification");

    const { secret } = await turnOn(jar, admin.password);
    expect((await send("/admin", { jar })).status).toBe(200);
    // An admin may not turn it off while it is required.
    const off = await send("/profile/two-factor", { form: { intent: "disable", password: admin.password }, jar });
    expect(off.status).toBe(403);
    expect(await pageText(off)).toContain("Admins must keep two-step verification on.");
    // The next sign-in asks for the code before the admin panel opens.
    const { res, jar: next } = await passwordStep(admin.email, admin.password, "/admin");
    expect(res.headers.get("location")).toBe("/login/two-factor?redirectTo=%2Fadmin");
    const done = await send("/login/two-factor", { form: { code: totp(secret, Date.now(), 1), redirectTo: "/admin" }, jar: next });
    expect([302, 400]).toContain(done.status); // the next period's code is accepted within the allowed drift
    const current = done.status === 302 ? done : await send("/login/two-factor", { form: { code: totp(secret), redirectTo: "/admin" }, jar: next });
    expect(current.headers.get("location")).toBe("/admin");
    expect((await send("/admin", { jar: next })).status).toBe(200);
  });

  it("is optional on a local http run unless asked for: admins reach the panel with a password", async () => {
    resetEnvForTests();
    const admin = await createUser({ role: "admin" });
    const jar = await login(admin.email, admin.password, { ip: freshIp() });
    expect((await send("/admin", { jar })).status).toBe(200);
  });
});
