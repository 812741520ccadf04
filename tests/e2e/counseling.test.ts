// Counseling in the browser, clicked like a person (issue 12, decision 038). Signed out, a student
// fills the form on /counseling, submits, reads the spec's notice on /login, signs in and is back on
// the form with what they typed, submits again and reads the spec's success — at 1280 px with
// JavaScript and at 360 px without it. The FAQ works by keyboard (real buttons with aria-expanded
// after hydration, <details> without JavaScript). Hindi at 360 px: field errors and the FAQ. An admin
// adds a counsellor, publishes a time and schedules the request in the queue; the student then sees
// the session on the dashboard and the home page. axe on every page; no sideways scrolling.
// COUNSELING_SHOTS=dir saves screenshots for a person to look at (it asserts nothing about them).
import { mkdirSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { interpolate } from "~/lib/i18n/interpolate";
import { en, type MessageKey } from "~/lib/i18n/messages.en";
import { hi } from "~/lib/i18n/messages.hi";
import { expectNoAxeViolations, gotoHydrated, horizontalOverflow, launchBrowser, newCustomContext, waitForHydration } from "../support/browser";
import { AdminListPage } from "../support/pages/admin-lists";
import { adminContext, type Credentials, signUp, studentContext } from "../support/session";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Lang = "en" | "hi";
const t = (lang: Lang, key: MessageKey, vars?: Record<string, string | number>) => interpolate((lang === "hi" ? hi : en)[key], vars);
const PHONE_360 = { phone: true, viewport: { width: 360, height: 740 } };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

const SHOTS = process.env.COUNSELING_SHOTS;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A navbar link, from inside the Menu on a phone. */
async function clickNav(page: Page, lang: Lang, key: MessageKey) {
  const nav = page.getByRole("navigation", { name: t(lang, "nav.main") });
  const menu = nav.locator("summary").filter({ visible: true });
  if (await menu.count()) await menu.first().click();
  await nav.getByRole("link", { name: t(lang, key), exact: true }).filter({ visible: true }).first().click();
}

/** A signed-out context with an account made elsewhere (its own context, closed). */
async function accountAndAnonymousContext(opts: Parameters<typeof newCustomContext>[1]): Promise<{ account: Credentials; context: BrowserContext; page: Page }> {
  const maker = await newCustomContext(browser);
  const account = await signUp(maker, "Asha Verma");
  await maker.close();
  const context = await newCustomContext(browser, opts);
  return { account, context, page: await context.newPage() };
}

const typed = { name: "Asha Verma", phone: "+91 98765 43210", email: "asha.parent@example.test", message: "Class 12 PCM: JEE or B.Sc.?" };

async function fillForm(page: Page, lang: Lang) {
  await page.getByLabel(t(lang, "counseling.form.name"), { exact: true }).fill(typed.name);
  await page.getByLabel(t(lang, "counseling.form.phone"), { exact: true }).fill(typed.phone);
  await page.getByLabel(t(lang, "counseling.form.email"), { exact: true }).fill(typed.email);
  await page.getByLabel(t(lang, "counseling.form.message")).fill(typed.message);
}

async function bookSignedOutThenSignIn(page: Page, account: Credentials, { js }: { js: boolean }) {
  if (js) await gotoHydrated(page, "/");
  else await page.goto("/");
  await clickNav(page, "en", "nav.counseling");
  await page.waitForURL((u) => u.pathname === "/counseling");
  if (js) await waitForHydration(page);
  expect(await horizontalOverflow(page)).toBe(0);
  await fillForm(page, "en");
  await page.getByRole("button", { name: t("en", "counseling.form.submit") }).click();

  // The spec's notice on the login page; what was typed is not in the address.
  await page.waitForURL((u) => u.pathname === "/login");
  expect(page.url()).not.toContain("98765");
  expect(page.url()).not.toContain("asha.parent");
  await page.getByText("You must be logged in to book a session!").waitFor();
  if (js) await waitForHydration(page);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Log in" }).click();

  // Back on the form, with what was typed.
  await page.waitForURL((u) => u.pathname === "/counseling");
  expect(new URL(page.url()).pathname).not.toContain(".data");
  if (js) await waitForHydration(page);
  expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe(typed.name);
  expect(await page.getByLabel("Phone", { exact: true }).inputValue()).toBe(typed.phone);
  expect(await page.getByLabel("E-mail", { exact: true }).inputValue()).toBe(typed.email);
  expect(await page.getByLabel("Message (optional)").inputValue()).toBe(typed.message);
  await page.getByRole("button", { name: t("en", "counseling.form.submit") }).click();
  await page.getByText("Your request has been submitted successfully!").waitFor();
  await page.getByText(t("en", "counseling.booked.requested")).waitFor();
  expect(await horizontalOverflow(page)).toBe(0);
}

describe("booking, signed out first", () => {
  it("fills the form → log in → back with the typed values → submit → success (1280 px, JavaScript)", async () => {
    const { account, context, page } = await accountAndAnonymousContext(DESKTOP);
    await bookSignedOutThenSignIn(page, account, { js: true });
    await shot(page, "booked-1280-en");
    await expectNoAxeViolations(page);
    await context.close();
  }, 120_000);

  it("works the same without JavaScript (360 px)", async () => {
    const { account, context, page } = await accountAndAnonymousContext({ ...PHONE_360, javaScriptEnabled: false });
    await bookSignedOutThenSignIn(page, account, { js: false });
    await context.close();
  }, 120_000);
});

describe("the FAQ accordion", () => {
  it("is real buttons with aria-expanded and aria-controls, driven by the keyboard (Tab, Enter, Space, arrows, Home/End)", async () => {
    const context = await newCustomContext(browser, DESKTOP);
    const page = await context.newPage();
    await gotoHydrated(page, "/counseling");
    const faq = page.locator('[data-faq="accordion"]');
    await faq.waitFor();
    const questions = faq.getByRole("button");
    expect(await questions.count()).toBe(6);
    const first = questions.nth(0);
    const answerId = await first.getAttribute("aria-controls");
    expect(await first.getAttribute("aria-expanded")).toBe("false");
    expect(await page.locator(`#${answerId}`).isHidden()).toBe(true);

    await first.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => first.getAttribute("aria-expanded")).toBe("true");
    expect(await page.locator(`#${answerId}`).isVisible()).toBe(true);
    expect(await page.getByRole("region", { name: t("en", "counseling.faq.1.q") }).textContent()).toContain(t("en", "counseling.faq.1.a"));
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(t("en", "counseling.faq.2.q"));
    await page.keyboard.press(" ");
    await expect.poll(() => questions.nth(1).getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("End");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(t("en", "counseling.faq.6.q"));
    await page.keyboard.press("ArrowDown"); // wraps to the first
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(t("en", "counseling.faq.1.q"));
    await page.keyboard.press("Enter");
    await expect.poll(() => first.getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("Tab"); // Tab leaves the question for the next one
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(t("en", "counseling.faq.2.q"));
    await expectNoAxeViolations(page);
    await context.close();
  });

  it("opens without JavaScript too (<details>/<summary>)", async () => {
    const context = await newCustomContext(browser, { ...PHONE_360, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/counseling");
    const answer = page.getByText(t("en", "counseling.faq.3.a"));
    expect(await answer.isVisible()).toBe(false);
    await page.locator("summary", { hasText: t("en", "counseling.faq.3.q") }).click();
    expect(await answer.isVisible()).toBe(true);
    await context.close();
  });
});

describe("in Hindi at 360 px", () => {
  it("shows the page, the field errors and the FAQ in Hindi, without sideways scrolling", async () => {
    const { context, page } = await studentContext(browser, { ...PHONE_360, name: "Hindi Student" });
    await context.addCookies([{ name: "vp_lang", value: "hi", url: inject("baseUrl") }]);
    await gotoHydrated(page, "/");
    await clickNav(page, "hi", "nav.counseling");
    await page.waitForURL((u) => u.pathname === "/counseling");
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(t("hi", "counseling.heading"));
    await page.getByLabel(t("hi", "counseling.form.name"), { exact: true }).fill("आशा");
    await page.getByLabel(t("hi", "counseling.form.phone"), { exact: true }).fill("12345");
    await page.getByLabel(t("hi", "counseling.form.email"), { exact: true }).fill("asha@");
    await page.getByRole("button", { name: t("hi", "counseling.form.submit") }).click();
    await page.getByText(t("hi", "counseling.error.phoneInvalid")).waitFor();
    await page.getByText(t("hi", "counseling.error.emailInvalid")).waitFor();
    expect(await page.getByLabel(t("hi", "counseling.form.phone"), { exact: true }).getAttribute("aria-invalid")).toBe("true");
    await page.getByRole("button", { name: t("hi", "counseling.faq.2.q") }).click();
    await page.getByText(t("hi", "counseling.faq.2.a")).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, "form-errors-360-hi");
    await expectNoAxeViolations(page);
    await context.close();
  });
});

describe("signed out, in Hindi at 1280 px", () => {
  it("shows the spec's notice in Hindi on the login page, and the form comes back filled after signing in", async () => {
    const { account, context, page } = await accountAndAnonymousContext(DESKTOP);
    await context.addCookies([{ name: "vp_lang", value: "hi", url: inject("baseUrl") }]);
    await gotoHydrated(page, "/");
    await clickNav(page, "hi", "nav.counseling");
    await page.waitForURL((u) => u.pathname === "/counseling");
    await waitForHydration(page);
    await fillForm(page, "hi");
    await page.getByRole("button", { name: t("hi", "counseling.form.submit") }).click();
    await page.waitForURL((u) => u.pathname === "/login");
    await page.getByText(t("hi", "counseling.loginRequired")).waitFor();
    await waitForHydration(page);
    await page.getByLabel(t("hi", "auth.email")).fill(account.email);
    await page.getByLabel(t("hi", "auth.password")).fill(account.password);
    await page.getByRole("button", { name: t("hi", "auth.login.submit") }).click();
    await page.waitForURL((u) => u.pathname === "/counseling");
    await waitForHydration(page);
    expect(await page.getByLabel(t("hi", "counseling.form.phone"), { exact: true }).inputValue()).toBe(typed.phone);
    await page.getByRole("button", { name: t("hi", "counseling.form.submit") }).click();
    await page.getByText(t("hi", "counseling.submitted")).waitFor();
    await shot(page, "booked-1280-hi");
    await expectNoAxeViolations(page);
    await context.close();
  }, 120_000);
});

describe("the admin schedules it; the student sees it", () => {
  for (const [size, lang] of [
    ["1280", "en"],
    ["360", "hi"],
  ] as const) {
    it(`counsellor added, a time published, the request scheduled in the queue; dashboard and home show it (${size} px, ${lang})`, async () => {
      const opts = size === "360" ? PHONE_360 : DESKTOP;
      // The student books (signed in) without a time.
      const { context: sc, page: sp, student } = await studentContext(browser, { ...opts, name: `Queue Student ${size}` });
      if (lang === "hi") await sc.addCookies([{ name: "vp_lang", value: "hi", url: inject("baseUrl") }]);
      await gotoHydrated(sp, "/counseling");
      await fillForm(sp, lang);
      await sp.getByLabel(t(lang, "counseling.form.email"), { exact: true }).fill(student.email);
      await sp.getByRole("button", { name: t(lang, "counseling.form.submit") }).click();
      await sp.getByText(t(lang, "counseling.submitted")).waitFor();

      // A counsellor: a fresh account the admin adds.
      const maker = await newCustomContext(browser);
      const counsellor = await signUp(maker, `Counsellor ${size}`);
      await maker.close();

      const { context: ac, page: ap } = await adminContext(browser, opts);
      if (lang === "hi") await ac.addCookies([{ name: "vp_lang", value: "hi", url: inject("baseUrl") }]);
      const kit = new AdminListPage(ap, lang);
      await gotoHydrated(ap, "/");
      await kit.openFromNavbar("admin.manageCounselors", "/admin/counselors");
      await ap.getByLabel(t(lang, "adminCounselors.add.email")).fill(counsellor.email);
      await ap.getByLabel(t(lang, "adminCounselors.add.name")).fill(`Dr. Counsellor ${size}`);
      await ap.getByRole("button", { name: t(lang, "adminCounselors.add.submit") }).click();
      await ap.getByText(t(lang, "adminCounselors.done.added", { name: `Dr. Counsellor ${size}` })).waitFor();
      expect(await horizontalOverflow(ap)).toBe(0);
      await expectNoAxeViolations(ap);
      await ap.getByRole("link", { name: `Dr. Counsellor ${size}` }).click();
      await ap.waitForURL((u) => u.pathname.startsWith("/admin/counselors/"));
      await waitForHydration(ap);
      // Three days from now, 16:30 IST.
      const day = new Date(Date.now() + 3 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
      await ap.getByLabel(t(lang, "adminCounseling.field.date")).fill(day);
      await ap.getByLabel(t(lang, "adminCounseling.field.time")).fill(size === "360" ? "16:30" : "17:30");
      await ap.getByLabel(t(lang, "adminCounseling.field.minutes")).selectOption("45");
      await ap.getByRole("button", { name: t(lang, "adminCounselors.slots.addSubmit") }).click();
      await ap.getByText(t(lang, "adminCounselors.slots.added")).waitFor();
      await shot(ap, `slots-${size}-${lang}`);
      await expectNoAxeViolations(ap);

      // The queue: find the student's request, open it, schedule it in that time.
      await ap.getByRole("link", { name: t(lang, "adminCounselors.slots.back") }).click();
      await ap.waitForURL((u) => u.pathname === "/admin/counselors");
      await ap.getByRole("link", { name: t(lang, "adminCounselors.back") }).click();
      await ap.waitForURL((u) => u.pathname === "/admin/counseling");
      await waitForHydration(ap);
      await kit.search("adminCounseling.search.label", student.email, "adminCounseling.search.submit");
      await expect.poll(() => kit.bodyRows().count()).toBe(1);
      expect(await horizontalOverflow(ap)).toBe(0);
      await shot(ap, `queue-${size}-${lang}`);
      await expectNoAxeViolations(ap);
      await kit.bodyRows().first().getByRole("link", { name: new RegExp(t(lang, "adminCounseling.open")) }).click();
      await ap.waitForURL((u) => /^\/admin\/counseling\/\d+$/.test(u.pathname));
      await waitForHydration(ap);
      const slotSelect = ap.getByLabel(t(lang, "adminCounseling.schedule.slot"));
      const option = slotSelect.locator("option", { hasText: `Dr. Counsellor ${size}` });
      await slotSelect.selectOption((await option.first().getAttribute("value"))!);
      await ap.getByRole("button", { name: t(lang, "adminCounseling.schedule.slotSubmit") }).click();
      await ap.getByText(t(lang, "adminCounseling.done.scheduled")).waitFor();
      await ap.getByText(t(lang, "counselingStatus.scheduled")).first().waitFor();
      expect(await horizontalOverflow(ap)).toBe(0);
      await shot(ap, `request-${size}-${lang}`);
      await expectNoAxeViolations(ap);
      await ac.close();

      // The student: the dashboard's card, then the home page's block.
      await gotoHydrated(sp, "/counseling");
      await clickNav(sp, lang, "nav.dashboard");
      await sp.waitForURL((u) => u.pathname === "/dashboard");
      await waitForHydration(sp);
      const card = sp.getByTestId("counseling-card");
      await card.getByText(t(lang, "counselingStatus.scheduled")).waitFor();
      expect(await card.textContent()).toContain(`Dr. Counsellor ${size}`);
      expect(await card.getByRole("link", { name: t(lang, "counselingCard.reschedule") }).count()).toBe(1);
      expect(await card.getByRole("link", { name: t(lang, "counselingCard.cancel") }).count()).toBe(1);
      expect(await horizontalOverflow(sp)).toBe(0);
      await shot(sp, `dashboard-${size}-${lang}`);
      await expectNoAxeViolations(sp);
      await clickNav(sp, lang, "nav.home");
      await sp.waitForURL((u) => u.pathname === "/");
      await waitForHydration(sp);
      const when = new Intl.DateTimeFormat(lang === "hi" ? "hi-IN" : "en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" }).format(new Date(`${day}T00:00:00+05:30`));
      await expect.poll(() => sp.getByTestId("home-counseling").textContent()).toContain(when);
      expect(await sp.getByTestId("home-counseling").textContent()).toContain("IST");
      await shot(sp, `home-${size}-${lang}`);
      await sc.close();
    }, 180_000); // three people and nine pages, each checked by axe
  }
});
