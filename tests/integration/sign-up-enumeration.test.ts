// Decision 017: sign-up keeps its answer for a taken address (a message with the ways in, no session)
// behind the per-IP budget, and the owner of the address is told by e-mail, once per window.
process.env.LOGIN_MAX_FAILURES_PER_IP = "3";

import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxEmails } from "../../db/schema";
import { db } from "../../app/lib/db.server";
import { noticesSettled } from "../../app/features/accounts/account-notices.server";
import { pageText, send } from "../support/test-app";
import { createUser, uniqueEmail } from "../support/factories";

const SESSION_COOKIE = "better-auth.session_token";
const REFUSED = "We could not create an account with these details. If you already have an account, log in or reset your password.";
let ipCounter = 0;
const freshIp = () => `10.60.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const mailsTo = (email: string) => db().select().from(outboxEmails).where(eq(outboxEmails.to, email)).orderBy(desc(outboxEmails.createdAt));
const registerAs = (email: string, ip = freshIp()) => send("/register", { form: { name: "Someone", email, password: "a different long phrase" }, ip });
// Mails are not awaited by the action (no timing side channel); a negative check first waits until
// every notice the requests started has been sent or given up.
const settle = noticesSettled;

describe("signing up with an address that has an account", () => {
  it("answers with the ways in, opens no session, and e-mails the owner once per window", async () => {
    const owner = await createUser();
    const res = await registerAs(owner.email);
    expect(res.status).toBe(400);
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
    const html = await res.text();
    expect(await pageText(new Response(html))).toContain(REFUSED);
    expect(html).toContain('href="/forgot-password"');

    await expect.poll(async () => (await mailsTo(owner.email)).length, { timeout: 3000 }).toBe(1);
    const [mail] = await mailsTo(owner.email);
    expect(mail.subject).toBe("Someone tried to create a Vidyapath account with your e-mail / किसी ने आपके ई-मेल से विद्यापथ अकाउंट बनाने की कोशिश की");
    expect(mail.text).toContain("You already have an account");
    expect(mail.text).toContain("आपका अकाउंट पहले से है");
    expect(mail.text).toContain("http://localhost:3000/forgot-password");
    expect(mail.text).toContain("http://localhost:3000/login");

    // A second try in the same window: the same answer, no second mail (the form cannot spam the owner).
    expect((await registerAs(owner.email.toUpperCase())).status).toBe(400);
    await settle();
    expect(await mailsTo(owner.email)).toHaveLength(1);
  });

  it("a new address gets an account and no mail", async () => {
    const email = uniqueEmail("new");
    const res = await registerAs(email);
    expect(res.status).toBe(302);
    await settle();
    expect(await mailsTo(email)).toEqual([]);
  });

  it("refused sign-ups use up the IP's budget, so the form cannot probe addresses in bulk", async () => {
    const ip = freshIp();
    const taken = await Promise.all(Array.from({ length: 3 }, () => createUser()));
    for (const user of taken) expect((await registerAs(user.email, ip)).status).toBe(400);
    const probe = await registerAs((await createUser()).email, ip);
    expect(probe.status).toBe(429);
    expect(await pageText(probe)).toContain("Too many failed attempts.");
    // Even a new address waits: the budget is per IP, not per answer.
    expect((await registerAs(uniqueEmail("new"), ip)).status).toBe(429);
    expect((await registerAs(uniqueEmail("new"))).status).toBe(302);
  });
});
