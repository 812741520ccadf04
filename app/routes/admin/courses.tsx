import { data, Form, Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/courses";
import { Button, ButtonLink } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { DataTable } from "~/components/ui/data-table";
import { Notice } from "~/components/ui/notice";
import { SubmitButton } from "~/components/ui/submit-button";
import { deleteCourseSchema, formValues, LIST_INTENTS, publishSchema, QUICK_ADD_FIELDS, quickAddErrors, quickAddSchema, readIntent, type FieldErrors } from "~/features/courses/admin-schemas";
import { adminFormOptions, courseName, deleteCourse, listAllCourses, quickAddCourse, setPublished } from "~/features/courses/catalogue-admin.server";
import { parseCourseId } from "~/features/courses/catalogue.server";
import { useI18n } from "~/lib/i18n/i18n";
import { log } from "~/lib/logger.server";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/forms/read-form.server";
import { badRequest } from "~/lib/responses.server";
import { requireAdmin } from "~/features/accounts/session.server";
import { TextArea } from "~/components/ui/select-field";
import { useFieldError } from "~/features/courses/admin-course-form";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("adminCourses")];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "adminCourses.title", "adminCourses.description");

// What a redirect after a change reports (?done=…&id=…): only these, never text from the URL.
const DONE = ["added", "published", "unpublished", "deleted"] as const;
type Done = (typeof DONE)[number];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const list = await listAllCourses();
  const done = (DONE as readonly string[]).includes(url.searchParams.get("done") ?? "") ? (url.searchParams.get("done") as Done) : null;
  const id = parseCourseId(url.searchParams.get("id") ?? undefined);
  const course = id ? list.find((c) => c.id === id) : undefined;
  const notice = done === "deleted" ? { done, id: null, name: null } : done && course ? { done, id: course.id, name: course.name } : null;
  return { courses: list, notice, limits: adminFormOptions().limits };
}

type ActionData = {
  intent: string | null;
  errors: FieldErrors;
  values?: Record<string, string>;
  courseId?: number;
  confirmDelete?: { id: number; name: string };
};

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  const values = form ? formValues(form) : null;
  if (!form || !values) return badRequest<ActionData>({ intent: null, errors: { form: "error.badRequest" } });
  const intent = readIntent(form, LIST_INTENTS);
  if (!intent) return badRequest<ActionData>({ intent: null, errors: { form: "adminCourses.error.unknownIntent" } });

  if (intent === "quick-add") {
    const typed = Object.fromEntries(QUICK_ADD_FIELDS.map((f) => [f, values[f] ?? ""]));
    const parsed = quickAddSchema.safeParse(values);
    if (!parsed.success) return badRequest<ActionData>({ intent, errors: quickAddErrors(parsed.error), values: typed });
    try {
      const course = await quickAddCourse(parsed.data, admin.id);
      return redirect(`/admin/courses?done=added&id=${course.id}`);
    } catch (error) {
      log.error("admin quick add failed", { error: String(error) });
      return data<ActionData>({ intent, errors: { form: "adminCourses.quick.failed" }, values: typed }, { status: 500 });
    }
  }

  const schema = intent === "publish" || intent === "unpublish" ? publishSchema : deleteCourseSchema;
  const parsed = schema.safeParse(values);
  const id = parsed.success ? parseCourseId(parsed.data.courseId) : null;
  if (!id) return badRequest<ActionData>({ intent, errors: { form: "adminCourses.error.invalid" } });

  if (intent === "delete") {
    // The confirmation step: nothing is deleted until intent=delete-confirmed.
    const name = await courseName(id);
    if (name === null) return data<ActionData>({ intent, errors: { form: "adminCourses.notFound" } }, { status: 404 });
    return { intent, errors: {}, confirmDelete: { id, name } } satisfies ActionData;
  }
  const result = intent === "delete-confirmed" ? await deleteCourse(id, admin.id) : await setPublished(id, intent === "publish", admin.id);
  if (result.status === "ok") return redirect(intent === "delete-confirmed" ? "/admin/courses?done=deleted" : `/admin/courses?done=${intent}ed&id=${id}`);
  if (result.status === "conflict") return data<ActionData>({ intent, errors: { form: result.error }, courseId: id }, { status: 409 });
  return data<ActionData>({ intent, errors: { form: "adminCourses.notFound" } }, { status: 404 });
}

