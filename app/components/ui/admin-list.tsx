// The admin kit's list (docs/decisions/026-admin-kit.md): a search form that works without
// JavaScript (a GET form; the list's other filters ride along as extra fields), column headers that
// sort by being links (with aria-sort), a pager, and an empty state. The rows are the page's own
// `<tr>`s; their last cell (the actions) stays pinned at the right edge, so at 360 px every row's
// buttons are on screen while the other columns scroll sideways inside the table's wrapper; at
// 1280 px the whole table fits. Links come from `listHref` (lib/lists/list-query.ts): a header sets
// the sort and goes back to page 1, the pager keeps search, filters and sort.
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { listHref, type ListQuery, type ListState, nextDir, type SortDir } from "~/lib/lists/list-query";

export type { ListState };
import { useI18n } from "~/lib/i18n/i18n";
import { Button } from "./button";
import { DataTable } from "./data-table";
import { Field } from "./field";
import { Pager } from "./pager";

export type ListColumn<S extends string = string> = {
  label: string;
  /** Sorts the list when set: the column's name in the list's allowed sorts. */
  sort?: S;
  /** Classes of the header cell, e.g. a width that keeps the first columns on a phone's screen. */
  className?: string;
  /** The first direction when this column is chosen (dates and amounts: "desc"). */
  firstDir?: SortDir;
};

const linkClass = "inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4";

/** The search box (and the page's filter fields as children), a GET form to the list's path. */
export function ListSearch({
  list,
  label,
  hint,
  submitLabel,
  heading,
  children,
  className = "",
  maxLength = 200,
  id = "list-q",
  clearLabel,
  wide = true,
}: {
  list: ListState;
  label: string;
  hint?: string;
  submitLabel: string;
  heading?: string;
  children?: ReactNode;
  className?: string;
  maxLength?: number;
  id?: string;
  /** The "clear" link's text; "Clear search" by default. */
  clearLabel?: string;
  /** The search box takes two columns of the form (false: one, when several filters share the row). */
  wide?: boolean;
}) {
  const { t } = useI18n();
  const { query, filters = {} } = list;
  const searched = Boolean(query.q) || Object.values(filters).some(Boolean);
  const sorted = query.sort !== list.defaultSort || query.dir !== list.defaultDir;
  return (
    <section aria-labelledby={heading ? `${id}-h` : undefined} aria-label={heading ? undefined : label} className={`mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 ${className}`}>
      {heading ? (
        <h2 id={`${id}-h`} className="text-lg font-semibold">
          {heading}
        </h2>
      ) : null}
      <Form method="get" action={list.path} className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <Field label={label} name="q" id={id} type="search" defaultValue={query.q} maxLength={maxLength} hint={hint} className={wide ? "sm:col-span-2" : ""} />
        {children}
        {/* The chosen order survives a new search. */}
        {sorted ? (
          <>
            <input type="hidden" name="sort" value={query.sort} />
            <input type="hidden" name="dir" value={query.dir} />
          </>
        ) : null}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
          <Button type="submit">{submitLabel}</Button>
          {searched ? (
            <Link to={listHref(list.path, list, { ...query, q: "", page: 1 })} className={linkClass}>
              {clearLabel ?? t("admin.list.clear")}
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

/** The list: a count heading, the table with sortable headers and pinned actions, the pager, or the
 * empty state. */
export function AdminList<S extends string>({
  list,
  heading,
  headingId,
  caption,
  columns,
  empty,
  pagerLabel,
  minWidthClass = "min-w-[44rem]",
  testId,
  rowCount,
  pinActions = true,
  children,
}: {
  list: ListState<S>;
  heading: string;
  headingId: string;
  caption: string;
  columns: ListColumn<S>[];
  empty: string;
  pagerLabel: string;
  minWidthClass?: string;
  testId?: string;
  rowCount: number;
  /** The last column holds the row's actions and stays on screen (false for a read-only list). */
  pinActions?: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const { query, filters } = list;
  const href = (change: Partial<ListQuery<S>>) => listHref(list.path, list, query, filters, change);
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-xl font-bold">
        {heading}
      </h2>
      {rowCount === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">{empty}</p>
      ) : (
        <DataTable
          caption={caption}
          columns={columns.map((column) => {
            if (!column.sort) return { label: column.label, className: column.className };
            const active = query.sort === column.sort;
            const dir = nextDir(query, column.sort, column.firstDir);
            return {
              sort: active ? (query.dir === "asc" ? "ascending" : "descending") : "none",
              className: column.className,
              label: (
                <Link
                  to={href({ sort: column.sort, dir, page: 1 })}
                  className="inline-flex min-h-11 items-center gap-1 whitespace-nowrap text-brand-800 underline-offset-4 hover:underline"
                  title={t(dir === "asc" ? "admin.list.sortAsc" : "admin.list.sortDesc", { column: column.label })}
                >
                  {column.label}
                  <span aria-hidden="true" className={active ? "" : "text-slate-400"}>
                    {active ? (query.dir === "asc" ? "▲" : "▼") : "↕"}
                  </span>
                </Link>
              ),
            };
          })}
          minWidthClass={minWidthClass}
          className="mt-3 rounded-2xl border border-slate-200 bg-white"
          testId={testId}
          stickyLastColumn={pinActions}
        >
          {children}
        </DataTable>
      )}
      {list.pages > 1 ? (
        <Pager
          label={pagerLabel}
          page={query.page}
          pageCount={list.pages}
          previousHref={query.page > 1 ? href({ page: query.page - 1 }) : null}
          nextHref={query.page < list.pages ? href({ page: query.page + 1 }) : null}
        />
      ) : null}
    </section>
  );
}

/** The actions cell of a row: narrow and stacked on a phone (it is pinned), in a row from `lg`. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <td className="px-2 py-2">
      <div className="flex flex-col items-stretch gap-2 lg:flex-row lg:flex-wrap lg:items-start">{children}</div>
    </td>
  );
}

/** One button of a row: a POST form with hidden fields (the intent included). `rowName` is read
 * after the label by screen readers ("Delete Physics 101"), so every row's button has its own name. */
export function RowAction({ action, fields, label, rowName, danger = false, className }: { action: string; fields: Record<string, string | number>; label: string; rowName: string; danger?: boolean; className?: string }) {
  return (
    <Form method="post" action={action} className={className}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="secondary" className={`w-full px-3 ${danger ? "text-red-800" : ""}`}>
        {label}
        <span className="sr-only"> {rowName}</span>
      </Button>
    </Form>
  );
}
