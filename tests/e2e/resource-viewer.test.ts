// The study-resource viewer in the browser, by clicks (decision 033): a signed-in student opens
// Resources → PDF notes → a free item; pdf.js draws page 1 (canvas painted, text layer holding the
// title's words), the student goes to page 2, reloads and is back on page 2 — on a 360×740 phone and
// at 1280 px. A visitor whose session ended clicks a viewer link, gets the login notice and comes back
// to the viewer. axe on the viewer; screenshots at 360 and 1280 in English and Hindi
// ($VP_SHOTS_DIR or /tmp/vp-shots).
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, gotoHydrated, horizontalOverflow, launchBrowser, waitForHydration } from "../support/browser";
import { ResourceListPage, ResourceViewerPage, VIEWER_HI } from "../support/pages/resource-viewer";
import { contextSignedInAs, studentContext, type Credentials } from "../support/session";

const SHOTS = process.env.VP_SHOTS_DIR ?? "/tmp/vp-shots";
const FREE_NOTE = "Light: Reflection and Refraction — Class 10 Notes";
const BIG_BOOK = "The Illustrated Biology Reader";
const PAID_NOTE = "Trigonometry in One Go — Class 10";
const PHONE = { phone: true, viewport: { width: 360, height: 740 } };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

let browser: Browser;
let account: Credentials;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  const first = await studentContext(browser, { name: "Viewer Reader" });
  account = first.student;
  await first.context.close();
});

afterAll(async () => {
  await browser?.close();
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("a student reads a free PDF (%s)", (name, size) => {
  it("Resources → PDF notes → a free item: page 1 drawn with its text, page 2, reload, still page 2", async () => {
    const { context, page } = await contextSignedInAs(browser, account, size);
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await gotoHydrated(page, "/resources");
    const list = await ResourceListPage.openFromHub(page, "PDF notes", "pdf-notes");
    const viewer = await list.open(`Open ${FREE_NOTE}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(FREE_NOTE);
    await viewer.waitForPage(1);
    expect(await viewer.canvasDrawn()).toBe(true);
    expect(await viewer.textLayer()).toContain("Reflection");
    // Fit to width: the page is as wide as its frame, and nothing scrolls sideways.
    expect(await horizontalOverflow(page), "page scrolls sideways").toBe(0);

    await viewer.next();
    await viewer.waitForPage(2);
    expect(await page.getByTestId("viewer-status").textContent()).toMatch(/^Page 2 of \d+$/);
    await page.reload();
    await waitForHydration(page);
    await viewer.waitForPage(2);
    expect(await viewer.canvasDrawn()).toBe(true);

    await viewer.find("incidence");
    await page.getByText(/Found on page \d+\./).waitFor();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: path.join(SHOTS, `viewer-${name}-en.png`), fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("ranged loading and previews", () => {
  it("shows page 1 of the 21.5 MB book after a few ranges, not the whole file (phone)", async () => {
    const { context, page } = await contextSignedInAs(browser, account, PHONE);
    // Every byte the browser received for the file, aborted requests included (DevTools protocol).
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const fileRequests = new Map<string, string | undefined>();
    let received = 0;
    cdp.on("Network.requestWillBeSent", (e) => {
      if (/\/api\/resources\/\d+\/file$/.test(new URL(e.request.url).pathname)) fileRequests.set(e.requestId, e.request.headers.Range ?? e.request.headers.range);
    });
    cdp.on("Network.dataReceived", (e) => {
      if (fileRequests.has(e.requestId)) received += e.encodedDataLength || e.dataLength;
    });
    await gotoHydrated(page, "/resources");
    const list = await ResourceListPage.openFromHub(page, "Books", "books");
    const viewer = await list.open(`Open ${BIG_BOOK}`);
    await viewer.waitForPage(1);
    expect(await viewer.canvasDrawn()).toBe(true);
    await page.waitForLoadState("networkidle");
    const ranged = [...fileRequests.values()].filter(Boolean);
    expect(ranged.length, `range requests: ${JSON.stringify([...fileRequests.values()])}`).toBeGreaterThan(0);
    expect(received, `bytes received before page 1 (${fileRequests.size} requests)`).toBeLessThan(4 * 1024 * 1024);
    await context.close();
  });

  it("a paid item not owned: its preview is drawn, with the price and a Buy link to checkout (phone)", async () => {
    const { context, page } = await contextSignedInAs(browser, account, PHONE);
    await gotoHydrated(page, "/resources");
    const list = await ResourceListPage.openFromHub(page, "PDF notes", "pdf-notes");
    const viewer = await list.open(`Preview ${PAID_NOTE}`);
    expect(new URL(page.url()).pathname).toMatch(/^\/preview\/\d+$/);
    await viewer.waitForPage(1);
    expect(await viewer.buyLink().getAttribute("href")).toMatch(/^\/checkout\/pdf\/\d+$/);
    expect(await page.getByText("₹49").isVisible()).toBe(true);
    // The demo note is short and asks for a 3-page preview: a preview holds at most half (decision 034).
    expect(await page.getByTestId("viewer-total").textContent()).toBe("of 2");
    // …and the notice says what the preview really holds, not what was asked for.
    expect(await page.getByText("This preview holds the first 2 pages.").isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: path.join(SHOTS, "viewer-preview-phone-en.png"), fullPage: false });
    await context.close();
  });
});

describe("a visitor whose session ended", () => {
  it("clicks a viewer link, gets the login notice, signs in and comes back to the viewer", async () => {
    const { context, page } = await contextSignedInAs(browser, account, PHONE);
    await gotoHydrated(page, "/resources/pdf-notes");
    await context.clearCookies();
    await page.getByRole("link", { name: `Open ${FREE_NOTE}` }).click();
    await page.waitForURL((u) => u.pathname === "/login");
    const back = new URL(page.url()).searchParams.get("redirectTo") ?? "";
    expect(back).toMatch(/^\/pdf\/\d+$/);
    await waitForHydration(page);
    expect(await page.getByText("You must be logged in to access this resource!").isVisible()).toBe(true);
    await page.getByLabel("E-mail").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL((u) => u.pathname === back);
    expect(page.url()).not.toContain(".data");
    await waitForHydration(page);
    await new ResourceViewerPage(page).waitForPage(1);
    await context.close();
  });
});

describe("Hindi", () => {
  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)("shows the viewer in Hindi (%s)", async (name, size) => {
    const { context, page } = await contextSignedInAs(browser, account, { ...size, locale: "hi-IN" });
    await gotoHydrated(page, "/resources");
    const list = await ResourceListPage.openFromHub(page, "PDF नोट्स", "pdf-notes");
    await list.open(`${FREE_NOTE} खोलें`);
    const hindi = new ResourceViewerPage(page, VIEWER_HI);
    await hindi.waitForPage(1);
    expect(await page.getByRole("button", { name: VIEWER_HI.next }).isVisible()).toBe(true);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: path.join(SHOTS, `viewer-${name}-hi.png`), fullPage: false });
    await context.close();
  });
});
