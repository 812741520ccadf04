// Hostile values for the URL and body fuzzers (tests/integration/fuzz-*.test.ts): control characters
// and NUL, 100 KB strings, broken percent-encoding, bytes that are not UTF-8, lone surrogates,
// wrong-typed and deeply nested JSON. URL pieces come out already percent-encoded (as a client
// would put them on the wire), so broken escapes reach the server as sent.
import fc from "fast-check";
import { expect } from "vitest";

export const LONG = 100 * 1024;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text that encodeURIComponent accepts (it throws on lone surrogates; those come as bytes below). */
const text = fc.oneof(fc.string({ unit: "binary", maxLength: 40 }), fc.string({ unit: "grapheme", maxLength: 20 })).map((s) => s.replace(LONE_SURROGATE, "\uFFFD"));

const hex = (b: number) => `%${b.toString(16).padStart(2, "0").toUpperCase()}`;

/** Values that look like the wrong type to a parser expecting an id, a number, a date or an enum. */
export const WRONG_TYPED = ["-1", "0", "1.5", "1e999", "NaN", "Infinity", "-Infinity", "99999999999999999999", "0x10", "[]", "{}", "null", "undefined", "true", "__proto__", "constructor", "", " ", "2001-02-30", "9999-99-99", "../../etc/passwd", "My Courses", "Paid", "admin"];

/** Encoded sequences that are malformed or decode to something no input may hold. */
export const BROKEN_ESCAPES = ["%", "%z", "%zz", "%0", "%00", "%7F", "%0A", "%0D%0A", "%1B[31m", "%FF", "%C0%AF", "%ED%A0%80", "%E0%A4", "%F4%90%80%80", "%2F", "%2E%2E", "%25", "a%00b"];

/** One percent-encoded piece of a path segment or query value. */
export const urlPiece: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: text.map(encodeURIComponent) },
  { weight: 2, arbitrary: fc.constantFrom(...WRONG_TYPED).map(encodeURIComponent) },
  { weight: 2, arbitrary: fc.constantFrom(...BROKEN_ESCAPES) },
  { weight: 1, arbitrary: fc.uint8Array({ minLength: 1, maxLength: 8 }).map((bytes) => [...bytes].map(hex).join("")) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.constantFrom("a".repeat(LONG), "%E0%A4%97".repeat(LONG / 9), `1${"0".repeat(LONG)}`) },
);

/** Keys the loaders really read, and anything else. */
export const QUERY_KEYS = ["q", "category", "type", "page", "status", "from", "to", "role", "action", "done", "id", "lesson", "order", "notice", "failed", "required", "redirectTo", "token", "code", "razorpay_order_id", "razorpay_payment_id", "razorpay_signature", "error[code]", "_routes", "index"];
const queryKey = fc.oneof(fc.constantFrom(...QUERY_KEYS).map(encodeURIComponent), urlPiece);

/** A query string (without "?"): repeated keys allowed, empty pairs and lone "=" too. */
export const queryString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.array(fc.tuple(queryKey, urlPiece), { maxLength: 5 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join("&")) },
  { weight: 1, arbitrary: fc.constantFrom("", "=", "&&", "==&=", "a", "q", "q=%", "q=+", `q=${"%00".repeat(10)}`) },
);

/** A JSON value of the wrong shape or type, with hostile strings. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom("\u0000", "a\u0000b", "\u001b[2J", "\uD800", "x".repeat(LONG), -1, 0, 1e308, -0, 1.5, true, null, [], {}, "1", "__proto__"),
);

/** A JSON value nested `depth` levels deep, as text (JSON.stringify itself would recurse). */
export const deeplyNested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

// A stack frame ("at fn (file.js:12:3)") or "Error: …" followed by one. Plain "Error: " is fine: the
// login page shows "Error: Invalid email or password".
const STACK = [/\bat [^\s<>"]+ \(?[^\s<>"]*\.(?:[cm]?js|tsx?):\d+:\d+/, /Error: [^\n<]*\n\s+at /];

/** The bar: never a 5xx, never a stack trace in the body. */
export async function expectSafe(res: Response, what: string) {
  const body = await res.text();
  expect(res.status, `${what} → ${res.status}`).toBeLessThan(500);
  for (const re of STACK) expect(re.test(body), `${what} leaks a stack trace`).toBe(false);
}

/** A short description of a fuzz case for a failure message (values may be 100 KB). */
export const show = (x: unknown) => JSON.stringify(x)?.slice(0, 300) ?? String(x);
