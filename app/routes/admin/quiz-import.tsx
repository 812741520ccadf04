// /admin/quizzes/:id/import?section=… — CSV import of questions into a section (decision 041).
// "Check the file" is a dry run listing each row's problems; "Import" checks again and imports every
// row in one transaction, or nothing when any row is wrong. UTF-8, 512 KB, 300 rows. Admins only.
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/quiz-import";
import { FormPage } from "~/components/ui/admin-page";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { requireAdmin } from "~/features/accounts/session.server";
import {
  CSV_COLUMNS,
  MAX_CSV_BYTES,
} from "~/features/quizzes/admin-quiz-schemas";
import {
  getQuizEditor,
  importQuestionsCsv,
} from "~/features/quizzes/admin-quizzes.server";
import type { RowProblem } from "~/features/quizzes/question-csv.server";
import { parseIntId } from "~/features/quizzes/quiz-schemas";
import { DomainError, notFound } from "~/lib/errors/domain-error";
import { loadPage, runAction } from "~/lib/errors/http-errors.server";
import { readForm } from "~/lib/forms/read-form.server";
import { useI18n } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/lib/i18n/messages.en";
import { plural } from "~/lib/i18n/plural";
import { routeMessages } from "~/lib/i18n/route-messages.server";
import { pageMeta } from "~/lib/meta";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("adminQuizzes", "quizzes")];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "adminQuizzes.import.title", "adminQuizzes.description");

type Msg = { key: MessageKey; vars?: Record<string, string | number> };
type ImportData =
  | {
      ok: false;
      fileError: Msg | null;
      problems: RowProblem[];
      sectionId: string;
    }
  | { ok: true; ready: number; sectionId: string };

