// The 404 of the checkout pages for a product that is not a course (a course keeps the courses'
// "Course not found" page).
import { isRouteErrorResponse, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useI18n } from "~/lib/i18n/i18n";

export function ProductNotFound({ error }: { error: unknown }) {
  const { t } = useI18n();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const heading = notFound ? t("checkout.item.notFound") : t("error.title");
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <title>{`${heading} | Vidyapath`}</title>
      <h1 className="text-2xl font-bold">{heading}</h1>
      <p className="mt-2 text-slate-700">{notFound ? t("checkout.item.notFoundText") : t("error.text")}</p>
      <Link to="/" className={buttonClass("primary", "mt-6")}>
        {t("checkout.item.home")}
      </Link>
    </section>
  );
}
