// Dictionaries stay on the server; the root loader sends only the visitor's language to the browser,
// so neither dictionary is part of the JavaScript bundle.
import { interpolate } from "./interpolate";
import type { Locale } from "./locales";
import { en, type MessageKey, type Messages } from "./messages.en";
import { hi } from "./messages.hi";

export function messagesFor(locale: Locale): Messages {
  return locale === "hi" ? hi : en;
}

export function translate(locale: Locale, key: MessageKey, vars?: Record<string, string | number>): string {
  return interpolate(messagesFor(locale)[key], vars);
}

