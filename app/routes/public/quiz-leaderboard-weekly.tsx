import { Link } from "react-router";
import type { Route } from "./+types/quiz-leaderboard-weekly";
import { getSessionUser } from "~/features/accounts/session.server";
import { LeaderboardTable } from "~/features/quizzes/leaderboard-table";
import { weeklyLeaderboard } from "~/features/quizzes/play.server";
import { quizNow } from "~/features/quizzes/quiz-clock.server";
import { useI18n } from "~/lib/i18n/i18n";
import { routeMessages } from "~/lib/i18n/route-messages.server";
import { pageMeta } from "~/lib/meta";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("quizHub")];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "quizHub.board.weeklyTitle", "quizHub.board.weeklyDescription");

// Public (first names and initials only, decision 040); not cached: it changes with every submit.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  return { signedIn: Boolean(user), board: await weeklyLeaderboard(quizNow(), user?.id ?? null) };
}

export default function WeeklyLeaderboard({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { board, signedIn } = loaderData;
  const week = new Intl.DateTimeFormat(locale === "hi" ? "hi-IN" : "en-IN", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${board.weekStart}T00:00:00Z`));
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <p className="text-sm">
        <Link to="/quizzes/play" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
          ← {t("quizHub.mode.play.title")}
        </Link>
      </p>
      <h1 className="text-3xl font-bold">{t("quizHub.board.weeklyTitle")}</h1>
      <p className="mt-1 text-slate-700">{t("quizHub.board.week", { date: week })}</p>
      <p className="mt-1 max-w-2xl text-sm text-slate-700">{t("quizHub.board.weeklyIntro")}</p>
      <LeaderboardTable board={board} caption={t("quizHub.board.weeklyTitle")} signedIn={signedIn} />
    </div>
  );
}
