// The result of a submitted attempt (decision 039): score, the spec's pass message, per-section
// scores, accuracy, attempts, rank and percentile among first attempts, strong and weak topics, time
// per question; Try Again, Retry wrong questions (practice), and the solutions review. Tables become
// cards on phones (360 px).
import { Form, Link } from "react-router";
import { Notice } from "../../components/ui/notice";
import { useI18n } from "../../lib/i18n/i18n";
import { PlayRewards } from "./play-rewards";
import type { PlayRewards as Rewards } from "./play.server";
import type { AttemptResult } from "./quiz-types";
import { ModeBadge, formatDuration, formatMarks } from "./runner-bits";

const BUTTON = "inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2.5 text-sm font-semibold";

export function QuizResult({ result, lang, rewards }: { result: AttemptResult; lang: "en" | "hi"; rewards: Rewards | null }) {
  const { t } = useI18n();
  const title = lang === "hi" && result.titleHi ? result.titleHi : result.title;
  const base = `/quiz/${result.quizId}/attempts/${result.attemptId}`;
  const wrong = result.incorrect + result.unanswered;
  return (
    <div className="mx-auto max-w-4xl px-4 py-6" data-testid="quiz-result">
      <ModeBadge mode={result.mode} />
      <h1 className="mt-2 text-2xl font-bold">{t("quizRunner.result.title")}</h1>
      <p className="text-slate-700">{title}</p>
      {result.autoSubmitted ? <Notice className="mt-4">{t("quizRunner.result.autoSubmitted")}</Notice> : null}

      <div className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
        <p className="text-sm text-slate-600">{t("quizRunner.result.score")}</p>
        <p className="text-3xl font-bold" data-testid="result-score">{t("quizRunner.result.scoreValue", { score: formatMarks(result.score), max: formatMarks(result.maxScore) })}</p>
        <p className={`mt-2 font-semibold ${result.passed ? "text-green-800" : "text-slate-800"}`} data-testid="pass-message">
          {result.passed ? t("quizRunner.result.pass") : t("quizRunner.result.notYet")}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Stat label={t("quizRunner.result.correct")} value={String(result.correct)} />
          <Stat label={t("quizRunner.result.incorrect")} value={String(result.incorrect)} />
          <Stat label={t("quizRunner.result.unanswered")} value={String(result.unanswered)} />
          <Stat label={t("quizRunner.result.accuracy")} value={result.accuracy === null ? "—" : `${result.accuracy}%`} />
          <Stat label={t("quizRunner.result.attempted")} value={`${result.attempted} / ${result.questionCount}`} />
          {result.rank !== null ? <Stat label={t("quizRunner.result.rank")} value={t("quizRunner.result.rankValue", { rank: result.rank, total: result.rankedAttempts })} testId="result-rank" /> : null}
          {result.percentile !== null ? <Stat label={t("quizRunner.result.percentile")} value={String(result.percentile)} testId="result-percentile" /> : null}
        </dl>
        {result.rank === null ? <p className="mt-2 text-sm text-slate-600">{t("quizRunner.result.notRanked")}</p> : null}
      </div>

      {result.mode === "play" ? <PlayRewards rewards={rewards} quizId={result.quizId} /> : null}

      <div className="mt-4 flex flex-wrap gap-2">
        <Form method="post" action={`/quiz/${result.quizId}`}>
          <input type="hidden" name="intent" value="start" />
          <button type="submit" className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}>{t("quizRunner.result.tryAgain")}</button>
        </Form>
        {result.mode === "practice" && wrong > 0 ? (
          <Form method="post" action={`${base}?lang=${lang}`}>
            <input type="hidden" name="intent" value="retryWrong" />
            <button type="submit" className={`${BUTTON} bg-saffron-600 text-white hover:bg-orange-800`}>{t("quizRunner.result.retryWrong")}</button>
          </Form>
        ) : null}
        <Link to={`${base}/solutions?lang=${lang}`} className={`${BUTTON} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100`}>{t("quizRunner.result.solutions")}</Link>
      </div>

      <section aria-labelledby="sections-h" className="mt-8">
        <h2 id="sections-h" className="text-lg font-semibold">{t("quizRunner.result.sections")}</h2>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {result.sections.map((s) => (
            <li key={s.id} className="rounded-xl border border-slate-200 bg-white p-3" data-testid="result-section">
              <p className="font-semibold">{lang === "hi" && s.titleHi ? s.titleHi : s.title}</p>
              <p className="text-xl font-bold">{t("quizRunner.result.scoreValue", { score: formatMarks(s.score), max: formatMarks(s.maxScore) })}</p>
              <p className="text-sm text-slate-700">
                {t("quizRunner.result.correct")} {s.correct} · {t("quizRunner.result.incorrect")} {s.incorrect} · {t("quizRunner.result.unanswered")} {s.unanswered} · {t("quizRunner.result.accuracy")} {s.accuracy === null ? "—" : `${s.accuracy}%`}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="topics-h" className="mt-8">
        <h2 id="topics-h" className="text-lg font-semibold">{t("quizRunner.result.topics")}</h2>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <TopicList title={t("quizRunner.result.strong")} topics={result.topics.strong} />
          <TopicList title={t("quizRunner.result.weak")} topics={result.topics.weak} />
        </div>
      </section>

      <section aria-labelledby="time-h" className="mt-8">
        <h2 id="time-h" className="text-lg font-semibold">{t("quizRunner.result.time")}</h2>
        <p className="text-sm text-slate-700">{t("quizRunner.result.totalTime", { time: formatDuration(result.totalTimeMs) })}</p>
        <ol className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
          {result.questions.map((q, i) => (
            <li key={q.questionId} className={`rounded-lg border px-2 py-1.5 text-sm ${q.outcome === "correct" ? "border-green-700 bg-green-50" : q.outcome === "incorrect" ? "border-red-700 bg-red-50" : "border-slate-300 bg-white"}`}>
              <span className="font-semibold">{t("quizRunner.questionShort", { n: i + 1 })}</span>
              <span className="block">
                {t(`quizRunner.result.${q.outcome}`)} · {formatMarks(q.marks)}
              </span>
              <span className="block text-slate-700">{formatDuration(q.timeSpentMs)}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2" data-testid={testId}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-lg font-bold">{value}</dd>
    </div>
  );
}

function TopicList({ title, topics }: { title: string; topics: { topic: string; questions: number; correct: number; accuracy: number }[] }) {
  const { t } = useI18n();
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3">
      <h3 className="font-semibold">{title}</h3>
      {topics.length === 0 ? (
        <p className="text-sm text-slate-600">{t("quizRunner.result.noTopics")}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {topics.map((tp) => (
            <li key={tp.topic} className="flex justify-between gap-2">
              <span className="capitalize">{tp.topic}</span>
              <span className="text-slate-700">
                {tp.correct}/{tp.questions} · {tp.accuracy}%
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
