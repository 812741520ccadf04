// Buying a paid course in the browser, as a student does, with the sandbox gateway (the e2e server
// has no Razorpay keys): details page → "Buy Now" → checkout summary (GST-inclusive total, test-mode
// notice) → Pay → the sandbox payment sheet (TEST MODE) → success → "Payment successful! Payment ID:
// pay_…" → Open Course → the lessons. A second student, on a phone, fails the payment first, sees the
// failure notice and "Try again", and then pays; the success page shows the purchase and its invoice
// number, "View receipt" opens the Tax Invoice. axe on the checkout page, the sheet, the result and
// the invoice.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, expectNoAxeViolations, gotoHydrated, horizontalOverflow, launchBrowser, newContext, registerViaForm, waitForHydration } from "../support/browser";

type CourseCard = { id: number; name: string; tag: string; priceRupees: number };
type CourseDetail = CourseCard & { lessons: { title: string }[] };

let browser: Browser;
let paid: CourseDetail[] = [];

/** ₹ with two decimals in the en-IN grouping, as the checkout prints it (e.g. ₹1,499.00). */
const rupees = (r: number) => new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 }).format(r);

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

/** From the details page to the checkout summary via "Buy Now for ₹…". */
async function openCheckout(page: Page, course: CourseDetail) {
  await gotoHydrated(page, `/courses/${course.id}/details`);
  const buy = page.getByRole("link", { name: `Buy Now for ₹${course.priceRupees.toLocaleString("en-IN")}` });
  await buy.click();
  await page.waitForURL(`**/checkout/${course.id}`);
  await waitForHydration(page);
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Checkout");
}

async function expectCheckoutSummary(page: Page, course: CourseDetail) {
  expect(await page.getByText(course.name, { exact: true }).count()).toBeGreaterThan(0);
  // The catalogue price is GST-inclusive: total = price; taxable value + 18 % GST add up to it.
  expect(await page.getByTestId("checkout-total").textContent()).toBe(rupees(course.priceRupees));
  expect(await page.getByText("Total (incl. GST)").count()).toBe(1);
  const totalPaise = course.priceRupees * 100;
  const taxablePaise = Math.round((totalPaise * 100) / 118);
  const row = (label: string) => page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]").textContent();
  expect(await row("Taxable value")).toBe(rupees(taxablePaise / 100));
  expect(await row("GST (18%)")).toBe(rupees((totalPaise - taxablePaise) / 100));
  expect(await page.getByText("Test mode: no real money is charged.", { exact: false }).count()).toBe(1);
}

/** Pay on the checkout page → the sandbox sheet. */
async function toSandboxSheet(page: Page, buttonName: string | RegExp) {
  await page.getByRole("button", { name: buttonName }).click();
  await page.waitForURL(/\/sandbox\/pay\/order_[A-Za-z0-9]{14}$/);
  await waitForHydration(page);
  await expect.poll(() => page.getByText("TEST MODE", { exact: true }).isVisible()).toBe(true);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Vidyapath sandbox payment");
}

async function expectPaidResult(page: Page, course: CourseDetail) {
  await page.waitForURL(new RegExp(`/checkout/${course.id}/result\\?order=ord_`));
  await waitForHydration(page);
  const success = page.getByText(/^Payment successful! Payment ID: pay_[A-Za-z0-9]{14}$/);
  await success.waitFor();
  expect(await success.count()).toBe(1);
}

async function openCourse(page: Page, course: CourseDetail) {
  await page.getByRole("link", { name: "Open Course" }).click();
  await page.waitForURL(new RegExp(`/courses/${course.id}/content`));
  await waitForHydration(page);
  const lessons = page.getByRole("navigation", { name: "Lessons" });
  await lessons.waitFor();
  for (const l of course.lessons) expect(await lessons.getByText(l.title, { exact: false }).count()).toBeGreaterThan(0);
}

describe("buying a paid course", () => {
  it("a student buys a course with the sandbox gateway and opens its lessons", async () => {
    const course = paid[0];
    const context = await newContext(browser);
    const page = await context.newPage();
    await registerViaForm(page, "Buyer One");

    // Before paying the lessons are closed.
    await page.goto(`/courses/${course.id}/content`);
    await page.waitForURL(new RegExp(`/courses/${course.id}/details`));

    await openCheckout(page, course);
    await expectCheckoutSummary(page, course);
    await expectNoAxeViolations(page);

    await toSandboxSheet(page, `Pay ${rupees(course.priceRupees)}`);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: `Pay ${rupees(course.priceRupees)} (success)` }).click();

    await expectPaidResult(page, course);
    await expectNoAxeViolations(page);
    await openCourse(page, course);

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
    const context = await newContext(browser, { phone: true });
    const page = await context.newPage();
    await registerViaForm(page, "Buyer Two");

    await openCheckout(page, course);
    await expectCheckoutSummary(page, course);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    await toSandboxSheet(page, `Pay ${rupees(course.priceRupees)}`);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Fail this payment" }).click();

    await page.waitForURL(new RegExp(`/checkout/${course.id}\\?failed=declined`));
    await waitForHydration(page);
    await expect.poll(() => page.getByText("Your payment did not go through.", { exact: false }).count()).toBe(1);
    await expectNoAxeViolations(page);
    // Nothing was granted by the failed attempt.
    const closed = await page.request.get(`/courses/${course.id}/content`, { maxRedirects: 0 });
    expect(closed.status()).toBe(302);

    await toSandboxSheet(page, "Try again");
    await page.getByRole("button", { name: `Pay ${rupees(course.priceRupees)} (success)` }).click();
    await expectPaidResult(page, course);
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
    await openCourse(page, course);
    await context.close();
  });

  it("a stale payment sheet in a second tab cannot charge again once the course is bought", async () => {
    const course = paid[2];
    const context = await newContext(browser, { phone: true });
    const page = await context.newPage();
    await registerViaForm(page, "Buyer Three");
    await openCheckout(page, course);
    await toSandboxSheet(page, `Pay ${rupees(course.priceRupees)}`);
    // The student duplicates the tab with the payment sheet of this first order.
    const staleTab = await context.newPage();
    await gotoHydrated(staleTab, new URL(page.url()).pathname);
    await staleTab.getByRole("button", { name: `Pay ${rupees(course.priceRupees)} (success)` }).waitFor();

    // First tab: the payment fails, the retry (a new order) succeeds.
    await page.getByRole("button", { name: "Fail this payment" }).click();
    await page.waitForURL(new RegExp(`/checkout/${course.id}\\?failed=declined`));
    await waitForHydration(page);
    await toSandboxSheet(page, "Try again");
    await page.getByRole("button", { name: `Pay ${rupees(course.priceRupees)} (success)` }).click();
    await expectPaidResult(page, course);

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
