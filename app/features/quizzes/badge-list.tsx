// The badges a student holds or has just earned (decision 040), each with its meaning for screen
// readers and as a tooltip.
import { useI18n } from "~/lib/i18n/i18n";
import type { QuizBadge } from "./play.server";

const ICON: Record<QuizBadge, string> = { "first-quiz": "★", "streak-5": "5", "perfect-score": "✓", "weekly-top-10": "▲" };

export function BadgeList({ badges }: { badges: readonly QuizBadge[] }) {
  const { t } = useI18n();
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {badges.map((b) => (
        <li key={b} className="flex items-center gap-2 rounded-full border border-slate-200 bg-white px-3 py-1 text-sm" title={t(`quizBadge.${b}.text`)}>
          <span aria-hidden="true">{ICON[b]}</span>
          <span className="font-semibold">{t(`quizBadge.${b}`)}</span>
          <span className="sr-only">: {t(`quizBadge.${b}.text`)}</span>
        </li>
      ))}
    </ul>
  );
}
