// The question editor's live preview (decision 041): a draft question rendered with the engine's
// renderer (Markdown + KaTeX, quiz-render.server.ts) exactly as the runner will show it, in English and
// in Hindi, without saving anything. Bad LaTeX shows as KaTeX's red source, raw HTML as text.
import { OPTION_LETTERS, type QuestionFields } from "./admin-quiz-schemas";
import { renderQuizText } from "./quiz-render.server";

const MAX = 20_000;
export type PreviewSide = {
  text: string;
  options: { letter: string; html: string; correct: boolean }[];
  explanation: string;
} | null;
export type QuestionPreview = {
  type: string;
  en: PreviewSide;
  hi: PreviewSide;
  answer: string | null;
  tolerance: string | null;
};

const render = (source: string) => renderQuizText(source.slice(0, MAX));

export function previewQuestion(f: QuestionFields): QuestionPreview {
  const numeric = f.type === "numeric";
  const filled = numeric
    ? []
    : OPTION_LETTERS.filter(
        (l) => f.options[l].en.trim() || f.options[l].hi.trim(),
      );
  const side = (lang: "en" | "hi"): PreviewSide => {
    const text = lang === "en" ? f.textEn : f.textHi;
    if (text.trim() === "") return null;
    return {
      text: render(text),
      // A Hindi option left empty shows its English text, as the runner does.
      options: filled.map((l) => ({
        letter: l,
        html: render(
          lang === "hi" && f.options[l].hi.trim()
            ? f.options[l].hi
            : f.options[l].en,
        ),
        correct: f.correct.includes(l),
      })),
      explanation: render(
        lang === "hi" && f.explanationHi.trim()
          ? f.explanationHi
          : f.explanationEn,
      ),
    };
  };
  return {
    type: f.type,
    en: side("en"),
    hi: side("hi"),
    answer: numeric ? f.answer.trim().slice(0, 40) : null,
    tolerance: numeric ? f.tolerance.trim().slice(0, 40) || "0" : null,
  };
}
