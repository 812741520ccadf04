// Layout in the browser: navbar (desktop dropdown, phone menu, signed-in state), footer, skip link
// and keyboard use, and no sideways scrolling on a phone.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  expectNoAxeViolations,
  gotoHydrated,
  horizontalOverflow,
  launchBrowser,
  newContext,
  newCustomContext,
} from "../support/browser";
import { settle } from "../support/clock";
import { signUp } from "../support/session";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
/** The Resources <summary> that is on screen (desktop list or phone menu). */
const resourcesSummary = (page: Page) => mainNav(page).locator("summary").filter({ hasText: "Resources", visible: true });
const resourcesOpen = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll("nav details")].some((d) => (d as HTMLDetailsElement).open && d.querySelector('a[href="/blogs"]') && d.checkVisibility()));
/** Navbar and footer are the same on every page; the home page has its own tests (home.test.ts). */
const PAGE = "/careers";
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

describe("desktop navbar: Resources dropdown", () => {
  it("opens on click and shows Study Materials, Blogs and Quizzes with their addresses", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, PAGE);
    const nav = mainNav(page);
    expect(await nav.getByRole("link", { name: "Study Materials" }).isVisible()).toBe(false);
    await resourcesSummary(page).click();
    await expect.poll(() => nav.getByRole("link", { name: "Study Materials" }).isVisible()).toBe(true);
    expect(await nav.getByRole("link", { name: "Study Materials" }).getAttribute("href")).toBe("/resources");
    expect(await nav.getByRole("link", { name: "Blogs" }).getAttribute("href")).toBe("/blogs");
    expect(await nav.getByRole("link", { name: "Quizzes" }).getAttribute("href")).toBe("/quizzes");
    expect(await nav.getByRole("link", { name: "Blogs" }).isVisible()).toBe(true);
    expect(await nav.getByRole("link", { name: "Quizzes" }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it("closes on a click outside it", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, "/login");
    await resourcesSummary(page).click();
    await expect.poll(() => resourcesOpen(page)).toBe(true);
    await page.getByRole("heading", { level: 1 }).click();
    await expect.poll(() => resourcesOpen(page)).toBe(false);
    expect(await mainNav(page).getByRole("link", { name: "Study Materials" }).isVisible()).toBe(false);
    await context.close();
  });

  it("closes again when its own button is clicked a second time", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, PAGE);
    await resourcesSummary(page).click();
    await expect.poll(() => resourcesOpen(page)).toBe(true);
    await resourcesSummary(page).click();
    await settle(page); // let a wrong re-open (an event handler or React commit) show up, if there is one
    await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
    expect(await resourcesOpen(page), "a second click on Resources should close the dropdown").toBe(false);
    await context.close();
  });

  it("closes on Escape", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, PAGE);
    await resourcesSummary(page).click();
    await expect.poll(() => resourcesOpen(page)).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => resourcesOpen(page)).toBe(false);
    await context.close();
  });

  it("closes when a link is chosen: the page changes and the dropdown is not open on the next page", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, PAGE);
    await resourcesSummary(page).click();
    await expect.poll(() => resourcesOpen(page)).toBe(true);
    await mainNav(page).getByRole("link", { name: "Blogs" }).click();
    await expect
      .poll(() => new URL(page.url()).pathname, { message: "clicking Blogs in the open dropdown should navigate to /blogs", timeout: 5_000 })
      .toBe("/blogs");
    await expect.poll(() => resourcesOpen(page)).toBe(false);
    expect(await mainNav(page).getByRole("link", { name: "Blogs" }).isVisible()).toBe(false);
    await context.close();
  });
});

