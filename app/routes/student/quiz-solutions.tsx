// /quiz/:quizId/attempts/:attemptId/solutions — the solutions review of the owner's submitted attempt
// (decision 039): each question with your answer, the correct answer, the marks and the explanation.
// Before submission the engine refuses (409 → the attempt's page); another student's attempt is a 404.
import { DevanagariFont } from "~/components/layout/font-faces";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/quiz-solutions";
import { requireUser } from "~/features/accounts/session.server";
import katexCss from "~/features/quizzes/katex.css?url";
import { parseAttemptId, parseIntId } from "~/features/quizzes/quiz-schemas";
import { answerText, formatMarks, optionLetter } from "~/features/quizzes/runner-bits";
import { attemptPath, solutionsPage } from "~/features/quizzes/runner-page.server";
import { isDomainError } from "~/lib/errors/domain-error";
import { loadPage } from "~/lib/errors/http-errors.server";
import { useI18n } from "~/lib/i18n/i18n";
import { localeFromRequest } from "~/lib/i18n/locales";
import { routeMessages } from "~/lib/i18n/route-messages.server";
import { pageMeta } from "~/lib/meta";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("quizRunner", "quizzes")];

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: katexCss }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const quizId = parseIntId(params.quizId);
  const attemptId = parseAttemptId(params.attemptId);
  if (!quizId || !attemptId) throw data({ notFound: true }, { status: 404 });
  const search = new URL(request.url).searchParams.get("lang");
  const lang = search === "en" || search === "hi" ? search : localeFromRequest(request);
  try {
    return { ...(await solutionsPage(user, quizId, attemptId, lang)), lang, back: attemptPath(quizId, attemptId, { lang }) };
  } catch (error) {
    // Not submitted yet: no solutions; the attempt's own page (the runner) instead.
    if (isDomainError(error) && error.kind === "conflict") throw redirect(attemptPath(quizId, attemptId, { lang }));
    return loadPage(() => Promise.reject(error));
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "quizRunner.solutions.title"), { name: "robots", content: "noindex" }];

export default function QuizSolutions({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { items, title, back } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      {loaderData.lang === "hi" ? <DevanagariFont /> : null}
      <Link to={back} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
        {t("quizRunner.solutions.backToResult")}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{t("quizRunner.solutions.title")}</h1>
      <p className="text-slate-700">{title}</p>
      <ol className="mt-4 space-y-4">
        {items.map((item) => {
          const optionIds = item.options.map((o) => o.id);
          const tone = item.outcome === "correct" ? "border-green-700" : item.outcome === "incorrect" ? "border-red-700" : "border-slate-300";
          return (
            <li key={item.questionId} className={`rounded-xl border-l-4 bg-white p-4 shadow-sm ${tone}`} data-testid="solution">
              <h2 className="font-semibold">
                {t("quizRunner.questionShort", { n: item.number })} · {t(`quizRunner.result.${item.outcome}`)} · {t("quizRunner.solutions.marks", { marks: formatMarks(item.marks) })}
              </h2>
              <div className="quiz-html mt-2 break-words" dangerouslySetInnerHTML={{ __html: item.html }} />
              {item.options.length ? (
                <ul className="mt-2 space-y-1">
                  {item.options.map((o, i) => (
                    <li key={o.id} className="flex gap-2">
                      <span className="font-semibold">{optionLetter(i)}.</span>
                      <span className="quiz-html min-w-0 break-words" dangerouslySetInnerHTML={{ __html: o.html }} />
                    </li>
                  ))}
                </ul>
              ) : null}
              <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
                <div>
                  <dt className="text-slate-600">{t("quizRunner.solutions.yourAnswer")}</dt>
                  <dd className="font-semibold">{item.yourAnswer ? answerText(item.yourAnswer, optionIds) : t("quizRunner.solutions.none")}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t("quizRunner.correctAnswer", { answer: "" }).replace(/[:：]\s*$/, "")}</dt>
                  <dd className="font-semibold text-green-800">{answerText(item.correctAnswer, optionIds)}</dd>
                </div>
              </dl>
              {item.explanationHtml ? (
                <div className="mt-3 rounded-lg bg-slate-50 p-3">
                  <p className="font-semibold">{t("quizRunner.explanation")}</p>
                  <div className="quiz-html mt-1 break-words" dangerouslySetInnerHTML={{ __html: item.explanationHtml }} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
