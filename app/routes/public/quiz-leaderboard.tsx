import { data, Link } from "react-router";
import type { Route } from "./+types/quiz-leaderboard";
import { buttonClass } from "~/components/ui/button";
import { getSessionUser } from "~/features/accounts/session.server";
import { getQuizDetail } from "~/features/quizzes/catalogue.server";
import { LeaderboardTable } from "~/features/quizzes/leaderboard-table";
import { quizLeaderboard } from "~/features/quizzes/play.server";
import { useQuizFacts } from "~/features/quizzes/quiz-card";
import { parseIntId } from "~/features/quizzes/quiz-schemas";
import { useI18n } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/lib/i18n/messages.en";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("quizHub")];

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches.find((m) => m?.id === "root")?.data as { locale?: string; messages?: Partial<Record<MessageKey, string>> } | undefined;
  const m = root?.messages ?? {};
  if (!loaderData) return [{ title: "Vidyapath" }];
  const title = root?.locale === "hi" && loaderData.quiz.titleHi ? loaderData.quiz.titleHi : loaderData.quiz.title;
  return [{ title: `${(m["quizHub.board.quizTitle"] ?? "Leaderboard: {title}").replace("{title}", title)} | Vidyapath` }, { name: "description", content: m["quizHub.board.quizDescription"] ?? "" }];
};

// Public (first names and initials only, decision 040). A published play quiz only; else 404.
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = parseIntId(params.quizId);
  const quiz = id ? await getQuizDetail(id) : null;
  if (!quiz || quiz.mode !== "play") throw data({ notFound: true }, { status: 404 });
  const user = await getSessionUser(request);
  return { signedIn: Boolean(user), quiz: { id: quiz.id, title: quiz.title, titleHi: quiz.titleHi }, board: await quizLeaderboard(quiz.id, user?.id ?? null) };
}

export default function QuizLeaderboard({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const facts = useQuizFacts();
  const { quiz, board, signedIn } = loaderData;
  const title = facts.title(quiz);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <p className="text-sm">
        <Link to="/quizzes/play" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
          ← {t("quizHub.mode.play.title")}
        </Link>
      </p>
      <h1 className="text-3xl font-bold" lang={facts.titleLang(quiz)}>
        {t("quizHub.board.quizTitle", { title })}
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-700">{t("quizHub.board.quizIntro")}</p>
      <p className="mt-3 flex flex-wrap gap-3">
        <Link to={`/quiz/${quiz.id}`} className={buttonClass("primary")}>
          {t("quizHub.board.playQuiz")}
        </Link>
        <Link to="/quizzes/play/leaderboard" className={buttonClass("secondary")}>
          {t("quizHub.board.weeklyLink")}
        </Link>
      </p>
      <LeaderboardTable board={board} caption={t("quizHub.board.quizTitle", { title })} signedIn={signedIn} />
    </div>
  );
}
