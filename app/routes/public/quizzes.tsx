import { Link } from "react-router";
import type { Route } from "./+types/quizzes";
import { hubCounts } from "~/features/quizzes/hub.server";
import { PRESETS } from "~/features/quizzes/presets";
import { useI18n } from "~/lib/i18n/i18n";
import { plural } from "~/lib/i18n/plural";
import { routeMessages } from "~/lib/i18n/route-messages.server";
import { pageMeta } from "~/lib/meta";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("quizHub")];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "quizHub.title", "quizHub.description");

// Public, the same for everyone: cached per content area "quizzes" (server/app.ts, decision 040).
export async function loader() {
  return { counts: await hubCounts() };
}

const MODES = ["practice", "play", "mock"] as const;
// Plain text symbols (no emoji: many phones and this machine's Chromium have no emoji font).
const ICON = { practice: "✎", play: "★", mock: "▤" } as const;

export default function QuizHub({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { counts } = loaderData;
  const count = (n: number) => t(plural(locale, n, { one: "quizHub.count.one", other: "quizHub.count.other" }), { count: n });
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("quizHub.heading")}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t("quizHub.intro")}</p>
      <ul className="mt-6 grid gap-4 lg:grid-cols-3">
        {MODES.map((mode) => (
          <li key={mode}>
            <article className="relative flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-saffron-500">
              <div className="flex items-center gap-3">
                <span aria-hidden="true" className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-brand-100 text-xl text-brand-800">
                  {ICON[mode]}
                </span>
                <h2 className="text-xl font-semibold text-slate-900">
                  <Link to={`/quizzes/${mode}`} className="after:absolute after:inset-0 focus-visible:outline-none">
                    {t(`quizHub.mode.${mode}.title`)}
                  </Link>
                </h2>
              </div>
              <p className="text-sm text-slate-700">{t(`quizHub.mode.${mode}.text`)}</p>
              <p className="text-sm font-semibold text-slate-900" data-testid={`count-${mode}`}>
                {count(counts.modes[mode])}
              </p>
              <p aria-hidden="true" className="mt-auto pt-1 text-sm font-semibold text-brand-700">
                {t("quizHub.open")} →
              </p>
            </article>
          </li>
        ))}
      </ul>
      {counts.presets.length ? (
        <section aria-labelledby="presets-h" className="mt-8">
          <h2 id="presets-h" className="text-xl font-bold">{t("quizHub.presets")}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {counts.presets.map((p) => {
              const params = new URLSearchParams({ class: p.class, subject: p.subject, ...(p.exam ? { exam: p.exam } : {}) });
              return (
                <li key={p.preset}>
                  <Link to={`/quizzes/mock?${params}`} className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold hover:border-brand-700">
                    {PRESETS[p.preset].label[locale === "hi" ? "hi" : "en"]}
                    <span className="font-normal text-slate-700">({count(p.count)})</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="play-h" className="mt-8 rounded-2xl bg-amber-50 p-5">
        <h2 id="play-h" className="text-lg font-semibold">{t("quizHub.mode.play.title")}</h2>
        <p className="mt-1 text-sm text-slate-800">{t("quizHub.pointsRule")}</p>
        <p className="mt-1 text-sm text-slate-800">{t("quizHub.noMoney")}</p>
        <Link to="/quizzes/play/leaderboard" className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
          {t("quizHub.board.weeklyLink")}
        </Link>
      </section>
    </div>
  );
}
