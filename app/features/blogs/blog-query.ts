// The public blog list's query (/blogs): one zod schema, shared by the page and its links.
import { z } from "zod";
import { BLOG_CATEGORIES } from "./blog-types";

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
// eslint-disable-next-line no-control-regex
const printable = (v: string | undefined) => v === undefined || !/[\u0000-\u001f\u007f]/.test(v);

/** /blogs: bad values are dropped rather than failing the page (an old link with a category that no
 * longer exists still shows the list), like the course catalogue. */
export const blogListQuery = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(100).optional().refine(printable)).catch(undefined),
  category: z.preprocess(blankToUndefined, z.enum(BLOG_CATEGORIES).optional()).catch(undefined),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).optional()).catch(undefined),
});
export type BlogListQuery = z.infer<typeof blogListQuery>;

export function parseBlogListQuery(params: URLSearchParams): BlogListQuery {
  return blogListQuery.parse({ q: params.get("q") ?? undefined, category: params.get("category") ?? undefined, page: params.get("page") ?? undefined });
}

