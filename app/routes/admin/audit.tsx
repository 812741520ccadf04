// /admin/audit — the audit trail: every role change, two-step reset, refund, reconcile and course
// creation, publishing and deletion, newest first, 50 a page, searchable by admin or target and
// filterable by action (the admin kit: components/ui/admin-list.tsx). Read-only.
import { Link } from "react-router";
import type { Route } from "./+types/audit";
import { AdminList, ListSearch } from "~/components/ui/admin-list";
import { listState } from "~/lib/lists/list-query";
import { AdminPageHeader } from "~/components/ui/admin-page";
import { SelectField } from "~/components/ui/select-field";
import { ADMIN_AUDIT_LIST, AUDIT_ACTIONS, listAudit, parseAuditListQuery } from "~/features/admin/audit.server";
import { formatDateTime } from "~/lib/i18n/dates";
import { useI18n } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/meta";
import { requireAdmin } from "~/features/accounts/session.server";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("admin.audit.search.hint", "admin.audit.search.label", "admin.list.clear", "admin.list.sortAsc", "admin.list.sortDesc", "adminAudit", "adminOrders.backToAdmin", "pager")];

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "adminAudit.title", "adminAudit.description"), { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { query, action } = parseAuditListQuery(new URL(request.url).searchParams);
  const page = await listAudit(action, query);
  const list = listState("/admin/audit", ADMIN_AUDIT_LIST, query, { action }, page);
  // The list of actions comes from the loader: importing the schema here would ship it to the browser.
  return { entries: page.rows, list, action, actions: AUDIT_ACTIONS };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { entries, list, action, actions } = loaderData;
  const targetHref = (type: string, id: string) => (type === "order" ? `/orders/${id}` : type === "course" ? `/admin/courses/${id}` : type === "resource" ? `/admin/resources/${id}` : type === "blog" ? `/admin/blogs/${id}` : type === "quiz" ? `/admin/quizzes/${id}` : null);
  return (
    <>
      <AdminPageHeader title={t("adminAudit.heading")} backTo="/admin" backLabel={t("adminOrders.backToAdmin")} />
      <p className="text-slate-700">{t("adminAudit.intro")}</p>
      <ListSearch list={list} label={t("admin.audit.search.label")} hint={t("admin.audit.search.hint")} submitLabel={t("adminAudit.apply")} id="audit-q">
        <SelectField
          label={t("adminAudit.filter")}
          name="action"
          id="audit-action"
          defaultValue={action ?? ""}
          options={[{ value: "", label: t("adminAudit.anyAction") }, ...actions.map((a) => ({ value: a, label: t(`adminAudit.action.${a}`) }))]}
        />
      </ListSearch>
      <AdminList
        list={list}
        heading={t("adminAudit.count", { count: list.total })}
        headingId="audit-h"
        caption={t("adminAudit.caption")}
        columns={[
          // What happened first (the row's header): on a phone it is on screen; who and when scroll.
          { label: t("adminAudit.col.what"), sort: "action", className: "max-lg:w-36" },
          { label: t("adminAudit.col.when"), sort: "at", firstDir: "desc" },
          { label: t("adminAudit.col.who") },
          { label: t("adminAudit.col.target") },
        ]}
        empty={t("adminAudit.empty")}
        pagerLabel={t("adminAudit.pagination")}
        rowCount={entries.length}
        pinActions={false}
      >
        {entries.map((e) => {
          const href = targetHref(e.targetType, e.targetId);
          const label = e.targetLabel || e.targetId;
          return (
            <tr key={e.id} className="border-t border-slate-200 align-top">
              <th scope="row" className="px-3 py-2 font-medium">
                {t(`adminAudit.action.${e.action}`)}
              </th>
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={e.at}>{formatDateTime(e.at, locale)}</time>
              </td>
              <td className="px-3 py-2 break-all">{e.actorEmail || "—"}</td>
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
      </AdminList>
    </>
  );
}
