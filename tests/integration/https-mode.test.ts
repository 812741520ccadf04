// Behind https the app must add HSTS and mark the session cookie Secure. APP_URL is read once, on the
// first request, which comes after this top-level statement.
process.env.APP_URL = "https://vidyapath.example";

import { describe, expect, it } from "vitest";
import { CookieJar, sendAt } from "../support/test-app";
import { createUser } from "../support/factories";

const APP_URL = "https://vidyapath.example";

// HSTS on every response when served over https (ASVS V12.2 / V3.4.1).
describe("HSTS over https", () => {
  it("sends Strict-Transport-Security with a one-year max-age and includeSubDomains", async () => {
    for (const path of ["/", "/login", "/api/health"]) {
      const res = await sendAt(APP_URL, path);
      const hsts = res.headers.get("strict-transport-security") ?? "";
      expect(hsts, path).toMatch(/max-age=31536000/);
      expect(hsts, path).toMatch(/includeSubDomains/);
    }
  });
});

// The session cookie never travels over plain http once the site is https (ASVS V3.3.1).
describe("session cookie over https", () => {
  it("is Secure, HttpOnly, SameSite=Lax with the __Secure- prefix, and keeps the user signed in", async () => {
    const user = await createUser();
    const jar = new CookieJar();
    const res = await sendAt(APP_URL, "/login", { form: { email: user.email, password: user.password }, jar });
    expect(res.status).toBe(302);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__Secure-better-auth.session_token="));
    expect(cookie, res.headers.getSetCookie().join("\n")).toBeDefined();
    const attrs = cookie!.split(";").slice(1).map((a) => a.trim().toLowerCase());
    expect(attrs).toContain("secure");
    expect(attrs).toContain("httponly");
    expect(attrs).toContain("samesite=lax");
    expect(res.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token="))).toBe(false);

    const dashboard = await sendAt(APP_URL, "/dashboard", { jar });
    expect(dashboard.status).toBe(200);
  });

  it("accepts a POST whose Origin is APP_URL and refuses another origin", async () => {
    const user = await createUser();
    const ok = await sendAt(APP_URL, "/login", { form: { email: user.email, password: user.password } });
    expect(ok.status).toBe(302);
    const foreign = await sendAt(APP_URL, "/login", { form: { email: user.email, password: user.password }, origin: "http://evil.example" });
    expect(foreign.status).toBe(403);
  });
});
