// Every demo quiz file in db/demo/quizzes passes the content checks, keys are unique, and no two
// questions in the whole demo are the same text (content written once, not pasted twice).
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { DemoQuiz } from "../../db/demo/quizzes/demo-quiz-types";
import { demoQuizProblems } from "../../db/demo/quizzes/validate-demo-quiz";

const dir = path.resolve(import.meta.dirname, "../../db/demo/quizzes");
const contentFiles = readdirSync(dir).filter((f) => f.endsWith(".ts") && !["demo-quiz-types.ts", "validate-demo-quiz.ts", "index.ts"].includes(f));

async function loadAll(): Promise<DemoQuiz[]> {
  const quizzes: DemoQuiz[] = [];
  for (const file of contentFiles) {
    const mod = (await import(path.join(dir, file))) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      if (Array.isArray(value)) quizzes.push(...(value as DemoQuiz[]));
      else if (value && typeof value === "object" && "key" in value && "sections" in value) quizzes.push(value as DemoQuiz);
    }
  }
  return quizzes;
}

describe("demo quiz content", () => {
  // Loading ~800 questions of TypeScript takes a few seconds on a busy 2-core machine.
  it("every quiz passes the content checks", { timeout: 30_000 }, async () => {
    const quizzes = await loadAll();
    expect(quizzes.flatMap(demoQuizProblems)).toEqual([]);
  });

  it("keys are unique and no question text repeats", { timeout: 30_000 }, async () => {
    const quizzes = await loadAll();
    const keys = quizzes.map((q) => q.key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    const texts = quizzes.flatMap((q) => q.sections.flatMap((s) => s.questions.map((x) => x.text.en.trim())));
    expect(texts.filter((t, i) => texts.indexOf(t) !== i)).toEqual([]);
  });
});
