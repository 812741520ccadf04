// Parsing `?q=&sort=&dir=&page=` of an admin list with one zod schema per list. A bad value never
// fails the page: an unknown sort column or direction gives the list's default order, a page that
// is not a whole number from 1 gives page 1 (and one past the end the last page, see pageWindow), a
// search is cleaned of control characters and cut to 200 characters. A bookmarked or hand-edited
// URL therefore always shows a list (200), never a 400 or a 500 (docs/decisions/026-admin-kit.md).
import { z } from "zod";
import type { ListQuery, ListSpec, SortDir } from "./list-query";

export const MAX_SEARCH = 200;

// eslint-disable-next-line no-control-regex -- control characters never belong in a search
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** The search text: control characters and lone surrogates removed, trimmed, at most 200 characters. */
export function cleanSearch(raw: string): string {
  return raw.replace(CONTROL, "").replace(/\p{Cs}/gu, "").trim().slice(0, MAX_SEARCH).trim();
}

export function listQuerySchema<S extends string>(spec: ListSpec<S>) {
  const sorts = spec.sorts as readonly [S, ...S[]];
  return z.object({
    q: z.string().catch("").default("").transform(cleanSearch),
    sort: z.enum(sorts).catch(spec.defaultSort).default(spec.defaultSort),
    dir: z.enum(["asc", "desc"]).catch(spec.defaultDir).default(spec.defaultDir),
    page: z
      .string()
      .regex(/^\d{1,6}$/)
      .transform(Number)
      .refine((n) => n >= 1)
      .catch(1)
      .default(1),
  });
}

/** The list query of a request's search parameters (the first value of each key counts). */
export function parseListQuery<S extends string>(params: URLSearchParams, spec: ListSpec<S>): ListQuery<S> {
  const raw = Object.fromEntries(["q", "sort", "dir", "page"].flatMap((key) => (params.has(key) ? [[key, params.get(key)]] : [])));
  const parsed = listQuerySchema(spec).parse(raw);
  // The direction only counts together with a known sort column: "?dir=asc" alone keeps the default order.
  const dir: SortDir = params.get("sort") === parsed.sort ? parsed.dir : spec.defaultDir;
  return { q: parsed.q, sort: parsed.sort as S, dir, page: parsed.page };
}
