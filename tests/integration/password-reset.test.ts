import { desc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { outboxEmails } from "../../db/schema";
import { db } from "../../app/lib/db.server";
import { login, pageText, send } from "../support/test-app";
import { createUser, uniqueEmail } from "../support/factories";

const SENT_TEXT = "If an account exists for that e-mail address, we have sent a link to reset the password.";
const INVALID_TEXT = "This reset link is invalid or has expired. Ask for a new one.";
let ipCounter = 0;
const freshIp = () => `10.40.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

async function mailsTo(email: string) {
  return db().select().from(outboxEmails).where(eq(outboxEmails.to, email)).orderBy(desc(outboxEmails.createdAt));
}

/** The reset mail is sent without awaiting: wait (up to 2 s) until the outbox has it. */
function waitForResetLink(email: string): Promise<{ link: string; token: string }> {
  return vi.waitFor(
    async () => {
      const [mail] = await mailsTo(email);
      const match = mail?.text.match(/(\S*\/reset-password\?token=([^\s]+))/);
      if (!match) throw new Error(`no reset mail for ${email} in the outbox`);
      return { link: match[1], token: decodeURIComponent(match[2]) };
    },
    { timeout: 2000, interval: 50 },
  );
}

async function requestReset(email: string) {
  return send("/forgot-password", { form: { email }, ip: freshIp() });
}

// The forgot-password form does not reveal which addresses have accounts (ASVS V6.3.8).
describe("asking for a reset link", () => {
  it("answers an existing and an unknown e-mail with the same status and the same visible page", async () => {
    const user = await createUser();
    const unknownEmail = uniqueEmail("nobody");
    const known = await requestReset(user.email);
    const unknown = await requestReset(unknownEmail);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    const knownText = await pageText(known);
    expect(knownText).toContain(SENT_TEXT);
    expect(await pageText(unknown)).toBe(knownText);

    await waitForResetLink(user.email);
    expect(await mailsTo(unknownEmail)).toEqual([]);
  });

  it("puts a mail with a /reset-password?token=… link on APP_URL into the outbox", async () => {
    const user = await createUser();
    await requestReset(user.email);
    const { link, token } = await waitForResetLink(user.email);
    expect(link.startsWith("http://localhost:3000/reset-password?token=")).toBe(true);
    expect(token.length).toBeGreaterThanOrEqual(20);
    const [mail] = await mailsTo(user.email);
    expect(mail.subject).toBe("Reset your Vidyapath password");
  });
});

// The reset link sets a new password once, enforces the password policy, and ends every session
// (ASVS V6.4.x, V7.4.3).
describe("using the reset link", () => {
  it("changes the password, kills older sessions, and cannot be used twice", async () => {
    const user = await createUser({ password: "my old study phrase" });
    const before = await login(user.email, user.password, { ip: freshIp() });
    expect((await send("/dashboard", { jar: before.clone() })).status).toBe(200);

    await requestReset(user.email);
    const { link, token } = await waitForResetLink(user.email);
    const path = new URL(link).pathname + new URL(link).search;

    const form = await send(path);
    expect(form.status).toBe(200);
    const formText = await pageText(form);
    expect(formText).toContain("Choose a new password");
    expect(formText).toContain("New password");
    expect(formText).not.toContain(INVALID_TEXT);

    const common = await send(path, { form: { token, password: "password123" } });
    expect(common.status).toBe(400);
    expect(await pageText(common)).toContain("This password is too common");
    // A refused password does not use up the link.
    expect((await login(user.email, user.password, { ip: freshIp() })).cookies.size).toBeGreaterThan(0);

    const newPassword = "a brand new passphrase";
    const done = await send(path, { form: { token, password: newPassword } });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/login?notice=passwordReset");

    const old = await send("/login", { form: { email: user.email, password: user.password }, ip: freshIp() });
    expect(old.status).toBe(400);
    const fresh = await send("/login", { form: { email: user.email, password: newPassword }, ip: freshIp() });
    expect(fresh.status).toBe(302);

    const stale = await send("/dashboard", { jar: before });
    expect(stale.status).toBe(302);
    expect(stale.headers.get("location")).toMatch(/^\/login(\?|$)/);

    const again = await send(path, { form: { token, password: "yet another passphrase" } });
    expect(again.status).toBe(400);
    expect(await pageText(again)).toContain(INVALID_TEXT);
    expect((await send("/login", { form: { email: user.email, password: "yet another passphrase" }, ip: freshIp() })).status).toBe(400);
  });

  it("refuses a made-up token", async () => {
    const res = await send("/reset-password?token=not-a-real-token", { form: { token: "not-a-real-token", password: "some good passphrase" } });
    expect(res.status).toBe(400);
    expect(await pageText(res)).toContain(INVALID_TEXT);
  });
});

// The e-mail is written in the language of the page the student asked from.
describe("the reset e-mail's language", () => {
  it("is Hindi for a Hindi visitor and English otherwise, with a working link either way", async () => {
    const hindi = await createUser({ name: "सीमा" });
    const english = await createUser();
    await send("/forgot-password", { form: { email: hindi.email }, ip: freshIp(), headers: { cookie: "vp_lang=hi" } });
    await send("/forgot-password", { form: { email: english.email }, ip: freshIp(), headers: { "accept-language": "en-IN" } });
    await waitForResetLink(hindi.email);
    await waitForResetLink(english.email);
    const [hiMail] = await mailsTo(hindi.email);
    const [enMail] = await mailsTo(english.email);
    expect(hiMail.subject).toBe("अपना विद्यापथ पासवर्ड रीसेट करें");
    expect(hiMail.text).toContain("नमस्ते सीमा,");
    expect(hiMail.text).toMatch(/\/reset-password\?token=\S+/);
    expect(enMail.subject).toBe("Reset your Vidyapath password");
    expect(enMail.text).toContain("Open this link within 30 minutes");
  });
});
