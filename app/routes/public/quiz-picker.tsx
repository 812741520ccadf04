import { data, Form, Link, useNavigation, useSubmit } from "react-router";
import type { Route } from "./+types/quiz-picker";
import { buttonClass } from "~/components/ui/button";
import { SelectField } from "~/components/ui/select-field";
import { isQuizMode, pickerFor } from "~/features/quizzes/hub.server";
import { QuizCard, useQuizFacts } from "~/features/quizzes/quiz-card";
import { useI18n } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/lib/i18n/messages.en";
import { routeMessages } from "~/lib/i18n/route-messages.server";
import { pageUrl } from "~/lib/page-url";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("quizHub", "quizzes.empty")];

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches.find((m) => m?.id === "root")?.data as { messages?: Partial<Record<MessageKey, string>> } | undefined;
  const m = root?.messages ?? {};
  if (!loaderData) return [{ title: "Vidyapath" }];
  const heading = m[`quizHub.picker.heading.${loaderData.mode}`] ?? loaderData.mode;
  return [{ title: `${heading} | ${m["quizHub.title"] ?? "Quizzes"} | Vidyapath` }, { name: "description", content: m["quizHub.description"] ?? "" }];
};

// Public and cached per area "quizzes" (decision 040). The spec: results appear only after BOTH a
// class and a subject are chosen; otherwise 'No quizzes available for this selection.' A query value
// that is not on offer counts as not chosen (the default page, never an error); an unknown mode is a 404.
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!isQuizMode(params.mode)) throw data({ notFound: true }, { status: 404 });
  const page = pageUrl(request);
  return { mode: params.mode, picker: await pickerFor(params.mode, new URLSearchParams(page.search)) };
}

export default function QuizPicker({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const facts = useQuizFacts();
  const submit = useSubmit();
  const navigation = useNavigation();
  const { mode, picker } = loaderData;
  const { chosen } = picker;
  const subjects = chosen.class ? (picker.subjects[chosen.class] ?? []) : [...new Set(Object.values(picker.subjects).flat())].sort();
  const busy = navigation.state === "loading" && navigation.location?.pathname === `/quizzes/${mode}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <p className="text-sm">
        <Link to="/quizzes" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
          ← {t("quizHub.back")}
        </Link>
      </p>
      <h1 className="text-3xl font-bold">{t(`quizHub.picker.heading.${mode}`)}</h1>
      <p className="mt-1 max-w-2xl text-slate-700">{t(`quizHub.mode.${mode}.text`)}</p>
      {mode === "play" ? (
        <div className="mt-3 max-w-3xl space-y-1 rounded-xl bg-amber-50 p-4 text-sm text-slate-800">
          <p>{t("quizHub.pointsRule")}</p>
          <p>{t("quizHub.noMoney")}</p>
          <Link to="/quizzes/play/leaderboard" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
            {t("quizHub.board.weeklyLink")}
          </Link>
        </div>
      ) : null}
      {/* A GET form: works without JavaScript (the button), and with it each change shows the new
          results at once. Keyed by the choice, so its uncontrolled selects follow a navigation. */}
      <Form
        key={JSON.stringify(chosen)}
        method="get"
        action={`/quizzes/${mode}`}
        aria-label={t("quizHub.picker.label")}
        className={`mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:items-end ${mode === "mock" ? "sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto]" : "sm:grid-cols-[1fr_1fr_auto]"}`}
        onChange={(e) => submit(e.currentTarget, { replace: true, preventScrollReset: true })}
      >
        <SelectField
          label={t("quizHub.picker.class")}
          id="class"
          name="class"
          defaultValue={chosen.class ?? ""}
          options={[{ value: "", label: t("quizHub.picker.chooseClass") }, ...picker.classes.map((c) => ({ value: c, label: facts.className(c) }))]}
        />
        <SelectField
          label={t("quizHub.picker.subject")}
          id="subject"
          name="subject"
          defaultValue={chosen.subject ?? ""}
          options={[{ value: "", label: t("quizHub.picker.chooseSubject") }, ...subjects.map((s) => ({ value: s, label: facts.subject(s) }))]}
        />
        {mode === "mock" && picker.exams.length ? (
          <SelectField
            label={t("quizHub.picker.exam")}
            id="exam"
            name="exam"
            defaultValue={chosen.exam ?? ""}
            options={[{ value: "", label: t("quizHub.picker.anyExam") }, ...picker.exams.map((e) => ({ value: e, label: e }))]}
          />
        ) : null}
        <button type="submit" className={buttonClass("primary")}>
          {t("quizHub.picker.show")}
        </button>
      </Form>
      <section aria-live="polite" aria-busy={busy} className="mt-6">
        {picker.quizzes && picker.quizzes.length > 0 && chosen.class && chosen.subject ? (
          <>
            <h2 className="text-xl font-semibold">{t("quizHub.picker.results", { class: facts.className(chosen.class), subject: facts.subject(chosen.subject) })}</h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="quiz-results">
              {picker.quizzes.map((q) => (
                <li key={q.id}>
                  <QuizCard quiz={q} />
                  {mode === "play" ? (
                    <Link to={`/quizzes/play/${q.id}/leaderboard`} className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4">
                      {t("quizHub.card.leaderboard")}
                      <span className="sr-only"> — {facts.title(q)}</span>
                    </Link>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-lg text-slate-700" data-testid="quiz-empty">
            {t("quizzes.empty")}
          </p>
        )}
      </section>
    </div>
  );
}
