// /admin/quizzes/:id/questions/new?section=… and /admin/quizzes/:id/questions/:questionId — the
// question editor (decision 041): type, text and options in English and optional Hindi (Markdown +
// LaTeX), the correct option(s) or a numeric answer with tolerance, explanation, topics, difficulty.
// A live preview renders the draft on the server with the engine's renderer: after hydration a
// fetcher posts the form (intent=preview) 400 ms after the last keystroke; without JavaScript the
// "Preview" button does the same. Errors sit beside their fields (400), never a 500.
import { useEffect, useRef } from "react";
import { data, Form, redirect, useFetcher } from "react-router";
import type { Route } from "./+types/quiz-question";
import { FormPage } from "~/components/ui/admin-page";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { SelectField, TextArea } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { requireAdmin } from "~/features/accounts/session.server";
import {
  OPTION_LETTERS,
  QUESTION_FORM_FIELDS,
  type QuestionErrors,
  questionFieldsFromForm,
  questionFromFields,
} from "~/features/quizzes/admin-quiz-schemas";
import {
  getQuizEditor,
  saveQuizQuestion,
} from "~/features/quizzes/admin-quizzes.server";
import {
  previewQuestion,
  type QuestionPreview,
} from "~/features/quizzes/question-preview.server";
import {
  removeQuestionImage,
  storeQuestionImage,
} from "~/features/quizzes/question-images.server";
import { questionImageUrl } from "~/features/quizzes/attempts.server";
import { parseIntId } from "~/features/quizzes/quiz-schemas";
import {
  QUESTION_DIFFICULTIES,
  QUESTION_TYPES,
} from "~/features/quizzes/quiz-types";
import { DomainError, notFound } from "~/lib/errors/domain-error";
import { loadPage, runAction } from "~/lib/errors/http-errors.server";
import { formObject } from "~/lib/forms/parse-input.server";
import { readForm } from "~/lib/forms/read-form.server";
import { useI18n } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/lib/i18n/messages.en";
import { routeMessages } from "~/lib/i18n/route-messages.server";
import { pageMeta } from "~/lib/meta";
import { BODY_TOO_LARGE_HEADER } from "~/lib/http-headers";
import { FILE_KINDS } from "~/lib/storage/file-kinds";
import { fileStore } from "~/lib/storage/storage.server";
import { UploadRefused } from "~/lib/storage/upload.server";
import katexCss from "~/features/quizzes/katex.css?url";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("adminQuizzes", "quizzes")];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "adminQuizzes.question.editTitle",
    "adminQuizzes.description",
  );
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: katexCss },
];

type Values = Record<string, string>;

/** A figure's upload limit in MB (the storage module's "cover" kind). */
const FIGURE_MB = FILE_KINDS.cover.maxBytes / (1024 * 1024);
type QuestionActionData =
  | {
      ok: false;
      errors: QuestionErrors;
      values: Values;
      preview: QuestionPreview;
    }
  | { ok: true; preview: QuestionPreview };

async function editorFor(params: { id?: string; questionId?: string }) {
  const quizId = parseIntId(params.id);
  if (quizId === null) throw notFound("adminQuizzes.notFound");
  const quiz = await getQuizEditor(quizId);
  if (!quiz) throw notFound("adminQuizzes.notFound");
  let question = null;
  if (params.questionId !== undefined) {
    const questionId = parseIntId(params.questionId);
    question =
      quiz.sections
        .flatMap((s) => s.questions.map((q) => ({ ...q, sectionId: s.id })))
        .find((q) => q.id === questionId) ?? null;
    if (!question) throw notFound("quizzes.error.questionNotFound");
  }
  return { quiz, question };
}

