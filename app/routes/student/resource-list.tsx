import { data, Form, Link } from "react-router";
import type { Route } from "./+types/resource-list";
import { buttonClass } from "~/components/ui/button";
import { FiltersDisclosure } from "~/components/ui/filters-disclosure";
import { Pager } from "~/components/ui/pager";
import { SelectField } from "~/components/ui/select-field";
import { requireUser } from "~/features/accounts/session.server";
import { listResources, resourceFilterOptions } from "~/features/resources/catalogue.server";
import { ResourceCard, useResourceFacts } from "~/features/resources/resource-card";
import { queryObject, resourcePageQuery, type ResourceFilters } from "~/features/resources/resource-schemas";
import { KIND_TEXT, RESOURCE_CLASSES, RESOURCE_KINDS, type ResourceKind } from "~/features/resources/resource-types";
import { useI18n } from "~/lib/i18n/i18n";
import { plural } from "~/lib/i18n/plural";
import { routeMessages } from "~/lib/i18n/route-messages.server";
import type { MessageKey } from "~/lib/i18n/messages.en";
import { pageUrl } from "~/lib/page-url";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("pager", "resources")];

// One module for the four lists (app/routes.ts registers it under each path); the kind is the last
// path segment of the page URL — never of the `.data` URL a client navigation's loader sees.
function kindOf(pathname: string): ResourceKind | null {
  const last = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  return (RESOURCE_KINDS as readonly string[]).includes(last) ? (last as ResourceKind) : null;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches.find((m) => m?.id === "root")?.data as { messages?: Partial<Record<MessageKey, string>> } | undefined;
  const name = loaderData ? (root?.messages?.[KIND_TEXT[loaderData.kind].name] ?? loaderData.kind) : "";
  const blurb = loaderData ? root?.messages?.[KIND_TEXT[loaderData.kind].blurb] : undefined;
  // No `robots: noindex`: a crawler never receives this page (anonymous requests are redirected to
  // /login by the loader), so the tag protected nothing and cost the list its Lighthouse SEO score
  // (issue 10 asks 100). The description is the kind's blurb from the hub.
  return [{ title: `${name} | ${root?.messages?.["resources.title"] ?? "Study resources"} | Vidyapath` }, ...(blurb ? [{ name: "description", content: blurb }] : [])];
};

// Sign-in first (spec: the lists need login, with 'You must be logged in to access this resource!'
// on the login page and the way back to this list); then the filters, where a bad value is a 400.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, { notice: "resourceLogin" });
  const page = pageUrl(request);
  const kind = kindOf(page.pathname);
  if (!kind) throw data({ notFound: true }, { status: 404 });
  const raw = queryObject(new URLSearchParams(page.search));
  const parsed = raw ? resourcePageQuery.safeParse(raw) : null;
  if (!parsed?.success) throw data({ badRequest: true }, { status: 400 });
  const [list, options] = await Promise.all([listResources({ ...parsed.data, kind, userId: user.id }), resourceFilterOptions(kind)]);
  return { kind, query: parsed.data, ...list, options };
}

function listHref(kind: ResourceKind, query: ResourceFilters, page: number) {
  const params = new URLSearchParams();
  for (const key of ["q", "class", "subject", "exam"] as const) if (query[key]) params.set(key, query[key]);
  if (page > 1) params.set("page", String(page));
  const s = params.toString();
  return s ? `/resources/${kind}?${s}` : `/resources/${kind}`;
}

export default function ResourceList({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const facts = useResourceFacts();
  const { kind, query, items, total, page, pages, options } = loaderData;
  const active = [query.class, query.subject, query.exam].filter(Boolean).length;
  const filtered = Boolean(query.q) || active > 0;
  const showExam = options.exams.length > 0;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <p className="text-sm">
        <Link to="/resources" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
          ← {t("resources.backToResources")}
        </Link>
      </p>
      <h1 className="text-3xl font-bold">{t(KIND_TEXT[kind].name)}</h1>
      <p className="mt-1 text-slate-700">{t(KIND_TEXT[kind].blurb)}</p>
      {/* A GET form: works without JavaScript, and the URL can be shared and bookmarked. Keyed by the
          query so that its uncontrolled fields show the new values after a client navigation
          (Clear filters, paging): otherwise the old selection stays and is sent again. */}
      <Form key={JSON.stringify(query)} method="get" action={`/resources/${kind}`} role="search" className={`mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:items-end ${showExam ? "sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto_auto]" : "sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto]"}`}>
        <div className="flex flex-col gap-1">
          <label htmlFor="q" className="text-sm font-medium">
            {t("resources.search")}
          </label>
          <input id="q" name="q" type="search" defaultValue={query.q ?? ""} maxLength={100} placeholder={t("resources.searchPlaceholder")} className="min-h-11 rounded-lg border border-slate-400 px-3 py-2 text-base" />
        </div>
        <FiltersDisclosure
          label={t("resources.filters")}
          activeLabel={active > 0 ? t(plural(locale, active, { one: "resources.filtersActive.one", other: "resources.filtersActive.other" }), { count: active }) : null}
          testId="resource-filters"
        >
          <SelectField
            label={t("resources.class")}
            id="class"
            name="class"
            defaultValue={query.class ?? ""}
            options={[{ value: "", label: t("resources.allClasses") }, ...RESOURCE_CLASSES.map((c) => ({ value: c, label: facts.className(c) }))]}
          />
          <SelectField
            label={t("resources.subject")}
            id="subject"
            name="subject"
            defaultValue={query.subject ?? ""}
            options={[{ value: "", label: t("resources.allSubjects") }, ...options.subjects.map((s) => ({ value: s, label: facts.subject(s) }))]}
          />
          {showExam ? (
            <SelectField
              label={t("resources.exam")}
              id="exam"
              name="exam"
              defaultValue={query.exam ?? ""}
              options={[{ value: "", label: t("resources.allExams") }, ...options.exams.map((e) => ({ value: e, label: e }))]}
            />
          ) : null}
        </FiltersDisclosure>
        <button type="submit" className={buttonClass("primary")}>
          {t("resources.apply")}
        </button>
      </Form>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2" aria-live="polite">
        <p className="text-sm text-slate-700">{t(plural(locale, total, { one: "resources.count.one", other: "resources.count.other" }), { count: total })}</p>
        {filtered ? (
          <Link to={`/resources/${kind}`} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4">
            {t("resources.clear")}
          </Link>
        ) : null}
      </div>
      {items.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-lg text-slate-700">{t(KIND_TEXT[kind].empty)}</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <ResourceCard item={item} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <div className="mt-6 flex justify-center">
          <Pager label={t("resources.pagination")} page={page} pageCount={pages} previousHref={page > 1 ? listHref(kind, query, page - 1) : null} nextHref={page < pages ? listHref(kind, query, page + 1) : null} />
        </div>
      ) : null}
    </div>
  );
}
