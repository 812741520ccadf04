import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { publicConfig } from "~/lib/env.server";
import { useI18n } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "notFound.title"), { name: "robots", content: "noindex" }];

// Catch-all: a real 404 status with a page that helps the visitor on.
export function loader() {
  return data({ email: publicConfig().contact.email }, { status: 404 });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <p className="text-5xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t("notFound.heading")}</h1>
      <p className="mt-2 text-slate-700">{t("notFound.text")}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
          {t("notFound.home")}
        </Link>
        <Link to="/courses" className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold">
          {t("notFound.courses")}
        </Link>
      </div>
      <p className="mt-6 text-sm text-slate-600">{t("notFound.help", { email: loaderData.email })}</p>
    </section>
  );
}
