// The quiz runner in the browser, by clicks (decision 039). Each journey starts on a demo quiz's intro
// (/quiz/{id}, found through GET /api/quizzes: the picker is another part of issue 11):
// a. practise a bilingual quiz with the UI in Hindi: Next without a selection, an answer checked with
//    its explanation, finish → score and Try Again;
// b. write the JEE Main mock: answer, mark for review, close the context mid-test, come back in a new
//    one → the same question, answers and palette; submit → sections, rank, percentile, solutions;
// c. a timed play round: an answer given offline syncs when back online; then the clock runs out (the
//    attempt's deadline moved in the database — the server process's clock — and the browser's fake
//    clock moved past it) → the auto-submitted result;
// d. at 360 px: no sideways scrolling, and a keyboard-only run through questions.
// Screenshots at 360 and 1280 px in English and Hindi go to $VP_SHOTS_DIR or /tmp/vp-shots.
import { mkdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations, gotoHydrated, horizontalOverflow, launchBrowser, newCustomContext, waitForHydration } from "../support/browser";
import { installClock } from "../support/clock";
import { contextSignedInAs, signUp, studentContext } from "../support/session";

const SHOTS = process.env.VP_SHOTS_DIR ?? "/tmp/vp-shots";
type Summary = { id: number; title: string; titleHi: string | null; mode: string; exam: string | null; durationSeconds: number | null; questionCount: number };

let browser: Browser;
let pool: pg.Pool;
let quizzes: Summary[];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  pool = new pg.Pool({ connectionString: inject("e2eDatabaseUrl"), max: 2 });
  const res = await fetch(`${inject("baseUrl")}/api/quizzes`);
  quizzes = (await res.json()) as Summary[];
});

afterAll(async () => {
  await browser?.close();
  await pool?.end();
});

const attemptIdOf = (page: Page) => /\/attempts\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? "";
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `quiz-${name}.png`), fullPage: true });

