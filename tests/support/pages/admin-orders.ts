// Admin → Orders and refunds: the filter form and the refund with its confirmation step.
import type { Page } from "playwright-core";
import { expect } from "vitest";

export class AdminOrdersPage {
  constructor(readonly page: Page) {}

  async filter({ search, status }: { search: string; status: string }) {
    await this.page.getByLabel("Search").fill(search);
    await this.page.getByLabel("Status").selectOption(status);
    await this.page.getByRole("button", { name: "Apply filters" }).click();
    await this.page.waitForURL((u) => u.searchParams.get("status") === status);
  }

  rows() {
    return this.page.locator("tbody tr");
  }

  refundButton(orderId: string) {
    return this.page.getByRole("button", { name: `Refund ${orderId}` });
  }

  /** Refund → the confirmation region (returned, for checks) → "Yes, refund" → the done notice. */
  async refund(orderId: string, beforeConfirm?: () => Promise<void>) {
    await this.refundButton(orderId).click();
    const confirm = this.page.getByRole("region", { name: `Refund order ${orderId}?` });
    await confirm.waitFor();
    await beforeConfirm?.();
    await confirm.getByRole("button", { name: /Yes, refund/ }).click();
    await this.page.waitForURL((u) => u.searchParams.get("done") === "refunded");
    await expect.poll(() => this.page.getByRole("status").filter({ hasText: `Order ${orderId} was refunded` }).count()).toBe(1);
  }
}
