// GET /orders/:orderId — the GST tax invoice of a paid (or refunded) order, for its owner or an admin
// (docs/decisions/021-gst-tax-invoice.md); for an order that was never paid, a status page with a way
// to pay again. Anyone else, and unknown ids: 404
// (the viewer is part of the query, so a guessed id reveals nothing).
import { data, isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/receipt";
import { buttonClass, ButtonLink } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { Notice } from "~/components/ui/notice";
import { StatusBadge } from "~/features/payments/order-history";
import { formatDate, formatDateTime } from "~/lib/i18n/dates";
import { formatPaise } from "~/features/payments/pricing";
import { checkoutPath, isProductType, productTypeLabel } from "~/features/payments/product-types";
import { invoiceTax } from "~/features/payments/tax-invoice";
import { hasReceipt, parseOrderId, receiptForViewer } from "~/features/payments/receipts.server";
import { sellerDetails } from "~/lib/env.server";
import { useI18n } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/meta";
import { requireUser } from "~/features/accounts/session.server";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("checkout", "receipts", "sandbox.notPayable.item.notForSale", "sandbox.notPayable.item.owned", "sandbox.notPayable.notForSale", "sandbox.notPayable.owned")];

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const id = parseOrderId(params.orderId);
  const receipt = id ? await receiptForViewer(id, { id: user.id, role: user.role === "admin" ? "admin" : "user" }) : null;
  if (!receipt) throw data({ notFound: true }, { status: 404 });
  const items = receipt.items.map((i) => ({ type: i.productType, name: i.name, quantity: i.quantity, amountPaise: i.unitPricePaise * i.quantity }));
  const common = { id: receipt.id, status: receipt.status, amountPaise: receipt.amountPaise, createdAt: receipt.createdAt.toISOString(), items, isAdmin: user.role === "admin" };
  if (!hasReceipt(receipt.status)) {
    const item = receipt.items.find((i) => isProductType(i.productType));
    return { kind: "unpaid" as const, ...common, retryHref: item && isProductType(item.productType) ? checkoutPath({ type: item.productType, id: item.productId }) : null };
  }
  const seller = sellerDetails();
  return {
    kind: "receipt" as const,
    ...common,
    gateway: receipt.gateway,
    paymentId: receipt.paymentId,
    refundId: receipt.refundId,
    paidAt: receipt.paidAt?.toISOString() ?? null,
    refundedAt: receipt.refundedAt?.toISOString() ?? null,
    invoiceNumber: receipt.invoiceNumber,
    invoiceDate: receipt.invoiceDate,
    student: receipt.student,
    seller,
    // We hold no billing address, so the buyer's state is unknown (decision 021).
    tax: invoiceTax(receipt.amountPaise, { name: seller.state, code: seller.stateCode }, null),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(matches, loaderData?.kind === "unpaid" ? "receipts.unpaid.title" : loaderData ? "receipts.title" : "receipts.notFound.title", "receipts.description"),
  { name: "robots", content: "noindex" },
];


function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
      <dt className="text-sm text-slate-600 sm:w-40 sm:shrink-0">{label}</dt>
      <dd className="font-medium break-all">{children}</dd>
    </div>
  );
}

