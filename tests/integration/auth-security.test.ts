import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, sessions, users } from "../../db/schema";
import { db } from "../../app/lib/db.server";
import { setRole } from "../../app/features/accounts/profile.server";
import { CookieJar, login, pageText, send } from "../support/test-app";
import { createUser, TEST_PASSWORD, uniqueEmail } from "../support/factories";

const SESSION_COOKIE = "better-auth.session_token";
let ipCounter = 0;
const freshIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

async function register(email: string, password = "a long enough phrase") {
  const jar = new CookieJar();
  const res = await send("/register", { form: { name: "Meera", email, password }, jar, ip: freshIp() });
  return { res, jar };
}

// Passwords are stored with argon2id at OWASP's parameters (ASVS V11.4.2), via the real sign-up path.
describe("password storage", () => {
  it("stores an argon2id hash with m=19456, t=2, p=1 for a registered user", async () => {
    const email = uniqueEmail();
    const { res } = await register(email, "my secret study phrase");
    expect(res.status).toBe(302);
    const [row] = await db()
      .select({ password: accounts.password })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(users.email, email));
    expect(row.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password).not.toContain("my secret study phrase");
  });
});

// The session cookie cannot be read by scripts or sent cross-site on POSTs (ASVS V3.3).
describe("session cookie attributes", () => {
  it("is HttpOnly, SameSite=Lax, Path=/ and not Secure over plain http", async () => {
    const user = await createUser();
    const res = await send("/login", { form: { email: user.email, password: user.password }, ip: freshIp() });
    expect(res.status).toBe(302);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toBeDefined();
    const attrs = cookie!.split(";").slice(1).map((a) => a.trim().toLowerCase());
    expect(attrs).toContain("httponly");
    expect(attrs).toContain("samesite=lax");
    expect(attrs).toContain("path=/");
    expect(attrs).not.toContain("secure");
  });
});

// Logout ends the session on the server, and only a POST logs out (ASVS V3.3.1, V3.5.3).
describe("logout", () => {
  it("kills the session server-side: the old cookie replayed after POST /logout is not signed in", async () => {
    const user = await createUser();
    const jar = await login(user.email, user.password, { ip: freshIp() });
    const stolen = jar.clone();
    expect((await send("/dashboard", { jar: stolen.clone() })).status).toBe(200);

    const out = await send("/logout", { method: "POST", form: {}, jar });
    expect(out.status).toBe(302);
    expect(jar.cookies.has(SESSION_COOKIE)).toBe(false);

    const replay = await send("/dashboard", { jar: stolen });
    expect(replay.status).toBe(302);
    expect(replay.headers.get("location")).toMatch(/^\/login(\?|$)/);
  });

  it("does not log out on GET /logout (a link or prefetch cannot end the session)", async () => {
    const user = await createUser();
    const jar = await login(user.email, user.password, { ip: freshIp() });
    const res = await send("/logout", { jar });
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    expect((await send("/dashboard", { jar })).status).toBe(200);
  });
});

// A sliding session that is used every day would never expire; sessions also end 30 days after
// sign-in, however active (ASVS V7.3.2).
describe("absolute session lifetime", () => {
  const ageSession = async (userId: string, days: number) => {
    const createdAt = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    await db().update(sessions).set({ createdAt, updatedAt: new Date(), expiresAt: new Date(Date.now() + 6 * 24 * 60 * 60 * 1000) }).where(eq(sessions.userId, userId));
  };

  it("keeps a 29-day-old session that is still in use", async () => {
    const user = await createUser();
    const jar = await login(user.email, user.password, { ip: freshIp() });
    await ageSession(user.id, 29);
    expect((await send("/dashboard", { jar })).status).toBe(200);
  });

  it("ends a 31-day-old session even though it was used yesterday, and deletes it", async () => {
    const user = await createUser();
    const jar = await login(user.email, user.password, { ip: freshIp() });
    await ageSession(user.id, 31);
    const res = await send("/dashboard", { jar });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/login(\?|$)/);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    // Signing in again works at once.
    const again = await login(user.email, user.password, { ip: freshIp() });
    expect((await send("/dashboard", { jar: again })).status).toBe(200);
  });
});

