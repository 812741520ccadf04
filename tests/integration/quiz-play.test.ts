// Play and win (decision 040): points computed on the server at submit from the server's saved_at
// (faster correct answers score more, wrong ones nothing), per-quiz leaderboards of first attempts
// with ties, the weekly leaderboard's IST Monday–Sunday boundaries (an injected clock), badges
// awarded once, streaks across IST midnight, and no personal data on the public leaderboards.
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { saveAnswer, startAttempt, submitAndGetResult } from "../../app/features/quizzes/attempts.server";
import { playRewardsFor, quizLeaderboard, recordQuizRewards, studentBadges, studentStreak, weeklyLeaderboard } from "../../app/features/quizzes/play.server";
import { PLAY_POINTS } from "../../app/features/quizzes/play-points";
import { setQuizClockForTests } from "../../app/features/quizzes/quiz-clock.server";
import { getQuizForEdit } from "../../app/features/quizzes/quiz-content.server";
import { ownedAttempt } from "../../app/features/quizzes/attempt-store.server";
import { db } from "../../app/lib/db.server";
import { quizBadges, quizPlayScores } from "../../db/schema";
import { createQuiz, createUser } from "../support/factories";
import { send } from "../support/test-app";

const MIN = 60_000;
const DAY = 86_400_000;
/** An IST wall-clock time as an instant (IST is UTC+05:30 all year). */
const ist = (iso: string) => new Date(`${iso}+05:30`).getTime();

let clockAt = Date.now();
const at = (ms: number) => {
  clockAt = ms;
  setQuizClockForTests(() => clockAt);
};
afterEach(() => setQuizClockForTests(undefined));

type Answers = Map<number, { optionIds: number[] } | { value: number }>;
async function answersOf(quizId: number, right: boolean): Promise<Answers> {
  const quiz = await getQuizForEdit(quizId);
  const out: Answers = new Map();
  for (const q of quiz!.sections.flatMap((s) => s.questions)) {
    if (q.type === "numeric") out.set(q.id, { value: right ? q.answer! : q.answer! + 100 });
    else out.set(q.id, { optionIds: right ? q.options.filter((o) => o.correct).map((o) => o.id) : [q.options.find((o) => !o.correct)!.id] });
  }
  return out;
}

/** Plays a quiz: starts at `start`, saves every answer `after` ms later, submits; returns the attempt id. */
async function play(userId: string, quizId: number, start: number, after: number, right = true): Promise<string> {
  at(start);
  const { runner } = await startAttempt(userId, quizId);
  at(start + after);
  for (const [questionId, body] of await answersOf(quizId, right)) await saveAnswer(userId, runner.attemptId, questionId, body);
  await submitAndGetResult(userId, runner.attemptId);
  return runner.attemptId;
}

describe("points", () => {
  it("are computed at submit from the server's save times: faster correct answers score more, wrong answers 0", async () => {
    const quiz = await createQuiz({ mode: "play", durationSeconds: 600 });
    const questions = (await answersOf(quiz.id, true)).size;
    const [fast, slow, wrong] = await Promise.all([createUser(), createUser(), createUser()]);
    const t0 = ist("2031-03-05T10:00:00");
    const a = await play(fast.id, quiz.id, t0, 1 * MIN);
    const b = await play(slow.id, quiz.id, t0, 5 * MIN);
    const c = await play(wrong.id, quiz.id, t0, 1 * MIN, false);
    const [ra, rb, rc] = await Promise.all([playRewardsFor(fast.id, a), playRewardsFor(slow.id, b), playRewardsFor(wrong.id, c)]);
    // 9 of 10 minutes left → 45 bonus; 5 of 10 → 25.
    expect(ra!.points).toBe(questions * (PLAY_POINTS.correct + 45));
    expect(rb!.points).toBe(questions * (PLAY_POINTS.correct + 25));
    expect(rc!.points).toBe(0);
    expect(ra!.rank).toBe(1);
    expect(rb!.rank).toBe(2);
    expect(rc!.rank).toBe(3);
    expect(ra!.rankedPlayers).toBe(3);
    // Another user's attempt, a garbage id, a non-play attempt: nothing.
    expect(await playRewardsFor(slow.id, a)).toBeNull();
    expect(await playRewardsFor(fast.id, "not-a-uuid")).toBeNull();
  });

  it("an answer saved in the grace after the deadline gets no speed bonus", async () => {
    const quiz = await createQuiz({ mode: "play", durationSeconds: 60 });
    const user = await createUser();
    const questions = (await answersOf(quiz.id, true)).size;
    const id = await play(user.id, quiz.id, ist("2031-03-06T10:00:00"), 65_000);
    expect((await playRewardsFor(user.id, id))!.points).toBe(questions * PLAY_POINTS.correct);
  });
});

