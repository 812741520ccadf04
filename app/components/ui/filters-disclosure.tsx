import type { ReactNode } from "react";

/**
 * A list page's filters: behind a "Filters" button on phones (closed on every load, with how many
 * filters are on in its label), so the results come first; always shown from `sm` up (decision 022).
 * A native <details>, so it works before and without JavaScript, and browsers expose its summary as a
 * button with aria-expanded. The selects in a closed <details> are still submitted with the form.
 *
 * From `sm` up the element takes no box of its own (`display: contents`, its fields sit in the
 * form's grid) and its content is forced visible through `::details-content`. Browsers without that
 * pseudo-element keep the Filters button on wide screens too: still usable, never hidden for good.
 * Used by /courses and the study-resource lists; each passes its own translated labels.
 */
export function FiltersDisclosure({ label, activeLabel, testId, children }: { label: string; activeLabel: string | null; testId?: string; children: ReactNode }) {
  return (
    <details
      data-testid={testId}
      className="group sm:supports-[selector(::details-content)]:contents sm:supports-[selector(::details-content)]:[&::details-content]:[content-visibility:visible] sm:supports-[selector(::details-content)]:[&::details-content]:contents"
    >
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-lg border border-slate-400 px-3 py-2 text-sm font-medium sm:supports-[selector(::details-content)]:hidden">
        <span>
          {label}
          {activeLabel ? <span className="ml-1 text-slate-700">({activeLabel})</span> : null}
        </span>
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="mt-3 grid gap-3 sm:contents">{children}</div>
    </details>
  );
}
