// Study resources in the browser, by clicks (issue 10, first slice): an anonymous visitor on a
// 360×740 phone opens the navbar's Resources menu → Study Materials → a card, lands on /login with the
// spec's message, signs in and is back on that card's list; filters and search on a desktop list in
// English and Hindi; axe on the hub and the lists; screenshots of the hub and a list at 360 and
// 1280 px in both languages (written to $VP_SHOTS_DIR or /tmp/vp-shots for people to look at).
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, gotoHydrated, horizontalOverflow, launchBrowser, newCustomContext, registerViaForm, waitForHydration } from "../support/browser";
import { contextSignedInAs, type Credentials } from "../support/session";

const SHOTS = process.env.VP_SHOTS_DIR ?? "/tmp/vp-shots";
const SMALL_PHONE = { phone: true, viewport: { width: 360, height: 740 } };

let browser: Browser;
let account: Credentials;
const consoleErrors: string[] = [];

/** A context that records console errors (missing messages, hydration errors) for the test to check. */
async function context(opts: Parameters<typeof newCustomContext>[1] = {}): Promise<BrowserContext> {
  const ctx = await newCustomContext(browser, { reducedMotion: "reduce", ...opts });
  ctx.on("console", (m) => {
    if (m.type() === "error") consoleErrors.push(m.text());
  });
  return ctx;
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  const ctx = await newCustomContext(browser);
  account = await registerViaForm(await ctx.newPage(), "Resource Reader");
  await ctx.close();
});

afterAll(async () => {
  await browser?.close();
});

