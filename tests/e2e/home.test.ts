// The home page in the browser: its sections, and the two carousels' autoplay (timing, pausing on
// hover / focus / the Pause button, and no autoplay for visitors who prefer reduced motion). Carousel
// time is the browser's fake clock (tests/support/clock.ts): the tests move it instead of sleeping.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HERO_INTERVAL_MS, HERO_TRANSITION_MS, TESTIMONIAL_INTERVAL_MS } from "~/features/home/home-constants";
import { expectNoAxeViolations, gotoHydrated, launchBrowser, newContext, newCustomContext } from "../support/browser";
import { advance, installClock, pauseClock } from "../support/clock";
import { signUp } from "../support/session";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const HERO = "Highlights";
const TESTIMONIALS = "What students say";
type SlideChange = { t: number; index: number };

/**
 * Starts recording, in the page, every change of the visible slide of a carousel (the slide whose
 * aria-hidden is "false"), with performance.now() timestamps. The first entry is the state at start.
 */
async function recordSlides(page: Page, label: string) {
  await page.evaluate((label) => {
    const root = [...document.querySelectorAll('section[aria-roledescription="carousel"]')].find((s) => s.getAttribute("aria-label") === label);
    if (!root) throw new Error(`no carousel labelled ${label}`);
    const slides = [...root.querySelectorAll('[aria-roledescription="slide"]')];
    const current = () => slides.findIndex((s) => s.getAttribute("aria-hidden") === "false");
    const w = window as unknown as { __slides?: Record<string, { t: number; index: number }[]>; __slideObservers?: Record<string, MutationObserver> };
    w.__slides ??= {};
    w.__slideObservers ??= {};
    w.__slideObservers[label]?.disconnect();
    const log = (w.__slides[label] = [{ t: performance.now(), index: current() }]);
    const observer = new MutationObserver(() => {
      const i = current();
      if (i !== log[log.length - 1].index) log.push({ t: performance.now(), index: i });
    });
    observer.observe(root, { attributes: true, subtree: true, attributeFilter: ["aria-hidden"] });
    w.__slideObservers[label] = observer;
  }, label);
}

async function slideLog(page: Page, label: string): Promise<SlideChange[]> {
  return page.evaluate((label) => (window as unknown as { __slides: Record<string, SlideChange[]> }).__slides[label], label);
}

const carousel = (page: Page, label: string) => page.getByRole("region", { name: label, exact: true }).and(page.locator('[aria-roledescription="carousel"]'));
const playing = (page: Page, label: string) => carousel(page, label).getAttribute("data-playing");

