// GET /checkout/:productType/:productId/result?order=… (and the old /checkout/:courseId/result) —
// where a student lands after paying: what was bought, the amount with its GST, the payment and
// order ids, the tax invoice number, "Open" (Open Course for a course) and the
// receipt. While the payment is being confirmed the page refreshes itself; a cancelled, refunded or
// duplicate-paid order says what happened to the money (docs/decisions/020-payment-integrity.md).
import { data, Link, useParams } from "react-router";
import type { Route } from "./+types/checkout-result";
import { buttonClass, ButtonLink } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { CourseErrorPage } from "~/features/courses/course-error-page";
import { checkoutResultFor, type CheckoutResult } from "~/features/payments/checkout-result.server";
import { canonicalProductRef, describeProduct, productLinks } from "~/features/payments/product-links.server";
import { ProductNotFound } from "~/features/payments/product-not-found";
import { checkoutPath, PRODUCT_TYPE_LABELS, productRefFromParams, productWording } from "~/features/payments/product-types";
import { formatPaise } from "~/features/payments/pricing";
import { parseOrderId } from "~/features/payments/receipts.server";
import { formatDateTime } from "~/lib/i18n/dates";
import { useI18n } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/meta";
import { requireUser } from "~/features/accounts/session.server";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("checkout", "courses.backToCourses", "courses.notFound", "courses.notFoundContent", "courses.notFoundText", "receipts.product.book", "receipts.product.course", "receipts.product.paper", "receipts.product.pdf", "sandbox.notPayable.item.notForSale", "sandbox.notPayable.item.owned", "sandbox.notPayable.notForSale", "sandbox.notPayable.owned")];

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const parsedRef = productRefFromParams(params);
  const ref = parsedRef ? canonicalProductRef(parsedRef) : null;
  const orderId = parseOrderId(new URL(request.url).searchParams.get("order") ?? undefined);
  const order = ref && orderId ? await checkoutResultFor(user.id, orderId) : null;
  if (!ref || !order || order.productType !== ref.type || order.productId !== ref.id) throw data({ notFound: true }, { status: 404 });
  // Owners keep access to unpublished products (decision 019), so the picture is looked up regardless.
  const product = await describeProduct(ref);
  return { product: ref, links: { ...productLinks(ref), checkout: checkoutPath(ref) }, order, thumbnail: product?.imageUrl || null };
}

const confirming = (status: CheckoutResult["status"]) => status === "created" || status === "attempted";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(matches, "checkout.result.title"),
  { name: "robots", content: "noindex" },
  // While the payment is being confirmed (the webhook has not arrived yet), look again in 3 s.
  ...(loaderData && confirming(loaderData.order.status) ? [{ httpEquiv: "refresh", content: "3" }] : []),
];

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
      <dt className="text-sm text-slate-600 sm:w-36 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 font-medium break-all">{children}</dd>
    </div>
  );
}

const linkClass = "inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4";

export default function CheckoutResultPage({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { order, product, links, thumbnail } = loaderData;
  const wording = productWording(product.type);
  const money = (paise: number) => formatPaise(paise, locale);
  const paid = order.status === "paid";
  const ownedViaDuplicate = order.duplicate?.reason === "productOwned";
  const receiptLinks = (
    <>
      <Link to={`/orders/${order.id}`} className={linkClass}>
        {t("checkout.viewReceipt")}
      </Link>
      {/* A file download: a plain link, not a client-side navigation. */}
      <a href={`/orders/${order.id}/receipt.pdf`} className={linkClass} download={`vidyapath-receipt-${order.id}.pdf`}>
        {t("checkout.result.downloadReceipt")}
      </a>
    </>
  );

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold">{t("checkout.result.heading")}</h1>
      <div className="mt-4 space-y-3">
        {paid ? (
          <Notice tone="success">
            <span className="text-base font-semibold break-words">{t("checkout.success", { paymentId: order.paymentId ?? "" })}</span>
          </Notice>
        ) : order.status === "failed" ? (
          <Notice tone="error">{t("checkout.failed")}</Notice>
        ) : order.status === "refunded" ? (
          <Notice>{t("checkout.result.refunded", { date: order.refundedAt ? formatDateTime(order.refundedAt, locale) : "—" })}</Notice>
        ) : ownedViaDuplicate ? (
          <Notice>{t(wording.failedDuplicate)}</Notice>
        ) : order.status === "cancelled" ? (
          <Notice>{t(wording.cancelled)}</Notice>
        ) : (
          <Notice>{t("checkout.confirming")}</Notice>
        )}
        {order.duplicate ? (
          <Notice>
            {order.duplicate.reason === "orderAlreadyPaid" ? `${t("checkout.result.extraPayment")} ` : null}
            {t(order.duplicate.refunded ? "checkout.result.duplicateRefunded" : "checkout.result.duplicatePending")}
          </Notice>
        ) : null}
      </div>

      <section aria-labelledby="bought-h" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="bought-h" className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {t("checkout.result.summary")}
        </h2>
        <div className="mt-3 flex items-start gap-3">
          {thumbnail ? <img src={thumbnail} alt="" width={160} height={90} className="aspect-video w-24 shrink-0 rounded-lg object-cover sm:w-40" /> : null}
          <p className="min-w-0">
            <span className="block text-sm text-slate-600" data-testid="result-product-type">
              {t(PRODUCT_TYPE_LABELS[product.type])}
            </span>
            <span className="text-lg font-semibold break-words">{order.productName}</span>
          </p>
        </div>
        <dl className="mt-3 divide-y divide-slate-200">
          <Row label={t(paid || order.status === "refunded" ? "checkout.result.amountPaid" : "checkout.result.amountDue")}>
            <span data-testid="result-total">{money(order.amount.totalPaise)}</span>{" "}
            <span className="text-sm font-normal text-slate-600">({t("checkout.result.inclGst", { amount: money(order.amount.gstPaise) })})</span>
          </Row>
          {order.paidAt ? (
            <Row label={t("checkout.result.date")}>
              <time dateTime={order.paidAt}>{formatDateTime(order.paidAt, locale)}</time>
            </Row>
          ) : null}
          {order.paymentId ? <Row label={t("checkout.result.paymentId")}>{order.paymentId}</Row> : null}
          <Row label={t("checkout.result.orderId")}>{order.id}</Row>
          {order.invoiceNumber ? <Row label={t("checkout.result.invoiceNo")}>{order.invoiceNumber}</Row> : null}
        </dl>
      </section>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6">
        {paid || ownedViaDuplicate ? <ButtonLink to={links.open}>{t(wording.open)}</ButtonLink> : null}
        {order.status === "failed" ? (
          <a href={links.checkout} className={buttonClass("accent")}>
            {t("checkout.retry")}
          </a>
        ) : null}
        {order.status === "cancelled" && !ownedViaDuplicate ? (
          <ButtonLink to={links.page} variant="secondary">
            {t(wording.back)}
          </ButtonLink>
        ) : null}
        {paid || order.status === "refunded" ? receiptLinks : null}
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const ref = productRefFromParams(useParams());
  return ref && ref.type !== "course" ? <ProductNotFound error={error} /> : <CourseErrorPage error={error} headingKey="courses.notFound" />;
}
