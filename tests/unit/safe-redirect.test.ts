import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "../../app/lib/safe-redirect";

const BASE = "http://app.test";
const staysOnSite = (target: unknown) => new URL(safeRedirect(target), BASE).origin === BASE;

// Path-like strings built from the pieces open-redirect tricks are made of: slashes, backslashes,
// dot segments (plain and percent-encoded), schemes, hosts, control characters.
const piece = fc.constantFrom("/", "//", "\\", ".", "..", "%2e", "%2e%2e", "%2f", "%5c", "evil.example", "@evil.example", "http:", "https:", "javascript:", "\t", "\n", "\r", "\u0000", " ", "?", "#", "a", "courses");
const tricky = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(""));
const slashLed = fc.tuple(fc.constantFrom("/", "/.", "/..", "/a/..", "/%2e%2e"), tricky).map(([a, b]) => a + b);

// Open-redirect guard (ASVS V3.7.2): whatever the input, the redirect target is on our own origin.
describe("safeRedirect: any input stays on site", () => {
  it("keeps every arbitrary string on the same origin", () => {
    fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 64 }), (x) => staysOnSite(x)), { numRuns: 2000 });
  });

  it("keeps every string built from redirect-trick pieces on the same origin", () => {
    fc.assert(fc.property(fc.oneof(tricky, slashLed), (x) => staysOnSite(x)), { numRuns: 3000 });
  });

  it("always answers a path that starts with exactly one slash", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), tricky, slashLed), (x) => {
        const out = safeRedirect(x);
        return out.startsWith("/") && !out.startsWith("//") && !out.startsWith("/\\");
      }),
      { numRuns: 2000 },
    );
  });
});

// Same-origin paths survive unchanged; everything else falls back to /dashboard.
describe("safeRedirect: examples", () => {
  it("keeps same-origin paths with query and hash", () => {
    expect(safeRedirect("/profile")).toBe("/profile");
    expect(safeRedirect("/courses?board=cbse&class=10")).toBe("/courses?board=cbse&class=10");
    expect(safeRedirect("/admin?tab=users#top")).toBe("/admin?tab=users#top");
  });

  it.each([
    ["//evil.example"],
    ["/\\evil.example"],
    ["https://evil.example/"],
    ["http:evil.example"],
    ["javascript:alert(1)"],
    ["/foo\nbar"],
    ["/\t/evil.example"],
    ["/\u0000evil"],
    ["/path\\with\\backslash"],
    [""],
    ["dashboard"],
  ])("falls back to /dashboard for %j", (target) => {
    expect(safeRedirect(target)).toBe("/dashboard");
  });

  it.each([["/..//evil.example"], ["/.//evil.example"], ["/%2e%2e//evil.example"], ["/a/..//evil.example"]])(
    "does not turn dot segments into a protocol-relative URL: %j",
    (target) => {
      const out = safeRedirect(target);
      expect(out.startsWith("//"), `${target} → ${out}`).toBe(false);
      expect(staysOnSite(target)).toBe(true);
    },
  );

  it("falls back for targets over 2048 characters", () => {
    expect(safeRedirect("/" + "a".repeat(2047))).toBe("/" + "a".repeat(2047));
    expect(safeRedirect("/" + "a".repeat(2048))).toBe("/dashboard");
  });

  it("falls back for non-strings and honours a custom fallback", () => {
    for (const value of [undefined, null, 42, {}, ["/profile"]]) expect(safeRedirect(value)).toBe("/dashboard");
    expect(safeRedirect("//evil.example", "/")).toBe("/");
  });
});
