// The study-resource lists and viewer pages (/pdf, /preview, /book-viewer, /book-preview), used the
// way a student does: a list's card link, then the pdf.js viewer's own buttons. Labels are passed in
// so Hindi runs (and the purchase journey: Buy → checkout → back to the viewer) reuse the same steps.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { ProductType } from "~/features/payments/product-types";
import { waitForHydration } from "../browser";
import { CheckoutPage, type Lang } from "./checkout";

export type ViewerLabels = { next: string; previous: string; pageNumber: string; go: string; buy: string; preview: string; find: string; findButton: string };
export const VIEWER_EN: ViewerLabels = { next: "Next page", previous: "Previous page", pageNumber: "Page number", go: "Go", buy: "Buy now", preview: "Read the preview", find: "Find in document", findButton: "Find" };
export const VIEWER_HI: ViewerLabels = { next: "अगला पेज", previous: "पिछला पेज", pageNumber: "पेज संख्या", go: "जाएँ", buy: "अभी खरीदें", preview: "पूर्वावलोकन पढ़ें", find: "दस्तावेज़ में खोजें", findButton: "खोजें" };

export class ResourceListPage {
  constructor(readonly page: Page) {}

  /** From the /resources hub: the kind's card (e.g. "PDF notes") → its list. */
  static async openFromHub(page: Page, kindName: string, kindPath: string) {
    await page.getByRole("link", { name: kindName }).first().click();
    await page.waitForURL((u) => u.pathname === `/resources/${kindPath}`);
    await waitForHydration(page);
    return new ResourceListPage(page);
  }

  /** Clicks the item's Open or Preview link (its accessible name: "Open <title>", "<title> खोलें")
   * and lands, hydrated, on its viewer. */
  async open(linkName: string) {
    await this.page.getByRole("link", { name: linkName, exact: true }).click();
    await this.page.waitForURL((u) => /^\/(pdf|preview|book-viewer|book-preview)\/\d+$/.test(u.pathname));
    await waitForHydration(this.page);
    return new ResourceViewerPage(this.page);
  }
}

export class ResourceViewerPage {
  constructor(
    readonly page: Page,
    readonly labels: ViewerLabels = VIEWER_EN,
  ) {}

  canvas() {
    return this.page.getByTestId("viewer-page").locator("canvas");
  }

  /** Waits until page `n` is drawn (canvas painted and its text layer filled). */
  async waitForPage(n: number, timeout = 30_000) {
    await this.page.locator(`canvas[data-rendered-page="${n}"]`).waitFor({ timeout });
    await this.page.locator(".textLayer span").first().waitFor({ timeout });
  }

  async textLayer(): Promise<string> {
    return (await this.page.locator(".textLayer").textContent()) ?? "";
  }

  /** Whether the canvas has non-white pixels (pdf.js really drew the page). */
  async canvasDrawn(): Promise<boolean> {
    return this.canvas().evaluate((c) => {
      const canvas = c as HTMLCanvasElement;
      const data = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let i = 0; i < data.length; i += 4 * 97) if (data[i] < 200 || data[i + 1] < 200 || data[i + 2] < 200) return true;
      return false;
    });
  }

  async next() {
    await this.page.getByRole("button", { name: this.labels.next }).click();
  }

  async goTo(n: number) {
    await this.page.getByLabel(this.labels.pageNumber).fill(String(n));
    await this.page.getByRole("button", { name: this.labels.go, exact: true }).click();
    await this.waitForPage(n);
  }

  async find(words: string) {
    await this.page.getByLabel(this.labels.find).fill(words);
    await this.page.getByRole("button", { name: this.labels.findButton, exact: true }).click();
  }

  /** A paid item not owned: the Buy link (to /checkout/{type}/{id}). */
  buyLink() {
    return this.page.getByRole("link", { name: new RegExp(`^${this.labels.buy}`) });
  }

  /** "Page 2 of 5" (or its Hindi form) under the page. */
  async status() {
    return ((await this.page.getByTestId("viewer-status").textContent()) ?? "").trim();
  }

  /** The full file's URL the viewer reads (its "Open the PDF" link); null when it offers none. */
  async fileUrl(): Promise<string | null> {
    const link = this.page.getByTestId("open-file");
    return (await link.count()) ? link.getAttribute("href") : null;
  }

  /** Buy → the checkout summary of this item (/checkout/{type}/{id}). */
  async buy(product: { id: number; name: string; type: ProductType }, lang: Lang = "en") {
    await this.buyLink().click();
    await this.page.waitForURL((u) => u.pathname === `/checkout/${product.type}/${product.id}`);
    await waitForHydration(this.page);
    const checkout = new CheckoutPage(this.page, product, lang);
    await expect.poll(() => this.page.getByRole("heading", { level: 1 }).textContent()).toBe(checkout.t("checkout.heading"));
    return checkout;
  }
}