async function shoot(page: Page, name: string) {
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(await horizontalOverflow(page), `${name} scrolls sideways`).toBe(0);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

describe("anonymous visitor on a phone", () => {
  it("navbar Resources → Study Materials → a card → /login with the message → signs in → back on the card's list", async () => {
    const ctx = await context(SMALL_PHONE);
    const page = await ctx.newPage();
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.locator("summary").filter({ hasText: "Menu", visible: true }).click();
    await nav.locator("summary").filter({ hasText: "Resources", visible: true }).click();
    await nav.getByRole("link", { name: "Study Materials", exact: true }).filter({ visible: true }).click();
    await page.waitForURL((u) => u.pathname === "/resources");
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Study resources");
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Mock papers" }).click();
    await page.waitForURL((u) => u.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/resources/mock-papers");
    await waitForHydration(page);
    expect(await page.getByText("You must be logged in to access this resource!").isVisible()).toBe(true);

    await page.getByLabel("E-mail").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL((u) => u.pathname === "/resources/mock-papers");
    expect(page.url()).not.toContain(".data");
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Mock papers");
    expect(await page.getByRole("heading", { level: 2, name: "JEE Main Full Mock Test 1" }).isVisible()).toBe(true);
    // On a phone the filters wait behind their button; the results come first.
    const filters = page.getByTestId("resource-filters");
    expect(await filters.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await page.getByRole("combobox", { name: "Class" }).isVisible()).toBe(false);
    await filters.locator("summary").click();
    await page.getByRole("combobox", { name: "Class" }).selectOption("Graduate");
    await page.getByRole("button", { name: "Show results" }).click();
    await page.waitForURL((u) => u.searchParams.get("class") === "Graduate");
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 2, name: "JEE Main Full Mock Test 1" }).count()).toBe(0);
    expect(await page.getByRole("heading", { level: 2, name: "UPSC Prelims GS Mock Test 1" }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await ctx.close();
    expect(consoleErrors.splice(0)).toEqual([]);
  });
});

describe("a signed-in student on a desktop", () => {
  it("filters and searches a list in English, without JavaScript-only controls", async () => {
    const { context: ctx, page } = await contextSignedInAs(browser, account);
    await gotoHydrated(page, "/resources");
    await page.getByRole("link", { name: "PDF notes" }).click();
    await page.waitForURL((u) => u.pathname === "/resources/pdf-notes");
    await waitForHydration(page);
    await page.getByRole("combobox", { name: "Class" }).selectOption("10th");
    await page.getByRole("button", { name: "Show results" }).click();
    await page.waitForURL((u) => u.searchParams.get("class") === "10th");
    await waitForHydration(page);
    const titles = () => page.locator("main").getByRole("heading", { level: 2 }).allTextContents();
    expect((await titles()).sort()).toEqual(["Light: Reflection and Refraction — Class 10 Notes", "Trigonometry in One Go — Class 10"]);
    expect(await page.getByRole("link", { name: "Open Light: Reflection and Refraction — Class 10 Notes" }).getAttribute("href")).toMatch(/^\/pdf\/\d+$/);
    expect(await page.getByRole("link", { name: "Preview Trigonometry in One Go — Class 10" }).getAttribute("href")).toMatch(/^\/preview\/\d+$/);
    expect(await page.getByText("₹49").isVisible()).toBe(true);

    await page.getByRole("link", { name: "Clear filters" }).click();
    await page.waitForURL((u) => u.search === "");
    await page.getByLabel("Search").fill("electrostatcs"); // a typo
    await page.getByRole("button", { name: "Show results" }).click();
    await page.waitForURL((u) => u.searchParams.get("q") === "electrostatcs");
    await waitForHydration(page);
    expect(await titles()).toEqual(["स्थिरवैद्युतिकी — कक्षा 12 के नोट्स"]);
    await page.getByLabel("Search").fill("xylophone");
    await page.getByRole("button", { name: "Show results" }).click();
    await page.waitForURL((u) => u.searchParams.get("q") === "xylophone");
    await page.getByText("No PDF notes available.").waitFor();
    await expectNoAxeViolations(page);
    await ctx.close();
    expect(consoleErrors.splice(0)).toEqual([]);
  });

  it("filters and searches a list in Hindi", async () => {
    const { context: ctx, page } = await contextSignedInAs(browser, account, { locale: "hi-IN" });
    await gotoHydrated(page, "/resources");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("अध्ययन सामग्री");
    await page.getByRole("link", { name: "किताबें" }).click();
    await page.waitForURL((u) => u.pathname === "/resources/books");
    await waitForHydration(page);
    await page.getByLabel("खोजें").fill("इतिहास");
    await page.getByRole("button", { name: "नतीजे दिखाएँ" }).click();
    await page.waitForURL((u) => u.searchParams.get("q") === "इतिहास");
    await waitForHydration(page);
    expect(await page.locator("main").getByRole("heading", { level: 2 }).allTextContents()).toEqual(["आधुनिक भारत का इतिहास — एक परिचय"]);
    expect(await page.getByText("मुफ़्त").first().isVisible()).toBe(true);
    await page.getByRole("link", { name: "फ़िल्टर हटाएँ" }).click();
    await page.waitForURL((u) => u.search === "");
    await page.getByRole("combobox", { name: "परीक्षा" }).selectOption("NEET");
    await page.getByRole("button", { name: "नतीजे दिखाएँ" }).click();
    await page.waitForURL((u) => u.searchParams.get("exam") === "NEET");
    await waitForHydration(page);
    expect(await page.locator("main").getByRole("heading", { level: 2 }).allTextContents()).toEqual(["The Illustrated Biology Reader"]);
    expect(await page.getByText("कक्षा 12 · जीव विज्ञान").isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await ctx.close();
    expect(consoleErrors.splice(0)).toEqual([]);
  });
});

describe("screenshots", () => {
  for (const locale of ["en-IN", "hi-IN"] as const) {
    for (const [label, opts] of [["phone", SMALL_PHONE], ["desktop", {}]] as const) {
      it(`hub and list, ${locale}, ${label}`, async () => {
        const anonymous = await context({ ...opts, locale });
        const hub = await anonymous.newPage();
        await hub.goto("/resources");
        await shoot(hub, `resources-hub-${locale}-${label}`);
        await anonymous.close();
        const { context: ctx, page } = await contextSignedInAs(browser, account, { ...opts, locale, reducedMotion: "reduce" });
        await page.goto("/resources/pdf-notes");
        await shoot(page, `resources-list-${locale}-${label}`);
        await ctx.close();
        expect(consoleErrors.splice(0)).toEqual([]);
      });
    }
  }
});
