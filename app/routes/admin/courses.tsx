// /admin/courses — every course, published or not, 25 a page: search by name, sort by a column
// (the admin kit: components/ui/admin-list.tsx, lib/lists), publish/unpublish, delete after a
// confirmation step, and the spec's quick add. Admins only; the rules live in
// features/courses/catalogue-admin.server.ts.
import { data, Form, Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/courses";
import { ButtonLink } from "~/components/ui/button";
import { AdminList, ListSearch, RowAction, RowActions } from "~/components/ui/admin-list";
import { AdminPageHeader } from "~/components/ui/admin-page";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { Field } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SubmitButton } from "~/components/ui/submit-button";
import { courseListAction, courseListErrors } from "~/features/courses/admin-schemas";
import { ADMIN_COURSE_LIST, adminFormOptions, courseName, deleteCourse, listCourses, outcomeError, quickAddCourse, setPublished } from "~/features/courses/catalogue-admin.server";
import { parseCourseId } from "~/features/courses/catalogue.server";
import { invalid, notFound } from "~/lib/errors/domain-error";
import { type ActionFailure, invalidInput, runAction } from "~/lib/errors/http-errors.server";
import { parseForm } from "~/lib/forms/parse-input.server";
import { useI18n } from "~/lib/i18n/i18n";
import { listHref, listState } from "~/lib/lists/list-query";
import { parseListQuery } from "~/lib/lists/list-query.server";
import { log } from "~/lib/logger.server";
import { pageMeta } from "~/lib/meta";
import { requireAdmin } from "~/features/accounts/session.server";
import { TextArea } from "~/components/ui/select-field";
import { useFieldError } from "~/features/courses/admin-course-form";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("adminCourses", "admin", "pager")];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "adminCourses.title", "adminCourses.description");

// What a redirect after a change reports (?done=…&id=…): only these, never text from the URL.
const DONE = ["added", "published", "unpublished", "deleted"] as const;
type Done = (typeof DONE)[number];
const PATH = "/admin/courses";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const query = parseListQuery(params, ADMIN_COURSE_LIST);
  const page = await listCourses(query);
  const done = (DONE as readonly string[]).includes(params.get("done") ?? "") ? (params.get("done") as Done) : null;
  const id = parseCourseId(params.get("id") ?? undefined);
  const name = done && done !== "deleted" && id ? await courseName(id) : null;
  const notice = done === "deleted" ? { done, id: null, name: null } : done && id && name !== null ? { done, id, name } : null;
  return { courses: page.rows, list: listState(PATH, ADMIN_COURSE_LIST, query, {}, page), notice, limits: adminFormOptions().limits };
}

type ActionData = { confirmDelete: { id: number; name: string } } | ActionFailure;

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const parsed = await parseForm(request, courseListAction, { unique: true, errors: courseListErrors, echoLimit: adminFormOptions().limits.description });
  if (!parsed.ok) return invalidInput(parsed);
  const input = parsed.data;
  if (input.intent === "quick-add") {
    try {
      const course = await quickAddCourse(input, admin.id);
      return redirect(`${PATH}?done=added&id=${course.id}`);
    } catch (error) {
      log.error("admin quick add failed", { error: String(error) });
      return data<ActionFailure>({ ok: false, errors: { form: "adminCourses.quick.failed" }, formError: null, values: parsed.values }, { status: 500 });
    }
  }
  return runAction(async () => {
    const id = parseCourseId(input.courseId);
    if (!id) throw invalid("adminCourses.error.invalid");
    if (input.intent === "delete") {
      // The confirmation step: nothing is deleted until intent=delete-confirmed.
      const name = await courseName(id);
      if (name === null) throw notFound("adminCourses.notFound");
      return { confirmDelete: { id, name } };
    }
    const result = input.intent === "delete-confirmed" ? await deleteCourse(id, admin.id) : await setPublished(id, input.intent === "publish", admin.id);
    if (result.status !== "ok") throw outcomeError(result);
    return redirect(input.intent === "delete-confirmed" ? `${PATH}?done=deleted` : `${PATH}?done=${input.intent}ed&id=${id}`);
  });
}