function valuesOf(
  question: Awaited<ReturnType<typeof editorFor>>["question"],
  sectionId: number,
): Values {
  if (!question)
    return {
      type: "single",
      sectionId: String(sectionId),
      difficulty: "medium",
    };
  const v: Values = {
    type: question.type,
    sectionId: String(question.sectionId),
    textEn: question.text.en,
    textHi: question.text.hi ?? "",
    answer: question.answer === null ? "" : String(question.answer),
    tolerance: question.type === "numeric" ? String(question.tolerance) : "",
    explanationEn: question.explanation.en,
    explanationHi: question.explanation.hi ?? "",
    topics: question.topics.join("; "),
    difficulty: question.difficulty,
  };
  question.options.forEach((o, i) => {
    const l = OPTION_LETTERS[i];
    v[`option${l}`] = o.text.en;
    v[`option${l}Hi`] = o.text.hi ?? "";
    if (o.correct) v[`correct${l}`] = "on";
  });
  return v;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadPage(async () => {
    const { quiz, question } = await editorFor(params);
    const wanted = parseIntId(
      new URL(request.url).searchParams.get("section") ?? undefined,
    );
    const sectionId =
      quiz.sections.find((s) => s.id === wanted)?.id ?? quiz.sections[0].id;
    const values = valuesOf(question, sectionId);
    return {
      quiz: {
        id: quiz.id,
        title: quiz.title.en,
        sections: quiz.sections.map((s) => ({ id: s.id, title: s.title.en })),
      },
      questionId: question?.id ?? null,
      imageUrl: question?.imageKey
        ? questionImageUrl(quiz.id, question.id!)
        : null,
      figureMb: FIGURE_MB,
      values,
      preview: question
        ? previewQuestion(questionFieldsFromForm(values))
        : null,
    };
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return runAction(async () => {
    const { quiz, question } = await editorFor(params);
    const form = await readForm(request);
    const values = form ? formObject(form, ["image"]) : null;
    if (
      !form ||
      !values ||
      new Set(form.keys()).size !== [...form.keys()].length ||
      Object.keys(values).some((k) => !QUESTION_FORM_FIELDS.has(k))
    )
      throw new DomainError("invalid", "error.badRequest");
    const fields = questionFieldsFromForm(values);
    const preview = previewQuestion(fields);
    if (values.intent === "preview")
      return { ok: true, preview } satisfies QuestionActionData;
    if (values.intent !== "save")
      throw new DomainError("invalid", "error.badRequest");
    const sectionId = parseIntId(values.sectionId);
    const errors: QuestionErrors = {};
    if (!quiz.sections.some((s) => s.id === sectionId))
      errors.sectionId = { key: "adminQuizzes.error.choose" };
    // The figure: kept, removed ("removeImage"), or replaced by an upload. A form whose file was
    // over the body limit arrives with its text fields only and the too-large header.
    const previousImage = question?.imageKey ?? null;
    const upload = form.get("image");
    const file = upload instanceof File && upload.size > 0 ? upload : null;
    if (request.headers.get(BODY_TOO_LARGE_HEADER))
      errors.image = {
        key: "adminQuizzes.error.imageTooLarge",
        vars: { mb: FIGURE_MB },
      };
    const checked = questionFromFields(fields, { imageKey: previousImage });
    const failed = (status: number, more: QuestionErrors = {}) =>
      data(
        {
          ok: false,
          errors: {
            ...errors,
            ...(checked.ok ? {} : checked.errors),
            ...more,
          },
          values,
          preview,
        } satisfies QuestionActionData,
        { status },
      );
    if (!checked.ok || errors.sectionId || errors.image)
      return failed(errors.image ? 413 : 400);
    const store = fileStore();
    let imageKey = values.removeImage === "on" ? null : previousImage;
    let stored: string | null = null;
    if (file) {
      try {
        stored = await storeQuestionImage(store, file);
        imageKey = stored;
      } catch (error) {
        if (!(error instanceof UploadRefused)) throw error;
        return failed(Math.max(400, error.status), {
          image:
            error.reason === "tooLarge"
              ? {
                  key: "adminQuizzes.error.imageTooLarge",
                  vars: { mb: FIGURE_MB },
                }
              : { key: "adminQuizzes.error.imageNotImage" },
        });
      }
    }
    try {
      await saveQuizQuestion(
        quiz.id,
        sectionId!,
        { ...checked.question, imageKey },
        admin.id,
        question?.id,
      );
    } catch (error) {
      await removeQuestionImage(store, stored);
      if (error instanceof DomainError && error.kind === "conflict")
        throw new DomainError("conflict", "adminQuizzes.error.answered");
      throw error;
    }
    if (previousImage !== imageKey)
      await removeQuestionImage(store, previousImage);
    return redirect(`/admin/quizzes/${quiz.id}?done=questionSaved`);
  });
}

export default function QuizQuestion({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { t } = useI18n();
  const { quiz } = loaderData;
  const fetcher = useFetcher<QuestionActionData>();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const result = actionData as
    | (QuestionActionData & { formError?: { key: MessageKey } | null })
    | undefined;
  const failure =
    result && !result.ok && "values" in result ? result : undefined;
  const formError =
    result && "formError" in result && result.formError
      ? result.formError.key
      : (failure?.errors.form?.key ?? null);
  const values = failure?.values ?? loaderData.values;
  const preview =
    fetcher.data?.preview ?? result?.preview ?? loaderData.preview;
  const here = loaderData.questionId
    ? `/admin/quizzes/${quiz.id}/questions/${loaderData.questionId}`
    : `/admin/quizzes/${quiz.id}/questions/new`;
  const err = (name: string) => {
    const e = failure?.errors[name];
    return e ? t(e.key, e.vars) : undefined;
  };
  useEffect(
    () => () => (timer.current ? clearTimeout(timer.current) : undefined),
    [],
  );
  const schedulePreview = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!formRef.current) return;
      const body = new FormData(formRef.current);
      body.delete("image");
      body.set("intent", "preview");
      void fetcher.submit(body, { method: "post", action: here });
    }, 400);
  };
  return (
    <FormPage
      title={
        loaderData.questionId
          ? t("adminQuizzes.question.editTitle")
          : t("adminQuizzes.question.newTitle")
      }
      backTo={`/admin/quizzes/${quiz.id}`}
      backLabel={t("adminQuizzes.backToQuiz", { name: quiz.title })}
      intro={t("adminQuizzes.question.intro")}
      error={formError ? t(formError) : null}
    >
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Form
          ref={formRef}
          method="post"
          action={here}
          encType="multipart/form-data"
          noValidate
          onChange={schedulePreview}
          className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t("adminQuizzes.question.section")}
              name="sectionId"
              id="sectionId"
              defaultValue={values.sectionId}
              error={err("sectionId")}
              options={quiz.sections.map((s, i) => ({
                value: String(s.id),
                label: `${i + 1}. ${s.title}`,
              }))}
            />
            <SelectField
              label={t("adminQuizzes.question.type")}
              name="type"
              id="type"
              defaultValue={values.type}
              error={err("type")}
              options={QUESTION_TYPES.map((q) => ({
                value: q,
                label: t(`adminQuizzes.type.${q}`),
              }))}
            />
          </div>
          <TextArea
            label={t("adminQuizzes.question.textEn")}
            name="textEn"
            id="textEn"
            rows={4}
            defaultValue={values.textEn}
            error={err("textEn")}
          />
          <TextArea
            label={t("adminQuizzes.question.textHi")}
            name="textHi"
            id="textHi"
            lang="hi"
            rows={3}
            defaultValue={values.textHi}
            error={err("textHi")}
          />
          <fieldset
            className="flex flex-col gap-3"
            aria-describedby="options-hint"
          >
            <legend className="text-base font-semibold">
              {t("adminQuizzes.question.optionsHeading")}
            </legend>
            <p id="options-hint" className="text-xs text-slate-600">
              {t("adminQuizzes.question.optionsHint")}
            </p>
            {err("options") ? (
              <p className="text-sm text-red-700">{err("options")}</p>
            ) : null}
            {err("correct") ? (
              <p className="text-sm text-red-700" id="correct-error">
                {err("correct")}
              </p>
            ) : null}
            {OPTION_LETTERS.map((l) => (
              <div
                key={l}
                className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-2"
              >
                <Field
                  label={t("adminQuizzes.question.optionEn", { letter: l })}
                  name={`option${l}`}
                  id={`option${l}`}
                  defaultValue={values[`option${l}`]}
                  error={err(`option${l}`)}
                />
                <Field
                  label={t("adminQuizzes.question.optionHi", { letter: l })}
                  name={`option${l}Hi`}
                  id={`option${l}Hi`}
                  lang="hi"
                  defaultValue={values[`option${l}Hi`]}
                  error={err(`option${l}Hi`)}
                />
                <label className="flex min-h-11 items-center gap-2 text-sm sm:col-span-2">
                  <input
                    type="checkbox"
                    name={`correct${l}`}
                    defaultChecked={values[`correct${l}`] === "on"}
                    className="size-5"
                  />
                  {t("adminQuizzes.question.correct", { letter: l })}
                </label>
              </div>
            ))}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t("adminQuizzes.question.answer")}
              name="answer"
              id="answer"
              inputMode="decimal"
              defaultValue={values.answer}
              hint={t("adminQuizzes.question.numericHint")}
              error={err("answer")}
            />
            <Field
              label={t("adminQuizzes.question.tolerance")}
              name="tolerance"
              id="tolerance"
              inputMode="decimal"
              defaultValue={values.tolerance}
              error={err("tolerance")}
            />
          </div>
          <TextArea
            label={t("adminQuizzes.question.explanationEn")}
            name="explanationEn"
            id="explanationEn"
            rows={3}
            defaultValue={values.explanationEn}
            error={err("explanationEn")}
          />
          <TextArea
            label={t("adminQuizzes.question.explanationHi")}
            name="explanationHi"
            id="explanationHi"
            lang="hi"
            rows={3}
            defaultValue={values.explanationHi}
            error={err("explanationHi")}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t("adminQuizzes.question.topics")}
              name="topics"
              id="topics"
              defaultValue={values.topics}
              hint={t("adminQuizzes.question.topicsHint")}
              error={err("topics")}
            />
            <SelectField
              label={t("adminQuizzes.question.difficulty")}
              name="difficulty"
              id="difficulty"
              defaultValue={values.difficulty || "medium"}
              error={err("difficulty")}
              options={QUESTION_DIFFICULTIES.map((d) => ({
                value: d,
                label: t(`adminQuizzes.difficulty.${d}`),
              }))}
            />
          </div>
          <div className="flex min-w-0 flex-col gap-2">
            {loaderData.imageUrl ? (
              <>
                <img
                  src={loaderData.imageUrl}
                  alt={t("adminQuizzes.question.currentImage")}
                  className="max-h-48 w-auto max-w-full self-start rounded-lg border border-slate-200"
                />
                <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    name="removeImage"
                    defaultChecked={values.removeImage === "on"}
                    className="h-5 w-5"
                  />
                  {t("adminQuizzes.question.removeImage")}
                </label>
              </>
            ) : null}
            <Field
              label={
                loaderData.imageUrl
                  ? t("adminQuizzes.question.replaceImage")
                  : t("adminQuizzes.question.image")
              }
              name="image"
              id="question-image"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              hint={t("adminQuizzes.question.imageHint", {
                mb: loaderData.figureMb,
              })}
              error={err("image")}
              className="min-w-0 [&_input]:w-full [&_input]:min-w-0"
            />
          </div>
          <div className="flex flex-wrap gap-3">
            <SubmitButton
              label={t("adminQuizzes.question.save")}
              pendingLabel={t("adminQuizzes.saving")}
              name="intent"
              value="save"
            />
            <Button
              type="submit"
              name="intent"
              value="preview"
              variant="secondary"
            >
              {t("adminQuizzes.question.preview")}
            </Button>
          </div>
        </Form>
        <PreviewPanel preview={preview} />
      </div>
    </FormPage>
  );
}

