// /admin/quizzes/:id — the quiz and test editor (decision 041): publish/unpublish, preview as a
// student, delete (confirmed; a quiz with students' attempts is unpublished instead), settings (time
// included), sections with titles and marking (add, remove, reorder), and the questions of each
// section against the preset's target ("12 of 25 questions"), with add, edit, reorder, delete and CSV
// import. Every form works without JavaScript. Admins only.
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/quiz-edit";
import { FormPage } from "~/components/ui/admin-page";
import { Button, ButtonLink } from "~/components/ui/button";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { Field } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { requireAdmin } from "~/features/accounts/session.server";
import {
  EDITOR_PRESETS,
  editorAction,
  sectionForm,
  settingsForm,
} from "~/features/quizzes/admin-quiz-schemas";
import {
  addSection,
  deleteOrUnpublishQuiz,
  deleteQuizQuestion,
  getQuizEditor,
  moveQuestion,
  moveSection,
  removeSection,
  saveQuizSettings,
  saveSection,
  setPublished,
  startPreviewAttempt,
} from "~/features/quizzes/admin-quizzes.server";
import { parseIntId, QUIZ_LIMITS } from "~/features/quizzes/quiz-schemas";
import { QUIZ_CLASSES, QUIZ_MODES } from "~/features/quizzes/quiz-types";
import { DomainError, notFound } from "~/lib/errors/domain-error";
import {
  type ActionFailure,
  invalidInput,
  loadPage,
  runAction,
} from "~/lib/errors/http-errors.server";
import { parseForm } from "~/lib/forms/parse-input.server";
import { useI18n } from "~/lib/i18n/i18n";
import { plural } from "~/lib/i18n/plural";
import { routeMessages } from "~/lib/i18n/route-messages.server";
import { pageMeta } from "~/lib/meta";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("adminQuizzes", "quizzes")];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "adminQuizzes.title", "adminQuizzes.description");

/** The student's runner (built on the engine; it resumes an admin's preview attempt). */
const runnerPath = (quizId: number) => `/quiz/${quizId}`;
const DONE = [
  "created",
  "saved",
  "published",
  "unpublished",
  "questionSaved",
  "questionDeleted",
  "imported",
] as const;

function quizIdOf(params: { id?: string }): number {
  const id = parseIntId(params.id);
  if (id === null) throw notFound("adminQuizzes.notFound");
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadPage(async () => {
    const quiz = await getQuizEditor(quizIdOf(params));
    if (!quiz) throw notFound("adminQuizzes.notFound");
    const search = new URL(request.url).searchParams;
    const done = (DONE as readonly string[]).includes(search.get("done") ?? "")
      ? (search.get("done") as (typeof DONE)[number])
      : null;
    const count = Math.min(Math.max(Number(search.get("n")) || 0, 0), 1000);
    return { quiz, done, count };
  });
}

