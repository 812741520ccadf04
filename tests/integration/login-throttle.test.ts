// Small limits so the rules show in a few attempts. The app reads its env once, on the first request,
// which comes after these top-level statements. Time is injected (setClockForTests), never slept.
process.env.LOGIN_MAX_FAILURES_PER_ACCOUNT = "3";
process.env.LOGIN_MAX_FAILURES_PER_IP = "5";
process.env.LOGIN_FAILURE_WINDOW_SECONDS = "900";
process.env.LOGIN_ACCOUNT_DELAY_SECONDS = "30";
process.env.LOGIN_ACCOUNT_MAX_DELAY_SECONDS = "120";

import { desc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authFailures, outboxEmails } from "../../db/schema";
import { db } from "../../app/lib/db.server";
import { setClockForTests } from "../../app/features/accounts/clock.server";
import { noticesSettled } from "../../app/features/accounts/account-notices.server";
import { pageText, send } from "../support/test-app";
import { createUser, uniqueEmail } from "../support/factories";

const WRONG = "definitely not it";
const IP_BLOCKED_TEXT = "Too many failed attempts. Please wait 15 minutes and try again.";
const slowedText = (wait: string) => `Too many failed log-ins for this account. Please wait ${wait} and try again, or reset your password to log in now.`;
let ipCounter = 0;
const freshIp = () => `10.30.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

let clockMs = 0;
const advance = (seconds: number) => (clockMs += seconds * 1000);
beforeEach(() => {
  clockMs = Date.now();
  setClockForTests(() => clockMs);
});
afterEach(() => setClockForTests(undefined));

const attempt = (email: string, password: string, ip = freshIp()) => send("/login", { form: { email, password }, ip });
const mailsTo = (email: string) => db().select().from(outboxEmails).where(eq(outboxEmails.to, email)).orderBy(desc(outboxEmails.createdAt));
// Mails are sent without awaiting them (no timing side channel): a negative check first waits until
// every notice the requests started has been sent or given up.
const settle = noticesSettled;

/** The reset mail is sent without awaiting: wait until the outbox has its token. */
function resetToken(email: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const match = (await mailsTo(email)).map((m) => /\/reset-password\?token=(\S+)/.exec(m.text)).find(Boolean);
      if (!match) throw new Error(`no reset mail for ${email}`);
      return decodeURIComponent(match[1]);
    },
    { timeout: 3000, interval: 50 },
  );
}

// Per account (ASVS V6.3.1 and V6.1.1): an attacker spreading guesses over many IPs is slowed down
// more and more, but a stranger who knows the address cannot lock its owner out.
describe("failed sign-ins per account", () => {
  it("after 3 failures from different IPs each attempt waits longer (30 s, 60 s, 120 s, capped), even with the right password", async () => {
    const user = await createUser();
    for (let i = 0; i < 3; i++) expect((await attempt(user.email, WRONG)).status).toBe(400);

    const slowed = await attempt(user.email, user.password);
    expect(slowed.status).toBe(429);
    expect.soft(slowed.headers.get("retry-after"), "Retry-After on the 429").toBe("30");
    expect(slowed.headers.getSetCookie().some((c) => c.includes("session_token"))).toBe(false);
    expect(await pageText(slowed)).toContain(slowedText("30 seconds"));
    // The delay does not tell a right password from a wrong one, and waiting attempts are not failures.
    expect((await attempt(user.email, WRONG)).status).toBe(429);

    advance(31);
    expect((await attempt(user.email, WRONG)).status).toBe(400); // 4th failure: the wait doubles
    expect((await attempt(user.email, user.password)).headers.get("retry-after")).toBe("60");
    advance(61);
    expect((await attempt(user.email, WRONG)).status).toBe(400);
    expect((await attempt(user.email, user.password)).headers.get("retry-after")).toBe("120");
    advance(121);
    expect((await attempt(user.email, WRONG)).status).toBe(400);
    const capped = await attempt(user.email, user.password);
    expect(capped.headers.get("retry-after")).toBe("120"); // capped, never 240
    expect(await pageText(capped)).toContain(slowedText("2 minutes"));

    advance(121);
    const ok = await attempt(user.email, user.password);
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/dashboard");
  });

  it("counts the account whatever the e-mail's letter case", async () => {
    const user = await createUser();
    for (const email of [user.email, user.email.toUpperCase(), user.email.replace(/^./, (c) => c.toUpperCase())]) {
      expect((await attempt(email, WRONG)).status).toBe(400);
    }
    expect((await attempt(user.email, user.password)).status).toBe(429);
    // A Hindi reader gets the wait in Hindi.
    const hindi = await send("/login", { form: { email: user.email, password: user.password }, ip: freshIp(), headers: { cookie: "vp_lang=hi" } });
    expect(await pageText(hindi)).toContain("कृपया 30 सेकंड रुककर फिर से कोशिश करें, या अभी लॉग इन करने के लिए अपना पासवर्ड रीसेट करें।");
  });

  it("lets the owner in at once after a stranger's 10 failures, once they reset the password", async () => {
    const user = await createUser();
    for (let i = 0; i < 10; i++) {
      advance(121); // the stranger waits out every delay
      expect((await attempt(user.email, WRONG)).status).toBe(400);
    }
    expect((await attempt(user.email, user.password)).status).toBe(429);

    expect((await send("/forgot-password", { form: { email: user.email }, ip: freshIp() })).status).toBe(200);
    const token = await resetToken(user.email);
    const newPassword = "my own new study phrase";
    const reset = await send(`/reset-password?token=${encodeURIComponent(token)}`, { form: { token, password: newPassword } });
    expect(reset.headers.get("location")).toBe("/login?notice=passwordReset");

    // No waiting: the clock has not moved since the last refusal.
    const ok = await attempt(user.email, newPassword);
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/dashboard");
  });
});

// The owner hears about it: one e-mail per window (not one per attempt), only for a real account.
describe("the failed sign-in e-mail", () => {
  it("is sent once when the delays start, in English and Hindi with a reset link, and again only in a new window", async () => {
    const user = await createUser();
    for (let i = 0; i < 2; i++) expect((await attempt(user.email, WRONG)).status).toBe(400);
    expect(await mailsTo(user.email)).toEqual([]); // 2 failures: a typo, not worth a mail (none is even started)

    expect((await attempt(user.email, WRONG)).status).toBe(400);
    await expect.poll(async () => (await mailsTo(user.email)).length, { timeout: 3000 }).toBe(1);
    const [mail] = await mailsTo(user.email);
    expect(mail.subject).toBe("Failed log-ins on your Vidyapath account / आपके विद्यापथ अकाउंट में लॉग इन की असफल कोशिशें");
    expect(mail.text).toContain("with a wrong password 3 times in the last 15 minutes");
    expect(mail.text).toContain("ग़लत पासवर्ड से आपके विद्यापथ अकाउंट में 3 बार");
    expect(mail.text).toContain("http://localhost:3000/forgot-password");

    for (let i = 0; i < 3; i++) {
      advance(121);
      expect((await attempt(user.email, WRONG)).status).toBe(400);
    }
    await settle();
    expect(await mailsTo(user.email)).toHaveLength(1);

    advance(901); // a new window
    for (let i = 0; i < 3; i++) expect((await attempt(user.email, WRONG)).status).toBe(400);
    await expect.poll(async () => (await mailsTo(user.email)).length, { timeout: 3000 }).toBe(2);
  });

  it("is not sent for an address without an account", async () => {
    const nobody = uniqueEmail("nobody");
    for (let i = 0; i < 4; i++) {
      expect((await attempt(nobody, WRONG)).status).toBe(400);
      advance(121);
    }
    await settle();
    expect(await mailsTo(nobody)).toEqual([]);
  });
});

// Per IP (ASVS V6.3.1): one address spraying guesses over many accounts is stopped — a hard limit; others are not.
describe("failed sign-ins per IP", () => {
  it("blocks an IP after 5 failures against 5 different accounts, and leaves other IPs alone", async () => {
    const ip = freshIp();
    const victims = await Promise.all(Array.from({ length: 5 }, () => createUser()));
    for (const victim of victims) {
      expect((await attempt(victim.email, WRONG, ip)).status).toBe(400);
    }

    const other = await createUser();
    const sixth = await attempt(other.email, other.password, ip);
    expect(sixth.status).toBe(429);
    expect.soft(sixth.headers.get("retry-after"), "Retry-After on the 429").toBe("900");
    expect(await pageText(sixth)).toContain(IP_BLOCKED_TEXT);
    expect((await attempt(uniqueEmail(), WRONG, ip)).status).toBe(429);
    advance(600);
    expect((await attempt(other.email, other.password, ip)).status).toBe(429); // no delays here: blocked for the window

    expect((await attempt(other.email, other.password)).status).toBe(302);
    // Each victim account has only one failure: the real owners can still sign in.
    expect((await attempt(victims[0].email, victims[0].password)).status).toBe(302);
    advance(301);
    expect((await attempt(victims[1].email, victims[1].password, ip)).status).toBe(302);
  });
});

// A successful sign-in resets the account's count, so an owner who mistypes now and then is never slowed.
describe("successful sign-in", () => {
  it("clears the account's failure count", async () => {
    const user = await createUser();
    const key = `account:${user.email.toLowerCase()}`;
    const failuresFor = async () => (await db().select().from(authFailures).where(eq(authFailures.key, key))).length;

    expect((await attempt(user.email, WRONG)).status).toBe(400);
    expect((await attempt(user.email, WRONG)).status).toBe(400);
    expect(await failuresFor()).toBe(2);

    expect((await attempt(user.email, user.password)).status).toBe(302);
    expect(await failuresFor()).toBe(0);

    // Two more mistakes: 2 < 3, so the owner still gets in (4 would have meant a wait without the reset).
    expect((await attempt(user.email, WRONG)).status).toBe(400);
    expect((await attempt(user.email, WRONG)).status).toBe(400);
    expect((await attempt(user.email, user.password)).status).toBe(302);
  });
});
