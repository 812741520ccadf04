// /admin/orders — every order, newest first, 50 a page, filtered by the URL (status, search, dates);
// a full refund with a confirmation step (no JavaScript needed: the first POST answers with the
// confirmation, the second one refunds), and "reconcile now". Admins only.
import { Form, Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/orders";
import { AdminList, ListSearch, RowAction, RowActions } from "~/components/ui/admin-list";
import { AdminPageHeader, FailureNotice, splitActionData } from "~/components/ui/admin-page";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { Field } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { ADMIN_ORDER_LIST, adminOrderAction, filterParams, listOrders, parseOrderListQuery, reconcileNow, refundCandidate, refundError, refundOrder } from "~/features/payments/admin-orders.server";
import { listDuplicatePayments } from "~/features/payments/duplicate-payments.server";
import { DuplicatePaymentsTable } from "~/features/payments/duplicate-payments-table";
import { ORDER_STATUS_LIST, STATUS_LABELS, StatusBadge } from "~/features/payments/order-history";
import { formatDateTime } from "~/lib/i18n/dates";
import { formatPaise } from "~/features/payments/pricing";
import { parseOrderId } from "~/features/payments/receipts.server";
import { type ActionFailure, invalidInput, runAction } from "~/lib/errors/http-errors.server";
import { parseForm } from "~/lib/forms/parse-input.server";
import { useI18n } from "~/lib/i18n/i18n";
import { listHref, listState, withParams } from "~/lib/lists/list-query";
import { log } from "~/lib/logger.server";
import { pageMeta } from "~/lib/meta";
import { requireAdmin } from "~/features/accounts/session.server";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("admin", "adminOrders", "checkout.api.amountMismatch", "checkout.api.gatewayUnavailable", "checkout.api.notForSale", "checkout.owned", "courses.notFound", "details.notOnSaleText", "pager", "receipts")];

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "adminOrders.title", "adminOrders.description"), { name: "robots", content: "noindex" }];

const DONE = ["refunded", "refundPending", "reconciled"] as const;
type Done = (typeof DONE)[number];
const PATH = "/admin/orders";

function ordersList(params: URLSearchParams) {
  const { query, filters } = parseOrderListQuery(params);
  return { list: listState(PATH, ADMIN_ORDER_LIST, query, filterParams(filters)) };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const { filters, query } = parseOrderListQuery(params);
  const [page, duplicates] = await Promise.all([listOrders(filters, query), listDuplicatePayments()]);
  const done = (DONE as readonly string[]).includes(params.get("done") ?? "") ? (params.get("done") as Done) : null;
  const orderId = parseOrderId(params.get("order") ?? undefined);
  const countParam = params.get("count") ?? "";
  const count = /^\d{1,4}$/.test(countParam) ? Number(countParam) : null;
  const notice = done === "reconciled" && count !== null ? { done, count, orderId: null } : done && done !== "reconciled" && orderId ? { done, count: null, orderId } : null;
  return { orders: page.rows, list: listState(PATH, ADMIN_ORDER_LIST, query, filterParams(filters), page), filters, notice, duplicates };
}

type Confirm = { confirmRefund: { id: string; amountPaise: number; studentEmail: string; items: string[] } };

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const { list } = ordersList(new URL(request.url).searchParams);
  const back = (extra: Record<string, string>) => withParams(listHref(PATH, list, list.query, list.filters), extra);
  const parsed = await parseForm(request, adminOrderAction, { unique: true, errors: () => ({ form: "adminOrders.error.badRequest" }) });
  if (!parsed.ok) return invalidInput(parsed);
  const input = parsed.data;
  return runAction(async () => {
    if (input.intent === "reconcile") {
      const fulfilled = await reconcileNow(admin.id);
      return redirect(back({ done: "reconciled", count: String(fulfilled) }));
    }
    if (input.intent === "refund") {
      const candidate = await refundCandidate(input.orderId);
      if (!candidate.ok) {
        log.info("admin refund refused", { adminId: admin.id, orderId: parseOrderId(input.orderId), reason: candidate.reason });
        throw refundError(candidate.reason);
      }
      const { id, amountPaise, studentEmail, items } = candidate.order;
      return { confirmRefund: { id, amountPaise, studentEmail, items } } satisfies Confirm;
    }
    const outcome = await refundOrder(input.orderId, admin.id);
    if (!outcome.ok) throw refundError(outcome.reason);
    return redirect(back({ done: outcome.status === "refunded" ? "refunded" : "refundPending", order: input.orderId }));
  });
}

