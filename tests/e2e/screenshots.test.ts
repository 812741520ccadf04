// Full-page screenshots of the main pages for a visual review, written to /tmp/vp-shots/ (or
// $VP_SHOTS_DIR). Reduced motion keeps the carousels on their first slide, so shots are stable.
// Judging the pictures is a person's job; each test also asserts what a visitor would notice at once:
// the page does not scroll sideways, its main heading (or the element the shot is about) is on screen
// with text in it, and the shot is not a blank page (more than a few colours).
import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locator } from "playwright-core";
import { baseUrl, horizontalOverflow, launchBrowser, newCustomContext, waitForHydration } from "../support/browser";
import { adminContext, signUp } from "../support/session";

const DIR = process.env.VP_SHOTS_DIR ?? "/tmp/vp-shots";

let browser: Browser;
beforeAll(async () => {
  mkdirSync(DIR, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const context = (opts: { phone?: boolean; locale?: string } = {}) => newCustomContext(browser, { ...opts, reducedMotion: "reduce" });

async function settle(page: Page) {
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The element is visible, has text, and lies inside the viewport's width and (its top) height. */
async function expectOnScreen(locator: Locator, what: string) {
  const size = locator.page().viewportSize()!;
  const box = await locator.boundingBox();
  expect(box && box.width > 1 && box.height > 1, `${what} is rendered`).toBe(true);
  expect(box!.x >= 0 && box!.x + box!.width <= size.width + 0.5 && box!.y >= 0 && box!.y < size.height, `${what} is on screen: ${JSON.stringify(box)}`).toBe(true);
  expect(((await locator.textContent()) ?? "").trim(), `${what} has text`).not.toBe("");
}

/**
 * Takes the shot (written for people to look at) and asserts what a visitor sees: no sideways
 * scrolling, the key element (the page's h1 unless told) on screen, and a picture that is not blank.
 */
async function shoot(page: Page, name: string, { fullPage = true, key }: { fullPage?: boolean; key?: Locator } = {}) {
  await settle(page);
  expect(await horizontalOverflow(page), `${name} scrolls sideways`).toBe(0);
  await expectOnScreen(key ?? page.getByRole("heading", { level: 1 }).first(), `${name}: ${key ? "key element" : "h1"}`);
  const file = path.join(DIR, `${name}.png`);
  const png = await page.screenshot({ path: file, fullPage });
  expect(statSync(file).size, file).toBeGreaterThan(1000);
  expect(await distinctColours(png), `${name} is not a blank page`).toBeGreaterThan(8);
}

/** How many different colours the shot shows (a blank or failed render shows one or two). */
async function distinctColours(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const seen = new Set<number>();
  for (let i = 0; i < data.length && seen.size < 64; i += info.channels * 97) seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
  return seen.size;
}

/** The home page's h1 is for screen readers; what a visitor sees first is the hero's current slide. */
const heroSlide = (page: Page) => page.locator('section[aria-roledescription="carousel"]').first().locator('[aria-roledescription="slide"][aria-hidden="false"]');

async function shootPath(ctx: BrowserContext, pathname: string, name: string) {
  const page = await ctx.newPage();
  await page.goto(pathname);
  await shoot(page, name, { key: pathname === "/" ? heroSlide(page) : undefined });
  return page;
}

describe("screenshots", () => {
  it("/ on a desktop (1280) and a phone (390)", async () => {
    const desktop = await context();
    await shootPath(desktop, "/", "home-desktop");
    await desktop.close();
    const phone = await context({ phone: true });
    await shootPath(phone, "/", "home-phone");
    await phone.close();
  });

  it("/login and /register on a phone", async () => {
    const phone = await context({ phone: true });
    await shootPath(phone, "/login", "login-phone");
    await shootPath(phone, "/register", "register-phone");
    await phone.close();
  });

  it("/dashboard and /profile on a phone, signed in", async () => {
    const phone = await context({ phone: true });
    const page = await phone.newPage();
    await signUp(phone, "Aarav Mehta");
    await page.goto("/dashboard");
    await shoot(page, "dashboard-phone");
    await page.goto("/profile");
    await shoot(page, "profile-phone");
    await page.getByRole("button", { name: "Save profile" }).click();
    const saved = page.getByText("✅ Profile updated successfully!");
    await saved.waitFor();
    await shoot(page, "profile-saved-phone", { fullPage: false, key: saved });
    await phone.close();
  });

  it("/admin on a desktop, as the admin", async () => {
    const { context: desktop, page } = await adminContext(browser, { reducedMotion: "reduce" });
    await page.goto("/admin");
    await shoot(page, "admin-desktop");
    await desktop.close();
  });

  it("/ in Hindi on a phone", async () => {
    const phone = await context({ phone: true });
    await phone.addCookies([{ name: "vp_lang", value: "hi", url: baseUrl() }]);
    await shootPath(phone, "/", "home-hindi-phone");
    await phone.close();
  });

  it("/terms-and-conditions and a 404 on a phone", async () => {
    const phone = await context({ phone: true });
    await shootPath(phone, "/terms-and-conditions", "terms-phone");
    await shootPath(phone, "/no-such-page", "404-phone");
    await phone.close();
  });

  it("the open phone menu and the open desktop Resources dropdown (viewport only)", async () => {
    const phone = await context({ phone: true });
    const page = await phone.newPage();
    await page.goto("/");
    await settle(page);
    await page.locator("header nav summary").filter({ hasText: "Menu", visible: true }).click();
    await page.locator("header nav summary").filter({ hasText: "Resources", visible: true }).click();
    await shoot(page, "menu-open-phone", { fullPage: false, key: page.locator("header nav").getByRole("link", { name: "Study Materials" }).filter({ visible: true }) });
    await phone.close();

    const desktop = await context();
    const dpage = await desktop.newPage();
    await dpage.goto("/");
    await settle(dpage);
    await dpage.locator("header nav summary").filter({ hasText: "Resources", visible: true }).click();
    await shoot(dpage, "resources-open-desktop", { fullPage: false, key: dpage.locator("header nav").getByRole("link", { name: "Blogs" }).filter({ visible: true }) });
    await desktop.close();
  });
});
