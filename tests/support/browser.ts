// Playwright (playwright-core) driving Debian's Chromium — no browser download. Every page a test
// visits can be checked with axe-core; `expectNoAxeViolations` fails with the rule ids and targets.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { expect, inject } from "vitest";
import { settle } from "./clock";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export const baseUrl = () => inject("baseUrl");

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic"],
  });
}

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** Messages a page asked for but was not sent (app/lib/i18n/i18n.tsx reports them on the console);
 * e2e-setup.ts fails the test that saw one. */
const missingMessages: string[] = [];
export function takeMissingMessages(): string[] {
  return missingMessages.splice(0);
}

/** `viewport`: another size than the phone's 390 px or the desktop's 1280 px (a 360 px phone). */
export async function newContext(browser: Browser, opts: { phone?: boolean; locale?: string; viewport?: { width: number; height: number } } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: opts.locale ?? "en-IN", ...(opts.phone ? PHONE : { viewport: { width: 1280, height: 800 } }), ...(opts.viewport ? { viewport: opts.viewport } : {}) });
  context.on("console", (message) => {
    if (message.type() === "error" && message.text().startsWith("i18n:")) missingMessages.push(`${message.text()} (${message.location().url})`);
  });
  return context;
}

/** Runs axe-core (WCAG 2.x A/AA rules) on the current page; evaluate() is not subject to our CSP. */
export async function expectNoAxeViolations(page: Page) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] } });
    return result.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }));
  });
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}

/** Signs in through the login form (the way a student does). */
export async function loginViaForm(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

/** Registers a fresh student through the form and returns the credentials. */
export async function registerViaForm(page: Page, name = "E2E Student") {
  const email = `e2e.${Date.now()}.${Math.random().toString(16).slice(2, 8)}@example.test`;
  const password = "a long e2e passphrase";
  await page.goto("/register");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Register" }).click();
  await page.waitForURL("**/dashboard");
  return { email, password };
}

/**
 * Waits until React has hydrated the server-rendered page (the footer, rendered last, carries a
 * React fiber), two frames have passed and React's queued work has run, so effects and event
 * handlers are in place.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const el = document.querySelector("footer");
    return !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber$"));
  });
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
  // React runs effects through the scheduler's MessageChannel task, not a timer: let it finish.
  await settle(page);
}

/** Goes to a path and waits for hydration; returns the navigation response. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** How far the page scrolls sideways (0 when nothing overflows the viewport). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const s = document.scrollingElement ?? document.documentElement;
    return s.scrollWidth - s.clientWidth;
  });
}

/** A context with extra Playwright options (e.g. reducedMotion) on top of the defaults of newContext. */
export async function newCustomContext(browser: Browser, opts: { phone?: boolean; locale?: string } & Parameters<Browser["newContext"]>[0] = {}): Promise<BrowserContext> {
  const { phone, locale, ...rest } = opts;
  return browser.newContext({ baseURL: baseUrl(), locale: locale ?? "en-IN", ...(phone ? PHONE : { viewport: { width: 1280, height: 800 } }), ...rest });
}
