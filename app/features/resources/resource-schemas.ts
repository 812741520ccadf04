// The list query of the study-resource pages and GET /api/resources, one schema for both. Unlike the
// course list (which drops bad values), a value that cannot be right is a 400: the forms only send
// values they offered, so a bad one is a hand-edited URL and should say so, never a 500.
import { z } from "zod";
import { RESOURCE_CLASSES, RESOURCE_KINDS } from "./resource-types";

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
// eslint-disable-next-line no-control-regex
const printable = (v: string | undefined) => v === undefined || !/[\u0000-\u001f\u007f]/.test(v);
const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).refine(printable).optional());

const filters = {
  class: z.preprocess(blankToUndefined, z.enum(RESOURCE_CLASSES).optional()),
  subject: optionalText(60),
  exam: optionalText(30),
  q: optionalText(100),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).optional()),
};

/** A list page: the kind comes from the path; unknown parameters (campaign tags…) are ignored. */
export const resourcePageQuery = z.object(filters);
/** The JSON API: the kind is a parameter, and unknown parameters are refused. */
export const resourceApiQuery = z.strictObject({ kind: z.enum(RESOURCE_KINDS), ...filters });

export type ResourceFilters = z.infer<typeof resourcePageQuery>;

/** Repeated parameters (`?class=10th&class=12th`) are refused rather than silently picking one. */
export function queryObject(params: URLSearchParams): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key in out) return null;
    out[key] = value;
  }
  return out;
}
