// /admin/orders — every order, newest first, 50 a page, filtered by the URL (status, search, dates);
// a full refund with a confirmation step (no JavaScript needed: the first POST answers with the
// confirmation, the second one refunds), and "reconcile now". Admins only.
import { data, Form, Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/orders";
import { Button, ButtonLink } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { DataTable } from "~/components/ui/data-table";
import { Notice } from "~/components/ui/notice";
import { SelectField } from "~/components/ui/select-field";
import { Pager } from "~/components/ui/pager";
import { SubmitButton } from "~/components/ui/submit-button";
import { adminOrderAction, filtersQuery, listOrders, parseOrderFilters, reconcileNow, refundCandidate, refundOrder, type RefundRefusal } from "~/features/payments/admin-orders.server";
import { listDuplicatePayments } from "~/features/payments/duplicate-payments.server";
import { DuplicatePaymentsTable } from "~/features/payments/duplicate-payments-table";
import { ORDER_STATUS_LIST, STATUS_LABELS, StatusBadge } from "~/features/payments/order-history";
import { formatDateTime } from "~/lib/i18n/dates";
import { formatPaise } from "~/features/payments/pricing";
import { parseOrderId } from "~/features/payments/receipts.server";
import { readForm } from "~/lib/forms/read-form.server";
import { useI18n } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/lib/i18n/messages.en";
import { log } from "~/lib/logger.server";
import { pageMeta } from "~/lib/meta";
import { requireAdmin } from "~/features/accounts/session.server";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("adminOrders", "checkout", "courses.notFound", "details.notOnSaleText", "pager", "receipts", "sandbox.notPayable.item.notForSale", "sandbox.notPayable.item.owned", "sandbox.notPayable.notForSale", "sandbox.notPayable.owned")];

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "adminOrders.title", "adminOrders.description"), { name: "robots", content: "noindex" }];

const DONE = ["refunded", "refundPending", "reconciled"] as const;
type Done = (typeof DONE)[number];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const { filters, page } = parseOrderFilters(params);
  const [list, duplicates] = await Promise.all([listOrders(filters, page), listDuplicatePayments()]);
  const done = (DONE as readonly string[]).includes(params.get("done") ?? "") ? (params.get("done") as Done) : null;
  const orderId = parseOrderId(params.get("order") ?? undefined);
  const countParam = params.get("count") ?? "";
  const count = /^\d{1,4}$/.test(countParam) ? Number(countParam) : null;
  const notice = done === "reconciled" && count !== null ? { done, count, orderId: null } : done && done !== "reconciled" && orderId ? { done, count: null, orderId } : null;
  const href = (p: number) => {
    const query = filtersQuery(filters, p);
    return query ? `/admin/orders?${query}` : "/admin/orders";
  };
  const links = { current: href(list.page), previous: list.page > 1 ? href(list.page - 1) : null, next: list.page < list.pageCount ? href(list.page + 1) : null };
  return { ...list, filters, notice, links, duplicates };
}

type ActionData = { error?: MessageKey; confirmRefund?: { id: string; amountPaise: number; studentEmail: string; items: string[] } };

const REFUSALS: Record<RefundRefusal | "gatewayError", { status: number; message: MessageKey }> = {
  notFound: { status: 404, message: "adminOrders.error.notFound" },
  notPaid: { status: 400, message: "adminOrders.error.notPaid" },
  alreadyRequested: { status: 409, message: "adminOrders.error.alreadyRequested" },
  gatewayError: { status: 502, message: "adminOrders.error.gateway" },
};

function formEntries(form: FormData): Record<string, string> | null {
  const out = new Map<string, string>();
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string" || out.has(key)) return null;
    out.set(key, value);
  }
  return Object.fromEntries(out);
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const url = new URL(request.url);
  const { filters, page } = parseOrderFilters(url.searchParams);
  const back = (extra: Record<string, string>) => {
    const query = new URLSearchParams(filtersQuery(filters, page));
    for (const [k, v] of Object.entries(extra)) query.set(k, v);
    return `/admin/orders?${query}`;
  };
  const form = await readForm(request);
  const values = form ? formEntries(form) : null;
  const parsed = values ? adminOrderAction.safeParse(values) : null;
  if (!parsed?.success) return data<ActionData>({ error: "adminOrders.error.badRequest" }, { status: 400 });
  const input = parsed.data;

  if (input.intent === "reconcile") {
    const fulfilled = await reconcileNow(admin.id);
    return redirect(back({ done: "reconciled", count: String(fulfilled) }));
  }
  if (input.intent === "refund") {
    const candidate = await refundCandidate(input.orderId);
    if (!candidate.ok) {
      log.info("admin refund refused", { adminId: admin.id, orderId: parseOrderId(input.orderId), reason: candidate.reason });
      return data<ActionData>({ error: REFUSALS[candidate.reason].message }, { status: REFUSALS[candidate.reason].status });
    }
    return { confirmRefund: { id: candidate.order.id, amountPaise: candidate.order.amountPaise, studentEmail: candidate.order.studentEmail, items: candidate.order.items } } satisfies ActionData;
  }
  const outcome = await refundOrder(input.orderId, admin.id);
  if (!outcome.ok) return data<ActionData>({ error: REFUSALS[outcome.reason].message }, { status: REFUSALS[outcome.reason].status });
  return redirect(back({ done: outcome.status === "refunded" ? "refunded" : "refundPending", order: input.orderId }));
}


