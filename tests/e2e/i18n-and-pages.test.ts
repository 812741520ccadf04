// Language switching (English ⇄ Hindi), Accept-Language on a first visit, the static pages in both
// languages, the 404 page and the profile form's messages — in the browser.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { content as careersEn } from "~/features/legal/careers.en";
import { content as careersHi } from "~/features/legal/careers.hi";
import type { LegalContent } from "~/features/legal/legal-content";
import { content as privacyEn } from "~/features/legal/privacy.en";
import { content as privacyHi } from "~/features/legal/privacy.hi";
import { content as termsEn } from "~/features/legal/terms.en";
import { content as termsHi } from "~/features/legal/terms.hi";
import { en } from "~/lib/i18n/messages.en";
import { hi } from "~/lib/i18n/messages.hi";
import {
  baseUrl,
  expectNoAxeViolations,
  gotoHydrated,
  horizontalOverflow,
  launchBrowser,
  newContext,
  registerViaForm,
  waitForHydration,
} from "../support/browser";
import { advance, installClock, pauseClock, withTicking } from "../support/clock";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const lang = (page: Page) => page.locator("html").getAttribute("lang");
const nav = (page: Page, locale: "en" | "hi") => page.getByRole("navigation", { name: (locale === "hi" ? hi : en)["nav.main"], exact: true });
const menuToggle = (page: Page) => page.locator("header nav summary").filter({ hasText: /Menu|मेन्यू/, visible: true });

/** Clicks a language button (a form posted with a full page load) and waits for the new page. */
async function switchLanguage(page: Page, buttonName: string, to: "en" | "hi") {
  const path = new URL(page.url()).pathname;
  await page.getByRole("button", { name: buttonName }).click();
  await page.locator(`html[lang="${to}"]`).waitFor({ state: "attached" });
  await waitForHydration(page);
  expect(new URL(page.url()).pathname, "the switch returns to the same page").toBe(path);
}

async function localeCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === "vp_lang")?.value;
}

describe("language switch", () => {
  it("desktop: हिन्दी reloads the same page in Hindi, the choice persists across pages, English switches back", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, "/terms-and-conditions");
    expect(await lang(page)).toBe("en");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(termsEn.title);

    await switchLanguage(page, en["nav.switchTo"], "hi");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(termsHi.title);
    const hiNav = nav(page, "hi");
    expect(await hiNav.getByRole("link", { name: hi["nav.home"], exact: true }).isVisible()).toBe(true);
    expect(await hiNav.getByRole("link", { name: hi["nav.courses"], exact: true }).isVisible()).toBe(true);
    expect(await hiNav.getByRole("link", { name: hi["nav.login"], exact: true }).isVisible()).toBe(true);
    expect(await hiNav.locator("summary").filter({ hasText: hi["nav.resources"], visible: true }).count()).toBe(1);
    expect(await hiNav.getByRole("link", { name: "Home", exact: true }).count()).toBe(0);
    expect(await page.getByRole("contentinfo").textContent()).toContain(`© ${new Date().getFullYear()} विद्यापथ`);
    expect(await localeCookie(context)).toBe("hi");
    await expectNoAxeViolations(page);

    // Persists: other pages (client-side and full loads) come in Hindi too.
    await page.getByRole("contentinfo").getByRole("link", { name: hi["footer.careers"], exact: true }).click();
    await page.waitForURL((u) => u.pathname === "/careers");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(careersHi.title);
    expect(await lang(page)).toBe("hi");
    await gotoHydrated(page, "/login");
    expect(await lang(page)).toBe("hi");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(hi["auth.login.heading"]);
    expect(await page.getByLabel(hi["auth.email"]).count()).toBe(1);
    await expectNoAxeViolations(page);

    await switchLanguage(page, hi["nav.switchTo"], "en");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(en["auth.login.heading"]);
    expect(await nav(page, "en").getByRole("link", { name: "Home", exact: true }).isVisible()).toBe(true);
    expect(await localeCookie(context)).toBe("en");
    await gotoHydrated(page, "/");
    expect(await lang(page)).toBe("en");
    await context.close();
  });

  it("phone: the switch in the menu works both ways and the Hindi menu fits the screen", async () => {
    const context = await newContext(browser, { phone: true });
    const page = await context.newPage();
    await gotoHydrated(page, "/login");
    await menuToggle(page).click();
    await switchLanguage(page, en["nav.switchTo"], "hi");
    expect(await menuToggle(page).getAttribute("aria-label")).toBe(hi["nav.openMenu"]);
    expect(await menuToggle(page).textContent()).toContain(hi["nav.menu"]);
    await menuToggle(page).click();
    const hiNav = nav(page, "hi");
    await expect.poll(() => hiNav.getByRole("link", { name: hi["nav.home"], exact: true }).isVisible()).toBe(true);
    expect(await hiNav.getByRole("link", { name: hi["nav.login"], exact: true }).isVisible()).toBe(true);
    expect(await hiNav.getByRole("link", { name: hi["nav.counseling"], exact: true }).isVisible()).toBe(true);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await menuToggle(page).click(); // close again
    await gotoHydrated(page, "/");
    expect(await lang(page)).toBe("hi");
    expect(await horizontalOverflow(page), "Hindi home page on a phone scrolls sideways").toBe(0);
    await menuToggle(page).click();
    await switchLanguage(page, hi["nav.switchTo"], "en");
    expect(await menuToggle(page).getAttribute("aria-label")).toBe("Open menu");
    await context.close();
  });

  it("a browser that asks for Hindi (Accept-Language hi-IN) gets Hindi on its first visit; an explicit English choice wins afterwards", async () => {
    const context = await newContext(browser, { locale: "hi-IN" });
    const page = await context.newPage();
    await gotoHydrated(page, "/");
    expect(await lang(page)).toBe("hi");
    expect(await localeCookie(context)).toBeUndefined();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(hi["home.title"]);
    expect(await nav(page, "hi").getByRole("link", { name: hi["nav.home"], exact: true }).isVisible()).toBe(true);
    expect(await nav(page, "hi").getByRole("button", { name: "English" }).isVisible()).toBe(true);
    await switchLanguage(page, "English", "en");
    await gotoHydrated(page, "/careers");
    expect(await lang(page)).toBe("en");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(careersEn.title);
    await context.close();
  });
});

