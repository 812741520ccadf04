// Razorpay over plain HTTPS (Orders, Payments and Refunds APIs, basic auth with key id and secret).
// `fetchImpl` is injectable so the adapter is tested against Razorpay's documented payloads offline.
import { GatewayError, type GatewayOrder, type GatewayPayment, type GatewayRefund, type PaymentGateway } from "./gateway";
import { verifyPaymentSignature, verifyWebhookSignature } from "./signatures.server";

type RazorpayOrder = { id: string; amount: number; amount_paid: number; currency: string; status: string };
type RazorpayPayment = { id: string; order_id: string; amount: number; currency: string; status: string; error_description?: string | null };
type RazorpayRefund = { id: string; payment_id: string; amount: number; status: string };

const API = "https://api.razorpay.com/v1";

export function toGatewayOrder(o: RazorpayOrder): GatewayOrder {
  const status = o.status === "paid" || o.status === "attempted" ? o.status : "created";
  return { id: o.id, amount: o.amount, currency: o.currency, status, amountPaid: o.amount_paid ?? 0 };
}

export function toGatewayPayment(p: RazorpayPayment): GatewayPayment {
  const known = ["created", "authorized", "captured", "failed", "refunded"] as const;
  const status = (known as readonly string[]).includes(p.status) ? (p.status as GatewayPayment["status"]) : "failed";
  return { id: p.id, orderId: p.order_id, amount: p.amount, currency: p.currency, status, errorDescription: p.error_description ?? undefined };
}

export class RazorpayGateway implements PaymentGateway {
  readonly name = "razorpay" as const;
  readonly testMode: boolean;
  constructor(
    private readonly keys: { keyId: string; keySecret: string; webhookSecret: string },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.testMode = keys.keyId.startsWith("rzp_test_");
  }

  get keyId() {
    return this.keys.keyId;
  }

  private async call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    const auth = Buffer.from(`${this.keys.keyId}:${this.keys.keySecret}`).toString("base64");
    let res: Response;
    try {
      res = await this.fetchImpl(`${API}${path}`, {
        method,
        headers: { Authorization: `Basic ${auth}`, "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new GatewayError(`Razorpay unreachable: ${String(error)}`);
    }
    const json = (await res.json().catch(() => null)) as (T & { error?: { description?: string } }) | null;
    if (!res.ok || !json) throw new GatewayError(`Razorpay ${method} ${path} failed: ${json?.error?.description ?? res.status}`, res.status);
    return json;
  }

  async createOrder(input: { amountPaise: number; currency: "INR"; receipt: string; notes: Record<string, string> }) {
    const o = await this.call<RazorpayOrder>("POST", "/orders", { amount: input.amountPaise, currency: input.currency, receipt: input.receipt, notes: input.notes });
    return toGatewayOrder(o);
  }

  async fetchOrder(orderId: string) {
    return toGatewayOrder(await this.call<RazorpayOrder>("GET", `/orders/${encodeURIComponent(orderId)}`));
  }

  async fetchOrderPayments(orderId: string) {
    const list = await this.call<{ items: RazorpayPayment[] }>("GET", `/orders/${encodeURIComponent(orderId)}/payments`);
    return list.items.map(toGatewayPayment);
  }

  async refund(paymentId: string, amountPaise: number): Promise<GatewayRefund> {
    const r = await this.call<RazorpayRefund>("POST", `/payments/${encodeURIComponent(paymentId)}/refund`, { amount: amountPaise });
    return { id: r.id, paymentId: r.payment_id, amount: r.amount, status: r.status === "processed" ? "processed" : r.status === "failed" ? "failed" : "pending" };
  }

  verifyPaymentSignature(orderId: string, paymentId: string, signature: unknown) {
    return verifyPaymentSignature(this.keys.keySecret, orderId, paymentId, signature);
  }

  verifyWebhookSignature(rawBody: Buffer | string, signature: unknown) {
    return verifyWebhookSignature(this.keys.webhookSecret, rawBody, signature);
  }
}
