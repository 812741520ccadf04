// Checkout summary and the sandbox gateway's payment sheet (the e2e server has no Razorpay keys).
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { waitForHydration } from "../browser";
import { LessonPlayer } from "./lesson-player";

/** ₹ with two decimals in the en-IN grouping, as the checkout prints it (e.g. ₹1,499.00). */
export const rupees = (r: number) => new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 }).format(r);

export class CheckoutPage {
  constructor(readonly page: Page, readonly course: { id: number; name: string }) {}

  /** The value printed next to a summary label (a <dt>/<dd> pair). */
  row(label: string) {
    return this.page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]").textContent();
  }

  /** The GST-inclusive summary: total = price; taxable value + 18 % GST add up to it; test-mode notice. */
  async expectSummary(priceRupees: number) {
    expect(await this.page.getByText(this.course.name, { exact: true }).count()).toBeGreaterThan(0);
    expect(await this.page.getByTestId("checkout-total").textContent()).toBe(rupees(priceRupees));
    expect(await this.page.getByText("Total (incl. GST)").count()).toBe(1);
    const totalPaise = priceRupees * 100;
    const taxablePaise = Math.round((totalPaise * 100) / 118);
    expect(await this.row("Taxable value")).toBe(rupees(taxablePaise / 100));
    expect(await this.row("GST (18%)")).toBe(rupees((totalPaise - taxablePaise) / 100));
    expect(await this.page.getByText("Test mode: no real money is charged.", { exact: false }).count()).toBe(1);
  }

  /** Pay (or "Try again") → the sandbox sheet. */
  async pay(buttonName: string | RegExp) {
    await this.page.getByRole("button", { name: buttonName }).click();
    await this.page.waitForURL(/\/sandbox\/pay\/order_[A-Za-z0-9]{14}$/);
    await waitForHydration(this.page);
    const sheet = new SandboxSheet(this.page, this.course);
    await expect.poll(() => this.page.getByText("TEST MODE", { exact: true }).isVisible()).toBe(true);
    expect(await this.page.getByRole("heading", { level: 1 }).textContent()).toBe("Vidyapath sandbox payment");
    return sheet;
  }

  /** After a declined payment: the failure notice on the checkout page. */
  async expectFailed() {
    await this.page.waitForURL(new RegExp(`/checkout/course/${this.course.id}\\?failed=declined`));
    await waitForHydration(this.page);
    await expect.poll(() => this.page.getByText("Your payment did not go through.", { exact: false }).count()).toBe(1);
  }
}

export class SandboxSheet {
  constructor(readonly page: Page, readonly course: { id: number; name: string }) {}

  successButton(priceRupees: number) {
    return this.page.getByRole("button", { name: `Pay ${rupees(priceRupees)} (success)` });
  }

  /** "Pay ₹… (success)" → the result page with "Payment successful! Payment ID: pay_…". */
  async succeed(priceRupees: number) {
    await this.successButton(priceRupees).click();
    await this.page.waitForURL(new RegExp(`/checkout/course/${this.course.id}/result\\?order=ord_`));
    await waitForHydration(this.page);
    const success = this.page.getByText(/^Payment successful! Payment ID: pay_[A-Za-z0-9]{14}$/);
    await success.waitFor();
    expect(await success.count()).toBe(1);
    return new PaymentResultPage(this.page, this.course);
  }

  /** "Fail this payment" → back on the checkout page with the failure notice. */
  async fail() {
    await this.page.getByRole("button", { name: "Fail this payment" }).click();
    const checkout = new CheckoutPage(this.page, this.course);
    await checkout.expectFailed();
    return checkout;
  }
}

export class PaymentResultPage {
  constructor(readonly page: Page, readonly course: { id: number; name: string }) {}

  async openCourse() {
    await this.page.getByRole("link", { name: "Open Course" }).click();
    await this.page.waitForURL(new RegExp(`/courses/${this.course.id}/content`));
    await waitForHydration(this.page);
    return new LessonPlayer(this.page, this.course);
  }
}
