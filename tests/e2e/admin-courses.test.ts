// Admin course management in the browser: the spec's quick add (with its 'All fields are required!'),
// the editor (add a text lesson, move it, publish), accessibility of every admin course page, and a
// phone layout where wide tables scroll inside their wrapper instead of the page. The admin is signed
// in through a stored session (tests/support/session.ts).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, gotoHydrated, horizontalOverflow, launchBrowser, waitForHydration } from "../support/browser";
import { adminContext } from "../support/session";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const quickForm = (page: Page) => page.locator("form").filter({ has: page.locator('input[name="intent"][value="quick-add"]') });
const addLessonForm = (page: Page) => page.getByRole("form", { name: "Add a lesson" });
const lessonTitles = (page: Page) => page.getByTestId("lesson-item").evaluateAll((items) => items.map((li) => li.querySelector("p")?.textContent?.replace(/\s+/g, " ").trim() ?? ""));

async function quickAdd(page: Page, fields: { name: string; description: string; price: string; videoURL: string }) {
  const form = quickForm(page);
  await form.getByLabel("Course name").fill(fields.name);
  await form.getByLabel("Description").fill(fields.description);
  await form.getByLabel("Price (₹)").fill(fields.price);
  await form.getByLabel("Video URL").fill(fields.videoURL);
  await form.getByRole("button", { name: "Add course" }).click();
}

