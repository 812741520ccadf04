import { isRouteErrorResponse } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { useI18n } from "~/lib/i18n/i18n";

/** The error page of the admin's course pages: a missing course or lesson (404) or an unexpected
 * failure, with the way back to the course list. A loader marks a missing lesson with
 * `data({ missing: "lesson" }, { status: 404 })`. */
export function AdminCourseErrorPage({ error }: { error: unknown }) {
  const { t } = useI18n();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const lesson = missing && (error.data as { missing?: string } | null)?.missing === "lesson";
  const heading = lesson ? t("adminCourses.lessonNotFoundTitle") : missing ? t("adminCourses.notFound") : t("error.title");
  const text = lesson ? t("adminCourses.lessonNotFound") : missing ? t("adminCourses.notFoundText") : t("error.text");
  return (
    <section className="py-12 text-center">
      <title>{`${heading} | Vidyapath`}</title>
      <h1 className="text-2xl font-bold">{heading}</h1>
      <p className="mt-2 text-slate-700">{text}</p>
      <ButtonLink to="/admin/courses" className="mt-6">
        {t("adminCourses.backToList")}
      </ButtonLink>
    </section>
  );
}
