// The quiz engine's zod schemas, shared by the JSON API, the pages and the content writers (seed,
// admin editor, CSV import): list filters, path ids, one answer save, and a quiz's whole content.
// Errors are message keys. Client-safe.
import { z } from "zod";
import type { MessageKey } from "../../lib/i18n/messages.en";
import { QUESTION_DIFFICULTIES, QUIZ_CLASSES, QUIZ_MODES, QUIZ_PRESETS } from "./quiz-types";

const k = (key: MessageKey) => key;
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const printable = (v: string | undefined) => v === undefined || !/[\u0000-\u001f\u007f]/.test(v);
const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).refine(printable).optional());

export const QUIZ_LIMITS = { title: 200, subject: 60, exam: 40, text: 20_000, option: 2_000, explanation: 20_000, topics: 10, topic: 60, options: 6, sections: 10, questions: 300, answerValue: 1e9, timeSpentMs: 86_400_000 } as const;

/** GET /api/quizzes and the /quizzes/{mode} page: all optional; unknown parameters are refused (API). */
export const quizListQuery = z.strictObject({
  mode: z.preprocess(blankToUndefined, z.enum(QUIZ_MODES).optional()),
  class: z.preprocess(blankToUndefined, z.enum(QUIZ_CLASSES).optional()),
  subject: optionalText(QUIZ_LIMITS.subject),
  exam: optionalText(QUIZ_LIMITS.exam),
  q: optionalText(100),
});
export type QuizListFilters = z.output<typeof quizListQuery>;

/** A quiz, section, question or option id in a path: a positive PostgreSQL integer, else null (a 404). */
export function parseIntId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= 2_147_483_647 ? n : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An attempt id in a path: a UUID, else null (a 404: a malformed id names no attempt). */
export const parseAttemptId = (raw: string | undefined): string | null => (raw && UUID.test(raw) ? raw.toLowerCase() : null);

const optionId = z.number().int().min(1).max(2_147_483_647);

/**
 * One answer save (PUT /api/attempts/{attemptId}/answers/{questionId}): `optionIds` for single and
 * multiple (an empty list clears the answer), or `value` for numeric (null clears it); neither, to
 * record only a visit, a review mark or time. `timeSpentMs` is the client's running total for the
 * question in this attempt: the server keeps the largest it has seen, so a save sent twice (a retry,
 * an offline replay) changes nothing.
 */
export const answerBody = z
  .strictObject({
    optionIds: z.array(optionId).max(QUIZ_LIMITS.options).optional(),
    value: z.number().finite().min(-QUIZ_LIMITS.answerValue).max(QUIZ_LIMITS.answerValue).nullable().optional(),
    markedForReview: z.boolean().optional(),
    visited: z.boolean().optional(),
    timeSpentMs: z.number().int().min(0).max(QUIZ_LIMITS.timeSpentMs).optional(),
  })
  .refine((b) => !(b.optionIds !== undefined && b.value !== undefined), { message: k("error.badRequest"), path: ["value"] })
  .refine((b) => b.optionIds === undefined || new Set(b.optionIds).size === b.optionIds.length, { message: k("error.badRequest"), path: ["optionIds"] });
export type AnswerBody = z.output<typeof answerBody>;

// ——— Content (seed, admin editor, CSV import) ———

const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => v.trim() !== "", k("error.badRequest"))
    .refine((v) => !CONTROL.test(v), k("error.badRequest"));
const optionalHi = (max: number) => z.union([text(max), z.null()]).optional().default(null);
const bilingual = (max: number) => z.strictObject({ en: text(max), hi: optionalHi(max) });
const marksValue = z
  .number()
  .finite()
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, k("error.badRequest"))
  .refine((v) => Math.abs(v) <= 9999, k("error.badRequest"));

export const markingSchema = z.strictObject({
  correct: marksValue.refine((v) => v > 0, k("error.badRequest")),
  incorrect: marksValue.refine((v) => v <= 0, k("error.badRequest")),
  unanswered: marksValue.refine((v) => v <= 0, k("error.badRequest")),
});

const questionBase = {
  text: bilingual(QUIZ_LIMITS.text),
  explanation: z.strictObject({ en: z.string().max(QUIZ_LIMITS.explanation).refine((v) => !CONTROL.test(v)), hi: optionalHi(QUIZ_LIMITS.explanation) }),
  topics: z.array(z.string().trim().toLowerCase().min(1).max(QUIZ_LIMITS.topic).refine(printable)).max(QUIZ_LIMITS.topics).default([]),
  difficulty: z.enum(QUESTION_DIFFICULTIES).default("medium"),
  imageKey: z.string().max(300).nullable().optional().default(null),
};
const choice = z.strictObject({ text: bilingual(QUIZ_LIMITS.option), correct: z.boolean() });

export const questionInput = z
  .discriminatedUnion("type", [
    z.strictObject({ ...questionBase, type: z.literal("single"), options: z.array(choice).min(2).max(QUIZ_LIMITS.options) }),
    z.strictObject({ ...questionBase, type: z.literal("multiple"), options: z.array(choice).min(2).max(QUIZ_LIMITS.options) }),
    z.strictObject({ ...questionBase, type: z.literal("numeric"), answer: z.number().finite().min(-QUIZ_LIMITS.answerValue).max(QUIZ_LIMITS.answerValue), tolerance: z.number().finite().min(0).max(QUIZ_LIMITS.answerValue).default(0) }),
  ])
  .refine((q) => q.type === "numeric" || (q.type === "single" ? q.options.filter((o) => o.correct).length === 1 : q.options.some((o) => o.correct)), { message: k("error.badRequest"), path: ["options"] });
export type QuestionInput = z.input<typeof questionInput>;
export type QuestionContent = z.output<typeof questionInput>;

export const sectionInput = z.strictObject({ title: bilingual(QUIZ_LIMITS.title), marking: markingSchema, questions: z.array(questionInput).max(QUIZ_LIMITS.questions) });

export const quizSettingsInput = z.strictObject({
  mode: z.enum(QUIZ_MODES),
  title: bilingual(QUIZ_LIMITS.title),
  class: z.enum(QUIZ_CLASSES),
  subject: text(QUIZ_LIMITS.subject),
  exam: z.union([text(QUIZ_LIMITS.exam), z.null()]).default(null),
  preset: z.enum(QUIZ_PRESETS).nullable().default(null),
  durationSeconds: z.number().int().min(10).max(86_400).nullable().default(null),
  published: z.boolean().default(false),
});

/** A whole quiz: settings and sections with their questions. */
export const quizContentInput = quizSettingsInput
  .extend({ sections: z.array(sectionInput).min(1).max(QUIZ_LIMITS.sections) })
  .refine((q) => q.mode === "practice" || q.durationSeconds !== null, { message: k("error.badRequest"), path: ["durationSeconds"] })
  .refine((q) => q.sections.reduce((n, s) => n + s.questions.length, 0) <= QUIZ_LIMITS.questions, { message: k("error.badRequest"), path: ["sections"] });
export type QuizContentInput = z.input<typeof quizContentInput>;
export type QuizContent = z.output<typeof quizContentInput>;
export type QuizSettings = z.output<typeof quizSettingsInput>;
