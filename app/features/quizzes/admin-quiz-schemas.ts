// The admin quiz editor's forms (decision 041): one zod schema per mutation, shared by the pages and
// the server, and `questionFromFields`, the one check of a question that both the question form and
// the CSV import use (so "no correct option" reads the same in both). Errors are message keys next to
// the field (the form) or the column (a CSV row). Client-safe.
import { z } from "zod";
import type { MessageKey } from "../../lib/i18n/messages.en";
import {
  questionInput,
  QUIZ_LIMITS,
  type QuestionContent,
} from "./quiz-schemas";
import {
  QUESTION_DIFFICULTIES,
  QUESTION_TYPES,
  QUIZ_CLASSES,
  QUIZ_MODES,
  QUIZ_PRESETS,
} from "./quiz-types";

const k = (key: MessageKey) => key;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const id = z.coerce.number().int().min(1).max(2_147_483_647);
const trimmed = (max: number, required: MessageKey, tooLong: MessageKey) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((v) => !CONTROL.test(v), k("adminQuizzes.error.control"));
const optionalTrimmed = (max: number, tooLong: MessageKey) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((v) => !CONTROL.test(v), k("adminQuizzes.error.control"))
    .optional()
    .transform((v) => (v ? v : null));

export const OPTION_LETTERS = ["A", "B", "C", "D", "E", "F"] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];
export const EDITOR_PRESETS = ["none", ...QUIZ_PRESETS] as const;
export const MAX_CSV_BYTES = 512 * 1024;
export const MAX_CSV_ROWS = QUIZ_LIMITS.questions;

/** The CSV import's columns (question-csv.server.ts reads them; the import page lists them). */
export const CSV_COLUMNS = [
  "section",
  "type",
  "text_en",
  "text_hi",
  ...OPTION_LETTERS.map((l) => `option_${l.toLowerCase()}`),
  ...OPTION_LETTERS.map((l) => `option_${l.toLowerCase()}_hi`),
  "correct",
  "tolerance",
  "explanation_en",
  "explanation_hi",
  "topics",
  "difficulty",
] as const;

/** Minutes in the form; seconds in the quiz. Empty: untimed (practice only). */
const minutes = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (!v) return null;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1 || n > 1440) {
      ctx.addIssue({
        code: "custom",
        message: k("adminQuizzes.error.minutes"),
      });
      return z.NEVER;
    }
    return n * 60;
  });

const settingsFields = {
  titleEn: trimmed(
    QUIZ_LIMITS.title,
    "adminQuizzes.error.titleRequired",
    "adminQuizzes.error.tooLong",
  ),
  titleHi: optionalTrimmed(QUIZ_LIMITS.title, "adminQuizzes.error.tooLong"),
  mode: z.enum(QUIZ_MODES, { error: k("adminQuizzes.error.choose") }),
  class: z.enum(QUIZ_CLASSES, { error: k("adminQuizzes.error.choose") }),
  subject: trimmed(
    QUIZ_LIMITS.subject,
    "adminQuizzes.error.subjectRequired",
    "adminQuizzes.error.tooLong",
  ),
  exam: optionalTrimmed(QUIZ_LIMITS.exam, "adminQuizzes.error.tooLong"),
};

/** New quiz: the settings and a preset ("none": one section, +1/0/0, untimed practice or 30 min). */
export const newQuizForm = z.strictObject({
  ...settingsFields,
  preset: z.enum(EDITOR_PRESETS, { error: k("adminQuizzes.error.choose") }),
});
export type NewQuizForm = z.output<typeof newQuizForm>;

/** The settings form of an existing quiz. */
export const settingsForm = z
  .strictObject({
    intent: z.literal("settings"),
    ...settingsFields,
    preset: z.enum(EDITOR_PRESETS),
    minutes,
  })
  .refine((v) => v.mode === "practice" || v.minutes !== null, {
    message: k("adminQuizzes.error.timedNeedsMinutes"),
    path: ["minutes"],
  });

const marks = (rule: (v: number) => boolean, message: MessageKey) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      const n = Number(v.replace("−", "-"));
      if (
        v === "" ||
        !Number.isFinite(n) ||
        Math.abs(n * 100 - Math.round(n * 100)) > 1e-6 ||
        Math.abs(n) > 9999 ||
        !rule(n)
      ) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });

