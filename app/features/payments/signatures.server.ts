// Razorpay's signature formulas (docs: "Verify payment signature", "Validate webhooks"):
//   payment: HMAC_SHA256(order_id + "|" + razorpay_payment_id, key_secret), hex
//   webhook: HMAC_SHA256(raw request body, webhook_secret), hex
// Compared in constant time; the official SDK's helper compares with ===, so we do not use it.
import { createHmac, timingSafeEqual } from "node:crypto";

export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac("sha256", secret).update(message).digest("hex");
}

export function constantTimeEqualHex(expectedHex: string, givenHex: unknown): boolean {
  if (typeof givenHex !== "string" || !/^[0-9a-f]{64}$/i.test(givenHex)) return false;
  const a = Buffer.from(expectedHex, "hex");
  const b = Buffer.from(givenHex.toLowerCase(), "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `orderId` must be OUR stored gateway order id, never one taken from the request. */
export function paymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

export function verifyPaymentSignature(keySecret: string, orderId: string, paymentId: string, signature: unknown): boolean {
  return constantTimeEqualHex(paymentSignature(keySecret, orderId, paymentId), signature);
}

export function verifyWebhookSignature(webhookSecret: string, rawBody: Buffer | string, signature: unknown): boolean {
  return constantTimeEqualHex(hmacHex(webhookSecret, rawBody), signature);
}
