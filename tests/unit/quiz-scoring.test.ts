// Properties of the quiz scoring (app/features/quizzes/scoring.ts) over any answer sheet and any
// marking scheme: the score is the sum of the questions' marks, the counts add up, all correct is the
// maximum, order does not matter, and −0.66 × n is exact. Plus the rules, example by example.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyseTopics, numericMatches, outcomeOf, percentileFrom, rankFrom, roundMarks, scoreAttempt, toHundredths, type ScoringAnswer, type ScoringQuestion, type ScoringSection } from "../../app/features/quizzes/scoring";
import type { Marking } from "../../app/features/quizzes/quiz-types";

// A marking scheme as an exam prints it: two decimals, positive for correct, ≤ 0 otherwise.
const hundredths = (min: number, max: number) => fc.integer({ min, max }).map((h) => h / 100);
const marking: fc.Arbitrary<Marking> = fc.record({ correct: hundredths(1, 1000), incorrect: hundredths(-500, 0), unanswered: hundredths(-100, 0) });
const TOPICS = ["optics", "kinematics", "algebra", "cells", "polity", "history"];

type Sheet = { sections: ScoringSection[]; questions: ScoringQuestion[]; answers: ScoringAnswer[] };

/** A quiz of 1–4 sections and 1–40 questions of every type, and an answer sheet that answers each
 * question right, wrong, with a subset/superset (multiple), a near miss (numeric), or not at all. */
const sheet: fc.Arbitrary<Sheet> = fc
  .record({
    markings: fc.array(marking, { minLength: 1, maxLength: 4 }),
    questions: fc.array(
      fc.record({
        section: fc.nat(),
        type: fc.constantFrom("single", "multiple", "numeric" as const),
        options: fc.integer({ min: 2, max: 6 }),
        correctMask: fc.integer({ min: 1, max: 63 }),
        answer: fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }),
        tolerance: fc.oneof(fc.constant(0), hundredths(0, 500)),
        topics: fc.subarray(TOPICS, { maxLength: 2 }),
        given: fc.constantFrom("right", "wrong", "none", "partial", "extra", "near", "garbage"),
        time: fc.nat({ max: 600_000 }),
      }),
      { minLength: 1, maxLength: 40 },
    ),
  })
  .map(({ markings, questions: specs }) => {
    const sections = markings.map((m, i) => ({ id: 100 + i, marking: m }));
    let nextOption = 1;
    const questions: ScoringQuestion[] = [];
    const answers: ScoringAnswer[] = [];
    specs.forEach((spec, i) => {
      const id = 1000 + i;
      const sectionId = sections[spec.section % sections.length].id;
      const optionIds = Array.from({ length: spec.options }, () => nextOption++);
      let correct = optionIds.filter((_, k) => spec.correctMask & (1 << k));
      if (correct.length === 0) correct = [optionIds[0]];
      if (spec.type === "single") correct = [correct[0]];
      const numeric = spec.type === "numeric";
      questions.push({ id, sectionId, type: spec.type, correctOptionIds: numeric ? [] : correct, numericAnswer: numeric ? spec.answer : null, tolerance: numeric ? spec.tolerance : 0, topics: spec.topics });
      const wrongOption = optionIds.find((o) => !correct.includes(o)) ?? optionIds[0];
      const choose = (ids: number[]) => answers.push({ questionId: id, optionIds: ids, value: null, timeSpentMs: spec.time });
      const type = (value: number | null) => answers.push({ questionId: id, optionIds: [], value, timeSpentMs: spec.time });
      if (spec.given === "none") return;
      if (numeric) {
        if (spec.given === "right") type(spec.answer);
        else if (spec.given === "near") type(spec.answer + spec.tolerance / 2);
        else if (spec.given === "garbage") type(null);
        else type(spec.answer + spec.tolerance + 1);
      } else if (spec.given === "right") choose([...correct]);
      else if (spec.given === "partial") choose(correct.slice(0, -1));
      else if (spec.given === "extra") choose([...new Set([...correct, wrongOption])]);
      else if (spec.given === "garbage") choose([]);
      else choose([wrongOption]);
    });
    return { sections, questions, answers };
  });

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const shuffle = <T>(xs: readonly T[], seed: number) => {
  const out = [...xs];
  let s = seed || 1;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 16807) % 2147483647;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};

