// Two-step verification in the browser on a phone: turn it on from the profile (scan or type the key,
// confirm with the first code), then log in again with password and code. The test plays the phone's
// authenticator app.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, expectNoAxeViolations, gotoHydrated, horizontalOverflow, launchBrowser, newContext, newCustomContext, registerViaForm } from "../support/browser";
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
    await expect.poll(() => page.getByRole("img", { name: "QR code for your authenticator app" }).count(), { timeout: 15_000 }).toBe(1); // turning it on checks the password (argon2): slow on a busy machine
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

  // Issue 9, B1: set up on a 360 px phone, where the QR code cannot be scanned by the same phone.
  it("at 360 px: an empty password is asked for, the otpauth link and Copy key work, backup codes have no look-alikes", async () => {
    const context = await newCustomContext(browser, { phone: true, viewport: { width: 360, height: 740 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
    const page = await context.newPage();
    const { password } = await registerViaForm(page, "Phone Pooja");
    await gotoHydrated(page, "/profile/two-factor");
    await page.getByRole("button", { name: "Turn on" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("Enter your password.");
    await page.getByLabel("Your password").fill(password);
    await page.getByRole("button", { name: "Turn on" }).click();
    const open = page.getByRole("link", { name: "Open in authenticator app" });
    await expect.poll(() => open.getAttribute("href")).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]{16,}/);
    const secret = (await page.locator("code").first().textContent())?.trim() ?? "";
    expect(new URL((await open.getAttribute("href")) ?? "").searchParams.get("secret")).toBe(secret);
    await page.getByRole("button", { name: "Copy key" }).waitFor(); // rendered once hydrated
    await page.getByRole("button", { name: "Copy key" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Key copied" }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    const codes = (await page.getByTestId("backup-codes").getByRole("listitem").allTextContents()).map((c) => c.trim());
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).not.toMatch(/[0O1lI]/);
    for (const target of [open, page.getByRole("button", { name: "Copy key" })]) expect((await target.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await context.close();
  });
});

