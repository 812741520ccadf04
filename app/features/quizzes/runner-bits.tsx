// Small pieces the quiz pages share (decision 039): the mode badge, marks and durations as text, option
// letters, a key shown as text, and the five NTA palette states drawn with a colour AND a shape.
import { useI18n } from "../../lib/i18n/i18n";
import type { CorrectAnswer, GivenAnswer, PaletteState, QuizMode } from "./quiz-types";

export function ModeBadge({ mode }: { mode: QuizMode }) {
  const { t } = useI18n();
  const tone = mode === "practice" ? "bg-green-100 text-green-900" : mode === "play" ? "bg-orange-100 text-orange-900" : "bg-brand-50 text-brand-900";
  return <span className={`inline-block rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wide ${tone}`}>{t(`quizRunner.mode.${mode}`)}</span>;
}

/** 4 → "4", −0.66 → "−0.66", 2.5 → "2.5". */
export const formatMarks = (n: number): string => (n < 0 ? `−${Math.abs(n)}` : String(n));

/** 125000 ms → "2:05"; an hour or more → "1:02:05". */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h ? String(m).padStart(2, "0") : String(m);
  return `${h ? `${h}:` : ""}${mm}:${String(s).padStart(2, "0")}`;
}

export const optionLetter = (index: number) => String.fromCharCode(65 + index);

/** A key or an answer as text: option letters ("B, D") or the number (± tolerance). */
export function answerText(answer: CorrectAnswer | GivenAnswer | null, optionIds: readonly number[]): string {
  if (!answer) return "";
  if ("value" in answer) return "tolerance" in answer && answer.tolerance ? `${answer.value} ± ${answer.tolerance}` : String(answer.value);
  return answer.optionIds
    .map((id) => optionIds.indexOf(id))
    .filter((i) => i >= 0)
    .sort((a, b) => a - b)
    .map(optionLetter)
    .join(", ");
}

// NTA's palette: grey square (not visited), red "down" shape (not answered), green "up" shape
// (answered), purple circle (marked), purple circle with a green tick (answered and marked). The
// shapes and a glyph carry the state for readers who cannot tell the colours apart.
export const PALETTE_STYLE: Record<PaletteState, string> = {
  notVisited: "bg-slate-100 text-slate-900 border border-slate-400 rounded-md",
  notAnswered: "bg-red-700 text-white rounded-b-2xl rounded-t-sm",
  answered: "bg-green-700 text-white rounded-t-2xl rounded-b-sm",
  markedForReview: "bg-purple-700 text-white rounded-full",
  answeredAndMarked: "bg-purple-700 text-white rounded-full ring-4 ring-green-600 ring-inset",
};
export const PALETTE_GLYPH: Record<PaletteState, string> = { notVisited: "", notAnswered: "✗", answered: "✓", markedForReview: "?", answeredAndMarked: "✓?" };
