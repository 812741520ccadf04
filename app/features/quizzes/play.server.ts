// Play and win (issue 11, docs/decisions/040-quiz-hub-and-play.md): points, leaderboards, badges and
// streaks. No cash and no prize of money value: the rewards are points, ranks and badges only
// (real-money games are banned in India by the Promotion and Regulation of Online Gaming Act, 2025).
//
// - At submit (`recordQuizRewards`, called by submission.server.ts inside the submit's transaction,
//   so it runs exactly once per attempt): a play attempt's points from the server's saved_at of each
//   answer (play-points.ts), stored with the IST week; then the badges the submit earns.
// - Leaderboards count each student's FIRST attempt of a quiz only (a replay with known answers
//   scores nothing): per quiz, the best first attempts; per IST week (Monday–Sunday), the sum of the
//   week's first-attempt points. Competition ranking: equal points share a rank.
// - Public rows carry a public name (first name and initial) and never a user id or an e-mail.
import { and, desc, eq, sql } from "drizzle-orm";
import { QUIZ_BADGES, quizBadges, quizPlayScores } from "../../../db/schema";
import { db, type Executor } from "../../lib/db.server";
import { publicNamesOf } from "../accounts/public-names.server";
import type { AttemptRow } from "./attempt-store.server";
import { attemptPoints, currentStreak, istDay, istWeekStart } from "./play-points";
import { quizNow } from "./quiz-clock.server";
import type { Outcome } from "./quiz-types";

export type QuizBadge = (typeof QUIZ_BADGES)[number];
export { QUIZ_BADGES };

export const STREAK_BADGE_DAYS = 5;
export const WEEKLY_BADGE_TOP = 10;
export const LEADERBOARD_SIZE = 20;

type Submitted = { attempt: AttemptRow; submittedAt: Date; questions: readonly { questionId: number; outcome: Outcome }[]; correct: number };

/** The distinct IST days on which the user submitted a quiz, newest first (at most `limit`). */
async function submitDays(executor: Executor, userId: string, limit = 400): Promise<string[]> {
  const rows = await executor.execute<{ day: string }>(sql`
    select distinct to_char(submitted_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day
    from quiz_attempts where user_id = ${userId} and submitted_at is not null
    order by day desc limit ${limit}`);
  return rows.rows.map((r) => r.day);
}

async function weekTotal(executor: Executor, weekStart: string, userId: string): Promise<{ points: number; rank: number }> {
  const rows = await executor.execute<{ points: number; above: number }>(sql`
    with totals as (
      select user_id, sum(points)::int as points from quiz_play_scores where week_start = ${weekStart} and is_first group by user_id
    )
    select coalesce((select points from totals where user_id = ${userId}), 0) as points,
      (select count(*)::int from totals where points > coalesce((select points from totals where user_id = ${userId}), 0)) as above`);
  const row = rows.rows[0];
  return { points: row?.points ?? 0, rank: (row?.above ?? 0) + 1 };
}

/**
 * Called once per attempt, inside the transaction that submits it: stores a play attempt's points
 * and awards the badges this submit earns (a badge already held is left as it is).
 */
export async function recordQuizRewards(tx: Executor, submitted: Submitted): Promise<void> {
  const { attempt, submittedAt, questions, correct } = submitted;
  const earned: QuizBadge[] = ["first-quiz"];
  if (attempt.mode === "play") {
    const saved = await tx.execute<{ question_id: number; saved_at: Date | string }>(sql`select question_id, saved_at from quiz_attempt_answers where attempt_id = ${attempt.id}`);
    const savedAt = new Map(saved.rows.map((r) => [r.question_id, new Date(r.saved_at)]));
    const points = attemptPoints(
      questions.map((q) => ({ outcome: q.outcome, savedAt: savedAt.get(q.questionId) ?? null })),
      attempt.startedAt,
      attempt.deadline,
    );
    const weekStart = istWeekStart(submittedAt);
    await tx
      .insert(quizPlayScores)
      .values({ attemptId: attempt.id, userId: attempt.userId, quizId: attempt.quizId, points, correct, isFirst: attempt.isFirst, submittedAt, weekStart })
      .onConflictDoNothing();
    if (attempt.isFirst && points > 0) {
      const week = await weekTotal(tx, weekStart, attempt.userId);
      if (week.rank <= WEEKLY_BADGE_TOP) earned.push("weekly-top-10");
    }
  }
  if (!attempt.retryOf && questions.length > 0 && correct === questions.length) earned.push("perfect-score");
  const streak = currentStreak(await submitDays(tx, attempt.userId, STREAK_BADGE_DAYS + 1), istDay(submittedAt));
  if (streak >= STREAK_BADGE_DAYS) earned.push("streak-5");
  await tx
    .insert(quizBadges)
    .values(earned.map((badge) => ({ userId: attempt.userId, badge, awardedAt: submittedAt, attemptId: attempt.id })))
    .onConflictDoNothing();
}

export type PlayRewards = {
  points: number;
  correct: number;
  /** Among the quiz's first attempts; null for a replay (only first attempts are ranked). */
  rank: number | null;
  rankedPlayers: number;
  weekPoints: number;
  weekRank: number | null;
  streak: number;
  /** Badges this attempt earned. */
  newBadges: QuizBadge[];
};

/** For the play result page: the attempt's points, rank, the week, the streak and the badges it
 * earned. Null when the attempt is not the user's submitted play attempt. */
