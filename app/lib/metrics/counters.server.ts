// The few calls the rest of the code makes to count things. Each keeps its labels bounded: fixed job
// and cache names, and a fixed list of payment outcomes.
import { metrics } from "./registry.server";

/** Runs one round of a background job, counting the run and, if it throws, the failure (rethrown). */
export async function countJobRun<T>(job: string, round: () => Promise<T>): Promise<T> {
  const m = metrics();
  m.jobRuns.inc({ job });
  try {
    return await round();
  } catch (error) {
    m.jobFailures.inc({ job });
    throw error;
  }
}

const OUTCOMES = {
  paid: "paid",
  alreadyPaid: "already_paid",
  duplicate: "duplicate",
  refunded: "refunded",
  unknownOrder: "unknown_order",
  amountMismatch: "amount_mismatch",
  failed: "failed",
  signatureInvalid: "signature_invalid",
} as const;
export type PaymentOutcome = keyof typeof OUTCOMES;

/** A payment's outcome, counted once its transaction has committed. Other results (a webhook event
 * that was ignored or already seen) are not payment outcomes and are not counted. */
export function countPaymentOutcome(outcome: string, source: "webhook" | "callback" | "reconciler") {
  if (outcome in OUTCOMES) metrics().paymentOutcomes.inc({ outcome: OUTCOMES[outcome as PaymentOutcome], source });
}

/** Hit and miss counters of one named cache, bound once so a lookup only adds one. */
export function cacheCounters(cache: string) {
  const m = metrics();
  return { hit: m.cacheLookups.labels({ cache, result: "hit" }), miss: m.cacheLookups.labels({ cache, result: "miss" }) };
}
