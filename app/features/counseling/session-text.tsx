// How a session's time and counsellor read to a student or an admin: in IST, in their language.
export { StatusBadge } from "./status-badge";
import { formatDateTime, formatTime } from "~/lib/i18n/dates";
import { useI18n } from "~/lib/i18n/i18n";

export function useSlotLabel() {
  const { t, locale } = useI18n();
  return (slot: { startsAt: string; endsAt: string; counselorName: string | null }) =>
    t("counseling.slotLabel", { when: formatDateTime(slot.startsAt, locale), end: formatTime(slot.endsAt, locale), counselor: slot.counselorName ?? t("counseling.counselorTbd") });
}
