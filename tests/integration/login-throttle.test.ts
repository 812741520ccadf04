// Small limits so the sliding window can be exercised in seconds. The app reads its env once, on the
// first request, which comes after these top-level statements.
process.env.LOGIN_MAX_FAILURES_PER_ACCOUNT = "3";
process.env.LOGIN_MAX_FAILURES_PER_IP = "5";
process.env.LOGIN_FAILURE_WINDOW_SECONDS = "2";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authFailures } from "../../db/schema";
import { db } from "../../app/lib/db.server";
import { pageText, send } from "../support/test-app";
import { createUser, uniqueEmail } from "../support/factories";

const WRONG = "definitely not it";
const BLOCKED_TEXT = "Too many failed attempts. Please wait 1 minutes and try again.";
let ipCounter = 0;
const freshIp = () => `10.30.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const attempt = (email: string, password: string, ip: string) => send("/login", { form: { email, password }, ip });

// Per-account limit (ASVS V6.3.1): an attacker spreading guesses over many IPs is still stopped,
// and the block is temporary (V6.1.1: no permanent lock-out of the real owner).
describe("failed sign-ins per account", () => {
  it("blocks the account after 3 failures from different IPs, even with the right password, until the window passes", async () => {
    const user = await createUser();
    for (let i = 0; i < 3; i++) {
      const res = await attempt(user.email, WRONG, freshIp());
      expect(res.status).toBe(400);
    }

    const blocked = await attempt(user.email, user.password, freshIp());
    expect(blocked.status).toBe(429);
    // soft: the rest of the scenario is still checked when this header is missing
    expect.soft(blocked.headers.get("retry-after") ?? "(no Retry-After header)", "Retry-After on the 429").toMatch(/^[12]$/);
    expect(blocked.headers.getSetCookie().some((c) => c.includes("session_token"))).toBe(false);
    expect(await pageText(blocked)).toContain(BLOCKED_TEXT);

    // The block does not tell a right password from a wrong one.
    const blockedWrong = await attempt(user.email, WRONG, freshIp());
    expect(blockedWrong.status).toBe(429);

    await sleep(2200);
    const ok = await attempt(user.email, user.password, freshIp());
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/dashboard");
  });

  it("counts the account whatever the e-mail's letter case", async () => {
    const user = await createUser();
    for (const email of [user.email, user.email.toUpperCase(), user.email.replace(/^./, (c) => c.toUpperCase())]) {
      expect((await attempt(email, WRONG, freshIp())).status).toBe(400);
    }
    expect((await attempt(user.email, user.password, freshIp())).status).toBe(429);
  });
});

// Per-IP limit (ASVS V6.3.1): one address spraying guesses over many accounts is stopped; others are not.
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
    expect.soft(sixth.headers.get("retry-after") ?? "(no Retry-After header)", "Retry-After on the 429").toMatch(/^[12]$/);
    expect(await pageText(sixth)).toContain(BLOCKED_TEXT);
    expect((await attempt(uniqueEmail(), WRONG, ip)).status).toBe(429);

    const elsewhere = await attempt(other.email, other.password, freshIp());
    expect(elsewhere.status).toBe(302);
    // Each victim account has only one failure: the real owners can still sign in.
    expect((await attempt(victims[0].email, victims[0].password, freshIp())).status).toBe(302);
  });
});

// A successful sign-in resets the account's count, so an owner who mistypes now and then is never blocked.
describe("successful sign-in", () => {
  it("clears the account's failure count", async () => {
    const user = await createUser();
    const key = `account:${user.email.toLowerCase()}`;
    const failuresFor = async () => (await db().select().from(authFailures).where(eq(authFailures.key, key))).length;

    expect((await attempt(user.email, WRONG, freshIp())).status).toBe(400);
    expect((await attempt(user.email, WRONG, freshIp())).status).toBe(400);
    expect(await failuresFor()).toBe(2);

    expect((await attempt(user.email, user.password, freshIp())).status).toBe(302);
    expect(await failuresFor()).toBe(0);

    // Two more mistakes: 2 < 3, so the owner still gets in (4 would have blocked without the reset).
    expect((await attempt(user.email, WRONG, freshIp())).status).toBe(400);
    expect((await attempt(user.email, WRONG, freshIp())).status).toBe(400);
    expect((await attempt(user.email, user.password, freshIp())).status).toBe(302);
  });
});
