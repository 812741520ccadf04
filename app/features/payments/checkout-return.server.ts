// Where the gateway sends the student back after paying (Razorpay's redirect mode POSTs here from its
// own origin, so no session cookie arrives; the sandbox uses GET). Nothing here is trusted until the
// signature over our stored order id checks out and the gateway confirms the captured payment.
import { redirect } from "react-router";
import { db } from "../../lib/db.server";
import { log } from "../../lib/logger.server";
import { paymentGateway } from "./gateway.server";
import { confirmPayment, recordFailure } from "./orders.server";

function field(params: URLSearchParams | FormData, name: string): string | undefined {
  const v = params.get(name);
  return typeof v === "string" ? v : undefined;
}

export async function handleCheckoutReturn(courseId: number, params: URLSearchParams | FormData): Promise<Response> {
  const paymentId = field(params, "razorpay_payment_id");
  if (!paymentId) {
    // A failed or cancelled payment: Razorpay sends error[code], error[description], error[metadata].
    await recordDeclined(field(params, "error[metadata]"));
    return redirect(`/checkout/${courseId}?failed=declined`);
  }
  const result = await confirmPayment({ gatewayOrderId: field(params, "razorpay_order_id"), paymentId, signature: field(params, "razorpay_signature") });
  if (result.status === "invalid") return redirect(`/checkout/${courseId}?failed=invalid`);
  if (result.status === "duplicate") return redirect(`/checkout/${courseId}?failed=duplicate`);
  return redirect(`/checkout/${courseId}/result?order=${encodeURIComponent(result.orderId)}`, 303);
}

/**
 * Marks the order failed at once when the gateway confirms the declined payment named in the error's
 * metadata (which is unsigned, so only the gateway's own answer counts). Without this the order would
 * stay 'attempted' until the payment.failed webhook arrives, and a quick "Try again" would reuse an
 * order that the webhook then marks failed under the student's feet.
 */
async function recordDeclined(metadata: string | undefined) {
  if (!metadata || metadata.length > 500) return;
  let ref: { order_id?: unknown; payment_id?: unknown };
  try {
    ref = JSON.parse(metadata) as typeof ref;
  } catch {
    return;
  }
  if (typeof ref.order_id !== "string" || typeof ref.payment_id !== "string" || ref.order_id.length > 64) return;
  const gatewayOrderId = ref.order_id;
  try {
    const payments = await paymentGateway().fetchOrderPayments(gatewayOrderId);
    const declined = payments.find((p) => p.id === ref.payment_id && p.status === "failed");
    if (!declined || payments.some((p) => p.status === "captured")) return;
    await db().transaction((tx) => recordFailure(tx, gatewayOrderId, declined.errorDescription ?? "Payment failed"));
  } catch (error) {
    // The webhook records the failure later; the student still sees the failure notice.
    log.warn("could not record a declined payment at once", { error: String(error) });
  }
}
