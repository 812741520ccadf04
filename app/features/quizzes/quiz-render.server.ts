// Question, option and explanation text: Markdown with LaTeX between `$…$` (inline) or `$$…$$`
// (display), rendered ONCE, when the question is saved, into the *_html columns (issue 11: math costs
// no client JavaScript). Markdown goes through the shared sanitising renderer (lib/markdown.server.ts:
// raw HTML shown as text, safe links, bounded work); each formula through KaTeX on the server with
// - throwOnError: false — bad LaTeX is shown as its source, in KaTeX's error colour, never a 500;
// - trust: false — no \href, \url, \includegraphics or \html* (no javascript: links, no attributes);
// - maxExpand and maxSize bounded — no macro bombs, no 10,000-em rules;
// - strict: "ignore" — Hindi inside \text{} is fine and nothing is logged per formula.
// KaTeX escapes the source it shows. Pages link its stylesheet and fonts from
// `features/quizzes/katex.css` (import it with `?url` in the route's `links`).
//
// Math is cut out before Markdown sees it (so `_` and `*` in a formula are not emphasis) and put back
// into the HTML afterwards. `\$` is a literal dollar sign. An inline formula follows Pandoc's rule:
// the opening `$` is not followed by a space, the closing one not preceded by one nor followed by a
// digit, so "₹5 or $5 and $10" stays text.
import katex from "katex";
import { renderMarkdown, type RenderContext } from "../../lib/markdown.server";
import { escapeHtml } from "../../lib/html";

/** Longer formulas are shown as escaped source: no real question needs more. */
export const MAX_FORMULA_LENGTH = 4000;
const KATEX_OPTIONS = { throwOnError: false, trust: false, strict: "ignore", maxExpand: 500, maxSize: 20, output: "htmlAndMathml" } as const;

// Private-use characters: never typed in questions, left alone by Markdown (no punctuation meaning).
const OPEN = "\uE000";
const CLOSE = "\uE001";
const DOLLAR = "\uE002";
const PLACEHOLDER = new RegExp(`${OPEN}(\\d+)${CLOSE}`, "g");

type Formula = { tex: string; display: boolean };

function formulaHtml({ tex, display }: Formula): string {
  if (tex.length > MAX_FORMULA_LENGTH) return `<code>${escapeHtml(tex)}</code>`;
  try {
    return katex.renderToString(tex, { ...KATEX_OPTIONS, displayMode: display });
  } catch {
    // Not a parse error (those are drawn, throwOnError: false) but a limit: show the source.
    return `<code>${escapeHtml(tex)}</code>`;
  }
}

/** Cuts the formulas out of `source`, leaving numbered placeholders. */
export function extractMath(source: string): { text: string; formulas: Formula[] } {
  const formulas: Formula[] = [];
  const hold = (tex: string, display: boolean) => {
    formulas.push({ tex, display });
    return `${OPEN}${formulas.length - 1}${CLOSE}`;
  };
  let text = source.replace(/[\uE000-\uE002]/g, "").replace(/\\\$/g, DOLLAR);
  text = text.replace(/\$\$([\s\S]+?)\$\$/g, (_, tex: string) => hold(tex.trim(), true));
  text = text.replace(/\$(?=\S)([^$\n]*?\S)\$(?!\d)/g, (_, tex: string) => hold(tex, false));
  return { text, formulas };
}

/** Markdown + LaTeX → safe HTML. `context` (ids, never content) goes into log lines. */
export function renderQuizText(source: string, context: RenderContext = {}): string {
  if (source.trim() === "") return "";
  const { text, formulas } = extractMath(source);
  // A formula may stand alone in a paragraph; marked wraps it in <p> like any text.
  const html = renderMarkdown(text, context);
  // The formula's own text never passes through this replace: KaTeX escapes `$`, so a placeholder
  // cannot appear inside its output.
  return html.replace(PLACEHOLDER, (_, n: string) => formulaHtml(formulas[Number(n)] ?? { tex: "", display: false })).replaceAll(DOLLAR, "$");
}

/** Renders an optional text (Hindi may be absent). */
export const renderOptional = (source: string | null | undefined, context: RenderContext = {}): string | null => (source == null || source.trim() === "" ? null : renderQuizText(source, context));
