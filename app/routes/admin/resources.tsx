// /admin/resources — every study resource, published or not, 25 a page: search by title, filter by
// kind, sort by a column (the admin kit), publish/unpublish, delete after a confirmation (an item
// somebody owns is unpublished instead), and the spec's quick add (title + link). Admins only; the
// rules live in features/resources/admin-resources.server.ts (decision 034).
import { Form, Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/resources";
import { parseResourceId } from "~/features/resources/resource-access.server";
import { AdminList, ListSearch, RowAction, RowActions } from "~/components/ui/admin-list";
import { AdminPageHeader } from "~/components/ui/admin-page";
import { ButtonLink } from "~/components/ui/button";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { Field } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { requireAdmin } from "~/features/accounts/session.server";
import { isHttpsLink, quickAddErrors, RESOURCE_LIMITS, resourceListAction } from "~/features/resources/admin-resource-schemas";
import { ADMIN_RESOURCE_LIST, deleteResource, getResourceForEdit, isResourceKind, listAdminResources, quickAddResource, resourceTitle, setResourcePublished } from "~/features/resources/admin-resources.server";
import { RESOURCE_KINDS } from "~/features/resources/resource-types";
import { invalidField, notFound } from "~/lib/errors/domain-error";
import { type ActionFailure, actionFailure, invalidInput, runAction } from "~/lib/errors/http-errors.server";
import { parseForm } from "~/lib/forms/parse-input.server";
import { useI18n } from "~/lib/i18n/i18n";
import { plural } from "~/lib/i18n/plural";
import { routeMessages } from "~/lib/i18n/route-messages.server";
import { listHref, listState, withParams } from "~/lib/lists/list-query";
import { parseListQuery } from "~/lib/lists/list-query.server";
import { pageMeta } from "~/lib/meta";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("admin.list.clear", "admin.list.sortAsc", "admin.list.sortDesc", "adminResources", "pager", "resources")];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "adminResources.title", "adminResources.description");

const PATH = "/admin/resources";
// What a redirect after a change reports (?done=…&id=…): only these, never text from the URL.
const DONE = ["added", "published", "unpublished", "deleted", "kept"] as const;
type Done = (typeof DONE)[number];

function listFrom(params: URLSearchParams) {
  const query = parseListQuery(params, ADMIN_RESOURCE_LIST);
  const rawKind = params.get("kind");
  const kind = isResourceKind(rawKind) ? rawKind : undefined;
  return { query, kind };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const { query, kind } = listFrom(params);
  const page = await listAdminResources(query, { kind });
  const done = (DONE as readonly string[]).includes(params.get("done") ?? "") ? (params.get("done") as Done) : null;
  const id = parseResourceId(params.get("id") ?? undefined);
  let notice: { done: Done; id: number | null; name: string; owners: number } | null = null;
  if (done === "deleted") notice = { done, id: null, name: "", owners: 0 };
  else if (done && id) {
    const item = done === "kept" ? await getResourceForEdit(id) : null;
    const name = item?.title ?? (await resourceTitle(id));
    if (name !== null) notice = { done, id, name, owners: item?.owners ?? 0 };
  }
  return { rows: page.rows, list: listState(PATH, ADMIN_RESOURCE_LIST, query, { kind }, page), notice, limits: { title: RESOURCE_LIMITS.title, url: RESOURCE_LIMITS.url } };
}

type ActionData = { confirmDelete: { id: number; name: string; owners: number } } | ActionFailure;

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const parsed = await parseForm(request, resourceListAction, { unique: true, errors: quickAddErrors });
  if (!parsed.ok) return invalidInput(parsed);
  const input = parsed.data;
  const { query, kind } = listFrom(new URL(request.url).searchParams);
  const back = (extra: Record<string, string>) => withParams(listHref(PATH, ADMIN_RESOURCE_LIST, query, { kind }), extra);
  if (input.intent === "quick-add") {
    if (!isHttpsLink(input.link)) return actionFailure(invalidField("link", "adminResources.error.link"), parsed.values);
    const { id } = await quickAddResource({ title: input.title, link: input.link }, admin.id);
    return redirect(back({ done: "added", id: String(id) }));
  }
  return runAction(async () => {
    const id = input.resourceId;
    if (input.intent === "delete") {
      // The confirmation step: nothing changes until intent=delete-confirmed.
      const item = await getResourceForEdit(id);
      if (!item) throw notFound("adminResources.notFound");
      return { confirmDelete: { id, name: item.title, owners: item.owners } };
    }
    if (input.intent === "delete-confirmed") {
      const outcome = await deleteResource(id, admin.id);
      return redirect(outcome.status === "deleted" ? back({ done: "deleted" }) : back({ done: "kept", id: String(id) }));
    }
    await setResourcePublished(id, input.intent === "publish", admin.id);
    return redirect(back({ done: `${input.intent}ed`, id: String(id) }));
  }, parsed.values);
}

