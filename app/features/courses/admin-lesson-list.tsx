// The lesson half of the admin course editor (/admin/courses/:id): the ordered lesson list with move,
// edit and delete for each lesson, and the add-lesson form. The route's action handles the intents.
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { SubmitButton } from "~/components/ui/submit-button";
import { useI18n } from "~/lib/i18n/i18n";
import { SelectField, TextArea } from "~/components/ui/select-field";
import { useFieldError } from "./admin-course-form";
import type { AdminLimits, FieldErrors } from "./admin-schemas";
import type { AdminLesson } from "./catalogue-admin.server";
import type { LessonType } from "./course-types";

/** What the action returned for a lesson form: its errors and the values to show again. */
export type LessonFormResult = { errors: FieldErrors; values?: Record<string, string> };

export function AdminLessonsSection({
  lessons,
  lessonTypes,
  limits,
  addResult,
  editResult,
  formKey,
}: {
  lessons: AdminLesson[];
  lessonTypes: LessonType[];
  limits: AdminLimits;
  addResult?: LessonFormResult;
  editResult?: LessonFormResult & { lessonId?: string };
  /** Changes after every navigation, so a successful add clears its form. */
  formKey: string;
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="lessons-heading" className="mt-8 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6" id="lessons">
      <h2 id="lessons-heading" className="text-xl font-bold">
        {t("adminCourses.lessons.heading", { count: lessons.length })}
      </h2>
      {lessons.length === 0 ? <p className="mt-3 text-slate-700">{t("adminCourses.lessons.empty")}</p> : null}
      <ol className="mt-4 flex flex-col gap-3" aria-label={t("adminCourses.lessons.listLabel")}>
        {lessons.map((lesson, i) => (
          <LessonItem
            key={lesson.id}
            lesson={lesson}
            first={i === 0}
            last={i === lessons.length - 1}
            lessonTypes={lessonTypes}
            limits={limits}
            result={editResult?.lessonId === lesson.id ? editResult : undefined}
          />
        ))}
      </ol>

      <div className="mt-8 border-t border-slate-200 pt-6">
        <h3 className="text-lg font-bold" id="add-lesson-heading">
          {t("adminCourses.lessons.addHeading")}
        </h3>
        {addResult?.errors.form ? (
          <Notice tone="error" className="mt-3">
            {t(addResult.errors.form)}
          </Notice>
        ) : addResult ? (
          <Notice tone="error" className="mt-3">
            {t("adminCourses.error.fixBelow")}
          </Notice>
        ) : null}
        <Form method="post" noValidate preventScrollReset className="mt-3" key={`add-${formKey}`} aria-labelledby="add-lesson-heading">
          <input type="hidden" name="intent" value="add-lesson" />
          <LessonFields idPrefix="new-lesson" values={addResult?.values ?? { type: "video" }} errors={addResult?.errors ?? {}} lessonTypes={lessonTypes} limits={limits} />
          <div className="mt-4">
            <SubmitButton label={t("adminCourses.lessons.add")} pendingLabel={t("adminCourses.saving")} />
          </div>
        </Form>
      </div>
    </section>
  );
}

function LessonItem({
  lesson,
  first,
  last,
  lessonTypes,
  limits,
  result,
}: {
  lesson: AdminLesson;
  first: boolean;
  last: boolean;
  lessonTypes: LessonType[];
  limits: AdminLimits;
  result?: LessonFormResult;
}) {
  const { t } = useI18n();
  const prefix = `lesson-${lesson.position}`;
  const values = result?.values ?? { title: lesson.title, type: lesson.type, url: lesson.url, content: lesson.content };
  return (
    <li className="rounded-xl border border-slate-200 p-3" data-testid="lesson-item">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 break-words">
          <span className="font-semibold">{t("adminCourses.lessons.position", { position: lesson.position })}</span> {lesson.title}{" "}
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900">{t(`adminCourses.lessonType.${lesson.type}`)}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="move-lesson" />
            <input type="hidden" name="lessonId" value={lesson.id} />
            <Button type="submit" name="direction" value="up" variant="secondary" className="px-3" disabled={first}>
              {t("adminCourses.lessons.moveUp")}
              <span className="sr-only"> {lesson.title}</span>
            </Button>
          </Form>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="move-lesson" />
            <input type="hidden" name="lessonId" value={lesson.id} />
            <Button type="submit" name="direction" value="down" variant="secondary" className="px-3" disabled={last}>
              {t("adminCourses.lessons.moveDown")}
              <span className="sr-only"> {lesson.title}</span>
            </Button>
          </Form>
        </div>
      </div>
      <details className="mt-2" open={result ? true : undefined}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700">
          {t("adminCourses.lessons.edit")}
          <span className="sr-only"> {lesson.title}</span>
        </summary>
        {result?.errors.form ? (
          <Notice tone="error" className="mt-2">
            {t(result.errors.form)}
          </Notice>
        ) : null}
        <Form method="post" noValidate preventScrollReset className="mt-2">
          <input type="hidden" name="intent" value="edit-lesson" />
          <input type="hidden" name="lessonId" value={lesson.id} />
          <LessonFields idPrefix={prefix} values={values} errors={result?.errors ?? {}} lessonTypes={lessonTypes} limits={limits} />
          <div className="mt-3">
            <Button type="submit">
              {t("adminCourses.lessons.save")}
              <span className="sr-only"> {lesson.title}</span>
            </Button>
          </div>
        </Form>
      </details>
      <details className="mt-1">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-red-800">
          {t("adminCourses.lessons.delete")}
          <span className="sr-only"> {lesson.title}</span>
        </summary>
        <Form method="post" preventScrollReset className="mt-2 flex flex-col items-start gap-2">
          <p className="text-sm text-slate-700">{t("adminCourses.lessons.deleteText")}</p>
          <input type="hidden" name="intent" value="delete-lesson-confirmed" />
          <input type="hidden" name="lessonId" value={lesson.id} />
          <Button type="submit" className="bg-red-700 hover:bg-red-800">
            {t("adminCourses.lessons.deleteConfirm")}
            <span className="sr-only"> {lesson.title}</span>
          </Button>
        </Form>
      </details>
    </li>
  );
}

function LessonFields({ idPrefix, values, errors, lessonTypes, limits }: { idPrefix: string; values: Partial<Record<string, string>>; errors: FieldErrors; lessonTypes: LessonType[]; limits: AdminLimits }) {
  const { t } = useI18n();
  const err = useFieldError(errors);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t("adminCourses.lesson.title")} name="title" id={`${idPrefix}-title`} defaultValue={values.title ?? ""} required maxLength={limits.lessonTitle} error={err("title")} />
      <SelectField
        label={t("adminCourses.lesson.type")}
        name="type"
        id={`${idPrefix}-type`}
        defaultValue={values.type ?? "video"}
        error={err("type")}
        options={lessonTypes.map((type) => ({ value: type, label: t(`adminCourses.lessonType.${type}`) }))}
      />
      <Field label={t("adminCourses.lesson.url")} name="url" id={`${idPrefix}-url`} defaultValue={values.url ?? ""} maxLength={limits.url} hint={t("adminCourses.lesson.urlHint")} error={err("url")} className="sm:col-span-2" />
      <TextArea label={t("adminCourses.lesson.content")} name="content" id={`${idPrefix}-content`} rows={6} defaultValue={values.content ?? ""} maxLength={limits.lessonContent} hint={t("adminCourses.lesson.contentHint")} error={err("content")} className="sm:col-span-2" />
    </div>
  );
}

