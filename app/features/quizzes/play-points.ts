// Play and win: points and Indian calendar days, as pure functions (docs/decisions/040). Client-safe.
//
// Points for one question of a play attempt, from the SERVER's timestamps (never the browser's):
// - a correct answer: 100, plus up to 50 for speed — 50 × the share of the quiz's time still left when
//   the server saved that answer (its last change), rounded down; an answer saved after the deadline
//   (within the grace) gets no speed bonus;
// - a wrong or missing answer: 0 (no negative points, so guessing never costs a student points).
// An attempt's points are the sum over its questions.
import type { Outcome } from "./quiz-types";

export const PLAY_POINTS = { correct: 100, maxSpeedBonus: 50 } as const;

export type PlayAnswerTiming = { outcome: Outcome; savedAt: Date | null };

/** The speed bonus of an answer saved at `savedAt` in an attempt from `startedAt` to `deadline`. */
export function speedBonus(savedAt: Date, startedAt: Date, deadline: Date): number {
  const total = deadline.getTime() - startedAt.getTime();
  if (!(total > 0)) return 0;
  const left = Math.min(Math.max(deadline.getTime() - savedAt.getTime(), 0), total);
  return Math.floor((PLAY_POINTS.maxSpeedBonus * left) / total);
}

export function questionPoints(answer: PlayAnswerTiming, startedAt: Date, deadline: Date | null): number {
  if (answer.outcome !== "correct") return 0;
  const bonus = answer.savedAt && deadline ? speedBonus(answer.savedAt, startedAt, deadline) : 0;
  return PLAY_POINTS.correct + bonus;
}

export function attemptPoints(answers: readonly PlayAnswerTiming[], startedAt: Date, deadline: Date | null): number {
  return answers.reduce((sum, a) => sum + questionPoints(a, startedAt, deadline), 0);
}

// ——— Indian Standard Time (UTC+05:30, no daylight saving) ———

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The IST calendar day of an instant, as YYYY-MM-DD. */
export function istDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Monday (IST) of the Monday–Sunday week an instant falls in, as YYYY-MM-DD. */
export function istWeekStart(at: Date): string {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return new Date(local.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The day after / before a YYYY-MM-DD day. */
export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/**
 * The current streak: how many consecutive IST days, ending today or yesterday, have a submitted
 * quiz. `days` are the distinct IST days with a submit (any order). A streak not continued by
 * yesterday is broken (0).
 */
export function currentStreak(days: readonly string[], today: string): number {
  const set = new Set(days);
  let day = set.has(today) ? today : addDays(today, -1);
  let n = 0;
  while (set.has(day)) {
    n += 1;
    day = addDays(day, -1);
  }
  return n;
}
