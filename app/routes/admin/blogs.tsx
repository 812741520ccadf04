// /admin/blogs — every post, draft, scheduled or published, 25 a page: search in the title, a status
// filter, sort by a column (the admin kit, decision 026); Publish now / Unpublish and Delete (after a
// confirmation) per row. Admins only; the rules live in features/blogs/admin-blogs.server.ts.
import { Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/blogs";
import { AdminList, ListSearch, RowAction, RowActions } from "~/components/ui/admin-list";
import { AdminPageHeader, FailureNotice, splitActionData } from "~/components/ui/admin-page";
import { ButtonLink } from "~/components/ui/button";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { Notice } from "~/components/ui/notice";
import { SelectField } from "~/components/ui/select-field";
import { requireAdmin } from "~/features/accounts/session.server";
import { ADMIN_BLOG_LIST, deletePost, getPostForEdit, isBlogStatus, listAdminPosts, postTitle, setPostPublished } from "~/features/blogs/admin-blogs.server";
import { useCategoryName } from "~/features/blogs/category-chip";
import { blogId, blogListAction } from "~/features/blogs/blog-schemas";
import { BLOG_STATUSES } from "~/features/blogs/blog-types";
import { notFound } from "~/lib/errors/domain-error";
import { invalidInput, runAction } from "~/lib/errors/http-errors.server";
import { parseForm } from "~/lib/forms/parse-input.server";
import { formatDateTime } from "~/lib/i18n/dates";
import { useI18n } from "~/lib/i18n/i18n";
import { plural } from "~/lib/i18n/plural";
import { routeMessages } from "~/lib/i18n/route-messages.server";
import { listHref, listState, withParams } from "~/lib/lists/list-query";
import { parseListQuery } from "~/lib/lists/list-query.server";
import { pageMeta } from "~/lib/meta";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("admin.list.clear", "admin.list.sortAsc", "admin.list.sortDesc", "adminBlogs", "blogCategory", "pager")];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "adminBlogs.title", "adminBlogs.description");

const PATH = "/admin/blogs";
// What a redirect after a change reports (?done=…&id=…): only these, never text from the URL.
const DONE = ["published", "unpublished", "deleted"] as const;
type Done = (typeof DONE)[number];

function listFrom(params: URLSearchParams) {
  const query = parseListQuery(params, ADMIN_BLOG_LIST);
  const raw = params.get("status");
  return { query, status: isBlogStatus(raw) ? raw : undefined };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const { query, status } = listFrom(params);
  const page = await listAdminPosts(query, { status });
  const done = (DONE as readonly string[]).includes(params.get("done") ?? "") ? (params.get("done") as Done) : null;
  const id = blogId.safeParse(params.get("id") ?? "");
  let notice: { done: Done; name: string } | null = null;
  if (done === "deleted") notice = { done, name: "" };
  else if (done && id.success) {
    const name = await postTitle(id.data);
    if (name !== null) notice = { done, name };
  }
  return { rows: page.rows, list: listState(PATH, ADMIN_BLOG_LIST, query, { status }, page), notice };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const parsed = await parseForm(request, blogListAction, { unique: true });
  if (!parsed.ok) return invalidInput(parsed, "adminBlogs.error.invalid");
  const input = parsed.data;
  const { query, status } = listFrom(new URL(request.url).searchParams);
  const back = (extra: Record<string, string>) => withParams(listHref(PATH, ADMIN_BLOG_LIST, query, { status }), extra);
  return runAction(async () => {
    const id = input.postId;
    if (input.intent === "delete") {
      // The confirmation step: nothing changes until intent=delete-confirmed.
      const post = await getPostForEdit(id);
      if (!post) throw notFound("adminBlogs.notFound");
      return { confirmDelete: { id, name: post.title } };
    }
    if (input.intent === "delete-confirmed") {
      await deletePost(id, admin.id);
      return redirect(back({ done: "deleted" }));
    }
    await setPostPublished(id, input.intent === "publish", admin.id);
    return redirect(back({ done: `${input.intent}ed`, id: String(id) }));
  }, parsed.values);
}

const STATUS_CLASS = { draft: "bg-slate-200 text-slate-800", scheduled: "bg-amber-100 text-amber-900", published: "bg-green-100 text-green-900" } as const;