export async function playRewardsFor(userId: string, attemptId: string): Promise<PlayRewards | null> {
  if (!/^[0-9a-f-]{36}$/i.test(attemptId)) return null;
  const [score] = await db()
    .select({ points: quizPlayScores.points, correct: quizPlayScores.correct, quizId: quizPlayScores.quizId, isFirst: quizPlayScores.isFirst, weekStart: quizPlayScores.weekStart })
    .from(quizPlayScores)
    .where(and(eq(quizPlayScores.attemptId, attemptId), eq(quizPlayScores.userId, userId)));
  if (!score) return null;
  const [place, week, badges, streak] = await Promise.all([
    score.isFirst
      ? db().execute<{ above: number; total: number }>(sql`select count(*) filter (where points > ${score.points})::int as above, count(*)::int as total from quiz_play_scores where quiz_id = ${score.quizId} and is_first`)
      : null,
    weekTotal(db(), istWeekStart(quizNow()), userId),
    db().select({ badge: quizBadges.badge }).from(quizBadges).where(and(eq(quizBadges.userId, userId), eq(quizBadges.attemptId, attemptId))),
    studentStreak(userId),
  ]);
  const p = place?.rows[0];
  return {
    points: score.points,
    correct: score.correct,
    rank: p ? p.above + 1 : null,
    rankedPlayers: p?.total ?? 0,
    weekPoints: week.points,
    weekRank: week.points > 0 ? week.rank : null,
    streak,
    newBadges: QUIZ_BADGES.filter((b) => badges.some((x) => x.badge === b)),
  };
}

export type LeaderboardRow = { rank: number; name: string; points: number; you: boolean };
export type Leaderboard = { rows: LeaderboardRow[]; you: { rank: number; points: number } | null; players: number };

async function withNames(rows: { user_id: string; points: number; rank: number }[], viewerId: string | null): Promise<LeaderboardRow[]> {
  const names = await publicNamesOf(rows.map((r) => r.user_id));
  return rows.map((r) => ({ rank: r.rank, name: names.get(r.user_id) ?? "Student", points: r.points, you: r.user_id === viewerId }));
}

/** A play quiz's leaderboard: the best first attempts (top 20), ties share a rank (earlier submit
 * listed first), and the viewer's own rank when signed in and ranked. */
export async function quizLeaderboard(quizId: number, viewerId: string | null): Promise<Leaderboard> {
  const top = await db().execute<{ user_id: string; points: number; rank: number }>(sql`
    select user_id, points, (rank() over (order by points desc))::int as rank
    from quiz_play_scores where quiz_id = ${quizId} and is_first
    order by points desc, submitted_at asc, attempt_id limit ${LEADERBOARD_SIZE}`);
  const [stats] = (
    await db().execute<{ players: number; mine: number | null; above: number | null }>(sql`
    select count(*)::int as players,
      max(points) filter (where user_id = ${viewerId ?? ""}) as mine,
      (select count(*)::int from quiz_play_scores s2 where s2.quiz_id = ${quizId} and s2.is_first
        and s2.points > (select points from quiz_play_scores s3 where s3.quiz_id = ${quizId} and s3.is_first and s3.user_id = ${viewerId ?? ""})) as above
    from quiz_play_scores where quiz_id = ${quizId} and is_first`)
  ).rows;
  const you = stats?.mine !== null && stats?.mine !== undefined ? { rank: (stats.above ?? 0) + 1, points: stats.mine } : null;
  return { rows: await withNames(top.rows, viewerId), you, players: stats?.players ?? 0 };
}

/** The weekly leaderboard of the IST week (Monday–Sunday) that `at` falls in: the sum of each
 * student's first-attempt points of play quizzes submitted that week. */
export async function weeklyLeaderboard(at: Date, viewerId: string | null): Promise<Leaderboard & { weekStart: string }> {
  const weekStart = istWeekStart(at);
  const top = await db().execute<{ user_id: string; points: number; rank: number }>(sql`
    select user_id, sum(points)::int as points, (rank() over (order by sum(points) desc))::int as rank, min(submitted_at) as first_at
    from quiz_play_scores where week_start = ${weekStart} and is_first
    group by user_id order by points desc, first_at asc, user_id limit ${LEADERBOARD_SIZE}`);
  const [players] = (await db().execute<{ n: number }>(sql`select count(distinct user_id)::int as n from quiz_play_scores where week_start = ${weekStart} and is_first`)).rows;
  let you: Leaderboard["you"] = null;
  if (viewerId) {
    const week = await weekTotal(db(), weekStart, viewerId);
    if (week.points > 0 || (await db().select({ n: sql<number>`1` }).from(quizPlayScores).where(and(eq(quizPlayScores.userId, viewerId), eq(quizPlayScores.weekStart, weekStart), eq(quizPlayScores.isFirst, true))).limit(1)).length) you = week;
  }
  return { weekStart, rows: await withNames(top.rows, viewerId), you, players: players?.n ?? 0 };
}

/** The student's current streak: consecutive IST days, up to today, with a submitted quiz. */
export async function studentStreak(userId: string): Promise<number> {
  return currentStreak(await submitDays(db(), userId), istDay(quizNow()));
}

export async function studentBadges(userId: string): Promise<{ badge: QuizBadge; awardedAt: string }[]> {
  const rows = await db().select({ badge: quizBadges.badge, awardedAt: quizBadges.awardedAt }).from(quizBadges).where(eq(quizBadges.userId, userId)).orderBy(desc(quizBadges.awardedAt));
  return rows.map((r) => ({ badge: r.badge, awardedAt: r.awardedAt.toISOString() }));
}
