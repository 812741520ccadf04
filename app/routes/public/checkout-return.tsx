import { data } from "react-router";
import type { Route } from "./+types/checkout-return";
import { checkoutReturnSchema, handleCheckoutReturn } from "~/features/payments/checkout-return.server";
import { productRefFromParams } from "~/features/payments/product-types";
import { parseForm, parseValues } from "~/lib/forms/parse-input.server";

// Public on purpose: the gateway's redirect carries no session (cross-site POST). Verified by the
// payment signature in handleCheckoutReturn; the result page then checks who is asking. Input that
// does not fit counts as no payment (a declined one).
export async function loader({ request, params }: Route.LoaderArgs) {
  const ref = productRefFromParams(params);
  if (!ref) throw data("Not found", { status: 404 });
  const parsed = parseValues(checkoutReturnSchema, Object.fromEntries(new URL(request.url).searchParams));
  return handleCheckoutReturn(ref, parsed.ok ? parsed.data : {});
}

export async function action({ request, params }: Route.ActionArgs) {
  const ref = productRefFromParams(params);
  if (!ref) throw data("Not found", { status: 404 });
  const parsed = await parseForm(request, checkoutReturnSchema);
  return handleCheckoutReturn(ref, parsed.ok ? parsed.data : {});
}
