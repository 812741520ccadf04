import { data } from "react-router";
import type { Route } from "./+types/checkout-return";
import { parseCourseId } from "~/features/courses/catalogue.server";
import { handleCheckoutReturn } from "~/features/payments/checkout-return.server";
import { readForm } from "~/lib/forms/read-form.server";

// Public on purpose: the gateway's redirect carries no session (cross-site POST). Verified by the
// payment signature in handleCheckoutReturn; the result page then checks who is asking.
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = parseCourseId(params.courseId);
  if (!id) throw data("Not found", { status: 404 });
  return handleCheckoutReturn(id, new URL(request.url).searchParams);
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = parseCourseId(params.courseId);
  if (!id) throw data("Not found", { status: 404 });
  const form = await readForm(request);
  if (!form) return handleCheckoutReturn(id, new URLSearchParams());
  return handleCheckoutReturn(id, form);
}
