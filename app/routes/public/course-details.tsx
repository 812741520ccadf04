import { data, redirect } from "react-router";
import type { Route } from "./+types/course-details";
import { buttonClass } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { courseForVisitor, parseCourseId } from "~/features/courses/catalogue.server";
import { RatingStars } from "~/features/courses/course-card";
import { courseDetailsAction } from "~/features/courses/course-schemas";
import { enrollInFreeCourse } from "~/features/courses/enrollment.server";
import { CourseErrorPage } from "~/features/courses/course-error-page";
import { CourseActions } from "~/features/courses/course-actions";
import { useCourseFacts } from "~/features/courses/course-facts";
import { env } from "~/lib/env.server";
import { invalidInput, runAction } from "~/lib/errors/http-errors.server";
import { parseForm } from "~/lib/forms/parse-input.server";
import { useI18n } from "~/lib/i18n/i18n";
import { loginUrlFor } from "~/lib/safe-redirect";
import { getSessionUser } from "~/features/accounts/session.server";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("auth.error.emailInvalid", "auth.error.emailRequired", "auth.error.nameTooLong", "auth.error.passwordRequired", "auth.error.passwordTooLong", "auth.error.passwordTooShort", "content.videoFallback", "courses", "details", "profile.error.dobFuture", "profile.error.dobInvalid", "profile.error.genderInvalid", "profile.error.nameInvalid", "profile.error.nameRequired", "profile.error.nameTooLong")];

// A course unpublished after students enrolled stays here for them (Open Course, no offer, a notice
// that it is closed to new students); for anyone else it is a 404 like an unknown id.
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = parseCourseId(params.id);
  const user = await getSessionUser(request);
  const found = id ? await courseForVisitor(id, user?.id ?? null) : null;
  if (!found) throw data({ notFound: true }, { status: 404 });
  const { course, enrolled } = found;
  return { course, enrolled, signedIn: Boolean(user), canonical: `${env().APP_URL}/courses/${course.id}/details` };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await getSessionUser(request);
  if (!user) throw redirect(loginUrlFor(new Request(new URL(`/courses/${params.id}/details`, request.url))));
  const id = parseCourseId(params.id);
  if (!id) throw data({ notFound: true }, { status: 404 });
  const parsed = await parseForm(request, courseDetailsAction);
  if (!parsed.ok) return invalidInput(parsed, "error.badRequest");
  return runAction(async () => ({ ok: true as const, ...(await enrollInFreeCourse(user.id, id)) }), {}, ["notFound"]);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = matches.find((m) => m?.id === "root")?.data as { messages?: Record<string, string> } | undefined;
  const course = loaderData?.course;
  if (!course) return [{ title: `${root?.messages?.["courses.notFound"] ?? "Course not found"} | Vidyapath` }, { name: "robots", content: "noindex" }];
  // Only its owners see an unpublished course: nothing to index or offer.
  if (!course.published) return [{ title: `${course.name} | Vidyapath` }, { name: "robots", content: "noindex" }];
  const description = course.description.slice(0, 155);
  return [
    { title: `${course.name} | Vidyapath` },
    { name: "description", content: description },
    { property: "og:title", content: course.name },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { tagName: "link", rel: "canonical", href: loaderData.canonical },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Course",
        name: course.name,
        description: course.description,
        provider: { "@type": "Organization", name: "Vidyapath" },
        inLanguage: course.language === "Hindi" ? "hi" : "en",
        aggregateRating: course.reviews.length ? { "@type": "AggregateRating", ratingValue: course.rating, bestRating: 5, ratingCount: course.reviews.length } : undefined,
        offers: { "@type": "Offer", category: course.tag, price: course.priceRupees, priceCurrency: "INR" },
      },
    },
  ];
};

