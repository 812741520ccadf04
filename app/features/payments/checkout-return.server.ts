// Where the gateway sends the student back after paying (Razorpay's redirect mode POSTs here from its
// own origin, so no session cookie arrives; the sandbox uses GET). Nothing here is trusted until the
// signature over our stored order id checks out and the gateway confirms the captured payment.
import { redirect } from "react-router";
import { z } from "zod";
import { db } from "../../lib/db.server";
import { log } from "../../lib/logger.server";
import { paymentGateway } from "./gateway.server";
import { confirmPayment, recordFailure } from "./orders.server";
import { checkoutPath, checkoutResultPath, type ProductRef } from "./product-types";

/** What the gateway sends back (query or form). Not strict: Razorpay adds error[code], error[reason]…
 * which are not used. Lengths are checked by confirmPayment, which answers "invalid" for them. */
export const checkoutReturnSchema = z.object({
  razorpay_payment_id: z.string().optional(),
  razorpay_order_id: z.string().optional(),
  razorpay_signature: z.string().optional(),
  "error[metadata]": z.string().optional(),
});
export type CheckoutReturn = z.output<typeof checkoutReturnSchema>;

/** `product`: the product of the return URL (`/checkout/{type}/{id}/return`, or the old
 * `/checkout/{courseId}/return`); the student goes back to its checkout or result page. */
export async function handleCheckoutReturn(product: ProductRef, params: CheckoutReturn): Promise<Response> {
  const paymentId = params.razorpay_payment_id;
  if (!paymentId) {
    // A failed or cancelled payment: Razorpay sends error[code], error[description], error[metadata].
    await recordDeclined(params["error[metadata]"]);
    return redirect(`${checkoutPath(product)}?failed=declined`);
  }
  const result = await confirmPayment({ gatewayOrderId: params.razorpay_order_id, paymentId, signature: params.razorpay_signature });
  if (result.status === "invalid") return redirect(`${checkoutPath(product)}?failed=invalid`);
  if (result.status === "duplicate") return redirect(`${checkoutPath(product)}?failed=duplicate`);
  return redirect(checkoutResultPath(product, result.orderId), 303);
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
