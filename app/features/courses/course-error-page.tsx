import { isRouteErrorResponse, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useI18n } from "~/lib/i18n/i18n";

/** The not-found state of the course pages (spec: 'Course not found' on details, 'Course Not Found'
 * on content); any other error gets the generic message. */
export function CourseErrorPage({ error, headingKey }: { error: unknown; headingKey: "courses.notFound" | "courses.notFoundContent" }) {
  const { t } = useI18n();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const heading = notFound ? t(headingKey) : t("error.title");
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <title>{`${heading} | Vidyapath`}</title>
      <h1 className="text-2xl font-bold">{heading}</h1>
      <p className="mt-2 text-slate-700">{notFound ? t("courses.notFoundText") : t("error.text")}</p>
      <Link to="/courses" className={buttonClass("primary", "mt-6")}>
        {t("courses.backToCourses")}
      </Link>
    </section>
  );
}
