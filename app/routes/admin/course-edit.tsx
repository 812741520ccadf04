import { data, Form, Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/course-edit";
import { Button, buttonClass } from "~/components/ui/button";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { Notice } from "~/components/ui/notice";
import { SubmitButton } from "~/components/ui/submit-button";
import {
  addLessonSchema,
  adminFieldErrors,
  deleteLessonSchema,
  EDIT_INTENTS,
  editLessonSchema,
  formValues,
  moveLessonSchema,
  readIntent,
  updateCourseSchema,
  type FieldErrors,
} from "~/features/courses/admin-schemas";
import {
  addLesson,
  adminFormOptions,
  courseName,
  deleteCourse,
  deleteLesson,
  getCourseForEdit,
  moveLesson,
  setPublished,
  updateCourse,
  updateLesson,
  type Outcome,
} from "~/features/courses/catalogue-admin.server";
import { parseCourseId } from "~/features/courses/catalogue.server";
import { useI18n } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/lib/i18n/messages.en";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/forms/read-form.server";
import { badRequest } from "~/lib/responses.server";
import { requireAdmin } from "~/features/accounts/session.server";
import { CourseFields } from "~/features/courses/admin-course-form";
import { AdminCourseErrorPage } from "~/features/courses/admin-course-error";
import { AdminLessonsSection } from "~/features/courses/admin-lesson-list";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("adminCourses")];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "adminCourses.edit.title", "adminCourses.description");

const notFound = () => data("Course not found", { status: 404 });

// What a redirect after a change reports (?done=…): only these keys, never text from the URL.
const DONE = ["created", "saved", "published", "unpublished", "lessonAdded", "lessonSaved", "lessonDeleted", "lessonMoved"] as const;
type Done = (typeof DONE)[number];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = parseCourseId(params.id);
  const course = id ? await getCourseForEdit(id) : null;
  if (!course) throw notFound();
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return { course, notice: (DONE as readonly string[]).includes(done) ? (done as Done) : null, ...adminFormOptions() };
}

type ActionData = {
  intent: string | null;
  errors: FieldErrors;
  values?: Record<string, string>;
  lessonId?: string;
  confirmDelete?: boolean;
};

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = parseCourseId(params.id);
  if (!id || (await courseName(id)) === null) throw notFound();
  const form = await readForm(request);
  const values = form ? formValues(form) : null;
  if (!form || !values) return badRequest<ActionData>({ intent: null, errors: { form: "error.badRequest" } });
  const intent = readIntent(form, EDIT_INTENTS);
  if (!intent) return badRequest<ActionData>({ intent: null, errors: { form: "adminCourses.error.unknownIntent" } });
  const here = `/admin/courses/${id}`;

  /** Maps a use case's outcome to the answer: a redirect that reports success, or the errors. */
  const answer = (outcome: Outcome, done: Done | "deleted", lessonId?: string) => {
    switch (outcome.status) {
      case "ok":
        return redirect(done === "deleted" ? "/admin/courses?done=deleted" : `${here}?done=${done}`);
      case "invalid":
        return badRequest<ActionData>({ intent, errors: outcome.errors, values, lessonId });
      case "conflict":
        return data<ActionData>({ intent, errors: { form: outcome.error }, lessonId }, { status: 409 });
      case "lessonNotFound":
        return data<ActionData>({ intent, errors: { form: "adminCourses.lessonNotFound" } }, { status: 404 });
      case "notFound":
        throw notFound();
    }
  };

  switch (intent) {
    case "save-course": {
      const parsed = updateCourseSchema.safeParse(values);
      if (!parsed.success) return badRequest<ActionData>({ intent, errors: adminFieldErrors(parsed.error), values });
      return answer(await updateCourse(id, parsed.data), "saved");
    }
    case "publish":
    case "unpublish":
      if (Object.keys(values).length !== 1) return badRequest<ActionData>({ intent, errors: { form: "adminCourses.error.invalid" } });
      return answer(await setPublished(id, intent === "publish", admin.id), intent === "publish" ? "published" : "unpublished");
    case "delete":
      // The confirmation step: nothing is deleted until intent=delete-confirmed.
      return { intent, errors: {}, confirmDelete: true } satisfies ActionData;
    case "delete-confirmed":
      if (Object.keys(values).length !== 1) return badRequest<ActionData>({ intent, errors: { form: "adminCourses.error.invalid" } });
      return answer(await deleteCourse(id, admin.id), "deleted");
    case "add-lesson": {
      const parsed = addLessonSchema.safeParse(values);
      if (!parsed.success) return badRequest<ActionData>({ intent, errors: adminFieldErrors(parsed.error), values });
      return answer(await addLesson(id, parsed.data), "lessonAdded");
    }
    case "edit-lesson": {
      const parsed = editLessonSchema.safeParse(values);
      const lessonId = typeof values.lessonId === "string" ? values.lessonId.slice(0, 100) : undefined;
      if (!parsed.success) return badRequest<ActionData>({ intent, errors: adminFieldErrors(parsed.error), values, lessonId });
      return answer(await updateLesson(id, parsed.data.lessonId, parsed.data), "lessonSaved", parsed.data.lessonId);
    }
    case "move-lesson": {
      const parsed = moveLessonSchema.safeParse(values);
      if (!parsed.success) return badRequest<ActionData>({ intent, errors: { form: "adminCourses.error.invalid" } });
      return answer(await moveLesson(id, parsed.data.lessonId, parsed.data.direction), "lessonMoved");
    }
    case "delete-lesson-confirmed": {
      const parsed = deleteLessonSchema.safeParse(values);
      if (!parsed.success) return badRequest<ActionData>({ intent, errors: { form: "adminCourses.error.invalid" } });
      return answer(await deleteLesson(id, parsed.data.lessonId), "lessonDeleted", parsed.data.lessonId);
    }
  }
}

