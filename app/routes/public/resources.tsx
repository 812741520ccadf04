import { Link } from "react-router";
import type { Route } from "./+types/resources";
import { KindIcon } from "~/features/resources/kind-icon";
import { KIND_TEXT, RESOURCE_KINDS } from "~/features/resources/resource-types";
import { getSessionUser } from "~/features/accounts/session.server";
import { useI18n } from "~/lib/i18n/i18n";
import { routeMessages } from "~/lib/i18n/route-messages.server";
import { pageMeta } from "~/lib/meta";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("resources")];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "resources.title", "resources.description");

// Public (spec §2). The lists behind the cards need sign-in: an anonymous visitor who opens one is
// sent to /login by the list's own guard, with the spec's message, and comes back to that list.
export async function loader({ request }: Route.LoaderArgs) {
  return { signedIn: Boolean(await getSessionUser(request)) };
}

export default function Resources({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("resources.heading")}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t("resources.intro")}</p>
      {loaderData.signedIn ? null : <p className="mt-2 text-sm text-slate-700">{t("resources.signInHint")}</p>}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {RESOURCE_KINDS.map((kind) => (
          <li key={kind}>
            {/* A row on phones (four cards fit on one screen), a column from lg up. */}
            <article className="relative flex h-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-saffron-500 lg:flex-col lg:gap-2">
              <KindIcon kind={kind} />
              <div className="flex min-w-0 flex-1 flex-col gap-1 self-stretch">
                <h2 className="text-lg font-semibold text-slate-900">
                  <Link to={`/resources/${kind}`} className="after:absolute after:inset-0 focus-visible:outline-none">
                    {t(KIND_TEXT[kind].name)}
                  </Link>
                </h2>
                <p className="text-sm text-slate-700">{t(KIND_TEXT[kind].blurb)}</p>
                <p aria-hidden="true" className="mt-auto hidden pt-1 text-sm font-semibold text-brand-700 lg:block">
                  {t("resources.open")} →
                </p>
              </div>
              <span aria-hidden="true" className="self-center text-2xl text-brand-700 lg:hidden">
                ›
              </span>
            </article>
          </li>
        ))}
      </ul>
      <h2 className="mt-10 text-xl font-bold">{t("resources.more")}</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {(
          [
            ["/blogs", "resources.blogs", "resources.blogsText"],
            ["/quizzes", "resources.quizzes", "resources.quizzesText"],
          ] as const
        ).map(([href, title, text]) => (
          <li key={href}>
            <Link to={href} className="flex min-h-11 flex-col rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-700">
              <span className="font-semibold text-brand-700 underline underline-offset-4">{t(title)}</span>
              <span className="text-sm text-slate-700">{t(text)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
