// What a play-and-win result page shows under the score (decision 040): the attempt's points, its
// rank on the quiz's leaderboard, the week, the streak and the badges it earned. The data comes from
// `playRewardsFor(userId, attemptId)` (play.server.ts) in the result page's loader; null → nothing.
import { Link } from "react-router";
import { useI18n } from "~/lib/i18n/i18n";
import { plural } from "~/lib/i18n/plural";
import { BadgeList } from "./badge-list";
import type { PlayRewards as Rewards } from "./play.server";

export function PlayRewards({ rewards, quizId }: { rewards: Rewards | null; quizId: number }) {
  const { t, locale } = useI18n();
  if (!rewards) return null;
  return (
    <section aria-labelledby="play-rewards-h" className="rounded-2xl border border-amber-200 bg-amber-50 p-5" data-testid="play-rewards">
      <h2 id="play-rewards-h" className="text-lg font-semibold">{t("quizHub.rewards.title")}</h2>
      <p className="mt-1 text-3xl font-bold text-brand-800">{t("quizHub.rewards.points", { points: rewards.points })}</p>
      <ul className="mt-2 space-y-1 text-sm text-slate-800">
        <li>{t(plural(locale, rewards.correct, { one: "quizHub.rewards.correct.one", other: "quizHub.rewards.correct.other" }), { count: rewards.correct })}</li>
        <li>{rewards.rank !== null ? t("quizHub.rewards.rank", { rank: rewards.rank, total: rewards.rankedPlayers }) : t("quizHub.rewards.replay")}</li>
        {rewards.weekRank !== null ? <li>{t("quizHub.rewards.week", { points: rewards.weekPoints, rank: rewards.weekRank })}</li> : null}
        <li>{t(plural(locale, rewards.streak, { one: "quizHub.rewards.streak.one", other: "quizHub.rewards.streak.other" }), { count: rewards.streak })}</li>
      </ul>
      {rewards.newBadges.length ? (
        <>
          <h3 className="mt-3 font-semibold">{t("quizHub.rewards.newBadges")}</h3>
          <BadgeList badges={rewards.newBadges} />
        </>
      ) : null}
      <p className="mt-3 flex flex-wrap gap-x-4 text-sm">
        <Link to={`/quizzes/play/${quizId}/leaderboard`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
          {t("quizHub.card.leaderboard")}
        </Link>
        <Link to="/quizzes/play/leaderboard" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
          {t("quizHub.board.weeklyLink")}
        </Link>
      </p>
      <p className="mt-2 text-xs text-slate-700">{t("quizHub.noMoney")}</p>
    </section>
  );
}
