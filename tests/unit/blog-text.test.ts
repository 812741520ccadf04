// The blogs' text helpers (decision 036): the list preview (spec: the first 100 characters of the
// post's plain text, no word cut in half), the Markdown → plain text of lib/markdown.server.ts it is
// built from, slugs, reading time and the editor's IST ↔ UTC times. Properties with fast-check.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { istToUtc, utcToIst } from "../../app/features/blogs/blog-schemas";
import { postPath, previewText, readingMinutes, slugify } from "../../app/features/blogs/blog-types";
import { markdownPlainText } from "../../app/lib/markdown.server";

const chars = (s: string) => Array.from(s).length;
const ELLIPSIS = "…";

// Words without any Markdown meaning: Latin letters, digits and Devanagari (with vowel signs).
const latinWord = fc.stringMatching(/^[A-Za-z0-9]{1,14}$/);
const hindiWord = fc.constantFrom("बोर्ड", "परीक्षा", "की", "तैयारी", "छात्रवृत्ति", "विद्यार्थी", "ज़रूरी", "कक्षा", "रणनीति", "भौतिकी");
const word = fc.oneof(latinWord, hindiWord);
const words = fc.array(word, { minLength: 1, maxLength: 12 });
const phrase = words.map((w) => w.join(" "));

/** A Markdown document built from such words: headings, emphasis, links, lists, quotes, code, tables. */
const block = fc.oneof(
  phrase,
  fc.tuple(fc.integer({ min: 1, max: 4 }), phrase).map(([n, p]) => `${"#".repeat(n)} ${p}`),
  fc.tuple(phrase, phrase).map(([a, b]) => `${a} **${b}** _${a}_`),
  fc.tuple(phrase, latinWord).map(([p, w]) => `[${p}](https://example.com/${w})`),
  fc.array(phrase, { minLength: 1, maxLength: 4 }).map((items) => items.map((i) => `- ${i}`).join("\n")),
  fc.array(phrase, { minLength: 1, maxLength: 4 }).map((items) => items.map((i, n) => `${n + 1}. ${i}`).join("\n")),
  phrase.map((p) => `> ${p}`),
  phrase.map((p) => `\`${p}\``),
  fc.tuple(phrase, phrase).map(([a, b]) => `| ${a} | ${b} |\n|---|---|\n| ${b} | ${a} |`),
  latinWord.map((w) => `![${w}](/images/${w}.png)`),
);
const markdown = fc.array(block, { minLength: 1, maxLength: 12 }).map((blocks) => blocks.join("\n\n"));

describe("previewText (the list's 100-character preview)", () => {
  it("keeps a short text whole, without an ellipsis", () => {
    expect(previewText("Plan your revision in three phases.")).toBe("Plan your revision in three phases.");
    expect(previewText("  spaced \n out  ")).toBe("spaced out");
  });

  it("cuts a long text at the end of the last whole word within 100 characters", () => {
    const text = "Ninety days before the Class 10 board exams is the point where most students either panic or start planning.";
    const preview = previewText(text);
    expect(preview).toBe("Ninety days before the Class 10 board exams is the point where most students either panic or start…");
    expect(chars(preview)).toBeLessThanOrEqual(101);
  });

  it("keeps all 100 characters when the 100th ends a word", () => {
    const text = `${"a".repeat(99)}b rest`;
    expect(previewText(text)).toBe(`${"a".repeat(99)}b…`);
  });

  it("cuts inside a word only when the first word alone is longer than 100 characters (a pasted link)", () => {
    expect(previewText(`https://example.com/${"x".repeat(200)}`)).toBe(`https://example.com/${"x".repeat(79)}…`);
  });

  it("property: never longer than 100 characters plus the ellipsis, never ends mid-word, always a prefix of the words", () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 60 }), (ws) => {
        const text = ws.join(" ");
        const preview = previewText(text);
        const cut = preview.endsWith(ELLIPSIS);
        const body = cut ? preview.slice(0, -ELLIPSIS.length) : preview;
        expect(chars(body)).toBeLessThanOrEqual(100);
        if (!cut) expect(body).toBe(text);
        else {
          // What is kept is whole words, in order: the text continues with a space right after it.
          expect(text.startsWith(body)).toBe(true);
          expect(text[body.length]).toBe(" ");
          expect(body.split(" ")).toEqual(ws.slice(0, body.split(" ").length));
        }
      }),
      { numRuns: 400 },
    );
  });

  it("property: the preview of rendered Markdown has no Markdown syntax and only the document's words", () => {
    fc.assert(
      fc.property(markdown, (md) => {
        const plain = markdownPlainText(md);
        const preview = previewText(plain);
        expect(preview).not.toMatch(/[#*_`>[\]()|!]/);
        expect(preview).not.toMatch(/https?:|\.png/);
        const body = preview.endsWith(ELLIPSIS) ? preview.slice(0, -1) : preview;
        expect(chars(body)).toBeLessThanOrEqual(100);
        for (const w of body.split(" ").filter(Boolean)) expect(md, w).toContain(w);
      }),
      { numRuns: 300 },
    );
  });
});

