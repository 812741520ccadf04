import { Link } from "react-router";
import type { Route } from "./+types/home";
import { buttonClass, ButtonLink } from "~/components/ui/button";
import { Carousel } from "~/components/ui/carousel";
import { HERO_INTERVAL_MS, HERO_TRANSITION_MS, TESTIMONIAL_INTERVAL_MS } from "~/features/home/home-constants";
import { useI18n, type TFunction } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/meta";
import { getSessionUser } from "~/features/accounts/session.server";
import { popularCourses } from "~/features/courses/catalogue.server";
import { CourseCard } from "~/features/courses/course-card";
import { routeMessages } from "~/lib/i18n/route-messages.server";
import { latestPosts } from "~/features/blogs/catalogue.server";
import { BlogCard } from "~/features/blogs/blog-card";
import { freeSession } from "~/features/counseling/session-state.server";
import { homeTeasers } from "~/features/quizzes/hub.server";
import { homeResources, type HomeResource } from "~/features/resources/home-picks.server";
import { formatDateTime } from "~/lib/i18n/dates";
import { plural } from "~/lib/i18n/plural";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("blogCategory", "blogs.by", "blogs.readingTime.one", "blogs.readingTime.other", "counselingHome", "courses", "home", "quizHub.card.questions.one", "quizHub.card.questions.other", "quizHub.home.try", "resources.blurb.books", "resources.bookNotFound", "resources.empty.books", "resources.kind.books", "resources.pdfNotFound")];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "home.title", "home.description", { siteTitle: true });

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  // The news are the three latest published blog posts, the quiz teasers real quizzes and the study
  // block real resources (the page is cached in the courses, blogs, quizzes and resources areas, so a
  // change shows here within seconds; decisions 036, 040, 042). The counseling block is personal for a
  // signed-in student; the page cache stores only anonymous pages (no session cookie, decision 028),
  // so it never reaches another visitor.
  const [courses, news, quizzes, resources, counseling] = await Promise.all([popularCourses(6), latestPosts(3), homeTeasers(), homeResources(), user ? freeSession(user.id) : null]);
  return { signedIn: Boolean(user), courses, news, quizzes, resources, counseling };
}

const HERO = [
  { n: 1, to: "/courses", bg: "from-brand-800 to-brand-600" },
  { n: 2, to: "/courses", bg: "from-indigo-900 to-purple-700" },
  { n: 3, to: "/resources", bg: "from-emerald-900 to-teal-700" },
  { n: 4, to: "/counseling", bg: "from-orange-900 to-saffron-600" },
] as const;