export default function ReceiptPage({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const order = loaderData;
  const backLink = order.isAdmin ? (
    <Link to="/admin/orders" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
      {t("receipts.backToOrders")}
    </Link>
  ) : (
    <Link to="/dashboard" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
      {t("receipts.backToDashboard")}
    </Link>
  );
  const itemNames = order.items.map((i) => i.name).join(", ");

  if (order.kind === "unpaid") {
    return (
      <div className="mx-auto max-w-2xl px-4 py-8">
        <p className="text-sm">{backLink}</p>
        <section aria-labelledby="unpaid-h" className="mt-2 rounded-2xl border border-slate-200 bg-white p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 id="unpaid-h" className="text-2xl font-bold">
              {t("receipts.unpaid.title")}
            </h1>
            <StatusBadge status={order.status} />
          </div>
          <Notice tone={order.status === "failed" ? "error" : "info"} className="mt-4">
            {t(order.status === "failed" ? "receipts.unpaid.failed" : "receipts.unpaid.pending")}
          </Notice>
          <dl className="mt-4 divide-y divide-slate-200">
            <Row label={t("receipts.orderId")}>{order.id}</Row>
            <Row label={t("receipts.col.item")}>{itemNames}</Row>
            <Row label={t("receipts.col.amount")}>{formatPaise(order.amountPaise, locale)}</Row>
            <Row label={t("receipts.orderDate")}>
              <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, locale)}</time>
            </Row>
          </dl>
          <div className="mt-6 flex flex-wrap gap-3">
            {order.retryHref ? <ButtonLink to={order.retryHref}>{t("receipts.unpaid.retry")}</ButtonLink> : null}
            <ButtonLink to="/courses" variant="secondary">
              {t("receipts.unpaid.browse")}
            </ButtonLink>
          </div>
        </section>
      </div>
    );
  }

  const gst = order.tax.split;
  const pos = order.tax.placeOfSupply;
  const refunded = order.status === "refunded";
  const money = (paise: number) => formatPaise(paise, locale);
  const taxRows =
    gst.supply === "intraState"
      ? [
          { label: t("receipts.cgst", { rate: gst.halfRatePercent }), paise: gst.cgstPaise, testId: "receipt-cgst" },
          { label: t("receipts.sgst", { rate: gst.halfRatePercent }), paise: gst.sgstPaise, testId: "receipt-sgst" },
        ]
      : [{ label: t("receipts.igst", { rate: gst.ratePercent }), paise: gst.igstPaise, testId: "receipt-igst" }];
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <p className="text-sm">{backLink}</p>
      <article aria-labelledby="receipt-h" className="mt-2 rounded-2xl border border-slate-200 bg-white p-4 sm:p-8">
        <div className="flex flex-wrap items-start justify-between gap-3 border-b-2 border-saffron-600 pb-4">
          <div>
            <p className="text-2xl font-bold text-brand-800">{t("app.name")}</p>
            {/* Only a paid order has a tax invoice; one refunded before its payment was recorded has none. */}
            <h1 id="receipt-h" className="mt-1 text-xl font-semibold">
              {t(order.invoiceNumber ? "receipts.taxInvoice" : "receipts.heading")}
            </h1>
            {order.invoiceNumber ? (
              <p className="mt-1 text-sm text-slate-700">
                {t("receipts.invoiceNo")}: <span className="font-semibold text-slate-900" data-testid="invoice-number">{order.invoiceNumber}</span>
              </p>
            ) : null}
          </div>
          <StatusBadge status={order.status} className="text-sm" />
        </div>

        {refunded ? (
          <Notice tone="error" className="mt-4">
            <strong className="font-semibold">{order.refundedAt ? t("receipts.refundedOn", { date: formatDate(order.refundedAt, locale) }) : t("receipts.status.refunded")}. </strong>
            {t("receipts.refundedNotice", { date: order.refundedAt ? formatDateTime(order.refundedAt, locale) : "—", amount: money(order.amountPaise) })}
          </Notice>
        ) : order.refundId ? (
          <Notice tone="info" className="mt-4">
            {t("receipts.refundPending")}
          </Notice>
        ) : null}

        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <section aria-labelledby="seller-h">
            <h2 id="seller-h" className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {t("receipts.soldBy")}
            </h2>
            <address className="mt-1 not-italic">
              <p className="font-semibold">{order.seller.name}</p>
              <p className="text-sm text-slate-700">{order.seller.address}</p>
              <p className="text-sm text-slate-700">
                {t("receipts.gstin")}: <span className="font-medium text-slate-900">{order.seller.gstin}</span>
              </p>
              <p className="text-sm text-slate-700">
                {t("receipts.state")}: {t("receipts.stateValue", { name: order.seller.state, code: order.seller.stateCode })}
              </p>
              <p className="text-sm text-slate-700">
                {t("receipts.email")}: {order.seller.email}
              </p>
              <p className="text-sm text-slate-700">
                {t("receipts.phone")}: {order.seller.phone}
              </p>
            </address>
          </section>
          <section aria-labelledby="buyer-h">
            <h2 id="buyer-h" className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {t("receipts.billedTo")}
            </h2>
            <p className="mt-1 font-semibold break-words">{order.student.name}</p>
            <p className="text-sm break-all text-slate-700">{order.student.email}</p>
          </section>
        </div>

        <section aria-labelledby="details-h" className="mt-6">
          <h2 id="details-h" className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t("receipts.details")}
          </h2>
          <dl className="mt-1 divide-y divide-slate-200">
            {order.invoiceNumber ? <Row label={t("receipts.invoiceNo")}>{order.invoiceNumber}</Row> : null}
            {order.invoiceDate ? (
              <Row label={t("receipts.invoiceDate")}>
                <time dateTime={order.invoiceDate}>{formatDate(order.invoiceDate, locale)}</time>
              </Row>
            ) : null}
            <Row label={t("receipts.placeOfSupply")}>{t("receipts.stateValue", { name: pos.name, code: pos.code })}</Row>
            <Row label={t("receipts.reverseChargeLabel")}>{t("receipts.reverseChargeNo")}</Row>
            <Row label={t("receipts.orderId")}>{order.id}</Row>
            <Row label={t("receipts.paymentId")}>{order.paymentId ?? "—"}</Row>
            <Row label={t("receipts.date")}>{order.paidAt ? <time dateTime={order.paidAt}>{formatDateTime(order.paidAt, locale)}</time> : "—"}</Row>
            <Row label={t("receipts.paidVia")}>{t(order.gateway === "sandbox" ? "receipts.gateway.sandbox" : "receipts.gateway.razorpay")}</Row>
            <Row label={t("receipts.status")}>{t(refunded ? "receipts.status.refunded" : order.refundId ? "receipts.status.refundRequested" : "receipts.status.paid")}</Row>
            {order.refundId ? <Row label={t("receipts.refundId")}>{order.refundId}</Row> : null}
            {refunded && order.refundedAt ? (
              <Row label={t("receipts.refundDate")}>
                <time dateTime={order.refundedAt}>{formatDateTime(order.refundedAt, locale)}</time>
              </Row>
            ) : null}
          </dl>
        </section>

        <section aria-labelledby="items-h" className="mt-6">
          <h2 id="items-h" className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t("receipts.items")}
          </h2>
          <DataTable
            caption={t("receipts.itemsCaption")}
            columns={[{ label: t("receipts.col.item") }, { label: t("receipts.col.qty"), align: "right" }, { label: t("receipts.col.amount"), align: "right" }]}
            className="mt-2"
            footer={
              <>
                <tr className="border-t border-slate-300">
                  <th scope="row" colSpan={2} className="px-3 pt-3 pb-1 text-right font-normal text-slate-700">
                    {t("receipts.taxable")}
                  </th>
                  <td className="px-3 pt-3 pb-1 text-right whitespace-nowrap" data-testid="receipt-taxable">
                    {money(gst.taxablePaise)}
                  </td>
                </tr>
                {taxRows.map((row) => (
                  <tr key={row.testId}>
                    <th scope="row" colSpan={2} className="px-3 py-1 text-right font-normal text-slate-700">
                      {row.label}
                    </th>
                    <td className="px-3 py-1 text-right whitespace-nowrap" data-testid={row.testId}>
                      {money(row.paise)}
                    </td>
                  </tr>
                ))}
                <tr>
                  <th scope="row" colSpan={2} className="px-3 py-2 text-right text-base font-bold">
                    {t("receipts.total")}
                  </th>
                  <td className="px-3 py-2 text-right text-base font-bold whitespace-nowrap" data-testid="receipt-total">
                    {money(gst.totalPaise)}
                  </td>
                </tr>
              </>
            }
          >
            {order.items.map((item, i) => (
              <tr key={i} className="border-t border-slate-200 align-top">
                <th scope="row" className="px-3 py-2 font-medium">
                  <span className="block text-xs font-normal text-slate-600">{productTypeLabel(item.type) ? t(productTypeLabel(item.type)!) : item.type}</span>
                  <span className="break-words">{item.name}</span>
                  <span className="block text-xs font-normal text-slate-600">{t("receipts.sac", { code: order.tax.sac })}</span>
                </th>
                <td className="px-3 py-2 text-right">{item.quantity}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap">{money(item.amountPaise)}</td>
              </tr>
            ))}
          </DataTable>
          <p className="mt-2 text-xs text-slate-600">{t("receipts.gstNote", { rate: gst.ratePercent })}</p>
        </section>

        <div className="mt-6 flex flex-wrap gap-3 border-t border-slate-200 pt-4">
          {/* A file download: a plain link, not a client-side navigation. */}
          <a href={`/orders/${order.id}/receipt.pdf`} className={buttonClass("primary")} download={`vidyapath-receipt-${order.id}.pdf`}>
            {t("receipts.downloadPdf")}
          </a>
        </div>
      </article>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useI18n();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const heading = notFound ? t("receipts.notFound.title") : t("error.title");
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <title>{`${heading} | ${t("app.name")}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold">{heading}</h1>
      <p className="mt-2 text-slate-700">{notFound ? t("receipts.notFound.text") : t("error.text")}</p>
      <Link to="/dashboard" className={buttonClass("primary", "mt-6")}>
        {t("receipts.notFound.dashboard")}
      </Link>
    </section>
  );
}
