import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/sandbox-pay";
import { buttonClass } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { paymentGateway } from "~/features/payments/gateway.server";
import { checkPayable, type PayableCheck } from "~/features/payments/orders.server";
import { formatPaise } from "~/features/payments/pricing";
import { checkoutPath, checkoutResultPath, checkoutReturnPath, isProductType, PRODUCT_TYPE_LABELS, productWording, type ProductRef } from "~/features/payments/product-types";
import { SandboxGateway } from "~/features/payments/sandbox-gateway.server";
import { invalid } from "~/lib/errors/domain-error";
import { pageError } from "~/lib/errors/http-errors.server";
import { parseForm } from "~/lib/forms/parse-input.server";
import { useI18n } from "~/lib/i18n/i18n";
import { requireUser } from "~/features/accounts/session.server";
import { z } from "zod";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("auth.error.emailInvalid", "auth.error.emailRequired", "auth.error.nameTooLong", "auth.error.passwordRequired", "auth.error.passwordTooLong", "auth.error.passwordTooShort", "checkout", "courses.notFound", "details.notOnSaleText", "profile.error.dobFuture", "profile.error.dobInvalid", "profile.error.genderInvalid", "profile.error.nameInvalid", "profile.error.nameRequired", "profile.error.nameTooLong", "receipts.product.book", "receipts.product.course", "receipts.product.paper", "receipts.product.pdf", "sandbox")];

// The sandbox gateway's payment sheet (only when no Razorpay keys are configured). Its buttons act
// like a student completing or failing a payment on Razorpay's side. An order that can no longer be
// paid (superseded, failed, at an old price, for a product owned or no longer on sale) shows why,
// with a 409 and no Pay button, and pressing Pay anyway is refused the same way.
function refusalKey(productType: string, reason: "owned" | "notForSale" | "stale") {
  const wording = productWording(productType);
  return reason === "owned" ? wording.sheetOwned : reason === "notForSale" ? wording.sheetNotForSale : ("sandbox.notPayable.stale" as const);
}

/** The order's product (orders only hold types payments sell). */
function orderProduct(order: { productType: string; productId: string }): ProductRef {
  if (!isProductType(order.productType)) throw data("Not found", { status: 404 });
  return { type: order.productType, id: order.productId };
}

async function loadOrder(request: Request, gatewayOrderId: string | undefined): Promise<PayableCheck> {
  const user = await requireUser(request);
  // By name, not instanceof: the server bundle and the app bundle each have their own class object.
  if (paymentGateway().name !== "sandbox" || !gatewayOrderId || gatewayOrderId.length > 64) throw data("Not found", { status: 404 });
  const check = await checkPayable(user.id, gatewayOrderId);
  if (!check.ok && check.reason === "notFound") throw data("Not found", { status: 404 });
  if (!check.ok && check.reason === "paid") throw redirect(checkoutResultPath(orderProduct(check.order!), check.order!.id));
  return check;
}

function sheetData(check: PayableCheck) {
  const order = check.order!;
  const refusal = check.ok || check.reason === "notFound" || check.reason === "paid" ? null : refusalKey(order.productType, check.reason);
  const product = orderProduct(order);
  return data(
    { order: { gatewayOrderId: order.gatewayOrderId, amountPaise: order.amountPaise, productName: order.productName, productType: product.type, checkout: checkoutPath(product) }, refusal },
    { status: refusal ? 409 : 200 },
  );
}

export async function loader({ request, params }: Route.LoaderArgs) {
  return sheetData(await loadOrder(request, params.orderId));
}

const outcome = z.strictObject({ intent: z.enum(["success", "failure"]) });

export async function action({ request, params }: Route.ActionArgs) {
  const check = await loadOrder(request, params.orderId);
  const parsed = await parseForm(request, outcome);
  if (!parsed.ok || !check.order?.gatewayOrderId) pageError(invalid("error.badRequest"));
  if (!check.ok) return sheetData(check);
  const order = check.order;
  const result = await new SandboxGateway().pay(check.order.gatewayOrderId, parsed.data.intent);
  // Back to the merchant, as Razorpay does: payment id, order id and signature, or an error.
  const back = new URLSearchParams();
  if (result.ok) {
    back.set("razorpay_payment_id", result.paymentId);
    back.set("razorpay_order_id", result.orderId);
    back.set("razorpay_signature", result.signature);
  } else {
    back.set("error[code]", "BAD_REQUEST_ERROR");
    back.set("error[description]", result.error);
    back.set("error[metadata]", JSON.stringify({ order_id: result.orderId, payment_id: result.paymentId }));
  }
  throw redirect(`${checkoutReturnPath(orderProduct(order))}?${back.toString()}`);
}

export const meta: Route.MetaFunction = () => [{ title: "Sandbox payment | Vidyapath" }, { name: "robots", content: "noindex" }];

export default function SandboxPay({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { order } = loaderData;
  const refusal = actionData?.refusal ?? loaderData.refusal;
  const amount = formatPaise(order.amountPaise);
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <div className="overflow-hidden rounded-2xl border-2 border-dashed border-amber-500 bg-white shadow-lg">
        <div className="flex items-center justify-between bg-slate-900 px-5 py-3 text-white">
          <h1 className="font-semibold">{t("sandbox.heading")}</h1>
          <span className="rounded bg-amber-400 px-2 py-0.5 text-xs font-bold text-slate-900">{t("sandbox.badge")}</span>
        </div>
        <div className="p-5">
          <p className="text-sm text-slate-700">{t("sandbox.text")}</p>
          <dl className="mt-4 space-y-1 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">{t(order.productType === "course" ? "checkout.course" : PRODUCT_TYPE_LABELS[order.productType])}</dt>
              <dd className="text-right font-medium">{order.productName}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">{t("sandbox.order")}</dt>
              <dd className="font-mono text-xs break-all">{order.gatewayOrderId}</dd>
            </div>
            <div className="flex justify-between gap-3 text-base font-bold">
              <dt>{t("sandbox.amount")}</dt>
              <dd>{amount}</dd>
            </div>
          </dl>
          {refusal ? (
            <Notice tone="error" className="mt-6">
              {t(refusal)}
            </Notice>
          ) : (
            <Form method="post" className="mt-6 flex flex-col gap-3">
              <button type="submit" name="intent" value="success" className={buttonClass("primary", "w-full")}>
                {t("sandbox.success", { amount })}
              </button>
              <button type="submit" name="intent" value="failure" className={buttonClass("secondary", "w-full")}>
                {t("sandbox.failure")}
              </button>
            </Form>
          )}
          <Link to={order.checkout} className="mt-4 inline-flex min-h-11 items-center text-sm text-brand-700 underline">
            {t("sandbox.cancel")}
          </Link>
        </div>
      </div>
    </div>
  );
}
