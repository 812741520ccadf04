// The one-query session lookup (app/features/accounts/session-row.server.ts, decision 047) must
// refuse exactly what better-auth refuses, at once: a session deleted by a logout or a password
// reset, a cookie whose signature does not verify, an expired session; it must see a role change on
// the next request; and it must leave a session due for its sliding refresh to better-auth, which
// extends it.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "../../db/schema";
import { db } from "../../app/lib/db.server";
import { setRole } from "../../app/features/accounts/profile.server";
import { SESSION_EXPIRES_IN_S } from "../../app/features/accounts/session-settings";
import { login, send } from "../support/test-app";
import { createUser } from "../support/factories";

const SESSION_COOKIE = "better-auth.session_token";
const DAY_MS = 24 * 60 * 60 * 1000;
let ipCounter = 0;
const freshIp = () => `10.47.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

async function signedIn() {
  const user = await createUser();
  const jar = await login(user.email, user.password, { ip: freshIp() });
  expect((await send("/dashboard", { jar })).status).toBe(200);
  return { user, jar };
}

const toLogin = (res: Response) => res.status === 302 && /^\/login(\?|$)/.test(res.headers.get("location") ?? "");

describe("the one-query session lookup", () => {
  it("refuses a session deleted on the server (logout elsewhere, password reset) on the next request", async () => {
    const { user, jar } = await signedIn();
    await db().delete(sessions).where(eq(sessions.userId, user.id));
    expect(toLogin(await send("/dashboard", { jar }))).toBe(true);
  });

  it("refuses a cookie whose signature does not verify, even for a live session's token", async () => {
    const { jar } = await signedIn();
    const value = decodeURIComponent(jar.cookies.get(SESSION_COOKIE) ?? "");
    const token = value.slice(0, value.lastIndexOf("."));
    const forged = jar.clone();
    forged.cookies.set(SESSION_COOKIE, encodeURIComponent(`${token}.${"A".repeat(43)}=`));
    expect(toLogin(await send("/dashboard", { jar: forged }))).toBe(true);
    const unsigned = jar.clone();
    unsigned.cookies.set(SESSION_COOKIE, token);
    expect(toLogin(await send("/dashboard", { jar: unsigned }))).toBe(true);
  });

  it("sees a promotion and a demotion on the next request", async () => {
    const { user, jar } = await signedIn();
    expect((await send("/admin", { jar })).headers.get("location")).toBe("/dashboard");
    await setRole(user.id, "admin");
    expect((await send("/admin", { jar })).headers.get("location")).not.toBe("/dashboard");
    await setRole(user.id, "user");
    expect((await send("/admin", { jar })).headers.get("location")).toBe("/dashboard");
  });

  it("refuses an expired session and deletes it", async () => {
    const { user, jar } = await signedIn();
    await db().update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
    expect(toLogin(await send("/dashboard", { jar }))).toBe(true);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it("leaves a session due for its daily refresh to better-auth, which extends it", async () => {
    const { user, jar } = await signedIn();
    // Last refreshed two days ago: five days left of the week.
    const expiresAt = new Date(Date.now() + SESSION_EXPIRES_IN_S * 1000 - 2 * DAY_MS);
    await db().update(sessions).set({ expiresAt }).where(eq(sessions.userId, user.id));
    expect((await send("/dashboard", { jar })).status).toBe(200);
    const [row] = await db().select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, user.id));
    expect(row.expiresAt.getTime()).toBeGreaterThan(expiresAt.getTime() + DAY_MS);
  });

  it("does not touch a session refreshed less than a day ago", async () => {
    const { user, jar } = await signedIn();
    const expiresAt = new Date(Date.now() + SESSION_EXPIRES_IN_S * 1000 - 60 * 60 * 1000);
    await db().update(sessions).set({ expiresAt }).where(eq(sessions.userId, user.id));
    expect((await send("/dashboard", { jar })).status).toBe(200);
    const [row] = await db().select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, user.id));
    expect(row.expiresAt.getTime()).toBe(expiresAt.getTime());
  });
});
