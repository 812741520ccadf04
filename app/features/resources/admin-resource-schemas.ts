// Admin management of study resources (/admin/resources, /admin/resources/new, /admin/resources/:id):
// one strict zod schema per mutation, told apart by `intent`; errors are message keys the pages
// translate. Files are not fields here: the editor streams them to storage (lib/forms/stream-form).
import { z } from "zod";
import type { MessageKey } from "../../lib/i18n/messages.en";
import { type ErrorMapper, fieldErrors } from "../../lib/forms/parse-input.server";
import { CONTROL_CHARACTERS, textLine } from "../../lib/forms/text-fields";
import { RESOURCE_CLASSES, RESOURCE_KINDS } from "./resource-types";

const k = (key: MessageKey) => key;

export const RESOURCE_LIMITS = { title: 200, subject: 60, exam: 30, author: 120, keywords: 1000, url: 2000, maxPrice: 100_000, minPreview: 1, maxPreview: 20 } as const;
export const RESOURCE_LANGUAGES = ["en", "hi"] as const;

const CONTROL = CONTROL_CHARACTERS;
const line = (max: number, required: boolean) => textLine(max, required, { required: "adminResources.error.required", tooLong: "adminResources.error.tooLong", invalidCharacters: "adminResources.error.invalidCharacters" });

/** An absolute https:// address with a host and no credentials. */
export function isHttpsLink(value: string): boolean {
  if (value.length > RESOURCE_LIMITS.url || /\s/.test(value) || CONTROL.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

// Within PostgreSQL's integer: a longer number is "invalid", never a 500 from the database.
const resourceId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, k("adminResources.error.invalid"))
  .transform(Number)
  .refine((id) => id <= 2_147_483_647, k("adminResources.error.invalid"));

/** The list page's forms: the spec's quick add (title + link) and the row buttons. */
export const resourceListAction = z.discriminatedUnion("intent", [
  z.strictObject({
    intent: z.literal("quick-add"),
    title: z.string().trim().min(1, k("adminResources.quick.required")).max(RESOURCE_LIMITS.title, k("adminResources.error.tooLong")).refine((v) => !CONTROL.test(v), k("adminResources.error.invalidCharacters")),
    link: z.string().trim().min(1, k("adminResources.quick.required")).max(RESOURCE_LIMITS.url, k("adminResources.error.tooLong")),
  }),
  z.strictObject({ intent: z.enum(["delete", "delete-confirmed", "publish", "unpublish"]), resourceId }),
]);
export type ResourceListAction = z.output<typeof resourceListAction>;

/** The quick add's rule, word for word from the spec: both fields are required, after trimming. A
 * missing field is the one form-level message; a link that is not https is the link's own error. */
export const quickAddErrors: ErrorMapper = (error, values) => {
  if (values.intent === "quick-add" && ((values.title ?? "").trim() === "" || (values.link ?? "").trim() === "")) return { form: k("adminResources.quick.required") };
  return fieldErrors(error);
};

/** The editor's text fields (the file inputs come after them in the form). */
export const resourceEditorSchema = z.strictObject({
  intent: z.literal("save"),
  kind: z.enum(RESOURCE_KINDS, { error: k("adminResources.error.kind") }),
  title: line(RESOURCE_LIMITS.title, true),
  classLevel: z.enum(RESOURCE_CLASSES, { error: k("adminResources.error.class") }),
  subject: line(RESOURCE_LIMITS.subject, true),
  exam: line(RESOURCE_LIMITS.exam, false),
  author: line(RESOURCE_LIMITS.author, false),
  language: z.enum(RESOURCE_LANGUAGES, { error: k("adminResources.error.invalid") }),
  price: z
    .string({ error: k("adminResources.error.price") })
    .trim()
    .regex(/^\d{1,6}$/, k("adminResources.error.price"))
    .transform(Number)
    .refine((n) => n <= RESOURCE_LIMITS.maxPrice, k("adminResources.error.price")),
  previewPages: z
    .string({ error: k("adminResources.error.previewPages") })
    .trim()
    .regex(/^\d{1,2}$/, k("adminResources.error.previewPages"))
    .transform(Number)
    .refine((n) => n >= RESOURCE_LIMITS.minPreview && n <= RESOURCE_LIMITS.maxPreview, k("adminResources.error.previewPages")),
  searchKeywords: z
    .string()
    .trim()
    .max(RESOURCE_LIMITS.keywords, k("adminResources.error.tooLong"))
    // eslint-disable-next-line no-control-regex -- multi-line text: tabs and line breaks only
    .refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v), k("adminResources.error.invalidCharacters"))
    .optional()
    .default(""),
  published: z.literal("on").optional(),
});
export type ResourceEditorInput = z.output<typeof resourceEditorSchema>;

