// /admin/audit — the audit trail: every role change, two-step reset, refund, reconcile and course
// creation, publishing and deletion, newest first, 50 a page, filterable by action. Read-only.
import { Form, Link } from "react-router";
import type { Route } from "./+types/audit";
import { Button } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { Pager } from "~/components/ui/pager";
import { SelectField } from "~/components/ui/select-field";
import { AUDIT_ACTIONS, listAudit, parseAuditFilters } from "~/features/admin/audit.server";
import { formatDateTime } from "~/lib/i18n/dates";
import { useI18n } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/meta";
import { requireAdmin } from "~/features/accounts/session.server";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("adminAudit", "adminOrders.backToAdmin", "pager")];

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "adminAudit.title", "adminAudit.description"), { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { action, page } = parseAuditFilters(new URL(request.url).searchParams);
  const list = await listAudit(action, page);
  const href = (p: number) => {
    const q = new URLSearchParams();
    if (action) q.set("action", action);
    if (p > 1) q.set("page", String(p));
    return q.size ? `/admin/audit?${q}` : "/admin/audit";
  };
  // The list of actions comes from the loader: importing the schema here would ship it to the browser.
  return { ...list, action, actions: AUDIT_ACTIONS, links: { previous: list.page > 1 ? href(list.page - 1) : null, next: list.page < list.pageCount ? href(list.page + 1) : null } };
}


export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { entries, total, page, pageCount, action, actions, links } = loaderData;
  const targetHref = (type: string, id: string) => (type === "order" ? `/orders/${id}` : type === "course" ? `/admin/courses/${id}` : null);
  return (
    <>
      <h1 className="text-3xl font-bold">{t("adminAudit.heading")}</h1>
      <p className="mt-2 text-sm">
        <Link to="/admin" className="font-semibold text-brand-700 underline underline-offset-4">
          {t("adminOrders.backToAdmin")}
        </Link>
      </p>
      <p className="mt-4 text-slate-700">{t("adminAudit.intro")}</p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <SelectField
          label={t("adminAudit.filter")}
          name="action"
          id="audit-action"
          defaultValue={action ?? ""}
          options={[{ value: "", label: t("adminAudit.anyAction") }, ...actions.map((a) => ({ value: a, label: t(`adminAudit.action.${a}`) }))]}
        />
        <Button type="submit">{t("adminAudit.apply")}</Button>
      </Form>
      <section aria-labelledby="audit-h" className="mt-6">
        <h2 id="audit-h" className="text-xl font-bold">
          {t("adminAudit.count", { count: total })}
        </h2>
        {entries.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">{t("adminAudit.empty")}</p>
        ) : (
          <DataTable
            caption={t("adminAudit.caption")}
            columns={(["when", "who", "what", "target"] as const).map((col) => ({ label: t(`adminAudit.col.${col}`) }))}
            minWidthClass="min-w-[44rem]"
            className="mt-3 rounded-2xl border border-slate-200 bg-white"
          >
            {entries.map((e) => {
              const href = targetHref(e.targetType, e.targetId);
              const label = e.targetLabel || e.targetId;
              return (
                <tr key={e.id} className="border-t border-slate-200 align-top">
                  <td className="px-3 py-2 whitespace-nowrap">
                    <time dateTime={e.at}>{formatDateTime(e.at, locale)}</time>
                  </td>
                  <td className="px-3 py-2 break-all">{e.actorEmail || "—"}</td>
                  <th scope="row" className="px-3 py-2 font-medium">
                    {t(`adminAudit.action.${e.action}`)}
                  </th>
                  <td className="px-3 py-2 break-all">
                    {href ? (
                      <Link to={href} className="text-brand-700 underline underline-offset-4">
                        {label}
                      </Link>
                    ) : e.targetType === "orders" ? (
                      t("adminAudit.fulfilled", { count: Number(e.details.fulfilled ?? 0) })
                    ) : (
                      label
                    )}
                  </td>
                </tr>
              );
            })}
          </DataTable>
        )}
        {pageCount > 1 ? (
          <Pager label={t("adminAudit.pagination")} page={page} pageCount={pageCount} previousHref={links.previous} nextHref={links.next} />
        ) : null}
      </section>
    </>
  );
}
