// A leaderboard as a table (decision 040): rank, public name, points; the viewer's row marked. Rows
// never carry an id or an e-mail (play.server.ts builds them from public names only).
import { Link, useLocation } from "react-router";
import { useI18n } from "~/lib/i18n/i18n";
import { plural } from "~/lib/i18n/plural";
import type { Leaderboard } from "./play.server";

export function LeaderboardTable({ board, caption, signedIn }: { board: Leaderboard; caption: string; signedIn: boolean }) {
  const { t, locale } = useI18n();
  const here = useLocation().pathname;
  return (
    <div className="mt-6">
      <p className="text-sm text-slate-700">{t(plural(locale, board.players, { one: "quizHub.board.players.one", other: "quizHub.board.players.other" }), { count: board.players })}</p>
      {board.rows.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-lg text-slate-700">{t("quizHub.board.empty")}</p>
      ) : (
        <table className="mt-3 w-full max-w-2xl border-collapse overflow-hidden rounded-xl bg-white text-left" data-testid="leaderboard">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-sm text-slate-700">
              <th scope="col" className="w-16 px-3 py-2">{t("quizHub.board.rank")}</th>
              <th scope="col" className="px-3 py-2">{t("quizHub.board.name")}</th>
              <th scope="col" className="w-24 px-3 py-2 text-right">{t("quizHub.board.points")}</th>
            </tr>
          </thead>
          <tbody>
            {board.rows.map((r, i) => (
              <tr key={i} className={`border-b border-slate-100 ${r.you ? "bg-amber-50 font-semibold" : ""}`}>
                <td className="px-3 py-2">{r.rank}</td>
                <td className="px-3 py-2 break-words">
                  {r.name} {r.you ? <span className="text-sm text-slate-700">{t("quizHub.board.you")}</span> : null}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{r.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="mt-3 font-semibold" data-testid="your-rank">
        {board.you ? t("quizHub.board.yourRank", { rank: board.you.rank, points: board.you.points }) : signedIn ? t("quizHub.board.notRanked") : null}
      </p>
      {!signedIn ? (
        <Link to={`/login?redirectTo=${encodeURIComponent(here)}`} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4">
          {t("quizHub.board.signIn")}
        </Link>
      ) : null}
      <p className="mt-2 text-sm text-slate-700">{t("quizHub.board.privacy")}</p>
      <p className="mt-1 text-sm text-slate-700">{t("quizHub.noMoney")}</p>
    </div>
  );
}