describe("Hindi home page", () => {
  it("has no axe violations in Hindi (desktop and phone) and does not scroll sideways on a phone", async () => {
    for (const phone of [false, true]) {
      const context = await newContext(browser, { phone, locale: "hi-IN" });
      const page = await context.newPage();
      await gotoHydrated(page, "/");
      expect(await lang(page)).toBe("hi");
      expect(await page.getByRole("main").getByRole("heading", { level: 2, name: hi["home.features.title"] }).isVisible()).toBe(true);
      expect(await horizontalOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);
      await context.close();
    }
  });
});

describe("Devanagari text is drawn with a Devanagari font", () => {
  // The glyphs Chromium actually used, per font, for an element's text (DevTools protocol).
  async function fontsUsedFor(page: Page, selector: string) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    await cdp.detach();
    return fonts.map((f) => f.familyName);
  }

  // This machine's Chromium has no Devanagari system font: without the bundled one, bold Hindi
  // headings were drawn with DejaVu Sans Bold as empty boxes.
  it("bold headings, body text and the language button in both languages (never empty boxes)", async () => {
    for (const locale of ["hi-IN", "en-IN"]) {
      const context = await newContext(browser, { phone: locale === "hi-IN", locale });
      const page = await context.newPage();
      await gotoHydrated(page, "/");
      await page.evaluate(() => document.fonts.ready);
      const selectors = locale === "hi-IN" ? ["main h1", "main h2", "main p"] : ['header nav > ul span[lang="hi"]']; // the हिन्दी switch
      for (const selector of selectors) {
        await expect.poll(() => fontsUsedFor(page, selector), { message: `${locale} ${selector}` }).toEqual(expect.arrayContaining([expect.stringMatching(/Devanagari|Nirmala|Kohinoor/)]));
      }
      await context.close();
    }
  });
});

describe("static pages in both languages", () => {
  const pages: [string, LegalContent, LegalContent][] = [
    ["/careers", careersEn, careersHi],
    ["/terms-and-conditions", termsEn, termsHi],
    ["/privacy-policy", privacyEn, privacyHi],
  ];
  for (const [path, english, hindi] of pages) {
    it(`${path} renders its title and all its sections in English and Hindi`, async () => {
      for (const [locale, content] of [["en", english], ["hi", hindi]] as const) {
        const context = await newContext(browser);
        if (locale === "hi") await context.addCookies([{ name: "vp_lang", value: "hi", url: baseUrl() }]);
        const page = await context.newPage();
        const response = await gotoHydrated(page, path);
        expect(response?.status()).toBe(200);
        expect(await lang(page)).toBe(locale);
        expect(await page.title()).toBe(`${content.title} | Vidyapath`);
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(content.title);
        const headings = await page.locator("main article h2").allTextContents();
        expect(headings.length).toBeGreaterThanOrEqual(5);
        expect(headings).toEqual(content.sections.map((s) => s.heading));
        expect(await page.getByText(content.intro).isVisible()).toBe(true);
        expect(await page.locator("main article").textContent()).toContain(content.updated);
        await expectNoAxeViolations(page);
        await context.close();
      }
    });
  }
});

