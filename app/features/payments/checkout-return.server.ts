// Where the gateway sends the student back after paying (Razorpay's redirect mode POSTs here from its
// own origin, so no session cookie arrives; the sandbox uses GET). Nothing here is trusted until the
// signature over our stored order id checks out and the gateway confirms the captured payment.
import { redirect } from "react-router";
import { confirmPayment } from "./orders.server";

function field(params: URLSearchParams | FormData, name: string): string | undefined {
  const v = params.get(name);
  return typeof v === "string" ? v : undefined;
}

export async function handleCheckoutReturn(courseId: number, params: URLSearchParams | FormData): Promise<Response> {
  const paymentId = field(params, "razorpay_payment_id");
  if (!paymentId) {
    // A failed or cancelled payment: Razorpay sends error[code], error[description], error[metadata].
    return redirect(`/checkout/${courseId}?failed=declined`);
  }
  const result = await confirmPayment({ gatewayOrderId: field(params, "razorpay_order_id"), paymentId, signature: field(params, "razorpay_signature") });
  if (result.status === "invalid") return redirect(`/checkout/${courseId}?failed=invalid`);
  if (result.status === "duplicate") return redirect(`/checkout/${courseId}?failed=duplicate`);
  return redirect(`/checkout/${courseId}/result?order=${encodeURIComponent(result.orderId)}`, 303);
}