export default function AdminOrders({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const location = useLocation();
  const { orders, list, filters, notice, duplicates } = loaderData;
  const { failure, ok } = splitActionData(actionData as Confirm | ActionFailure | undefined);
  const confirm = ok?.confirmRefund;
  const money = (paise: number) => formatPaise(paise, locale);
  const here = `${PATH}${location.search}`;

  return (
    <>
      <AdminPageHeader
        title={t("adminOrders.heading")}
        backTo="/admin"
        backLabel={t("adminOrders.backToAdmin")}
        notices={
          <>
            {notice?.done === "refunded" ? <Notice tone="success">{t("adminOrders.notice.refunded", { id: notice.orderId ?? "" })}</Notice> : null}
            {notice?.done === "refundPending" ? <Notice tone="success">{t("adminOrders.notice.refundPending", { id: notice.orderId ?? "" })}</Notice> : null}
            {notice?.done === "reconciled" ? (
              <Notice tone="success">{notice.count ? t("adminOrders.notice.reconciled", { count: notice.count }) : t("adminOrders.notice.reconciledNone")}</Notice>
            ) : null}
            <FailureNotice failure={failure} />
          </>
        }
      />

      {confirm ? (
        <ConfirmPanel
          id="confirm-refund-h"
          heading={t("adminOrders.refund.confirmHeading", { id: confirm.id })}
          text={t("adminOrders.refund.confirmText", { amount: money(confirm.amountPaise), email: confirm.studentEmail, item: confirm.items.join(", ") })}
          action={here}
          fields={{ orderId: confirm.id, intent: "refund-confirmed" }}
          confirmLabel={t("adminOrders.refund.confirm", { amount: money(confirm.amountPaise) })}
          pendingLabel={t("adminOrders.refunding")}
          cancelHref={listHref(PATH, list, list.query, list.filters)}
          cancelLabel={t("adminOrders.cancel")}
        />
      ) : null}

      <ListSearch list={list} heading={t("adminOrders.filters")} label={t("adminOrders.filter.q")} hint={t("adminOrders.filter.qHint")} submitLabel={t("adminOrders.filter.apply")} clearLabel={t("adminOrders.filter.clear")} id="filter-q" wide={false}>
        <SelectField
          label={t("adminOrders.filter.status")}
          name="status"
          id="filter-status"
          defaultValue={filters.status ?? ""}
          options={[{ value: "", label: t("adminOrders.filter.anyStatus") }, ...ORDER_STATUS_LIST.map((s) => ({ value: s, label: t(STATUS_LABELS[s]) }))]}
        />
        <Field label={t("adminOrders.filter.from")} name="from" id="filter-from" type="date" defaultValue={filters.from ?? ""} />
        <Field label={t("adminOrders.filter.to")} name="to" id="filter-to" type="date" defaultValue={filters.to ?? ""} />
      </ListSearch>

      <AdminList
        list={list}
        heading={t("adminOrders.list.heading", { count: list.total })}
        headingId="orders-h"
        caption={t("adminOrders.list.caption")}
        columns={[
          { label: t("adminOrders.col.order") },
          { label: t("adminOrders.col.student") },
          { label: t("adminOrders.col.item") },
          { label: t("adminOrders.col.amount"), sort: "amount", firstDir: "desc" },
          { label: t("adminOrders.col.status"), sort: "status" },
          { label: t("adminOrders.col.created"), sort: "created", firstDir: "desc" },
          { label: t("adminOrders.col.paid"), sort: "paid", firstDir: "desc" },
          { label: t("adminOrders.col.actions") },
        ]}
        empty={t("adminOrders.list.empty")}
        pagerLabel={t("adminOrders.pagination")}
        minWidthClass="min-w-[60rem]"
        testId="orders-table-wrapper"
        rowCount={orders.length}
      >
        {orders.map((o) => (
          <tr key={o.id} className="border-t border-slate-200 align-top" data-order-id={o.id}>
            <th scope="row" className="px-3 py-2 font-medium">
              <Link to={`/orders/${o.id}`} className="font-mono text-xs text-brand-700 underline underline-offset-4">
                {o.id}
              </Link>
              {o.paymentId ? <span className="mt-1 block font-mono text-xs font-normal text-slate-600">{o.paymentId}</span> : null}
            </th>
            <td className="min-w-48 px-3 py-2 break-all">{o.studentEmail}</td>
            <td className="min-w-40 px-3 py-2">{o.items.join(", ")}</td>
            <td className="px-3 py-2 whitespace-nowrap">
              {money(o.amountPaise)}
              {o.gateway === "sandbox" ? <span className="ml-1 text-xs text-slate-600">({t("adminOrders.test")})</span> : null}
            </td>
            <td className="px-3 py-2">
              <StatusBadge status={o.status} />
              {o.refundPending ? <span className="mt-1 block text-xs font-semibold text-amber-900">{t("receipts.status.refundRequested")}</span> : null}
            </td>
            <td className="px-3 py-2 whitespace-nowrap">
              <time dateTime={o.createdAt}>{formatDateTime(o.createdAt, locale)}</time>
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{o.paidAt ? <time dateTime={o.paidAt}>{formatDateTime(o.paidAt, locale)}</time> : "—"}</td>
            <RowActions>
              {o.status === "paid" && !o.refundPending ? (
                <RowAction action={here} fields={{ orderId: o.id, intent: "refund" }} label={t("adminOrders.refund")} rowName={o.id} danger />
              ) : null}
            </RowActions>
          </tr>
        ))}
      </AdminList>

      <DuplicatePaymentsTable rows={duplicates} />

      <section aria-labelledby="reconcile-h" className="mt-10 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="reconcile-h" className="text-xl font-bold">
          {t("adminOrders.reconcile.heading")}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t("adminOrders.reconcile.text")}</p>
        <Form method="post" action={here} className="mt-3">
          <input type="hidden" name="intent" value="reconcile" />
          <SubmitButton label={t("adminOrders.reconcile.submit")} pendingLabel={t("adminOrders.reconcile.running")} variant="secondary" />
        </Form>
      </section>
    </>
  );
}
