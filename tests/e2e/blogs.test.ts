// Blogs in the browser (issue 12, decision 036), clicked through like a reader and an admin:
// - a reader opens a news item on the home page, goes to all blogs, searches and filters, opens a
//   post (1280 px and 360 px; nothing scrolls sideways; axe finds nothing);
// - a Hindi reader switches the language on /blogs, searches in Hindi and opens a Hindi post;
// - an admin writes a post in the editor, sees the live preview render the Markdown, publishes it,
//   and a visitor finds it on /blogs and on the home page.
// BLOG_SHOTS=dir saves screenshots for a person to look at; it asserts nothing about them.
import { mkdirSync } from "node:fs";
import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/lib/i18n/messages.en";
import { hi } from "~/lib/i18n/messages.hi";
import { baseUrl, expectNoAxeViolations, gotoHydrated, horizontalOverflow, launchBrowser, newContext, waitForHydration } from "../support/browser";
import { AdminListPage, type Lang } from "../support/pages/admin-lists";
import { adminContext } from "../support/session";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SHOTS = process.env.BLOG_SHOTS;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const PHONE_360 = { phone: true, viewport: { width: 360, height: 740 } };
const main = (page: Page) => page.getByRole("main");
const newsSection = (page: Page, lang: Lang = "en") => main(page).locator("section", { has: page.getByRole("heading", { level: 2, name: (lang === "hi" ? hi : en)["home.news.title"] }) });

/** Clicks a link and waits for the new page to be hydrated at `path`. */
async function follow(page: Page, link: ReturnType<Page["getByRole"]>, path: RegExp | string) {
  await link.click();
  await page.waitForURL((u) => (typeof path === "string" ? u.pathname === path : path.test(u.pathname)));
  await waitForHydration(page);
}

