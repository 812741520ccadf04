import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { buttonClass, ButtonLink } from "~/components/ui/button";
import { getProfile } from "~/features/accounts/profile.server";
import { enrolledCourses } from "~/features/courses/progress.server";
import { ownedResources } from "~/features/resources/resource-access.server";
import { KindIcon } from "~/features/resources/kind-icon";
import { OrderHistory } from "~/features/payments/order-history";
import { freeSession } from "~/features/counseling/session-state.server";
import { CounselingCard } from "~/features/counseling/counseling-card";
import { isCounselor } from "~/features/counseling/counselor-access.server";
import { ordersForUser } from "~/features/payments/receipts.server";
import { useI18n } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/meta";
import { requireUser } from "~/features/accounts/session.server";
import { routeMessages } from "~/lib/i18n/route-messages.server";
import { listMyAttempts } from "~/features/quizzes/results.server";
import { studentBadges, studentStreak } from "~/features/quizzes/play.server";
import { BadgeList } from "~/features/quizzes/badge-list";
import { plural } from "~/lib/i18n/plural";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("checkout", "counselingCard", "counselingStatus", "courses.notFoundContent", "dashboard", "profile.photoAlt", "quizBadge", "quizDash", "quizzes.error.attemptNotFound", "quizzes.error.notSubmitted", "receipts", "resources.blurb.books", "resources.bookNotFound", "resources.empty.books", "resources.kind.books", "resources.pdfNotFound", "sandbox.notPayable.item.notForSale", "sandbox.notPayable.item.owned", "sandbox.notPayable.notForSale", "sandbox.notPayable.owned")];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "dashboard.title", "dashboard.description");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const profile = await getProfile(user.id);
  if (!profile) throw new Response("Not found", { status: 404 });
  const [courses, orders, resources, counseling, counsels, attempts, streak, badges] = await Promise.all([enrolledCourses(user.id), ordersForUser(user.id), ownedResources(user.id), freeSession(user.id), isCounselor(user.id), listMyAttempts(user.id, { limit: 5 }), studentStreak(user.id), studentBadges(user.id)]);
  // "My orders" lists purchases. A failed, cancelled or abandoned payment bought nothing, so it is
  // not listed beside them as if it were owned (decision 022); its own page stays reachable from
  // the checkout result.
  const purchases = orders.filter((o) => o.status === "paid" || o.status === "refunded");
  return { profile, courses, coursesEnrolled: courses.length, orders: purchases, resources, counseling, counsels, quizzes: { attempts, streak, badges: badges.map((b) => b.badge) } };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { profile, coursesEnrolled, courses, orders, resources, counseling, counsels } = loaderData;
  const lastLogin = profile.lastLogin
    ? new Intl.DateTimeFormat(locale === "hi" ? "hi-IN" : "en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" }).format(new Date(profile.lastLogin))
    : t("common.never");
  const stats = [
    ["dashboard.coursesEnrolled", coursesEnrolled],
    ["dashboard.quizzesTaken", profile.quizzesTaken],
    ["dashboard.upcomingExams", profile.upcomingExams],
  ] as const;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t("dashboard.welcome", { name: profile.name })}</h1>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <section aria-labelledby="profile-h" className="rounded-2xl border border-slate-200 bg-white p-6">
          <h2 id="profile-h" className="text-lg font-semibold">{t("dashboard.profile")}</h2>
          <div className="mt-4 flex items-center gap-4">
            {profile.photoUrl ? (
              <img src={profile.photoUrl} alt={t("profile.photoAlt", { name: profile.name })} width={64} height={64} className="h-16 w-16 shrink-0 rounded-full object-cover" />
            ) : (
              <span aria-hidden="true" className="grid h-16 w-16 shrink-0 place-items-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800">
                {profile.name.slice(0, 1).toUpperCase()}
              </span>
            )}
            <div className="min-w-0">
              <p className="font-semibold break-words">{profile.name}</p>
              <p className="text-sm break-all text-slate-700">{profile.email}</p>
            </div>
          </div>
          <dl className="mt-4 space-y-1 text-sm">
            <div className="flex justify-between gap-2">
              <dt className="text-slate-600">{t("dashboard.role")}</dt>
              <dd>{t(profile.role === "admin" ? "dashboard.role.admin" : "dashboard.role.user")}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-slate-600">{t("dashboard.lastLogin")}</dt>
              <dd>{lastLogin}</dd>
            </div>
          </dl>
          <ButtonLink to="/profile" variant="secondary" className="mt-4 w-full">
            {t("dashboard.editProfile")}
          </ButtonLink>
          {profile.role === "admin" ? (
            <ButtonLink to="/admin" className="mt-2 w-full">
              {t("dashboard.adminPanel")}
            </ButtonLink>
          ) : null}
        </section>
        <div className="lg:col-span-2">
          <ul className="grid grid-cols-3 gap-3 sm:gap-4">
            {stats.map(([key, value]) => (
              <li key={key} className="rounded-2xl border border-slate-200 bg-white p-3 sm:p-5">
                <p className="text-xs text-slate-600 sm:text-sm">{t(key)}</p>
                <p className="mt-1 text-2xl font-bold text-brand-800 sm:text-3xl" data-testid={key}>
                  {value}
                </p>
              </li>
            ))}
          </ul>
          <CounselingCard session={counseling} counselorQueue={counsels} />
          <section aria-labelledby="courses-h" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6">
            <h2 id="courses-h" className="text-lg font-semibold">{t("dashboard.myCourses")}</h2>
            {courses.length === 0 ? <p className="mt-2 text-slate-700">{t("dashboard.noCourses")}</p> : null}
            <ul className="mt-3 space-y-3">
              {courses.map((c) => (
                <li key={c.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3 sm:flex-row sm:items-center">
                  <img src={c.thumbnail} alt="" width={128} height={72} className="hidden aspect-video w-32 shrink-0 rounded-lg object-cover sm:block" />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold">{c.name}</p>
                    <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200" role="progressbar" aria-label={c.name} aria-valuemin={0} aria-valuemax={100} aria-valuenow={c.percent}>
                      <div className="h-full bg-green-600" style={{ width: `${c.percent}%` }} />
                    </div>
                    <p className="mt-1 text-sm text-slate-700">{t("dashboard.progressLabel", { percent: c.percent })}</p>
                  </div>
                  <CourseActions courseId={c.id} name={c.name} finished={c.total > 0 && c.done >= c.total} />
                </li>
              ))}
            </ul>
            <Link to="/courses" className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
              {t("dashboard.browseCourses")}
            </Link>
          </section>
          <section aria-labelledby="resources-h" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6">
            <h2 id="resources-h" className="text-lg font-semibold">{t("dashboard.myResources")}</h2>
            {resources.length === 0 ? <p className="mt-2 text-slate-700">{t("dashboard.noResources")}</p> : null}
            <ul className="mt-3 space-y-3">
              {resources.map((r) => (
                <li key={r.id} className="flex items-center gap-3 rounded-xl border border-slate-200 p-3">
                  <KindIcon kind={r.kind} />
                  <p className="min-w-0 flex-1 font-semibold break-words" lang={r.language === "hi" ? "hi" : undefined}>
                    {r.title}
                  </p>
                  <ButtonLink to={r.href} variant="secondary">
                    {t("dashboard.read")}
                    <span className="sr-only"> — {r.title}</span>
                  </ButtonLink>
                </li>
              ))}
            </ul>
            <Link to="/resources" className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
              {t("dashboard.browseResources")}
            </Link>
          </section>
          <MyQuizzes quizzes={loaderData.quizzes} />
          <OrderHistory orders={orders} />
        </div>
      </div>
    </div>
  );
}

