// Work the server does on its own: the sandbox gateway's webhook deliveries (retried until our
// webhook endpoint answers 2xx, like Razorpay's), the payment reconciler (asks the gateway about
// orders left unpaid, for missed webhooks), the quiz deadline sweep (auto-submits attempts whose
// time is up, server/quiz-deadline-sweep.ts), scheduled blog posts going out (the page cache hears
// of them, decision 036) and counseling's retention (contact details erased six months after a
// session, expired form drafts deleted; decision 038). All are idempotent, so a restart simply
// resumes them.
import { startScheduledPublishing } from "../app/features/blogs/blog-publisher.server";
import { paymentGateway } from "../app/features/payments/gateway.server";
import { reconcileOrders } from "../app/features/payments/orders.server";
import { deliverSandboxWebhooks } from "../app/features/payments/sandbox-gateway.server";
import { applyCounselingRetention } from "../app/features/counseling/retention.server";
import { log } from "../app/lib/logger.server";
import { countJobRun } from "../app/lib/metrics/counters.server";
import { ensureDemoBlogCovers } from "../db/seed-blogs";
import { ensureDemoCovers, ensureDemoPageImages } from "../db/seed-resources";
import { startQuizDeadlineSweep } from "./quiz-deadline-sweep";

const COUNSELING_RETENTION_INTERVAL_MS = 60 * 60 * 1000;

export function startBackgroundJobs(opts: { internalUrl: string; reconcileSeconds: number; demoCovers?: boolean }) {
  const timers: NodeJS.Timeout[] = [];
  // The demo items' covers are rendered from their page 1 after the server listens: ~24 renders would
  // add seconds to every first start (decision 035); the demo blog posts' drawn covers first (~3 s,
  // decision 036). Idempotent, so a restart finishes what is left.
  if (opts.demoCovers) {
    const t = setTimeout(() => {
      ensureDemoBlogCovers()
        .then(() => ensureDemoCovers())
        .then(() => ensureDemoPageImages())
        .catch((error: unknown) => log.warn("demo covers not made", { error: String(error) }));
    }, 500);
    t.unref();
  }
  let delivering = false;
  if (paymentGateway().name === "sandbox") {
    timers.push(
      setInterval(async () => {
        if (delivering) return;
        delivering = true;
        try {
          await countJobRun("sandbox_webhook_delivery", () =>
            deliverSandboxWebhooks(async (body, headers) => {
              const res = await fetch(`${opts.internalUrl}/api/payment/webhook`, { method: "POST", body, headers, signal: AbortSignal.timeout(10_000) });
              return res.status;
            }),
          );
        } catch (error) {
          log.warn("sandbox webhook delivery round failed", { error: String(error) });
        } finally {
          delivering = false;
        }
      }, 1000),
    );
  }
  if (opts.reconcileSeconds > 0) {
    let reconciling = false;
    const run = async () => {
      if (reconciling) return;
      reconciling = true;
      try {
        const fulfilled = await countJobRun("payment_reconciler", () => reconcileOrders());
        if (fulfilled) log.info("reconciler fulfilled orders", { fulfilled });
      } catch (error) {
        log.warn("reconciler round failed", { error: String(error) });
      } finally {
        reconciling = false;
      }
    };
    timers.push(setInterval(run, opts.reconcileSeconds * 1000));
    setTimeout(run, 5000).unref();
  }
  const stopPublishing = startScheduledPublishing();
  // Counseling retention: hourly, and once soon after start-up. Idempotent: rows already anonymised
  // are never touched again, so several instances running it at once only repeat an empty update.
  let retaining = false;
  const retain = async () => {
    if (retaining) return;
    retaining = true;
    try {
      const done = await countJobRun("counseling_retention", () => applyCounselingRetention());
      if (done.anonymized || done.drafts) log.info("counseling retention applied", done);
    } catch (error) {
      log.warn("counseling retention round failed", { error: String(error) });
    } finally {
      retaining = false;
    }
  };
  timers.push(setInterval(retain, COUNSELING_RETENTION_INTERVAL_MS));
  setTimeout(retain, 10_000).unref();
  for (const t of timers) t.unref();
  const stopSweep = startQuizDeadlineSweep();
  return () => {
    timers.forEach(clearInterval);
    stopSweep();
    stopPublishing();
  };
}