async function quizFor(raw: string | undefined) {
  const id = parseIntId(raw);
  const quiz = id === null ? null : await getQuizEditor(id);
  if (!quiz) throw notFound("adminQuizzes.notFound");
  return quiz;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadPage(async () => {
    const quiz = await quizFor(params.id);
    const wanted = parseIntId(
      new URL(request.url).searchParams.get("section") ?? undefined,
    );
    const sectionId =
      quiz.sections.find((s) => s.id === wanted)?.id ?? quiz.sections[0].id;
    return {
      quiz: {
        id: quiz.id,
        title: quiz.title.en,
        sections: quiz.sections.map((s) => ({ id: s.id, title: s.title.en })),
      },
      sectionId,
    };
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return runAction(async () => {
    const quiz = await quizFor(params.id);
    const form = await readForm(request);
    if (
      !form ||
      new Set(form.keys()).size !== [...form.keys()].length ||
      [...form.keys()].some((k) => !["intent", "sectionId", "file"].includes(k))
    )
      throw new DomainError("invalid", "error.badRequest");
    const intent = form.get("intent");
    const sectionRaw = form.get("sectionId");
    const sectionId =
      typeof sectionRaw === "string" ? parseIntId(sectionRaw) : null;
    if (
      (intent !== "check" && intent !== "import") ||
      sectionId === null ||
      !quiz.sections.some((s) => s.id === sectionId)
    )
      throw new DomainError("invalid", "error.badRequest");
    const file = form.get("file");
    const fail = (key: MessageKey, status: number) =>
      data(
        {
          ok: false,
          fileError: { key },
          problems: [],
          sectionId: String(sectionId),
        } satisfies ImportData,
        { status },
      );
    if (!(file instanceof File) || file.size === 0)
      return fail("adminQuizzes.csv.noFile", 400);
    if (file.size > MAX_CSV_BYTES)
      return fail("adminQuizzes.csv.tooLarge", 413);
    const bytes = new Uint8Array(await file.arrayBuffer());
    // A CSV is text: a NUL byte means a binary file (a spreadsheet's .xlsx, an image).
    if (bytes.includes(0)) return fail("adminQuizzes.csv.notCsv", 415);
    const outcome = await importQuestionsCsv(quiz.id, sectionId, bytes, {
      dryRun: intent === "check",
      adminId: admin.id,
    });
    if ("problems" in outcome)
      return data(
        {
          ok: false,
          fileError: outcome.fileError,
          problems: outcome.problems.slice(0, 200),
          sectionId: String(sectionId),
        } satisfies ImportData,
        { status: 400 },
      );
    if (intent === "check")
      return {
        ok: true,
        ready: outcome.ready ?? 0,
        sectionId: String(sectionId),
      } satisfies ImportData;
    return redirect(
      `/admin/quizzes/${quiz.id}?done=imported&n=${outcome.imported}`,
    );
  });
}

export default function QuizImport({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { quiz } = loaderData;
  const result = actionData as
    (ImportData & { formError?: Msg | null }) | undefined;
  const formError =
    result && "formError" in result && result.formError
      ? result.formError
      : null;
  const here = `/admin/quizzes/${quiz.id}/import`;
  const counted = (
    key: "adminQuizzes.import.ready" | "adminQuizzes.import.problems",
    n: number,
  ) =>
    t(plural(locale, n, { one: `${key}.one`, other: `${key}.other` }), {
      count: n,
    });
  const sectionId =
    result && "sectionId" in result
      ? result.sectionId
      : String(loaderData.sectionId);
  return (
    <FormPage
      title={t("adminQuizzes.import.title")}
      backTo={`/admin/quizzes/${quiz.id}`}
      backLabel={t("adminQuizzes.backToQuiz", { name: quiz.title })}
      intro={t("adminQuizzes.import.intro")}
      error={formError ? t(formError.key, formError.vars) : null}
    >
      <p className="mt-3 text-sm">
        <a
          href="/admin/quizzes/import-template.csv"
          download
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          {t("adminQuizzes.import.template")}
        </a>
      </p>
      <p className="mt-2 text-xs break-words text-slate-700">
        {t("adminQuizzes.import.columns", { columns: CSV_COLUMNS.join(", ") })}
      </p>
      <div className="mt-4 flex flex-col gap-3" aria-live="polite">
        {result?.ok === true ? (
          <Notice tone="success">
            {counted("adminQuizzes.import.ready", result.ready)}
          </Notice>
        ) : null}
        {result?.ok === false && "fileError" in result && result.fileError ? (
          <Notice tone="error">
            {t(result.fileError.key, result.fileError.vars)}
          </Notice>
        ) : null}
        {result?.ok === false &&
        "problems" in result &&
        result.problems.length > 0 ? (
          <div
            role="alert"
            className="rounded-lg border border-red-700 bg-red-50 p-4 text-red-900"
          >
            <p className="font-semibold">
              {counted("adminQuizzes.import.problems", result.problems.length)}
            </p>
            <ul
              className="mt-2 list-disc pl-5 text-sm"
              data-testid="row-problems"
            >
              {result.problems.map((p, i) => {
                const message = t(p.key, p.vars);
                return (
                  <li key={i}>
                    {p.column
                      ? t("adminQuizzes.import.row", {
                          row: p.row,
                          column: p.column,
                          message,
                        })
                      : t("adminQuizzes.import.rowNoColumn", {
                          row: p.row,
                          message,
                        })}
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
      </div>
      <Form
        method="post"
        action={here}
        encType="multipart/form-data"
        className="mt-4 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <SelectField
          label={t("adminQuizzes.import.section")}
          name="sectionId"
          id="sectionId"
          defaultValue={sectionId}
          options={quiz.sections.map((s, i) => ({
            value: String(s.id),
            label: `${i + 1}. ${s.title}`,
          }))}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="file" className="text-sm font-medium text-slate-800">
            {t("adminQuizzes.import.file")}
          </label>
          <input
            id="file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            className="min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="check" variant="secondary">
            {t("adminQuizzes.import.check")}
          </Button>
          <SubmitButton
            label={t("adminQuizzes.import.submit")}
            pendingLabel={t("adminQuizzes.saving")}
            name="intent"
            value="import"
          />
        </div>
      </Form>
    </FormPage>
  );
}
