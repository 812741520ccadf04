// The student dashboard, reached through the site menu as a student does.
import type { Page } from "playwright-core";
import { waitForHydration } from "../browser";
import { ResourceViewerPage } from "./resource-viewer";

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

  /** "My PDFs and books": the student's owned study resources. */
  ownedResources() {
    return this.page.getByRole("region", { name: "My PDFs and books" });
  }

  /** "Read" on an owned PDF or book → its viewer (after a purchase, or to check a refund took it away). */
  async readOwned(title: string) {
    await this.ownedResources().getByRole("link", { name: `Read — ${title}` }).click();
    await this.page.waitForURL((u) => /^\/(pdf|book-viewer)\/\d+$/.test(u.pathname));
    await waitForHydration(this.page);
    return new ResourceViewerPage(this.page);
  }

  /** "View receipt" in My orders → the receipt page. */
  async openReceipt(orderId: string) {
    await this.orders().getByRole("link", { name: /View receipt/ }).click();
    await this.page.waitForURL(`**/orders/${orderId}`);
  }
}
