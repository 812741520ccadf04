import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations, gotoHydrated, launchBrowser, loginViaForm, newContext, registerViaForm } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("accounts in the browser", () => {
  it("a visitor registers, sees the dashboard with zero counts, logs out and the navbar shows Login again", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await registerViaForm(page, "Meera");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Namaste, Meera!");
    expect(await page.getByTestId("dashboard.coursesEnrolled").textContent()).toBe("0");
    expect(await page.getByTestId("dashboard.quizzesTaken").textContent()).toBe("0");
    await expectNoAxeViolations(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Logout" }).first().click();
    await page.waitForURL((u) => u.pathname === "/");
    await expect.poll(() => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it("an anonymous visitor opening /dashboard is sent to /login and returns there after signing in", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/profile");
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/profile");
    await expectNoAxeViolations(page);
    await page.getByLabel("E-mail").fill(inject("adminEmail"));
    await page.getByLabel("Password").fill(inject("adminPassword"));
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL("**/profile");
    await context.close();
  });

  it("a wrong password shows 'Error: ' plus the message", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(inject("adminEmail"));
    await page.getByLabel("Password").fill("definitely wrong");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Error: Invalid email or password");
    await context.close();
  });

  it("the admin reaches /admin and sees Welcome", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await loginViaForm(page, inject("adminEmail"), inject("adminPassword"));
    await page.goto("/admin");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Welcome");
    await expectNoAxeViolations(page);
    await context.close();
  });
  it("forgot password on a phone: the local mailbox holds the link, the new password works, the old one does not", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const { email, password } = await registerViaForm(page, "Forgetful Farhan");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Logout" }).first().click();
    await page.waitForURL((u) => u.pathname === "/");
    await context.close();

    const phone = await newContext(browser, { phone: true });
    const tab = await phone.newPage();
    await gotoHydrated(tab, "/login");
    await tab.getByRole("link", { name: "Forgot password?" }).click();
    await tab.waitForURL((u) => u.pathname === "/forgot-password");
    await tab.getByLabel("E-mail").fill(email);
    await tab.getByRole("button", { name: "Send reset link" }).click();
    await tab.getByRole("link", { name: "Open the local mailbox" }).click();
    await tab.waitForURL((u) => u.pathname === "/dev/mailbox");
    // The mail is written just after the answer (so timing reveals nothing): reload until it is there.
    const mail = tab.getByRole("article").filter({ hasText: email });
    await expect.poll(async () => (await mail.count()) || (await tab.reload(), 0), { timeout: 10_000 }).toBe(1);
    await expectNoAxeViolations(tab);
    await mail.getByRole("link", { name: /reset-password\?token=/ }).click();
    await tab.waitForURL((u) => u.pathname === "/reset-password");
    await tab.getByLabel("New password").fill("a brand new passphrase");
    await tab.getByRole("button", { name: "Save new password" }).click();
    await expect.poll(() => tab.getByText("Your password has been changed. Log in with your new password.").count()).toBe(1);

    await gotoHydrated(tab, "/login");
    await tab.getByLabel("E-mail").fill(email);
    await tab.getByLabel("Password").fill(password);
    await tab.getByRole("button", { name: "Log in" }).click();
    await expect.poll(() => tab.getByRole("alert").textContent()).toBe("Error: Invalid email or password");
    await loginViaForm(tab, email, "a brand new passphrase");
    expect(new URL(tab.url()).pathname).toBe("/dashboard");
    await phone.close();
  });
});
