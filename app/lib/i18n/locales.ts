export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const LOCALE_COOKIE = "vp_lang";

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "hi";
}

/** Cookie first (the visitor's explicit choice), then Accept-Language, then English. */
export function localeFromRequest(request: Request): Locale {
  const cookie = request.headers.get("cookie") ?? "";
  const match = /(?:^|;\s*)vp_lang=(en|hi)(?:;|$)/.exec(cookie);
  if (match && isLocale(match[1])) return match[1];
  const accept = request.headers.get("accept-language") ?? "";
  const first = accept.split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("hi") ? "hi" : "en";
}