export const sectionForm = z.strictObject({
  intent: z.literal("section"),
  sectionId: id,
  titleEn: trimmed(
    QUIZ_LIMITS.title,
    "adminQuizzes.error.titleRequired",
    "adminQuizzes.error.tooLong",
  ),
  titleHi: optionalTrimmed(QUIZ_LIMITS.title, "adminQuizzes.error.tooLong"),
  correct: marks((n) => n > 0, "adminQuizzes.error.markCorrect"),
  incorrect: marks((n) => n <= 0, "adminQuizzes.error.markNotPositive"),
  unanswered: marks((n) => n <= 0, "adminQuizzes.error.markNotPositive"),
});

/** The editor page's small actions, told apart by intent. */
export const editorAction = z.discriminatedUnion("intent", [
  z.strictObject({
    intent: z.enum([
      "publish",
      "unpublish",
      "add-section",
      "preview-student",
      "delete",
      "delete-confirmed",
    ]),
  }),
  z.strictObject({
    intent: z.enum(["remove-section", "section-up", "section-down"]),
    sectionId: id,
  }),
  z.strictObject({
    intent: z.enum(["question-up", "question-down", "delete-question"]),
    questionId: id,
  }),
]);

export const listAction = z.strictObject({
  intent: z.enum(["publish", "unpublish", "delete", "delete-confirmed"]),
  quizId: id,
});

// ——— One question: the form's fields and a CSV row, checked the same way ———

/** A question as typed: strings, options by letter. */
export type QuestionFields = {
  type: string;
  textEn: string;
  textHi: string;
  options: Record<OptionLetter, { en: string; hi: string }>;
  /** Letters (single, multiple), e.g. ["B"] or ["A", "C"]. */
  correct: string[];
  answer: string;
  tolerance: string;
  explanationEn: string;
  explanationHi: string;
  topics: string;
  difficulty: string;
};

/** Field → message key (+ vars). Field names are the form's (textEn, optionA, correct…). */
export type QuestionErrors = Partial<
  Record<string, { key: MessageKey; vars?: Record<string, string | number> }>
>;

const numberOf = (raw: string): number | null => {
  const v = raw.trim().replace("−", "-");
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(v)) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

