// The admin kit's pages (components/ui/admin-list.tsx): reached by clicking from the navbar, searched
// with the GET form, sorted by header links, paged, and a row action confirmed in its panel. Labels
// come from the message files, so the same steps run in English and in Hindi.
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { interpolate } from "~/lib/i18n/interpolate";
import { en, type MessageKey } from "~/lib/i18n/messages.en";
import { hi } from "~/lib/i18n/messages.hi";
import { waitForHydration } from "../browser";

export type Lang = "en" | "hi";

export class AdminListPage {
  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {}

  t(key: MessageKey, vars?: Record<string, string | number>) {
    return interpolate((this.lang === "hi" ? hi : en)[key], vars);
  }

  /** From any page: the navbar's Admin link (inside the Menu on a phone), then a section of /admin. */
  async openFromNavbar(section: "admin.manageCourses" | "admin.manageResources" | "admin.manageBlogs" | "admin.manageQuizzes" | "admin.manageOrders" | "admin.manageUsers" | "admin.audit" | "admin.manageCounseling" | "admin.manageCounselors", path: string) {
    const nav = this.page.getByRole("navigation", { name: this.t("nav.main") });
    const menu = nav.locator("summary").filter({ visible: true });
    if (await menu.count()) await menu.click();
    await nav.getByRole("link", { name: this.t("nav.admin"), exact: true }).filter({ visible: true }).click();
    await this.page.waitForURL((u) => u.pathname === "/admin");
    await waitForHydration(this.page);
    await this.page.getByRole("main").getByRole("link", { name: new RegExp(`^${escape(this.t(section))}`) }).click();
    await this.page.waitForURL((u) => u.pathname === path);
    await waitForHydration(this.page);
  }

  async search(label: MessageKey, text: string, submit: MessageKey) {
    await this.page.getByRole("searchbox", { name: this.t(label) }).fill(text);
    await this.page.getByRole("button", { name: this.t(submit), exact: true }).click();
    await this.page.waitForURL((u) => u.searchParams.get("q") === text);
  }

  table(): Locator {
    return this.page.getByRole("table");
  }

  bodyRows(): Locator {
    return this.page.locator("tbody tr");
  }

  async sortBy(column: MessageKey, dir: "asc" | "desc") {
    const header = this.table().getByRole("columnheader", { name: this.t(column) });
    await header.getByRole("link").click();
    await this.page.waitForURL((u) => u.searchParams.get("dir") === dir);
    await expect.poll(() => header.getAttribute("aria-sort")).toBe(dir === "asc" ? "ascending" : "descending");
  }

  async goToPage(next: boolean, expected: number) {
    await this.page.getByRole("link", { name: this.t(next ? "pager.next" : "pager.previous") }).click();
    await this.page.waitForURL((u) => (u.searchParams.get("page") ?? "1") === String(expected));
  }

  /** A row's action button is fully inside the viewport without scrolling the table sideways. */
  async expectOnScreen(button: Locator) {
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    const viewport = this.page.viewportSize()!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }

  /** The confirmation panel (a region named by its question): on screen, then confirmed. */
  async confirm(question: string, confirmLabel: string, beforeConfirm?: () => Promise<void>) {
    const panel = this.page.getByRole("region", { name: question });
    await panel.waitFor();
    await beforeConfirm?.();
    const button = panel.getByRole("button", { name: confirmLabel });
    await this.expectOnScreen(button);
    await button.click();
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
