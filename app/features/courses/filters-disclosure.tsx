import type { ReactNode } from "react";
import { FiltersDisclosure as Disclosure } from "~/components/ui/filters-disclosure";
import { useI18n } from "~/lib/i18n/i18n";
import { plural } from "~/lib/i18n/plural";

/** The catalogue's category and type filters in the shared disclosure (components/ui), with the
 * courses area's labels: "Filters (1 filter on)", by the page language's plural rules. */
export function FiltersDisclosure({ active, children }: { active: number; children: ReactNode }) {
  const { t, locale } = useI18n();
  const activeLabel = active > 0 ? t(plural(locale, active, { one: "courses.filtersActive.one", other: "courses.filtersActive.other" }), { count: active }) : null;
  return (
    <Disclosure label={t("courses.filters")} activeLabel={activeLabel} testId="course-filters">
      {children}
    </Disclosure>
  );
}
