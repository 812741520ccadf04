// /admin/quizzes/new — a new quiz or test: title (English, Hindi), mode, class, subject, exam and a
// preset that fills the sections, question targets, time and marking (decision 041). The quiz is
// created as a draft; the editor opens next.
import { Form, redirect } from "react-router";
import type { Route } from "./+types/quiz-new";
import { FormPage } from "~/components/ui/admin-page";
import { Field } from "~/components/ui/field";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { requireAdmin } from "~/features/accounts/session.server";
import {
  EDITOR_PRESETS,
  newQuizForm,
} from "~/features/quizzes/admin-quiz-schemas";
import { createQuizFromForm } from "~/features/quizzes/admin-quizzes.server";
import { QUIZ_LIMITS } from "~/features/quizzes/quiz-schemas";
import { QUIZ_CLASSES, QUIZ_MODES } from "~/features/quizzes/quiz-types";
import {
  type ActionFailure,
  invalidInput,
  runAction,
} from "~/lib/errors/http-errors.server";
import { parseForm } from "~/lib/forms/parse-input.server";
import { useI18n } from "~/lib/i18n/i18n";
import { routeMessages } from "~/lib/i18n/route-messages.server";
import { pageMeta } from "~/lib/meta";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("adminQuizzes", "quizzes")];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "adminQuizzes.newTitle", "adminQuizzes.description");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const parsed = await parseForm(request, newQuizForm, { unique: true });
  if (!parsed.ok) return invalidInput(parsed);
  return runAction(
    async () =>
      redirect(
        `/admin/quizzes/${await createQuizFromForm(parsed.data, admin.id)}?done=created`,
      ),
    parsed.values,
  );
}

export default function QuizNew({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const failure = actionData as ActionFailure | undefined;
  const errors = failure?.errors ?? {};
  const values = failure?.values ?? {};
  const err = (name: string) => (errors[name] ? t(errors[name]) : undefined);
  return (
    <FormPage
      title={t("adminQuizzes.newTitle")}
      backTo="/admin/quizzes"
      backLabel={t("adminQuizzes.backToList")}
      intro={t("adminQuizzes.newIntro")}
      error={
        failure?.formError
          ? t(failure.formError.key)
          : errors.form
            ? t(errors.form)
            : null
      }
    >
      <Form
        method="post"
        noValidate
        className="mt-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6"
      >
        <Field
          label={t("adminQuizzes.field.titleEn")}
          name="titleEn"
          id="titleEn"
          required
          maxLength={QUIZ_LIMITS.title}
          defaultValue={values.titleEn}
          error={err("titleEn")}
        />
        <Field
          label={t("adminQuizzes.field.titleHi")}
          name="titleHi"
          id="titleHi"
          lang="hi"
          maxLength={QUIZ_LIMITS.title}
          defaultValue={values.titleHi}
          error={err("titleHi")}
        />
        <SelectField
          label={t("adminQuizzes.field.mode")}
          name="mode"
          id="mode"
          defaultValue={values.mode ?? "mock"}
          error={err("mode")}
          options={QUIZ_MODES.map((m) => ({
            value: m,
            label: t(`adminQuizzes.mode.${m}`),
          }))}
        />
        <SelectField
          label={t("adminQuizzes.field.class")}
          name="class"
          id="class"
          defaultValue={values.class ?? "12th"}
          error={err("class")}
          options={QUIZ_CLASSES.map((c) => ({
            value: c,
            label: t(`adminQuizzes.class.${c}`),
          }))}
        />
        <Field
          label={t("adminQuizzes.field.subject")}
          name="subject"
          id="subject"
          required
          maxLength={QUIZ_LIMITS.subject}
          defaultValue={values.subject}
          error={err("subject")}
        />
        <Field
          label={t("adminQuizzes.field.exam")}
          name="exam"
          id="exam"
          maxLength={QUIZ_LIMITS.exam}
          defaultValue={values.exam}
          error={err("exam")}
        />
        <SelectField
          className="sm:col-span-2"
          label={t("adminQuizzes.field.preset")}
          name="preset"
          id="preset"
          defaultValue={values.preset ?? "none"}
          hint={t("adminQuizzes.field.presetHint")}
          error={err("preset")}
          options={EDITOR_PRESETS.map((p) => ({
            value: p,
            label: t(`adminQuizzes.preset.${p}`),
          }))}
        />
        <div className="sm:col-span-2">
          <SubmitButton
            label={t("adminQuizzes.create")}
            pendingLabel={t("adminQuizzes.saving")}
          />
        </div>
      </Form>
    </FormPage>
  );
}
