import { Link } from "react-router";
import { useI18n } from "~/lib/i18n/i18n";
import { useCourseFacts } from "./course-facts";
import type { CourseCard as Card } from "./course-types";

export function RatingStars({ rating }: { rating: number }) {
  const { t } = useI18n();
  return (
    <span role="img" className="inline-flex items-center gap-1 text-sm" aria-label={t("courses.rating", { rating: rating.toFixed(1) })}>
      <span aria-hidden="true" className="text-amber-600">★</span>
      <span aria-hidden="true" className="font-semibold text-slate-800">{rating.toFixed(1)}</span>
    </span>
  );
}

export function PriceTag({ tag, priceRupees }: { tag: "Free" | "Paid"; priceRupees: number }) {
  const { t } = useI18n();
  return tag === "Free" ? (
    <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-semibold text-green-900">{t("courses.free")}</span>
  ) : (
    <span className="text-base font-bold text-slate-900">{t("courses.price", { price: priceRupees.toLocaleString("en-IN") })}</span>
  );
}

/** A course in a list: the whole card is one link to the details page. `priority` for a card that is
 * on screen at first paint (the first of /courses): its image is the page's largest paint on a phone,
 * so it is fetched at once instead of lazily. */
export function CourseCard({ course, headingLevel = 2, priority = false }: { course: Card; headingLevel?: 2 | 3; priority?: boolean }) {
  const { t } = useI18n();
  const facts = useCourseFacts();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-saffron-500">
      <img
        src={course.thumbnail}
        alt=""
        width={640}
        height={360}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        className="aspect-video w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{facts.category(course.category)}</p>
        <Heading className="text-base leading-snug font-semibold text-slate-900">
          <Link to={`/courses/${course.id}/details`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {course.name}
          </Link>
        </Heading>
        <p className="text-sm text-slate-700">{t("courses.by", { name: course.instructor })}</p>
        <p className="text-sm text-slate-600">
          {facts.lessons(course.lessonCount)}
          {course.duration ? ` · ${facts.duration(course.duration)}` : ""} · {facts.language(course.language)}
        </p>
        <div className="mt-auto flex items-center justify-between pt-2">
          <RatingStars rating={course.rating} />
          <PriceTag tag={course.tag} priceRupees={course.priceRupees} />
        </div>
      </div>
    </article>
  );
}
