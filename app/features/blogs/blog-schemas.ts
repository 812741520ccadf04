// Form schemas of the blogs' admin pages: the list's row buttons, the editor and its live preview, one
// zod schema per mutation told apart by `intent`. Errors are message keys the pages translate
// (decision 025). The public list's query is blog-query.ts.
import { z } from "zod";
import { textLine } from "../../lib/forms/text-fields";
import type { MessageKey } from "../../lib/i18n/messages.en";
import { BLOG_CATEGORIES, BLOG_LANGUAGES } from "./blog-types";

const k = (key: MessageKey) => key;
// eslint-disable-next-line no-control-regex -- multi-line text: tabs and line breaks only
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const BLOG_LIMITS = { title: 160, body: 50_000, excerpt: 300, author: 80 } as const;

const line = (max: number, required: boolean) => textLine(max, required, { required: "adminBlogs.error.required", tooLong: "adminBlogs.error.tooLong", invalidCharacters: "adminBlogs.error.invalidCharacters" });

// Within PostgreSQL's integer: a longer number is "invalid", never a 500 from the database.
export const blogId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, k("adminBlogs.error.invalid"))
  .transform(Number)
  .refine((id) => id <= 2_147_483_647, k("adminBlogs.error.invalid"));

/** The admin list's row buttons. */
export const blogListAction = z.strictObject({ intent: z.enum(["delete", "delete-confirmed", "publish", "unpublish"]), postId: blogId });
export type BlogListAction = z.output<typeof blogListAction>;

/** What happens to the post on save: stays (or becomes) a draft, goes out now, or at a time. */
export const PUBLISH_CHOICES = ["draft", "now", "schedule"] as const;
export type PublishChoice = (typeof PUBLISH_CHOICES)[number];

/** "2026-03-01T18:30" from a datetime-local input: a wall-clock time in India (IST, UTC+05:30). */
const DATETIME_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The UTC instant of an IST wall-clock time typed in a datetime-local field, or null if it is not
 * one (a 30th of February, an hour 25). India has no daylight saving time: always +05:30. */
export function istToUtc(value: string): Date | null {
  const m = DATETIME_LOCAL.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number);
  const utc = Date.UTC(year, month - 1, day, hour, minute) - (5 * 60 + 30) * 60_000;
  const check = new Date(utc + (5 * 60 + 30) * 60_000);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || check.getUTCHours() !== hour || year < 2000 || year > 2100) return null;
  return new Date(utc);
}

/** The IST wall-clock time of an instant, for a datetime-local field ("2026-03-01T18:30"). */
export function utcToIst(date: Date): string {
  return new Date(date.getTime() + (5 * 60 + 30) * 60_000).toISOString().slice(0, 16);
}

/** The editor's text fields (the cover file comes after them in the form). `intent=preview` renders
 * the body without saving (the no-JavaScript preview). */
export const blogEditorSchema = z
  .strictObject({
    intent: z.enum(["save", "preview"]),
    title: line(BLOG_LIMITS.title, true),
    body: z
      .string({ error: k("adminBlogs.error.required") })
      .max(BLOG_LIMITS.body, k("adminBlogs.error.bodyTooLong"))
      .refine((v) => !CONTROL_IN_TEXT.test(v), k("adminBlogs.error.invalidCharacters"))
      .refine((v) => v.trim() !== "", k("adminBlogs.error.required")),
    // A textarea: line breaks are allowed and folded into spaces (it is one paragraph of summary).
    excerpt: z
      .string()
      .max(BLOG_LIMITS.excerpt, k("adminBlogs.error.tooLong"))
      .refine((v) => !CONTROL_IN_TEXT.test(v), k("adminBlogs.error.invalidCharacters"))
      .transform((v) => v.replace(/\s+/g, " ").trim())
      .optional()
      .default(""),
    category: z.enum(BLOG_CATEGORIES, { error: k("adminBlogs.error.category") }),
    language: z.enum(BLOG_LANGUAGES, { error: k("adminBlogs.error.invalid") }),
    authorName: line(BLOG_LIMITS.author, false),
    publish: z.enum(PUBLISH_CHOICES, { error: k("adminBlogs.error.invalid") }),
    publishAt: z.string().trim().max(40).optional().default(""),
  })
  .superRefine((v, ctx) => {
    if (v.publish === "schedule" && !istToUtc(v.publishAt)) ctx.addIssue({ code: "custom", path: ["publishAt"], message: k("adminBlogs.error.publishAt") });
  });
export type BlogEditorInput = z.output<typeof blogEditorSchema>;

/** The live preview's body (POST /admin/blogs/preview). */
export const blogPreviewSchema = z.strictObject({
  body: z
    .string()
    .max(BLOG_LIMITS.body, k("adminBlogs.error.bodyTooLong"))
    .refine((v) => !CONTROL_IN_TEXT.test(v), k("adminBlogs.error.invalidCharacters")),
});
