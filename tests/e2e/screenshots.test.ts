// Full-page screenshots of the main pages for a visual review, written to /tmp/vp-shots/ (or
// $VP_SHOTS_DIR). Reduced motion keeps the carousels on their first slide, so shots are stable.
// The tests only check that each file was written; judging them is a person's job.
import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { baseUrl, launchBrowser, loginViaForm, newCustomContext, registerViaForm, waitForHydration } from "../support/browser";

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

/** Takes the shot and checks the file is there and not empty. */
async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  await settle(page);
  const file = path.join(DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  expect(statSync(file).size, file).toBeGreaterThan(1000);
}

async function shootPath(ctx: BrowserContext, pathname: string, name: string) {
  const page = await ctx.newPage();
  await page.goto(pathname);
  await shoot(page, name);
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
    await registerViaForm(page, "Aarav Mehta");
    await shoot(page, "dashboard-phone");
    await page.goto("/profile");
    await shoot(page, "profile-phone");
    await page.getByRole("button", { name: "Save profile" }).click();
    await page.getByText("✅ Profile updated successfully!").waitFor();
    await shoot(page, "profile-saved-phone", { fullPage: false });
    await phone.close();
  });

  it("/admin on a desktop, as the admin", async () => {
    const desktop = await context();
    const page = await desktop.newPage();
    await loginViaForm(page, inject("adminEmail"), inject("adminPassword"));
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
    await shoot(page, "menu-open-phone", { fullPage: false });
    await phone.close();

    const desktop = await context();
    const dpage = await desktop.newPage();
    await dpage.goto("/");
    await settle(dpage);
    await dpage.locator("header nav summary").filter({ hasText: "Resources", visible: true }).click();
    await shoot(dpage, "resources-open-desktop", { fullPage: false });
    await desktop.close();
  });
});
