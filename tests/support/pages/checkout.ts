// Checkout summary and the sandbox gateway's payment sheet (the e2e server has no Razorpay keys), for
// any product (a course, a PDF, a book, a paper: /checkout/{type}/{id}, decision 032). Labels come
// from the message files, so the same steps run in English and in Hindi.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { ProductType } from "~/features/payments/product-types";
import { interpolate } from "~/lib/i18n/interpolate";
import { en, type MessageKey } from "~/lib/i18n/messages.en";
import { hi } from "~/lib/i18n/messages.hi";
import { waitForHydration } from "../browser";
import { LessonPlayer } from "./lesson-player";
import { ResourceViewerPage, VIEWER_EN, VIEWER_HI } from "./resource-viewer";

export type Lang = "en" | "hi";
/** What is being bought; `type` defaults to a course. */
export type Product = { id: number | string; name: string; type?: ProductType };

/** ₹ with two decimals in the en-IN grouping, as the checkout prints it (e.g. ₹1,499.00); hi-IN in Hindi. */
export const rupees = (r: number, lang: Lang = "en") =>
  new Intl.NumberFormat(lang === "hi" ? "hi-IN" : "en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 }).format(r);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

class ProductPage {
  constructor(
    readonly page: Page,
    readonly course: Product,
    readonly lang: Lang = "en",
  ) {}

  t(key: MessageKey, vars?: Record<string, string | number>) {
    return interpolate((this.lang === "hi" ? hi : en)[key], vars);
  }

  /** `/checkout/{type}/{id}` as a regular-expression source. */
  protected checkoutPathPattern() {
    return `/checkout/${this.course.type ?? "course"}/${escape(String(this.course.id))}`;
  }
}

export class CheckoutPage extends ProductPage {
  /** The value printed next to a summary label (a <dt>/<dd> pair). */
  row(label: string) {
    return this.page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]").textContent();
  }

  /** The GST-inclusive summary: total = price; taxable value + 18 % GST add up to it; test-mode notice. */
  async expectSummary(priceRupees: number) {
    expect(await this.page.getByText(this.course.name, { exact: true }).count()).toBeGreaterThan(0);
    expect(await this.page.getByTestId("checkout-total").textContent()).toBe(rupees(priceRupees, this.lang));
    expect(await this.page.getByText(this.t("checkout.total")).count()).toBe(1);
    const totalPaise = priceRupees * 100;
    const taxablePaise = Math.round((totalPaise * 100) / 118);
    expect(await this.row(this.t("checkout.taxable"))).toBe(rupees(taxablePaise / 100, this.lang));
    expect(await this.row(this.t("checkout.gst", { rate: 18 }))).toBe(rupees((totalPaise - taxablePaise) / 100, this.lang));
    expect(await this.page.getByText(this.t("checkout.testMode"), { exact: false }).count()).toBe(1);
  }

  /** The Pay button's label for a price ("Pay ₹299.00"). */
  payLabel(priceRupees: number) {
    return this.t("checkout.pay", { amount: rupees(priceRupees, this.lang) });
  }

  /** Pay (or "Try again") → the sandbox sheet. */
  async pay(buttonName: string | RegExp) {
    await this.page.getByRole("button", { name: buttonName }).click();
    await this.page.waitForURL(/\/sandbox\/pay\/order_[A-Za-z0-9]{14}$/);
    await waitForHydration(this.page);
    const sheet = new SandboxSheet(this.page, this.course, this.lang);
    await expect.poll(() => this.page.getByText(this.t("sandbox.badge"), { exact: true }).isVisible()).toBe(true);
    expect(await this.page.getByRole("heading", { level: 1 }).textContent()).toBe(this.t("sandbox.heading"));
    return sheet;
  }

  /** After a declined payment: the failure notice on the checkout page. */
  async expectFailed() {
    await this.page.waitForURL(new RegExp(`${this.checkoutPathPattern()}\\?failed=declined`));
    await waitForHydration(this.page);
    await expect.poll(() => this.page.getByText(this.t("checkout.failed").split(/[.।]/)[0], { exact: false }).count()).toBe(1);
  }
}

export class SandboxSheet extends ProductPage {
  successButton(priceRupees: number) {
    return this.page.getByRole("button", { name: this.t("sandbox.success", { amount: rupees(priceRupees, this.lang) }) });
  }

  /** "Pay ₹… (success)" → the result page with "Payment successful! Payment ID: pay_…". */
  async succeed(priceRupees: number) {
    await this.successButton(priceRupees).click();
    await this.page.waitForURL(new RegExp(`${this.checkoutPathPattern()}/result\\?order=ord_`));
    await waitForHydration(this.page);
    const [before] = this.t("checkout.success", { paymentId: "\u0000" }).split("\u0000");
    const success = this.page.getByText(new RegExp(`^${escape(before)}pay_[A-Za-z0-9]{14}$`));
    // The result page refreshes itself while the payment is being confirmed (webhook, reconciler).
    await success.waitFor({ timeout: 30_000 });
    expect(await success.count()).toBe(1);
    return new PaymentResultPage(this.page, this.course, this.lang);
  }

  /** "Fail this payment" → back on the checkout page with the failure notice. */
  async fail() {
    await this.page.getByRole("button", { name: this.t("sandbox.failure") }).click();
    const checkout = new CheckoutPage(this.page, this.course, this.lang);
    await checkout.expectFailed();
    return checkout;
  }
}

export class PaymentResultPage extends ProductPage {
  /** The order id the result page prints ("Order ID"). */
  async orderId() {
    const text = await this.page.locator("dt", { hasText: this.t("checkout.result.orderId") }).locator("xpath=following-sibling::dd[1]").textContent();
    return (text ?? "").trim();
  }

  async openCourse() {
    await this.page.getByRole("link", { name: this.t("checkout.openCourse") }).click();
    await this.page.waitForURL(new RegExp(`/courses/${this.course.id}/content`));
    await waitForHydration(this.page);
    return new LessonPlayer(this.page, { id: Number(this.course.id), name: this.course.name });
  }

  /** "Open" on a bought PDF, book or paper → its full viewer (/pdf/{id} or /book-viewer/{id}). */
  async openItem() {
    await this.page.getByRole("link", { name: this.t("checkout.item.open"), exact: true }).click();
    const viewerPath = this.course.type === "book" ? "book-viewer" : "pdf";
    await this.page.waitForURL((u) => u.pathname === `/${viewerPath}/${this.course.id}`);
    await waitForHydration(this.page);
    return new ResourceViewerPage(this.page, this.lang === "hi" ? VIEWER_HI : VIEWER_EN);
  }
}
