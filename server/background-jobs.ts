// Work the server does on its own: the sandbox gateway's webhook deliveries (retried until our
// webhook endpoint answers 2xx, like Razorpay's), the payment reconciler (asks the gateway about
// orders left unpaid, for missed webhooks), the quiz deadline sweep (auto-submits attempts whose
// time is up, server/quiz-deadline-sweep.ts), scheduled blog posts going out (the page cache hears
// of them, decision 036), counseling's retention (contact details erased six months after a
// session, expired form drafts deleted; decision 038) and the demo covers. (Mail has no job: it is
// sent, or kept in the outbox, inline by app/lib/mailer.server.ts.)
//
// They run in ONE process across every process and instance on the database: the one holding the
// job-leader advisory lock (server/job-leader.ts, decision 044). All are idempotent, so a new leader
// after a failover — or a restart — simply resumes them. One function per job, each returning the
// function that stops it.
import { startScheduledPublishing } from "../app/features/blogs/blog-publisher.server";
import { paymentGateway } from "../app/features/payments/gateway.server";
import { reconcileOrders } from "../app/features/payments/orders.server";
import { deliverSandboxWebhooks } from "../app/features/payments/sandbox-gateway.server";
import { applyCounselingRetention } from "../app/features/counseling/retention.server";
import { log } from "../app/lib/logger.server";
import { countJobRun } from "../app/lib/metrics/counters.server";
import { ensureDemoBlogCovers } from "../db/seed-blogs";
import { topUpDemoCounselorSlots } from "../db/seed-counselors";
import { ensureDemoCovers, ensureDemoPageImages } from "../db/seed-resources";
import { startJobLeader } from "./job-leader";
import { startQuizDeadlineSweep } from "./quiz-deadline-sweep";

const COUNSELING_RETENTION_INTERVAL_MS = 60 * 60 * 1000;

export type JobOptions = { internalUrl: string; reconcileSeconds: number; demoCovers?: boolean };
type Stop = () => void;

/** Runs `round` every `intervalMs` (and once after `firstAfterMs`), never two rounds at once. */
function every(intervalMs: number, round: () => Promise<void>, firstAfterMs?: number): Stop {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await round();
    } finally {
      running = false;
    }
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  const first = firstAfterMs === undefined ? null : setTimeout(run, firstAfterMs);
  first?.unref();
  return () => {
    clearInterval(timer);
    if (first) clearTimeout(first);
  };
}

/** The demo items' covers, rendered from their page 1 after the server listens: ~24 renders would add
 * seconds to every first start (decision 035); the demo blog posts' drawn covers first (~3 s,
 * decision 036). Idempotent, so a restart (or a new leader) finishes what is left. */
export function startDemoCovers(): Stop {
  const t = setTimeout(() => {
    ensureDemoBlogCovers()
      .then(() => ensureDemoCovers())
      .then(() => ensureDemoPageImages())
      .catch((error: unknown) => log.warn("demo covers not made", { error: String(error) }));
  }, 500);
  t.unref();
  return () => clearTimeout(t);
}

/** The sandbox gateway's webhook deliveries to our own endpoint (only with the sandbox gateway). */
export function startSandboxWebhookDelivery(internalUrl: string): Stop {
  return every(1000, async () => {
    try {
      await countJobRun("sandbox_webhook_delivery", () =>
        deliverSandboxWebhooks(async (body, headers) => {
          const res = await fetch(`${internalUrl}/api/payment/webhook`, { method: "POST", body, headers, signal: AbortSignal.timeout(10_000) });
          return res.status;
        }),
      );
    } catch (error) {
      log.warn("sandbox webhook delivery round failed", { error: String(error) });
    }
  });
}

/** The payment reconciler: every `seconds`, and once 5 s after start. */
export function startReconciler(seconds: number): Stop {
  return every(
    seconds * 1000,
    async () => {
      try {
        const fulfilled = await countJobRun("payment_reconciler", () => reconcileOrders());
        if (fulfilled) log.info("reconciler fulfilled orders", { fulfilled });
      } catch (error) {
        log.warn("reconciler round failed", { error: String(error) });
      }
    },
    5000,
  );
}

/** Counseling retention: hourly, and once soon after start. The same round tops the demo
 * counsellors' published times up to 14 days ahead (decision 042), so a server that runs for weeks
 * without a restart still offers bookable demo times; it adds nothing when they are up to date. */
export function startCounselingRetention(): Stop {
  return every(
    COUNSELING_RETENTION_INTERVAL_MS,
    async () => {
      try {
        const done = await countJobRun("counseling_retention", () => applyCounselingRetention());
        if (done.anonymized || done.drafts) log.info("counseling retention applied", done);
        await countJobRun("demo_counsellor_slots", () => topUpDemoCounselorSlots());
      } catch (error) {
        log.warn("counseling retention round failed", { error: String(error) });
      }
    },
    10_000,
  );
}

/** Every job, in this process: what the leader runs. Returns the function that stops them all. */
export function startLeaderJobs(opts: JobOptions): Stop {
  const stops: Stop[] = [];
  if (opts.demoCovers) stops.push(startDemoCovers());
  if (paymentGateway().name === "sandbox") stops.push(startSandboxWebhookDelivery(opts.internalUrl));
  if (opts.reconcileSeconds > 0) stops.push(startReconciler(opts.reconcileSeconds));
  stops.push(startScheduledPublishing());
  stops.push(startCounselingRetention());
  stops.push(startQuizDeadlineSweep());
  return () => stops.forEach((stop) => stop());
}

/** Competes for job leadership on `databaseUrl`; the jobs run while this process leads. Returns the
 * function that stops them and gives leadership up (another process takes it within seconds). */
export function startBackgroundJobs(opts: JobOptions & { databaseUrl: string }): () => Promise<void> {
  const leader = startJobLeader({ connectionString: opts.databaseUrl, onLead: () => startLeaderJobs(opts) });
  return () => leader.stop();
}
