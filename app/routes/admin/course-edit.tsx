import { Form, Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/course-edit";
import { Button, buttonClass } from "~/components/ui/button";
import { FormPage, splitActionData } from "~/components/ui/admin-page";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { Notice } from "~/components/ui/notice";
import { SubmitButton } from "~/components/ui/submit-button";
import { ADMIN_LIMITS, courseEditAction, courseEditErrors } from "~/features/courses/admin-schemas";
import { addLesson, adminFormOptions, courseName, deleteCourse, deleteLesson, getCourseForEdit, moveLesson, setPublished, updateCourse, updateLesson } from "~/features/courses/catalogue-admin.server";
import { parseCourseId } from "~/features/courses/catalogue.server";
import { notFound } from "~/lib/errors/domain-error";
import { type ActionFailure, invalidInput, pageError, runAction } from "~/lib/errors/http-errors.server";
import { parseForm, typedValues } from "~/lib/forms/parse-input.server";
import { useI18n } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/lib/i18n/messages.en";
import { pageMeta } from "~/lib/meta";
import { requireAdmin } from "~/features/accounts/session.server";
import { CourseFields } from "~/features/courses/admin-course-form";
import { AdminCourseErrorPage } from "~/features/courses/admin-course-error";
import { AdminLessonsSection } from "~/features/courses/admin-lesson-list";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("adminCourses")];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "adminCourses.edit.title", "adminCourses.description");

const courseNotFound = () => notFound("adminCourses.notFound");

// What a redirect after a change reports (?done=…): only these keys, never text from the URL.
const DONE = ["created", "saved", "published", "unpublished", "lessonAdded", "lessonSaved", "lessonDeleted", "lessonMoved"] as const;
type Done = (typeof DONE)[number];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = parseCourseId(params.id);
  const course = id ? await getCourseForEdit(id) : null;
  if (!course) pageError(courseNotFound());
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return {
    course,
    notice: (DONE as readonly string[]).includes(done) ? (done as Done) : null,
    ...adminFormOptions(),
  };
}

/** The delete button's answer: the confirmation step. Every refusal is the kit's `ActionFailure`,
 * whose `values.intent` (and `values.lessonId`) tell which form it belongs to. */
type Confirm = { confirmDelete: true };

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = parseCourseId(params.id);
  if (!id || (await courseName(id)) === null) pageError(courseNotFound());
  // A refused form keeps everything typed, a lesson's 50,000 characters included.
  const parsed = await parseForm(request, courseEditAction, {
    unique: true,
    errors: courseEditErrors,
    echoLimit: ADMIN_LIMITS.lessonContent,
  });
  if (!parsed.ok) return invalidInput(parsed);
  const input = parsed.data;
  const here = `/admin/courses/${id}`;
  const done = (what: Done) => redirect(`${here}?done=${what}`);
  // A course that went away meanwhile is the page's 404; a missing lesson is told beside the forms.
  return runAction(
    async () => {
      switch (input.intent) {
        case "save-course":
          await updateCourse(id, input);
          return done("saved");
        case "publish":
        case "unpublish":
          await setPublished(id, input.intent === "publish", admin.id);
          return done(input.intent === "publish" ? "published" : "unpublished");
        case "delete":
          // The confirmation step: nothing is deleted until intent=delete-confirmed.
          return { confirmDelete: true } satisfies Confirm;
        case "delete-confirmed":
          await deleteCourse(id, admin.id);
          return redirect("/admin/courses?done=deleted");
        case "add-lesson":
          await addLesson(id, input);
          return done("lessonAdded");
        case "edit-lesson":
          await updateLesson(id, input.lessonId, input);
          return done("lessonSaved");
        case "move-lesson":
          await moveLesson(id, input.lessonId, input.direction);
          return done("lessonMoved");
        case "delete-lesson-confirmed":
          await deleteLesson(id, input.lessonId);
          return done("lessonDeleted");
      }
    },
    typedValues(parsed.values, undefined, ADMIN_LIMITS.lessonContent),
    (error) => error.messageKey === "adminCourses.notFound",
  );
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

/** A lesson form's own message for a refusal of the use case: a missing lesson, or "fix below" when
 * the message is beside a field (a file that does not exist). */
function lessonFormError(failure: ActionFailure): MessageKey | undefined {
  const key = failure.formError?.key;
  return key === "adminCourses.error.fixBelow" ? undefined : key;
}

export default function CourseEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const location = useLocation();
  const { course, notice, categories, lessonTypes, limits } = loaderData;
  const { failure, ok } = splitActionData(actionData as Confirm | ActionFailure | undefined);
  const intent = failure?.values.intent;
  const courseResult = intent === "save-course" ? failure : undefined;
  // Lesson form errors show in that form; everything else (and an edit of a lesson that is not in the
  // list any more) at the top. A refusal of the use case (a missing file, a missing lesson) has its
  // message on `formError`; a field's message stays beside the field.
  const lessonResult =
    failure && (intent === "add-lesson" || intent === "edit-lesson")
      ? {
          lessonId: failure.values.lessonId,
          errors: {
            ...failure.errors,
            form: failure.errors.form ?? lessonFormError(failure),
          },
          values: failure.values,
        }
      : undefined;
  const inLessonForm = intent === "add-lesson" || (intent === "edit-lesson" && course.lessons.some((l) => l.id === lessonResult?.lessonId));
  const formError: MessageKey | undefined =
    failure && !inLessonForm
      ? (failure.errors.form ?? failure.formError?.key ?? (intent === "edit-lesson" ? "adminCourses.error.invalid" : intent === "save-course" ? "adminCourses.error.fixBelow" : undefined))
      : undefined;
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
  const addResult = intent === "add-lesson" ? lessonResult : undefined;
  return (
    <FormPage
      title={t("adminCourses.edit.heading", { name: course.name })}
      aside={
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${course.published ? "bg-green-100 text-green-900" : "bg-slate-200 text-slate-800"}`}>
          {course.published ? t("adminCourses.status.published") : t("adminCourses.status.draft")}
        </span>
      }
      backTo="/admin/courses"
      backLabel={t("adminCourses.backToList")}
    >
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
      </div>

      {ok?.confirmDelete ? (
        <ConfirmPanel
          id="confirm-delete-heading"
          heading={t("adminCourses.delete.confirmHeading", {
            name: course.name,
          })}
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
        <p className="mt-1 text-sm text-slate-700">
          {t("adminCourses.edit.tagHint", {
            tag: course.tag === "Free" ? t("adminCourses.free") : t("adminCourses.paid"),
          })}
        </p>
        <Form method="post" noValidate className="mt-4 flex flex-col gap-6" key={`course-${location.key}`}>
          <input type="hidden" name="intent" value="save-course" />
          <CourseFields values={courseValues} errors={courseResult?.errors ?? {}} categories={categories} limits={limits} withPublished />
          <div>
            <SubmitButton label={t("adminCourses.edit.save")} pendingLabel={t("adminCourses.saving")} />
          </div>
        </Form>
      </section>

      <AdminLessonsSection lessons={course.lessons} lessonTypes={lessonTypes} limits={limits} addResult={addResult} editResult={intent === "edit-lesson" ? lessonResult : undefined} formKey={location.key} />

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
    </FormPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminCourseErrorPage error={error} />;
}
