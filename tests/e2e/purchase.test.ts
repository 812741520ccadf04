// Buying a paid course in the browser, as a student does, with the sandbox gateway (the e2e server
// has no Razorpay keys): details page → "Buy Now" → checkout summary (GST-inclusive total, test-mode
// notice) → Pay → the sandbox payment sheet (TEST MODE) → success → "Payment successful! Payment ID:
// pay_…" → Open Course → the lessons. A second student, on a phone, fails the payment first, sees the
// failure notice and "Try again", and then pays; the success page shows the purchase and its invoice
// number, "View receipt" opens the Tax Invoice. axe on the checkout page, the sheet, the result and
// the invoice.
// The buyers are signed in through a stored session (tests/support/session.ts); the journey itself
// is clicked from the catalogue (page objects in tests/support/pages).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, expectNoAxeViolations, gotoHydrated, horizontalOverflow, launchBrowser, waitForHydration } from "../support/browser";
import { CataloguePage } from "../support/pages/catalogue";
import { type CheckoutPage, rupees } from "../support/pages/checkout";
import { studentContext } from "../support/session";

type CourseCard = { id: number; name: string; tag: string; priceRupees: number };
type CourseDetail = CourseCard & { lessons: { title: string }[] };

let browser: Browser;
let paid: CourseDetail[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const list = (await (await fetch(`${baseUrl()}/api/courses?type=Paid`)).json()) as { courses: CourseCard[] };
  expect(list.courses.length).toBeGreaterThanOrEqual(3);
  paid = await Promise.all(list.courses.slice(0, 3).map(async (c) => (await (await fetch(`${baseUrl()}/api/courses/${c.id}`)).json()) as CourseDetail));
  for (const c of paid) {
    expect(c.tag).toBe("Paid");
    expect(c.lessons.length).toBeGreaterThan(0);
  }
});

afterAll(async () => {
  await browser?.close();
});

/** The catalogue → Paid → the course's card → "Buy Now for ₹…" → the checkout summary. */
async function openCheckout(page: Page, course: CourseDetail): Promise<CheckoutPage> {
  await gotoHydrated(page, "/courses");
  const catalogue = new CataloguePage(page);
  await catalogue.filterByType("Paid");
  const details = await catalogue.openCourse(course);
  return details.buyNow(course.priceRupees);
}

describe("buying a paid course", () => {
  it("a student buys a course with the sandbox gateway and opens its lessons", async () => {
    const course = paid[0];
    const { context, page } = await studentContext(browser, { name: "Buyer One" });

    // Before paying the lessons are closed.
    await page.goto(`/courses/${course.id}/content`);
    await page.waitForURL(new RegExp(`/courses/${course.id}/details`));

    const checkout = await openCheckout(page, course);
    await checkout.expectSummary(course.priceRupees);
    await expectNoAxeViolations(page);

    const sheet = await checkout.pay(`Pay ${rupees(course.priceRupees)}`);
    await expectNoAxeViolations(page);
    const result = await sheet.succeed(course.priceRupees);
    await expectNoAxeViolations(page);
    const player = await result.openCourse();
    await player.expectLessons(course.lessons.map((l) => l.title));

    // The details page now offers "Open Course", not "Buy Now"; the checkout says it is owned.
    await gotoHydrated(page, `/courses/${course.id}/details`);
    expect(await page.getByRole("link", { name: /^Buy Now/ }).count()).toBe(0);
    await gotoHydrated(page, `/checkout/${course.id}`);
    expect(await page.getByText("You already own this course.").count()).toBe(1);
    expect(await page.getByRole("button", { name: /^Pay / }).count()).toBe(0);
    await context.close();
  });

  it("on a phone, a failed payment says so, offers 'Try again', and the retry succeeds", async () => {
    const course = paid[1];
    const { context, page } = await studentContext(browser, { phone: true, name: "Buyer Two" });

    const checkout = await openCheckout(page, course);
    await checkout.expectSummary(course.priceRupees);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    const sheet = await checkout.pay(`Pay ${rupees(course.priceRupees)}`);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await sheet.fail();
    await expectNoAxeViolations(page);
    // Nothing was granted by the failed attempt.
    const closed = await page.request.get(`/courses/${course.id}/content`, { maxRedirects: 0 });
    expect(closed.status()).toBe(302);

    const result = await (await checkout.pay("Try again")).succeed(course.priceRupees);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    // The success page says what was bought and leads to the course and the tax invoice, also on the
    // narrowest phone we support (360 px).
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await page.getByText(course.name, { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByTestId("result-total").textContent()).toBe(rupees(course.priceRupees));
    const invoiceNumber = (await page.locator("dt", { hasText: "Invoice No." }).locator("xpath=following-sibling::dd[1]").textContent()) ?? "";
    expect(invoiceNumber).toMatch(/^VP\/\d{2}-\d{2}\/\d{6}$/);
    expect(await page.getByRole("link", { name: "Open Course" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Download receipt (PDF)" }).getAttribute("href")).toMatch(/^\/orders\/ord_[\w-]+\/receipt\.pdf$/);
    await page.getByRole("link", { name: "View receipt" }).click();
    await page.waitForURL(/\/orders\/ord_[\w-]+$/);
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Tax Invoice");
    expect(await page.getByTestId("invoice-number").textContent()).toBe(invoiceNumber);
    expect(await page.getByText("GSTIN: 07AABCV1234F1Z5").count()).toBe(1);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await page.goBack();
    await waitForHydration(page);
    await (await result.openCourse()).expectLessons(course.lessons.map((l) => l.title));
    await context.close();
  });

  it("a stale payment sheet in a second tab cannot charge again once the course is bought", async () => {
    const course = paid[2];
    const { context, page } = await studentContext(browser, { phone: true, name: "Buyer Three" });
    const checkout = await openCheckout(page, course);
    const firstSheet = await checkout.pay(`Pay ${rupees(course.priceRupees)}`);
    // The student duplicates the tab with the payment sheet of this first order.
    const staleTab = await context.newPage();
    await gotoHydrated(staleTab, new URL(page.url()).pathname);
    await staleTab.getByRole("button", { name: `Pay ${rupees(course.priceRupees)} (success)` }).waitFor();

    // First tab: the payment fails, the retry (a new order) succeeds.
    await firstSheet.fail();
    await (await checkout.pay("Try again")).succeed(course.priceRupees);

    // The stale tab still shows the old order's Pay button; pressing it charges nothing.
    await staleTab.bringToFront();
    await staleTab.getByRole("button", { name: `Pay ${rupees(course.priceRupees)} (success)` }).click();
    const refusal = staleTab.getByText("You already own this course. This payment can no longer be made, and nothing was charged.");
    await refusal.waitFor();
    expect(await staleTab.getByRole("button", { name: /\(success\)$/ }).count()).toBe(0);
    await expectNoAxeViolations(staleTab);
    // Its receipt list shows one paid order.
    await gotoHydrated(page, "/dashboard");
    expect(await page.getByText("Paid", { exact: true }).count()).toBe(1);
    await context.close();
  });
});