/** Continue a course, or at 100 %: Review it and download its certificate (one for every finished
 * course). The course name is in each link's accessible name, since the rows repeat the words. */
function CourseActions({ courseId, name, finished }: { courseId: number; name: string; finished: boolean }) {
  const { t } = useI18n();
  return (
    <div className="flex shrink-0 flex-wrap items-center gap-2">
      <ButtonLink to={`/courses/${courseId}/content`} variant="secondary">
        {t(finished ? "dashboard.review" : "dashboard.continue")}
        <span className="sr-only"> — {name}</span>
      </ButtonLink>
      {finished ? (
        // A file download: a plain link, not a client navigation.
        <a href={`/courses/${courseId}/certificate`} download className={buttonClass("accent")}>
          {t("dashboard.certificate")}
          <span className="sr-only"> — {name}</span>
        </a>
      ) : null}
    </div>
  );
}

/** Recent quiz attempts (the result page of the runner: /quiz/{quizId}/attempts/{attemptId}), the
 * current streak and the badges (decision 040). */
function MyQuizzes({ quizzes }: { quizzes: Route.ComponentProps["loaderData"]["quizzes"] }) {
  const { t, locale } = useI18n();
  const date = new Intl.DateTimeFormat(locale === "hi" ? "hi-IN" : "en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });
  return (
    <section aria-labelledby="quizzes-h" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="quizzes-h" className="text-lg font-semibold">{t("quizDash.title")}</h2>
      <p className="mt-2 text-sm">
        <span className="text-slate-700">{t("quizDash.streak")}: </span>
        <strong data-testid="quiz-streak">{t(plural(locale, quizzes.streak, { one: "quizDash.streakDays.one", other: "quizDash.streakDays.other" }), { count: quizzes.streak })}</strong>
      </p>
      <h3 className="mt-3 text-sm font-semibold">{t("quizDash.badges")}</h3>
      {quizzes.badges.length ? <BadgeList badges={quizzes.badges} /> : <p className="mt-1 text-sm text-slate-700">{t("quizDash.noBadges")}</p>}
      {quizzes.attempts.length === 0 ? <p className="mt-3 text-slate-700">{t("quizDash.none")}</p> : null}
      <ul className="mt-3 space-y-2" data-testid="recent-attempts">
        {quizzes.attempts.map((a) => {
          const title = locale === "hi" && a.titleHi ? a.titleHi : a.title;
          const done = a.status === "submitted";
          return (
            <li key={a.attemptId} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-slate-200 p-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words" lang={locale === "hi" && a.titleHi ? "hi" : "en"}>
                  {title}
                </p>
                <p className="text-sm text-slate-700">
                  {done && a.score !== null && a.maxScore !== null ? t("quizDash.score", { score: a.score, max: a.maxScore }) : t("quizDash.inProgress")} · {date.format(new Date(a.submittedAt ?? a.startedAt))}
                </p>
              </div>
              <ButtonLink to={done ? `/quiz/${a.quizId}/attempts/${a.attemptId}` : `/quiz/${a.quizId}`} variant="secondary">
                {t(done ? "quizDash.viewResult" : "quizDash.resume")}
                <span className="sr-only"> — {title}</span>
              </ButtonLink>
            </li>
          );
        })}
      </ul>
      <Link to="/quizzes" className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
        {t("quizDash.browse")}
      </Link>
    </section>
  );
}
