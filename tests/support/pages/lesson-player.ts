// The lesson player (/courses/:id/content): the lessons list, the current lesson, Mark as Completed.
import type { Page } from "playwright-core";
import { expect } from "vitest";

export class LessonPlayer {
  constructor(readonly page: Page, readonly course: { id: number; name: string }) {}

  lessons() {
    return this.page.getByRole("navigation", { name: "Lessons" });
  }

  /** Every given lesson title is listed in the player's lesson navigation. */
  async expectLessons(titles: string[]) {
    await this.lessons().waitFor();
    for (const title of titles) expect(await this.lessons().getByText(title, { exact: false }).count(), title).toBeGreaterThan(0);
  }

  currentTitle() {
    return this.page.getByRole("heading", { level: 1 }).textContent();
  }

  /** "Mark as Completed" → the next lesson's heading and the progress line. */
  async markCompleted(next: { title: string; completed: number; total: number }) {
    await this.page.getByRole("button", { name: "Mark as Completed" }).click();
    await expect.poll(() => this.currentTitle(), { timeout: 10_000 }).toBe(next.title);
    await expect.poll(() => this.page.getByText(`${next.completed} of ${next.total} lessons completed`).count(), { timeout: 10_000 }).toBe(1);
  }
}
