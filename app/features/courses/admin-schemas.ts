// Admin course management (/admin/courses, /admin/courses/new, /admin/courses/:id): one strict zod
// schema per mutation, told apart by `intent`. Errors are message keys, translated by the page.
// Server-only checks that need the database or the disk (does a bundled file exist?) live in
// catalogue-admin.server.ts; everything about the shape of the input is here.
//
// The pages import only types from this module; categories and limits reach them through loaders,
// so neither zod nor the database schema ends up in the browser bundle.
import { z } from "zod";
import { COURSE_CATEGORIES, LESSON_TYPES } from "../../../db/schema";
import type { MessageKey } from "../../lib/i18n/messages.en";
import { markdownProblem } from "../../lib/markdown.server";

const k = (key: MessageKey) => key; // keeps the keys type-checked

export const ADMIN_LIMITS = {
  name: 200,
  description: 5000,
  path: 500,
  url: 2000,
  instructor: 120,
  language: 40,
  duration: 40,
  searchKeywords: 1000,
  listItem: 200,
  listItems: 20,
  lessonTitle: 200,
  lessonContent: 50_000,
  maxPrice: 1_000_000,
} as const;
export type AdminLimits = typeof ADMIN_LIMITS;

// NUL and other control characters have no place in a one-line value (PostgreSQL rejects NUL).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// Multi-line values may hold line breaks and tabs, nothing else below U+0020.
// eslint-disable-next-line no-control-regex
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** An absolute https:// URL with a host and no credentials. */
export function isHttpsUrl(value: string): boolean {
  if (value.length > ADMIN_LIMITS.url || /\s/.test(value) || CONTROL.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

/** `file:<name>`: a bundled file referenced by name only (no directories, no ".."). */
export const BUNDLED_FILE = /^file:([A-Za-z0-9][A-Za-z0-9._-]{0,120})$/;
export function bundledFileName(value: string): string | null {
  const match = BUNDLED_FILE.exec(value);
  if (!match || match[1].includes("..")) return null;
  return match[1];
}

/** A path on this site ("/images/x.webp") or an https URL. */
function isImageRef(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !value.includes("..") && /^\/[A-Za-z0-9._~\-/%]+$/.test(value) && value.length <= ADMIN_LIMITS.path;
  return isHttpsUrl(value);
}

const blank = (v: string) => v.trim() === "";

/** A required one-line text: trimmed, not blank, bounded, without control characters. */
function requiredLine(max: number, tooLong: MessageKey, required: MessageKey = "adminCourses.error.required") {
  return z
    .string({ error: k(required) })
    .trim()
    .min(1, k(required))
    .max(max, k(tooLong))
    .refine((v) => !CONTROL.test(v), k("adminCourses.error.invalidCharacters"));
}

/** An optional one-line text: missing means "". */
function optionalLine(max: number, tooLong: MessageKey) {
  return z
    .string({ error: k("adminCourses.error.invalid") })
    .trim()
    .max(max, k(tooLong))
    .refine((v) => !CONTROL.test(v), k("adminCourses.error.invalidCharacters"))
    .optional()
    .transform((v) => v ?? "");
}

function requiredText(max: number, tooLong: MessageKey, required: MessageKey = "adminCourses.error.required") {
  return z
    .string({ error: k(required) })
    .trim()
    .min(1, k(required))
    .max(max, k(tooLong))
    .refine((v) => !CONTROL_MULTILINE.test(v), k("adminCourses.error.invalidCharacters"));
}

/** Whole rupees, 0 or more (0 means Free). "1.5", "-5", "1e3" and "" are refused. */
function priceField(required: MessageKey = "adminCourses.error.required") {
  return z
    .string({ error: k(required) })
    .trim()
    .min(1, k(required))
    .regex(/^\d{1,9}$/, k("adminCourses.error.priceWhole"))
    .transform(Number)
    .refine((v) => v <= ADMIN_LIMITS.maxPrice, k("adminCourses.error.priceTooHigh"));
}

/** Rating out of 5 with at most one decimal; blank means 0. Stored in tenths. */
const ratingField = z
  .string({ error: k("adminCourses.error.rating") })
  .trim()
  .optional()
  .transform((v) => v ?? "")
  .refine((v) => v === "" || (/^\d(\.\d)?$/.test(v) && Number(v) <= 5), k("adminCourses.error.rating"))
  .transform((v) => (v === "" ? 0 : Math.round(Number(v) * 10)));

const imageField = z
  .string({ error: k("adminCourses.error.imagePath") })
  .trim()
  .optional()
  .transform((v) => v ?? "")
  .refine((v) => v === "" || isImageRef(v), k("adminCourses.error.imagePath"));

/** An https URL or `file:<name>`; blank allowed when `optional`. Existence of the file is checked on
 * the server (catalogue-admin.server.ts). */
function mediaField(opts: { optional: boolean }) {
  return z
    .string({ error: k("adminCourses.error.required") })
    .trim()
    .optional()
    .transform((v) => v ?? "")
    .refine((v) => v.length <= ADMIN_LIMITS.url, k("adminCourses.error.urlTooLong"))
    .refine((v) => (v === "" ? opts.optional : isHttpsUrl(v) || bundledFileName(v) !== null), k("adminCourses.error.mediaUrl"));
}

/** One entry per line; blank lines dropped. */
/** Search words, typed on several lines or one: stored as one line, words separated by single spaces. */
const keywordsField = z
  .string({ error: k("adminCourses.error.invalid") })
  .max(ADMIN_LIMITS.searchKeywords, k("adminCourses.error.tooLong"))
  .refine((v) => !CONTROL_MULTILINE.test(v), k("adminCourses.error.invalidCharacters"))
  .optional()
  .transform((v) => (v ?? "").replace(/\s+/g, " ").trim());

const listField = z
  .string({ error: k("adminCourses.error.invalid") })
  .optional()
  .transform((v) =>
    (v ?? "")
      .split(/\r?\n|\r/)
      .map((line) => line.trim())
      .filter((line) => line !== ""),
  )
  .refine((items) => items.length <= ADMIN_LIMITS.listItems, k("adminCourses.error.listTooLong"))
  .refine((items) => items.every((item) => item.length <= ADMIN_LIMITS.listItem), k("adminCourses.error.listItemTooLong"))
  .refine((items) => items.every((item) => !CONTROL.test(item)), k("adminCourses.error.invalidCharacters"));

const categoryField = z.enum(COURSE_CATEGORIES, { error: k("adminCourses.error.category") });

const checkbox = z
  .enum(["on", "true"], { error: k("adminCourses.error.invalid") })
  .optional()
  .transform((v) => v !== undefined);

// ——— The spec's quick add: name, description, price, videoURL ———

export const QUICK_ADD_FIELDS = ["name", "description", "price", "videoURL"] as const;

export const quickAddSchema = z.strictObject({
  intent: z.literal("quick-add"),
  name: requiredLine(ADMIN_LIMITS.name, "adminCourses.error.nameTooLong", "adminCourses.quick.allFieldsRequired"),
  description: requiredText(ADMIN_LIMITS.description, "adminCourses.error.descriptionTooLong", "adminCourses.quick.allFieldsRequired"),
  price: priceField("adminCourses.quick.allFieldsRequired"),
  videoURL: z
    .string({ error: k("adminCourses.quick.allFieldsRequired") })
    .trim()
    .min(1, k("adminCourses.quick.allFieldsRequired"))
    .refine(isHttpsUrl, k("adminCourses.error.httpsUrl")),
});
export type QuickAddInput = z.infer<typeof quickAddSchema>;

// ——— The full course form (create and edit) ———

const courseFields = {
  name: requiredLine(ADMIN_LIMITS.name, "adminCourses.error.nameTooLong"),
  category: categoryField,
  description: requiredText(ADMIN_LIMITS.description, "adminCourses.error.descriptionTooLong"),
  image: imageField,
  thumbnail: imageField,
  rating: ratingField,
  price: priceField(),
  instructor: optionalLine(ADMIN_LIMITS.instructor, "adminCourses.error.tooLong"),
  language: optionalLine(ADMIN_LIMITS.language, "adminCourses.error.tooLong").transform((v) => v || "English"),
  duration: optionalLine(ADMIN_LIMITS.duration, "adminCourses.error.tooLong"),
  searchKeywords: keywordsField,
  trailerUrl: mediaField({ optional: true }),
  highlights: listField,
  requirements: listField,
};

export const createCourseSchema = z.strictObject({ intent: z.literal("create-course"), ...courseFields });
export const updateCourseSchema = z.strictObject({ intent: z.literal("save-course"), ...courseFields, published: checkbox });
export type CourseInput = Omit<z.infer<typeof createCourseSchema>, "intent">;

// ——— Lessons ———

const lessonIdField = z
  .string({ error: k("adminCourses.error.invalid") })
  .regex(/^[A-Za-z0-9_.-]{1,100}$/, k("adminCourses.error.invalid"));

const lessonFields = {
  title: requiredLine(ADMIN_LIMITS.lessonTitle, "adminCourses.error.lessonTitleTooLong"),
  type: z.enum(LESSON_TYPES, { error: k("adminCourses.error.lessonType") }),
  url: mediaField({ optional: true }),
  content: z
    .string({ error: k("adminCourses.error.invalid") })
    .max(ADMIN_LIMITS.lessonContent, k("adminCourses.error.contentTooLong"))
    .refine((v) => !CONTROL_MULTILINE.test(v), k("adminCourses.error.invalidCharacters"))
    .superRefine(markdownRules)
    .optional()
    .transform((v) => v ?? ""),
};

/** Markdown the renderer would not show as written: nested deeper than it allows, or too slow to
 * format (lib/markdown.server.ts). Over-long text already has its error and is not formatted. */
function markdownRules(value: string, ctx: z.RefinementCtx) {
  if (value.length > ADMIN_LIMITS.lessonContent) return;
  const problem = markdownProblem(value);
  if (problem === "tooDeep") ctx.addIssue({ code: "custom", message: k("adminCourses.error.nestingTooDeep") });
  if (problem === "tooSlow") ctx.addIssue({ code: "custom", message: k("adminCourses.error.markdownTooComplex") });
}

type LessonShape = { type: (typeof LESSON_TYPES)[number]; url: string; content: string };

/** Video and PDF lessons need a URL; text lessons need content. What the type does not use is
 * cleared, so a lesson never carries a stale URL or text the player would ignore. */
function lessonRules<T extends LessonShape>(value: T, ctx: z.RefinementCtx) {
  if (value.type === "text" && blank(value.content)) ctx.addIssue({ code: "custom", path: ["content"], message: k("adminCourses.error.contentRequired") });
  if (value.type !== "text" && value.url === "") ctx.addIssue({ code: "custom", path: ["url"], message: k("adminCourses.error.urlRequired") });
}
const normaliseLesson = <T extends LessonShape>(value: T): T => (value.type === "text" ? { ...value, url: "" } : { ...value, content: "" });

export const addLessonSchema = z
  .strictObject({ intent: z.literal("add-lesson"), ...lessonFields })
  .superRefine(lessonRules)
  .transform(normaliseLesson);
export const editLessonSchema = z
  .strictObject({ intent: z.literal("edit-lesson"), lessonId: lessonIdField, ...lessonFields })
  .superRefine(lessonRules)
  .transform(normaliseLesson);
export type LessonInput = { title: string; type: LessonShape["type"]; url: string; content: string };

export const deleteLessonSchema = z.strictObject({ intent: z.literal("delete-lesson-confirmed"), lessonId: lessonIdField });
export const moveLessonSchema = z.strictObject({
  intent: z.literal("move-lesson"),
  lessonId: lessonIdField,
  direction: z.enum(["up", "down"], { error: k("adminCourses.error.invalid") }),
});

// ——— Course-level actions on the list and the editor ———

const courseIdField = z.string({ error: k("adminCourses.error.invalid") }).regex(/^\d{1,10}$/, k("adminCourses.error.invalid"));

export const publishSchema = z.strictObject({ intent: z.enum(["publish", "unpublish"]), courseId: courseIdField.optional() });
export const deleteCourseSchema = z.strictObject({ intent: z.enum(["delete", "delete-confirmed"]), courseId: courseIdField.optional() });

/** Every POST of the course list (/admin/courses), told apart by `intent`. */
export const courseListAction = z.discriminatedUnion("intent", [quickAddSchema, publishSchema, deleteCourseSchema]);

/** The list's errors: an unknown intent, the quick add's own rules, or a bad course id. */
export function courseListErrors(error: z.ZodError, values: Record<string, string>): FieldErrors {
  if (error.issues.some((issue) => issue.code === "invalid_union" && issue.path[0] === "intent")) return { form: "adminCourses.error.unknownIntent" };
  if (values.intent === "quick-add") return quickAddErrors(error);
  return { form: "adminCourses.error.invalid" };
}

// ——— The editor (/admin/courses/:id) and the create form (/admin/courses/new) ———

/** The editor's course-level buttons carry nothing but their intent. */
const editorPublishSchema = z.strictObject({ intent: z.enum(["publish", "unpublish"]) });
const editorDeleteSchema = z.strictObject({ intent: z.enum(["delete", "delete-confirmed"]) });

/** Every POST of the course editor, told apart by `intent`. */
export const courseEditAction = z.discriminatedUnion("intent", [updateCourseSchema, editorPublishSchema, editorDeleteSchema, addLessonSchema, editLessonSchema, moveLessonSchema, deleteLessonSchema]);

const badIntent = (error: z.ZodError) => error.issues.some((issue) => issue.path[0] === "intent");

/** The editor's errors: an unknown or missing intent; one message for the buttons whose fields are
 * hidden (move, delete a lesson); the field errors of the course and lesson forms. */
export function courseEditErrors(error: z.ZodError, values: Record<string, string>): FieldErrors {
  if (badIntent(error)) return { form: "adminCourses.error.unknownIntent" };
  if (values.intent === "move-lesson" || values.intent === "delete-lesson-confirmed") return { form: "adminCourses.error.invalid" };
  return adminFieldErrors(error);
}

/** The create form's errors: an intent other than "create-course", or the fields' own. */
export function courseNewErrors(error: z.ZodError): FieldErrors {
  return badIntent(error) ? { form: "adminCourses.error.unknownIntent" } : adminFieldErrors(error);
}

export type FieldErrors = Partial<Record<string, MessageKey>>;

/** First error per field, as message keys; an issue without a field is the form's. */
export function adminFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.code === "unrecognized_keys" ? "form" : String(issue.path[0] ?? "form");
    out[field] ??= (issue.message.startsWith("adminCourses.") ? issue.message : "adminCourses.error.invalid") as MessageKey;
  }
  return out;
}

/** The quick add's errors: any missing field gives the spec's one message for the form, and the
 * missing fields are marked "Required". */
export function quickAddErrors(error: z.ZodError): FieldErrors {
  const errors = adminFieldErrors(error);
  let missing = false;
  for (const field of QUICK_ADD_FIELDS) {
    if (errors[field] === "adminCourses.quick.allFieldsRequired") {
      missing = true;
      errors[field] = "adminCourses.error.required";
    }
  }
  if (missing) errors.form = "adminCourses.quick.allFieldsRequired";
  return errors;
}