function PreviewPanel({ preview }: { preview: QuestionPreview | null }) {
  const { t } = useI18n();
  const side = (lang: "en" | "hi") => {
    const s = preview?.[lang];
    const label =
      lang === "en"
        ? t("adminQuizzes.preview.english")
        : t("adminQuizzes.preview.hindi");
    return (
      <section
        aria-label={label}
        lang={lang}
        className="rounded-xl border border-slate-200 p-4"
        data-testid={`preview-${lang}`}
      >
        <h3 className="text-sm font-semibold text-slate-700">{label}</h3>
        {!s ? (
          <p className="mt-2 text-sm text-slate-700">
            {lang === "hi" && preview?.en
              ? t("adminQuizzes.preview.noHindi")
              : t("adminQuizzes.preview.empty")}
          </p>
        ) : (
          <>
            <div
              className="quiz-text prose mt-2 max-w-none break-words"
              dangerouslySetInnerHTML={{ __html: s.text }}
            />
            {s.options.length > 0 ? (
              <ol className="mt-3 flex flex-col gap-2">
                {s.options.map((o) => (
                  <li
                    key={o.letter}
                    className={`flex gap-3 rounded-lg border p-3 ${o.correct ? "border-green-700 bg-green-50" : "border-slate-300"}`}
                  >
                    <span aria-hidden="true" className="font-semibold">
                      {o.letter}.
                    </span>
                    <div
                      className="min-w-0 flex-1 break-words"
                      dangerouslySetInnerHTML={{ __html: o.html }}
                    />
                    {o.correct ? (
                      <span className="text-xs font-semibold text-green-900">
                        {t("adminQuizzes.preview.correct")}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ol>
            ) : null}
            {preview?.answer ? (
              <p className="mt-3 text-sm font-semibold text-green-900">
                {t("adminQuizzes.preview.answer", {
                  answer: preview.answer,
                  tolerance: preview.tolerance ?? "0",
                })}
              </p>
            ) : null}
            {s.explanation ? (
              <div className="mt-3 border-t border-slate-200 pt-3 text-sm">
                <p className="font-semibold">
                  {t("adminQuizzes.preview.explanation")}
                </p>
                <div
                  className="mt-1 break-words"
                  dangerouslySetInnerHTML={{ __html: s.explanation }}
                />
              </div>
            ) : null}
          </>
        )}
      </section>
    );
  };
  return (
    <section
      aria-labelledby="preview-heading"
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6 lg:sticky lg:top-4 lg:self-start"
      aria-live="polite"
    >
      <h2 id="preview-heading" className="text-xl font-bold">
        {t("adminQuizzes.preview.heading")}
      </h2>
      <p className="text-sm text-slate-700">
        {t("adminQuizzes.preview.intro")}
      </p>
      {side("en")}
      {side("hi")}
    </section>
  );
}
