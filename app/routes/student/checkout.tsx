import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/checkout";
import { buttonClass, ButtonLink } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { getCourse, parseCourseId } from "~/features/courses/catalogue.server";
import { CourseErrorPage } from "~/features/courses/course-error-page";
import { paymentGateway } from "~/features/payments/gateway.server";
import { markAttempted, ownsProduct, startCheckout } from "~/features/payments/orders.server";
import { formatPaise, gstBreakdown, rupeesToPaise } from "~/features/payments/pricing";
import { unavailable } from "~/lib/errors/domain-error";
import { actionFailure, invalidInput, pageError } from "~/lib/errors/http-errors.server";
import { parseForm } from "~/lib/forms/parse-input.server";
import { useI18n } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/meta";
import { requireUser } from "~/features/accounts/session.server";
import { z } from "zod";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("auth.error.emailInvalid", "auth.error.emailRequired", "auth.error.nameTooLong", "auth.error.passwordRequired", "auth.error.passwordTooLong", "auth.error.passwordTooShort", "checkout", "courses.backToCourses", "courses.by", "courses.notFound", "courses.notFoundContent", "courses.notFoundText", "details.notOnSaleText", "profile.error.dobFuture", "profile.error.dobInvalid", "profile.error.genderInvalid", "profile.error.nameInvalid", "profile.error.nameRequired", "profile.error.nameTooLong")];

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "checkout.title"), { name: "robots", content: "noindex" }];

const payIntent = z.strictObject({ intent: z.literal("pay") });
const FAILURES = { declined: "checkout.failed", invalid: "checkout.failedInvalid", duplicate: "checkout.failedDuplicate" } as const;

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const id = parseCourseId(params.courseId);
  const course = id ? await getCourse(id) : null;
  if (!course) throw data({ notFound: true }, { status: 404 });
  if (course.tag === "Free") throw redirect(`/courses/${course.id}/details`);
  const owned = await ownsProduct(user.id, "course", String(course.id));
  const failed = new URL(request.url).searchParams.get("failed");
  return {
    course: { id: course.id, name: course.name, thumbnail: course.thumbnail, instructor: course.instructor },
    price: gstBreakdown(rupeesToPaise(course.priceRupees)),
    owned,
    testMode: paymentGateway().testMode,
    failure: failed && failed in FAILURES ? FAILURES[failed as keyof typeof FAILURES] : null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const id = parseCourseId(params.courseId);
  if (!id) throw data({ notFound: true }, { status: 404 });
  const parsed = await parseForm(request, payIntent);
  if (!parsed.ok) return invalidInput(parsed, "error.badRequest");
  const result = await startCheckout({ userId: user.id, type: "course", productId: String(id) });
  if (!result.ok) {
    const { error } = result;
    // Owned: the page itself says so (and offers Open Course). Not for sale: the course's 404 page.
    if (error.kind === "conflict") throw redirect(`/checkout/${id}`);
    if (error.kind === "notFound") pageError(error);
    // The page's own, fuller wording of a gateway failure (the API keeps its shorter one).
    return actionFailure(error.kind === "unavailable" ? unavailable("checkout.gatewayError") : error);
  }
  await markAttempted(result.order.id);
  const gateway = paymentGateway();
  if (gateway.name === "sandbox") throw redirect(`/sandbox/pay/${result.order.gatewayOrderId}`);
  // Razorpay Checkout opens in the page; it posts the result to our return URL (redirect mode).
  const returnUrl = new URL(`/checkout/${id}/return`, request.url).toString();
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
  const { course, price, owned, testMode, failure } = loaderData;
  const razorpay = actionData?.ok ? actionData.razorpay : null;
  const formError = actionData?.ok === false ? actionData.formError : null;
  useRazorpayCheckout(razorpay);
  const busy = navigation.state !== "idle" || Boolean(razorpay);
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("checkout.heading")}</h1>
      {testMode ? <Notice className="mt-4">{t("checkout.testMode")}</Notice> : null}
      {failure ? (
        <Notice tone={failure === "checkout.failedDuplicate" ? "info" : "error"} className="mt-4">
          {t(failure)}
        </Notice>
      ) : null}
      {formError ? <Notice tone="error" className="mt-4">{t(formError.key, formError.vars)}</Notice> : null}
      <section aria-labelledby="summary-h" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6">
        <h2 id="summary-h" className="text-lg font-semibold">{t("checkout.summary")}</h2>
        <div className="mt-4 flex items-center gap-4">
          <img src={course.thumbnail} alt="" width={160} height={90} className="aspect-video w-28 shrink-0 rounded-lg object-cover sm:w-40" />
          <div className="min-w-0">
            <p className="text-sm text-slate-600">{t("checkout.course")}</p>
            <p className="font-semibold">{course.name}</p>
            <p className="text-sm text-slate-700">{t("courses.by", { name: course.instructor })}</p>
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
              <Notice tone="success">{t("checkout.owned")}</Notice>
              <ButtonLink to={`/courses/${course.id}/content`} className="mt-4 w-full">
                {t("checkout.openCourse")}
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
      <Link to={`/courses/${course.id}/details`} className="mt-4 inline-flex min-h-11 items-center text-brand-700 underline underline-offset-4">
        {t("checkout.backToCourse")}
      </Link>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CourseErrorPage error={error} headingKey="courses.notFound" />;
}
