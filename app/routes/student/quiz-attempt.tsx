// /quiz/:quizId/attempts/:attemptId — the owner's attempt (decision 039): the runner while it is in
// progress (?q= the question, ?lang= the questions' language, ?confirm=1 the submit summary), the
// result once submitted (also after the deadline: reading it then submits it automatically). Another
// student's attempt, or one of another quiz, is a 404; anonymous visitors go to /login and back.
// The action is the runner's no-JS path: each button is a post that saves and moves on.
import { DevanagariFont } from "~/components/layout/font-faces";
import { data, redirect } from "react-router";
import type { Route } from "./+types/quiz-attempt";
import { requireUser } from "~/features/accounts/session.server";
import katexCss from "~/features/quizzes/katex.css?url";
import { parseAttemptId, parseIntId } from "~/features/quizzes/quiz-schemas";
import { QuizResult } from "~/features/quizzes/quiz-result";
import { QuizRunner } from "~/features/quizzes/quiz-runner";
import { attemptPage, attemptPath, isClosedAttempt, runnerAction, runnerForm } from "~/features/quizzes/runner-page.server";
import { isDomainError } from "~/lib/errors/domain-error";
import { actionFailure, invalidInput, loadPage, pageError } from "~/lib/errors/http-errors.server";
import { parseForm } from "~/lib/forms/parse-input.server";
import { localeFromRequest } from "~/lib/i18n/locales";
import { routeMessages } from "~/lib/i18n/route-messages.server";
import { pageMeta } from "~/lib/meta";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("quizBadge", "quizHub", "quizRunner", "quizzes")];

/** KaTeX's stylesheet with a React `precedence`: emitted at the top of <head> with the app's own,
 * ahead of the modulepreload links (as a route link it came after them: see app/root.tsx). */
const KatexStylesheet = ({ lang }: { lang: string }) => (
  <>
    <link rel="stylesheet" href={katexCss} precedence="default" />
    {lang === "hi" ? <DevanagariFont /> : null}
  </>
);

function ids(params: Route.LoaderArgs["params"]) {
  const quizId = parseIntId(params.quizId);
  const attemptId = parseAttemptId(params.attemptId);
  if (!quizId || !attemptId) throw data({ notFound: true }, { status: 404 });
  return { quizId, attemptId };
}

const langOf = (request: Request) => {
  const lang = new URL(request.url).searchParams.get("lang");
  return lang === "en" || lang === "hi" ? lang : localeFromRequest(request);
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const { quizId, attemptId } = ids(params);
  const search = new URL(request.url).searchParams;
  return loadPage(() => attemptPage(user, quizId, attemptId, { lang: langOf(request), q: parseIntId(search.get("q") ?? undefined), confirm: search.get("confirm") === "1" }));
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const { quizId, attemptId } = ids(params);
  const parsed = await parseForm(request, runnerForm);
  if (!parsed.ok) return invalidInput(parsed, "error.badRequest");
  const lang = parsed.data.lang ?? langOf(request);
  const optionIds = (parsed.form?.getAll("optionId") ?? []).filter((v): v is string => typeof v === "string").slice(0, 10);
  let target: string;
  try {
    target = (await runnerAction(user, quizId, attemptId, { ...parsed.data, optionIds }, lang)).redirect;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (error.kind === "notFound") pageError(error);
    // Time up or already submitted: the page shows the result.
    if (isClosedAttempt(error)) throw redirect(attemptPath(quizId, attemptId, { lang }));
    return actionFailure(error, { value: parsed.data.value ?? "" });
  }
  throw redirect(target);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...(loaderData?.kind === "runner" ? [{ title: `${loaderData.title} | Vidyapath` }] : pageMeta(matches, loaderData ? "quizRunner.result.title" : "quizRunner.intro.title")),
  { name: "robots", content: "noindex" },
];

export default function QuizAttempt({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "result")
    return (
      <>
        <KatexStylesheet lang={loaderData.lang} />
        <QuizResult result={loaderData.result} lang={loaderData.lang} rewards={loaderData.rewards} />
      </>
    );
  const failure = actionData && "ok" in actionData && !actionData.ok ? actionData : null;
  return (
    <>
      <KatexStylesheet lang={loaderData.lang} />
      <QuizRunner key={`${loaderData.attemptId}:${loaderData.lang}:${loaderData.serverNow}`} view={loaderData} formError={failure?.formError ?? null} typedValue={failure?.values.value} />
    </>
  );
}
