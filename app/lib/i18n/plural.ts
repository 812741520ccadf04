// Choosing between a message's singular and plural form by the language's own rules
// (Intl.PluralRules, CLDR), never by `count === 1`: Hindi, for one, uses the "one" form for 0 and 1.
// English and Hindi need only "one" and "other"; a language with more forms would widen PluralForms.
import type { Locale } from "./locales";
import type { MessageKey } from "./messages.en";

export type PluralForms = { one: MessageKey; other: MessageKey };

// Intl.PluralRules objects are costly to build and immutable: one per language for the process.
const rules = new Map<Locale, Intl.PluralRules>();

function rulesFor(locale: Locale): Intl.PluralRules {
  let r = rules.get(locale);
  if (!r) {
    r = new Intl.PluralRules(locale === "hi" ? "hi-IN" : "en-IN");
    rules.set(locale, r);
  }
  return r;
}

/** The key of the form `count` takes in `locale`; interpolate it with `{ count }`. */
export function plural(locale: Locale, count: number, forms: PluralForms): MessageKey {
  return rulesFor(locale).select(count) === "one" ? forms.one : forms.other;
}
