// The student's "My orders" on the dashboard, and the small presentation helpers the receipt and the
// admin order list share (status badge, dates in India's time zone).
import { Link } from "react-router";
import type { ORDER_STATUSES } from "../../../db/schema";
import { useI18n } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/lib/i18n/messages.en";
import { formatDate } from "~/lib/i18n/dates";
import { formatPaise } from "./pricing";
import { productTypeLabel } from "./product-types";

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** One row of a student's order history (dates as ISO strings). */
export type OrderSummary = { id: string; status: OrderStatus; amountPaise: number; createdAt: string; paidAt: string | null; items: { type: string; name: string }[] };

export const STATUS_LABELS: Record<OrderStatus, MessageKey> = {
  created: "receipts.status.created",
  attempted: "receipts.status.attempted",
  paid: "receipts.status.paid",
  failed: "receipts.status.failed",
  refunded: "receipts.status.refunded",
  cancelled: "receipts.status.cancelled",
};

/** Every status, in the order an order moves through them (for the admin's filter). */
export const ORDER_STATUS_LIST = Object.keys(STATUS_LABELS) as OrderStatus[];

const STATUS_TONES: Record<OrderStatus, string> = {
  created: "bg-slate-200 text-slate-800",
  attempted: "bg-slate-200 text-slate-800",
  paid: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
  refunded: "bg-amber-100 text-amber-900",
  cancelled: "bg-slate-200 text-slate-800",
};

export function StatusBadge({ status, className = "" }: { status: OrderStatus; className?: string }) {
  const { t } = useI18n();
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_TONES[status]} ${className}`}>{t(STATUS_LABELS[status])}</span>;
}

export function OrderHistory({ orders }: { orders: OrderSummary[] }) {
  const { t, locale } = useI18n();
  return (
    <section aria-labelledby="orders-h" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6" data-testid="order-history">
      <h2 id="orders-h" className="text-lg font-semibold">
        {t("receipts.history.heading")}
      </h2>
      {orders.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("receipts.history.empty")}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {orders.map((o) => {
            const item = o.items.map((i) => i.name).join(", ") || t("receipts.history.unnamedItem");
            const types = [...new Set(o.items.map((i) => productTypeLabel(i.type)).filter((k) => k !== null))].map((k) => t(k)).join(", ");
            const date = formatDate(o.paidAt ?? o.createdAt, locale);
            const paid = o.status === "paid" || o.status === "refunded";
            return (
              <li key={o.id} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  {types ? <p className="text-xs text-slate-600">{types}</p> : null}
                  <p className="font-semibold break-words">{item}</p>
                  <p className="mt-1 text-sm text-slate-700">
                    <time dateTime={o.paidAt ?? o.createdAt}>{date}</time> · {formatPaise(o.amountPaise, locale)}
                  </p>
                </div>
                <div className="flex shrink-0 flex-wrap items-center gap-3">
                  <StatusBadge status={o.status} />
                  <Link to={`/orders/${o.id}`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
                    {paid ? t("receipts.history.viewReceipt") : t("receipts.history.viewOrder")}
                    <span className="sr-only">
                      {" "}
                      — {item}, {date}
                    </span>
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
