// Issue 9 on a 360×740 phone (and 1280 px where the layout differs), clicked through as a student:
// Mark as Completed moves on (A3), the offer countdown keeps its start and hides when it should (A4,
// with the browser's clock set by the test), the details page's bottom action bar, the Filters
// disclosure, carousel controls that fit, and the dashboard at 100 % (B).
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { coursesHi } from "~/features/courses/messages.hi";
import { baseUrl, expectNoAxeViolations, gotoHydrated, launchBrowser, newCustomContext, waitForHydration } from "../support/browser";
import { CataloguePage } from "../support/pages/catalogue";
import { DashboardPage } from "../support/pages/dashboard";
import { signUp } from "../support/session";

type ApiCourse = { id: number; name: string; tag: "Free" | "Paid"; lessonCount: number; priceRupees: number };
const SMALL = { width: 360, height: 740 };
let browser: Browser;
let pool: pg.Pool;
let free: ApiCourse;
let paid: ApiCourse[];

beforeAll(async () => {
  browser = await launchBrowser();
  pool = new pg.Pool({ connectionString: inject("e2eDatabaseUrl"), max: 2 });
  const get = async (type: string) => ((await (await fetch(`${baseUrl()}/api/courses?type=${type}`)).json()) as { courses: ApiCourse[] }).courses;
  free = [...(await get("Free"))].sort((a, b) => a.lessonCount - b.lessonCount)[0];
  paid = await get("Paid");
});
afterAll(async () => {
  await browser?.close();
  await pool?.end();
});

const phone = (opts: { locale?: string } = {}) => newCustomContext(browser, { phone: true, viewport: SMALL, ...opts });

/** The element's box lies wholly inside the visible viewport (no scrolling, nothing cut off). */
async function inViewport(locator: Locator) {
  const box = await locator.boundingBox();
  const size = locator.page().viewportSize()!;
  return !!box && box.width > 0 && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width + 0.5 && box.y + box.height <= size.height + 0.5;
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** /courses → Filters → Type → Show courses → the course's card: how a phone user reaches a course. */
async function openCourseFromCatalogue(page: Page, course: ApiCourse, labels = { filters: "Filters", type: "Type", apply: "Show courses" }) {
  await gotoHydrated(page, "/courses");
  const catalogue = new CataloguePage(page, labels);
  await catalogue.filterByType(course.tag);
  return catalogue.openCourse(course);
}

async function studentId(email: string) {
  return (await pool.query<{ id: string }>("select id from users where email = $1", [email])).rows[0].id;
}

describe("A3: Mark as Completed moves on (360×740, with JavaScript, then without)", () => {
  it("goes to the next lesson with the progress updated, ends with the congratulations, and the dashboard says Review", async () => {
    const context = await phone();
    const page = await context.newPage();
    const { email } = await signUp(context, "Meera Mover");
    const outline = (await (await fetch(`${baseUrl()}/api/courses/${free.id}`)).json()) as { lessons: { title: string }[] };
    const titles = outline.lessons.map((l) => l.title);
    await gotoHydrated(page, "/dashboard");
    const catalogue = await CataloguePage.openFrom(page, "Browse courses");
    await catalogue.filterByType(free.tag);
    await catalogue.openCourse(free);

    // The bottom bar: Enroll visible at once; its notice shows where the student is looking.
    const enroll = page.getByRole("button", { name: "Enroll Now" });
    expect(await scrollY(page)).toBe(0);
    expect(await inViewport(enroll), "Enroll Now is on screen without scrolling").toBe(true);
    await enroll.click();
    const notice = page.getByRole("status").filter({ hasText: "You have successfully enrolled in" });
    await notice.waitFor();
    expect(await inViewport(notice), "the enroll notice is on screen").toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Open Course" }).click();
    await page.waitForURL(`**/courses/${free.id}/content**`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    for (let i = 0; i < titles.length - 1; i++) {
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(titles[i]);
      await page.getByRole("button", { name: "Mark as Completed" }).click();
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), { message: `after lesson ${i + 1}`, timeout: 10_000 }).toBe(titles[i + 1]);
      await expect.poll(() => page.getByText(`${i + 1} of ${titles.length} lessons completed`).count(), { timeout: 10_000 }).toBe(1);
      expect(new URL(page.url()).searchParams.get("lesson")).toBeTruthy();
    }
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), "no full reload").toBe(true);
    await expectNoAxeViolations(page);

    // The last lesson, without JavaScript: a plain form post and redirect end on the congratulations.
    const noJs = await browser.newContext({ baseURL: baseUrl(), viewport: SMALL, javaScriptEnabled: false, storageState: await context.storageState() });
    const plain = await noJs.newPage();
    await plain.goto(page.url());
    await plain.getByRole("button", { name: "Mark as Completed" }).click();
    await plain.waitForLoadState();
    expect(await plain.getByText(`Congratulations! You have completed ${free.name}.`).count()).toBe(1);
    expect(await plain.getByText(`${titles.length} of ${titles.length} lessons completed`).count()).toBe(1);
    await noJs.close();

    // Back in the JavaScript page: the dashboard through the menu.
    const uid = await studentId(email);
    await pool.query("insert into orders (id, user_id, gateway, status, amount_paise) values ($1, $2, 'sandbox', 'failed', 49900)", [`ord_f${uid.slice(0, 13)}`, uid]);
    await pool.query("insert into order_items (order_id, product_type, product_id, name, unit_price_paise) values ($1, 'course', '1', 'Never Bought Course', 49900)", [`ord_f${uid.slice(0, 13)}`]);
    await DashboardPage.openFromMenu(page);
    await expect.poll(() => page.getByText("100% complete").count()).toBe(1);
    const review = page.getByRole("link", { name: `Review — ${free.name}` });
    expect(await review.isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: /^Continue/ }).count()).toBe(0);
    expect(await page.getByRole("link", { name: `Certificate — ${free.name}` }).getAttribute("href")).toBe(`/courses/${free.id}/certificate`);
    expect(await page.getByText("Never Bought Course").count(), "a failed order is not listed as owned").toBe(0);
    await expectNoAxeViolations(page);
    await review.click();
    await page.waitForURL(`**/courses/${free.id}/content**`);
    await context.close();
  });
});

