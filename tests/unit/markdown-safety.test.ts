// The Markdown renderer under hostile input (issue 8): no stack overflow, bounded work, a plain
// fallback instead of an error, no script — and ordinary lessons still render as before.
import { afterEach, describe, expect, it, vi } from "vitest";
import { MARKDOWN_MAX_NESTING, markdownProblem, plainParagraphs, renderMarkdown, renderWithFallback } from "../../app/lib/markdown.server";

const count = (html: string, tag: string) => html.split(`<${tag}>`).length - 1;
/** A list nested `depth` levels by indentation, one item per level. */
const nestedList = (depth: number) => Array.from({ length: depth }, (_, i) => `${" ".repeat(2 * i)}- level ${i + 1}`).join("\n");

afterEach(() => vi.restoreAllMocks());

describe("nesting is bounded", () => {
  it("renders 20,000 `>` (a stack overflow before) with at most the allowed depth, the rest as text", () => {
    const html = renderMarkdown(">".repeat(20_000) + " the lesson text");
    expect(count(html, "blockquote")).toBe(MARKDOWN_MAX_NESTING);
    expect(html).toContain("the lesson text");
  });

  it("bounds `> ` with spaces, bullet chains, ordered chains and quote/list mixtures the same way", () => {
    for (const text of ["> ".repeat(10_000) + "x", "- ".repeat(10_000) + "x", "1. ".repeat(10_000) + "x", ">- ".repeat(10_000) + "x"]) {
      const html = renderMarkdown(text);
      expect(count(html, "blockquote") + count(html, "ul") + count(html, "ol")).toBeLessThanOrEqual(MARKDOWN_MAX_NESTING);
      expect(html).toMatch(/x/);
    }
  });

  it("bounds lists nested by indentation, line after line", () => {
    // 400 levels is 160,000 characters, most of them indentation (under the plain-text length).
    const html = renderMarkdown(nestedList(400));
    expect(count(html, "ul")).toBe(MARKDOWN_MAX_NESTING);
    expect(html).toContain("level 400");
  });

  it("keeps nesting up to the limit exactly as written", () => {
    expect(count(renderMarkdown(">".repeat(MARKDOWN_MAX_NESTING) + " x"), "blockquote")).toBe(MARKDOWN_MAX_NESTING);
    expect(count(renderMarkdown(nestedList(MARKDOWN_MAX_NESTING)), "ul")).toBe(MARKDOWN_MAX_NESTING);
  });

  it("survives 100,000 `*`, `_`, `[` and `<div>`, and nested brackets and links", () => {
    for (const text of ["*".repeat(100_000), "_".repeat(100_000), "[".repeat(100_000), "[".repeat(20_000) + "x" + "](/a)".repeat(20_000), "<div>".repeat(100_000)]) {
      expect(() => renderMarkdown(text)).not.toThrow();
    }
  });

  it("answers nested emphasis (a stack overflow, or 26 s of CPU, before) within its time limit", () => {
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    for (const [open, close] of [["*a ", "b*"], ["_a ", "b_"], ["**a ", "b**"], ["~~a ", "b~~"]]) {
      const text = open.repeat(8_000) + close.repeat(8_000);
      const started = performance.now();
      const html = renderMarkdown(text);
      // The limit is 1 s; the rest is slack for a busy machine. Before the guard: 12–33 s or a crash.
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(html).toContain("a ");
    }
  });
});

describe("markdownProblem (the check on save)", () => {
  it("accepts ordinary lessons, deep indentation inside code, and exactly the allowed depth", () => {
    expect(markdownProblem("# Title\n\n> quote\n> > nested\n\n- a\n  - b\n    - c\n\n**bold *italic* more** [link](/x)")).toBeNull();
    const code = "```yaml\n" + nestedList(40) + "\n```";
    expect(markdownProblem(code)).toBeNull();
    expect(markdownProblem(">".repeat(MARKDOWN_MAX_NESTING) + " x")).toBeNull();
    expect(markdownProblem(nestedList(MARKDOWN_MAX_NESTING))).toBeNull();
  });

  it("refuses one level more, of quotes, lists, both mixed, or emphasis", () => {
    expect(markdownProblem(">".repeat(MARKDOWN_MAX_NESTING + 1) + " x")).toBe("tooDeep");
    expect(markdownProblem(nestedList(MARKDOWN_MAX_NESTING + 1))).toBe("tooDeep");
    expect(markdownProblem(">- ".repeat(11) + "x")).toBe("tooDeep");
    expect(markdownProblem("*a ".repeat(MARKDOWN_MAX_NESTING + 1) + "b*".repeat(MARKDOWN_MAX_NESTING + 1))).toBe("tooDeep");
    expect(markdownProblem(">".repeat(20_000))).toBe("tooDeep");
  });

  it("is not fooled by a code fence that an HTML block swallows", () => {
    // A line scanner would think the `>` run is inside a fence; marked ends the HTML block at the
    // blank line and parses the quotes. The check uses marked's own depth.
    expect(markdownProblem("<div>\n```\n\n" + ">".repeat(100) + " x")).toBe("tooDeep");
  });
});

describe("no script", () => {
  it("escapes raw HTML however deeply nested, and drops javascript: links", () => {
    const html = renderMarkdown("<div>".repeat(1_000) + "<script>alert(1)</script>\n\n<img src=x onerror=alert(1)> [x](javascript:alert(1)) ![y](javascript:alert(2))");
    expect(html).not.toMatch(/<(div|script|img src="x")/i);
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toMatch(/javascript:/i);
  });
});

describe("the plain fallback", () => {
  it("is used when rendering throws, escapes the text, and logs without the text", () => {
    const writes: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      writes.push(String(chunk));
      return true;
    });
    const secret = "Top secret <b>answer</b> key\nline two\n\nsecond paragraph";
    const html = renderWithFallback(
      secret,
      () => {
        throw new RangeError("Maximum call stack size exceeded");
      },
      { lessonId: "l-42" },
    );
    expect(html).toBe("<p>Top secret &lt;b&gt;answer&lt;/b&gt; key<br>line two</p>\n<p>second paragraph</p>\n");
    const logged = writes.join("");
    expect(logged).toContain('"lessonId":"l-42"');
    expect(logged).toContain("RangeError");
    expect(logged).not.toContain("secret");
  });

  it("is used for a 1 MB lesson, which is never formatted", () => {
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const text = "**word** ".repeat(120_000);
    const html = renderMarkdown(text);
    expect(html).not.toContain("<strong>");
    expect(html).toBe(plainParagraphs(text));
  });
});

describe("ordinary lessons", () => {
  it("render as before", () => {
    const html = renderMarkdown("# Heading\n\nSome **bold** and _italic_ text, a [link](https://example.com) and `code`.\n\n- one\n- two\n\n> a quote");
    expect(html).toContain("<h1>Heading</h1>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>italic</em>");
    expect(html).toContain('<a href="https://example.com/" rel="noopener noreferrer" target="_blank">link</a>');
    expect(html).toContain("<code>code</code>");
    expect(count(html, "li")).toBe(2);
    expect(count(html, "blockquote")).toBe(1);
  });
});
