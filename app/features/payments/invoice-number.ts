// Tax-invoice numbering rules, kept pure (unit-tested; the migration's backfill does the same in SQL).
// GST rule 46(b): a consecutive serial number, unique for a financial year, at most 16 characters.
// India's financial year runs from 1 April to 31 March, and "which day" is the Indian (IST) date.

export const INVOICE_PREFIX = "VP";

const IST_PARTS = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" });

/** "2026-04-01": the calendar date in India at this instant (the invoice date). */
export function istDate(at: Date): string {
  const parts = Object.fromEntries(IST_PARTS.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** "2026-27" for any instant from 1 April 2026 00:00 IST to 31 March 2027 23:59:59 IST. */
export function fiscalYearOf(at: Date): string {
  const [year, month] = istDate(at).split("-").map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/**
 * "VP/26-27/000123" for serial 123 of financial year "2026-27": 15 characters, so the series stays
 * within rule 46's 16 up to 9,999,999 invoices a year ("VP/2026-27/000123" would be 17).
 */
export function formatInvoiceNumber(fiscalYear: string, serial: number): string {
  if (!/^\d{4}-\d{2}$/.test(fiscalYear)) throw new RangeError(`not a financial year: ${fiscalYear}`);
  if (!Number.isInteger(serial) || serial < 1) throw new RangeError(`invoice serial must be a positive integer, got ${serial}`);
  return `${INVOICE_PREFIX}/${fiscalYear.slice(2)}/${String(serial).padStart(6, "0")}`;
}

export const INVOICE_NUMBER_PATTERN = /^VP\/\d{2}-\d{2}\/\d{6,7}$/;