describe("quiz scoring properties", () => {
  it("the score equals the sum of the per-question marks, in every section and overall", () => {
    fc.assert(
      fc.property(sheet, (s) => {
        const r = scoreAttempt(s);
        expect(toHundredths(r.score)).toBe(sum(r.questions.map((q) => toHundredths(q.marks))));
        expect(toHundredths(r.score)).toBe(sum(r.sections.map((x) => toHundredths(x.score))));
        for (const section of r.sections) {
          expect(toHundredths(section.score)).toBe(sum(r.questions.filter((q) => q.sectionId === section.sectionId).map((q) => toHundredths(q.marks))));
        }
        // Every mark is the section's mark for its outcome, and scores have at most two decimals.
        const markingOf = new Map(s.sections.map((x) => [x.id, x.marking]));
        for (const q of r.questions) expect(q.marks).toBe(markingOf.get(q.sectionId)![q.outcome === "correct" ? "correct" : q.outcome === "incorrect" ? "incorrect" : "unanswered"]);
        expect(roundMarks(r.score)).toBe(r.score);
      }),
      { numRuns: 500 },
    );
  });

  it("the counts add up to the question count, per section and overall", () => {
    fc.assert(
      fc.property(sheet, (s) => {
        const r = scoreAttempt(s);
        expect(r.correct + r.incorrect + r.unanswered).toBe(s.questions.length);
        expect(r.attempted).toBe(r.correct + r.incorrect);
        expect(sum(r.sections.map((x) => x.correct + x.incorrect + x.unanswered))).toBe(s.questions.length);
        expect(sum(r.sections.map((x) => x.correct))).toBe(r.correct);
        expect(r.questions.map((q) => q.questionId)).toEqual(s.questions.map((q) => q.id));
        expect(r.totalTimeMs).toBe(sum(r.questions.map((q) => q.timeSpentMs)));
        if (r.accuracy !== null) expect(r.accuracy).toBeGreaterThanOrEqual(0);
        if (r.accuracy !== null) expect(r.accuracy).toBeLessThanOrEqual(100);
      }),
      { numRuns: 300 },
    );
  });

  it("all correct gives the maximum score; nothing answered gives the unanswered marks; any sheet lies between the worst and the best", () => {
    fc.assert(
      fc.property(sheet, (s) => {
        const right: ScoringAnswer[] = s.questions.map((q) => (q.type === "numeric" ? { questionId: q.id, optionIds: [], value: q.numericAnswer } : { questionId: q.id, optionIds: [...q.correctOptionIds], value: null }));
        const best = scoreAttempt({ ...s, answers: right });
        expect(best.score).toBe(best.maxScore);
        expect(best.correct).toBe(s.questions.length);
        const markingOf = new Map(s.sections.map((x) => [x.id, x.marking]));
        expect(toHundredths(best.maxScore)).toBe(sum(s.questions.map((q) => toHundredths(markingOf.get(q.sectionId)!.correct))));
        const none = scoreAttempt({ ...s, answers: [] });
        expect(none.unanswered).toBe(s.questions.length);
        expect(toHundredths(none.score)).toBe(sum(s.questions.map((q) => toHundredths(markingOf.get(q.sectionId)!.unanswered))));
        const r = scoreAttempt(s);
        const worst = sum(s.questions.map((q) => Math.min(toHundredths(markingOf.get(q.sectionId)!.incorrect), toHundredths(markingOf.get(q.sectionId)!.unanswered))));
        expect(toHundredths(r.score)).toBeLessThanOrEqual(toHundredths(r.maxScore));
        expect(toHundredths(r.score)).toBeGreaterThanOrEqual(worst);
        expect(r.maxScore).toBe(best.maxScore);
      }),
      { numRuns: 300 },
    );
  });

  it("does not depend on the order of the answers, nor on the order of the questions (beyond listing them in it)", () => {
    fc.assert(
      fc.property(sheet, fc.integer({ min: 1, max: 1_000_000 }), (s, seed) => {
        const r = scoreAttempt(s);
        const answersShuffled = scoreAttempt({ ...s, answers: shuffle(s.answers, seed) });
        expect(answersShuffled).toEqual(r);
        const questionsShuffled = scoreAttempt({ ...s, questions: shuffle(s.questions, seed + 1), answers: shuffle(s.answers, seed + 2) });
        expect(questionsShuffled.score).toBe(r.score);
        expect(questionsShuffled.sections).toEqual(r.sections);
        const byId = (xs: typeof r.questions) => [...xs].sort((a, b) => a.questionId - b.questionId);
        expect(byId(questionsShuffled.questions)).toEqual(byId(r.questions));
      }),
      { numRuns: 200 },
    );
  });

  it("changing one wrong answer into a right one never lowers the score", () => {
    fc.assert(
      fc.property(sheet, fc.nat(), (s, pick) => {
        const q = s.questions[pick % s.questions.length];
        const fixed = s.answers.filter((a) => a.questionId !== q.id);
        fixed.push(q.type === "numeric" ? { questionId: q.id, optionIds: [], value: q.numericAnswer } : { questionId: q.id, optionIds: [...q.correctOptionIds], value: null });
        expect(scoreAttempt({ ...s, answers: fixed }).score).toBeGreaterThanOrEqual(scoreAttempt(s).score);
      }),
      { numRuns: 200 },
    );
  });

  it("−0.66 × n wrong answers is exact (UPSC), for any n", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (wrong, right) => {
        const sections = [{ id: 1, marking: { correct: 2, incorrect: -0.66, unanswered: 0 } }];
        const questions: ScoringQuestion[] = Array.from({ length: wrong + right + 1 }, (_, i) => ({ id: i + 1, sectionId: 1, type: "single", correctOptionIds: [1], numericAnswer: null, tolerance: 0, topics: [] }));
        const answers = questions.slice(0, wrong + right).map((q, i) => ({ questionId: q.id, optionIds: [i < wrong ? 2 : 1], value: null }));
        const r = scoreAttempt({ sections, questions, answers });
        expect(r.score).toBe(Math.round(right * 200 - wrong * 66) / 100);
        expect(r.maxScore).toBe((wrong + right + 1) * 2);
      }),
    );
  });
});

