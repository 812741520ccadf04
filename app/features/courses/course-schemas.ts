// Query and form schemas of the public courses pages, shared by the pages and the JSON API.
import { z } from "zod";
import { COURSE_TYPE_FILTERS } from "./course-types";

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
// eslint-disable-next-line no-control-regex
const printable = (v: string | undefined) => v === undefined || !/[\u0000-\u001f\u007f]/.test(v);

/** /courses and GET /api/courses: bad values are dropped rather than failing the page. */
export const courseListQuery = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(100).optional().refine(printable)).catch(undefined),
  category: z.preprocess(blankToUndefined, z.string().max(60).optional().refine(printable)).catch(undefined),
  type: z.preprocess(blankToUndefined, z.enum(COURSE_TYPE_FILTERS).optional()).catch(undefined),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).optional()).catch(undefined),
});
export type CourseListQuery = z.infer<typeof courseListQuery>;

export function parseListQuery(params: URLSearchParams): CourseListQuery {
  return courseListQuery.parse(Object.fromEntries(params));
}

export const courseDetailsAction = z.strictObject({ intent: z.literal("enroll") });
export const lessonAction = z.strictObject({ intent: z.literal("complete"), lessonId: z.string().min(1).max(100) });
