// GET /quiz/:quizId — a quiz's intro (decision 039): title, mode, sections, questions, time, marking
// and languages, with Start (or Resume, when an attempt is in progress). Public: anonymous visitors
// see the intro and a sign-in link that brings them back here; starting is a POST that needs sign-in
// (an anonymous POST goes to /login and back). Unpublished quizzes are a 404, except for admins
// (a preview attempt, never ranked).
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/quiz-intro";
import { buttonClass } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { SubmitButton } from "~/components/ui/submit-button";
import { getSessionUser } from "~/features/accounts/session.server";
import { parseIntId } from "~/features/quizzes/quiz-schemas";
import { attemptPath, quizIntro, startFromIntro } from "~/features/quizzes/runner-page.server";
import { ModeBadge, formatMarks } from "~/features/quizzes/runner-bits";
import { invalidInput, runAction } from "~/lib/errors/http-errors.server";
import { parseForm } from "~/lib/forms/parse-input.server";
import { useI18n } from "~/lib/i18n/i18n";
import { localeFromRequest } from "~/lib/i18n/locales";
import { routeMessages } from "~/lib/i18n/route-messages.server";
import { pageMeta } from "~/lib/meta";
import { loginUrlFor } from "~/lib/safe-redirect";
import { z } from "zod";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("quizRunner", "quizzes")];

const startForm = z.object({ intent: z.literal("start") });
const pageRequest = (request: Request, id: string | undefined) => new Request(new URL(`/quiz/${id ?? ""}`, request.url));

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = parseIntId(params.quizId);
  const user = await getSessionUser(request);
  const intro = id ? await quizIntro(id, user) : null;
  if (!intro) throw data({ notFound: true }, { status: 404 });
  return { ...intro, signedIn: Boolean(user), loginUrl: loginUrlFor(pageRequest(request, params.quizId)), resumeUrl: intro.openAttemptId ? attemptPath(intro.detail.id, intro.openAttemptId) : null };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await getSessionUser(request);
  if (!user) throw redirect(loginUrlFor(pageRequest(request, params.quizId)));
  const id = parseIntId(params.quizId);
  if (!id) throw data({ notFound: true }, { status: 404 });
  const parsed = await parseForm(request, startForm);
  if (!parsed.ok) return invalidInput(parsed, "error.badRequest");
  const lang = localeFromRequest(request);
  const started = await runAction(async () => ({ ok: true as const, attemptId: await startFromIntro(user, id) }), {}, ["notFound"]);
  if ("ok" in started && started.ok) throw redirect(attemptPath(id, started.attemptId, { lang }));
  return started;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? [{ title: `${loaderData.detail.title} | Vidyapath` }, { name: "description", content: loaderData.detail.title }] : [...pageMeta(matches, "quizRunner.intro.title"), { name: "robots", content: "noindex" }];

export default function QuizIntro({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { detail, preview, signedIn, loginUrl, resumeUrl } = loaderData;
  const title = locale === "hi" && detail.titleHi ? detail.titleHi : detail.title;
  const minutes = detail.durationSeconds ? Math.round(detail.durationSeconds / 60) : null;
  const bilingual = detail.titleHi !== null;
  const note = detail.mode === "practice" ? "quizRunner.intro.practiceNote" : detail.mode === "play" ? "quizRunner.intro.playNote" : "quizRunner.intro.mockNote";
  const failure = actionData && "ok" in actionData && !actionData.ok ? actionData : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      {preview ? <Notice className="mb-4">{t("quizRunner.intro.preview")}</Notice> : null}
      <ModeBadge mode={detail.mode} />
      <h1 className="mt-2 text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="mt-2 text-slate-700">{t(note)}</p>
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Fact label={t("quizRunner.intro.questions")} value={String(detail.questionCount)} />
        <Fact label={t("quizRunner.intro.time")} value={minutes ? t("quizRunner.intro.minutes", { n: minutes }) : t("quizRunner.intro.untimed")} />
        <Fact label={t("quizRunner.intro.maxScore")} value={formatMarks(detail.maxScore)} />
      </dl>
      <h2 className="mt-8 text-lg font-semibold">{t("quizRunner.intro.sections")}</h2>
      <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {detail.sections.map((s) => (
          <li key={s.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
            <span className="font-medium">
              {locale === "hi" && s.titleHi ? s.titleHi : s.title} <span className="text-slate-600">· {s.questionCount}</span>
            </span>
            <span className="text-sm text-slate-700">
              <span className="sr-only">{t("quizRunner.intro.marking")}: </span>
              {t("quizRunner.intro.markingValue", { correct: formatMarks(s.marking.correct), incorrect: formatMarks(s.marking.incorrect), unanswered: formatMarks(s.marking.unanswered) })}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-700">{bilingual ? t("quizRunner.intro.bilingual") : t("quizRunner.intro.englishOnly")}</p>
      {failure?.formError ? <Notice tone="error" className="mt-4">{t(failure.formError.key, failure.formError.vars)}</Notice> : null}
      <div className="mt-6 flex flex-wrap gap-3">
        {!signedIn ? (
          <Link to={loginUrl} className={buttonClass("primary")}>
            {t("quizRunner.intro.signIn")}
          </Link>
        ) : resumeUrl ? (
          <Link to={resumeUrl} className={buttonClass("primary")}>
            {t("quizRunner.intro.resume")}
          </Link>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="start" />
            <SubmitButton label={t("quizRunner.intro.start")} pendingLabel={t("app.loading")} />
          </Form>
        )}
      </div>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-4 py-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-lg font-semibold">{value}</dd>
    </div>
  );
}
