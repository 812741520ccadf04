// Users and roles in the browser: an admin finds a newly registered student, makes them an admin
// after a confirmation, and takes it back, then finds both in the audit trail — accessibly, on a
// desktop and on a phone. Student and admin are signed in through stored sessions, not the forms.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, gotoHydrated, horizontalOverflow, launchBrowser, newContext } from "../support/browser";
import { adminContext, signUp } from "../support/session";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("users and roles", () => {
  for (const phone of [false, true]) {
    it(`makes a student an admin and takes it back (${phone ? "phone" : "desktop"})`, async () => {
      const visitor = await newContext(browser);
      const { email } = await signUp(visitor, "Promoted Priya");
      await visitor.close();

      const { context, page } = await adminContext(browser, { phone });
      await gotoHydrated(page, "/admin");
      await page.getByRole("link", { name: /Users and roles/ }).click();
      await page.waitForURL((u) => u.pathname === "/admin/users");
      await page.getByLabel("Search").fill(email);
      await page.getByRole("button", { name: "Search" }).click();
      await page.waitForURL((u) => u.searchParams.get("q") === email);
      const row = page.getByRole("row").filter({ hasText: email });
      await expect.poll(() => row.getByText("Student", { exact: true }).count()).toBe(1);
      expect(await horizontalOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);

      await row.getByRole("button", { name: `Make admin ${email}` }).click();
      await expect.poll(() => page.getByRole("heading", { name: "Make Promoted Priya an admin?" }).count()).toBe(1);
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Make admin", exact: true }).click();
      await expect.poll(() => page.getByRole("status").filter({ hasText: "Promoted Priya is now an admin." }).count()).toBe(1);
      await expect.poll(() => row.getByText("Admin", { exact: true }).count()).toBe(1);

      await row.getByRole("button", { name: `Remove admin ${email}` }).click();
      await page.getByRole("button", { name: "Remove admin", exact: true }).click();
      await expect.poll(() => page.getByRole("status").filter({ hasText: "Promoted Priya is no longer an admin." }).count()).toBe(1);
      await expect.poll(() => row.getByText("Student", { exact: true }).count()).toBe(1);

      // Both changes are in the audit trail, with who did them.
      await gotoHydrated(page, "/admin/audit");
      const entries = page.getByRole("row").filter({ hasText: email });
      await expect.poll(() => entries.count()).toBeGreaterThanOrEqual(2);
      expect(await entries.first().textContent()).toContain("Removed admin rights");
      expect(await horizontalOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);
      await context.close();
    });
  }
});
