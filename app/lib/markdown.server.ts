// Markdown written by staff (text lessons today, blog posts later), rendered on the server into HTML
// that is safe to put in a page. Shared by every feature that shows staff-written Markdown, so it
// lives in lib and knows nothing about courses. docs/decisions/019-markdown-safety-and-owner-access.md.
//
// Three promises:
// 1. No script. Raw HTML is shown as text (never interpreted), and links/images may only point to
//    http(s), mailto or our own paths, so even a compromised admin account cannot inject scripts.
// 2. Bounded work. marked tokenizes quotes, lists, emphasis and links by recursion. Measured on
//    marked 18: 20,000 `>` overflow the stack (every view of the lesson was a 500), and 50,000
//    characters of `_a ` × n then `b_` × n take 26 s of CPU. The tokenizers that recurse are wrapped
//    below so nothing nests deeper than MARKDOWN_MAX_NESTING: at that depth a `>`, a list marker, a
//    `*` or a `[` is ordinary text. The depth is marked's own, so fenced code and HTML blocks are
//    never miscounted (a textual pre-pass would have to re-implement Markdown to tell them apart).
//    What is left is bounded in time (MARKDOWN_TIME_LIMIT_MS).
// 3. Never an error page. If rendering fails anyway, or the text is far longer than any editor
//    allows, the reader gets the text as escaped plain paragraphs, and the failure is logged
//    without the text.
import { Marked, type Token, Tokenizer, type TokenizerObject, type Tokens } from "marked";
import { escapeHtml } from "./html";
import { log } from "./logger.server";

/** Quotes and lists inside each other, or emphasis, strike-through and links inside each other. */
export const MARKDOWN_MAX_NESTING = 20;

/** Longer text (only possible by import or an old row: editors save at most 50,000 characters) is
 * shown as plain paragraphs: even linear rendering of megabytes costs every reader ~1 s of CPU. */
export const MARKDOWN_MAX_RENDER_LENGTH = 200_000;

function safeUrl(href: string): string | null {
  const trimmed = href.trim();
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) return trimmed;
  try {
    const url = new URL(trimmed);
    return ["http:", "https:", "mailto:"].includes(url.protocol) ? url.toString() : null;
  } catch {
    return null;
  }
}

// ——— Nesting guards ———

/** How deep the tokenizer is right now, and whether it met something it refused to nest. Rendering
 * is synchronous, so one pair of counters serves every call; `resetGuards` starts each call clean. */
type Guard = { depth: number; refused: boolean };
const blockGuard: Guard = { depth: 0, refused: false };
const inlineGuard: Guard = { depth: 0, refused: false };

/** Past this, tokenizing is abandoned for the plain fallback. marked has super-linear paths that
 * involve no nesting (each emphasis opener scans ahead for its closer; plain text scans ahead for an
 * e-mail address): 25,000 `*_` pairs take 9 s, 8,000 `*a ` then `b*` over 1 s even with the depth
 * guard. This bounds all of them, known or not. A real 50,000-character lesson tokenizes in about
 * 70–150 ms on this (shared, busy) machine, so real content stays well clear of it. */
export const MARKDOWN_TIME_LIMIT_MS = 1000;
let deadline = Infinity;

export class MarkdownTooSlowError extends Error {
  constructor() {
    super(`Markdown took longer than ${MARKDOWN_TIME_LIMIT_MS} ms`);
    this.name = "MarkdownTooSlowError";
  }
}

/** Called from every guarded tokenizer, which marked tries at nearly every step. */
function checkDeadline() {
  if (performance.now() > deadline) throw new MarkdownTooSlowError();
}

function resetGuards() {
  blockGuard.depth = inlineGuard.depth = 0;
  blockGuard.refused = inlineGuard.refused = false;
  deadline = performance.now() + MARKDOWN_TIME_LIMIT_MS;
}

// What each refused tokenizer would have started on; only used to tell "deep content" apart from the
// tokenizer being tried (and failing) on ordinary text at the deepest level.
const QUOTE_START = /^ {0,3}>/;
const LIST_START = /^ {0,3}(?:[*+-]|\d{1,9}[.)])(?:[ \t]|\n|$)/;
const EMPHASIS_START = /^[*_~]/;
const LINK_START = /^!?\[/;

/** Runs a recursive tokenizer one level deeper, or returns undefined ("not this construct") at the
 * limit. undefined, not false: false would make marked fall back to its own, unguarded tokenizer. */
function nested<T>(guard: Guard, start: RegExp, src: string, tokenize: () => T): T | undefined {
  checkDeadline();
  if (guard.depth >= MARKDOWN_MAX_NESTING) {
    if (start.test(src)) guard.refused = true;
    return undefined;
  }
  guard.depth += 1;
  try {
    return tokenize();
  } finally {
    guard.depth -= 1;
  }
}

const base = Tokenizer.prototype;
const guardedTokenizer: TokenizerObject = {
  blockquote(src) {
    return nested(blockGuard, QUOTE_START, src, () => base.blockquote.call(this, src));
  },
  list(src) {
    return nested(blockGuard, LIST_START, src, () => base.list.call(this, src));
  },
  emStrong(src, masked, prevChar) {
    return nested(inlineGuard, EMPHASIS_START, src, () => base.emStrong.call(this, src, masked, prevChar));
  },
  del(src, masked, prevChar) {
    return nested(inlineGuard, EMPHASIS_START, src, () => base.del.call(this, src, masked, prevChar));
  },
  link(src) {
    return nested(inlineGuard, LINK_START, src, () => base.link.call(this, src));
  },
  reflink(src, links) {
    return nested(inlineGuard, LINK_START, src, () => base.reflink.call(this, src, links));
  },
};

const marked = new Marked({
  gfm: true,
  breaks: false,
  tokenizer: guardedTokenizer,
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(token.text);
    },
    link(token: Tokens.Link) {
      const href = safeUrl(token.href);
      const text = this.parser.parseInline(token.tokens);
      if (!href) return text;
      const external = /^https?:/.test(href);
      return `<a href="${escapeHtml(href)}"${external ? ' rel="noopener noreferrer" target="_blank"' : ""}>${text}</a>`;
    },
    image(token: Tokens.Image) {
      const src = safeUrl(token.href);
      return src ? `<img src="${escapeHtml(src)}" alt="${escapeHtml(token.text)}" loading="lazy">` : escapeHtml(token.text);
    },
  },
});

