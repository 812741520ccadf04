// One checkout at a time per student and product, across every process and instance on the database
// (issue 13, decision 044): a PostgreSQL session advisory lock on the key, held on a short-lived
// client of its own for the whole checkout. Its own client, not a pool connection, because the
// checkout calls the payment gateway while holding it: a slow gateway must not exhaust the pool, and
// the sandbox gateway (which keeps its orders in the same database, through the pool) must not wait
// for a connection the lock holds. When the process dies mid-checkout, PostgreSQL ends the session
// and the lock with it.
//
// At most CHECKOUT_LOCK_CONNECTIONS such clients per process; further checkouts wait their turn in
// the process, so a burst of purchases cannot exhaust max_connections.
import pg from "pg";
import { pool } from "../../lib/db.server";

export const CHECKOUT_LOCK_CONNECTIONS = 4;
/** How long a checkout waits for another one of the same student and product (and for a slot). */
const WAIT_MS = 30_000;

/** A checkout could not get its lock in time (another one of the same product hangs): try again. */
export class CheckoutBusy extends Error {}

const SLOTS = Symbol.for("vidyapath.checkoutLockSlots");
type Slots = { free: number; waiting: (() => void)[] };
const g = globalThis as { [SLOTS]?: Slots };
const slots = (): Slots => (g[SLOTS] ??= { free: CHECKOUT_LOCK_CONNECTIONS, waiting: [] });

async function takeSlot(): Promise<void> {
  const s = slots();
  if (s.free > 0) {
    s.free -= 1;
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const grant = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      s.waiting.splice(s.waiting.indexOf(grant), 1);
      reject(new CheckoutBusy("no checkout lock connection free"));
    }, WAIT_MS);
    s.waiting.push(grant);
  });
}

function releaseSlot() {
  const s = slots();
  const next = s.waiting.shift();
  if (next) next();
  else s.free += 1;
}

/** The lock's text key: hashed by PostgreSQL (`hashtextextended`) into the 64-bit advisory key. */
export const checkoutLockKey = (userId: string, productType: string, productId: string) => `checkout:${userId}:${productType}:${productId}`;

/** Runs `fn` holding the checkout lock of `key`: callers with the same key, in any process, run one
 * after another; others in parallel. */
export async function withCheckoutLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
  await takeSlot();
  const client = new pg.Client({ ...pool().options, statement_timeout: WAIT_MS, application_name: "vidyapath-checkout-lock" });
  // A broken connection ends the session, and so the lock; the checkout's own queries go through
  // the pool and report their own errors.
  client.on("error", () => undefined);
  try {
    await client.connect();
    try {
      await client.query("select pg_advisory_lock(hashtextextended($1, 0))", [key]);
    } catch (error) {
      // 57014: statement_timeout — someone else's checkout of this product held it all along.
      if ((error as { code?: string }).code === "57014") throw new CheckoutBusy("checkout lock wait timed out");
      throw error;
    }
    return await fn();
  } finally {
    // Ending the session releases the lock.
    await client.end().catch(() => undefined);
    releaseSlot();
  }
}
