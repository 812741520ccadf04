// Dates for people in India: always Asia/Kolkata, in the reader's language.
import type { Locale } from "./locales";

const intlLocale = (locale: Locale) => (locale === "hi" ? "hi-IN" : "en-IN");

/** "12 Jan 2026, 4:05 pm" in Asia/Kolkata, whatever the server's or the browser's zone. */
export function formatDateTime(iso: string | Date, locale: Locale) {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" }).format(new Date(iso));
}

export function formatDate(iso: string | Date, locale: Locale) {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeZone: "Asia/Kolkata" }).format(new Date(iso));
}

/** "4:35 pm" in Asia/Kolkata (the end of a session beside its start). */
export function formatTime(iso: string | Date, locale: Locale) {
  return new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: "short", timeZone: "Asia/Kolkata" }).format(new Date(iso));
}
