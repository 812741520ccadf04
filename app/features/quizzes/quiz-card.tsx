// The quiz pages' shared pieces (decision 040): class and subject names in the page's language, and
// the card of one quiz in a picker's results. Client-safe.
import { Link } from "react-router";
import { useI18n } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/lib/i18n/messages.en";
import { plural } from "~/lib/i18n/plural";
import { PRESETS } from "./presets";
import type { QuizClass, QuizSummary } from "./quiz-types";

const SUBJECTS = new Set(["Physics", "Chemistry", "Biology", "Mathematics", "Science", "Social Science", "History", "Geography", "Polity", "Economics", "English", "Hindi", "General Knowledge", "General Studies", "Full test"]);

/** Class and subject names in the page's language; a subject without a translation is shown as the
 * admin wrote it. A quiz's title is its Hindi title on a Hindi page when it has one. */
export function useQuizFacts() {
  const { t, locale } = useI18n();
  return {
    className: (c: QuizClass) => t(`quizHub.class.${c}`),
    subject: (s: string) => (SUBJECTS.has(s) ? t(`quizHub.subject.${s}` as MessageKey) : s),
    title: (q: { title: string; titleHi: string | null }) => (locale === "hi" && q.titleHi ? q.titleHi : q.title),
    titleLang: (q: { titleHi: string | null }) => (locale === "hi" && q.titleHi ? "hi" : "en"),
    questions: (n: number) => t(plural(locale, n, { one: "quizHub.card.questions.one", other: "quizHub.card.questions.other" }), { count: n }),
    minutes: (seconds: number | null) => (seconds ? t(plural(locale, Math.round(seconds / 60), { one: "quizHub.card.minutes.one", other: "quizHub.card.minutes.other" }), { count: Math.round(seconds / 60) }) : t("quizHub.card.untimed")),
    preset: (p: QuizSummary["preset"]) => (p ? PRESETS[p].label[locale === "hi" ? "hi" : "en"] : null),
  };
}

const badge = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold";

export function QuizCard({ quiz }: { quiz: QuizSummary & { bilingual: boolean } }) {
  const { t } = useI18n();
  const facts = useQuizFacts();
  const preset = facts.preset(quiz.preset);
  const title = facts.title(quiz);
  return (
    <article className="relative flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-saffron-500">
      <h3 className="text-lg font-semibold text-slate-900" lang={facts.titleLang(quiz)}>
        <Link to={`/quiz/${quiz.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
          {title}
        </Link>
      </h3>
      <p className="flex flex-wrap gap-1.5">
        {preset ? <span className={`${badge} bg-brand-100 text-brand-800`}>{preset}</span> : null}
        {quiz.bilingual ? <span className={`${badge} bg-emerald-100 text-emerald-900`}>{t("quizHub.card.bilingual")}</span> : null}
      </p>
      <p className="text-sm text-slate-700">
        {[quiz.exam, facts.questions(quiz.questionCount), facts.minutes(quiz.durationSeconds)].filter(Boolean).join(" · ")}
      </p>
      <p aria-hidden="true" className="mt-auto pt-1 text-sm font-semibold text-brand-700">
        {t("quizHub.card.start")} →
      </p>
    </article>
  );
}