describe("quiz scoring rules", () => {
  const q = (over: Partial<ScoringQuestion>): ScoringQuestion => ({ id: 1, sectionId: 1, type: "single", correctOptionIds: [2], numericAnswer: null, tolerance: 0, topics: [], ...over });
  const a = (optionIds: number[], value: number | null = null) => ({ questionId: 1, optionIds, value });

  it("single: exactly the correct option", () => {
    expect(outcomeOf(q({}), a([2]))).toBe("correct");
    expect(outcomeOf(q({}), a([1]))).toBe("incorrect");
    expect(outcomeOf(q({}), a([1, 2]))).toBe("incorrect");
    expect(outcomeOf(q({}), a([]))).toBe("unanswered");
    expect(outcomeOf(q({}), undefined)).toBe("unanswered");
  });

  it("multiple: full marks only for exactly the correct set; a subset or superset is incorrect", () => {
    const m = q({ type: "multiple", correctOptionIds: [1, 3] });
    expect(outcomeOf(m, a([3, 1]))).toBe("correct");
    expect(outcomeOf(m, a([1, 3, 3]))).toBe("correct");
    expect(outcomeOf(m, a([1]))).toBe("incorrect");
    expect(outcomeOf(m, a([1, 2, 3]))).toBe("incorrect");
    expect(outcomeOf(m, a([]))).toBe("unanswered");
  });

  it("numeric: within the tolerance, with floating point absorbed", () => {
    const n = q({ type: "numeric", correctOptionIds: [], numericAnswer: 9.8, tolerance: 0.1 });
    expect(outcomeOf(n, a([], 9.9))).toBe("correct"); // |9.9 − 9.8| is 0.10000000000000142 in binary
    expect(outcomeOf(n, a([], 9.7))).toBe("correct");
    expect(outcomeOf(n, a([], 9.91))).toBe("incorrect");
    expect(outcomeOf(n, a([], null))).toBe("unanswered");
    expect(outcomeOf(q({ type: "numeric", correctOptionIds: [], numericAnswer: 42, tolerance: 0 }), a([], 42))).toBe("correct");
    expect(numericMatches(0.1 + 0.2, 0.3, 0)).toBe(true);
    expect(numericMatches(1e6 + 1, 1e6, 0)).toBe(false);
  });

  it("strong and weak topics need a minimum count; skipped questions count against a topic", () => {
    const questions = [
      { id: 1, topics: ["optics"] },
      { id: 2, topics: ["optics"] },
      { id: 3, topics: ["optics", "waves"] },
      { id: 4, topics: ["algebra"] },
      { id: 5, topics: ["algebra"] },
      { id: 6, topics: ["polity"] },
    ];
    const scores = [
      { questionId: 1, outcome: "correct" as const },
      { questionId: 2, outcome: "correct" as const },
      { questionId: 3, outcome: "incorrect" as const },
      { questionId: 4, outcome: "unanswered" as const },
      { questionId: 5, outcome: "incorrect" as const },
      { questionId: 6, outcome: "correct" as const },
    ];
    const t = analyseTopics(questions, scores);
    expect(t.strong.map((x) => x.topic)).toEqual([]); // optics 66.67 %
    expect(t.weak.map((x) => x.topic)).toEqual(["algebra"]);
    expect(t.all.find((x) => x.topic === "optics")).toEqual({ topic: "optics", questions: 3, correct: 2, accuracy: 66.67 });
    expect(t.all.find((x) => x.topic === "polity")?.accuracy).toBe(100); // one question: listed, not judged
    expect(analyseTopics(questions, scores, { minQuestions: 1, strongFrom: 60, weakBelow: 50 }).strong.map((x) => x.topic)).toEqual(["polity", "optics"]);
  });

  it("rank is competition ranking and the percentile NTA-style, cut to two decimals", () => {
    expect(rankFrom(0)).toBe(1);
    expect(percentileFrom(3, 3)).toBe(100);
    expect(percentileFrom(1, 3)).toBe(33.33);
    expect(percentileFrom(2, 3)).toBe(66.66);
    expect(percentileFrom(99_999, 100_000)).toBe(99.99);
    expect(percentileFrom(0, 0)).toBeNull();
  });
});
