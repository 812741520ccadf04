// /checkout/:productType/:productId (and the old /checkout/:courseId, the same page for a course):
// the order summary of one product priced by the server, and Pay. Products come from the product
// registry (docs/decisions/032-product-registry.md), so this page works for every type sold.
import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useNavigation, useParams } from "react-router";
import type { Route } from "./+types/checkout";
import { buttonClass, ButtonLink } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { CourseErrorPage } from "~/features/courses/course-error-page";
import { paymentGateway } from "~/features/payments/gateway.server";
import { findProduct, freeProductPath, markAttempted, ownsProduct, startCheckout } from "~/features/payments/orders.server";
import { formatPaise, gstBreakdown } from "~/features/payments/pricing";
import { productLinks } from "~/features/payments/product-links.server";
import { ProductNotFound } from "~/features/payments/product-not-found";
import { checkoutPath, checkoutReturnPath, PRODUCT_TYPE_LABELS, productRefFromParams, productWording } from "~/features/payments/product-types";
import { unavailable } from "~/lib/errors/domain-error";
import { actionFailure, invalidInput, pageError } from "~/lib/errors/http-errors.server";
import { parseForm } from "~/lib/forms/parse-input.server";
import { useI18n } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/meta";
import { requireUser } from "~/features/accounts/session.server";
import { z } from "zod";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("auth.error.emailInvalid", "auth.error.emailRequired", "auth.error.nameTooLong", "auth.error.passwordRequired", "auth.error.passwordTooLong", "auth.error.passwordTooShort", "checkout", "courses.backToCourses", "courses.by", "courses.notFound", "courses.notFoundContent", "courses.notFoundText", "details.notOnSaleText", "profile.error.dobFuture", "profile.error.dobInvalid", "profile.error.genderInvalid", "profile.error.nameInvalid", "profile.error.nameRequired", "profile.error.nameTooLong", "receipts.product.book", "receipts.product.course", "receipts.product.paper", "receipts.product.pdf", "sandbox.notPayable.item.notForSale", "sandbox.notPayable.item.owned", "sandbox.notPayable.notForSale", "sandbox.notPayable.owned")];

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "checkout.title"), { name: "robots", content: "noindex" }];

const payIntent = z.strictObject({ intent: z.literal("pay") });
const FAILURES = { declined: "checkout.failed", invalid: "checkout.failedInvalid", duplicate: "checkout.failedDuplicate" } as const;

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const ref = productRefFromParams(params);
  const product = ref ? await findProduct(ref.type, ref.id) : null;
  if (!ref || !product) {
    // A product that is given away (a free course) is not bought: its own page says how to get it.
    const free = ref ? await freeProductPath(ref.type, ref.id) : null;
    if (free) throw redirect(free);
    throw data({ notFound: true }, { status: 404 });
  }
  const owned = await ownsProduct(user.id, product.type, product.id);
  const failed = new URL(request.url).searchParams.get("failed");
  return {
    product: { type: product.type, id: product.id, name: product.name, imageUrl: product.imageUrl, byline: product.byline },
    links: productLinks(product),
    price: gstBreakdown(product.pricePaise),
    owned,
    testMode: paymentGateway().testMode,
    failure: failed && Object.hasOwn(FAILURES, failed) ? (failed as keyof typeof FAILURES) : null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const ref = productRefFromParams(params);
  if (!ref) throw data({ notFound: true }, { status: 404 });
  const parsed = await parseForm(request, payIntent);
  if (!parsed.ok) return invalidInput(parsed, "error.badRequest");
  const result = await startCheckout({ userId: user.id, type: ref.type, productId: ref.id });
  if (!result.ok) {
    const { error } = result;
    // Owned: the page itself says so (and offers Open). Not for sale: the 404 page.
    if (error.kind === "conflict") throw redirect(checkoutPath(ref));
    if (error.kind === "notFound") pageError(error);
    // The page's own, fuller wording of a gateway failure (the API keeps its shorter one).
    return actionFailure(error.kind === "unavailable" ? unavailable("checkout.gatewayError") : error);
  }
  await markAttempted(result.order.id);
  const gateway = paymentGateway();
  if (gateway.name === "sandbox") throw redirect(`/sandbox/pay/${result.order.gatewayOrderId}`);
  // Razorpay Checkout opens in the page; it posts the result to our return URL (redirect mode).
  // Only the origin comes from the request (the same for a `.data` request); the path is built.
  const returnUrl = new URL(checkoutReturnPath(ref), request.url).toString();
  return {
    ok: true as const,
    razorpay: { key: gateway.keyId, orderId: result.order.gatewayOrderId, amount: result.order.amountPaise, currency: result.order.currency, name: "Vidyapath", prefill: { email: user.email, name: user.name }, callbackUrl: returnUrl },
  };
}

