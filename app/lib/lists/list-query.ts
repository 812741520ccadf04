// The query of an admin list (`?q=&sort=&dir=&page=`) and the page of rows a list answers with.
// Shared by the server (features' list queries, redirects after a change) and the browser (the
// sortable headers and the pager of components/ui/admin-list.tsx build their links with `listHref`).
// The zod parser of the query string is in list-query.server.ts, so no schema ships to the browser.

export type SortDir = "asc" | "desc";

/** What one list allows: its sortable columns, the default order and the page size. */
export type ListSpec<S extends string = string> = {
  sorts: readonly S[];
  defaultSort: S;
  defaultDir: SortDir;
  pageSize: number;
};

export type ListQuery<S extends string = string> = { q: string; sort: S; dir: SortDir; page: number };

/** One page of a list: its rows, how many rows match in all, the page shown and how many pages there are. */
export type Paged<T> = { rows: T[]; total: number; page: number; pages: number };

/** What a loader sends for a list page: its path, the query it answered (page clamped), its default
 * order (links leave it out), the other filters kept in every link, and the paging. */
export type ListState<S extends string = string> = {
  path: string;
  query: ListQuery<S>;
  defaultSort: S;
  defaultDir: SortDir;
  filters?: Record<string, string | null | undefined>;
  total: number;
  pages: number;
};

/** The list state of a page of rows (or, before the query ran, of the query alone). */
export function listState<S extends string>(
  path: string,
  spec: ListSpec<S>,
  query: ListQuery<S>,
  filters: Record<string, string | null | undefined> = {},
  page?: Omit<Paged<unknown>, "rows">,
): ListState<S> {
  return { path, query: page ? { ...query, page: page.page } : query, defaultSort: spec.defaultSort, defaultDir: spec.defaultDir, filters, total: page?.total ?? 0, pages: page?.pages ?? 1 };
}

export const defineList = <S extends string>(spec: ListSpec<S>): ListSpec<S> => spec;

/** The page to show for `total` rows: a page past the end shows the last page. */
export function pageWindow(requested: number, total: number, pageSize: number) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, requested), pages);
  return { page, pages, offset: (page - 1) * pageSize, limit: pageSize };
}

/** The list's URL for a query and its other filters (status, role…); defaults are left out, so the
 * plain path is the default list. `change` overrides parts of the query (a header link sets the sort
 * and goes back to page 1; the pager sets the page). */
export function listHref<S extends string>(
  path: string,
  spec: Pick<ListSpec<S>, "defaultSort" | "defaultDir">,
  query: ListQuery<S>,
  filters: Record<string, string | null | undefined> = {},
  change: Partial<ListQuery<S>> = {},
): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (next.sort !== spec.defaultSort || next.dir !== spec.defaultDir) {
    params.set("sort", next.sort);
    params.set("dir", next.dir);
  }
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A header link's direction: the other one on the sorted column, else ascending (newest/most first
 * for dates and amounts is the caller's `firstDir`). */
export function nextDir(query: ListQuery, column: string, firstDir: SortDir = "asc"): SortDir {
  if (query.sort !== column) return firstDir;
  return query.dir === "asc" ? "desc" : "asc";
}

/** `href` with these parameters added (a redirect's `done=…` after a change made on a filtered list). */
export function withParams(href: string, extra: Record<string, string>): string {
  const [path, search = ""] = href.split("?", 2);
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return `${path}?${params}`;
}
