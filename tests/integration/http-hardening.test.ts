import { describe, expect, it } from "vitest";
import { BODY_LIMIT_BYTES } from "../../server/app";
import { pageText, send } from "../support/test-app";

// Every HTML page carries a strict nonce-based CSP and the standard hardening headers (ASVS V3.4).
describe("security headers on pages", () => {
  it("sends a nonce CSP on GET / and every <script> in the HTML carries that nonce", async () => {
    const res = await send("/");
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = csp.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
    expect(nonce, `CSP: ${csp}`).toBeTruthy();
    expect(nonce!.length).toBeGreaterThanOrEqual(16);

    const html = await res.text();
    const scripts = html.match(/<script\b[^>]*>/gi) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

    const directives = csp.split(";").map((d) => d.trim());
    expect(directives).toContain("frame-ancestors 'none'");
    expect(directives).toContain("object-src 'none'");
    expect(directives).toContain("base-uri 'none'");
    expect(directives.find((d) => d.startsWith("script-src"))).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it("uses a new nonce for every response", async () => {
    const nonceOf = async () => (await send("/")).headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
    const [a, b] = [await nonceOf(), await nonceOf()];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });

  it("sets nosniff, Referrer-Policy, X-Frame-Options DENY, private no-store caching, and no HSTS over http", async () => {
    for (const path of ["/", "/login", "/no-such-page"]) {
      const res = await send(path);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
      expect(res.headers.get("strict-transport-security"), path).toBeNull();
      expect(res.headers.get("x-powered-by"), path).toBeNull();
    }
  });
});

// Oversized bodies are refused early and cleanly (ASVS V4.2: no unbounded input, no 500).
describe("request body limit", () => {
  it("answers a POST /login over 1 MB with 413 and a JSON error", async () => {
    const res = await send("/login", { form: { email: "a@example.test", password: "x".repeat(BODY_LIMIT_BYTES + 1024) } });
    expect(res.status).toBe(413);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await res.json()) as { error: string };
    expect(body.error).toMatch(/too large/i);
  });

  it("still accepts a normal-sized form", async () => {
    const res = await send("/login", { form: { email: "a@example.test", password: "x".repeat(1000) } });
    expect(res.status).toBe(400);
  });
});

// Unknown addresses get a real 404 (a helpful page for people, JSON for API clients); health answers.
describe("not found and health", () => {
  it("shows the 404 page for an unknown page", async () => {
    const res = await send("/this-page-does-not-exist");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await pageText(res)).toContain("We couldn't find that page");
  });

  it("answers an unknown /api/ path with a 404 JSON error", async () => {
    for (const method of ["GET", "POST"]) {
      const res = await send("/api/nothing", { method, ...(method === "POST" ? { json: {} } : {}) });
      expect(res.status, method).toBe(404);
      expect(res.headers.get("content-type"), method).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ error: "Not found" });
    }
  });

  it("reports health as ok with the database up", async () => {
    const res = await send("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});
