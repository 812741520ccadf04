import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations, gotoHydrated, launchBrowser, loginViaForm, newContext, newCustomContext, registerViaForm } from "../support/browser";
import { phonePhoto } from "../support/phone-photo";

const SMALL_PHONE = { phone: true, viewport: { width: 360, height: 740 } };

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

  // Issue 9, A2: on a phone, a 7 MB camera photo posted by script (to /profile.data) was a bare
  // 413 and the typed name was lost.
  it("on a 360 px phone, a student saves a new name with a 7 MB camera photo and sees the new avatar", async () => {
    const photo = await phonePhoto();
    const context = await newCustomContext(browser, SMALL_PHONE);
    const page = await context.newPage();
    await registerViaForm(page, "Meera");
    await gotoHydrated(page, "/profile");
    const posts: string[] = [];
    page.on("request", (r) => void (r.method() === "POST" && posts.push(new URL(r.url()).pathname)));
    await page.getByLabel("Name").fill("Meera Krishnan");
    await page.getByLabel("Profile photo", { exact: true }).setInputFiles({ name: "IMG_20261201_101500.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect.poll(() => page.getByText("✅ Profile updated successfully!").count(), { timeout: 15_000 }).toBe(1);
    expect(posts).toEqual(["/profile.data"]);
    const avatar = page.getByRole("img", { name: "Profile photo of Meera Krishnan" });
    await expect.poll(() => avatar.getAttribute("src")).toMatch(/^\/api\/avatars\/[0-9a-f-]{36}\.webp$/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
    expect(await page.getByLabel("Name").inputValue()).toBe("Meera Krishnan");
    await expectNoAxeViolations(page);
    await context.close();
  });

  it("on a 360 px phone, a text file named .jpg gets the message and the typed name stays", async () => {
    const context = await newCustomContext(browser, SMALL_PHONE);
    const page = await context.newPage();
    await registerViaForm(page, "Meera");
    await gotoHydrated(page, "/profile");
    await page.getByLabel("Name").fill("Meera Typed");
    await page.getByLabel("Profile photo", { exact: true }).setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("my class notes, not a photo") });
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect.poll(() => page.getByText("This file is not a photo we can read. Choose a JPEG, PNG or WebP image.").count()).toBe(1);
    expect(await page.getByLabel("Name").inputValue()).toBe("Meera Typed");
    expect(await page.getByText("✅ Profile updated successfully!").count()).toBe(0);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it("without JavaScript, a photo over 10 MB gets the message in the page and the typed name stays", async () => {
    const big = Buffer.concat([await phonePhoto(), Buffer.alloc(4 * 1024 * 1024)]);
    const context = await newCustomContext(browser, { ...SMALL_PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await registerViaForm(page, "Meera");
    await page.goto("/profile");
    await page.getByLabel("Name").fill("Meera No Script");
    await page.getByLabel("Profile photo", { exact: true }).setInputFiles({ name: "IMG_big.jpg", mimeType: "image/jpeg", buffer: big });
    await page.getByRole("button", { name: "Save profile" }).click();
    await page.waitForLoadState();
    await expect.poll(() => page.getByText("This photo is larger than 10 MB. Choose a smaller one; nothing was saved yet.").count()).toBe(1);
    expect(await page.getByLabel("Name").inputValue()).toBe("Meera No Script");
    await context.close();
  });
});
