// Where Mark as Completed leads (issue 9, A3).
import { describe, expect, it } from "vitest";
import { lessonAfterCompleting } from "~/features/courses/lesson-order";

const lessons = ["a", "b", "c"];

describe("lessonAfterCompleting", () => {
  it("goes to the next lesson in course order", () => {
    expect(lessonAfterCompleting(lessons, "a", ["a"])).toBe("b");
    expect(lessonAfterCompleting(lessons, "b", ["a", "b"])).toBe("c");
  });
  it("after the last lesson, goes back to the first one still open", () => {
    expect(lessonAfterCompleting(lessons, "c", ["c"])).toBe("a");
    expect(lessonAfterCompleting(lessons, "c", ["a", "c"])).toBe("b");
  });
  it("stays on the last lesson when the course is complete (the congratulations show there)", () => {
    expect(lessonAfterCompleting(lessons, "c", ["a", "b", "c"])).toBe("c");
  });
});