async function startFromIntro(page: Page, quiz: Summary, startLabel: string) {
  await gotoHydrated(page, `/quiz/${quiz.id}`);
  await page.getByRole("button", { name: startLabel }).click();
  await page.waitForURL(/\/attempts\//);
  await waitForHydration(page);
}

describe("a. practice in Hindi", () => {
  it("Next without a selection asks for one; a checked answer shows its explanation; Finish shows the score and Try Again", async () => {
    const quiz = quizzes.find((q) => q.mode === "practice" && q.titleHi !== null)!;
    expect(quiz, "a bilingual practice quiz").toBeTruthy();
    const { context, page } = await studentContext(browser, { locale: "hi-IN" });
    await startFromIntro(page, quiz, "शुरू करें");
    await expect.poll(() => page.getByRole("heading", { level: 2, name: /^प्रश्न 1 \// }).count()).toBe(1);
    // No save is ever refused: a checked answer is locked, and a save to it (the time spent when
    // leaving it) would be a 409 that ends the run and reloads the page on an earlier question.
    const refusedSaves: string[] = [];
    page.on("response", (res) => {
      if (res.request().method() === "PUT" && res.url().includes("/answers/") && res.status() !== 204) refusedSaves.push(`${res.status()} ${res.url()}`);
    });

    await page.getByRole("button", { name: "अगला" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("कृपया एक विकल्प चुनें!");

    await page.locator("label").filter({ has: page.locator('input[name="optionId"]') }).first().click();
    await page.getByRole("button", { name: "उत्तर जाँचें" }).click();
    const feedback = page.getByTestId("practice-feedback");
    await feedback.waitFor();
    expect(await feedback.textContent()).toMatch(/सही उत्तर: [A-F]/);
    expect(await feedback.textContent()).toContain("व्याख्या");
    await shot(page, "practice-hi-1280");

    for (let i = 1; i < quiz.questionCount; i++) {
      await page.getByRole("button", { name: "अगला" }).click();
      await expect.poll(() => page.getByRole("heading", { level: 2, name: new RegExp(`^प्रश्न ${i + 1} /`) }).count()).toBe(1);
      const first = page.locator("label").filter({ has: page.locator('input[name="optionId"]') }).first();
      if (await first.count()) await first.click();
      else await page.getByLabel("आपका उत्तर (एक संख्या)").fill("1");
    }
    await page.getByRole("button", { name: "समाप्त करें" }).click();
    await page.getByTestId("quiz-result").waitFor();
    expect(refusedSaves).toEqual([]);
    expect(await page.getByTestId("result-score").textContent()).toMatch(/^\d+(\.\d+)? \/ \d+/);
    expect(await page.getByTestId("pass-message").textContent()).toMatch(/शाबाश|अभी नहीं/);
    expect(await page.getByRole("button", { name: "फिर से प्रयास करें" }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await shot(page, "practice-result-hi-1280");
    await context.close();
  }, 180_000);
});

describe("b. a mock test, closed mid-test and resumed", () => {
  it("resumes at the same question with the answers and palette states; submit → sections, rank, percentile, solutions", async () => {
    const jee = quizzes.find((q) => q.mode === "mock" && q.exam === "JEE Main")!;
    const first = await studentContext(browser);
    const page = first.page;
    await startFromIntro(page, jee, "Start");
    await page.locator("label").filter({ has: page.locator('input[name="optionId"]') }).nth(1).click();
    await page.getByRole("button", { name: "Save & Next" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 2, name: /^Question 2 of 75/ }).count()).toBe(1);
    await page.locator("label").filter({ has: page.locator('input[name="optionId"]') }).nth(2).click();
    await page.getByRole("button", { name: "Mark for review & Next" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 2, name: /^Question 3 of 75/ }).count()).toBe(1);
    await expect.poll(() => page.getByTestId("sync-status").textContent()).toBe("All answers saved");
    expect(await page.getByRole("link", { name: "Question 1: Answered", exact: true }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await shot(page, "mock-en-1280");
    await first.context.close();

    const { context, page: back } = await contextSignedInAs(browser, first.student);
    await gotoHydrated(back, `/quiz/${jee.id}`);
    await back.getByRole("link", { name: "Resume" }).click();
    await back.waitForURL(/\/attempts\//);
    await waitForHydration(back);
    await expect.poll(() => back.getByRole("heading", { level: 2, name: /^Question 3 of 75/ }).count()).toBe(1);
    expect(await back.getByRole("link", { name: "Question 1: Answered", exact: true }).count()).toBe(1);
    expect(await back.getByRole("link", { name: "Question 2: Answered and marked for review" }).count()).toBe(1);
    expect(await back.getByRole("link", { name: "Question 3: Not answered" }).count()).toBe(1);
    expect(await back.getByRole("link", { name: "Question 4: Not visited" }).count()).toBe(1);
    // The page carried only the questions near question 3; question 60's text arrived after
    // hydration, so the palette opens it at once with its options.
    await back.getByRole("link", { name: "Question 60: Not visited", exact: true }).click();
    await expect.poll(() => back.getByRole("heading", { level: 2, name: /^Question 60 of 75/ }).count()).toBe(1);
    await expect.poll(() => back.locator('input[name="optionId"], input[name="value"]').count()).toBeGreaterThan(0);
    expect(await back.getByText("Loading the question…").count()).toBe(0);
    // The palette jumps back to question 1, whose answer is still chosen.
    await back.getByRole("link", { name: "Question 1: Answered", exact: true }).click();
    await expect.poll(() => back.getByRole("heading", { level: 2, name: /^Question 1 of 75/ }).count()).toBe(1);
    expect(await back.locator('input[name="optionId"]').nth(1).isChecked()).toBe(true);

    await back.getByRole("button", { name: "Submit test" }).click();
    const summary = back.getByTestId("submit-summary");
    await summary.waitFor();
    expect(await summary.textContent()).toContain("Answered2");
    await back.getByRole("button", { name: "Yes, submit" }).click();
    await back.getByTestId("quiz-result").waitFor();
    expect(await back.getByTestId("result-section").count()).toBe(3);
    expect(await back.getByTestId("result-rank").textContent()).toMatch(/Rank\d+ of \d+/);
    expect(await back.getByTestId("result-percentile").textContent()).toMatch(/Percentile\d+/);
    await shot(back, "mock-result-en-1280");
    await back.getByRole("link", { name: "Review solutions" }).click();
    await back.getByRole("heading", { level: 1, name: "Solutions" }).waitFor();
    expect(await back.getByTestId("solution").count()).toBe(75);
    expect(await back.getByTestId("solution").first().textContent()).toContain("Your answer");
    await context.close();
  }, 180_000);
});

describe("c. offline answers and the clock running out", () => {
  it("an answer given offline syncs when back online; at the deadline the runner shows the auto-submitted result", async () => {
    const play = quizzes.find((q) => q.mode === "play")!;
    const context = await newCustomContext(browser);
    await signUp(context);
    const page = await context.newPage();
    await installClock(page);
    await startFromIntro(page, play, "Start");
    const attemptId = attemptIdOf(page);
    await expect.poll(() => page.getByTestId("sync-status").textContent()).toBe("All answers saved");

    await context.setOffline(true);
    await page.locator("label").filter({ has: page.locator('input[name="optionId"]') }).first().click();
    await expect.poll(() => page.getByTestId("sync-status").textContent()).toContain("Offline");
    const optionId = Number(await page.locator('input[name="optionId"]').first().getAttribute("value"));
    await context.setOffline(false);
    await expect.poll(() => page.getByTestId("sync-status").textContent()).toBe("All answers saved");
    const saved = await pool.query<{ option_ids: number[] }>("select option_ids from quiz_attempt_answers where attempt_id = $1 and $2 = any(option_ids)", [attemptId, optionId]);
    expect(saved.rowCount).toBe(1);

    // The server's clock for this attempt: its deadline is now in the past (beyond the grace).
    await pool.query("update quiz_attempts set deadline = now() - interval '1 minute' where id = $1", [attemptId]);
    // The browser's clock: past the deadline it displays.
    await page.clock.fastForward((play.durationSeconds! + 5) * 1000);
    await page.getByTestId("quiz-result").waitFor({ timeout: 20_000 });
    expect(await page.getByRole("status").filter({ hasText: "submitted automatically" }).count()).toBe(1);
    expect(await page.getByTestId("result-score").textContent()).toMatch(/\/ \d+/);
    await context.close();
  }, 120_000);
});

describe("d. at 360 px, by keyboard", () => {
  it("the palette and question fit without sideways scrolling; keys choose, move and mark", async () => {
    const jee = quizzes.find((q) => q.mode === "mock" && q.exam === "JEE Main")!;
    for (const [locale, start, heading] of [["en-IN", "Start", "Question"], ["hi-IN", "शुरू करें", "प्रश्न"]] as const) {
      const { context, page } = await studentContext(browser, { locale, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
      await startFromIntro(page, jee, start);
      expect(await horizontalOverflow(page), "runner scrolls sideways").toBe(0);
      await shot(page, `mock-${locale.slice(0, 2)}-360`);
      if (locale === "en-IN") {
        await page.keyboard.press("2");
        expect(await page.locator('input[name="optionId"]').nth(1).isChecked()).toBe(true);
        await page.keyboard.press("n");
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toMatch(new RegExp(`^${heading} 2 of 75`));
        await page.keyboard.press("3");
        await page.keyboard.press("m");
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toMatch(/^Question 3 of 75/);
        await page.keyboard.press("p");
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toMatch(/^Question 2 of 75/);
        expect(await page.getByRole("link", { name: "Question 2: Answered and marked for review" }).count()).toBe(1);
        // Tab reaches the buttons from the question and moves on past them (no trap).
        const seen = new Set<string>();
        for (let i = 0; i < 12; i++) {
          await page.keyboard.press("Tab");
          seen.add(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ""));
        }
        expect([...seen]).toContain("Save & Next");
        expect([...seen].length).toBeGreaterThan(5);
        await expectNoAxeViolations(page);
        await page.keyboard.press("s");
        await page.getByTestId("submit-summary").waitFor();
        expect(await page.evaluate(() => document.activeElement?.textContent ?? "")).toBe("Submit the test?");
        expect(await horizontalOverflow(page)).toBe(0);
      }
      await context.close();
    }
  }, 180_000);
});
