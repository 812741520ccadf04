import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/course-content";
import { buttonClass } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { SubmitButton } from "~/components/ui/submit-button";
import { parseCourseId } from "~/features/courses/catalogue.server";
import { CourseErrorPage } from "~/features/courses/course-error-page";
import { lessonAction } from "~/features/courses/course-schemas";
import { LessonPlayer, LessonSteps } from "~/features/courses/lesson-player";
import { lessonAfterCompleting } from "~/features/courses/lesson-order";
import { pickLesson, playableLesson } from "~/features/courses/lesson-view.server";
import { courseExists } from "~/features/courses/enrollment.server";
import { courseForLearner, markLessonComplete, rememberLastLesson } from "~/features/courses/progress.server";
import { invalidInput, loadPage } from "~/lib/errors/http-errors.server";
import { parseForm } from "~/lib/forms/parse-input.server";
import { useI18n } from "~/lib/i18n/i18n";
import { requireUser } from "~/features/accounts/session.server";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("auth.error.emailInvalid", "auth.error.emailRequired", "auth.error.nameTooLong", "auth.error.passwordRequired", "auth.error.passwordTooLong", "auth.error.passwordTooShort", "content", "courses.backToCourses", "courses.notFound", "courses.notFoundContent", "courses.notFoundText", "details.notOnSaleText", "profile.error.dobFuture", "profile.error.dobInvalid", "profile.error.genderInvalid", "profile.error.nameInvalid", "profile.error.nameRequired", "profile.error.nameTooLong")];

// Login and enrollment required. Enrolled students keep their courses even once unpublished. Not
// enrolled → the details page with a notice if the course is open to new students, else 404 (an
// unpublished course does not exist for them); a lesson id that is not in this course → 404.
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const id = parseCourseId(params.id);
  if (!id) throw data({ notFound: true }, { status: 404 });
  const course = await courseForLearner(user.id, id);
  if (!course) return refuseNonOwner(id);
  const { lesson, missing, previousId, nextId } = pickLesson(course.lessons, new URL(request.url).searchParams.get("lesson"), course.lastLessonId);
  if (missing) throw data({ notFound: true }, { status: 404 });
  // Remembered so the course reopens here next time, on any device.
  if (lesson && lesson.id !== course.lastLessonId) await rememberLastLesson(user.id, id, lesson.id);
  return {
    course: { id: course.id, name: course.name },
    lessons: course.lessons.map(({ id: lessonId, position, title, type }) => ({ id: lessonId, position, title, type })),
    completed: course.completed,
    lesson: lesson ? playableLesson(lesson) : null,
    previousId,
    nextId,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const id = parseCourseId(params.id);
  if (!id) throw data({ notFound: true }, { status: 404 });
  const parsed = await parseForm(request, lessonAction);
  if (!parsed.ok) return invalidInput(parsed, "error.badRequest");
  // A lesson that is not in this course is the page's 404.
  const result = await loadPage(() => markLessonComplete(user.id, id, parsed.data.lessonId));
  if (result === "notEnrolled") return refuseNonOwner(id);
  // Move on (A3): a redirect, so it works as a plain form post without JavaScript, and with it
  // React Router follows it as a client navigation that reloads the progress with the next lesson.
  const course = await courseForLearner(user.id, id);
  const next = course ? lessonAfterCompleting(course.lessons.map((l) => l.id), parsed.data.lessonId, course.completed) : parsed.data.lessonId;
  throw redirect(`/courses/${id}/content?lesson=${encodeURIComponent(next)}`);
}

/** The answer for a student who does not own the course: an invitation to enroll when it is open
 * to new students, else the same 404 as an unknown id (nothing tells them the course exists). */
async function refuseNonOwner(courseId: number): Promise<never> {
  if (await courseExists(courseId)) throw redirect(`/courses/${courseId}/details?notice=enrollRequired`);
  throw data({ notFound: true }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.lesson?.title ?? loaderData.course.name} | ${loaderData.course.name} | Vidyapath` : "Course Not Found | Vidyapath" },
  { name: "robots", content: "noindex" },
];

export default function CourseContent({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { course, lessons, completed, lesson, previousId, nextId } = loaderData;
  const done = new Set(completed);
  const allDone = lessons.length > 0 && lessons.every((l) => done.has(l.id));
  const lessonHref = (lessonId: string) => `/courses/${course.id}/content?lesson=${encodeURIComponent(lessonId)}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <p className="text-sm">
        <Link to={`/courses/${course.id}/details`} className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-4">
          {course.name}
        </Link>
      </p>
      {allDone ? (
        <Notice tone="success" className="mb-4">
          <p className="text-base font-semibold">{t("content.congrats", { name: course.name })}</p>
          <a href={`/courses/${course.id}/certificate`} className={buttonClass("accent", "mt-3")} download>
            {t("content.certificate")}
          </a>
        </Notice>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_1fr]">
        <nav aria-labelledby="lessons-h" className="order-2 lg:order-1">
          <h2 id="lessons-h" className="text-lg font-semibold">{t("content.lessons")}</h2>
          <p className="mt-1 text-sm text-slate-700">{t("content.progress", { done: done.size, total: lessons.length })}</p>
          <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
            <div className="h-full bg-green-600" style={{ width: `${lessons.length ? Math.round((done.size / lessons.length) * 100) : 0}%` }} />
          </div>
          <ol className="mt-3 space-y-1">
            {lessons.map((l) => (
              <li key={l.id}>
                <Link
                  to={lessonHref(l.id)}
                  aria-current={l.id === lesson?.id ? "page" : undefined}
                  className={`flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 text-sm ${l.id === lesson?.id ? "bg-brand-50 font-semibold text-brand-800" : "hover:bg-slate-100"}`}
                >
                  <span aria-hidden="true" className={done.has(l.id) ? "text-green-700" : "text-slate-400"}>
                    {done.has(l.id) ? "✔" : "○"}
                  </span>
                  <span className="min-w-0 flex-1">
                    {l.position}. {l.title}
                  </span>
                  <span className="sr-only">({done.has(l.id) ? t("content.completed") : t("content.notCompleted")})</span>
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <article className="order-1 min-w-0 lg:order-2">
          {lesson ? (
            <>
              <h1 className="text-2xl font-bold">{lesson.title}</h1>
              <div className="mt-4">
                <LessonPlayer lesson={lesson} />
              </div>
              <div className="mt-6 flex flex-wrap items-center gap-3">
                {done.has(lesson.id) ? (
                  <p className="inline-flex min-h-11 items-center rounded-lg bg-green-50 px-4 font-semibold text-green-900">{t("content.marked")}</p>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="complete" />
                    <input type="hidden" name="lessonId" value={lesson.id} />
                    <SubmitButton label={t("content.markComplete")} pendingLabel={t("content.markComplete")} />
                  </Form>
                )}
                <LessonSteps previousHref={previousId ? lessonHref(previousId) : null} nextHref={nextId ? lessonHref(nextId) : null} />
              </div>
            </>
          ) : null}
        </article>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CourseErrorPage error={error} headingKey="courses.notFoundContent" />;
}
