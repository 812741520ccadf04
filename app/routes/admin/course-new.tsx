import { Form, redirect } from "react-router";
import { CourseFields } from "~/features/courses/admin-course-form";
import type { Route } from "./+types/course-new";
import { FormPage } from "~/components/ui/admin-page";
import { SubmitButton } from "~/components/ui/submit-button";
import { ADMIN_LIMITS, courseNewErrors, createCourseSchema } from "~/features/courses/admin-schemas";
import { adminFormOptions, createCourse } from "~/features/courses/catalogue-admin.server";
import { useI18n } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/meta";
import { type ActionFailure, invalidInput, runAction } from "~/lib/errors/http-errors.server";
import { parseForm, typedValues } from "~/lib/forms/parse-input.server";
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

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const parsed = await parseForm(request, createCourseSchema, {
    unique: true,
    errors: courseNewErrors,
    echoLimit: ADMIN_LIMITS.description,
  });
  if (!parsed.ok) return invalidInput(parsed);
  // A trailer naming a file that does not exist is refused beside its field.
  return runAction(
    async () => {
      const { id } = await createCourse(parsed.data, admin.id);
      return redirect(`/admin/courses/${id}?done=created`);
    },
    typedValues(parsed.values, undefined, ADMIN_LIMITS.description),
  );
}

export default function CourseNew({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const failure = actionData as ActionFailure | undefined;
  const errors = failure?.errors ?? {};
  return (
    <FormPage
      title={t("adminCourses.new.heading")}
      backTo="/admin/courses"
      backLabel={t("adminCourses.backToList")}
      intro={t("adminCourses.new.intro")}
      error={failure ? t(errors.form ?? failure.formError?.key ?? "adminCourses.error.fixBelow") : null}
    >
      <Form method="post" noValidate className="mt-6 flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <input type="hidden" name="intent" value="create-course" />
        <CourseFields values={failure?.values ?? { language: "English" }} errors={errors} categories={loaderData.categories} limits={loaderData.limits} />
        <div>
          <SubmitButton label={t("adminCourses.new.submit")} pendingLabel={t("adminCourses.saving")} />
        </div>
      </Form>
    </FormPage>
  );
}
