// Times in India Standard Time (Asia/Kolkata, UTC+05:30, no daylight saving): what students and
// counsellors read and type. Stored and compared as UTC instants.
export const IST_OFFSET_MINUTES = 330;
export const IST_DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;
export const IST_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** "2026-12-01" + "16:30" (IST) → the instant; null for a date that does not exist (31 February). */
export function istToDate(date: string, time: string): Date | null {
  if (!IST_DATE.test(date) || !IST_TIME.test(time)) return null;
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const utc = Date.UTC(y, m - 1, d, hh, mm) - IST_OFFSET_MINUTES * 60_000;
  const check = new Date(utc + IST_OFFSET_MINUTES * 60_000);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return new Date(utc);
}

/** The IST calendar day of an instant, "YYYY-MM-DD". */
export function istDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The start of an IST day as an instant ("2026-12-01" → 2026-11-30T18:30:00Z). */
export function istDayStart(day: string): Date | null {
  return istToDate(day, "00:00");
}
