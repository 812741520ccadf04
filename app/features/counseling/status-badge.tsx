// A counseling request's status as a coloured badge, in the reader's language.
import { useI18n } from "~/lib/i18n/i18n";

const STATUS_CLASS = {
  requested: "bg-amber-100 text-amber-900",
  scheduled: "bg-green-100 text-green-900",
  completed: "bg-slate-200 text-slate-800",
  cancelled: "bg-red-100 text-red-900",
} as const;

export function StatusBadge({ status }: { status: keyof typeof STATUS_CLASS }) {
  const { t } = useI18n();
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[status]}`}>{t(`counselingStatus.${status}`)}</span>;
}
