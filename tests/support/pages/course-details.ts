// A course's details page: Buy Now / Enroll Now / Open Course, as a student presses them.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { waitForHydration } from "../browser";
import { CheckoutPage } from "./checkout";
import { LessonPlayer } from "./lesson-player";

export class CourseDetailsPage {
  constructor(readonly page: Page, readonly course: { id: number; name: string }) {}

  buyNowLink(priceRupees: number) {
    return this.page.getByRole("link", { name: `Buy Now for ₹${priceRupees.toLocaleString("en-IN")}` });
  }

  /** "Buy Now for ₹…" → the checkout summary. */
  async buyNow(priceRupees: number) {
    await this.buyNowLink(priceRupees).click();
    await this.page.waitForURL(`**/checkout/course/${this.course.id}`);
    await waitForHydration(this.page);
    await expect.poll(() => this.page.getByRole("heading", { level: 1 }).textContent()).toBe("Checkout");
    return new CheckoutPage(this.page, this.course);
  }

  /** "Enroll Now" on a free course; waits for the enrolment notice. */
  async enroll() {
    await this.page.getByRole("button", { name: "Enroll Now" }).click();
    await this.page.getByRole("status").filter({ hasText: "You have successfully enrolled in" }).waitFor();
  }

  /** "Open Course" → the lesson player. */
  async openCourse() {
    await this.page.getByRole("link", { name: "Open Course" }).click();
    await this.page.waitForURL(new RegExp(`/courses/${this.course.id}/content`));
    await waitForHydration(this.page);
    return new LessonPlayer(this.page, this.course);
  }
}