export default function AdminResources({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const location = useLocation();
  const counted = (key: "adminResources.list.heading" | "adminResources.delete.confirmOwned" | "adminResources.notice.keptOwned", count: number, vars: Record<string, string> = {}) =>
    t(plural(locale, count, { one: `${key}.one`, other: `${key}.other` }), { ...vars, count });
  const { rows, list, notice, limits } = loaderData;
  const result = actionData as ActionData | undefined;
  const failure = result && "ok" in result ? result : undefined;
  const confirm = result && "confirmDelete" in result ? result.confirmDelete : undefined;
  const quick = failure?.values.intent === "quick-add" ? failure : undefined;
  const quickForm = quick ? (quick.formError?.key ?? quick.errors.form) : undefined;
  // The row buttons' refusals (publishing an item without its PDF, a vanished item) have no field to sit beside.
  const otherError = failure && !quick ? (failure.formError?.key ?? Object.values(failure.errors).find(Boolean)) : undefined;
  const here = `${PATH}${location.search}`;
  const back = listHref(PATH, list, list.query, list.filters);
  const kindName = (kind: string) => t(`resources.kind.${kind}` as "resources.kind.books");
  return (
    <>
      <AdminPageHeader
        title={t("adminResources.heading")}
        backTo="/admin"
        backLabel={t("adminResources.backToAdmin")}
        action={<ButtonLink to="/admin/resources/new">{t("adminResources.new")}</ButtonLink>}
        notices={
          <>
            {notice?.done === "added" ? (
              <Notice tone="success">
                {t("adminResources.notice.added", { name: notice.name })}{" "}
                <Link to={`/admin/resources/${notice.id}`} className="font-semibold underline underline-offset-4">
                  {t("adminResources.notice.addedLink")}
                </Link>
              </Notice>
            ) : null}
            {notice?.done === "published" ? <Notice tone="success">{t("adminResources.notice.published", { name: notice.name })}</Notice> : null}
            {notice?.done === "unpublished" ? <Notice tone="success">{t("adminResources.notice.unpublished", { name: notice.name })}</Notice> : null}
            {notice?.done === "deleted" ? <Notice tone="success">{t("adminResources.notice.deleted")}</Notice> : null}
            {notice?.done === "kept" ? <Notice tone="success">{counted("adminResources.notice.keptOwned", notice.owners, { name: notice.name })}</Notice> : null}
            {otherError ? <Notice tone="error">{t(otherError, failure?.formError?.vars)}</Notice> : null}
          </>
        }
      />

      {confirm ? (
        <ConfirmPanel
          id="confirm-delete-heading"
          heading={t("adminResources.delete.confirmHeading", { name: confirm.name })}
          text={confirm.owners > 0 ? counted("adminResources.delete.confirmOwned", confirm.owners) : t("adminResources.delete.confirmText")}
          action={here}
          fields={{ intent: "delete-confirmed", resourceId: confirm.id }}
          confirmLabel={confirm.owners > 0 ? t("adminResources.delete.confirmUnpublish") : t("adminResources.delete.confirm")}
          pendingLabel={t("adminResources.saving")}
          cancelHref={back}
          cancelLabel={t("adminResources.cancel")}
          tone={confirm.owners > 0 ? "warning" : "danger"}
        />
      ) : null}

      <ListSearch list={list} heading={t("adminResources.search.heading")} label={t("adminResources.search.label")} submitLabel={t("adminResources.search.submit")} wide={false} id="resources-q">
        <SelectField
          label={t("adminResources.filter.kind")}
          name="kind"
          id="kind-filter"
          defaultValue={list.filters?.kind ?? ""}
          options={[{ value: "", label: t("adminResources.filter.anyKind") }, ...RESOURCE_KINDS.map((k) => ({ value: k, label: kindName(k) }))]}
        />
      </ListSearch>

      <AdminList
        list={list}
        heading={counted("adminResources.list.heading", list.total)}
        headingId="all-resources-heading"
        caption={t("adminResources.list.caption")}
        columns={[
          { label: t("adminResources.col.title"), sort: "title" },
          { label: t("adminResources.col.kind"), sort: "kind" },
          { label: t("adminResources.col.class"), sort: "class" },
          { label: t("adminResources.col.subject"), sort: "subject" },
          { label: t("adminResources.col.price"), sort: "price", firstDir: "desc" },
          { label: t("adminResources.col.status"), sort: "status", firstDir: "desc" },
          { label: t("adminResources.col.owners") },
          { label: t("adminResources.col.actions") },
        ]}
        empty={list.query.q || list.filters?.kind ? t("adminResources.list.noMatch") : t("adminResources.list.empty")}
        pagerLabel={t("adminResources.pagination")}
        testId="resources-table-wrapper"
        minWidthClass="min-w-[56rem]"
        rowCount={rows.length}
      >
        {rows.map((r) => (
          <tr key={r.id} className="border-t border-slate-200 align-top" data-resource-id={r.id}>
            <th scope="row" className="max-w-64 px-3 py-2 font-medium break-words">
              <Link to={`/admin/resources/${r.id}`} className="text-brand-700 underline underline-offset-4">
                {r.title}
              </Link>
              {r.hasFile ? null : <span className="mt-1 block text-xs font-normal text-slate-700">{t("adminResources.noFile")}</span>}
            </th>
            <td className="px-3 py-2">{kindName(r.kind)}</td>
            <td className="px-3 py-2">{r.classLevel === "Graduate" ? t("adminResources.class.Graduate") : r.classLevel}</td>
            <td className="px-3 py-2">{r.subject}</td>
            <td className="px-3 py-2 whitespace-nowrap">{r.priceRupees === 0 ? t("adminResources.free") : t("adminResources.paidPrice", { price: r.priceRupees.toLocaleString("en-IN") })}</td>
            <td className="px-3 py-2">
              <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${r.published ? "bg-green-100 text-green-900" : "bg-slate-200 text-slate-800"}`}>
                {r.published ? t("adminResources.status.published") : t("adminResources.status.draft")}
              </span>
            </td>
            <td className="px-3 py-2 text-right tabular-nums">{r.owners}</td>
            <RowActions>
              {/* On a phone the title (the row's first cell) is the way to the editor: one button fewer in the pinned column. */}
              <Link to={`/admin/resources/${r.id}`} className="hidden min-h-11 items-center justify-center px-3 font-semibold text-brand-700 underline underline-offset-4 lg:inline-flex">
                {t("adminResources.edit")}
                <span className="sr-only"> {r.title}</span>
              </Link>
              {r.published || r.hasFile ? (
                <RowAction action={here} fields={{ resourceId: r.id, intent: r.published ? "unpublish" : "publish" }} label={r.published ? t("adminResources.unpublish") : t("adminResources.publish")} rowName={r.title} />
              ) : null}
              <RowAction action={here} fields={{ resourceId: r.id, intent: "delete" }} label={t("adminResources.delete")} rowName={r.title} danger />
            </RowActions>
          </tr>
        ))}
      </AdminList>

      <section aria-labelledby="quick-add-heading" className="mt-10 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="quick-add-heading" className="text-xl font-bold">
          {t("adminResources.quick.heading")}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t("adminResources.quick.intro")}</p>
        {quickForm ? (
          <Notice tone="error" className="mt-3">
            {t(quickForm)}
          </Notice>
        ) : null}
        {/* A new key after each navigation: a successful add clears the form, a refused one keeps what was typed. */}
        <Form key={location.key} method="post" action={here} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="quick-add" />
          <Field label={t("adminResources.quick.title")} name="title" id="quick-title" defaultValue={quick?.values.title} required maxLength={limits.title} error={quick?.errors.title ? t(quick.errors.title) : undefined} />
          <Field
            label={t("adminResources.quick.link")}
            name="link"
            id="quick-link"
            type="url"
            defaultValue={quick?.values.link}
            required
            maxLength={limits.url}
            hint={t("adminResources.quick.linkHint")}
            error={quick?.errors.link ? t(quick.errors.link) : undefined}
          />
          <div className="sm:col-span-2">
            <SubmitButton label={t("adminResources.quick.submit")} pendingLabel={t("adminResources.saving")} />
          </div>
        </Form>
      </section>
    </>
  );
}
