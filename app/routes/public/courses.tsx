import { Form, Link } from "react-router";
import type { Route } from "./+types/courses";
import { buttonClass } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { listCategories, listCourses } from "~/features/courses/catalogue.server";
import { CourseCard } from "~/features/courses/course-card";
import { useCourseFacts } from "~/features/courses/course-facts";
import { parseListQuery } from "~/features/courses/course-schemas";
import { COURSE_TYPE_FILTERS } from "~/features/courses/course-types";
import { FiltersDisclosure } from "~/features/courses/filters-disclosure";
import { useI18n } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/meta";
import { getSessionUser } from "~/features/accounts/session.server";
import { SelectField } from "~/components/ui/select-field";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("courses")];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "courses.title", "courses.description");

// Filters live in the URL (a GET form), so results can be shared and the back button works.
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseListQuery(new URL(request.url).searchParams);
  const user = query.type === "My Courses" ? await getSessionUser(request) : null;
  const [result, categories] = await Promise.all([listCourses({ ...query, userId: user?.id ?? null }), listCategories()]);
  return { ...result, categories, query, needsLogin: query.type === "My Courses" && !user };
}

function pageHref(query: Route.ComponentProps["loaderData"]["query"], page: number) {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  if (query.type) params.set("type", query.type);
  if (page > 1) params.set("page", String(page));
  const s = params.toString();
  return s ? `/courses?${s}` : "/courses";
}

export default function Courses({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const facts = useCourseFacts();
  const { courses, categories, query, page, pages, total, needsLogin } = loaderData;
  const filtered = Boolean(query.q || query.category || query.type);
  const activeFilters = (query.category ? 1 : 0) + (query.type ? 1 : 0);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("courses.heading")}</h1>
      <Form method="get" className="mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end" role="search">
        <div className="flex flex-col gap-1">
          <label htmlFor="q" className="text-sm font-medium">
            {t("courses.search")}
          </label>
          <input id="q" name="q" type="search" defaultValue={query.q ?? ""} maxLength={100} placeholder={t("courses.searchPlaceholder")} className="min-h-11 rounded-lg border border-slate-400 px-3 py-2 text-base" />
        </div>
        <FiltersDisclosure active={activeFilters}>
          <SelectField
            label={t("courses.category")}
            id="category"
            name="category"
            defaultValue={query.category ?? ""}
            options={[{ value: "", label: t("courses.allCategories") }, ...categories.map((c) => ({ value: c, label: facts.category(c) }))]}
          />
          <SelectField
            label={t("courses.type")}
            id="type"
            name="type"
            defaultValue={query.type ?? ""}
            options={[{ value: "", label: t("courses.allTypes") }, ...COURSE_TYPE_FILTERS.map((f) => ({ value: f, label: t(`courses.type.${f}`) }))]}
          />
        </FiltersDisclosure>
        <button type="submit" className={buttonClass("primary")}>
          {t("courses.apply")}
        </button>
      </Form>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2" aria-live="polite">
        <p className="text-sm text-slate-700">{facts.courses(total)}</p>
        {filtered ? (
          <Link to="/courses" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4">
            {t("courses.clear")}
          </Link>
        ) : null}
      </div>
      {needsLogin ? (
        <Notice className="mt-4">
          <Link to={`/login?redirectTo=${encodeURIComponent("/courses?type=My Courses")}`} className="font-semibold underline">
            {t("courses.myCoursesLogin")}
          </Link>
        </Notice>
      ) : null}
      {courses.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-lg text-slate-700">{t("courses.empty")}</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {courses.map((c, i) => (
            <li key={c.id}>
              <CourseCard course={c} priority={i === 0} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t("courses.pagination")} className="mt-8 flex items-center justify-center gap-3">
          {page > 1 ? (
            <Link to={pageHref(query, page - 1)} className={buttonClass("secondary")} rel="prev">
              {t("courses.previous")}
            </Link>
          ) : null}
          <span className="text-sm text-slate-700">{t("courses.page", { page, pages })}</span>
          {page < pages ? (
            <Link to={pageHref(query, page + 1)} className={buttonClass("secondary")} rel="next">
              {t("courses.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