describe("phone navbar (390×844)", () => {
  it("hides the desktop link list; the Menu toggle opens and closes the menu", async () => {
    const context = await newContext(browser, { phone: true });
    const page = await context.newPage();
    await gotoHydrated(page, PAGE);
    const nav = mainNav(page);
    expect(await nav.locator(":scope > ul").isVisible()).toBe(false);
    await expect.poll(() => nav.getByRole("link", { name: "Home" }).count()).toBe(0);
    const toggle = nav.locator("summary").filter({ hasText: "Menu", visible: true });
    expect(await toggle.getAttribute("aria-label")).toBe("Open menu");
    await toggle.click();
    await expect.poll(() => nav.getByRole("link", { name: "Home" }).isVisible()).toBe(true);
    expect(await nav.getByRole("link", { name: "Courses" }).isVisible()).toBe(true);
    expect(await nav.getByRole("link", { name: "Counseling" }).isVisible()).toBe(true);
    expect(await nav.getByRole("link", { name: "Login" }).isVisible()).toBe(true);
    expect(await toggle.getAttribute("aria-label")).toBe("Close menu");
    await expectNoAxeViolations(page);
    await toggle.click();
    await expect.poll(() => nav.getByRole("link", { name: "Home" }).count()).toBe(0);
    // The label follows the details element's toggle event, a moment after it closes.
    await expect.poll(() => toggle.getAttribute("aria-label")).toBe("Open menu");
    await context.close();
  });

  it("choosing a link in the menu navigates and closes the menu", async () => {
    const context = await newContext(browser, { phone: true });
    const page = await context.newPage();
    await gotoHydrated(page, PAGE);
    const nav = mainNav(page);
    const toggle = nav.locator("summary").filter({ hasText: "Menu", visible: true });
    await toggle.click();
    await nav.getByRole("link", { name: "Login" }).click();
    await page.waitForURL((u) => u.pathname === "/login");
    await expect.poll(() => toggle.getAttribute("aria-label")).toBe("Open menu");
    await expect.poll(() => nav.getByRole("link", { name: "Home" }).count()).toBe(0);
    // The Resources dropdown inside the menu works too.
    await toggle.click();
    await resourcesSummary(page).click();
    await nav.getByRole("link", { name: "Study Materials" }).click();
    await page.waitForURL((u) => u.pathname === "/resources");
    await expect.poll(() => toggle.getAttribute("aria-label")).toBe("Open menu");
    await expect.poll(() => nav.getByRole("link", { name: "Study Materials" }).count()).toBe(0);
    await context.close();
  });

  it("no page scrolls sideways: /, /login, /register, /dashboard (axe on each)", async () => {
    const context = await newContext(browser, { phone: true });
    const page = await context.newPage();
    const overflow: Record<string, number> = {};
    for (const path of ["/", "/login", "/register"]) {
      await gotoHydrated(page, path);
      overflow[path] = await horizontalOverflow(page);
    }
    await signUp(context, "Phone Student");
    await gotoHydrated(page, "/dashboard");
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    overflow["/dashboard"] = await horizontalOverflow(page);
    // With the menu open (signed in: more entries) nothing overflows either.
    await mainNav(page).locator("summary").filter({ hasText: "Menu", visible: true }).click();
    overflow["/dashboard with the menu open"] = await horizontalOverflow(page);
    await resourcesSummary(page).click();
    await expect.poll(() => resourcesOpen(page)).toBe(true);
    overflow["/dashboard with the menu and Resources open"] = await horizontalOverflow(page);
    expect(overflow).toEqual({
      "/": 0,
      "/login": 0,
      "/register": 0,
      "/dashboard": 0,
      "/dashboard with the menu open": 0,
      "/dashboard with the menu and Resources open": 0,
    });
    // axe last, so one page's violations do not hide another page's overflow. (/login and /register
    // redirect a signed-in visitor, so they are checked in a fresh context.)
    await expectNoAxeViolations(page);
    const anonymous = await newContext(browser, { phone: true });
    const anonPage = await anonymous.newPage();
    for (const path of ["/login", "/register", "/"]) {
      await gotoHydrated(anonPage, path);
      await expectNoAxeViolations(anonPage);
    }
    await anonymous.close();
    await context.close();
  });
});

