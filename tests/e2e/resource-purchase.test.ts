// Buying a paid book in the browser, by clicks (issue 10, "buy a book in the sandbox, read page 2,
// get a refund, and access is gone"). A fresh student on a 360×740 phone: Resources → Books → the paid
// demo book's Preview (price, Buy, the preview drawn) → Buy now → the checkout summary → Pay → the
// sandbox sheet (success) → "Payment successful!" → Open → the book viewer draws page 1 of the
// watermarked copy → Next page → page 2 (status line, canvas painted, its words and the buyer's
// watermark in the text layer) → Dashboard lists it under "My PDFs and books" → Read. An admin then
// opens Admin → Orders, finds the order and refunds it through the confirmation. The student reloads
// the viewer: the price, Buy and the preview link are back, the file URL the viewer read answers 404,
// and the dashboard no longer lists the book. The same purchase up to page 2 runs at 1280 px in Hindi.
// Student and admin are signed in through stored sessions (tests/support/session.ts); nothing a person
// would reach by clicking is opened with goto. No sleeps: conditions are awaited.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, gotoHydrated, horizontalOverflow, launchBrowser, waitForHydration } from "../support/browser";
import { AdminListPage } from "../support/pages/admin-lists";
import { AdminOrdersPage } from "../support/pages/admin-orders";
import { type Lang } from "../support/pages/checkout";
import { DashboardPage } from "../support/pages/dashboard";
import { ResourceListPage, ResourceViewerPage, VIEWER_EN, VIEWER_HI } from "../support/pages/resource-viewer";
import { adminContext, studentContext } from "../support/session";

// Paid demo books (db/demo/resource-catalogue.ts): a title page, then one page per section.
type Book = { title: string; priceRupees: number; page2Word: string | null };
const BOOK_EN: Book = { title: "Class 10 Mathematics Companion", priceRupees: 299, page2Word: "composite" };
const BOOK_HI: Book = { title: "रसायन विज्ञान की सरल पुस्तक — कक्षा 12", priceRupees: 249, page2Word: null };
const PHONE = { phone: true, viewport: { width: 360, height: 740 } };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

const HUB: Record<Lang, { books: string; preview: (t: string) => string; pageStatus: (n: number, total: number) => string; readPreview: string }> = {
  en: { books: "Books", preview: (t) => `Preview ${t}`, pageStatus: (n, total) => `Page ${n} of ${total}`, readPreview: "Read the preview" },
  hi: { books: "किताबें", preview: (t) => `${t} का पूर्वावलोकन`, pageStatus: (n, total) => `पेज ${n} / ${total}`, readPreview: "पूर्वावलोकन पढ़ें" },
};

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Errors the page logs (a hydration mismatch, a failed request): none are expected. */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(String(e)));
  return errors;
}

/** The book's id, read from the signed-in student's own list API (data, not a navigation). */
async function bookId(page: Page, title: string): Promise<number> {
  const response = await page.request.get(`/api/resources?kind=books&q=${encodeURIComponent(title)}`);
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { id: number; title: string; free: boolean; owned: boolean }[] };
  const item = items.find((i) => i.title === title);
  expect(item, `${title} in /api/resources`).toBeDefined();
  expect(item!.free).toBe(false);
  expect(item!.owned).toBe(false);
  return item!.id;
}

/**
 * Step 1: from /resources, Books → the paid book's Preview → Buy now → checkout → sandbox (success)
 * → result → Open → page 1 → Next → page 2. Returns the viewer, the order id and the file URL the
 * viewer read.
 */
