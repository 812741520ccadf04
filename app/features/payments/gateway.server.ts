// Which gateway this process uses: Razorpay when its three settings are present, else the sandbox.
import { env } from "../../lib/env.server";
import type { PaymentGateway } from "./gateway";
import { RazorpayGateway } from "./razorpay-gateway.server";
import { SandboxGateway } from "./sandbox-gateway.server";

const KEY = Symbol.for("vidyapath.paymentGateway");
const g = globalThis as { [KEY]?: PaymentGateway };

export function paymentGateway(): PaymentGateway {
  if (!g[KEY]) {
    const e = env();
    g[KEY] =
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
        ? new RazorpayGateway({ keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET, webhookSecret: e.RAZORPAY_WEBHOOK_SECRET })
        : new SandboxGateway();
  }
  return g[KEY];
}

/** Tests swap in a gateway (e.g. Razorpay with a fake fetch). */
export function setPaymentGatewayForTests(gateway: PaymentGateway | undefined) {
  g[KEY] = gateway;
}