// "Sign out of all other devices" on /profile ends every other session of that student only.
describe("signing out of other devices", () => {
  it("ends the student's other sessions, keeps this one and other students' sessions", async () => {
    const user = await createUser();
    const here = await login(user.email, user.password, { ip: freshIp() });
    const phone = await login(user.email, user.password, { ip: freshIp() });
    const cafe = await login(user.email, user.password, { ip: freshIp() });
    const someoneElse = await createUser();
    const theirs = await login(someoneElse.email, someoneElse.password, { ip: freshIp() });

    expect(await pageText(await send("/profile", { jar: here }))).toContain("You are signed in on 3 devices or browsers");
    const out = await send("/profile/sign-out-others", { method: "POST", form: {}, jar: here });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/profile?notice=signedOutElsewhere");
    const after = await pageText(await send("/profile?notice=signedOutElsewhere", { jar: here }));
    expect(after).toContain("You have been signed out of every other device.");
    expect(after).toContain("You are signed in on this device only.");
    for (const jar of [phone, cafe]) expect((await send("/dashboard", { jar })).headers.get("location")).toMatch(/^\/login/);
    expect((await send("/dashboard", { jar: theirs })).status).toBe(200);
  });

  it("needs a signed-in POST: a GET only goes back to /profile, a visitor goes to /login", async () => {
    const user = await createUser();
    const jar = await login(user.email, user.password, { ip: freshIp() });
    const other = await login(user.email, user.password, { ip: freshIp() });
    const get = await send("/profile/sign-out-others", { jar });
    expect(get.headers.get("location")).toBe("/profile");
    expect((await send("/dashboard", { jar: other })).status).toBe(200);
    const anonymous = await send("/profile/sign-out-others", { method: "POST", form: {} });
    expect(anonymous.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
  });
});

// The role comes from the database on every request, so promotion and demotion apply at once.
describe("role checked per request", () => {
  it("grants /admin after promotion and withdraws it after demotion, with the same cookie", async () => {
    const user = await createUser();
    const jar = await login(user.email, user.password, { ip: freshIp() });
    const before = await send("/admin", { jar });
    expect(before.status).toBe(302);
    expect(before.headers.get("location")).toBe("/dashboard");

    await setRole(user.id, "admin");
    expect((await send("/admin", { jar })).status).toBe(200);

    await setRole(user.id, "user");
    const after = await send("/admin", { jar });
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toBe("/dashboard");
  });
});

// CSRF: state-changing requests must come from our own origin (ASVS V3.5.1).
describe("cross-origin POSTs", () => {
  it("refuses a POST /login from another origin with 403", async () => {
    const user = await createUser();
    const res = await send("/login", { form: { email: user.email, password: user.password }, origin: "https://evil.example", ip: freshIp() });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a POST without Origin and without Sec-Fetch-Site, or with Origin 'null' or cross-site fetch metadata", async () => {
    const user = await createUser();
    const form = { email: user.email, password: user.password };
    expect((await send("/login", { form, origin: null, ip: freshIp() })).status).toBe(403);
    expect((await send("/login", { form, origin: "null", ip: freshIp() })).status).toBe(403);
    expect((await send("/login", { form, origin: null, headers: { "sec-fetch-site": "cross-site" }, ip: freshIp() })).status).toBe(403);
  });

  it("accepts a POST without Origin when Sec-Fetch-Site says same-origin", async () => {
    const user = await createUser();
    const res = await send("/login", { form: { email: user.email, password: user.password }, origin: null, headers: { "sec-fetch-site": "same-origin" }, ip: freshIp() });
    expect(res.status).not.toBe(403);
    expect(res.status).toBe(302);
  });
});

// No user enumeration through the login form: same answer and similar timing (ASVS V6.3.8).
describe("login does not reveal which e-mails exist", () => {
  it("answers an unknown e-mail and a wrong password with the same status and visible text", async () => {
    const user = await createUser();
    const wrong = await send("/login", { form: { email: user.email, password: "not my password" }, ip: freshIp() });
    const unknown = await send("/login", { form: { email: uniqueEmail(), password: "not my password" }, ip: freshIp() });
    expect(unknown.status).toBe(wrong.status);
    expect(await pageText(unknown)).toBe(await pageText(wrong));
  });

  it("takes about as long for an unknown e-mail as for a wrong password", async () => {
    // Several accounts and a fresh IP per try, so the failure limits never cut an attempt short.
    const known = await Promise.all([createUser(), createUser(), createUser()]);
    const time = async (form: Record<string, string>) => {
      const started = performance.now();
      const res = await send("/login", { form, ip: freshIp() });
      const ms = performance.now() - started;
      expect(res.status).toBe(400);
      return ms;
    };
    const password = "wrong password here";
    await time({ email: known[0].email, password }); // warm-up
    await time({ email: uniqueEmail(), password });
    const wrongMs: number[] = [];
    const unknownMs: number[] = [];
    const baselineMs: number[] = []; // refused by validation: no password hashing at all
    for (let i = 0; i < 15; i++) {
      wrongMs.push(await time({ email: known[i % known.length].email, password }));
      unknownMs.push(await time({ email: uniqueEmail(), password }));
      baselineMs.push(await time({ email: "not-an-email", password }));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const [wrong, unknown, baseline] = [median(wrongMs), median(unknownMs), median(baselineMs)];
    const summary = `medians: wrong ${wrong.toFixed(1)} ms, unknown ${unknown.toFixed(1)} ms, no-hash baseline ${baseline.toFixed(1)} ms`;
    // The bound scales with the hashing cost so that a loaded machine (everything slower, noisier)
    // does not fail it, while an unknown e-mail that skipped hashing still would: its gap would be the
    // whole hashing cost, above three quarters of it.
    expect(Math.abs(wrong - unknown), summary).toBeLessThan(Math.max(60, 0.75 * (wrong - baseline)));
    // argon2 costs ~30-40 ms here, so the 60 ms bound alone would not notice an unknown e-mail that
    // skips hashing; require the unknown-e-mail path to do at least half of the wrong-password work.
    expect(unknown - baseline, summary).toBeGreaterThan((wrong - baseline) / 2);
  });
});

// Registration does not confirm that an address is taken (ASVS V6.3.8).
describe("register with a taken e-mail", () => {
  it("answers 400 with the generic message and no 'already exists' wording", async () => {
    const user = await createUser();
    const res = await send("/register", { form: { name: "Someone", email: user.email, password: "a different long phrase" }, ip: freshIp() });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(await pageText(new Response(html))).toContain("We could not create an account with these details.");
    expect(html).not.toMatch(/already (exists|registered|taken|in use)|user_already_exists/i);
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
  });
});

// Open-redirect guard on the real login form (ASVS V3.7.2): dot segments must not smuggle in `//host`.
describe("redirect after login stays on site", () => {
  it("does not redirect to //evil.example via dot segments in redirectTo", async () => {
    const user = await createUser();
    for (const target of ["/..//evil.example", "/.//evil.example", "/%2e%2e//evil.example"]) {
      const res = await send("/login", { form: { email: user.email, password: TEST_PASSWORD, redirectTo: target }, ip: freshIp() });
      expect(res.status).toBe(302);
      const location = res.headers.get("location")!;
      expect(new URL(location, "http://localhost:3000").origin, `redirectTo=${target} → ${location}`).toBe("http://localhost:3000");
    }
  });
});
