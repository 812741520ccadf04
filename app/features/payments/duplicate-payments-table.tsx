// The admin's view of duplicate payments: what the gateway captured for something already owned, and
// whether its automatic refund went through. Shown on /admin/orders only when there are any.
import { DataTable } from "~/components/ui/data-table";
import { useI18n } from "~/lib/i18n/i18n";
import { formatDateTime } from "~/lib/i18n/dates";
import type { DuplicatePaymentRow } from "./duplicate-payments.server";
import { formatPaise } from "./pricing";

const REASONS = { orderAlreadyPaid: "adminOrders.duplicates.reason.orderAlreadyPaid", productOwned: "adminOrders.duplicates.reason.productOwned" } as const;

export function DuplicatePaymentsTable({ rows }: { rows: DuplicatePaymentRow[] }) {
  const { t, locale } = useI18n();
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="duplicates-h" className="mt-10">
      <h2 id="duplicates-h" className="text-xl font-bold">
        {t("adminOrders.duplicates.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("adminOrders.duplicates.text")}</p>
      <DataTable
        caption={t("adminOrders.duplicates.heading")}
        columns={[t("adminOrders.duplicates.col.payment"), t("adminOrders.col.student"), t("adminOrders.col.amount"), t("adminOrders.duplicates.col.reason"), t("adminOrders.duplicates.col.refund"), t("adminOrders.col.created")].map((label) => ({ label }))}
        minWidthClass="min-w-[48rem]"
        className="mt-3 rounded-2xl border border-slate-200 bg-white"
      >
        {rows.map((d) => (
          <tr key={d.paymentId} className="border-t border-slate-200 align-top">
            <th scope="row" className="px-3 py-2 font-mono text-xs font-normal">
              {d.paymentId}
              <span className="mt-1 block text-slate-600">{d.orderId}</span>
            </th>
            <td className="px-3 py-2 break-all">{d.studentEmail}</td>
            <td className="px-3 py-2 whitespace-nowrap">{formatPaise(d.amountPaise)}</td>
            <td className="px-3 py-2">{d.reason in REASONS ? t(REASONS[d.reason as keyof typeof REASONS]) : d.reason}</td>
            <td className="px-3 py-2">
              <span className={d.status === "refunded" ? "font-semibold text-green-900" : "font-semibold text-amber-900"}>
                {t(d.status === "refunded" ? "adminOrders.duplicates.status.refunded" : "adminOrders.duplicates.status.pending")}
              </span>
              {d.refundId ? <span className="mt-1 block font-mono text-xs">{d.refundId}</span> : null}
              {d.lastError ? <span className="mt-1 block text-xs text-red-800">{d.lastError}</span> : null}
            </td>
            <td className="px-3 py-2 whitespace-nowrap">
              <time dateTime={d.createdAt}>{formatDateTime(d.createdAt, locale)}</time>
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
