// Work the server does on its own: the sandbox gateway's webhook deliveries (retried until our
// webhook endpoint answers 2xx, like Razorpay's), the payment reconciler (asks the gateway about
// orders left unpaid, for missed webhooks), the quiz deadline sweep (auto-submits attempts whose
// time is up, server/quiz-deadline-sweep.ts) and scheduled blog posts going out (the page cache hears
// of them, decision 036). All are idempotent, so a restart simply resumes them.
import { startScheduledPublishing } from "../app/features/blogs/blog-publisher.server";
import { paymentGateway } from "../app/features/payments/gateway.server";
import { reconcileOrders } from "../app/features/payments/orders.server";
import { deliverSandboxWebhooks } from "../app/features/payments/sandbox-gateway.server";
import { log } from "../app/lib/logger.server";
import { ensureDemoBlogCovers } from "../db/seed-blogs";
import { ensureDemoCovers, ensureDemoPageImages } from "../db/seed-resources";
import { startQuizDeadlineSweep } from "./quiz-deadline-sweep";

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
          await deliverSandboxWebhooks(async (body, headers) => {
            const res = await fetch(`${opts.internalUrl}/api/payment/webhook`, { method: "POST", body, headers, signal: AbortSignal.timeout(10_000) });
            return res.status;
          });
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
        const fulfilled = await reconcileOrders();
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
  for (const t of timers) t.unref();
  const stopSweep = startQuizDeadlineSweep();
  return () => {
    timers.forEach(clearInterval);
    stopSweep();
    stopPublishing();
  };
}