export function questionFromFields(
  f: QuestionFields,
  opts: { imageKey?: string | null } = {},
):
  | { ok: true; question: QuestionContent }
  | { ok: false; errors: QuestionErrors } {
  const errors: QuestionErrors = {};
  const err = (
    field: string,
    key: MessageKey,
    vars?: Record<string, string | number>,
  ) => {
    errors[field] ??= { key, vars };
  };
  const type = (QUESTION_TYPES as readonly string[]).includes(f.type)
    ? (f.type as QuestionContent["type"])
    : null;
  if (!type) err("type", "adminQuizzes.error.type");
  const checkText = (
    field: string,
    v: string,
    max: number,
    required: boolean,
  ) => {
    if (required && v.trim() === "")
      err(field, "adminQuizzes.error.textRequired");
    else if (v.length > max)
      err(field, "adminQuizzes.error.tooLongBy", { max });
    else if (CONTROL.test(v)) err(field, "adminQuizzes.error.control");
  };
  checkText("textEn", f.textEn, QUIZ_LIMITS.text, true);
  checkText("textHi", f.textHi, QUIZ_LIMITS.text, false);
  checkText("explanationEn", f.explanationEn, QUIZ_LIMITS.explanation, false);
  checkText("explanationHi", f.explanationHi, QUIZ_LIMITS.explanation, false);
  const difficulty =
    f.difficulty.trim() === "" ? "medium" : f.difficulty.trim().toLowerCase();
  if (!(QUESTION_DIFFICULTIES as readonly string[]).includes(difficulty))
    err("difficulty", "adminQuizzes.error.difficulty");
  const topics = [
    ...new Set(
      f.topics
        .split(/[;,]/)
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  if (topics.length > QUIZ_LIMITS.topics)
    err("topics", "adminQuizzes.error.topicsCount", {
      max: QUIZ_LIMITS.topics,
    });
  else if (topics.some((t) => t.length > QUIZ_LIMITS.topic || CONTROL.test(t)))
    err("topics", "adminQuizzes.error.topicLength", { max: QUIZ_LIMITS.topic });

  let question: unknown = null;
  const base = {
    text: { en: f.textEn.trim(), hi: f.textHi.trim() || null },
    explanation: {
      en: f.explanationEn.trim(),
      hi: f.explanationHi.trim() || null,
    },
    topics,
    difficulty,
    imageKey: opts.imageKey ?? null,
  };
  if (type === "numeric") {
    const answer = numberOf(f.answer);
    if (f.answer.trim() === "")
      err("answer", "adminQuizzes.error.answerRequired");
    else if (answer === null || Math.abs(answer) > QUIZ_LIMITS.answerValue)
      err("answer", "adminQuizzes.error.answerNumber");
    const tolerance = f.tolerance.trim() === "" ? 0 : numberOf(f.tolerance);
    if (tolerance === null)
      err("tolerance", "adminQuizzes.error.toleranceNumber");
    else if (tolerance < 0)
      err("tolerance", "adminQuizzes.error.toleranceNegative");
    if (
      OPTION_LETTERS.some(
        (l) => f.options[l].en.trim() || f.options[l].hi.trim(),
      )
    )
      err("options", "adminQuizzes.error.numericNoOptions");
    question = { ...base, type, answer, tolerance };
  } else if (type) {
    // Options are the filled letters, in order, with no gap (A, B, C — not A, C).
    const filled = OPTION_LETTERS.filter(
      (l) => f.options[l].en.trim() || f.options[l].hi.trim(),
    );
    const count = filled.length;
    filled.forEach((l, i) => {
      if (l !== OPTION_LETTERS[i])
        err(`option${OPTION_LETTERS[i]}`, "adminQuizzes.error.optionGap");
      if (f.options[l].en.trim() === "")
        err(`option${l}`, "adminQuizzes.error.optionEnglish");
      checkText(`option${l}`, f.options[l].en, QUIZ_LIMITS.option, false);
      checkText(`option${l}Hi`, f.options[l].hi, QUIZ_LIMITS.option, false);
    });
    if (count < 2) err("options", "adminQuizzes.error.optionsMissing");
    const letters = OPTION_LETTERS.slice(0, Math.max(count, 2)).join(", ");
    const correct = [
      ...new Set(f.correct.map((c) => c.trim().toUpperCase()).filter(Boolean)),
    ];
    if (correct.length === 0) err("correct", "adminQuizzes.error.noCorrect");
    else if (correct.some((c) => !filled.includes(c as OptionLetter)))
      err("correct", "adminQuizzes.error.correctOutOfRange", { letters });
    else if (type === "single" && correct.length !== 1)
      err("correct", "adminQuizzes.error.singleOneCorrect");
    if (f.answer.trim() !== "")
      err("answer", "adminQuizzes.error.answerOnlyNumeric");
    question = {
      ...base,
      type,
      options: filled.map((l) => ({
        text: {
          en: f.options[l].en.trim(),
          hi: f.options[l].hi.trim() || null,
        },
        correct: correct.includes(l),
      })),
    };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = questionInput.safeParse(question);
  // The engine's schema is the last word; anything it refuses that the checks above let through is a
  // bug here, shown as a form-level error rather than a 500.
  if (!parsed.success)
    return { ok: false, errors: { form: { key: "error.badRequest" } } };
  return { ok: true, question: parsed.data };
}

/** The question form (a flat POST) → fields. */
export function questionFieldsFromForm(
  values: Record<string, string>,
): QuestionFields {
  const options = Object.fromEntries(
    OPTION_LETTERS.map((l) => [
      l,
      { en: values[`option${l}`] ?? "", hi: values[`option${l}Hi`] ?? "" },
    ]),
  ) as QuestionFields["options"];
  return {
    type: values.type ?? "",
    textEn: values.textEn ?? "",
    textHi: values.textHi ?? "",
    options,
    correct: OPTION_LETTERS.filter((l) => values[`correct${l}`] === "on"),
    answer: values.answer ?? "",
    tolerance: values.tolerance ?? "",
    explanationEn: values.explanationEn ?? "",
    explanationHi: values.explanationHi ?? "",
    topics: values.topics ?? "",
    difficulty: values.difficulty ?? "",
  };
}

/** The question form's fields (every other field is refused: strict, like every form). */
export const QUESTION_FORM_FIELDS = new Set([
  "intent",
  "sectionId",
  "type",
  "textEn",
  "textHi",
  ...OPTION_LETTERS.flatMap((l) => [
    `option${l}`,
    `option${l}Hi`,
    `correct${l}`,
  ]),
  "answer",
  "tolerance",
  "explanationEn",
  "explanationHi",
  "topics",
  "difficulty",
  "image",
  "removeImage",
]);
