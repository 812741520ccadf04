// Plural forms by Intl.PluralRules for English and Hindi, and the course facts built on them
// (issue 9 C: no "1 courses"; durations, categories and languages in the page's language).
import { describe, expect, it } from "vitest";
import { courseFacts, parseDuration } from "../../app/features/courses/course-facts";
import { interpolate } from "../../app/lib/i18n/interpolate";
import type { Locale } from "../../app/lib/i18n/locales";
import { en as messagesEn, type MessageKey } from "../../app/lib/i18n/messages.en";
import { hi as messagesHi } from "../../app/lib/i18n/messages.hi";
import { plural } from "../../app/lib/i18n/plural";

const dictionaries = { en: messagesEn, hi: messagesHi };
const tFor = (locale: Locale) => (key: MessageKey, vars?: Record<string, string | number>) => interpolate(dictionaries[locale][key], vars);

describe("plural", () => {
  const forms = { one: "courses.count.one", other: "courses.count.other" } as const;

  it("uses the English singular for 1 only", () => {
    expect(plural("en", 1, forms)).toBe("courses.count.one");
    for (const n of [0, 2, 5, 21, 1.5]) expect(plural("en", n, forms)).toBe("courses.count.other");
  });

  it("uses the Hindi 'one' form for 0 and 1 (CLDR), 'other' from 2", () => {
    expect(plural("hi", 0, forms)).toBe("courses.count.one");
    expect(plural("hi", 1, forms)).toBe("courses.count.one");
    for (const n of [2, 5, 80]) expect(plural("hi", n, forms)).toBe("courses.count.other");
  });

  it("counts courses and lessons without '1 courses'", () => {
    const en = courseFacts("en", tFor("en"));
    expect(en.courses(1)).toBe("1 course");
    expect(en.courses(2)).toBe("2 courses");
    expect(en.courses(0)).toBe("0 courses");
    expect(en.lessons(1)).toBe("1 lesson");
    expect(en.lessons(7)).toBe("7 lessons");
    const hi = courseFacts("hi", tFor("hi"));
    expect(hi.courses(1)).toBe("1 कोर्स");
    expect(hi.lessons(7)).toBe("7 पाठ");
  });
});

describe("course facts", () => {
  it("re-words a duration the admin typed in English with the language's plural forms", () => {
    const en = courseFacts("en", tFor("en"));
    const hi = courseFacts("hi", tFor("hi"));
    expect(en.duration("80 hours")).toBe("80 hours");
    expect(en.duration("1 hours")).toBe("1 hour");
    expect(hi.duration("80 hours")).toBe("80 घंटे");
    expect(hi.duration("1 hour")).toBe("1 घंटा");
    expect(hi.duration("6 weeks")).toBe("6 हफ़्ते");
    expect(hi.duration("1 Week")).toBe("1 हफ़्ता");
    expect(hi.duration("3 months")).toBe("3 महीने");
    // Not a number and a known unit: shown as written, never guessed.
    expect(hi.duration("Self-paced")).toBe("Self-paced");
    expect(parseDuration("about 80 hours")).toBeNull();
  });

  it("translates known categories and languages and leaves others as written", () => {
    const hi = courseFacts("hi", tFor("hi"));
    expect(hi.category("Class 12th")).toBe("कक्षा 12");
    expect(hi.category("Engineering")).toBe("इंजीनियरिंग");
    expect(hi.category("Robotics")).toBe("Robotics");
    expect(hi.language("English")).toBe("अंग्रेज़ी");
    expect(hi.language("Hindi")).toBe("हिंदी");
    expect(hi.language("Hinglish")).toBe("Hinglish");
    expect(courseFacts("en", tFor("en")).category("Class 10th")).toBe("Class 10th");
  });
});
