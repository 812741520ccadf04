// The offer countdown's arithmetic (spec §9: 3600 s, shown while above zero), kept apart from React
// so it is unit-tested with an injected clock and storage. Why localStorage: docs/decisions/022.

export const OFFER_SECONDS = 3600;

/** What the countdown needs from storage; `window.localStorage` in the browser, a Map in tests. */
export type OfferStore = Pick<Storage, "getItem" | "setItem">;

export const offerStorageKey = (courseId: number) => `vp-offer-start:${courseId}`;

/**
 * When this visitor's offer on this course started: the stored time, or `now` (then stored) on the
 * first visit. A missing, unreadable or future value (edited, or a clock set back) starts afresh, so
 * the offer never shows more than 3600 s. Storage that throws (blocked, full) still gives `now`.
 */
export function offerStartedAt(store: OfferStore | null, courseId: number, now: number): number {
  const key = offerStorageKey(courseId);
  let stored: number | null = null;
  try {
    const raw = store?.getItem(key);
    stored = raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
  } catch {
    stored = null;
  }
  if (stored !== null && stored <= now) return stored;
  try {
    store?.setItem(key, String(now));
  } catch {
    // Private mode or a full quota: the offer then restarts on reload, which is all we can do.
  }
  return now;
}

/** Whole seconds left of the offer, 0 once it is over. */
export function offerSecondsLeft(startedAt: number, now: number): number {
  return Math.max(0, Math.min(OFFER_SECONDS, OFFER_SECONDS - Math.floor((now - startedAt) / 1000)));
}

/** mm:ss, as the countdown shows it (60:00 down to 00:01). */
export function formatOfferTime(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}
