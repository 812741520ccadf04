// Signed-in browser contexts without typing into forms. The account and its session are made by the
// app's own code: the same /register and /login actions a no-JavaScript form submit reaches, posted
// through the context's request API, so the session cookie lands in the context's cookie jar. Only
// the tests that are *about* registering and signing in (accounts, two-factor, sign-in-journeys)
// use the forms; every other test starts from here.
//
// The demo admin signs in once per test file; the context's storageState (its session cookie) is
// reused for every later admin context of that file.
import type { Browser, BrowserContext } from "playwright-core";
import { expect, inject } from "vitest";
import { baseUrl, newCustomContext } from "./browser";

export type Credentials = { email: string; password: string };
type ContextOptions = { phone?: boolean; locale?: string } & Parameters<Browser["newContext"]>[0];

export const E2E_PASSWORD = "a long e2e passphrase";

export function uniqueE2eEmail() {
  return `e2e.${Date.now()}.${Math.random().toString(16).slice(2, 8)}@example.test`;
}

async function postForm(context: BrowserContext, path: string, form: Record<string, string>) {
  const response = await context.request.post(path, { form, headers: { Origin: baseUrl() }, maxRedirects: 0 });
  // A successful sign-up or sign-in redirects (to redirectTo) and sets the session cookie.
  expect(response.status(), `${path} did not sign in: ${response.status()} ${(await response.text()).slice(0, 300)}`).toBe(302);
  const cookies = await context.cookies(baseUrl());
  expect(cookies.some((c) => c.name.endsWith("better-auth.session_token")), `${path} set no session cookie`).toBe(true);
}

/** Registers a new student through the app's register action and leaves `context` signed in. */
export async function signUp(context: BrowserContext, name = "E2E Student"): Promise<Credentials> {
  const email = uniqueE2eEmail();
  await postForm(context, "/register", { name, email, password: E2E_PASSWORD, redirectTo: "/dashboard" });
  return { email, password: E2E_PASSWORD };
}

/** Signs `context` in with existing credentials through the app's login action (no form typing). */
export async function signIn(context: BrowserContext, { email, password }: Credentials) {
  await postForm(context, "/login", { email, password, redirectTo: "/dashboard" });
}

/** A fresh context signed in as a new student. */
export async function studentContext(browser: Browser, opts: ContextOptions & { name?: string } = {}) {
  const { name, ...contextOpts } = opts;
  const context = await newCustomContext(browser, contextOpts);
  const student = await signUp(context, name);
  return { context, page: await context.newPage(), student };
}

/** A fresh context signed in as an existing user. */
export async function contextSignedInAs(browser: Browser, credentials: Credentials, opts: ContextOptions = {}) {
  const context = await newCustomContext(browser, opts);
  await signIn(context, credentials);
  return { context, page: await context.newPage() };
}

export const adminCredentials = (): Credentials => ({ email: inject("adminEmail"), password: inject("adminPassword") });

let adminState: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined;

/** A context signed in as the demo admin: one sign-in per test file, its storageState reused. */
export async function adminContext(browser: Browser, opts: ContextOptions = {}) {
  if (!adminState) {
    const first = await newCustomContext(browser);
    await signIn(first, adminCredentials());
    adminState = await first.storageState();
    await first.close();
  }
  const context = await newCustomContext(browser, { ...opts, storageState: adminState });
  return { context, page: await context.newPage() };
}
