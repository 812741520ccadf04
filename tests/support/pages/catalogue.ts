// The course catalogue, reached and used the way a visitor does: through the site's own links and
// the filter form (behind the "Filters" disclosure on a phone), then a course card.
import type { Page } from "playwright-core";
import { waitForHydration } from "../browser";
import { CourseDetailsPage } from "./course-details";

export type CatalogueLabels = { filters: string; type: string; apply: string };
const ENGLISH: CatalogueLabels = { filters: "Filters", type: "Type", apply: "Show courses" };

export class CataloguePage {
  constructor(readonly page: Page, readonly labels: CatalogueLabels = ENGLISH) {}

  /** From any page with the site header (or the dashboard's "Browse courses"): to /courses by clicking. */
  static async openFrom(page: Page, linkName: string | RegExp = /^(Courses|Browse courses)$/, labels?: CatalogueLabels) {
    await page.getByRole("link", { name: linkName }).filter({ visible: true }).first().click();
    await page.waitForURL((u) => u.pathname === "/courses");
    await waitForHydration(page);
    return new CataloguePage(page, labels);
  }

  cards() {
    return this.page.getByRole("article");
  }

  /** Chooses Free/Paid in the filter form (opening the phone's Filters disclosure first) and applies it. */
  async filterByType(tag: "Free" | "Paid") {
    const disclosure = this.page.locator("summary", { hasText: this.labels.filters });
    if (await disclosure.isVisible()) await disclosure.click();
    await this.page.getByLabel(this.labels.type).selectOption(tag);
    await this.page.getByRole("button", { name: this.labels.apply }).click();
    await this.page.waitForURL(new RegExp(`type=${tag}`));
  }

  /** Clicks the course's card and lands, hydrated, on its details page. */
  async openCourse(course: { id: number; name: string }) {
    await this.cards().filter({ hasText: course.name }).getByRole("link").first().click();
    await this.page.waitForURL(`**/courses/${course.id}/details`);
    await waitForHydration(this.page);
    return new CourseDetailsPage(this.page, course);
  }
}
