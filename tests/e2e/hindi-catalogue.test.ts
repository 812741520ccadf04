// Issue 9 C in the browser: a Hindi-reading student on a 360×740 phone searches the catalogue in
// Hindi and opens the result by clicking; course facts are Hindi; and English pages without Hindi text never download
// the Devanagari web font (decision 024), while Hindi pages link it.
import type { Browser, Request } from "playwright-core";
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
      // The downloadable faces arrive in a stylesheet linked after the first paint (app/late-fonts.css):
      // once it applies and the page is laid out again, any font the page needs is pending or loaded.
      await page.waitForFunction(() => Array.from(document.styleSheets).some((s) => (s.href ?? "").includes("/assets/late-fonts-")));
      await page.evaluate(async () => {
        void document.body.offsetHeight; // a layout with the new faces
        await document.fonts.ready;
      });
    }
    await context.close();
    return urls;
  }

  it("is not requested by English pages without Hindi text (the हिन्दी switch has its own 2.4 KB subset); Hindi text always gets it", async () => {
    const fontFiles = (urls: string[]) => urls.filter((u) => /\.(woff2?|ttf|otf)(\?|$)/.test(u));
    const english = await requestsWhileVisiting("en-IN", ["/login", "/courses?q=physics", "/careers"]);
    expect(english.some((u) => u.includes("/assets/root-")), "the test saw the page's own assets").toBe(true);
    expect(english.filter((u) => /devanagari/i.test(u))).toEqual([]);
    // The only font these English pages load is the subset that draws the हिन्दी switch.
    expect(fontFiles(english).every((u) => /\/hindi-switch-[^/]+\.woff2$/.test(u))).toBe(true);

    // An English page that shows a Hindi-medium course's name needs the glyphs: this machine's
    // Chromium has no Devanagari font of its own, so the woff2 is fetched rather than drawing boxes.
    const englishWithHindiNames = await requestsWhileVisiting("en-IN", ["/courses?q=" + encodeURIComponent("हिंदी माध्यम")]);
    expect(englishWithHindiNames.some((u) => /noto-sans-devanagari-devanagari-wght-normal-[^/]+\.woff2$/.test(u))).toBe(true);

    const hindi = await requestsWhileVisiting("hi-IN", ["/courses"]);
    expect(hindi.some((u) => /noto-sans-devanagari-devanagari-wght-normal-[^/]+\.woff2$/.test(u))).toBe(true);
  });
});