describe("phone menu at 360×740: Escape, a tap outside and navigation close it", () => {
  const small = () => newCustomContext(browser, { phone: true, viewport: { width: 360, height: 740 } });
  const toggle = (page: Page) => mainNav(page).locator("summary").filter({ hasText: "Menu", visible: true });
  const menuOpen = (page: Page) => mainNav(page).getByRole("link", { name: "Home" }).isVisible();
  // The Resources list itself (resourcesOpen() above also counts the open phone menu around it).
  const innerResourcesOpen = (page: Page) =>
    page.evaluate(() => [...document.querySelectorAll("nav details")].some((d) => (d as HTMLDetailsElement).open && d.querySelector(":scope > summary")?.textContent?.includes("Resources") && d.checkVisibility()));
  async function openMenu(page: Page) {
    await toggle(page).click();
    await expect.poll(() => menuOpen(page)).toBe(true);
  }

  it("Escape closes it and puts focus back on the Menu button", async () => {
    const context = await small();
    const page = await context.newPage();
    await gotoHydrated(page, PAGE);
    await openMenu(page);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect.poll(() => menuOpen(page)).toBe(false);
    await expect.poll(() => toggle(page).getAttribute("aria-label")).toBe("Open menu");
    expect(await page.evaluate(() => document.activeElement?.tagName + ":" + document.activeElement?.textContent?.trim())).toBe("SUMMARY:☰Menu");
    await context.close();
  });

  it("Escape inside the open Resources list closes only that list; a second Escape closes the menu", async () => {
    const context = await small();
    const page = await context.newPage();
    await gotoHydrated(page, PAGE);
    await openMenu(page);
    await resourcesSummary(page).click();
    await expect.poll(() => innerResourcesOpen(page)).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => innerResourcesOpen(page)).toBe(false);
    expect(await menuOpen(page)).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => menuOpen(page)).toBe(false);
    await context.close();
  });

  it("a tap outside closes it; a tap inside does not", async () => {
    const context = await small();
    const page = await context.newPage();
    await gotoHydrated(page, PAGE);
    await openMenu(page);
    await resourcesSummary(page).tap(); // inside the menu
    await expect.poll(() => innerResourcesOpen(page)).toBe(true);
    expect(await menuOpen(page)).toBe(true);
    await page.touchscreen.tap(180, 700); // page content below the menu
    await expect.poll(() => menuOpen(page)).toBe(false);
    await expect.poll(() => toggle(page).getAttribute("aria-label")).toBe("Open menu");
    await context.close();
  });

  it("choosing a link navigates and closes it", async () => {
    const context = await small();
    const page = await context.newPage();
    await gotoHydrated(page, PAGE);
    await openMenu(page);
    await mainNav(page).getByRole("link", { name: "Courses" }).tap();
    await page.waitForURL((u) => u.pathname === "/courses");
    await expect.poll(() => menuOpen(page)).toBe(false);
    expect(await horizontalOverflow(page)).toBe(0);
    await context.close();
  });
});

