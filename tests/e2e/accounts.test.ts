import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations, launchBrowser, loginViaForm, newContext, registerViaForm } from "../support/browser";

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
});
