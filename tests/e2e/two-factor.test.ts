// Two-step verification in the browser on a phone: turn it on from the profile (scan or type the key,
// confirm with the first code), then log in again with password and code. The test plays the phone's
// authenticator app.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, gotoHydrated, horizontalOverflow, launchBrowser, newContext, registerViaForm } from "../support/browser";
import { totp } from "../support/totp";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("two-step verification", () => {
  it("a student turns it on from the profile and logs in with a code (phone)", async () => {
    const context = await newContext(browser, { phone: true });
    const page = await context.newPage();
    const { email, password } = await registerViaForm(page, "Careful Kavya");
    await gotoHydrated(page, "/profile");
    await page.getByRole("link", { name: "Manage two-step verification" }).click();
    await page.waitForURL((u) => u.pathname === "/profile/two-factor");
    await page.getByLabel("Your password").fill(password);
    await page.getByRole("button", { name: "Turn on" }).click();
    await expect.poll(() => page.getByRole("img", { name: "QR code for your authenticator app" }).count()).toBe(1);
    expect(await page.getByRole("listitem").filter({ hasText: /^[a-zA-Z0-9]{5}-[a-zA-Z0-9]{5}$/ }).count()).toBe(10);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    const secret = (await page.locator("code").first().textContent())?.trim() ?? "";
    await page.getByLabel("6-digit code").fill(totp(secret));
    await page.getByRole("button", { name: "Confirm and turn on" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Two-step verification is on." }).count()).toBe(1);

    // Log out and in again: the password leads to the code page, the code to the dashboard.
    await context.clearCookies();
    await gotoHydrated(page, "/login");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL((u) => u.pathname === "/login/two-factor");
    await expectNoAxeViolations(page);
    await page.getByLabel("6-digit code").fill("000000");
    await page.getByRole("button", { name: "Verify and log in" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("That code is not right.");
    await page.getByLabel("6-digit code").fill(totp(secret));
    await page.getByRole("button", { name: "Verify and log in" }).click();
    await page.waitForURL((u) => u.pathname === "/dashboard");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Namaste, Careful Kavya!");
    await context.close();
  });
});
