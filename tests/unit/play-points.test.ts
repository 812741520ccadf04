// Play-and-win points and IST days (decision 040), as properties: never negative, 0 for a wrong or
// missing answer, more for a faster correct answer, at most 150 a question; IST weeks and streaks.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, attemptPoints, currentStreak, istDay, istWeekStart, PLAY_POINTS, questionPoints } from "../../app/features/quizzes/play-points";
import { publicName } from "../../app/features/accounts/public-names.server";

const start = new Date("2031-01-01T00:00:00Z");
const outcome = fc.constantFrom("correct" as const, "incorrect" as const, "unanswered" as const);

describe("points", () => {
  it("are never negative, at most 150 a question, and 0 for a wrong or missing answer", () => {
    fc.assert(
      fc.property(outcome, fc.integer({ min: 10, max: 86_400 }), fc.integer({ min: -1_000_000, max: 100_000_000 }), (o, duration, offset) => {
        const deadline = new Date(start.getTime() + duration * 1000);
        const p = questionPoints({ outcome: o, savedAt: new Date(start.getTime() + offset) }, start, deadline);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(PLAY_POINTS.correct + PLAY_POINTS.maxSpeedBonus);
        if (o !== "correct") expect(p).toBe(0);
        else expect(p).toBeGreaterThanOrEqual(PLAY_POINTS.correct);
      }),
    );
  });

  it("give a faster correct answer at least as much, and strictly more across a whole bonus step", () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 86_400 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (duration, x, y) => {
        const ms = duration * 1000;
        const deadline = new Date(start.getTime() + ms);
        const [early, late] = [Math.min(x, y), Math.max(x, y)].map((f) => new Date(start.getTime() + Math.floor(f * ms)));
        const pEarly = questionPoints({ outcome: "correct", savedAt: early }, start, deadline);
        const pLate = questionPoints({ outcome: "correct", savedAt: late }, start, deadline);
        expect(pEarly).toBeGreaterThanOrEqual(pLate);
        if (late.getTime() - early.getTime() > ms / PLAY_POINTS.maxSpeedBonus + 1) expect(pEarly).toBeGreaterThan(pLate);
      }),
    );
  });

  it("of an attempt are the sum of its questions' points", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ outcome, at: fc.integer({ min: 0, max: 600_000 }) }), { maxLength: 50 }), (answers) => {
        const deadline = new Date(start.getTime() + 600_000);
        const timed = answers.map((a) => ({ outcome: a.outcome, savedAt: new Date(start.getTime() + a.at) }));
        expect(attemptPoints(timed, start, deadline)).toBe(timed.reduce((n, a) => n + questionPoints(a, start, deadline), 0));
      }),
    );
  });

  it("examples: 100 + 50 at the start, 100 + 25 halfway, 100 with no saved time, 0 when wrong", () => {
    const deadline = new Date(start.getTime() + 600_000);
    expect(questionPoints({ outcome: "correct", savedAt: start }, start, deadline)).toBe(150);
    expect(questionPoints({ outcome: "correct", savedAt: new Date(start.getTime() + 300_000) }, start, deadline)).toBe(125);
    expect(questionPoints({ outcome: "correct", savedAt: null }, start, deadline)).toBe(100);
    expect(questionPoints({ outcome: "incorrect", savedAt: start }, start, deadline)).toBe(0);
  });
});

describe("IST days, weeks and streaks", () => {
  it("puts 18:30 UTC on the next Indian day", () => {
    expect(istDay(new Date("2031-06-08T18:29:59Z"))).toBe("2031-06-08");
    expect(istDay(new Date("2031-06-08T18:30:00Z"))).toBe("2031-06-09");
  });

  it("starts weeks on Monday 00:00 IST", () => {
    expect(istWeekStart(new Date("2031-06-08T18:29:59Z"))).toBe("2031-06-02"); // Sunday 23:59:59 IST
    expect(istWeekStart(new Date("2031-06-08T18:30:00Z"))).toBe("2031-06-09"); // Monday 00:00 IST
    fc.assert(
      fc.property(fc.integer({ min: Date.parse("2020-01-01"), max: Date.parse("2040-01-01") }), (ms) => {
        const week = istWeekStart(new Date(ms));
        expect(new Date(`${week}T00:00:00Z`).getUTCDay()).toBe(1);
        const day = istDay(new Date(ms));
        expect(day >= week && day <= addDays(week, 6)).toBe(true);
      }),
    );
  });

  it("counts consecutive days ending today or yesterday", () => {
    expect(currentStreak([], "2031-01-10")).toBe(0);
    expect(currentStreak(["2031-01-10", "2031-01-09", "2031-01-07"], "2031-01-10")).toBe(2);
    expect(currentStreak(["2031-01-09", "2031-01-08"], "2031-01-10")).toBe(2);
    expect(currentStreak(["2031-01-08"], "2031-01-10")).toBe(0);
    expect(currentStreak(["2031-02-28", "2031-03-01"], "2031-03-01")).toBe(2);
  });
});

describe("public names", () => {
  it("show the first name and the last name's initial, never contact details", () => {
    expect(publicName("Aarav Sharma")).toBe("Aarav S.");
    expect(publicName("Lalremruati")).toBe("Lalremruati");
    expect(publicName("  priya  kumari verma ")).toBe("priya V.");
    expect(publicName("someone@example.com")).toBe("Student");
    expect(publicName("Ravi 9876543210")).toBe("Student");
    expect(publicName("")).toBe("Student");
  });
});