type RazorpayOptions = { key: string; order_id: string; amount: number; currency: string; name: string; prefill: { email: string; name: string }; callback_url: string; redirect: boolean };
declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => { open: () => void };
  }
}

/** Loads Razorpay Checkout only now, when the student has clicked Pay (no third-party script before). */
function useRazorpayCheckout(options: Extract<Route.ComponentProps["actionData"], { ok: true }>["razorpay"] | null) {
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!options || opened.current === options.orderId) return;
    opened.current = options.orderId;
    const open = () =>
      new window.Razorpay!({ key: options.key, order_id: options.orderId, amount: options.amount, currency: options.currency, name: options.name, prefill: options.prefill, callback_url: options.callbackUrl, redirect: true }).open();
    if (window.Razorpay) return open();
    const script = document.createElement("script");
    script.src = "https://checkout.razorpay.com/v1/checkout.js";
    script.onload = open;
    document.body.appendChild(script);
  }, [options]);
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const { product, links, price, owned, testMode, failure } = loaderData;
  const wording = productWording(product.type);
  const razorpay = actionData?.ok ? actionData.razorpay : null;
  const formError = actionData?.ok === false ? actionData.formError : null;
  useRazorpayCheckout(razorpay);
  const busy = navigation.state !== "idle" || Boolean(razorpay);
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("checkout.heading")}</h1>
      {testMode ? <Notice className="mt-4">{t("checkout.testMode")}</Notice> : null}
      {failure ? (
        <Notice tone={failure === "duplicate" ? "info" : "error"} className="mt-4">
          {t(failure === "duplicate" ? wording.failedDuplicate : FAILURES[failure])}
        </Notice>
      ) : null}
      {formError ? <Notice tone="error" className="mt-4">{t(formError.key, formError.vars)}</Notice> : null}
      <section aria-labelledby="summary-h" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6">
        <h2 id="summary-h" className="text-lg font-semibold">{t("checkout.summary")}</h2>
        <div className="mt-4 flex items-center gap-4">
          {product.imageUrl ? <img src={product.imageUrl} alt="" width={160} height={90} className="aspect-video w-28 shrink-0 rounded-lg object-cover sm:w-40" /> : null}
          <div className="min-w-0">
            <p className="text-sm text-slate-600" data-testid="checkout-product-type">{t(product.type === "course" ? "checkout.course" : PRODUCT_TYPE_LABELS[product.type])}</p>
            <p className="font-semibold">{product.name}</p>
            {product.byline ? <p className="text-sm text-slate-700">{t("courses.by", { name: product.byline })}</p> : null}
          </div>
        </div>
        <dl className="mt-6 space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">{t("checkout.taxable")}</dt>
            <dd>{formatPaise(price.taxablePaise)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">{t("checkout.gst", { rate: price.ratePercent })}</dt>
            <dd>{formatPaise(price.gstPaise)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-bold">
            <dt>{t("checkout.total")}</dt>
            <dd data-testid="checkout-total">{formatPaise(price.totalPaise)}</dd>
          </div>
        </dl>
        <div className="mt-6">
          {owned ? (
            <>
              <Notice tone="success">{t(wording.owned)}</Notice>
              <ButtonLink to={links.open} className="mt-4 w-full">
                {t(wording.open)}
              </ButtonLink>
            </>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="pay" />
              <button type="submit" disabled={busy} className={buttonClass("accent", "w-full text-base")}>
                {busy ? t("checkout.processing") : failure ? t("checkout.retry") : t("checkout.pay", { amount: formatPaise(price.totalPaise) })}
              </button>
              {busy ? (
                <p role="status" className="mt-2 text-center text-sm text-slate-700">
                  {t("checkout.processing")}
                </p>
              ) : null}
            </Form>
          )}
        </div>
        <p className="mt-4 text-xs text-slate-600">{t(testMode ? "checkout.secureTest" : "checkout.secure")}</p>
      </section>
      <Link to={links.page} className="mt-4 inline-flex min-h-11 items-center text-brand-700 underline underline-offset-4">
        {t(wording.back)}
      </Link>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const ref = productRefFromParams(useParams());
  return ref && ref.type !== "course" ? <ProductNotFound error={error} /> : <CourseErrorPage error={error} headingKey="courses.notFound" />;
}
