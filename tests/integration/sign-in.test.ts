import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles, users } from "../../db/schema";
import { db } from "../../app/lib/db.server";
import { CookieJar, login, pageText, send } from "../support/test-app";
import { createUser, TEST_PASSWORD, uniqueEmail } from "../support/factories";

describe("register and sign in", () => {
  it("registers a student, signs them in, creates the profile with role 'user' and lastLogin", async () => {
    const jar = new CookieJar();
    const email = uniqueEmail();
    const res = await send("/register", { form: { name: "Asha", email, password: "a long enough phrase" }, jar });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/dashboard");
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // http://localhost: Secure only behind https

    const [row] = await db().select().from(users).innerJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.email, email));
    expect(row.profiles.role).toBe("user");
    expect(row.profiles.lastLogin).toBeInstanceOf(Date);
    expect(row.users.name).toBe("Asha");

    const dashboard = await send("/dashboard", { jar });
    expect(dashboard.status).toBe(200);
    expect(await pageText(dashboard)).toContain("Namaste, Asha!");
  });

  it("names a user 'User' when no name is given", async () => {
    const email = uniqueEmail();
    const res = await send("/register", { form: { email, password: "another long phrase" } });
    expect(res.status).toBe(302);
    const [row] = await db().select({ name: users.name }).from(users).where(eq(users.email, email));
    expect(row.name).toBe("User");
  });

  it("shows register errors inline and keeps what was typed", async () => {
    const res = await send("/register", { form: { name: "Ravi", email: "not-an-email", password: "short" } });
    expect(res.status).toBe(400);
    const html = await res.text();
    const text = html.replace(/<!-- -->/g, "");
    expect(text).toContain("Enter a valid email address");
    expect(text).toContain("Password must be at least 8 characters");
    expect(html).toContain('value="Ravi"');
  });

  it("rejects common passwords and accepts 8 to 128 characters without composition rules", async () => {
    const common = await send("/register", { form: { email: uniqueEmail(), password: "password123" } });
    expect(common.status).toBe(400);
    expect(await pageText(common)).toContain("This password is too common");
    const tooLong = await send("/register", { form: { email: uniqueEmail(), password: "x".repeat(129) } });
    expect(tooLong.status).toBe(400);
    expect(await pageText(tooLong)).toContain("Password must be at most 128 characters");
    expect((await send("/register", { form: { email: uniqueEmail(), password: "zqxwvtrs" } })).status).toBe(302);
    expect((await send("/register", { form: { email: uniqueEmail(), password: "y".repeat(128) } })).status).toBe(302);
  });

  it("signs in with the password exactly as typed and lands on the origin page", async () => {
    const user = await createUser({ password: "Pass word with space " });
    const trimmed = await send("/login", { form: { email: user.email, password: "Pass word with space" } });
    expect(trimmed.status).toBe(400);
    const ok = await send("/login", { form: { email: user.email.toUpperCase(), password: "Pass word with space ", redirectTo: "/profile" } });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/profile");
  });

  it("shows 'Error: ' plus the message for a wrong password, the same as for an unknown e-mail", async () => {
    const user = await createUser();
    const wrong = await send("/login", { form: { email: user.email, password: "wrong password!" }, ip: "10.1.0.1" });
    const unknown = await send("/login", { form: { email: uniqueEmail(), password: "wrong password!" }, ip: "10.1.0.1" });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    const a = await pageText(wrong);
    const b = await pageText(unknown);
    expect(a).toContain("Error: Invalid email or password");
    expect(b).toContain("Error: Invalid email or password");
  });

  it("never redirects off-site after login", async () => {
    const user = await createUser();
    for (const target of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      const res = await send("/login", { form: { email: user.email, password: TEST_PASSWORD, redirectTo: target } });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/dashboard");
    }
  });

  it("sends a signed-in user away from /login and /register to /dashboard", async () => {
    const user = await createUser();
    const jar = await login(user.email, user.password);
    for (const page of ["/login", "/register"]) {
      const res = await send(page, { jar });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/dashboard");
    }
  });
});
