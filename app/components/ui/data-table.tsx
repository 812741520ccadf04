import type { ReactNode } from "react";

// The last cell of every row: sticky at the right, opaque (the scrolled cells pass under it), with a
// left rule so it reads as its own column.
const STICKY_LAST = "[&_tr>*:last-child]:sticky [&_tr>*:last-child]:right-0 [&_tr>*:last-child]:bg-white [&_tr>*:last-child]:shadow-[-1px_0_0_var(--color-slate-200)] [&_thead_tr>*:last-child]:bg-slate-50";

/** `sort`: the column's aria-sort when the table can be sorted by it (components/ui/admin-list.tsx). */
export type Column = { label: ReactNode; align?: "left" | "right"; sort?: "ascending" | "descending" | "none"; className?: string };

/**
 * A table with a caption for screen readers and a header row; the rows are the children (`<tr>`s).
 * It scrolls sideways inside its own wrapper when wider than the screen (a phone), so the page never
 * does; `relative` keeps the sr-only caption (position: absolute) inside the wrapper as well.
 */
export function DataTable({
  caption,
  columns,
  children,
  minWidthClass = "",
  className = "",
  testId,
  footer,
  stickyLastColumn = false,
}: {
  caption: string;
  columns: Column[];
  children: ReactNode;
  /** e.g. "min-w-[44rem]": below this width the table scrolls instead of squeezing its columns. */
  minWidthClass?: string;
  className?: string;
  testId?: string;
  /** A <tfoot>'s rows, e.g. totals. */
  footer?: ReactNode;
  /** Keeps the last column (the row's buttons) pinned to the wrapper's right edge while the rest
   * scrolls, so on a phone an action such as Refund is on screen without scrolling sideways. */
  stickyLastColumn?: boolean;
}) {
  return (
    // A labelled, focusable region: keyboard users can scroll it even when no cell holds a link.
    <div className={`relative w-full overflow-x-auto ${className}`} data-testid={testId} role="region" aria-label={caption} tabIndex={0}>
      <table className={`w-full text-left text-sm ${minWidthClass} ${stickyLastColumn ? STICKY_LAST : ""}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col" aria-sort={column.sort} className={`px-3 py-2 font-semibold ${column.align === "right" ? "text-right" : ""} ${column.className ?? ""}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {footer ? <tfoot>{footer}</tfoot> : null}
      </table>
    </div>
  );
}
