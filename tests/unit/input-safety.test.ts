// The pure checks behind the input guard and the Host check (decision 018).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { forLog, isSafeText, jsonProblem, urlPartProblem } from "../../app/lib/input-safety";
import { parseHost } from "../../server/middleware/host-check";

describe("isSafeText", () => {
  it("refuses C0 controls, DEL and lone surrogates; allows tab and line breaks only in text", () => {
    for (const bad of ["\u0000", "a\u0001", "\u001b[2J", "\u007f", "\ud800", "x\udc00y", "\ud800\ud800"]) {
      expect(isSafeText(bad), JSON.stringify(bad)).toBe(false);
      expect(isSafeText(bad, { multiline: true }), JSON.stringify(bad)).toBe(false);
    }
    for (const ws of ["a\tb", "a\nb", "a\r\nb"]) {
      expect(isSafeText(ws)).toBe(false);
      expect(isSafeText(ws, { multiline: true })).toBe(true);
    }
    for (const ok of ["", "गणित", "😀", "Ravi Kumar", "\u0080\u009f", "<script>"]) expect(isSafeText(ok), ok).toBe(true);
  });
});

describe("urlPartProblem", () => {
  it("decodes before checking and refuses malformed or non-UTF-8 escapes", () => {
    expect(urlPartProblem("/courses/1/details")).toBeNull();
    expect(urlPartProblem("q=%E0%A4%97&x=a+b%25", { query: true })).toBeNull();
    expect(urlPartProblem("q=%00", { query: true })).toBe("control");
    expect(urlPartProblem("/a%0Ab")).toBe("control");
    for (const bad of ["%", "%z", "%zz", "%FF", "%C0%AF", "%ED%A0%80", "%E0%A4"]) expect(urlPartProblem(bad), bad).toBe("encoding");
  });
});

describe("jsonProblem", () => {
  it("checks keys and strings at every depth, iteratively", () => {
    expect(jsonProblem({ a: [1, "ok\n", { b: null }] })).toBeNull();
    expect(jsonProblem({ a: [{ b: "\u0000" }] })).toBe("control");
    expect(jsonProblem({ "k\u0000": 1 })).toBe("control");
    expect(jsonProblem(["\ud800"])).toBe("control");
    expect(jsonProblem(JSON.parse("[".repeat(10_000) + "]".repeat(10_000)))).toBe("depth");
    expect(jsonProblem(JSON.parse("[".repeat(64) + "]".repeat(64)))).toBeNull();
  });
});

describe("forLog", () => {
  it("never returns a control character or more than the limit", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 500 }), (s) => {
        const out = forLog(s, 100);
        expect(isSafeText(out)).toBe(true);
        expect(out.length).toBeLessThanOrEqual(101);
      }),
    );
  });
});

describe("parseHost", () => {
  it("splits name and port, lower-cases, and refuses anything that is not a host", () => {
    expect(parseHost("Example.COM:3000")).toEqual({ name: "example.com", port: "3000" });
    expect(parseHost("[::1]:3000")).toEqual({ name: "::1", port: "3000" });
    expect(parseHost("127.0.0.1")).toEqual({ name: "127.0.0.1", port: null });
    expect(parseHost("web_app:3000")).toEqual({ name: "web_app", port: "3000" });
    for (const bad of ["", ":3000", "a b", "example.com:", "example.com:abc", "user@example.com", "example.com/x", "[::1", "a:1:2"]) expect(parseHost(bad), bad).toBeNull();
  });
});
