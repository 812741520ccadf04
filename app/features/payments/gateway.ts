// The payment gateway adapter. Razorpay in production; a local sandbox with the same ids, flows,
// signatures and webhooks when no Razorpay keys are configured (docs/decisions/009-payments.md).
export type GatewayOrder = { id: string; amount: number; currency: string; status: "created" | "attempted" | "paid"; amountPaid: number };
export type GatewayPayment = { id: string; orderId: string; amount: number; currency: string; status: "created" | "authorized" | "captured" | "failed" | "refunded"; errorDescription?: string };
export type GatewayRefund = { id: string; paymentId: string; amount: number; status: "pending" | "processed" | "failed" };

export interface PaymentGateway {
  readonly name: "razorpay" | "sandbox";
  /** The public key id shown to the browser (Razorpay Checkout's `key`). */
  readonly keyId: string;
  readonly testMode: boolean;
  createOrder(input: { amountPaise: number; currency: "INR"; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  fetchOrder(orderId: string): Promise<GatewayOrder>;
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>;
  refund(paymentId: string, amountPaise: number): Promise<GatewayRefund>;
  verifyPaymentSignature(orderId: string, paymentId: string, signature: unknown): boolean;
  verifyWebhookSignature(rawBody: Buffer | string, signature: unknown): boolean;
}

export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "GatewayError";
  }
}
