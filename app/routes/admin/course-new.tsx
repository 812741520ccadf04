import { Form, redirect } from "react-router";
import { CourseFields } from "~/features/courses/admin-course-form";
import type { Route } from "./+types/course-new";
import { FormPage } from "~/components/ui/admin-page";
import { SubmitButton } from "~/components/ui/submit-button";
import { adminFieldErrors, createCourseSchema, formValues, readIntent, type FieldErrors } from "~/features/courses/admin-schemas";
import { adminFormOptions, createCourse } from "~/features/courses/catalogue-admin.server";
import { useI18n } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/forms/read-form.server";
import { badRequest } from "~/lib/responses.server";
import { requireAdmin } from "~/features/accounts/session.server";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("adminCourses")];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "adminCourses.new.title", "adminCourses.description");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { categories, limits } = adminFormOptions();
  return { categories, limits };
}

type ActionData = { errors: FieldErrors; values: Record<string, string> };

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  const values = form ? formValues(form) : null;
  if (!form || !values) return badRequest<ActionData>({ errors: { form: "error.badRequest" }, values: {} });
  if (!readIntent(form, ["create-course"] as const)) return badRequest<ActionData>({ errors: { form: "adminCourses.error.unknownIntent" }, values });
  const parsed = createCourseSchema.safeParse(values);
  if (!parsed.success) return badRequest<ActionData>({ errors: adminFieldErrors(parsed.error), values });
  const result = await createCourse(parsed.data, admin.id);
  if (result.status === "ok") return redirect(`/admin/courses/${result.id}?done=created`);
  return badRequest<ActionData>({ errors: result.status === "invalid" ? result.errors : { form: "adminCourses.error.invalid" }, values });
}

export default function CourseNew({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const errors = actionData?.errors ?? {};
  return (
    <FormPage
      title={t("adminCourses.new.heading")}
      backTo="/admin/courses"
      backLabel={t("adminCourses.backToList")}
      intro={t("adminCourses.new.intro")}
      error={Object.keys(errors).length > 0 ? (errors.form ? t(errors.form) : t("adminCourses.error.fixBelow")) : null}
    >
      <Form method="post" noValidate className="mt-6 flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <input type="hidden" name="intent" value="create-course" />
        <CourseFields values={actionData?.values ?? { language: "English" }} errors={errors} categories={loaderData.categories} limits={loaderData.limits} />
        <div>
          <SubmitButton label={t("adminCourses.new.submit")} pendingLabel={t("adminCourses.saving")} />
        </div>
      </Form>
    </FormPage>
  );
}

