// Properties of the signature helpers (Razorpay's payment and webhook HMACs): any one-character
// change to a valid hex signature fails; anything that is not a 64-character hex string (wrong
// length, non-hex, not a string at all) is false and never throws; the two secrets are not
// interchangeable. Expected values are computed with node:crypto here, not with the helper.
import { createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { constantTimeEqualHex, hmacHex, paymentSignature, verifyPaymentSignature, verifyWebhookSignature } from "../../app/features/payments/signatures.server";

const hmac = (secret: string, message: string | Uint8Array) => createHmac("sha256", secret).update(message).digest("hex");
const HEX = "0123456789abcdef";

const secret = fc.string({ minLength: 1, maxLength: 64 });
const id = (prefix: string) => fc.stringMatching(/^[A-Za-z0-9]{14}$/).map((s) => `${prefix}_${s}`);
/** A position in a 64-char signature and a different hex digit to put there. */
const mutation = fc.record({ index: fc.integer({ min: 0, max: 63 }), shift: fc.integer({ min: 1, max: 15 }) });
const mutate = (sig: string, { index, shift }: { index: number; shift: number }) => sig.slice(0, index) + HEX[(HEX.indexOf(sig[index]) + shift) % 16] + sig.slice(index + 1);

/** Values that must never verify: not strings, or strings that are not exactly 64 hex characters. */
const notASignature = fc.oneof(
  fc.anything().filter((v) => typeof v !== "string"),
  fc.string().filter((s) => !/^[0-9a-f]{64}$/i.test(s)),
  fc.stringMatching(/^[0-9a-f]{1,63}$/),
  fc.stringMatching(/^[0-9a-f]{65,130}$/),
  fc.stringMatching(/^[0-9a-f]{63}[g-zG-Z \n\0]$/),
  fc.constantFrom("", " ", "0x" + "0".repeat(62), "\u0660".repeat(64), "０".repeat(64)),
);

describe("payment signature (order_id|payment_id, key secret)", () => {
  it("matches Razorpay's formula and verifies", () => {
    fc.assert(
      fc.property(secret, id("order"), id("pay"), (key, orderId, paymentId) => {
        const expected = hmac(key, `${orderId}|${paymentId}`);
        expect(paymentSignature(key, orderId, paymentId)).toBe(expected);
        expect(verifyPaymentSignature(key, orderId, paymentId, expected)).toBe(true);
      }),
    );
  });

  it("fails for any one-character mutation of a valid signature", () => {
    fc.assert(
      fc.property(secret, id("order"), id("pay"), mutation, (key, orderId, paymentId, m) => {
        const sig = hmac(key, `${orderId}|${paymentId}`);
        const changed = mutate(sig, m);
        expect(changed).not.toBe(sig);
        expect(verifyPaymentSignature(key, orderId, paymentId, changed)).toBe(false);
        expect(verifyPaymentSignature(key, orderId, paymentId, changed.toUpperCase())).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it("fails for another order, another payment, or another secret", () => {
    fc.assert(
      fc.property(secret, secret, id("order"), id("order"), id("pay"), (key, otherKey, orderId, otherOrder, paymentId) => {
        fc.pre(key !== otherKey && orderId !== otherOrder);
        const sig = hmac(key, `${orderId}|${paymentId}`);
        expect(verifyPaymentSignature(key, otherOrder, paymentId, sig)).toBe(false);
        expect(verifyPaymentSignature(otherKey, orderId, paymentId, sig)).toBe(false);
        expect(verifyPaymentSignature(key, paymentId, orderId, sig)).toBe(false);
      }),
    );
  });

  it("is false, never throws, for anything that is not a 64-character hex string", () => {
    fc.assert(
      fc.property(secret, id("order"), id("pay"), notASignature, (key, orderId, paymentId, given) => {
        expect(() => verifyPaymentSignature(key, orderId, paymentId, given)).not.toThrow();
        expect(verifyPaymentSignature(key, orderId, paymentId, given)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("webhook signature (raw body, webhook secret)", () => {
  const body = fc.oneof(
    fc.string(),
    fc.json(),
    fc.uint8Array({ maxLength: 512 }).map((b) => Buffer.from(b)),
  );

  it("verifies the HMAC of the exact raw body, as string or Buffer", () => {
    fc.assert(
      fc.property(secret, body, (key, raw) => {
        const sig = hmac(key, raw);
        expect(hmacHex(key, raw)).toBe(sig);
        expect(verifyWebhookSignature(key, raw, sig)).toBe(true);
        const asBuffer = typeof raw === "string" ? Buffer.from(raw) : raw;
        expect(verifyWebhookSignature(key, asBuffer, sig)).toBe(true);
      }),
    );
  });

  it("fails for any one-character mutation of the signature", () => {
    fc.assert(
      fc.property(secret, body, mutation, (key, raw, m) => {
        expect(verifyWebhookSignature(key, raw, mutate(hmac(key, raw), m))).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it("fails when the body changes by one byte", () => {
    fc.assert(
      fc.property(secret, fc.uint8Array({ minLength: 1, maxLength: 256 }), fc.nat(), fc.integer({ min: 1, max: 255 }), (key, bytes, at, delta) => {
        const raw = Buffer.from(bytes);
        const sig = hmac(key, raw);
        const changed = Buffer.from(raw);
        changed[at % changed.length] = (changed[at % changed.length] + delta) % 256;
        expect(verifyWebhookSignature(key, changed, sig)).toBe(false);
      }),
    );
  });

  it("is false, never throws, for anything that is not a 64-character hex string", () => {
    fc.assert(
      fc.property(secret, body, notASignature, (key, raw, given) => {
        expect(() => verifyWebhookSignature(key, raw, given)).not.toThrow();
        expect(verifyWebhookSignature(key, raw, given)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("constantTimeEqualHex", () => {
  it("is true exactly when the bytes are equal (case-insensitive hex), and never throws", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.uint8Array({ minLength: 32, maxLength: 32 }), (a, b) => {
        const ha = Buffer.from(a).toString("hex");
        const hb = Buffer.from(b).toString("hex");
        expect(constantTimeEqualHex(ha, hb)).toBe(ha === hb);
        expect(constantTimeEqualHex(ha, ha.toUpperCase())).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), notASignature, (a, given) => {
        expect(constantTimeEqualHex(Buffer.from(a).toString("hex"), given)).toBe(false);
      }),
    );
  });
});