describe("admin course management", () => {
  it("adds a course with the quick form, then adds a text lesson, moves it and publishes the course", async () => {
    const { context, page } = await adminContext(browser);
    await gotoHydrated(page, "/admin/courses");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Manage courses");
    await expectNoAxeViolations(page);

    // An empty field: the spec's message, and what was typed stays.
    const name = unique("E2E Trigonometry");
    await quickAdd(page, { name, description: "Ratios, identities and heights and distances.", price: "299", videoURL: "" });
    await expect.poll(() => page.getByRole("alert").first().textContent()).toBe("All fields are required!");
    expect(await quickForm(page).getByLabel("Course name").inputValue()).toBe(name);
    expect(await quickForm(page).getByLabel("Video URL").getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(page);

    // Complete it: a draft with a link to the editor; the form is cleared.
    await quickForm(page).getByLabel("Video URL").fill("https://www.youtube.com/embed/e2e-trig");
    await quickForm(page).getByRole("button", { name: "Add course" }).click();
    await page.waitForURL((u) => u.searchParams.get("done") === "added");
    await expect.poll(() => page.getByRole("status").filter({ hasText: "was added as a draft" }).count()).toBe(1);
    expect(await quickForm(page).getByLabel("Course name").inputValue()).toBe("");
    const row = page.getByRole("row").filter({ hasText: name });
    expect(await row.getByText("Draft").count()).toBe(1);
    await expectNoAxeViolations(page);

    // The editor.
    await page.getByRole("link", { name: "Edit and publish it" }).click();
    await page.waitForURL(/\/admin\/courses\/\d+$/);
    await waitForHydration(page);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(`Edit: ${name}`);
    await expectNoAxeViolations(page);

    // Add a text lesson.
    const add = addLessonForm(page);
    await add.getByLabel("Lesson title").fill("Identities cheat sheet");
    await add.getByLabel("Lesson type").selectOption("text");
    await add.getByLabel("Content").fill("## Identities\n\nsin²θ + cos²θ = 1");
    await add.getByRole("button", { name: "Add lesson" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "The lesson was added." }).count()).toBe(1);
    await expect.poll(() => lessonTitles(page)).toEqual([`1. ${name} Video`, "2. Identities cheat sheet Text"]);
    expect(await add.getByLabel("Lesson title").inputValue()).toBe("");

    // Move it to the top.
    await page.getByRole("button", { name: "Move up Identities cheat sheet" }).click();
    await expect.poll(() => lessonTitles(page)).toEqual(["1. Identities cheat sheet Text", `2. ${name} Video`]);
    expect(await page.getByRole("status").filter({ hasText: "The lesson was moved." }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Move up Identities cheat sheet" }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);

    // Preview the draft's lessons as a student would see them.
    await page.getByRole("link", { name: "Preview lessons" }).click();
    await page.waitForURL(/\/admin\/courses\/\d+\/preview$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Identities cheat sheet");
    expect(await page.getByRole("heading", { level: 2, name: "Identities" }).count()).toBe(1);
    expect(await page.getByRole("status").filter({ hasText: "Preview of a draft" }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Next lesson" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(name);
    await page.getByRole("link", { name: `Back to editing ${name}` }).click();
    await page.waitForURL(/\/admin\/courses\/\d+$/);
    await waitForHydration(page);

    // Publish.
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "The course is now published" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Unpublish", exact: true }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "View in the catalogue" }).count()).toBe(1);
    await expectNoAxeViolations(page);

    // The public catalogue lists it now.
    const api = await context.request.get(`/api/courses?q=${encodeURIComponent(name)}`);
    if (api.status() !== 404) {
      expect(api.status()).toBe(200);
      expect(((await api.json()) as { courses: { name: string }[] }).courses.map((c) => c.name)).toContain(name);
    }

    // And the list shows it published.
    await page.getByRole("link", { name: "Back to all courses" }).click();
    await page.waitForURL((u) => u.pathname === "/admin/courses");
    // Other tests add courses at the same time (the list is 25 a page, newest first): find it by its name.
    await waitForHydration(page);
    await page.getByRole("searchbox").first().fill(name);
    await page.getByRole("searchbox").first().press("Enter");
    await page.waitForURL((u) => u.pathname === "/admin/courses" && u.searchParams.get("q") === name);
    await expect.poll(() => page.getByRole("row").filter({ hasText: name }).getByText("Published", { exact: true }).count()).toBe(1);
    await context.close();
  });

  it("shows the full create form accessibly and refuses bad input with messages", async () => {
    const { context, page } = await adminContext(browser);
    await gotoHydrated(page, "/admin/courses/new");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("New course");
    await expectNoAxeViolations(page);
    await page.getByLabel("Name", { exact: true }).fill(unique("E2E Full Course"));
    await page.getByLabel("Category").selectOption("Engineering");
    await page.getByLabel("Price (₹)").fill("1.5");
    await page.getByLabel("Rating").fill("7");
    await page.getByRole("button", { name: "Create course" }).click();
    await expect.poll(() => page.getByText("Enter the price in whole rupees: 0 or more, without decimals.").count()).toBe(1);
    expect(await page.getByText("Enter a rating from 0 to 5 with at most one decimal, for example 4.6.").count()).toBe(1);
    expect(await page.getByLabel("Description").getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(page);

    await page.getByLabel("Description").fill("Mechanics for JEE.");
    await page.getByLabel("Price (₹)").fill("0");
    await page.getByLabel("Rating").fill("4.5");
    await page.getByRole("button", { name: "Create course" }).click();
    await page.waitForURL((u) => /\/admin\/courses\/\d+$/.test(u.pathname) && u.searchParams.get("done") === "created");
    await expect.poll(() => page.getByRole("status").filter({ hasText: "The course was created as a draft." }).count()).toBe(1);
    await context.close();
  });

  it("is usable on a phone: the page never scrolls sideways, the course table scrolls inside its wrapper", async () => {
    const { context, page } = await adminContext(browser, { phone: true });
    await gotoHydrated(page, "/admin/courses");
    expect(await horizontalOverflow(page)).toBe(0);
    const wrapper = page.getByTestId("courses-table-wrapper");
    const sizes = await wrapper.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, overflowX: getComputedStyle(el).overflowX }));
    expect(sizes.overflowX).toBe("auto");
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    await expectNoAxeViolations(page);

    const editHref = await page.getByRole("row").nth(1).getByRole("link").first().getAttribute("href");
    expect(editHref).toMatch(/^\/admin\/courses\/\d+$/);
    await gotoHydrated(page, editHref!);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    await gotoHydrated(page, "/admin/courses/new");
    expect(await horizontalOverflow(page)).toBe(0);
    await context.close();
  });
});
