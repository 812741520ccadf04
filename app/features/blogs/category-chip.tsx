import { useI18n } from "~/lib/i18n/i18n";
import type { BlogCategory } from "./blog-types";

/** A category's name in the page's language (the stored value is a stable slug). */
export function useCategoryName() {
  const { t } = useI18n();
  return (category: BlogCategory) => t(`blogCategory.${category}`);
}

/** The category chip of a post. */
export function CategoryChip({ category }: { category: BlogCategory }) {
  const name = useCategoryName();
  return <span className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">{name(category)}</span>;
}