const NOTICE_KEYS: Record<Done, MessageKey> = {
  created: "adminCourses.notice.created",
  saved: "adminCourses.notice.saved",
  published: "adminCourses.notice.publishedHere",
  unpublished: "adminCourses.notice.unpublishedHere",
  lessonAdded: "adminCourses.notice.lessonAdded",
  lessonSaved: "adminCourses.notice.lessonSaved",
  lessonDeleted: "adminCourses.notice.lessonDeleted",
  lessonMoved: "adminCourses.notice.lessonMoved",
};

export default function CourseEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const location = useLocation();
  const { course, notice, categories, lessonTypes, limits } = loaderData;
  const result = actionData as ActionData | undefined;
  const courseResult = result?.intent === "save-course" ? result : undefined;
  // Lesson form errors show in that form; everything else (and an edit of a lesson that is not in the
  // list any more) at the top.
  const inLessonForm = result?.intent === "add-lesson" || (result?.intent === "edit-lesson" && course.lessons.some((l) => l.id === result.lessonId));
  const formError = result && !inLessonForm ? (result.errors.form ?? (result.intent === "edit-lesson" ? "adminCourses.error.invalid" : undefined)) : undefined;
  const courseValues = courseResult?.values ?? {
    name: course.name,
    category: course.category,
    description: course.description,
    image: course.image,
    thumbnail: course.thumbnail,
    rating: course.rating,
    price: String(course.priceRupees),
    instructor: course.instructor,
    language: course.language,
    duration: course.duration,
    searchKeywords: course.searchKeywords,
    trailerUrl: course.trailerUrl,
    highlights: course.highlights.join("\n"),
    requirements: course.requirements.join("\n"),
    published: course.published ? "on" : "",
  };
  const addResult = result?.intent === "add-lesson" ? result : undefined;
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/courses" className="font-semibold text-brand-700 underline underline-offset-4">
          {t("adminCourses.backToList")}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold break-words">{t("adminCourses.edit.heading", { name: course.name })}</h1>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${course.published ? "bg-green-100 text-green-900" : "bg-slate-200 text-slate-800"}`}>
          {course.published ? t("adminCourses.status.published") : t("adminCourses.status.draft")}
        </span>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Form method="post" preventScrollReset>
          <Button type="submit" name="intent" value={course.published ? "unpublish" : "publish"} variant={course.published ? "secondary" : "primary"}>
            {course.published ? t("adminCourses.unpublish") : t("adminCourses.publish")}
          </Button>
        </Form>
        <Link to={`/admin/courses/${course.id}/preview`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
          {t("adminCourses.preview.link")}
        </Link>
        {course.published ? (
          <Link to={`/courses/${course.id}/details`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
            {t("adminCourses.viewPublic")}
          </Link>
        ) : null}
      </div>

      <div className="mt-4 flex flex-col gap-3" aria-live="polite">
        {notice ? <Notice tone="success">{t(NOTICE_KEYS[notice])}</Notice> : null}
        {notice === "created" || (notice === "lessonAdded" && !course.published) ? <Notice>{t("adminCourses.notice.draftHint")}</Notice> : null}
        {formError ? <Notice tone="error">{t(formError)}</Notice> : null}
        {courseResult && !formError ? <Notice tone="error">{t("adminCourses.error.fixBelow")}</Notice> : null}
      </div>

      {result?.confirmDelete ? (
        <ConfirmPanel
          id="confirm-delete-heading"
          heading={t("adminCourses.delete.confirmHeading", { name: course.name })}
          text={t("adminCourses.delete.confirmText")}
          action={`/admin/courses/${course.id}`}
          fields={{ intent: "delete-confirmed" }}
          confirmLabel={t("adminCourses.delete.confirm")}
          pendingLabel={t("adminCourses.saving")}
          cancelHref={`/admin/courses/${course.id}`}
          cancelLabel={t("adminCourses.cancel")}
        />
      ) : null}

      <section aria-labelledby="details-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="details-heading" className="text-xl font-bold">
          {t("adminCourses.edit.details")}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t("adminCourses.edit.tagHint", { tag: course.tag === "Free" ? t("adminCourses.free") : t("adminCourses.paid") })}</p>
        <Form method="post" noValidate className="mt-4 flex flex-col gap-6" key={`course-${location.key}`}>
          <input type="hidden" name="intent" value="save-course" />
          <CourseFields values={courseValues} errors={courseResult?.errors ?? {}} categories={categories} limits={limits} withPublished />
          <div>
            <SubmitButton label={t("adminCourses.edit.save")} pendingLabel={t("adminCourses.saving")} />
          </div>
        </Form>
      </section>

      <AdminLessonsSection
        lessons={course.lessons}
        lessonTypes={lessonTypes}
        limits={limits}
        addResult={addResult}
        editResult={result?.intent === "edit-lesson" ? { lessonId: result.lessonId, errors: result.errors, values: result.values } : undefined}
        formKey={location.key}
      />

      <section aria-labelledby="danger-heading" className="mt-8 rounded-2xl border border-red-300 bg-white p-4 sm:p-6">
        <h2 id="danger-heading" className="text-xl font-bold text-red-900">
          {t("adminCourses.delete.heading")}
        </h2>
        {course.enrollmentCount > 0 ? (
          <p className="mt-2 text-sm text-slate-700">{t("adminCourses.error.deleteHasStudents")}</p>
        ) : (
          <details className="mt-2">
            <summary className={buttonClass("secondary", "cursor-pointer border-red-700 text-red-800")}>{t("adminCourses.delete.course")}</summary>
            <Form method="post" className="mt-3 flex flex-col items-start gap-2">
              <p className="text-sm text-slate-700">{t("adminCourses.delete.confirmText")}</p>
              <Button type="submit" name="intent" value="delete-confirmed" className="bg-red-700 hover:bg-red-800">
                {t("adminCourses.delete.confirm")}
              </Button>
            </Form>
          </details>
        )}
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminCourseErrorPage error={error} />;
}
