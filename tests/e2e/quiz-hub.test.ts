// The quiz hub by clicks (decision 040): home → "Take a quiz" → Practice → choose a class and a subject
// (the spec's message until both are chosen) → the quizzes → open one, landing on /quiz/{id}; the same
// in Hindi on a 360 px phone; the weekly leaderboard page from the play picker. axe on each page;
// screenshots at 360 and 1280 px in both languages in $VP_SHOTS_DIR (or /tmp/vp-shots).
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations, gotoHydrated, horizontalOverflow, launchBrowser, newCustomContext, waitForHydration } from "../support/browser";

const SHOTS = process.env.VP_SHOTS_DIR ?? "/tmp/vp-shots";
let browser: Browser;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function shoot(page: Page, name: string) {
  await waitForHydration(page);
  expect(await horizontalOverflow(page), `${name} scrolls sideways`).toBe(0);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const TEXT = {
  en: { cta: "Take a quiz", practice: "Practice", hubH1: "Choose a mode: practice, or play and win", cls: "Class", subject: "Subject", clsValue: "12th", subjectValue: "Physics", empty: "No quizzes available for this selection.", results: "Quizzes for Class 12, Physics", play: "Play and win", weekly: "Weekly leaderboard" },
  hi: { cta: "क्विज़ दें", practice: "अभ्यास", hubH1: "मोड चुनें: अभ्यास, या खेलो और जीतो", cls: "कक्षा", subject: "विषय", clsValue: "12th", subjectValue: "Physics", empty: "इस चयन के लिए कोई क्विज़ उपलब्ध नहीं है।", results: "कक्षा 12, भौतिकी के क्विज़", play: "खेलो और जीतो", weekly: "साप्ताहिक लीडरबोर्ड" },
} as const;

const CASES = [
  { lang: "en" as const, size: "1280", opts: { viewport: { width: 1280, height: 800 } } },
  { lang: "hi" as const, size: "360", opts: { phone: true, viewport: { width: 360, height: 740 } } },
];

describe("the quiz hub, clicked through", () => {
  for (const c of CASES) {
    it(`home → Quizzes → Practice → class and subject → a quiz (${c.lang}, ${c.size} px)`, async () => {
      const T = TEXT[c.lang];
      const ctx = await newCustomContext(browser, { reducedMotion: "reduce", ...c.opts });
      if (c.lang === "hi") await ctx.addCookies([{ name: "vp_lang", value: "hi", url: inject("baseUrl") }]);
      const page = await ctx.newPage();
      await gotoHydrated(page, "/");
      await page.getByRole("link", { name: T.cta, exact: true }).click();
      await page.waitForURL((u) => u.pathname === "/quizzes");
      await waitForHydration(page);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(T.hubH1);
      await expectNoAxeViolations(page);
      await shoot(page, `quiz-hub-${c.lang}-${c.size}`);

      await page.getByRole("link", { name: T.practice, exact: true }).click();
      await page.waitForURL((u) => u.pathname === "/quizzes/practice");
      await waitForHydration(page);
      const empty = page.getByTestId("quiz-empty");
      expect(await empty.textContent()).toBe(T.empty);

      // Only the class: still the spec's message, no quiz.
      await page.getByLabel(T.cls, { exact: true }).selectOption(T.clsValue);
      await page.waitForURL((u) => u.searchParams.get("class") === T.clsValue);
      await waitForHydration(page);
      expect(await empty.textContent()).toBe(T.empty);
      expect(await page.getByTestId("quiz-results").count()).toBe(0);

      await page.getByLabel(T.subject, { exact: true }).selectOption(T.subjectValue);
      await page.waitForURL((u) => u.searchParams.get("subject") === T.subjectValue);
      await waitForHydration(page);
      await expect.poll(() => page.getByRole("heading", { level: 2, name: T.results }).isVisible()).toBe(true);
      expect(await page.getByTestId("quiz-empty").count()).toBe(0);
      const cards = page.getByTestId("quiz-results").getByRole("link");
      expect(await cards.count()).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
      await shoot(page, `quiz-picker-${c.lang}-${c.size}`);

      const href = await cards.first().getAttribute("href");
      expect(href).toMatch(/^\/quiz\/\d+$/);
      await cards.first().click();
      await page.waitForURL((u) => /^\/quiz\/\d+$/.test(u.pathname));
      expect(new URL(page.url()).pathname).toBe(href);
      await ctx.close();
    });
  }

  it("the play picker leads to the weekly leaderboard (first names and the no-cash rule)", async () => {
    for (const c of CASES) {
      const T = TEXT[c.lang];
      const ctx = await newCustomContext(browser, { reducedMotion: "reduce", ...c.opts });
      if (c.lang === "hi") await ctx.addCookies([{ name: "vp_lang", value: "hi", url: inject("baseUrl") }]);
      const page = await ctx.newPage();
      await gotoHydrated(page, "/quizzes");
      await page.getByRole("link", { name: T.play, exact: true }).click();
      await page.waitForURL((u) => u.pathname === "/quizzes/play");
      await waitForHydration(page);
      await page.getByRole("link", { name: T.weekly }).first().click();
      await page.waitForURL((u) => u.pathname === "/quizzes/play/leaderboard");
      await waitForHydration(page);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(T.weekly);
      expect(await page.content()).toContain(c.lang === "en" ? "never cash or prizes of money value" : "पैसे के मूल्य वाला");
      await expectNoAxeViolations(page);
      await shoot(page, `quiz-weekly-${c.lang}-${c.size}`);
      await ctx.close();
    }
  });
});
