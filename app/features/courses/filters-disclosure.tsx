import type { ReactNode } from "react";
import { useI18n, type TFunction } from "~/lib/i18n/i18n";
import type { Locale } from "~/lib/i18n/locales";
import { plural } from "~/lib/i18n/plural";

/**
 * The catalogue's category and type filters: behind a "Filters" button on phones (closed on every
 * load, with the number of filters on in its label), so the results come first; always shown from `sm` up (decision 022). A native <details>, so it works before and
 * without JavaScript, and browsers expose its summary as a button with aria-expanded. The selects in
 * a closed <details> are still submitted with the form.
 *
 * From `sm` up the element takes no box of its own (`display: contents`, its fields sit in the
 * form's grid) and its content is forced visible through `::details-content`. Browsers without that
 * pseudo-element keep the Filters button on wide screens too: still usable, never hidden for good.
 */
export function FiltersDisclosure({ active, children }: { active: number; children: ReactNode }) {
  const { t, locale } = useI18n();
  return (
    <details
      data-testid="course-filters"
      className="group sm:supports-[selector(::details-content)]:contents sm:supports-[selector(::details-content)]:[&::details-content]:[content-visibility:visible] sm:supports-[selector(::details-content)]:[&::details-content]:contents"
    >
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-lg border border-slate-400 px-3 py-2 text-sm font-medium sm:supports-[selector(::details-content)]:hidden">
        <span>
          {t("courses.filters")}
          {active > 0 ? <span className="ml-1 text-slate-700">({filterCount(active, locale, t)})</span> : null}
        </span>
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="mt-3 grid gap-3 sm:contents">{children}</div>
    </details>
  );
}

/** "1 filter on" / "2 filters on", chosen by the page language's plural rules. */
function filterCount(count: number, locale: Locale, t: TFunction) {
  return t(plural(locale, count, { one: "courses.filtersActive.one", other: "courses.filtersActive.other" }), { count });
}
