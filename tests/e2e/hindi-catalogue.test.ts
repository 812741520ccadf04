// Issue 9 C in the browser: a Hindi-reading student on a 360×740 phone searches the catalogue in
// Hindi and opens the result by clicking; course facts are Hindi; and English pages never download
// the Devanagari web font (decision 024), while Hindi pages link it.
import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hi } from "~/lib/i18n/messages.hi";
import { expectNoAxeViolations, gotoHydrated, launchBrowser, newCustomContext, waitForHydration } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SMALL_PHONE = { phone: true, viewport: { width: 360, height: 740 } };
const PHYSICS_12 = "Class 12 Physics: Electrostatics to Modern Physics";

describe("Hindi catalogue on a 360×740 phone", () => {
  it("a student types भौतिकी, sees Hindi course facts and opens the course by clicking", async () => {
    const context = await newCustomContext(browser, { ...SMALL_PHONE, locale: "hi-IN" });
    const page = await context.newPage();
    await gotoHydrated(page, "/courses");
    expect(await page.locator("html").getAttribute("lang")).toBe("hi");
    await page.getByLabel(hi["courses.search"]).fill("भौतिकी");
    await page.getByRole("button", { name: hi["courses.apply"] }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "भौतिकी");
    await waitForHydration(page);

    const card = page.locator("article").filter({ has: page.getByRole("link", { name: PHYSICS_12 }) });
    await expect.poll(() => card.count()).toBe(1);
    const cardText = await card.innerText();
    expect(cardText).toContain("कक्षा 12"); // the category badge
    expect(cardText).toContain("60 घंटे"); // "60 hours"
    expect(cardText).toContain("अंग्रेज़ी"); // the course language
    expect(cardText).not.toMatch(/Class 12th|hours|English/);
    await expectNoAxeViolations(page);

    await card.getByRole("link", { name: PHYSICS_12 }).click();
    await page.waitForURL(/\/courses\/\d+\/details$/);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(PHYSICS_12);
    const details = await page.locator("main").innerText();
    expect(details).toContain("60 घंटे");
    expect(details).toContain("कक्षा 12");
    await expectNoAxeViolations(page);
    await context.close();
  });
});

describe("the Devanagari web font", () => {
  async function requestsWhileVisiting(locale: string, paths: string[]) {
    const context = await newCustomContext(browser, { locale });
    const page = await context.newPage();
    const urls: string[] = [];
    page.on("request", (r: Request) => urls.push(r.url()));
    for (const path of paths) {
      await gotoHydrated(page, path);
      await page.evaluate(() => document.fonts.ready);
    }
    await context.close();
    return urls;
  }

  async function firstCourseId(page: Page) {
    await gotoHydrated(page, "/courses");
    const href = await page.locator('main a[href$="/details"]').first().getAttribute("href");
    return href!;
  }

  it("is never requested by English pages, even ones showing Hindi words; Hindi pages link it", async () => {
    const context = await newCustomContext(browser, {});
    const details = await firstCourseId(await context.newPage());
    await context.close();
    const paths = ["/", "/courses", details, "/courses?q=" + encodeURIComponent("भौतिकी")];

    const english = await requestsWhileVisiting("en-IN", paths);
    expect(english.some((u) => u.includes("/assets/root-")), "the test saw the page's own assets").toBe(true);
    expect(english.filter((u) => /devanagari/i.test(u))).toEqual([]);
    // The only font an English page may load is the 2.4 KB subset that draws the हिन्दी switch.
    expect(english.filter((u) => /\.(woff2?|ttf|otf)(\?|$)/.test(u)).every((u) => /\/hindi-switch-[^/]+\.woff2$/.test(u))).toBe(true);

    const hindi = await requestsWhileVisiting("hi-IN", ["/courses"]);
    expect(hindi.some((u) => /\/assets\/devanagari-[^/]+\.css$/.test(u))).toBe(true);
    // This machine's Chromium has no Devanagari font of its own, so the woff2 itself is fetched.
    expect(hindi.some((u) => /noto-sans-devanagari-devanagari-wght-normal-[^/]+\.woff2$/.test(u))).toBe(true);
  });
});
