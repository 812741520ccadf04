// /admin/counseling — the counseling queue on the admin kit (decision 026, 038): search by name,
// e-mail or phone; filter by status, counsellor (or unassigned) and session date (IST); sort; 25 a
// page. Each request opens its page, where it is assigned, scheduled, noted, completed or cancelled.
// Admins only: the contact details are shown here and nowhere else but to the assigned counsellor.
import { Link } from "react-router";
import type { Route } from "./+types/counseling";
import { AdminList, ListSearch, RowActions } from "~/components/ui/admin-list";
import { AdminPageHeader } from "~/components/ui/admin-page";
import { ButtonLink } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { SelectField } from "~/components/ui/select-field";
import { requireAdmin } from "~/features/accounts/session.server";
import { activeCounselors } from "~/features/counseling/counselors.server";
import { IST_DATE } from "~/features/counseling/ist";
import { COUNSELING_QUEUE_LIST, listQueue, type QueueFilters } from "~/features/counseling/queue.server";
import { COUNSELING_STATUS_LIST } from "~/features/counseling/statuses";
import { formatIndianMobile } from "~/features/counseling/limits";
import { StatusBadge } from "~/features/counseling/session-text";
import { formatDate, formatDateTime } from "~/lib/i18n/dates";
import { useI18n } from "~/lib/i18n/i18n";
import { plural } from "~/lib/i18n/plural";
import { routeMessages } from "~/lib/i18n/route-messages.server";
import { listState } from "~/lib/lists/list-query";
import { parseListQuery } from "~/lib/lists/list-query.server";
import { pageMeta } from "~/lib/meta";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("admin.list.clear", "admin.list.sortAsc", "admin.list.sortDesc", "adminCounseling", "adminCounselors.error.already", "adminCounselors.error.noAccount", "adminCounselors.notFound", "counseling.counselorTbd", "counseling.error.sameSlot", "counseling.slotLabel", "counselingStatus", "pager")];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "adminCounseling.title", "adminCounseling.description");

const PATH = "/admin/counseling";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const query = parseListQuery(params, COUNSELING_QUEUE_LIST);
  const counselors = await activeCounselors();
  // Unknown values are ignored (the kit's rule: a hand-edited URL still shows a list).
  const rawStatus = params.get("status") ?? "";
  const rawCounselor = params.get("counselor") ?? "";
  const rawDay = params.get("day") ?? "";
  const filters: QueueFilters = {
    status: (COUNSELING_STATUS_LIST as readonly string[]).includes(rawStatus) ? (rawStatus as QueueFilters["status"]) : undefined,
    counselor: rawCounselor === "none" || counselors.some((c) => c.id === rawCounselor) ? rawCounselor : undefined,
    day: IST_DATE.test(rawDay) ? rawDay : undefined,
  };
  const page = await listQueue(query, filters);
  return { rows: page.rows, counselors, list: listState(PATH, COUNSELING_QUEUE_LIST, query, { status: filters.status, counselor: filters.counselor, day: filters.day }, page) };
}

export default function AdminCounseling({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { rows, list, counselors } = loaderData;
  const heading = t(plural(locale, list.total, { one: "adminCounseling.list.heading.one", other: "adminCounseling.list.heading.other" }), { count: list.total });
  const filtered = Boolean(list.query.q || list.filters?.status || list.filters?.counselor || list.filters?.day);
  return (
    <>
      <AdminPageHeader title={t("adminCounseling.heading")} backTo="/admin" backLabel={t("adminCounseling.back")} action={<ButtonLink to="/admin/counselors" variant="secondary">{t("adminCounseling.counselorsLink")}</ButtonLink>} />
      <ListSearch list={list} heading={t("adminCounseling.search.heading")} label={t("adminCounseling.search.label")} submitLabel={t("adminCounseling.search.submit")} wide={false} id="queue-q">
        <SelectField
          label={t("adminCounseling.filter.status")}
          name="status"
          id="status-filter"
          defaultValue={list.filters?.status ?? ""}
          options={[{ value: "", label: t("adminCounseling.filter.anyStatus") }, ...COUNSELING_STATUS_LIST.map((s) => ({ value: s, label: t(`counselingStatus.${s}`) }))]}
        />
        <SelectField
          label={t("adminCounseling.filter.counselor")}
          name="counselor"
          id="counselor-filter"
          defaultValue={list.filters?.counselor ?? ""}
          options={[{ value: "", label: t("adminCounseling.filter.anyCounselor") }, { value: "none", label: t("adminCounseling.filter.unassigned") }, ...counselors.map((c) => ({ value: c.id, label: c.name }))]}
        />
        <Field label={t("adminCounseling.filter.day")} name="day" id="day-filter" type="date" defaultValue={list.filters?.day ?? ""} />
      </ListSearch>
      <AdminList
        list={list}
        heading={heading}
        headingId="queue-heading"
        caption={t("adminCounseling.list.caption")}
        columns={[
          { label: t("adminCounseling.col.name"), sort: "name", className: "max-lg:w-32" },
          { label: t("adminCounseling.col.status"), sort: "status" },
          { label: t("adminCounseling.col.when"), sort: "when", firstDir: "asc" },
          { label: t("adminCounseling.col.counselor") },
          { label: t("adminCounseling.col.contact") },
          { label: t("adminCounseling.col.created"), sort: "created", firstDir: "desc" },
          { label: t("adminCounseling.col.actions") },
        ]}
        empty={filtered ? t("adminCounseling.list.noMatch") : t("adminCounseling.list.empty")}
        pagerLabel={t("adminCounseling.pagination")}
        testId="queue-table-wrapper"
        minWidthClass="min-w-[60rem]"
        rowCount={rows.length}
      >
        {rows.map((r) => (
          <tr key={r.id} className="border-t border-slate-200 align-top" data-request-id={r.id}>
            <th scope="row" className="px-3 py-2 font-medium break-words">
              <Link to={`/admin/counseling/${r.id}`} className="text-brand-700 underline underline-offset-4">
                {r.name || `#${r.id}`}
              </Link>
            </th>
            <td className="px-3 py-2">
              <StatusBadge status={r.status} />
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{r.startsAt ? formatDateTime(r.startsAt, locale) : t("adminCounseling.none")}</td>
            <td className="px-3 py-2">{r.counselorName ?? t("adminCounseling.none")}</td>
            <td className="px-3 py-2 text-sm break-all">
              {r.phone ? <span className="block whitespace-nowrap">{formatIndianMobile(r.phone)}</span> : null}
              {r.email ? <span className="block">{r.email}</span> : null}
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{formatDate(r.createdAt, locale)}</td>
            <RowActions>
              <ButtonLink to={`/admin/counseling/${r.id}`} variant="secondary" className="px-3">
                {t("adminCounseling.open")}
                <span className="sr-only"> {r.name || `#${r.id}`}</span>
              </ButtonLink>
            </RowActions>
          </tr>
        ))}
      </AdminList>
    </>
  );
}