describe("footer", () => {
  it("has the seven quick links, the contact block, four social links and the current year", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, PAGE);
    const footer = page.getByRole("contentinfo");
    const quick = footer.getByRole("navigation", { name: "Quick links" });
    const hrefs = await quick.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(["/courses", "/resources", "/counseling", "/quizzes", "/careers", "/terms-and-conditions", "/privacy-policy"]);
    for (const name of ["Courses", "Study Resources", "Career Counseling", "Quizzes", "Careers", "Terms and Conditions", "Privacy Policy"]) {
      expect(await quick.getByRole("link", { name, exact: true }).isVisible(), name).toBe(true);
    }

    const address = footer.locator("address");
    expect(await address.textContent()).toContain("2nd Floor, Shiksha Bhawan, Connaught Place, New Delhi 110001");
    expect(await address.getByRole("link", { name: "+91 11 4000 1234" }).getAttribute("href")).toBe("tel:+911140001234");
    expect(await address.getByRole("link", { name: "help@vidyapath.local" }).getAttribute("href")).toBe("mailto:help@vidyapath.local");

    for (const name of ["Facebook", "Instagram", "YouTube", "X"]) {
      const link = footer.getByRole("link", { name, exact: true });
      expect(await link.count(), name).toBe(1);
      expect(await link.getAttribute("href"), name).toMatch(/^https:\/\//);
      expect(await link.getAttribute("rel"), name).toContain("noopener");
    }
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Vidyapath`);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it("a footer link leads to its page", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, PAGE);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await page.waitForURL((u) => u.pathname === "/privacy-policy");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Privacy Policy");
    await context.close();
  });
});

describe("signed-in state in the navbar", () => {
  it("logged out: Login, no Dashboard and no Logout", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, PAGE);
    const nav = mainNav(page);
    expect(await nav.getByRole("link", { name: "Login" }).isVisible()).toBe(true);
    expect(await nav.getByRole("link", { name: "Dashboard" }).count()).toBe(0);
    expect(await nav.getByRole("button", { name: "Logout" }).count()).toBe(0);
    await context.close();
  });

  it("logged in: Dashboard and Logout, no Login", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signUp(context, "Navbar Student");
    await gotoHydrated(page, PAGE);
    const nav = mainNav(page);
    expect(await nav.getByRole("link", { name: "Dashboard" }).isVisible()).toBe(true);
    expect(await nav.getByRole("button", { name: "Logout" }).isVisible()).toBe(true);
    expect(await nav.getByRole("link", { name: "Login" }).count()).toBe(0);
    expect(await nav.getByRole("link", { name: "Admin" }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await context.close();
  });
});

describe("keyboard", () => {
  it("the first Tab reaches 'Skip to main content'; after activating it the next Tab is inside main", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, "/login"); // a page whose main has focusable fields
    await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe("Skip to main content");
    expect(await page.getByRole("link", { name: "Skip to main content" }).isVisible()).toBe(true); // shows itself when focused
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#main");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("main")), "the Tab after the skip link lands in main").toBe(true);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it("activating 'Skip to main content' puts focus on main itself (so screen readers continue there)", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, PAGE);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#main");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("MAIN");
    await context.close();
  });

  async function tabToResources(page: Page) {
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      const isSummary = await page.evaluate(() => document.activeElement?.tagName === "SUMMARY" && document.activeElement.textContent?.includes("Resources"));
      if (isSummary) return;
    }
    throw new Error("Tab never reached the Resources button");
  }

  it("Enter on Resources opens it and Tab reaches Study Materials, Blogs and Quizzes", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, PAGE);
    await tabToResources(page);
    await page.keyboard.press("Enter");
    await expect.poll(() => resourcesOpen(page)).toBe(true);
    for (const name of ["Study Materials", "Blogs", "Quizzes"]) {
      await page.keyboard.press("Tab");
      expect(await focusedText(page)).toBe(name);
    }
    await page.keyboard.press("Enter"); // choosing Quizzes by keyboard
    await page.waitForURL((u) => u.pathname === "/quizzes");
    await expect.poll(() => resourcesOpen(page)).toBe(false);
    await context.close();
  });

  it("Space on Resources opens it too", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, PAGE);
    await tabToResources(page);
    await page.keyboard.press("Space");
    await expect.poll(() => resourcesOpen(page)).toBe(true);
    await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe("Study Materials");
    await context.close();
  });

  it("Escape from a link inside the dropdown closes it and returns focus to Resources", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, PAGE);
    await tabToResources(page);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe("Study Materials");
    await page.keyboard.press("Escape");
    await expect.poll(() => resourcesOpen(page)).toBe(false);
    const focus = await page.evaluate(() => ({ tag: document.activeElement?.tagName, visible: document.activeElement?.checkVisibility() }));
    expect(focus, "focus should return to the visible Resources button").toEqual({ tag: "SUMMARY", visible: true });
    await context.close();
  });
});

