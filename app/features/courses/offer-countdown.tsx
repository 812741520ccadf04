import { useEffect, useState } from "react";
import { useI18n } from "~/lib/i18n/i18n";

export const OFFER_SECONDS = 3600; // spec §9: offer countdown 3600 s

function format(seconds: number) {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

/** Spec §2: an offer countdown from 3600 s, shown while above zero. */
export function OfferCountdown() {
  const { t } = useI18n();
  const [left, setLeft] = useState(OFFER_SECONDS);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = OFFER_SECONDS - Math.floor((Date.now() - started) / 1000);
      setLeft(Math.max(0, remaining));
      if (remaining <= 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (left <= 0) return null;
  return (
    <p className="inline-flex items-center gap-2 rounded-lg bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-950" data-testid="offer-countdown">
      <span aria-hidden="true">⏳</span>
      {/* The time changes every second: not announced (it would flood screen readers). */}
      <span>{t("details.offer", { time: format(left) })}</span>
    </p>
  );
}
