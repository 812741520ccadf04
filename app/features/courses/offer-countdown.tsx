import { useEffect, useState } from "react";
import { useI18n } from "~/lib/i18n/i18n";
import { formatOfferTime, offerSecondsLeft, offerStartedAt } from "./offer-clock";

function browserStore() {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked by the browser's settings
  }
}

/**
 * Spec §2: an offer countdown from 3600 s, shown while above zero. It starts once per visitor and
 * course and survives reloads (a start time in localStorage; decision 022). The server renders
 * nothing (it cannot know the visitor's start time), so hydration always matches; the countdown
 * appears after mount. `clock` is injectable for tests; the e2e tests drive the browser's clock.
 */
export function OfferCountdown({ courseId, clock = Date.now }: { courseId: number; clock?: () => number }) {
  const { t } = useI18n();
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    const started = offerStartedAt(browserStore(), courseId, clock());
    const tick = () => {
      const remaining = offerSecondsLeft(started, clock());
      setLeft(remaining);
      return remaining;
    };
    if (tick() <= 0) return;
    const timer = window.setInterval(() => {
      if (tick() <= 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [courseId, clock]);
  if (left === null || left <= 0) return null;
  return (
    <p className="inline-flex items-center gap-1.5 rounded-lg bg-amber-100 px-2 py-1 text-xs font-semibold text-amber-950 lg:gap-2 lg:px-3 lg:py-2 lg:text-sm" data-testid="offer-countdown">
      <span aria-hidden="true">⏳</span>
      {/* The time changes every second: not announced (it would flood screen readers). */}
      <span>{t("details.offer", { time: formatOfferTime(left) })}</span>
    </p>
  );
}