describe("A4: the offer countdown (time set through the browser's clock)", () => {
  const T0 = new Date("2026-03-01T10:00:00+05:30").getTime();

  it("starts once per visitor and course, survives a reload, hides at zero; never on free or owned courses", async () => {
    const context = await phone();
    const page = await context.newPage();
    await page.clock.setFixedTime(T0);
    const course = paid[0];
    await openCourseFromCatalogue(page, course);
    const countdown = page.getByTestId("offer-countdown");
    await expect.poll(() => countdown.textContent()).toBe("⏳Offer ends in 60:00");
    // The bottom bar: price, offer and Buy Now visible at once on a 360×740 screen.
    expect(await scrollY(page)).toBe(0);
    expect(await inViewport(page.getByRole("link", { name: `Buy Now for ₹${course.priceRupees.toLocaleString("en-IN")}` }))).toBe(true);
    expect(await inViewport(countdown)).toBe(true);
    await expectNoAxeViolations(page);

    await page.clock.setFixedTime(T0 + 15 * 60_000);
    await expect.poll(() => countdown.textContent()).toBe("⏳Offer ends in 45:00");
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => countdown.textContent(), { message: "a reload keeps the start" }).toBe("⏳Offer ends in 45:00");
    await page.clock.setFixedTime(T0 + 3_600_000);
    await expect.poll(() => countdown.count(), { message: "hidden at zero" }).toBe(0);
    await page.reload();
    await waitForHydration(page);
    expect(await countdown.count()).toBe(0);

    // Another paid course starts its own offer.
    await openCourseFromCatalogue(page, paid[1]);
    await expect.poll(() => countdown.textContent()).toBe("⏳Offer ends in 60:00");

    // A free course: none (checked after hydration, when a countdown would already show).
    await openCourseFromCatalogue(page, free);
    expect(await page.getByRole("button", { name: "Enroll Now" }).isVisible()).toBe(true);
    expect(await countdown.count()).toBe(0);
    await context.close();
  });

  it("is not shown to a student who owns the paid course", async () => {
    const context = await phone();
    const page = await context.newPage();
    await page.clock.setFixedTime(T0);
    const { email } = await signUp(context, "Owner Student");
    const course = paid[2];
    await pool.query("insert into enrollments (user_id, course_id, source) values ($1, $2, 'purchase')", [await studentId(email), course.id]);
    await openCourseFromCatalogue(page, course);
    expect(await page.getByRole("link", { name: "Open Course" }).isVisible()).toBe(true);
    expect(await page.getByTestId("offer-countdown").count()).toBe(0);
    // A paid course the student does not own still has it (the test would pass for the wrong reason otherwise).
    await openCourseFromCatalogue(page, paid[3]);
    await expect.poll(() => page.getByTestId("offer-countdown").count()).toBe(1);
    await context.close();
  });
});