describe("the per-quiz leaderboard", () => {
  it("ranks first attempts only, ties share a rank, and shows the viewer's rank", async () => {
    const quiz = await createQuiz({ mode: "play", durationSeconds: 600 });
    const t0 = ist("2031-04-02T09:00:00");
    const users = await Promise.all(["Aarav Sharma", "Diya Patel", "Kabir Khan", "Meera Iyer"].map((name) => createUser({ name })));
    await play(users[0].id, quiz.id, t0, 1 * MIN);
    await play(users[1].id, quiz.id, t0 + 10 * MIN, 1 * MIN); // the same points: a tie
    await play(users[2].id, quiz.id, t0, 8 * MIN);
    await play(users[3].id, quiz.id, t0, 1 * MIN, false);
    // A replay by Kabir, now perfect and fast: not ranked (only first attempts count).
    await play(users[2].id, quiz.id, t0 + DAY, 10_000);
    const board = await quizLeaderboard(quiz.id, users[2].id);
    expect(board.players).toBe(4);
    expect(board.rows.map((r) => [r.rank, r.name])).toEqual([
      [1, "Aarav S."],
      [1, "Diya P."],
      [3, "Kabir K."],
      [4, "Meera I."],
    ]);
    expect(board.rows.find((r) => r.you)?.name).toBe("Kabir K.");
    expect(board.you).toEqual({ rank: 3, points: board.rows[2].points });
    expect((await quizLeaderboard(quiz.id, null)).you).toBeNull();
  });

  it("the public pages show first names and initials only: no e-mail, no full name, no user id", async () => {
    const quiz = await createQuiz({ mode: "play", durationSeconds: 600 });
    const user = await createUser({ name: "Zoya Farooqui", email: `zoya.${Date.now()}@example.com` });
    at(ist("2031-05-07T09:00:00"));
    await play(user.id, quiz.id, ist("2031-05-07T09:00:00"), MIN);
    for (const url of [`/quizzes/play/${quiz.id}/leaderboard`, `/quizzes/play/${quiz.id}/leaderboard.data`, "/quizzes/play/leaderboard", "/quizzes/play/leaderboard.data"]) {
      const res = await send(url);
      expect(res.status, url).toBe(200);
      const body = await res.text();
      expect(body, url).toContain("Zoya F.");
      expect(body, url).not.toContain("Farooqui");
      expect(body, url).not.toContain(user.email);
      expect(body, url).not.toContain(user.id);
    }
  });

  it("a quiz that is not a published play quiz has no leaderboard page (404)", async () => {
    const mock = await createQuiz({ mode: "mock" });
    const hidden = await createQuiz({ mode: "play", published: false });
    for (const id of [mock.id, hidden.id]) expect((await send(`/quizzes/play/${id}/leaderboard`)).status).toBe(404);
  });
});

describe("the weekly leaderboard", () => {
  it("sums first-attempt points per IST week, Monday 00:00 to Sunday 23:59 IST", async () => {
    const [q1, q2, q3] = await Promise.all([1, 2, 3].map(() => createQuiz({ mode: "play", durationSeconds: 600 })));
    const [a, b] = await Promise.all([createUser({ name: "Ishaan Rao" }), createUser({ name: "Tanvi Joshi" })]);
    // 2031-06-08 is a Sunday; 2031-06-09 a Monday.
    const sundayLate = ist("2031-06-08T23:40:00");
    const mondayEarly = ist("2031-06-09T00:05:00");
    const idA1 = await play(a.id, q1.id, sundayLate, MIN); // submitted 23:41 Sunday IST: the old week
    await play(a.id, q2.id, mondayEarly, MIN); // the new week
    await play(a.id, q3.id, mondayEarly + 2 * DAY, MIN);
    await play(b.id, q1.id, mondayEarly + 6 * DAY + 23 * 60 * MIN, MIN); // Sunday 23:06 IST: still the new week
    const pointsA1 = (await playRewardsFor(a.id, idA1))!.points;
    const old = await weeklyLeaderboard(new Date(sundayLate), a.id);
    expect(old.weekStart).toBe("2031-06-02");
    expect(old.rows.find((r) => r.name === "Ishaan R.")?.points).toBe(pointsA1);
    const week = await weeklyLeaderboard(new Date(mondayEarly + 3 * DAY), b.id);
    expect(week.weekStart).toBe("2031-06-09");
    const rowA = week.rows.find((r) => r.name === "Ishaan R.");
    const rowB = week.rows.find((r) => r.name === "Tanvi J.");
    expect(rowA?.points).toBe(2 * pointsA1);
    expect(rowB?.points).toBe(pointsA1);
    expect(rowA!.rank).toBeLessThan(rowB!.rank);
    expect(week.you).toEqual({ rank: rowB!.rank, points: pointsA1 });
    // The next Monday 00:00 IST starts an empty week.
    const next = await weeklyLeaderboard(new Date(ist("2031-06-16T00:00:00")), null);
    expect(next.weekStart).toBe("2031-06-16");
    expect(next.rows).toEqual([]);
  });
});

