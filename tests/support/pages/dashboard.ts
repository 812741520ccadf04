// The student dashboard, reached through the site menu as a student does.
import type { Page } from "playwright-core";
import { waitForHydration } from "../browser";

export class DashboardPage {
  constructor(readonly page: Page) {}

  /** Through the main navigation (the "Menu" disclosure on a phone) to /dashboard. */
  static async openFromMenu(page: Page) {
    const nav = page.getByRole("navigation", { name: "Main" });
    const menu = nav.locator("summary").filter({ hasText: "Menu", visible: true });
    if (await menu.count()) await menu.click();
    await nav.getByRole("link", { name: "Dashboard" }).filter({ visible: true }).first().click();
    await page.waitForURL("**/dashboard");
    await waitForHydration(page);
    return new DashboardPage(page);
  }

  orders() {
    return this.page.getByRole("region", { name: "My orders" });
  }

  /** "View receipt" in My orders → the receipt page. */
  async openReceipt(orderId: string) {
    await this.orders().getByRole("link", { name: /View receipt/ }).click();
    await this.page.waitForURL(`**/orders/${orderId}`);
  }
}