describe("a reader", () => {
  for (const phone of [false, true]) {
    it(`opens a news item from the home page, then searches, filters and opens a post on /blogs (${phone ? "360" : "1280"} px)`, { timeout: 150_000 }, async () => {
      const ctx = await newContext(browser, phone ? PHONE_360 : {});
      const page = await ctx.newPage();
      await gotoHydrated(page, "/");

      // Home: three news items, the latest posts, each a link to its post.
      const news = newsSection(page);
      const items = news.getByRole("article");
      expect(await items.count()).toBe(3);
      const first = items.first().getByRole("link");
      const title = (await first.textContent())!.trim();
      await follow(page, first, /^\/blogs\/\d+/);
      expect(await main(page).getByRole("heading", { level: 1 }).textContent()).toBe(title);
      await expect.poll(() => page.title()).toBe(`${title} | Vidyapath`);
      expect(await main(page).getByRole("link", { name: en["blogs.shareOn"].replace("{service}", "WhatsApp") }).getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\?text=/);
      expect(await horizontalOverflow(page)).toBe(0);
      await shot(page, `post-${phone ? 360 : 1280}-en`);
      await expectNoAxeViolations(page);

      // All blogs: search a title with a typo, then a category.
      await follow(page, main(page).getByRole("link", { name: en["blogs.backToBlogs"] }).first(), "/blogs");
      await page.getByRole("searchbox", { name: en["blogs.search"] }).fill("scholarshp");
      await page.getByRole("button", { name: en["blogs.apply"], exact: true }).click();
      await page.waitForURL((u) => u.searchParams.get("q") === "scholarshp");
      // The two scholarship posts, found despite the typo (polled: the old list stays until the new one is committed).
      await expect.poll(() => main(page).getByRole("article").count()).toBe(2);
      expect(await main(page).getByRole("heading", { level: 2, name: "The National Scholarship Portal: A Student's Guide" }).count()).toBe(1);
      await follow(page, main(page).getByRole("link", { name: en["blogs.clear"] }), "/blogs");
      // The cleared form is rendered (the URL changes before React commits the new page).
      await expect.poll(() => page.getByRole("searchbox", { name: en["blogs.search"] }).inputValue()).toBe("");
      await page.getByLabel(en["blogs.categoryLabel"]).selectOption("upsc");
      await page.getByRole("button", { name: en["blogs.apply"], exact: true }).click();
      await page.waitForURL((u) => u.searchParams.get("category") === "upsc");
      const cards = main(page).getByRole("article");
      await expect.poll(() => cards.filter({ hasText: "NEET UG" }).count()).toBe(0);
      expect(await cards.filter({ hasText: "UPSC Civil Services: Where to Begin" }).count()).toBe(1);
      // Every card's preview is at most 100 characters and the ellipsis.
      for (const preview of await cards.locator("p.text-sm").allTextContents()) expect(Array.from(preview.replace(/…$/, "")).length).toBeLessThanOrEqual(100);
      expect(await horizontalOverflow(page)).toBe(0);
      await shot(page, `list-${phone ? 360 : 1280}-en`);
      await expectNoAxeViolations(page);

      // Nothing found: the spec's message.
      await page.getByRole("searchbox", { name: en["blogs.search"] }).fill("zzqqxx");
      await page.getByRole("button", { name: en["blogs.apply"], exact: true }).click();
      await expect.poll(() => main(page).getByText("No blogs found.").count()).toBe(1);

      // Open a post from the list.
      await follow(page, main(page).getByRole("link", { name: en["blogs.clear"] }), "/blogs");
      await expect.poll(() => page.getByRole("searchbox", { name: en["blogs.search"] }).inputValue()).toBe("");
      await follow(page, main(page).getByRole("link", { name: "UPSC Civil Services: Where to Begin" }), /^\/blogs\/\d+-upsc-civil-services-where-to-begin$/);
      await expect.poll(() => main(page).getByRole("heading", { level: 2, name: "Understand the three stages" }).count()).toBe(1);
      expect(await main(page).getByRole("heading", { level: 2, name: en["blogs.related"] }).count()).toBe(1);
      await ctx.close();
    });
  }

  it("switches to Hindi on /blogs, searches in Hindi and reads a Hindi post (360 px and 1280 px)", { timeout: 150_000 }, async () => {
    for (const phone of [true, false]) {
      const ctx = await newContext(browser, phone ? PHONE_360 : {});
      const page = await ctx.newPage();
      await gotoHydrated(page, "/blogs");
      // The language switch (inside the menu on a phone): a form post that reloads this page in Hindi.
      const nav = page.getByRole("navigation", { name: en["nav.main"] });
      const menu = nav.locator("summary").filter({ hasText: en["nav.menu"], visible: true });
      if (await menu.count()) await menu.click();
      await nav.getByRole("button", { name: en["nav.switchTo"] }).filter({ visible: true }).click();
      await page.locator('html[lang="hi"]').waitFor({ state: "attached" });
      await waitForHydration(page);
      expect(new URL(page.url()).pathname).toBe("/blogs");
      expect(await main(page).getByRole("heading", { level: 1 }).textContent()).toBe(hi["blogs.heading"]);

      await page.getByRole("searchbox", { name: hi["blogs.search"] }).fill("परीक्षा");
      await page.getByRole("button", { name: hi["blogs.apply"], exact: true }).click();
      await page.waitForURL((u) => u.searchParams.get("q") === "परीक्षा");
      const hindiTitle = "कक्षा 10 बोर्ड परीक्षा: आख़िरी 30 दिनों की रणनीति";
      await expect.poll(() => main(page).getByRole("link", { name: hindiTitle }).count()).toBe(1);
      expect(await horizontalOverflow(page)).toBe(0);
      await shot(page, `list-${phone ? 360 : 1280}-hi`);
      await expectNoAxeViolations(page);
      await follow(page, main(page).getByRole("link", { name: hindiTitle }), /^\/blogs\/\d+$/);
      expect(await main(page).getByRole("heading", { level: 1 }).textContent()).toBe(hindiTitle);
      expect(await main(page).locator("article").first().getAttribute("lang")).toBe("hi");
      expect(await main(page).getByText(/मिनट में पढ़ें/).count()).toBeGreaterThan(0);
      expect(await horizontalOverflow(page)).toBe(0);
      await shot(page, `post-${phone ? 360 : 1280}-hi`);
      await expectNoAxeViolations(page);
      await ctx.close();
    }
  });
});