export default function CourseDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const facts = useCourseFacts();
  const { course, enrolled } = loaderData;
  // On phones the actions are a bar fixed at the bottom (decision 022): the page keeps room for it
  // (more when a notice makes the bar taller) so it never covers the last of the content.
  const padBottom = actionData ? "pb-52 lg:pb-8" : "pb-32 lg:pb-8";
  return (
    <div className={`mx-auto max-w-6xl px-4 pt-8 ${padBottom}`}>
      {!course.published ? <Notice className="mb-4">{t("details.closedOwner")}</Notice> : null}
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{facts.category(course.category)}</p>
          <h1 className="mt-1 text-3xl font-bold">{course.name}</h1>
          <p className="mt-3 text-lg text-slate-800">{course.description}</p>
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
            <RatingStars rating={course.rating} />
            <span>{t("courses.by", { name: course.instructor })}</span>
            <span>{facts.language(course.language)}</span>
            {course.duration ? <span>{facts.duration(course.duration)}</span> : null}
          </div>

          {/* The public trailer route serves published courses only; owners have the lessons. */}
          {course.trailerUrl && course.published ? (
            <section aria-labelledby="trailer-h" className="mt-6">
              <h2 id="trailer-h" className="sr-only">{t("details.trailer")}</h2>
              {course.trailerUrl.startsWith("file:") ? (
                <video controls preload="none" poster={course.image} className="aspect-video w-full rounded-xl bg-black" src={`/api/courses/${course.id}/trailer`}>
                  {t("content.videoFallback")}
                </video>
              ) : (
                <a href={course.trailerUrl} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary")}>
                  {t("details.trailer")}
                </a>
              )}
            </section>
          ) : null}

          <section aria-labelledby="highlights-h" className="mt-8">
            <h2 id="highlights-h" className="text-xl font-semibold">{t("details.highlights")}</h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {course.highlights.map((h) => (
                <li key={h} className="flex gap-2 text-slate-800">
                  <span aria-hidden="true" className="text-green-700">✓</span>
                  {h}
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="outline-h" className="mt-8">
            <h2 id="outline-h" className="text-xl font-semibold">{t("details.outline")}</h2>
            <ol className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {course.lessons.map((l) => (
                <li key={l.id} className="flex items-center justify-between gap-3 px-4 py-3">
                  <span className="min-w-0">
                    <span className="mr-2 text-slate-500">{l.position}.</span>
                    {l.title}
                  </span>
                  <span className="shrink-0 rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{t(`details.lessonType.${l.type}`)}</span>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="requirements-h" className="mt-8">
            <h2 id="requirements-h" className="text-xl font-semibold">{t("details.requirements")}</h2>
            <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
              {course.requirements.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="reviews-h" className="mt-8">
            <h2 id="reviews-h" className="text-xl font-semibold">{t("details.reviews")}</h2>
            {course.reviews.length === 0 ? (
              <p className="mt-3 text-slate-700">{t("details.noReviews")}</p>
            ) : (
              <ul className="mt-3 space-y-3">
                {course.reviews.map((r, i) => (
                  <li key={i} className="rounded-xl border border-slate-200 bg-white p-4">
                    <div className="flex items-center justify-between gap-2">
                      <p className="font-semibold">{r.name}</p>
                      <RatingStars rating={r.rating} />
                    </div>
                    <p className="mt-1 text-slate-800">{r.comment}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>

        <aside className="lg:sticky lg:top-20 lg:self-start">
          <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            <img src={course.image} alt="" width={640} height={360} className="aspect-video w-full object-cover" />
            <div className="flex flex-col gap-4 p-5">
              <CourseActions course={course} enrolled={enrolled} signedIn={loaderData.signedIn} result={actionData} />
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <dt className="text-slate-600">{t("details.instructor")}</dt>
                <dd>{course.instructor}</dd>
                <dt className="text-slate-600">{t("details.language")}</dt>
                <dd>{facts.language(course.language)}</dd>
                <dt className="text-slate-600">{t("details.duration")}</dt>
                <dd>{facts.duration(course.duration)}</dd>
                <dt className="text-slate-600">{t("details.category")}</dt>
                <dd>{facts.category(course.category)}</dd>
              </dl>
            </div>
          </div>
        </aside>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CourseErrorPage error={error} headingKey="courses.notFound" />;
}
