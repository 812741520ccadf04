// The dashboard's counseling card: the upcoming session with its status and time (IST), and — while
// the 12-hour rule allows — links to reschedule or cancel it; otherwise the free session's invitation,
// or that it was used.
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { formatDateTime } from "~/lib/i18n/dates";
import { useI18n } from "~/lib/i18n/i18n";
import type { FreeSession } from "./session-state.server";
import { StatusBadge } from "./status-badge";

const link = "inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4";

export function CounselingCard({ session, counselorQueue }: { session: FreeSession; counselorQueue: boolean }) {
  const { t, locale } = useI18n();
  return (
    <section aria-labelledby="counseling-h" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6" data-testid="counseling-card">
      <h2 id="counseling-h" className="flex flex-wrap items-center gap-3 text-lg font-semibold">
        {t("counselingCard.heading")}
        {session.state !== "available" ? <StatusBadge status={session.session.status} /> : null}
      </h2>
      {session.state === "available" ? (
        <>
          <p className="mt-2 text-slate-700">{t("counselingCard.none")}</p>
          <ButtonLink to="/counseling" className="mt-3">
            {t("counselingCard.book")}
          </ButtonLink>
        </>
      ) : session.state === "used" ? (
        <p className="mt-2 text-slate-700">{t("counselingCard.used")}</p>
      ) : (
        <>
          <p className="mt-2 text-slate-800">
            {session.session.status === "scheduled" && session.session.startsAt
              ? t("counselingCard.scheduled", { when: formatDateTime(session.session.startsAt, locale), counselor: session.session.counselorName ?? t("counselingCard.counselorTbd") })
              : t("counselingCard.requested")}
          </p>
          {session.session.changeable ? (
            <p className="mt-2 flex flex-wrap gap-x-6">
              <Link to="/counseling/session" className={link}>
                {t("counselingCard.reschedule")}
              </Link>
              <Link to="/counseling/session" className={link}>
                {t("counselingCard.cancel")}
              </Link>
            </p>
          ) : (
            <p className="mt-2 text-sm text-slate-700">{t("counselingCard.locked")}</p>
          )}
        </>
      )}
      {counselorQueue ? (
        <ButtonLink to="/counselor" variant="secondary" className="mt-3">
          {t("counselingCard.queue")}
        </ButtonLink>
      ) : null}
    </section>
  );
}