export default function AdminCourses({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const location = useLocation();
  const { courses, list, notice, limits } = loaderData;
  const result = actionData as ActionData | undefined;
  const failure = result && "ok" in result ? result : undefined;
  const confirm = result && "confirmDelete" in result ? result.confirmDelete : undefined;
  const quick = failure?.values.intent === "quick-add" ? failure : undefined;
  const otherError = failure && !quick ? (failure.formError?.key ?? failure.errors.form) : undefined;
  const err = useFieldError(quick?.errors ?? {});
  const here = `${PATH}${location.search}`;
  const back = listHref(PATH, list, list.query);
  return (
    <>
      <AdminPageHeader
        title={t("adminCourses.heading")}
        backTo="/admin"
        backLabel={t("adminCourses.backToAdmin")}
        action={<ButtonLink to="/admin/courses/new">{t("adminCourses.newCourse")}</ButtonLink>}
        notices={
          <>
            {notice?.done === "added" ? (
              <Notice tone="success">
                {t("adminCourses.quick.added", { name: notice.name ?? "" })}{" "}
                <Link to={`/admin/courses/${notice.id}`} className="font-semibold underline underline-offset-4">
                  {t("adminCourses.quick.addedLink")}
                </Link>
              </Notice>
            ) : null}
            {notice?.done === "published" ? <Notice tone="success">{t("adminCourses.notice.published", { name: notice.name ?? "" })}</Notice> : null}
            {notice?.done === "unpublished" ? <Notice tone="success">{t("adminCourses.notice.unpublished", { name: notice.name ?? "" })}</Notice> : null}
            {notice?.done === "deleted" ? <Notice tone="success">{t("adminCourses.notice.deleted")}</Notice> : null}
            {otherError ? <Notice tone="error">{t(otherError)}</Notice> : null}
          </>
        }
      />

      {confirm ? (
        <ConfirmPanel
          id="confirm-delete-heading"
          heading={t("adminCourses.delete.confirmHeading", { name: confirm.name })}
          text={t("adminCourses.delete.confirmText")}
          action={here}
          fields={{ intent: "delete-confirmed", courseId: confirm.id }}
          confirmLabel={t("adminCourses.delete.confirm")}
          pendingLabel={t("adminCourses.saving")}
          cancelHref={back}
          cancelLabel={t("adminCourses.cancel")}
        />
      ) : null}

      <ListSearch list={list} heading={t("admin.courses.search.heading")} label={t("admin.courses.search.label")} hint={t("admin.courses.search.hint")} submitLabel={t("admin.courses.search.submit")} />

      <AdminList
        list={list}
        heading={t("adminCourses.list.heading", { count: list.total })}
        headingId="all-courses-heading"
        caption={t("adminCourses.list.caption")}
        columns={[
          { label: t("adminCourses.col.name"), sort: "name" },
          { label: t("adminCourses.col.category"), sort: "category" },
          { label: t("adminCourses.col.price"), sort: "price", firstDir: "desc" },
          { label: t("adminCourses.col.lessons"), sort: "lessons", firstDir: "desc" },
          { label: t("adminCourses.col.status"), sort: "status", firstDir: "desc" },
          { label: t("adminCourses.col.actions") },
        ]}
        empty={list.query.q ? t("admin.courses.noMatch") : t("adminCourses.list.empty")}
        pagerLabel={t("admin.courses.pagination")}
        testId="courses-table-wrapper"
        rowCount={courses.length}
      >
        {courses.map((c) => (
          <tr key={c.id} className="border-t border-slate-200 align-top" data-course-id={c.id}>
            <th scope="row" className="px-3 py-2 font-medium">
              <Link to={`/admin/courses/${c.id}`} className="text-brand-700 underline underline-offset-4">
                {c.name}
              </Link>
            </th>
            <td className="px-3 py-2">{c.category}</td>
            <td className="px-3 py-2 whitespace-nowrap">{c.tag === "Free" ? t("adminCourses.free") : t("adminCourses.paidPrice", { price: c.priceRupees.toLocaleString("en-IN") })}</td>
            <td className="px-3 py-2">{c.lessonCount}</td>
            <td className="px-3 py-2">
              <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${c.published ? "bg-green-100 text-green-900" : "bg-slate-200 text-slate-800"}`}>
                {c.published ? t("adminCourses.status.published") : t("adminCourses.status.draft")}
              </span>
            </td>
            <RowActions>
              {/* On a phone the course's name (the row's first cell) is the way to the editor: one button fewer in the pinned column. */}
              <Link to={`/admin/courses/${c.id}`} className="hidden min-h-11 items-center justify-center px-3 font-semibold lg:inline-flex text-brand-700 underline underline-offset-4">
                {t("adminCourses.edit")}
                <span className="sr-only"> {c.name}</span>
              </Link>
              <RowAction action={here} fields={{ courseId: c.id, intent: c.published ? "unpublish" : "publish" }} label={c.published ? t("adminCourses.unpublish") : t("adminCourses.publish")} rowName={c.name} />
              <RowAction action={here} fields={{ courseId: c.id, intent: "delete" }} label={t("adminCourses.delete")} rowName={c.name} danger />
            </RowActions>
          </tr>
        ))}
      </AdminList>

      <section aria-labelledby="quick-add-heading" className="mt-10 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="quick-add-heading" className="text-xl font-bold">
          {t("adminCourses.quick.heading")}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t("adminCourses.quick.intro")}</p>
        {quick?.errors.form ? (
          <Notice tone="error" className="mt-3">
            {t(quick.errors.form)}
          </Notice>
        ) : null}
        {/* A new key after each navigation: a successful add clears the form, a refused one keeps what was typed. */}
        <Form key={location.key} method="post" action={PATH} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="quick-add" />
          <Field label={t("adminCourses.quick.name")} name="name" id="quick-name" defaultValue={quick?.values.name} required maxLength={limits.name} error={err("name")} />
          <Field
            label={t("adminCourses.quick.price")}
            name="price"
            id="quick-price"
            inputMode="numeric"
            defaultValue={quick?.values.price}
            required
            hint={t("adminCourses.field.priceHint")}
            error={err("price")}
          />
          <TextArea label={t("adminCourses.quick.description")} name="description" id="quick-description" rows={3} defaultValue={quick?.values.description} required maxLength={limits.description} error={err("description")} className="sm:col-span-2" />
          <Field
            label={t("adminCourses.quick.videoURL")}
            name="videoURL"
            id="quick-videoURL"
            type="url"
            defaultValue={quick?.values.videoURL}
            required
            maxLength={limits.url}
            hint={t("adminCourses.quick.videoHint")}
            error={err("videoURL")}
            className="sm:col-span-2"
          />
          <div className="sm:col-span-2">
            <SubmitButton label={t("adminCourses.quick.submit")} pendingLabel={t("adminCourses.saving")} />
          </div>
        </Form>
      </section>
    </>
  );
}
