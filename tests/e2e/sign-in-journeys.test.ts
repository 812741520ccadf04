// Journeys that start signed out and must come back to where the student was, clicked the way people
// click (no `goto` to the target): Buy Now → sign in → checkout of the same course; Enroll Now → sign
// in → back on the course; Buy Now → register → checkout. These caught "/checkout/6.data" (issue 9 A1):
// a loader reached by client-side navigation sees the single-fetch URL, not the page's.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, gotoHydrated, launchBrowser, newContext, registerViaForm, waitForHydration } from "../support/browser";

type CourseCard = { id: number; name: string; tag: string; priceRupees: number };

let browser: Browser;
let paidCourse: CourseCard;
let freeCourse: CourseCard;
let account: { email: string; password: string };

beforeAll(async () => {
  browser = await launchBrowser();
  const list = async (type: string) => ((await (await fetch(`${baseUrl()}/api/courses?type=${type}`)).json()) as { courses: CourseCard[] }).courses;
  [paidCourse] = await list("Paid");
  [freeCourse] = await list("Free");
  // A student who already has an account (made in a context of its own, then closed).
  const context = await newContext(browser);
  account = await registerViaForm(await context.newPage(), "Returning Student");
  await context.close();
});

afterAll(async () => {
  await browser?.close();
});

/** From the catalogue, click the course's card through to its details page. */
async function openFromCatalogue(page: Page, course: CourseCard) {
  await gotoHydrated(page, `/courses?q=${encodeURIComponent(course.name)}`);
  await page.getByRole("link", { name: course.name }).first().click();
  await page.waitForURL(`**/courses/${course.id}/details`);
  await waitForHydration(page);
}

async function signInOnLoginPage(page: Page) {
  await page.waitForURL((url) => url.pathname === "/login");
  await waitForHydration(page);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Log in" }).click();
}

describe("signed out, then back where the student was", () => {
  it("Buy Now → sign in → the checkout of the same course", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openFromCatalogue(page, paidCourse);
    await page.getByRole("link", { name: `Buy Now for ₹${paidCourse.priceRupees.toLocaleString("en-IN")}` }).click();
    await signInOnLoginPage(page);
    await page.waitForURL((url) => url.pathname === `/checkout/course/${paidCourse.id}`);
    expect(new URL(page.url()).pathname).not.toContain(".data");
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Checkout");
    expect(await page.getByText(paidCourse.name, { exact: true }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it("Enroll Now → sign in → back on the course, ready to enroll", async () => {
    const context = await newContext(browser, { phone: true });
    const page = await context.newPage();
    await openFromCatalogue(page, freeCourse);
    await page.getByRole("button", { name: "Enroll Now" }).click();
    await signInOnLoginPage(page);
    await page.waitForURL((url) => url.pathname === `/courses/${freeCourse.id}/details`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Enroll Now" }).click();
    await page.getByText(`You have successfully enrolled in ${freeCourse.name}`).waitFor();
    await context.close();
  });

  it("Buy Now → register a new account → the checkout of the same course", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openFromCatalogue(page, paidCourse);
    await page.getByRole("link", { name: `Buy Now for ₹${paidCourse.priceRupees.toLocaleString("en-IN")}` }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Create an account" }).click();
    await page.waitForURL((url) => url.pathname === "/register");
    await waitForHydration(page);
    await page.getByLabel("Full name").fill("New Buyer");
    await page.getByLabel("E-mail").fill(`journey.${Date.now()}@example.test`);
    await page.getByLabel("Password", { exact: true }).fill("a long e2e passphrase");
    await page.getByRole("button", { name: "Register" }).click();
    await page.waitForURL((url) => url.pathname === `/checkout/course/${paidCourse.id}`);
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Checkout");
    await context.close();
  });
});