describe("badges and streaks", () => {
  it("awards first quiz and perfect score once, however often rewards are recorded", async () => {
    const quiz = await createQuiz({ mode: "play", durationSeconds: 600 });
    const user = await createUser();
    const id = await play(user.id, quiz.id, ist("2031-07-01T10:00:00"), MIN);
    expect((await playRewardsFor(user.id, id))!.newBadges).toEqual(["first-quiz", "perfect-score", "weekly-top-10"]);
    // A second submit returns the stored result; a second call of the hook changes nothing.
    await submitAndGetResult(user.id, id);
    const attempt = await ownedAttempt(user.id, id);
    await db().transaction((tx) => recordQuizRewards(tx, { attempt: attempt!, submittedAt: attempt!.submittedAt!, questions: attempt!.result!.questions, correct: attempt!.correctCount! }));
    const rows = await db().select().from(quizBadges).where(eq(quizBadges.userId, user.id));
    expect(rows.map((r) => r.badge).sort()).toEqual(["first-quiz", "perfect-score", "weekly-top-10"]);
    expect(await db().select().from(quizPlayScores).where(and(eq(quizPlayScores.userId, user.id)))).toHaveLength(1);
    // A later, imperfect quiz earns nothing new.
    const other = await createQuiz({ mode: "practice" });
    const second = await play(user.id, other.id, ist("2031-07-01T12:00:00"), MIN, false);
    expect(await playRewardsFor(user.id, second)).toBeNull(); // not a play attempt
    expect((await studentBadges(user.id)).map((b) => b.badge).sort()).toEqual(["first-quiz", "perfect-score", "weekly-top-10"]);
  });

  it("counts consecutive IST days across midnight, and 5 days earn the streak badge", async () => {
    const user = await createUser();
    const quizzes = await Promise.all([1, 2, 3, 4, 5].map(() => createQuiz({ mode: "practice" })));
    // 23:50 IST and, twenty minutes later, 00:10 IST the next day: two days.
    await play(user.id, quizzes[0].id, ist("2031-08-10T23:45:00"), 5 * MIN, false);
    await play(user.id, quizzes[1].id, ist("2031-08-11T00:05:00"), 5 * MIN, false);
    at(ist("2031-08-11T12:00:00"));
    expect(await studentStreak(user.id)).toBe(2);
    // 18:40 UTC on the 11th is already the 12th in India.
    await play(user.id, quizzes[2].id, Date.parse("2031-08-11T18:40:00Z"), MIN, false);
    await play(user.id, quizzes[3].id, ist("2031-08-13T08:00:00"), MIN, false);
    expect((await studentBadges(user.id)).map((b) => b.badge)).not.toContain("streak-5");
    await play(user.id, quizzes[4].id, ist("2031-08-14T21:00:00"), MIN, false);
    at(ist("2031-08-14T22:00:00"));
    expect(await studentStreak(user.id)).toBe(5);
    expect((await studentBadges(user.id)).map((b) => b.badge)).toContain("streak-5");
    // Yesterday's streak still counts today; a missed day breaks it.
    at(ist("2031-08-15T09:00:00"));
    expect(await studentStreak(user.id)).toBe(5);
    at(ist("2031-08-16T09:00:00"));
    expect(await studentStreak(user.id)).toBe(0);
  });
});
