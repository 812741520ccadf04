import { Link } from "react-router";
import type { Route } from "./+types/admin-home";
import { adminOverview } from "~/features/admin/overview.server";
import { useI18n } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/meta";
import { requireAdmin } from "~/features/accounts/session.server";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("admin")];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "admin.title", "admin.description");

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { name: admin.name, overview: await adminOverview() };
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <>
      <h1 className="text-3xl font-bold">{t("admin.welcome")}</h1>
      <p className="mt-2 text-slate-700">{t("admin.welcomeText", { name: loaderData.name })}</p>
      <h2 className="mt-8 text-lg font-semibold">{t("admin.sections")}</h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2">
        {(
          [
            ["/admin/courses", "admin.manageCourses", "admin.manageCoursesText"],
            ["/admin/resources", "admin.manageResources", "admin.manageResourcesText"],
            ["/admin/blogs", "admin.manageBlogs", "admin.manageBlogsText"],
            ["/admin/quizzes", "admin.manageQuizzes", "admin.manageQuizzesText"],
            ["/admin/orders", "admin.manageOrders", "admin.manageOrdersText"],
            ["/admin/counseling", "admin.manageCounseling", "admin.manageCounselingText"],
            ["/admin/counselors", "admin.manageCounselors", "admin.manageCounselorsText"],
            ["/admin/users", "admin.manageUsers", "admin.manageUsersText"],
            ["/admin/audit", "admin.audit", "admin.auditText"],
          ] as const
        ).map(([to, title, text]) => (
          <li key={to}>
            <Link to={to} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 hover:border-brand-600 hover:shadow-sm">
              <span className="text-lg font-semibold text-brand-800">{t(title)}</span>
              <span className="mt-1 text-sm text-slate-700">{t(text)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
        <li className="rounded-2xl border border-slate-200 bg-white p-5">
          <p className="text-sm text-slate-600">{t("admin.users")}</p>
          <p className="mt-1 text-3xl font-bold text-brand-800">{loaderData.overview.users}</p>
        </li>
        <li className="rounded-2xl border border-slate-200 bg-white p-5">
          <p className="text-sm text-slate-600">{t("admin.admins")}</p>
          <p className="mt-1 text-3xl font-bold text-brand-800">{loaderData.overview.admins}</p>
        </li>
      </ul>
    </>
  );
}
