// Issue 3 in the browser, as a student: find a course with search and filters, see 'No courses
// found.', enroll with the spec's notice, learn lesson by lesson, finish, download the certificate
// and open its public verification page. Phone and desktop, with axe on every page.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, expectNoAxeViolations, gotoHydrated, horizontalOverflow, launchBrowser, newContext, registerViaForm } from "../support/browser";

type ApiCourse = { id: number; name: string; tag: "Free" | "Paid"; lessonCount: number; category: string };
let browser: Browser;
let freeCourse: ApiCourse;

beforeAll(async () => {
  browser = await launchBrowser();
  const list = (await (await fetch(`${baseUrl()}/api/courses?type=Free`)).json()) as { courses: ApiCourse[] };
  // The smallest free course keeps the walk short.
  freeCourse = [...list.courses].sort((a, b) => a.lessonCount - b.lessonCount)[0];
});
afterAll(async () => {
  await browser?.close();
});

describe("the catalogue", () => {
  it("searches and filters through the URL, and says 'No courses found.' when nothing matches", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await gotoHydrated(page, "/courses");
    await expectNoAxeViolations(page);
    const all = await page.getByRole("article").count();
    expect(all).toBeGreaterThanOrEqual(12);
    await page.getByLabel("Category").selectOption("Engineering");
    await page.getByLabel("Type").selectOption("Free");
    await page.getByRole("button", { name: "Show courses" }).click();
    await page.waitForURL(/category=Engineering/);
    expect(new URL(page.url()).searchParams.get("type")).toBe("Free");
    // The URL changes before React commits the new list (navigations render in a transition).
    const onlyFreeEngineering = async () => {
      const cards = await page.getByRole("article").allTextContents();
      return cards.length > 0 && cards.every((c) => c.includes("Engineering") && c.includes("Free"));
    };
    await expect.poll(onlyFreeEngineering).toBe(true);
    const filtered = await page.getByRole("article").allTextContents();
    await page.getByLabel("Search courses").fill("no such course xyz");
    await page.getByRole("button", { name: "Show courses" }).click();
    await expect.poll(() => page.getByText("No courses found.").isVisible()).toBe(true);
    await page.goBack();
    await expect.poll(() => page.getByRole("article").count()).toBe(filtered.length);
    await context.close();
  });

  it("fits a phone screen and shows the offer countdown on a paid course, ticking down from 60:00", async () => {
    const context = await newContext(browser, { phone: true });
    const page = await context.newPage();
    await gotoHydrated(page, "/courses");
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await gotoHydrated(page, `/courses/${freeCourse.id}/details`);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const paid = (await (await fetch(`${baseUrl()}/api/courses?type=Paid`)).json()) as { courses: ApiCourse[] };
    // The browser's clock: the countdown's second ticks come from the test, not from waiting.
    await page.clock.install({ time: new Date("2026-03-01T10:00:00+05:30") });
    await gotoHydrated(page, `/courses/${paid.courses[0].id}/details`);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const countdown = page.getByTestId("offer-countdown");
    await expect.poll(() => countdown.textContent()).toMatch(/Offer ends in (60:00|59:5\d)/);
    await page.clock.runFor(5_000);
    await expect.poll(() => countdown.textContent()).toMatch(/Offer ends in 59:5[45]/);
    await expectNoAxeViolations(page);
    const missing = await page.goto("/courses/987654/details");
    expect(missing?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Course not found");
    await context.close();
  });
});

describe("learning a free course to the certificate", () => {
  it("enrolls, completes every lesson, downloads the certificate and verifies it", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await registerViaForm(page, "Kavya Learner");
    await gotoHydrated(page, `/courses/${freeCourse.id}/details`);
    await page.getByRole("button", { name: "Enroll Now" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "You have successfully enrolled in" }).textContent()).toBe(`You have successfully enrolled in ${freeCourse.name}`);
    await page.getByRole("button", { name: "Enroll Now" }).waitFor({ state: "detached" });
    await page.getByRole("link", { name: "Open Course" }).click();
    await page.waitForURL(`**/courses/${freeCourse.id}/content**`);
    await expectNoAxeViolations(page);

    // Mark as Completed moves on to the next lesson by itself (issue 9, A3).
    for (let i = 0; i < freeCourse.lessonCount; i++) {
      const before = page.url();
      await page.getByRole("button", { name: "Mark as Completed" }).click();
      await expect.poll(() => page.getByText(`${i + 1} of ${freeCourse.lessonCount} lessons completed`).count()).toBe(1);
      if (i === freeCourse.lessonCount - 1) break;
      await page.waitForURL((u) => u.toString() !== before);
      await page.getByRole("button", { name: "Mark as Completed" }).waitFor();
    }
    await expect.poll(() => page.getByText(`Congratulations! You have completed ${freeCourse.name}.`).count()).toBe(1);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download your certificate" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^vidyapath-certificate-VP-[A-Z2-9]{10}\.pdf$/);
    const code = /VP-[A-Z2-9]{10}/.exec(file.suggestedFilename())![0];

    const verify = await context.newPage();
    await gotoHydrated(verify, `/certificates/${code}`);
    const text = await verify.locator("main").textContent();
    expect(text).toContain("Kavya Learner");
    expect(text).toContain(freeCourse.name);
    expect(text).toContain(code);
    await expectNoAxeViolations(verify);

    await gotoHydrated(page, "/dashboard");
    expect(await page.getByTestId("dashboard.coursesEnrolled").textContent()).toBe("1");
    await expect.poll(() => page.getByText("100% complete").count()).toBe(1);
    await context.close();
  });

  it("sends a visitor who opens lesson content without enrolling to the details page", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await registerViaForm(page);
    await page.goto(`/courses/${freeCourse.id}/content`);
    expect(new URL(page.url()).pathname).toBe(`/courses/${freeCourse.id}/details`);
    expect(await page.getByRole("status").first().textContent()).toBe("Enroll in this course to open its lessons.");
    await context.close();
  });
});