describe("an admin", () => {
  const SIZES = [
    { name: "1280", lang: "en" as Lang, opts: { viewport: { width: 1280, height: 800 } } },
    { name: "360", lang: "hi" as Lang, opts: { phone: true, viewport: { width: 360, height: 740 } } },
  ];
  for (const size of SIZES) {
    it(`writes a post with the live preview, publishes it, and readers find it on /blogs and the home page (${size.name} px, ${size.lang})`, { timeout: 150_000 }, async () => {
      const title = `Exam Day Checklist ${randomBytes(3).toString("hex")} ${size.name}`;
      const { context, page } = await adminContext(browser, size.opts);
      const kit = new AdminListPage(page, size.lang);
      if (size.lang === "hi") await context.addCookies([{ name: "vp_lang", value: "hi", url: baseUrl() }]);
      await gotoHydrated(page, "/");
      await kit.openFromNavbar("admin.manageBlogs", "/admin/blogs");
      expect(await horizontalOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);
      await follow(page, page.getByRole("link", { name: kit.t("adminBlogs.new") }), "/admin/blogs/new");

      await page.getByLabel(kit.t("adminBlogs.field.title")).fill(title);
      const body = page.getByLabel(kit.t("adminBlogs.field.body"));
      await body.click();
      await body.pressSequentially("## Pack the night before\n\n- Admit card\n- Two pens\n\nSleep **early**.", { delay: 5 });
      // The live preview: the server's rendering of what was typed, with no save.
      const preview = page.getByTestId("body-preview");
      await expect.poll(() => preview.getByRole("heading", { level: 2, name: "Pack the night before" }).count()).toBe(1);
      expect(await preview.locator("li").allTextContents()).toEqual(["Admit card", "Two pens"]);
      expect(await preview.locator("strong").textContent()).toBe("early");
      await page.getByLabel(kit.t("adminBlogs.field.category")).selectOption("board-exams");
      await page.getByLabel(kit.t("adminBlogs.field.author")).fill("Vidyapath Team");
      await page.getByLabel(kit.t("adminBlogs.publish.now")).check();
      expect(await horizontalOverflow(page)).toBe(0);
      await shot(page, `editor-${size.name}-${size.lang}`);
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: kit.t("adminBlogs.create") }).click();
      await page.waitForURL((u) => /^\/admin\/blogs\/\d+$/.test(u.pathname));
      await waitForHydration(page);
      await expect.poll(() => page.getByRole("status").filter({ hasText: kit.t("adminBlogs.notice.created") }).count()).toBe(1);

      // On the site: the post itself, then /blogs and the home page for an anonymous visitor.
      await follow(page, page.getByRole("link", { name: kit.t("adminBlogs.notice.view") }).first(), /^\/blogs\/\d+-exam-day-checklist-/);
      expect(await main(page).getByRole("heading", { level: 1 }).textContent()).toBe(title);
      expect(await main(page).getByRole("heading", { level: 2, name: "Pack the night before" }).count()).toBe(1);
      await context.close();

      const visitor = await newContext(browser, size.name === "360" ? PHONE_360 : {});
      const v = await visitor.newPage();
      await gotoHydrated(v, "/");
      await expect.poll(() => newsSection(v).getByRole("link", { name: title }).count()).toBe(1);
      await follow(v, newsSection(v).getByRole("link", { name: en["home.news.all"] }), "/blogs");
      expect(await main(v).getByRole("article").first().getByRole("heading").textContent()).toBe(title);
      await visitor.close();
    });
  }
});
