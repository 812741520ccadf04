// Course facts shown in the visitor's language. The admin writes category, language and duration in
// English (the category is one of COURSE_CATEGORIES; duration is free text such as "80 hours"). We
// translate the structured part only: known categories and languages by key, a duration parsed into
// number and unit and re-worded with the language's plural rules. Anything else (a language such
// as "Hinglish", a duration like "self-paced") is shown as the admin wrote it, never guessed at.
import { useI18n, type TFunction } from "~/lib/i18n/i18n";
import type { Locale } from "~/lib/i18n/locales";
import type { MessageKey } from "~/lib/i18n/messages.en";
import { plural, type PluralForms } from "~/lib/i18n/plural";

const CATEGORY_KEYS: Record<string, MessageKey> = {
  "Class 10th": "courses.categoryName.class10",
  "Class 12th": "courses.categoryName.class12",
  Engineering: "courses.categoryName.engineering",
  Medical: "courses.categoryName.medical",
  UPSC: "courses.categoryName.upsc",
};

const LANGUAGE_KEYS: Record<string, MessageKey> = {
  english: "courses.languageName.english",
  hindi: "courses.languageName.hindi",
};

const UNITS: { pattern: RegExp; forms: PluralForms }[] = [
  { pattern: /^(hours?|hrs?|h)$/, forms: { one: "courses.duration.hours.one", other: "courses.duration.hours.other" } },
  { pattern: /^(minutes?|mins?)$/, forms: { one: "courses.duration.minutes.one", other: "courses.duration.minutes.other" } },
  { pattern: /^days?$/, forms: { one: "courses.duration.days.one", other: "courses.duration.days.other" } },
  { pattern: /^weeks?$/, forms: { one: "courses.duration.weeks.one", other: "courses.duration.weeks.other" } },
  { pattern: /^months?$/, forms: { one: "courses.duration.months.one", other: "courses.duration.months.other" } },
];

/** "80 hours" → { count: 80, forms }; null when the text is not a number and a known unit. */
export function parseDuration(text: string): { count: number; forms: PluralForms } | null {
  const match = /^\s*(\d{1,6}(?:\.\d{1,2})?)\s*([a-z]+)\.?\s*$/i.exec(text);
  if (!match) return null;
  const unit = UNITS.find((u) => u.pattern.test(match[2].toLowerCase()));
  return unit ? { count: Number(match[1]), forms: unit.forms } : null;
}

export function courseFacts(locale: Locale, t: TFunction) {
  return {
    category: (category: string) => (CATEGORY_KEYS[category] ? t(CATEGORY_KEYS[category]) : category),
    language: (language: string) => {
      const key = LANGUAGE_KEYS[language.trim().toLowerCase()];
      return key ? t(key) : language;
    },
    duration: (duration: string) => {
      const parsed = parseDuration(duration);
      return parsed ? t(plural(locale, parsed.count, parsed.forms), { count: parsed.count }) : duration;
    },
    lessons: (count: number) => t(plural(locale, count, { one: "courses.lessons.one", other: "courses.lessons.other" }), { count }),
    courses: (count: number) => t(plural(locale, count, { one: "courses.count.one", other: "courses.count.other" }), { count }),
  };
}

/** courseFacts for the page being rendered. */
export function useCourseFacts() {
  const { locale, t } = useI18n();
  return courseFacts(locale, t);
}