describe("B: course details bottom bar", () => {
  it("on a phone the bar does not cover the end of the page; on a desktop there is no bar", async () => {
    const context = await phone();
    const page = await context.newPage();
    await openCourseFromCatalogue(page, paid[0]);
    const bar = page.getByTestId("course-actions");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 0);
    const barTop = (await bar.boundingBox())!.y;
    const lastContent = await page.locator("main dl").last().boundingBox();
    expect(lastContent!.y + lastContent!.height, "the last content ends above the bar").toBeLessThanOrEqual(barTop);
    await context.close();

    const desktop = await newCustomContext(browser);
    const wide = await desktop.newPage();
    await gotoHydrated(wide, "/courses");
    await wide.getByRole("article").filter({ hasText: paid[0].name }).getByRole("link").first().click();
    await wide.waitForURL(`**/courses/${paid[0].id}/details`);
    expect(await wide.getByTestId("course-actions").evaluate((el) => getComputedStyle(el).position)).toBe("static");
    await desktop.close();
  });

  it("in Hindi: the filters, the bar and the offer read in Hindi", async () => {
    const context: BrowserContext = await phone();
    await context.addCookies([{ name: "vp_lang", value: "hi", url: baseUrl() }]);
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date("2026-03-02T09:00:00+05:30"));
    const course = paid[0];
    await openCourseFromCatalogue(page, course, { filters: coursesHi["courses.filters"], type: coursesHi["courses.type"], apply: coursesHi["courses.apply"] });
    await expect.poll(() => page.getByTestId("offer-countdown").textContent()).toBe(`⏳${coursesHi["details.offer"].replace("{time}", "60:00")}`);
    expect(await inViewport(page.getByRole("link", { name: coursesHi["details.buy"].replace("{price}", course.priceRupees.toLocaleString("en-IN")) }))).toBe(true);
    await expectNoAxeViolations(page);
    await context.close();
  });
});

describe("B: filters and carousels at 360 px", () => {
  it("filters sit behind a closed Filters disclosure on a phone, results first; open on a desktop", async () => {
    const context = await phone();
    const page = await context.newPage();
    await gotoHydrated(page, "/courses");
    const summary = page.locator("summary", { hasText: "Filters" });
    expect(await summary.isVisible()).toBe(true);
    expect(await expanded(context, page, "Filters")).toBe(false);
    expect(await page.getByLabel("Category").isVisible()).toBe(false);
    expect(await inViewport(page.getByRole("article").first().getByRole("heading")), "the first result is on screen").toBe(true);
    await summary.click();
    expect(await expanded(context, page, "Filters")).toBe(true);
    expect(await page.getByLabel("Category").isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await context.close();

    const desktop = await newCustomContext(browser);
    const wide = await desktop.newPage();
    await gotoHydrated(wide, "/courses");
    expect(await wide.getByLabel("Category").isVisible()).toBe(true);
    expect(await wide.getByLabel("Type").isVisible()).toBe(true);
    expect(await wide.locator("summary", { hasText: "Filters" }).isVisible()).toBe(false);
    await desktop.close();
  });

  it("every carousel control on the home page is inside its carousel and the screen", async () => {
    const context = await phone();
    const page = await context.newPage();
    await gotoHydrated(page, "/");
    const carousels = page.locator('section[aria-roledescription="carousel"]');
    expect(await carousels.count()).toBe(2);
    for (let c = 0; c < 2; c++) {
      const section = carousels.nth(c);
      await section.scrollIntoViewIfNeeded();
      const frame = (await section.boundingBox())!;
      const buttons = section.locator(":scope > div:last-child button");
      expect(await buttons.count()).toBeGreaterThanOrEqual(5);
      for (const button of await buttons.all()) {
        const box = (await button.boundingBox())!;
        const label = await button.getAttribute("aria-label");
        expect(box.x >= frame.x && box.x + box.width <= frame.x + frame.width + 0.5, `${label} inside its carousel`).toBe(true);
        expect(box.x >= 0 && box.x + box.width <= SMALL.width, `${label} on screen`).toBe(true);
        expect(box.width >= 24 && box.height >= 24, `${label} is at least 24×24`).toBe(true);
      }
    }
    await context.close();
  });
});

/** What the browser's accessibility tree says about a disclosure button: aria-expanded as screen readers get it. */
async function expanded(context: BrowserContext, page: Page, name: string) {
  const cdp = await context.newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: { name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] }[] };
  await cdp.detach();
  const node = nodes.find((n) => n.name?.value?.startsWith(name) && n.properties?.some((p) => p.name === "expanded"));
  if (!node) throw new Error(`no expandable node named ${name}`);
  return node.properties!.find((p) => p.name === "expanded")!.value.value as boolean;
}