type ActionData =
  { confirmDelete: { name: string; attempts: number } } | ActionFailure;

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const quizId = parseIntId(params.id);
  if (quizId === null)
    return runAction(async () =>
      Promise.reject(notFound("adminQuizzes.notFound")),
    );
  const here = `/admin/quizzes/${quizId}`;
  const intent = await request
    .clone()
    .formData()
    .then((f) => f.get("intent"))
    .catch(() => null);
  if (intent === "settings") {
    const parsed = await parseForm(request, settingsForm, { unique: true });
    if (!parsed.ok) return invalidInput(parsed);
    const s = parsed.data;
    return runAction(async () => {
      await saveQuizSettings(
        quizId,
        {
          mode: s.mode,
          title: { en: s.titleEn, hi: s.titleHi },
          class: s.class,
          subject: s.subject,
          exam: s.exam,
          preset: s.preset === "none" ? null : s.preset,
          durationSeconds: s.minutes,
        },
        admin.id,
      );
      return redirect(`${here}?done=saved`);
    }, parsed.values);
  }
  if (intent === "section") {
    const parsed = await parseForm(request, sectionForm, { unique: true });
    if (!parsed.ok) return invalidInput(parsed);
    const s = parsed.data;
    return runAction(async () => {
      await saveSection(
        quizId,
        s.sectionId,
        {
          title: { en: s.titleEn, hi: s.titleHi },
          marking: {
            correct: s.correct,
            incorrect: s.incorrect,
            unanswered: s.unanswered,
          },
        },
        admin.id,
      );
      return redirect(`${here}?done=saved`);
    }, parsed.values);
  }
  const parsed = await parseForm(request, editorAction, { unique: true });
  if (!parsed.ok) return invalidInput(parsed);
  const input = parsed.data;
  return runAction(async () => {
    switch (input.intent) {
      case "publish":
      case "unpublish":
        await setPublished(quizId, input.intent === "publish", admin.id);
        return redirect(`${here}?done=${input.intent}ed`);
      case "preview-student":
        await startPreviewAttempt(admin.id, quizId);
        return redirect(runnerPath(quizId));
      case "delete": {
        const quiz = await getQuizEditor(quizId);
        if (!quiz) throw notFound("adminQuizzes.notFound");
        return {
          confirmDelete: { name: quiz.title.en, attempts: quiz.realAttempts },
        };
      }
      case "delete-confirmed": {
        const outcome = await deleteOrUnpublishQuiz(quizId, admin.id);
        return redirect(
          outcome.status === "deleted"
            ? "/admin/quizzes?done=deleted"
            : `/admin/quizzes?done=kept&id=${quizId}`,
        );
      }
      case "add-section":
        await addSection(quizId, admin.id);
        return redirect(`${here}?done=saved`);
      case "remove-section":
        await removeSection(quizId, input.sectionId, admin.id);
        return redirect(`${here}?done=saved`);
      case "section-up":
      case "section-down":
        await moveSection(
          quizId,
          input.sectionId,
          input.intent === "section-up" ? "up" : "down",
          admin.id,
        );
        return redirect(`${here}?done=saved`);
      case "question-up":
      case "question-down":
        await moveQuestion(
          quizId,
          input.questionId,
          input.intent === "question-up" ? "up" : "down",
          admin.id,
        );
        return redirect(`${here}?done=saved`);
      case "delete-question":
        try {
          await deleteQuizQuestion(quizId, input.questionId, admin.id);
        } catch (error) {
          if (error instanceof DomainError && error.kind === "conflict")
            throw new DomainError("conflict", "adminQuizzes.error.answered");
          throw error;
        }
        return redirect(`${here}?done=questionDeleted`);
    }
  }, parsed.values);
}