async function buyAndReadPage2(page: Page, lang: Lang, book: Book, email: string) {
  const labels = HUB[lang];
  const id = await bookId(page, book.title);
  const product = { type: "book" as const, id, name: book.title };
  const fileRequests: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (/^\/api\/resources\/\d+\/file$/.test(url.pathname)) fileRequests.push(url.pathname);
  });

  await gotoHydrated(page, "/resources");
  const list = await ResourceListPage.openFromHub(page, labels.books, "books");
  await list.open(labels.preview(book.title));
  expect(new URL(page.url()).pathname).toBe(`/book-preview/${id}`);
  const previewViewer = new ResourceViewerPage(page, lang === "hi" ? VIEWER_HI : VIEWER_EN);
  expect(await page.getByText(`₹${book.priceRupees}`, { exact: true }).isVisible()).toBe(true);
  expect(await previewViewer.buyLink().getAttribute("href")).toBe(`/checkout/book/${id}`);
  // The preview (its own file) is drawn; the full file is neither offered nor read.
  await previewViewer.waitForPage(1);
  expect(await previewViewer.canvasDrawn()).toBe(true);
  expect(await previewViewer.fileUrl()).toBe(`/api/resources/${id}/preview`);
  expect(fileRequests).toEqual([]);

  const checkout = await previewViewer.buy(product, lang);
  await checkout.expectSummary(book.priceRupees);
  if (lang === "en") expect(await horizontalOverflow(page)).toBe(0);
  const sheet = await checkout.pay(checkout.payLabel(book.priceRupees));
  const result = await sheet.succeed(book.priceRupees);
  const orderId = await result.orderId();
  expect(orderId).toMatch(/^ord_[\w-]+$/);
  expect(await page.getByText(book.title, { exact: true }).count()).toBeGreaterThan(0);

  const viewer = await result.openItem();
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(book.title);
  await viewer.waitForPage(1);
  expect(await viewer.canvasDrawn()).toBe(true);
  expect(await viewer.buyLink().count()).toBe(0);
  const total = Number((await page.getByTestId("viewer-total").textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThanOrEqual(3);

  await viewer.next();
  await viewer.waitForPage(2);
  await expect.poll(() => viewer.status()).toBe(labels.pageStatus(2, total));
  expect(await viewer.canvasDrawn()).toBe(true);
  // Page 2's own words, and the buyer's copy: the watermark footer names their e-mail.
  if (book.page2Word) await expect.poll(() => viewer.textLayer()).toContain(book.page2Word);
  await expect.poll(() => viewer.textLayer()).toContain(`Licensed to ${email}`);

  const fileUrl = await viewer.fileUrl();
  expect(fileUrl).toBe(`/api/resources/${id}/file`);
  expect(fileRequests, "the viewer read the full file").toContain(fileUrl);
  return { id, viewer, orderId, fileUrl: fileUrl! };
}

describe("buying a book", () => {
  it("on a phone: buy in the sandbox, read page 2, an admin refunds, and access is gone", async () => {
    const { context, page, student } = await studentContext(browser, { ...PHONE, name: "Book Buyer" });
    const errors = consoleErrors(page);
    const { id, orderId, fileUrl } = await buyAndReadPage2(page, "en", BOOK_EN, student.email);
    expect(await horizontalOverflow(page)).toBe(0);
    expect((await page.request.get(fileUrl)).status(), "the owner reads the file").toBe(200);

    // The dashboard lists it under "My PDFs and books"; Read opens it where the student left off.
    const dashboard = await DashboardPage.openFromMenu(page);
    await expect.poll(() => dashboard.ownedResources().getByRole("link", { name: `Read — ${BOOK_EN.title}` }).count()).toBe(1);
    const again = await dashboard.readOwned(BOOK_EN.title);
    expect(new URL(page.url()).pathname).toBe(`/book-viewer/${id}`);
    await again.waitForPage(2);

    // The admin: Admin → Orders → the student's paid order → Refund → "Yes, refund".
    const admin = await adminContext(browser);
    const adminErrors = consoleErrors(admin.page);
    await gotoHydrated(admin.page, "/");
    await new AdminListPage(admin.page, "en").openFromNavbar("admin.manageOrders", "/admin/orders");
    const orders = new AdminOrdersPage(admin.page);
    await orders.filter({ search: student.email, status: "paid" });
    await expect.poll(() => orders.rows().count()).toBe(1);
    expect(await admin.page.getByRole("row").filter({ hasText: orderId }).count()).toBe(1);
    await orders.refund(orderId);
    expect(adminErrors).toEqual([]);
    await admin.context.close();

    // The student reloads the viewer: the price, Buy and the preview link are back, no file is offered.
    await page.reload();
    await waitForHydration(page);
    const closed = new ResourceViewerPage(page);
    await closed.buyLink().waitFor();
    expect(await closed.buyLink().getAttribute("href")).toBe(`/checkout/book/${id}`);
    expect(await page.getByText(`₹${BOOK_EN.priceRupees}`, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: HUB.en.readPreview }).getAttribute("href")).toBe(`/book-preview/${id}`);
    expect(await closed.fileUrl()).toBeNull();
    expect(await page.getByTestId("viewer-page").count()).toBe(0);
    // The file URL the viewer used is refused (404, decision 033), ranges too.
    expect((await page.request.get(fileUrl)).status()).toBe(404);
    expect((await page.request.get(fileUrl, { headers: { Range: "bytes=0-1023" } })).status()).toBe(404);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    // The dashboard no longer lists it; its order shows as refunded.
    const after = await DashboardPage.openFromMenu(page);
    expect(await after.ownedResources().getByRole("link", { name: `Read — ${BOOK_EN.title}` }).count()).toBe(0);
    expect(await after.ownedResources().getByText(BOOK_EN.title).count()).toBe(0);
    const order = after.orders().getByRole("listitem").filter({ hasText: BOOK_EN.title });
    expect(await order.getByText("Refunded", { exact: true }).count()).toBe(1);
    // Its card in Books offers the preview again, not Open.
    await after.ownedResources().getByRole("link", { name: "Browse study resources" }).click();
    await page.waitForURL((u) => u.pathname === "/resources");
    await waitForHydration(page);
    const books = await ResourceListPage.openFromHub(page, HUB.en.books, "books");
    await books.page.getByRole("link", { name: HUB.en.preview(BOOK_EN.title), exact: true }).waitFor();
    expect(await page.getByRole("link", { name: `Open ${BOOK_EN.title}`, exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("at 1280 px in Hindi: buy in the sandbox and read page 2", async () => {
    const { context, page, student } = await studentContext(browser, { ...DESKTOP, locale: "hi-IN", name: "पुस्तक खरीदार" });
    const errors = consoleErrors(page);
    const { fileUrl } = await buyAndReadPage2(page, "hi", BOOK_HI, student.email);
    expect(await page.getByRole("button", { name: VIEWER_HI.next }).isVisible()).toBe(true);
    expect((await page.request.get(fileUrl)).status()).toBe(200);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