/** Moves the pointer off the carousels and takes focus out of the page content. */
async function leaveCarousels(page: Page) {
  await page.mouse.move(2, 2); // the top-left corner: the logo area of the sticky navbar
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** The home page with the browser's clock installed before load and paused after hydration. */
async function homeWithPausedClock(page: Page) {
  await installClock(page);
  await gotoHydrated(page, "/");
  await pauseClock(page);
}

/** Fails if the carousel changes slide while the (paused) clock moves `ms` forward. */
async function expectNoChangeFor(page: Page, label: string, ms: number) {
  await recordSlides(page, label);
  await advance(page, ms);
  expect(await slideLog(page, label), `${label} should not move for ${ms} ms`).toHaveLength(1);
}

/** The slide stays for exactly `intervalMs` of clock time from now, then the next one shows. */
async function expectNextSlideAfter(page: Page, label: string, intervalMs: number) {
  await recordSlides(page, label);
  const [{ index }] = await slideLog(page, label);
  await advance(page, intervalMs - 1);
  expect(await slideLog(page, label), `${label} moved before ${intervalMs} ms`).toHaveLength(1);
  await advance(page, 1);
  await expect.poll(async () => (await slideLog(page, label)).map((c) => c.index)).toEqual([index, (index + 1) % 4]);
}

/** Pause → Play: autoplay starts afresh at the (paused) clock's present moment. */
async function restartAutoplay(page: Page, label: string) {
  await carousel(page, label).getByRole("button", { name: "Pause slides" }).click();
  await carousel(page, label).getByRole("button", { name: "Play slides" }).click();
  await leaveCarousels(page);
  await expect.poll(() => playing(page, label)).toBe("true");
}

describe("home page sections", () => {
  it("has the hero carousel, features, popular courses, quizzes, study material, counseling, news, testimonials and the register call to action", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await gotoHydrated(page, "/");
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");

    expect(await carousel(page, HERO).count()).toBe(1);
    expect(await carousel(page, HERO).locator('[aria-roledescription="slide"]').count()).toBe(4);
    expect(await carousel(page, HERO).getByText("Crack your boards with confidence").isVisible()).toBe(true);

    for (const heading of [
      "Why students choose Vidyapath",
      "Popular courses",
      "Test yourself",
      "Study material",
      "Free career counseling",
      "Latest news",
      "What students say",
      "Start learning today",
    ]) {
      expect(await main.getByRole("heading", { level: 2, name: heading, exact: true }).isVisible(), heading).toBe(true);
    }
    expect(await main.getByRole("heading", { level: 3 }).filter({ hasText: "Expert teachers" }).count()).toBe(1);
    // Popular courses come from the catalogue: cards that link to their details pages.
    const popular = main.locator("section", { has: page.getByRole("heading", { level: 2, name: "Popular courses" }) }).getByRole("article");
    expect(await popular.count()).toBeGreaterThanOrEqual(3);
    expect(await popular.first().getByRole("link").getAttribute("href")).toMatch(/^\/courses\/\d+\/details$/);
    expect(await main.getByRole("link", { name: "View all courses" }).getAttribute("href")).toBe("/courses");
    expect(await main.getByRole("heading", { name: "Practice mode" }).isVisible()).toBe(true);
    expect(await main.getByRole("heading", { name: "Play and win" }).isVisible()).toBe(true);
    expect(await main.getByRole("link", { name: "Take a quiz" }).getAttribute("href")).toBe("/quizzes");
    const study = await Promise.all(
      ["PDF notes", "Books", "Previous-year papers", "Mock papers"].map((name) => main.getByRole("link", { name, exact: true }).getAttribute("href")),
    );
    expect(study).toEqual(["/resources/pdf-notes", "/resources/books", "/resources/previous-papers", "/resources/mock-papers"]);
    // …each with one real demo resource to open (decision 042), and the hub.
    const studyBlock = main.locator('[aria-labelledby="study"]');
    const items = await studyBlock.locator('[data-testid^="home-resource-"]').evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(items).toHaveLength(4);
    for (const href of items) expect(href).toMatch(/^\/(?:pdf|preview|book-viewer|book-preview)\/\d+$/);
    expect(await studyBlock.getByRole("link", { name: "All study material" }).getAttribute("href")).toBe("/resources");
    expect(await main.getByRole("link", { name: "Book a session" }).getAttribute("href")).toBe("/counseling");
    // News: the three latest published blog posts (the demo posts on a fresh install), and all blogs.
    const news = main.locator("section", { has: page.getByRole("heading", { level: 2, name: "Latest news" }) });
    expect(await news.getByRole("article").count()).toBe(3);
    for (const href of await news.getByRole("article").getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))) expect(href).toMatch(/^\/blogs\/\d+(?:-[a-z0-9-]+)?$/);
    expect(await news.getByRole("link", { name: "All blogs" }).getAttribute("href")).toBe("/blogs");
    expect(await main.getByText("No news yet. Our first articles are on their way.").count()).toBe(0);
    expect(await carousel(page, TESTIMONIALS).locator('[aria-roledescription="slide"]').count()).toBe(4);
    expect(await carousel(page, TESTIMONIALS).getByText("Ananya Sharma").isVisible()).toBe(true);
    const cta = main.getByRole("link", { name: "Register for free" });
    expect(await cta.getAttribute("href")).toBe("/register");
    await cta.click();
    await page.waitForURL((u) => u.pathname === "/register");
    await context.close();
  });

  it("a signed-in student's call to action leads to the dashboard", async () => {
    const context = await newContext(browser);
    await signUp(context, "Home Student");
    const page = await context.newPage();
    await gotoHydrated(page, "/");
    const main = page.getByRole("main");
    expect(await main.getByRole("link", { name: "Register for free" }).count()).toBe(0);
    const cta = main.getByRole("link", { name: "Go to your dashboard" });
    expect(await cta.getAttribute("href")).toBe("/dashboard");
    await cta.click();
    await page.waitForURL((u) => u.pathname === "/dashboard");
    await context.close();
  });

  it("a study-material link opens that resource's page for a signed-in student", async () => {
    const context = await newContext(browser);
    await signUp(context, "Home Reader");
    const page = await context.newPage();
    await gotoHydrated(page, "/");
    for (const kind of ["pdf-notes", "books"]) {
      const link = page.getByTestId(`home-resource-${kind}`);
      const title = (await link.textContent())!.trim();
      const href = (await link.getAttribute("href"))!;
      await link.click();
      await page.waitForURL((u) => u.pathname === href);
      // The item's own page: its title is the page heading (a wrong or missing item would be a 404).
      await page.getByRole("heading", { level: 1, name: title, exact: true }).waitFor();
      expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([title]);
      await gotoHydrated(page, "/");
    }
    await context.close();
  });

  it("has no axe violations (desktop and phone)", async () => {
    for (const phone of [false, true]) {
      const context = await newContext(browser, { phone });
      const page = await context.newPage();
      await gotoHydrated(page, "/");
      await expectNoAxeViolations(page);
      await context.close();
    }
  });
});

