// The quiz deadline sweep (issue 11, decision 037): every few seconds, submit attempts whose deadline
// plus the 10 s grace has passed and that nobody has read since (a reader submits them lazily
// anyway). Small and idempotent — each submit locks its attempt and skips one already submitted — so
// running it in several processes would be correct; it runs in the job leader only (decision 044) to
// save the duplicate queries.
import { sweepExpiredAttempts } from "../app/features/quizzes/submission.server";
import { log } from "../app/lib/logger.server";
import { countJobRun } from "../app/lib/metrics/counters.server";

export const QUIZ_SWEEP_INTERVAL_MS = 5_000;

/** Starts the sweep; returns a function that stops it. */
export function startQuizDeadlineSweep(intervalMs = QUIZ_SWEEP_INTERVAL_MS): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      // Rounds of 200 until none is left, so a burst (a whole mock's cohort at one deadline) clears.
      let submitted = 0;
      for (let round = 0; round < 50; round++) {
        const n = await countJobRun("quiz_deadline_sweep", () => sweepExpiredAttempts(200));
        submitted += n;
        if (n < 200) break;
      }
      if (submitted) log.info("quiz attempts auto-submitted at their deadline", { submitted });
    } catch (error) {
      log.warn("quiz deadline sweep failed", { error: String(error) });
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