function carouselLabels(t: TFunction) {
  return {
    previous: t("home.hero.previous"),
    next: t("home.hero.next"),
    pause: t("home.hero.pause"),
    play: t("home.hero.play"),
    goTo: (n: number) => t("home.hero.goTo", { n }),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const counseling = loaderData.counseling;
  // Anonymous visitors: the invitation. A student: their free session — available, booked (with its
  // date in IST once scheduled) or used.
  const counselingText = !counseling
    ? t("home.counseling.text")
    : counseling.state === "available"
      ? t("counselingHome.available")
      : counseling.state === "used"
        ? t("counselingHome.used")
        : counseling.session.status === "scheduled" && counseling.session.startsAt
          ? t("counselingHome.scheduled", { when: formatDateTime(counseling.session.startsAt, locale) })
          : t("counselingHome.requested");
  const counselingLink = counseling && counseling.state === "booked" ? { to: "/counseling/session", label: t("counselingHome.view") } : counseling?.state === "used" ? null : { to: "/counseling", label: t("home.counseling.cta") };
  const labels = carouselLabels(t);
  return (
    <>
      <h1 className="sr-only">{t("home.title")}</h1>
      <Carousel label={t("home.hero.label")} intervalMs={HERO_INTERVAL_MS} transitionMs={HERO_TRANSITION_MS} labels={labels} className="bg-white">
        {HERO.map((s) => (
          <div key={s.n} className={`bg-gradient-to-br ${s.bg} py-14 text-white sm:py-20`}>
            <div className="mx-auto max-w-6xl px-4">
              <p className="text-2xl font-bold sm:text-4xl">{t(`home.hero.${s.n}.title` as "home.hero.1.title")}</p>
              <p className="mt-3 max-w-xl text-base sm:text-lg">{t(`home.hero.${s.n}.text` as "home.hero.1.text")}</p>
              <Link to={s.to} className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-white px-5 py-2.5 font-semibold text-slate-900 hover:bg-slate-100">
                {t(`home.hero.${s.n}.cta` as "home.hero.1.cta")}
              </Link>
            </div>
          </div>
        ))}
      </Carousel>

      <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="features">
        <h2 id="features" className="text-2xl font-bold">{t("home.features.title")}</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[1, 2, 3, 4].map((n) => (
            <li key={n} className="rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="font-semibold text-brand-800">{t(`home.features.${n}.title` as "home.features.1.title")}</h3>
              <p className="mt-2 text-sm text-slate-700">{t(`home.features.${n}.text` as "home.features.1.text")}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="popular">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="popular" className="text-2xl font-bold">{t("home.courses.title")}</h2>
          <Link to="/courses" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline">
            {t("home.courses.all")}
          </Link>
        </div>
        {loaderData.courses.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">{t("home.courses.empty")}</p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.courses.map((c) => (
              <li key={c.id}>
                <CourseCard course={c} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-2">
        <div className="rounded-2xl bg-brand-50 p-6" aria-labelledby="quizzes">
          <h2 id="quizzes" className="text-2xl font-bold">{t("home.quizzes.title")}</h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {(["practice", "play"] as const).map((mode) => (
              <QuizTeaser key={mode} mode={mode} quiz={loaderData.quizzes.find((q) => q.mode === mode) ?? null} />
            ))}
          </ul>
          <ButtonLink to="/quizzes" className="mt-4">{t("home.quizzes.cta")}</ButtonLink>
        </div>
        <div className="rounded-2xl bg-emerald-50 p-6" aria-labelledby="study">
          <h2 id="study" className="text-2xl font-bold">{t("home.study.title")}</h2>
          <p className="mt-2 text-slate-700">{t("home.study.text")}</p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {STUDY_KINDS.map(([kind, key]) => (
              <StudyKind key={kind} kind={kind} label={t(key)} item={loaderData.resources.find((r) => r.kind === kind) ?? null} />
            ))}
          </ul>
          <ButtonLink to="/resources" className="mt-4">
            {t("home.study.all")}
          </ButtonLink>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="counseling">
        <div className="rounded-2xl bg-gradient-to-r from-orange-50 to-amber-50 p-6 sm:flex sm:items-center sm:justify-between sm:gap-6">
          <div>
            <h2 id="counseling" className="text-2xl font-bold">{t("home.counseling.title")}</h2>
            <p className="mt-2 max-w-2xl text-slate-800" data-testid="home-counseling">
              {counselingText}
            </p>
          </div>
          {counselingLink ? (
            <Link to={counselingLink.to} className={buttonClass("accent", "mt-4 shrink-0 sm:mt-0")}>
              {counselingLink.label}
            </Link>
          ) : null}
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="news">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="news" className="text-2xl font-bold">{t("home.news.title")}</h2>
          <Link to="/blogs" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline">
            {t("home.news.all")}
          </Link>
        </div>
        {loaderData.news.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">{t("home.news.empty")}</p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {loaderData.news.map((n) => (
              <li key={n.id}>
                <BlogCard post={n} headingLevel={3} showPreview={false} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="testimonials" className="text-2xl font-bold">{t("home.testimonials.title")}</h2>
        <Carousel label={t("home.testimonials.title")} intervalMs={TESTIMONIAL_INTERVAL_MS} transitionMs={600} labels={labels} className="mt-4 rounded-2xl bg-white">
          {[1, 2, 3, 4].map((n) => (
            <figure key={n} className="px-6 py-8 text-center">
              <blockquote className="mx-auto max-w-2xl text-lg text-slate-800">“{t(`home.testimonials.${n}.quote` as "home.testimonials.1.quote")}”</blockquote>
              <figcaption className="mt-4 font-semibold">
                {t(`home.testimonials.${n}.name` as "home.testimonials.1.name")}
                <span className="block text-sm font-normal text-slate-600">{t(`home.testimonials.${n}.role` as "home.testimonials.1.role")}</span>
              </figcaption>
            </figure>
          ))}
        </Carousel>
      </div>

      <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="cta">
        <div className="rounded-2xl bg-brand-800 p-8 text-center text-white">
          <h2 id="cta" className="text-2xl font-bold">{t("home.cta.title")}</h2>
          <p className="mx-auto mt-2 max-w-xl">{t("home.cta.text")}</p>
          <Link to={loaderData.signedIn ? "/dashboard" : "/register"} className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-white px-5 py-2.5 font-semibold text-brand-900">
            {loaderData.signedIn ? t("home.cta.dashboard") : t("home.cta.button")}
          </Link>
        </div>
      </section>
    </>
  );
}

const STUDY_KINDS = [
  ["pdf-notes", "home.study.pdfNotes"],
  ["books", "home.study.books"],
  ["previous-papers", "home.study.previousPapers"],
  ["mock-papers", "home.study.mockPapers"],
] as const satisfies readonly (readonly [HomeResource["kind"], string])[];

/** A kind of the study block: its list, and one real published item of that kind to open (decision
 * 042); the list alone when the kind has none, so the block is never empty. */
function StudyKind({ kind, label, item }: { kind: HomeResource["kind"]; label: string; item: HomeResource | null }) {
  const { t } = useI18n();
  return (
    <li className="flex flex-col rounded-xl bg-white p-4">
      <h3 className="font-semibold">
        <Link to={`/resources/${kind}`} className="inline-flex min-h-11 items-center text-emerald-900 underline underline-offset-4">
          {label}
        </Link>
      </h3>
      {item ? (
        <p className="mt-auto text-sm">
          <Link to={item.href} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4" lang={item.language} data-testid={`home-resource-${kind}`}>
            {item.title}
          </Link>
          <span className="block text-xs text-slate-600">{item.free ? t("home.study.free") : t("home.study.preview")}</span>
        </p>
      ) : null}
    </li>
  );
}

/** A mode of the quiz block with one real quiz of that mode to try (decision 040); the mode's picker
 * when there is none, so the block is never empty. */
function QuizTeaser({ mode, quiz }: { mode: "practice" | "play"; quiz: Route.ComponentProps["loaderData"]["quizzes"][number] | null }) {
  const { t, locale } = useI18n();
  const hindi = locale === "hi" && Boolean(quiz?.titleHi);
  return (
    <li className="flex flex-col rounded-xl bg-white p-4">
      <h3 className="font-semibold">
        <Link to={`/quizzes/${mode}`} className="text-brand-700 underline underline-offset-4">
          {t(`home.quizzes.${mode}.title`)}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t(`home.quizzes.${mode}.text`)}</p>
      {quiz ? (
        <p className="mt-auto pt-3 text-sm">
          <span className="text-slate-700">{t("quizHub.home.try")}: </span>
          <Link to={`/quiz/${quiz.id}`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4" lang={hindi ? "hi" : "en"} data-testid={`home-quiz-${mode}`}>
            {hindi ? quiz.titleHi : quiz.title}
          </Link>
          <span className="block text-xs text-slate-600">{t(plural(locale, quiz.questionCount, { one: "quizHub.card.questions.one", other: "quizHub.card.questions.other" }), { count: quiz.questionCount })}</span>
        </p>
      ) : null}
    </li>
  );
}