describe("markdownPlainText", () => {
  it("reads what a reader reads: no syntax, links by their text, entities decoded, raw HTML and images left out", () => {
    const md = "# Hi & bye\n\na &amp; b <b>c</b> \\* x **bold _it_**: [link](http://x) ![alt](y.png) `code`\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n> quote";
    expect(markdownPlainText(md)).toBe("Hi & bye a & b c * x bold it: link code one two a b 1 2 quote");
  });

  it("keeps Devanagari whole", () => {
    expect(markdownPlainText("## बोर्ड परीक्षा\n\nकी **तैयारी** कैसे करें?")).toBe("बोर्ड परीक्षा की तैयारी कैसे करें?");
  });

  it("never throws on hostile input and stays bounded", () => {
    expect(markdownPlainText(">".repeat(20_000) + " deep")).toContain("deep");
    expect(typeof markdownPlainText("*_".repeat(25_000))).toBe("string");
  });
});

describe("slugs and post paths", () => {
  it("is the English title's words, lower case, joined by hyphens", () => {
    expect(slugify("JEE Main Preparation: Planning Physics, Chemistry and Maths")).toBe("jee-main-preparation-planning-physics-chemistry-and-maths");
    expect(slugify("Résumé tips for Class 12")).toBe("resume-tips-for-class-12");
    expect(postPath(7, "Class 10 Board Exams: A 90-Day Study Plan")).toBe("/blogs/7-class-10-board-exams-a-90-day-study-plan");
  });

  it("drops Devanagari: a Hindi-only title's address is the id alone (numbers alone make no slug); a mixed one keeps its Latin words", () => {
    expect(postPath(12, "कक्षा 10 बोर्ड परीक्षा: आख़िरी 30 दिनों की रणनीति")).toBe("/blogs/12");
    expect(postPath(13, "बोर्ड परीक्षा की रणनीति")).toBe("/blogs/13");
    expect(postPath(14, "हिंदी माध्यम से NEET की तैयारी")).toBe("/blogs/14-neet");
  });

  it("property: a slug is at most 60 characters of [a-z0-9] words joined by single hyphens", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), (title) => {
        const slug = slugify(title);
        expect(slug.length).toBeLessThanOrEqual(60);
        if (slug) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        if (slug) expect(slug).toMatch(/[a-z]/);
      }),
    );
  });
});

describe("reading time", () => {
  it("is about 200 words a minute, at least one", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes("word ".repeat(199))).toBe(1);
    expect(readingMinutes("word ".repeat(600))).toBe(3);
  });
});

describe("the editor's IST times", () => {
  it("stores an IST wall-clock time as the UTC instant 5 h 30 min earlier", () => {
    expect(istToUtc("2026-03-01T18:30")?.toISOString()).toBe("2026-03-01T13:00:00.000Z");
    expect(istToUtc("2026-01-01T02:00")?.toISOString()).toBe("2025-12-31T20:30:00.000Z");
  });

  it("refuses what is not a real date and time", () => {
    for (const bad of ["", "2026-02-30T10:00", "2026-13-01T10:00", "2026-03-01T24:00", "2026-03-01 10:00", "tomorrow", "1999-01-01T10:00"]) expect(istToUtc(bad), bad).toBeNull();
  });

  it("property: shows a stored instant as the IST time it was typed as", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("2001-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true }), (d) => {
        const minute = new Date(Math.floor(d.getTime() / 60_000) * 60_000);
        expect(istToUtc(utcToIst(minute))?.getTime()).toBe(minute.getTime());
      }),
    );
  });
});
