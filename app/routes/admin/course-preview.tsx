import { data, Link } from "react-router";
import type { Route } from "./+types/course-preview";
import { Notice } from "~/components/ui/notice";
import { AdminCourseErrorPage } from "~/features/courses/admin-course-error";
import { getCourseForEdit } from "~/features/courses/catalogue-admin.server";
import { parseCourseId } from "~/features/courses/catalogue.server";
import { LessonPlayer, LessonSteps } from "~/features/courses/lesson-player";
import { pickLesson, playableLesson } from "~/features/courses/lesson-view.server";
import { useI18n } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/meta";
import { requireAdmin } from "~/features/accounts/session.server";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("adminCourses", "content")];

// An admin sees a course's lessons as an enrolled student would — drafts included, so a course can be
// checked before it is published — without enrolling and without recording any progress.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = parseCourseId(params.id);
  const course = id ? await getCourseForEdit(id) : null;
  if (!course) throw data("Course not found", { status: 404 });
  const { lesson, missing, previousId, nextId } = pickLesson(course.lessons, new URL(request.url).searchParams.get("lesson"), null);
  if (missing) throw data({ missing: "lesson" }, { status: 404 });
  return {
    course: { id: course.id, name: course.name, published: course.published },
    lessons: course.lessons.map(({ id: lessonId, position, title }) => ({ id: lessonId, position, title })),
    lesson: lesson ? playableLesson(lesson) : null,
    previousId,
    nextId,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "adminCourses.preview.title"), { name: "robots", content: "noindex" }];

export default function CoursePreview({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { course, lessons, lesson, previousId, nextId } = loaderData;
  const lessonHref = (lessonId: string) => `/admin/courses/${course.id}/preview?lesson=${encodeURIComponent(lessonId)}`;
  return (
    <>
      <p className="text-sm">
        <Link to={`/admin/courses/${course.id}`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
          {t("adminCourses.preview.backToEdit", { name: course.name })}
        </Link>
      </p>
      <Notice className="mt-2">
        <p>{course.published ? t("adminCourses.preview.notice") : t("adminCourses.preview.noticeDraft")}</p>
      </Notice>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[18rem_1fr]">
        <nav aria-labelledby="preview-lessons-h" className="order-2 lg:order-1">
          <h2 id="preview-lessons-h" className="text-lg font-semibold">
            {t("content.lessons")}
          </h2>
          {lessons.length === 0 ? <p className="mt-2 text-sm text-slate-700">{t("adminCourses.preview.noLessons")}</p> : null}
          <ol className="mt-3 space-y-1">
            {lessons.map((l) => (
              <li key={l.id}>
                <Link
                  to={lessonHref(l.id)}
                  aria-current={l.id === lesson?.id ? "page" : undefined}
                  className={`flex min-h-11 items-center rounded-lg px-3 py-2 text-sm ${l.id === lesson?.id ? "bg-brand-50 font-semibold text-brand-800" : "hover:bg-slate-100"}`}
                >
                  {l.position}. {l.title}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <article className="order-1 min-w-0 lg:order-2">
          <p className="text-sm font-semibold text-slate-700">{course.name}</p>
          {lesson ? (
            <>
              <h1 className="text-2xl font-bold">{lesson.title}</h1>
              <div className="mt-4">
                <LessonPlayer lesson={lesson} />
              </div>
              <div className="mt-6 flex flex-wrap items-center gap-3">
                <LessonSteps previousHref={previousId ? lessonHref(previousId) : null} nextHref={nextId ? lessonHref(nextId) : null} />
              </div>
            </>
          ) : (
            <h1 className="text-2xl font-bold">{course.name}</h1>
          )}
        </article>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminCourseErrorPage error={error} />;
}