export default function AdminBlogs({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const location = useLocation();
  const categoryName = useCategoryName();
  const { rows, list, notice } = loaderData;
  const { failure, ok } = splitActionData(actionData);
  const confirm = ok && "confirmDelete" in ok ? ok.confirmDelete : undefined;
  const here = `${PATH}${location.search}`;
  const back = listHref(PATH, list, list.query, list.filters);
  return (
    <>
      <AdminPageHeader
        title={t("adminBlogs.heading")}
        backTo="/admin"
        backLabel={t("adminBlogs.backToAdmin")}
        action={<ButtonLink to="/admin/blogs/new">{t("adminBlogs.new")}</ButtonLink>}
        notices={
          <>
            {notice?.done === "published" ? <Notice tone="success">{t("adminBlogs.notice.published", { name: notice.name })}</Notice> : null}
            {notice?.done === "unpublished" ? <Notice tone="success">{t("adminBlogs.notice.unpublished", { name: notice.name })}</Notice> : null}
            {notice?.done === "deleted" ? <Notice tone="success">{t("adminBlogs.notice.deleted")}</Notice> : null}
            <FailureNotice failure={failure} />
          </>
        }
      />

      {confirm ? (
        <ConfirmPanel
          id="confirm-delete-heading"
          heading={t("adminBlogs.delete.confirmHeading", { name: confirm.name })}
          text={t("adminBlogs.delete.confirmText")}
          action={here}
          fields={{ intent: "delete-confirmed", postId: confirm.id }}
          confirmLabel={t("adminBlogs.delete.confirm")}
          pendingLabel={t("adminBlogs.saving")}
          cancelHref={back}
          cancelLabel={t("adminBlogs.cancel")}
        />
      ) : null}

      <ListSearch list={list} heading={t("adminBlogs.search.heading")} label={t("adminBlogs.search.label")} submitLabel={t("adminBlogs.search.submit")} wide={false} id="blogs-q">
        <SelectField
          label={t("adminBlogs.filter.status")}
          name="status"
          id="status-filter"
          defaultValue={list.filters?.status ?? ""}
          options={[{ value: "", label: t("adminBlogs.filter.anyStatus") }, ...BLOG_STATUSES.map((s) => ({ value: s, label: t(`adminBlogs.status.${s}`) }))]}
        />
      </ListSearch>

      <AdminList
        list={list}
        heading={t(plural(locale, list.total, { one: "adminBlogs.list.heading.one", other: "adminBlogs.list.heading.other" }), { count: list.total })}
        headingId="all-blogs-heading"
        caption={t("adminBlogs.list.caption")}
        columns={[
          { label: t("adminBlogs.col.title"), sort: "title", className: "max-lg:w-36" },
          { label: t("adminBlogs.col.status"), sort: "status" },
          { label: t("adminBlogs.col.date"), sort: "date", firstDir: "desc" },
          { label: t("adminBlogs.col.category"), sort: "category" },
          { label: t("adminBlogs.col.updated"), sort: "updated", firstDir: "desc" },
          { label: t("adminBlogs.col.actions") },
        ]}
        empty={list.query.q || list.filters?.status ? t("adminBlogs.list.noMatch") : t("adminBlogs.list.empty")}
        pagerLabel={t("adminBlogs.pagination")}
        testId="blogs-table-wrapper"
        minWidthClass="min-w-[52rem]"
        rowCount={rows.length}
      >
        {rows.map((r) => (
          <tr key={r.id} className="border-t border-slate-200 align-top" data-post-id={r.id}>
            <th scope="row" className="max-w-72 px-3 py-2 font-medium break-words">
              <Link to={`/admin/blogs/${r.id}`} className="text-brand-700 underline underline-offset-4" lang={r.language}>
                {r.title}
              </Link>
            </th>
            <td className="px-3 py-2">
              <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[r.status]}`}>{t(`adminBlogs.status.${r.status}`)}</span>
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{r.publishAt ? formatDateTime(r.publishAt, locale) : "—"}</td>
            <td className="px-3 py-2">{categoryName(r.category)}</td>
            <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(r.updatedAt, locale)}</td>
            <RowActions>
              {/* On a phone the title (the row's first cell) is the way to the editor: one button fewer in the pinned column. */}
              <Link to={`/admin/blogs/${r.id}`} className="hidden min-h-11 items-center justify-center px-3 font-semibold text-brand-700 underline underline-offset-4 lg:inline-flex">
                {t("adminBlogs.edit")}
                <span className="sr-only"> {r.title}</span>
              </Link>
              <RowAction action={here} fields={{ postId: r.id, intent: r.status === "published" ? "unpublish" : "publish" }} label={r.status === "published" ? t("adminBlogs.unpublish") : t("adminBlogs.publishNow")} rowName={r.title} />
              <RowAction action={here} fields={{ postId: r.id, intent: "delete" }} label={t("adminBlogs.delete")} rowName={r.title} danger />
            </RowActions>
          </tr>
        ))}
      </AdminList>
    </>
  );
}