// ——— Checking (on save) ———

export type MarkdownProblem = "tooDeep" | "tooSlow" | null;

/** What an editor should hear on save. "tooDeep": quotes/lists, or emphasis/links, nest deeper than
 * MARKDOWN_MAX_NESTING, so readers would see the deeper part as plain text. "tooSlow": formatting
 * it takes longer than MARKDOWN_TIME_LIMIT_MS, so readers would get the plain fallback. */
export function markdownProblem(markdown: string): MarkdownProblem {
  resetGuards();
  try {
    marked.lexer(markdown);
  } catch (error) {
    if (error instanceof MarkdownTooSlowError) return "tooSlow";
    throw error;
  } finally {
    deadline = Infinity;
  }
  return blockGuard.refused || inlineGuard.refused ? "tooDeep" : null;
}

// ——— Rendering ———

/** The fallback: the text, escaped, as paragraphs (blank lines) with line breaks kept. */
export function plainParagraphs(text: string): string {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((block) => block.trim())
    .filter((block) => block !== "")
    .map((block) => `<p>${escapeHtml(block).replace(/\r?\n/g, "<br>")}</p>\n`)
    .join("");
}

/** Only the kind of failure, never the text (a lesson may hold anything an admin typed). */
function describe(error: unknown) {
  if (!(error instanceof Error)) return { errorType: typeof error };
  return { errorType: error.name, error: error.message.split("\n", 1)[0].slice(0, 200) };
}

export type RenderContext = Record<string, string | number>;

/** Renders with `render`, falling back to plain paragraphs (and a log line) if it throws.
 * Exported so the fallback can be tested with a renderer that fails on purpose. */
export function renderWithFallback(markdown: string, render: (text: string) => string, context: RenderContext = {}): string {
  try {
    return render(markdown);
  } catch (error) {
    // Too slow is expected of hostile or broken text; anything else is a bug to look at.
    const write = error instanceof MarkdownTooSlowError ? log.warn : log.error;
    write("markdown render failed; shown as plain text", { ...context, length: markdown.length, ...describe(error) });
    return plainParagraphs(markdown);
  }
}

/** Safe HTML for staff-written Markdown. `context` (ids, never content) goes into log lines. */
export function renderMarkdown(markdown: string, context: RenderContext = {}): string {
  if (markdown.length > MARKDOWN_MAX_RENDER_LENGTH) {
    log.warn("markdown too long to render; shown as plain text", { ...context, length: markdown.length });
    return plainParagraphs(markdown);
  }
  return renderWithFallback(
    markdown,
    (text) => {
      resetGuards();
      try {
        return marked.parse(text, { async: false });
      } finally {
        deadline = Infinity;
      }
    },
    context,
  );
}

// ——— Plain text (previews, descriptions, reading time) ———

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** What a reader sees of an entity typed in the text ("&amp;" → "&"); unknown ones stay as typed. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Tokens that end a block of text: their words never run into the next block's. */
const BLOCKS = new Set(["heading", "paragraph", "blockquote", "list", "table", "code", "hr", "space", "html", "def"]);

/** The words of the tokens. Raw HTML (shown as text on the page, but never meant as words) and images
 * are left out; a link counts by its text. */
function tokenText(tokens: Token[], out: string[]) {
  for (const token of tokens) {
    switch (token.type) {
      case "html":
      case "image":
      case "space":
      case "hr":
      case "def":
      case "br":
        out.push(" ");
        break;
      case "list":
        for (const item of (token as Tokens.List).items) {
          tokenText(item.tokens, out);
          out.push(" ");
        }
        break;
      case "table": {
        const table = token as Tokens.Table;
        for (const row of [table.header, ...table.rows])
          for (const cell of row) {
            tokenText(cell.tokens, out);
            out.push(" ");
          }
        break;
      }
      case "code":
      case "codespan":
      case "escape":
        out.push((token as Tokens.Codespan).text);
        break;
      default:
        if ("tokens" in token && Array.isArray(token.tokens) && token.tokens.length > 0) tokenText(token.tokens, out);
        else if ("text" in token && typeof token.text === "string") out.push(decodeEntities(token.text));
    }
    if (BLOCKS.has(token.type)) out.push(" ");
  }
}

/** The text a reader of the rendered Markdown reads, without any Markdown syntax, on one line: for
 * previews, page descriptions and reading time. The same tokenizer (and guards) as `renderMarkdown`;
 * on failure the text with its Markdown punctuation removed. */
export function markdownPlainText(markdown: string): string {
  const source = markdown.length > MARKDOWN_MAX_RENDER_LENGTH ? markdown.slice(0, MARKDOWN_MAX_RENDER_LENGTH) : markdown;
  const out: string[] = [];
  resetGuards();
  try {
    tokenText(marked.lexer(source), out);
  } catch {
    out.length = 0;
    out.push(source.replace(/[#*_`>[\]()!~|-]+/g, " "));
  } finally {
    deadline = Infinity;
  }
  return out.join("").replace(/\s+/g, " ").trim();
}