describe("404", () => {
  it("an unknown address answers 404 with a page that leads home", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await gotoHydrated(page, "/this/page/does-not-exist");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("We couldn't find that page");
    expect(await page.getByText(en["notFound.text"]).isVisible()).toBe(true);
    expect(await page.getByText("Need help? Write to help@vidyapath.local.").isVisible()).toBe(true);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    const home = page.getByRole("main").getByRole("link", { name: "Go to the home page" });
    expect(await home.getAttribute("href")).toBe("/");
    expect(await page.getByRole("main").getByRole("link", { name: "Browse courses" }).getAttribute("href")).toBe("/courses");
    await expectNoAxeViolations(page);
    await home.click();
    await page.waitForURL((u) => u.pathname === "/");
    await context.close();
  });

  it("the 404 page in Hindi", async () => {
    const context = await newContext(browser, { phone: true, locale: "hi-IN" });
    const page = await context.newPage();
    const response = await gotoHydrated(page, "/koi-aisa-page-nahin");
    expect(response?.status()).toBe(404);
    expect(await lang(page)).toBe("hi");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(hi["notFound.heading"]);
    expect(await page.getByRole("main").getByRole("link", { name: hi["notFound.home"] }).getAttribute("href")).toBe("/");
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await context.close();
  });
});

describe("profile form", () => {
  it("saving shows '✅ Profile updated successfully!', which clears after about 3 s", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await registerViaForm(page, "Profile Student");
    // The page's clock is fake from here on and paused before saving: the 3 s timer runs only when the
    // test moves time (tests/support/clock.ts), so a slow machine cannot make it look too short or long.
    await installClock(page);
    await gotoHydrated(page, "/profile");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Your profile");
    await expectNoAxeViolations(page);
    await page.getByLabel("Name", { exact: true }).fill("Priya Nair");
    await page.getByLabel("Gender").selectOption("Female");
    await page.getByLabel("Date of birth").fill("2008-05-17");

    // Record, in the page, when (in the page's clock) the message appears and disappears.
    await page.evaluate(() => {
      const w = window as unknown as { __msg: { shown?: number; gone?: number } };
      w.__msg = {};
      const has = () => document.querySelector("main")?.textContent?.includes("✅ Profile updated successfully!") ?? false;
      new MutationObserver(() => {
        if (w.__msg.shown === undefined && has()) w.__msg.shown = Date.now();
        else if (w.__msg.shown !== undefined && w.__msg.gone === undefined && !has()) w.__msg.gone = Date.now();
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await pauseClock(page);
    await page.getByRole("button", { name: "Save profile" }).click();
    const message = page.getByRole("status").filter({ hasText: "✅ Profile updated successfully!" });
    await message.waitFor({ state: "visible", timeout: 10_000 });
    await withTicking(page, () => expectNoAxeViolations(page)); // with the message shown
    // Moves the page's clock to `ms` after the message appeared.
    const appeared = await page.evaluate(() => (window as unknown as { __msg: { shown: number } }).__msg.shown);
    const advanceTo = async (ms: number) => {
      const elapsed = (await page.evaluate(() => Date.now())) - appeared;
      expect(elapsed, "the clock is not past the moment to check yet").toBeLessThanOrEqual(ms);
      await advance(page, ms - elapsed);
    };
    await advanceTo(2_000);
    expect(await message.isVisible(), "still shown 2 s after it appeared").toBe(true);
    await advanceTo(3_600);
    await advanceTo(4_500);
    expect(await message.count(), "gone 4.5 s after it appeared").toBe(0);
    const { shown, gone } = await page.evaluate(() => (window as unknown as { __msg: { shown: number; gone: number } }).__msg);
    expect(gone - shown).toBeGreaterThanOrEqual(2_900);
    expect(gone - shown).toBeLessThanOrEqual(3_600);
    await page.clock.resume(); // the rest navigates: time runs again

    // The change was saved.
    await gotoHydrated(page, "/profile");
    expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("Priya Nair");
    expect(await page.getByLabel("Gender").inputValue()).toBe("Female");
    expect(await page.getByLabel("Date of birth").inputValue()).toBe("2008-05-17");
    await gotoHydrated(page, "/dashboard");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Namaste, Priya Nair!");
    await context.close();
  });

  it("a date of birth in the future is refused with 'Date of birth cannot be in the future'", async () => {
    const context = await newContext(browser, { phone: true });
    const page = await context.newPage();
    await registerViaForm(page, "Future Student");
    await gotoHydrated(page, "/profile");
    const dob = page.getByLabel("Date of birth");
    const nextYear = new Date().getFullYear() + 1;
    await dob.fill(`${nextYear}-01-15`);
    await page.getByRole("button", { name: "Save profile" }).click();
    const error = page.getByText("Date of birth cannot be in the future");
    await error.waitFor({ state: "visible", timeout: 10_000 });
    expect(await dob.getAttribute("aria-invalid")).toBe("true");
    expect(await dob.getAttribute("aria-describedby")).toContain(await error.getAttribute("id"));
    expect(await page.getByText("✅ Profile updated successfully!").count()).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    // Nothing was saved.
    await gotoHydrated(page, "/profile");
    expect(await page.getByLabel("Date of birth").inputValue()).toBe("");
    await context.close();
  });
});