export default function AdminOrders({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const location = useLocation();
  const { orders, total, page, pageCount, filters, notice, links, duplicates } = loaderData;
  const result = actionData as ActionData | undefined;
  const confirm = result?.confirmRefund;
  const money = (paise: number) => formatPaise(paise, locale);
  const here = `/admin/orders${location.search}`;
  const filtered = Boolean(filters.status || filters.q || filters.from || filters.to);

  return (
    <>
      <h1 className="text-3xl font-bold">{t("adminOrders.heading")}</h1>
      <p className="mt-2 text-sm">
        <Link to="/admin" className="font-semibold text-brand-700 underline underline-offset-4">
          {t("adminOrders.backToAdmin")}
        </Link>
      </p>

      <div className="mt-4 flex flex-col gap-3" aria-live="polite">
        {notice?.done === "refunded" ? <Notice tone="success">{t("adminOrders.notice.refunded", { id: notice.orderId ?? "" })}</Notice> : null}
        {notice?.done === "refundPending" ? <Notice tone="success">{t("adminOrders.notice.refundPending", { id: notice.orderId ?? "" })}</Notice> : null}
        {notice?.done === "reconciled" ? (
          <Notice tone="success">{notice.count ? t("adminOrders.notice.reconciled", { count: notice.count }) : t("adminOrders.notice.reconciledNone")}</Notice>
        ) : null}
        {result?.error ? <Notice tone="error">{t(result.error)}</Notice> : null}
      </div>

      {confirm ? (
        <section aria-labelledby="confirm-refund-h" className="mt-4 rounded-2xl border-2 border-red-700 bg-white p-4">
          <h2 id="confirm-refund-h" className="text-lg font-bold break-all">
            {t("adminOrders.refund.confirmHeading", { id: confirm.id })}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t("adminOrders.refund.confirmText", { amount: money(confirm.amountPaise), email: confirm.studentEmail, item: confirm.items.join(", ") })}</p>
          <Form method="post" action={here} className="mt-3 flex flex-wrap gap-3">
            <input type="hidden" name="orderId" value={confirm.id} />
            <input type="hidden" name="intent" value="refund-confirmed" />
            <SubmitButton label={t("adminOrders.refund.confirm", { amount: money(confirm.amountPaise) })} pendingLabel={t("adminOrders.refunding")} className="bg-red-700 hover:bg-red-800" />
            <ButtonLink to={links.current} variant="secondary">
              {t("adminOrders.cancel")}
            </ButtonLink>
          </Form>
        </section>
      ) : null}

      <section aria-labelledby="filters-h" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4">
        <h2 id="filters-h" className="text-lg font-semibold">
          {t("adminOrders.filters")}
        </h2>
        <Form method="get" action="/admin/orders" className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField
            label={t("adminOrders.filter.status")}
            name="status"
            id="filter-status"
            defaultValue={filters.status ?? ""}
            options={[{ value: "", label: t("adminOrders.filter.anyStatus") }, ...ORDER_STATUS_LIST.map((s) => ({ value: s, label: t(STATUS_LABELS[s]) }))]}
          />
          <Field label={t("adminOrders.filter.q")} name="q" id="filter-q" type="search" defaultValue={filters.q ?? ""} maxLength={200} hint={t("adminOrders.filter.qHint")} />
          <Field label={t("adminOrders.filter.from")} name="from" id="filter-from" type="date" defaultValue={filters.from ?? ""} />
          <Field label={t("adminOrders.filter.to")} name="to" id="filter-to" type="date" defaultValue={filters.to ?? ""} />
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
            <Button type="submit">{t("adminOrders.filter.apply")}</Button>
            {filtered ? (
              <Link to="/admin/orders" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
                {t("adminOrders.filter.clear")}
              </Link>
            ) : null}
          </div>
        </Form>
      </section>

      <section aria-labelledby="orders-h" className="mt-8">
        <h2 id="orders-h" className="text-xl font-bold">
          {t("adminOrders.list.heading", { count: total })}
        </h2>
        {orders.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">{t("adminOrders.list.empty")}</p>
        ) : (
          <DataTable
            caption={t("adminOrders.list.caption")}
            columns={(["order", "student", "item", "amount", "status", "created", "paid", "actions"] as const).map((col) => ({ label: t(`adminOrders.col.${col}`) }))}
            minWidthClass="min-w-[60rem]"
            className="mt-3 rounded-2xl border border-slate-200 bg-white"
            testId="orders-table-wrapper"
            stickyLastColumn
          >
            {orders.map((o) => (
              <tr key={o.id} className="border-t border-slate-200 align-top" data-order-id={o.id}>
                <th scope="row" className="px-3 py-2 font-medium">
                  <Link to={`/orders/${o.id}`} className="font-mono text-xs text-brand-700 underline underline-offset-4">
                    {o.id}
                  </Link>
                  {o.paymentId ? <span className="mt-1 block font-mono text-xs font-normal text-slate-600">{o.paymentId}</span> : null}
                </th>
                <td className="px-3 py-2 break-all">{o.studentEmail}</td>
                <td className="px-3 py-2">{o.items.join(", ")}</td>
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
                <td className="px-3 py-2">
                  {o.status === "paid" && !o.refundPending ? (
                    <Form method="post" action={here}>
                      <input type="hidden" name="orderId" value={o.id} />
                      <Button type="submit" name="intent" value="refund" variant="secondary" className="px-3 text-red-800">
                        {t("adminOrders.refund")}
                        <span className="sr-only"> {o.id}</span>
                      </Button>
                    </Form>
                  ) : null}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
        {pageCount > 1 ? (
          <Pager label={t("adminOrders.pagination")} page={page} pageCount={pageCount} previousHref={links.previous} nextHref={links.next} />
        ) : null}
      </section>

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
