// The quiz hub and the pickers (decision 040), through the built app: the spec's rule — results only
// after BOTH a class and a subject are chosen, otherwise 'No quizzes available for this selection.'
// (also for a pair with none); the right quizzes for a pair; counts from the database; unknown mode
// 404; bad query values give the default page, never a 500; the page cache drops the pages when a
// quiz is published or unpublished; the home page's quiz teasers link to real quizzes.
import { beforeAll, describe, expect, it } from "vitest";
import { setQuizPublished } from "../../app/features/quizzes/quiz-content.server";
import { createQuiz } from "../support/factories";
import { send } from "../support/test-app";

const EMPTY = "No quizzes available for this selection.";
/** The message as the page shows it (the messages also travel in the page's data). */
const EMPTY_SHOWN = `data-testid="quiz-empty">${EMPTY}</p>`;
let physics12: { id: number; title: string };
let physics12b: { id: number; title: string };
let hidden: { id: number; title: string };
let chemistry10: { id: number; title: string };
let playQuiz: { id: number; title: string };

beforeAll(async () => {
  physics12 = await createQuiz({ mode: "practice", class: "12th", subject: "Physics", title: `Hub Optics ${Date.now()}` });
  physics12b = await createQuiz({ mode: "practice", class: "12th", subject: "Physics", title: `Hub Waves ${Date.now()}` });
  hidden = await createQuiz({ mode: "practice", class: "12th", subject: "Physics", published: false, title: `Hub Hidden ${Date.now()}` });
  chemistry10 = await createQuiz({ mode: "practice", class: "10th", subject: "Chemistry", title: `Hub Acids ${Date.now()}` });
  playQuiz = await createQuiz({ mode: "play", class: "10th", subject: "Chemistry", title: `Hub Play ${Date.now()}` });
});

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await send(url, { headers });
  return { status: res.status, html: await res.text(), cache: res.headers.get("x-page-cache") };
}

describe("/quizzes", () => {
  it("offers practice, play and win, and mock tests with counts from the database", async () => {
    const { status, html } = await page("/quizzes");
    expect(status).toBe(200);
    expect(html).toContain("Choose a mode: practice, or play and win");
    for (const href of ["/quizzes/practice", "/quizzes/play", "/quizzes/mock"]) expect(html).toContain(`href="${href}"`);
    expect(html).toMatch(/data-testid="count-practice">\d+ quizzes</);
    expect(html).toContain("never cash or prizes of money value");
  });
});

describe("/quizzes/{mode}", () => {
  it("shows the spec's message and no quiz until both a class and a subject are chosen", async () => {
    for (const q of ["", "?class=12th", "?subject=Physics", "?class=&subject=Physics", "?class=12th&subject="]) {
      const { status, html } = await page(`/quizzes/practice${q}`);
      expect(status, q).toBe(200);
      expect(html, q).toContain(EMPTY_SHOWN);
      expect(html, q).not.toContain(physics12.title);
    }
  });

  it("lists exactly the published quizzes of the mode, class and subject", async () => {
    const { html } = await page("/quizzes/practice?class=12th&subject=Physics");
    expect(html).not.toContain(EMPTY_SHOWN);
    expect(html).toContain('data-testid="quiz-results"');
    expect(html).toContain(physics12.title);
    expect(html).toContain(physics12b.title);
    expect(html).toContain(`href="/quiz/${physics12.id}"`);
    expect(html).not.toContain(hidden.title);
    expect(html).not.toContain(chemistry10.title);
    expect(html).toContain("Bilingual");
    // Another mode's quiz of the same pair is not listed; the play page lists it.
    const chem = await page("/quizzes/practice?class=10th&subject=Chemistry");
    expect(chem.html).toContain(chemistry10.title);
    expect(chem.html).not.toContain(playQuiz.title);
    const play = await page("/quizzes/play?class=10th&subject=Chemistry");
    expect(play.html).toContain(playQuiz.title);
    expect(play.html).toContain(`/quizzes/play/${playQuiz.id}/leaderboard`);
  });

  it("says the spec's message for a pair that has no quiz, and offers only classes and subjects in use", async () => {
    const { html } = await page("/quizzes/practice?class=10th&subject=Physics");
    expect(html).toContain(EMPTY_SHOWN);
    // Only classes with practice quizzes are offered (none of the fixtures is Graduate practice).
    const offered = (await page("/quizzes/practice")).html;
    expect(offered).toContain('value="12th"');
    expect(offered).toContain('value="10th"');
  });

  it("shows Hindi titles and subject names on a Hindi page", async () => {
    const { html } = await page("/quizzes/practice?class=12th&subject=Physics", { cookie: "vp_lang=hi" });
    expect(html).toContain("परीक्षण क्विज़");
    expect(html).toContain("भौतिकी");
    expect(html).toContain("कक्षा 12");
    expect((await page("/quizzes/practice", { cookie: "vp_lang=hi" })).html).toContain('data-testid="quiz-empty">इस चयन के लिए कोई क्विज़ उपलब्ध नहीं है।</p>');
  });

  it("answers an unknown mode with 404, page and data", async () => {
    for (const url of ["/quizzes/exam", "/quizzes/Practice", "/quizzes/exam.data", "/quizzes/practice/extra"]) expect((await send(url)).status, url).toBe(404);
  });

  it("gives the default page for bad query values, never a 500", async () => {
    const bad = ["?class=13th&subject=Physics", "?class=12th&subject=%27%20OR%201%3D1--", "?class[]=x", "?class=12th&class=10th&subject=Physics", `?subject=${"x".repeat(5000)}`, "?exam=%F0%9F%98%80&class=12th", "?page=-1"];
    for (const q of bad) {
      const res = await send(`/quizzes/practice${q}`);
      expect(res.status, q).toBeLessThan(500);
      expect([200, 400, 414], q).toContain(res.status);
    }
    const { html } = await page("/quizzes/practice?class=13th&subject=Physics");
    expect(html).toContain(EMPTY_SHOWN);
  });
});

describe("the page cache", () => {
  it("serves the hub and the pickers from cache and drops them when a quiz is published or unpublished", async () => {
    const url = "/quizzes/practice?class=12th&subject=Physics";
    await page(url);
    expect((await page(url)).cache).toBe("hit");
    await setQuizPublished(physics12b.id, false);
    const after = await page(url);
    expect(after.cache).toBe("miss");
    expect(after.html).not.toContain(physics12b.title);
    await setQuizPublished(physics12b.id, true);
    expect((await page(url)).html).toContain(physics12b.title);
  });
});

describe("the home page", () => {
  it("links its quiz teasers to real quizzes and to the hub", async () => {
    const { html } = await page("/");
    expect(html).toContain('href="/quizzes"');
    expect(html).toMatch(/data-testid="home-quiz-practice"[^>]*>|href="\/quiz\/\d+"[^>]*data-testid="home-quiz-practice"/);
    const ids = [...html.matchAll(/href="\/quiz\/(\d+)"/g)].map((m) => Number(m[1]));
    expect(ids.length).toBeGreaterThanOrEqual(2);
    for (const id of ids) expect((await send(`/api/quizzes/${id}`)).status, `quiz ${id}`).toBe(200);
  });
});
