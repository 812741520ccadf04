import { Link } from "react-router";
import { useI18n } from "~/lib/i18n/i18n";

const linkClass = "inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4";

/** "Previous page · Page 2 of 5 · Next page" for a paged list; a link is left out at its end. */
export function Pager({ label, page, pageCount, previousHref, nextHref }: { label: string; page: number; pageCount: number; previousHref: string | null; nextHref: string | null }) {
  const { t } = useI18n();
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-4">
      {previousHref ? (
        <Link to={previousHref} className={linkClass}>
          {t("pager.previous")}
        </Link>
      ) : null}
      <span className="text-sm text-slate-700" aria-current="page">
        {t("pager.page", { page, pages: pageCount })}
      </span>
      {nextHref ? (
        <Link to={nextHref} className={linkClass}>
          {t("pager.next")}
        </Link>
      ) : null}
    </nav>
  );
}