const plain = (md: string) => md.replace(/[#*_`>$\\]/g, "").slice(0, 140);

export default function QuizEdit({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { quiz, done, count } = loaderData;
  const here = `/admin/quizzes/${quiz.id}`;
  const result = actionData as ActionData | undefined;
  const failure = result && "ok" in result ? result : undefined;
  const confirm =
    result && "confirmDelete" in result ? result.confirmDelete : undefined;
  const errors = failure?.errors ?? {};
  const intent = failure?.values.intent;
  const settingsValues = intent === "settings" ? failure!.values : null;
  const sectionValues = intent === "section" ? failure!.values : null;
  const err = (name: string, scope: Record<string, string> | null) =>
    scope && errors[name] ? t(errors[name]) : undefined;
  const formError =
    failure && !settingsValues && !sectionValues
      ? (failure.formError?.key ?? Object.values(errors).find(Boolean))
      : failure?.formError?.key;
  const counted = (
    key:
      | "adminQuizzes.attemptsNote"
      | "adminQuizzes.delete.confirmAttempts"
      | "adminQuizzes.notice.imported",
    n: number,
  ) =>
    t(plural(locale, n, { one: `${key}.one`, other: `${key}.other` }), {
      count: n,
    });
  const v = settingsValues ?? {
    titleEn: quiz.title.en,
    titleHi: quiz.title.hi ?? "",
    mode: quiz.mode,
    class: quiz.class,
    subject: quiz.subject,
    exam: quiz.exam ?? "",
    preset: quiz.preset ?? "none",
    minutes: quiz.durationSeconds
      ? String(Math.round(quiz.durationSeconds / 60))
      : "",
  };
  // Questions are numbered through the whole quiz, as the runner's palette numbers them.
  const firstNumber = quiz.sections.map((_, i) =>
    quiz.sections.slice(0, i).reduce((n, s) => n + s.questions.length, 0),
  );
  return (
    <FormPage
      title={t("adminQuizzes.editTitle", { name: quiz.title.en })}
      aside={
        <span
          className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${quiz.published ? "bg-green-100 text-green-900" : "bg-slate-200 text-slate-800"}`}
        >
          {quiz.published
            ? t("adminQuizzes.status.published")
            : t("adminQuizzes.status.draft")}
        </span>
      }
      backTo="/admin/quizzes"
      backLabel={t("adminQuizzes.backToList")}
      intro={
        quiz.realAttempts > 0
          ? counted("adminQuizzes.attemptsNote", quiz.realAttempts)
          : undefined
      }
      error={formError ? t(formError, failure?.formError?.vars) : null}
    >
      <div className="mt-4 flex flex-col gap-3" aria-live="polite">
        {done === "created" ? (
          <Notice tone="success">{t("adminQuizzes.notice.created")}</Notice>
        ) : null}
        {done === "saved" ? (
          <Notice tone="success">{t("adminQuizzes.notice.saved")}</Notice>
        ) : null}
        {done === "published" ? (
          <Notice tone="success">
            {t("adminQuizzes.notice.published", { name: quiz.title.en })}
          </Notice>
        ) : null}
        {done === "unpublished" ? (
          <Notice tone="success">
            {t("adminQuizzes.notice.unpublished", { name: quiz.title.en })}
          </Notice>
        ) : null}
        {done === "questionSaved" ? (
          <Notice tone="success">
            {t("adminQuizzes.notice.questionSaved")}
          </Notice>
        ) : null}
        {done === "questionDeleted" ? (
          <Notice tone="success">
            {t("adminQuizzes.notice.questionDeleted")}
          </Notice>
        ) : null}
        {done === "imported" ? (
          <Notice tone="success">
            {counted("adminQuizzes.notice.imported", count)}
          </Notice>
        ) : null}
      </div>

      <div className="mt-4 flex flex-wrap gap-3">
        <Form method="post" action={here}>
          <input
            type="hidden"
            name="intent"
            value={quiz.published ? "unpublish" : "publish"}
          />
          <Button
            type="submit"
            variant={quiz.published ? "secondary" : "primary"}
          >
            {quiz.published
              ? t("adminQuizzes.unpublish")
              : t("adminQuizzes.publish")}
          </Button>
        </Form>
        <Form method="post" action={here} reloadDocument>
          <input type="hidden" name="intent" value="preview-student" />
          <Button type="submit" variant="secondary">
            {t("adminQuizzes.previewStudent")}
          </Button>
        </Form>
        <Form method="post" action={here}>
          <input type="hidden" name="intent" value="delete" />
          <Button type="submit" variant="secondary" className="text-red-800">
            {t("adminQuizzes.delete")}
          </Button>
        </Form>
      </div>

      {confirm ? (
        <div className="mt-4">
          <ConfirmPanel
            id="confirm-delete-heading"
            heading={t("adminQuizzes.delete.confirmHeading", {
              name: confirm.name,
            })}
            text={
              confirm.attempts > 0
                ? counted(
                    "adminQuizzes.delete.confirmAttempts",
                    confirm.attempts,
                  )
                : t("adminQuizzes.delete.confirmText")
            }
            action={here}
            fields={{ intent: "delete-confirmed" }}
            confirmLabel={
              confirm.attempts > 0
                ? t("adminQuizzes.delete.confirmUnpublish")
                : t("adminQuizzes.delete.confirm")
            }
            pendingLabel={t("adminQuizzes.saving")}
            cancelHref={here}
            cancelLabel={t("adminQuizzes.cancel")}
            tone={confirm.attempts > 0 ? "warning" : "danger"}
          />
        </div>
      ) : null}

      {quiz.preset && quiz.differences.length > 0 ? (
        <section
          aria-labelledby="differs-heading"
          className="mt-6 rounded-2xl border border-saffron-600 bg-orange-50 p-4"
        >
          <h2 id="differs-heading" className="font-semibold">
            {t("adminQuizzes.differs.heading", {
              preset: t(`adminQuizzes.preset.${quiz.preset}`),
            })}
          </h2>
          <ul className="mt-2 list-disc pl-5 text-sm" lang="en">
            {quiz.differences.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
          <p className="mt-2 text-sm">{t("adminQuizzes.differs.text")}</p>
        </section>
      ) : null}

      <section
        aria-labelledby="settings-heading"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h2 id="settings-heading" className="text-xl font-bold">
          {t("adminQuizzes.settings.heading")}
        </h2>
        <Form
          method="post"
          action={here}
          noValidate
          className="mt-4 grid gap-4 sm:grid-cols-2"
        >
          <input type="hidden" name="intent" value="settings" />
          <Field
            label={t("adminQuizzes.field.titleEn")}
            name="titleEn"
            id="titleEn"
            required
            maxLength={QUIZ_LIMITS.title}
            defaultValue={v.titleEn}
            error={err("titleEn", settingsValues)}
          />
          <Field
            label={t("adminQuizzes.field.titleHi")}
            name="titleHi"
            id="titleHi"
            lang="hi"
            maxLength={QUIZ_LIMITS.title}
            defaultValue={v.titleHi}
            error={err("titleHi", settingsValues)}
          />
          <SelectField
            label={t("adminQuizzes.field.mode")}
            name="mode"
            id="mode"
            defaultValue={v.mode}
            error={err("mode", settingsValues)}
            options={QUIZ_MODES.map((m) => ({
              value: m,
              label: t(`adminQuizzes.mode.${m}`),
            }))}
          />
          <SelectField
            label={t("adminQuizzes.field.class")}
            name="class"
            id="class"
            defaultValue={v.class}
            error={err("class", settingsValues)}
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
            defaultValue={v.subject}
            error={err("subject", settingsValues)}
          />
          <Field
            label={t("adminQuizzes.field.exam")}
            name="exam"
            id="exam"
            maxLength={QUIZ_LIMITS.exam}
            defaultValue={v.exam}
            error={err("exam", settingsValues)}
          />
          <SelectField
            label={t("adminQuizzes.field.preset")}
            name="preset"
            id="preset"
            defaultValue={v.preset}
            error={err("preset", settingsValues)}
            options={EDITOR_PRESETS.map((p) => ({
              value: p,
              label: t(`adminQuizzes.preset.${p}`),
            }))}
          />
          <Field
            label={t("adminQuizzes.field.minutes")}
            name="minutes"
            id="minutes"
            inputMode="numeric"
            defaultValue={v.minutes}
            hint={t("adminQuizzes.field.minutesHint")}
            error={err("minutes", settingsValues)}
          />
          <div className="sm:col-span-2">
            <SubmitButton
              label={t("adminQuizzes.settings.save")}
              pendingLabel={t("adminQuizzes.saving")}
            />
          </div>
        </Form>
      </section>

      <h2 className="mt-8 text-2xl font-bold">
        {t("adminQuizzes.sections.heading")}
      </h2>
      {quiz.sections.map((s, si) => {
        const target = quiz.targets?.[si];
        const targetTotal = target
          ? target.single + target.multiple + target.numeric
          : null;
        const sv =
          sectionValues && sectionValues.sectionId === String(s.id)
            ? sectionValues
            : null;
        const sectionVals = sv ?? {
          titleEn: s.title.en,
          titleHi: s.title.hi ?? "",
          correct: String(s.marking.correct),
          incorrect: String(s.marking.incorrect),
          unanswered: String(s.marking.unanswered),
        };
        const headingId = `section-${s.id}-heading`;
        return (
          <section
            key={s.id}
            aria-labelledby={headingId}
            className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
            data-section-id={s.id}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 id={headingId} className="text-xl font-bold">
                {t("adminQuizzes.section.heading", {
                  number: si + 1,
                  name: s.title.en,
                })}
              </h3>
              <p
                className="text-sm font-semibold text-slate-800"
                data-testid={`section-${si + 1}-count`}
              >
                {targetTotal !== null
                  ? t("adminQuizzes.section.target", {
                      count: s.questions.length,
                      target: targetTotal,
                    })
                  : t("adminQuizzes.section.count", {
                      count: s.questions.length,
                    })}
              </p>
            </div>
            {target ? (
              <p className="mt-1 text-xs text-slate-700">
                {t("adminQuizzes.section.targetTypes", target)}
              </p>
            ) : null}
            <Form
              method="post"
              action={here}
              noValidate
              className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5"
            >
              <input type="hidden" name="intent" value="section" />
              <input type="hidden" name="sectionId" value={s.id} />
              <Field
                className="lg:col-span-1"
                label={t("adminQuizzes.section.titleEn")}
                name="titleEn"
                id={`s${s.id}-titleEn`}
                defaultValue={sectionVals.titleEn}
                maxLength={QUIZ_LIMITS.title}
                error={err("titleEn", sv)}
              />
              <Field
                className="lg:col-span-1"
                label={t("adminQuizzes.section.titleHi")}
                name="titleHi"
                id={`s${s.id}-titleHi`}
                lang="hi"
                defaultValue={sectionVals.titleHi}
                maxLength={QUIZ_LIMITS.title}
                error={err("titleHi", sv)}
              />
              <Field
                label={t("adminQuizzes.section.correct")}
                name="correct"
                id={`s${s.id}-correct`}
                inputMode="decimal"
                defaultValue={sectionVals.correct}
                error={err("correct", sv)}
              />
              <Field
                label={t("adminQuizzes.section.incorrect")}
                name="incorrect"
                id={`s${s.id}-incorrect`}
                inputMode="decimal"
                defaultValue={sectionVals.incorrect}
                hint={t("adminQuizzes.section.marksHint")}
                error={err("incorrect", sv)}
              />
              <Field
                label={t("adminQuizzes.section.unanswered")}
                name="unanswered"
                id={`s${s.id}-unanswered`}
                inputMode="decimal"
                defaultValue={sectionVals.unanswered}
                error={err("unanswered", sv)}
              />
              <div className="sm:col-span-2 lg:col-span-5">
                <SubmitButton
                  label={t("adminQuizzes.section.save")}
                  pendingLabel={t("adminQuizzes.saving")}
                  variant="secondary"
                />
              </div>
            </Form>
            <div className="mt-3 flex flex-wrap gap-2">
              {si > 0 ? (
                <SmallAction
                  here={here}
                  fields={{ intent: "section-up", sectionId: s.id }}
                  label={t("adminQuizzes.section.up")}
                />
              ) : null}
              {si < quiz.sections.length - 1 ? (
                <SmallAction
                  here={here}
                  fields={{ intent: "section-down", sectionId: s.id }}
                  label={t("adminQuizzes.section.down")}
                />
              ) : null}
              {quiz.sections.length > 1 && s.questions.length === 0 ? (
                <SmallAction
                  here={here}
                  fields={{ intent: "remove-section", sectionId: s.id }}
                  label={t("adminQuizzes.section.remove")}
                  danger
                />
              ) : null}
            </div>
            {s.questions.length === 0 ? (
              <p className="mt-4 text-slate-700">
                {t("adminQuizzes.section.empty")}
              </p>
            ) : (
              <ol className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
                {s.questions.map((q, qi) => {
                  const name = t("adminQuizzes.question.number", {
                    number: firstNumber[si] + qi + 1,
                  });
                  return (
                    <li
                      key={q.id}
                      className="flex flex-col gap-2 py-3 lg:flex-row lg:items-start lg:justify-between"
                      data-question-id={q.id}
                    >
                      <div className="min-w-0">
                        <Link
                          to={`${here}/questions/${q.id}`}
                          className="font-semibold text-brand-700 underline underline-offset-4"
                        >
                          {name}
                        </Link>{" "}
                        <span className="text-xs text-slate-700">
                          {t(`adminQuizzes.type.${q.type}`)} ·{" "}
                          {t(`adminQuizzes.difficulty.${q.difficulty}`)}
                        </span>
                        <p className="mt-1 text-sm break-words text-slate-800">
                          {plain(q.text.en)}
                        </p>
                      </div>
                      <div className="flex flex-wrap gap-2">
                        {qi > 0 ? (
                          <SmallAction
                            here={here}
                            fields={{ intent: "question-up", questionId: q.id }}
                            label={t("adminQuizzes.question.up")}
                            rowName={name}
                          />
                        ) : null}
                        {qi < s.questions.length - 1 ? (
                          <SmallAction
                            here={here}
                            fields={{
                              intent: "question-down",
                              questionId: q.id,
                            }}
                            label={t("adminQuizzes.question.down")}
                            rowName={name}
                          />
                        ) : null}
                        <SmallAction
                          here={here}
                          fields={{
                            intent: "delete-question",
                            questionId: q.id,
                          }}
                          label={t("adminQuizzes.delete")}
                          rowName={name}
                          danger
                        />
                      </div>
                    </li>
                  );
                })}
              </ol>
            )}
            <div className="mt-4 flex flex-wrap gap-3">
              <ButtonLink to={`${here}/questions/new?section=${s.id}`}>
                {t("adminQuizzes.section.addQuestion")}
              </ButtonLink>
              <ButtonLink
                to={`${here}/import?section=${s.id}`}
                variant="secondary"
              >
                {t("adminQuizzes.section.import")}
              </ButtonLink>
            </div>
          </section>
        );
      })}
      <Form method="post" action={here} className="mt-4">
        <input type="hidden" name="intent" value="add-section" />
        <Button type="submit" variant="secondary">
          {t("adminQuizzes.section.add")}
        </Button>
      </Form>
    </FormPage>
  );
}

function SmallAction({
  here,
  fields,
  label,
  rowName,
  danger = false,
}: {
  here: string;
  fields: Record<string, string | number>;
  label: string;
  rowName?: string;
  danger?: boolean;
}) {
  return (
    <Form method="post" action={here}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button
        type="submit"
        variant="secondary"
        className={`px-3 ${danger ? "text-red-800" : ""}`}
      >
        {label}
        {rowName ? <span className="sr-only"> {rowName}</span> : null}
      </Button>
    </Form>
  );
}