describe("hero carousel autoplay", () => {
  it(`shows the next slide every ${HERO_INTERVAL_MS} ms (not a moment before), sliding with a ${HERO_TRANSITION_MS} ms transform transition`, async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await homeWithPausedClock(page);
    expect(await playing(page, HERO)).toBe("true");
    await restartAutoplay(page, HERO);
    await expectNextSlideAfter(page, HERO, HERO_INTERVAL_MS);
    await expectNextSlideAfter(page, HERO, HERO_INTERVAL_MS);

    const track = carousel(page, HERO).locator(":scope > div").first();
    expect(await track.getAttribute("style")).toContain(`transform ${HERO_TRANSITION_MS}ms`);
    const computed = await track.evaluate((el) => {
      const cs = getComputedStyle(el);
      return { property: cs.transitionProperty, duration: cs.transitionDuration };
    });
    expect(computed).toEqual({ property: "transform", duration: `${HERO_TRANSITION_MS / 1000}s` });
    // The visible slide is the one the track has moved to.
    const visible = Number((await carousel(page, HERO).locator('[aria-roledescription="slide"][aria-hidden="false"]').getAttribute("aria-label"))!.split(" / ")[0]) - 1;
    expect(await track.getAttribute("style")).toContain(`translateX(-${visible * 100}%)`);
    await context.close();
  });

  it(`testimonials advance every ${TESTIMONIAL_INTERVAL_MS} ms`, async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await homeWithPausedClock(page);
    await restartAutoplay(page, TESTIMONIALS);
    await expectNextSlideAfter(page, TESTIMONIALS, TESTIMONIAL_INTERVAL_MS);
    await expectNextSlideAfter(page, TESTIMONIALS, TESTIMONIAL_INTERVAL_MS);
    await context.close();
  });

  it("hovering the hero pauses autoplay (no change for 5 s); leaving resumes it", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await homeWithPausedClock(page);
    await carousel(page, HERO).hover({ position: { x: 900, y: 120 } });
    await expect.poll(() => playing(page, HERO)).toBe("false");
    await expectNoChangeFor(page, HERO, 5_000);
    await leaveCarousels(page);
    await expect.poll(() => playing(page, HERO)).toBe("true");
    await expectNextSlideAfter(page, HERO, HERO_INTERVAL_MS);
    await context.close();
  });

  it("focus on a control inside the hero pauses autoplay; moving focus away resumes it", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await homeWithPausedClock(page);
    await carousel(page, HERO).getByRole("button", { name: "Go to slide 1" }).focus();
    await expect.poll(() => playing(page, HERO)).toBe("false");
    await expectNoChangeFor(page, HERO, 5_000);
    await leaveCarousels(page);
    await expect.poll(() => playing(page, HERO)).toBe("true");
    await expectNextSlideAfter(page, HERO, HERO_INTERVAL_MS);
    await context.close();
  });

  it("the Pause button stops autoplay until Play is pressed", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await homeWithPausedClock(page);
    const hero = carousel(page, HERO);
    await hero.getByRole("button", { name: "Pause slides" }).click();
    await leaveCarousels(page); // neither hover nor focus may be what keeps it still
    expect(await hero.getByRole("button", { name: "Play slides" }).count()).toBe(1);
    expect(await playing(page, HERO)).toBe("false");
    await expectNoChangeFor(page, HERO, 5_000);
    await hero.getByRole("button", { name: "Play slides" }).click();
    await leaveCarousels(page);
    expect(await hero.getByRole("button", { name: "Pause slides" }).count()).toBe(1);
    await expect.poll(() => playing(page, HERO)).toBe("true");
    await expectNextSlideAfter(page, HERO, HERO_INTERVAL_MS);
    await hero.getByRole("button", { name: "Pause slides" }).click();
    await page.clock.resume(); // axe-core schedules its work with timers
    await expectNoAxeViolations(page); // also in the paused state, where the slides are announced (aria-live polite)
    await context.close();
  });

  it("the Next/Previous buttons and the dots change the slide by hand", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, "/");
    const hero = carousel(page, HERO);
    const visibleTitle = () => hero.locator('[aria-roledescription="slide"][aria-hidden="false"] p').first().textContent();
    await hero.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(visibleTitle).toBe("JEE and NEET, step by step");
    await hero.getByRole("button", { name: "Previous slide" }).click();
    await hero.getByRole("button", { name: "Previous slide" }).click();
    await expect.poll(visibleTitle).toBe("Not sure what to choose?");
    await hero.getByRole("button", { name: "Go to slide 3" }).click();
    await expect.poll(visibleTitle).toBe("Notes, books and previous-year papers");
    expect(await hero.getByRole("button", { name: "Go to slide 3" }).getAttribute("aria-current")).toBe("true");
    // Hidden slides are inert: their links are out of the tab order.
    expect(await hero.getByRole("link").count()).toBe(1);
    await context.close();
  });
});

describe("reduced motion", () => {
  it("with prefers-reduced-motion: reduce neither carousel moves in 5 s and there is no sliding transition", async () => {
    const context = await newCustomContext(browser, { reducedMotion: "reduce" });
    const page = await context.newPage();
    await homeWithPausedClock(page);
    expect(await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches)).toBe(true);
    await expect.poll(() => playing(page, HERO)).toBe("false");
    expect(await playing(page, TESTIMONIALS)).toBe("false");
    await recordSlides(page, TESTIMONIALS);
    await expectNoChangeFor(page, HERO, 5_000);
    expect(await slideLog(page, TESTIMONIALS)).toHaveLength(1);
    const track = carousel(page, HERO).locator(":scope > div").first();
    expect(await track.evaluate((el) => (el as HTMLElement).style.transition)).toBe("none");
    // The visitor can still move through the slides by hand.
    await carousel(page, HERO).getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => carousel(page, HERO).locator('[aria-roledescription="slide"][aria-hidden="false"]').getAttribute("aria-label")).toBe("2 / 4");
    await page.clock.resume(); // axe-core schedules its work with timers
    await expectNoAxeViolations(page);
    await context.close();
  });
});