export default function AdminCourses({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const location = useLocation();
  const { courses, notice, limits } = loaderData;
  const result = actionData as ActionData | undefined;
  const quick = result?.intent === "quick-add" ? result : undefined;
  const otherError = result && result.intent !== "quick-add" ? result.errors.form : undefined;
  const err = useFieldError(quick?.errors ?? {});
  const confirm = result?.confirmDelete;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t("adminCourses.heading")}</h1>
        <ButtonLink to="/admin/courses/new">{t("adminCourses.newCourse")}</ButtonLink>
      </div>
      <p className="mt-2 text-sm">
        <Link to="/admin" className="font-semibold text-brand-700 underline underline-offset-4">
          {t("adminCourses.backToAdmin")}
        </Link>
      </p>

      <div className="mt-4 flex flex-col gap-3" aria-live="polite">
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
      </div>

      {confirm ? (
        <section aria-labelledby="confirm-delete-heading" className="mt-4 rounded-2xl border-2 border-red-700 bg-white p-4">
          <h2 id="confirm-delete-heading" className="text-lg font-bold">
            {t("adminCourses.delete.confirmHeading", { name: confirm.name })}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t("adminCourses.delete.confirmText")}</p>
          <Form method="post" action="/admin/courses" className="mt-3 flex flex-wrap gap-3">
            <input type="hidden" name="courseId" value={confirm.id} />
            <Button type="submit" name="intent" value="delete-confirmed" className="bg-red-700 hover:bg-red-800">
              {t("adminCourses.delete.confirm")}
            </Button>
            <ButtonLink to="/admin/courses" variant="secondary">
              {t("adminCourses.cancel")}
            </ButtonLink>
          </Form>
        </section>
      ) : null}

      <section aria-labelledby="all-courses-heading" className="mt-8">
        <h2 id="all-courses-heading" className="text-xl font-bold">
          {t("adminCourses.list.heading", { count: courses.length })}
        </h2>
        {courses.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">{t("adminCourses.list.empty")}</p>
        ) : (
          <DataTable
            caption={t("adminCourses.list.caption")}
            columns={(["name", "category", "price", "lessons", "status", "actions"] as const).map((col) => ({ label: t(`adminCourses.col.${col}`) }))}
            minWidthClass="min-w-[44rem]"
            className="mt-3 rounded-2xl border border-slate-200 bg-white"
            testId="courses-table-wrapper"
          >
            {courses.map((c) => (
              <tr key={c.id} className="border-t border-slate-200 align-top">
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
                <td className="px-3 py-2">
                  <div className="flex flex-wrap items-start gap-2">
                    <Link to={`/admin/courses/${c.id}`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
                      {t("adminCourses.edit")}
                      <span className="sr-only"> {c.name}</span>
                    </Link>
                    <Form method="post" action="/admin/courses">
                      <input type="hidden" name="courseId" value={c.id} />
                      <Button type="submit" name="intent" value={c.published ? "unpublish" : "publish"} variant="secondary" className="px-3">
                        {c.published ? t("adminCourses.unpublish") : t("adminCourses.publish")}
                        <span className="sr-only"> {c.name}</span>
                      </Button>
                    </Form>
                    <details className="group">
                      <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-lg px-3 font-semibold text-red-800 hover:bg-red-50">
                        {t("adminCourses.delete")}
                        <span className="sr-only"> {c.name}</span>
                      </summary>
                      <Form method="post" action="/admin/courses" className="mt-2 flex w-56 flex-col gap-2 rounded-lg border border-red-700 bg-red-50 p-3">
                        <p className="text-xs text-red-900">{t("adminCourses.delete.confirmText")}</p>
                        <input type="hidden" name="courseId" value={c.id} />
                        <Button type="submit" name="intent" value="delete-confirmed" className="bg-red-700 px-3 hover:bg-red-800">
                          {t("adminCourses.delete.confirm")}
                          <span className="sr-only"> {c.name}</span>
                        </Button>
                      </Form>
                    </details>
                  </div>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>

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
        <Form key={location.key} method="post" action="/admin/courses" noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="quick-add" />
          <Field label={t("adminCourses.quick.name")} name="name" id="quick-name" defaultValue={quick?.values?.name} required maxLength={limits.name} error={err("name")} />
          <Field
            label={t("adminCourses.quick.price")}
            name="price"
            id="quick-price"
            inputMode="numeric"
            defaultValue={quick?.values?.price}
            required
            hint={t("adminCourses.field.priceHint")}
            error={err("price")}
          />
          <TextArea label={t("adminCourses.quick.description")} name="description" id="quick-description" rows={3} defaultValue={quick?.values?.description} required maxLength={limits.description} error={err("description")} className="sm:col-span-2" />
          <Field
            label={t("adminCourses.quick.videoURL")}
            name="videoURL"
            id="quick-videoURL"
            type="url"
            defaultValue={quick?.values?.videoURL}
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
