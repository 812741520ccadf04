// /blogs — the published posts, newest first: title search (lib/search: Hindi, transliterations,
// typos) and a category filter in a GET form that works without JavaScript, 12 a page. Each card's
// preview is the first 100 characters of the post's plain text, never cutting a word (spec §2, §9).
// Server-rendered and cached for anonymous visitors in the "blogs" area (decision 028, 036).
import { Form, Link } from "react-router";
import type { Route } from "./+types/blogs";
import { buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Pager } from "~/components/ui/pager";
import { SelectField } from "~/components/ui/select-field";
import { BlogCard } from "~/features/blogs/blog-card";
import { useCategoryName } from "~/features/blogs/category-chip";
import { parseBlogListQuery, type BlogListQuery } from "~/features/blogs/blog-query";
import { BLOG_CATEGORIES } from "~/features/blogs/blog-types";
import { listPosts } from "~/features/blogs/catalogue.server";
import { env } from "~/lib/env.server";
import { useI18n } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/meta";
import { plural } from "~/lib/i18n/plural";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("blogCategory", "blogs", "pager")];

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(matches, "blogs.title", "blogs.description"),
  ...(loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonical }, { tagName: "link", rel: "alternate", type: "application/rss+xml", title: "Vidyapath blogs", href: loaderData.feed }] : []),
];

function listHref(query: BlogListQuery, page: number) {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  if (page > 1) params.set("page", String(page));
  const s = params.toString();
  return s ? `/blogs?${s}` : "/blogs";
}

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseBlogListQuery(new URL(request.url).searchParams);
  const list = await listPosts(query);
  const base = env().APP_URL;
  // A search is not a page of its own for search engines: its canonical is the list it searched.
  return { ...list, query, canonical: `${base}${listHref({ category: query.category }, query.q ? 1 : list.page)}`, feed: `${base}/blogs/rss.xml` };
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const categoryName = useCategoryName();
  const { items, total, page, pages, query } = loaderData;
  const filtered = Boolean(query.q || query.category);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("blogs.heading")}</h1>
      <p className="mt-1 text-slate-700">{t("blogs.intro")}</p>
      {/* Keyed by the query so its uncontrolled fields show the new values after a client navigation. */}
      <Form key={JSON.stringify(query)} method="get" action="/blogs" role="search" className="mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <Field label={t("blogs.search")} id="q" name="q" type="search" defaultValue={query.q ?? ""} maxLength={100} placeholder={t("blogs.searchPlaceholder")} />
        <SelectField
          label={t("blogs.categoryLabel")}
          id="category"
          name="category"
          defaultValue={query.category ?? ""}
          options={[{ value: "", label: t("blogs.allCategories") }, ...BLOG_CATEGORIES.map((c) => ({ value: c, label: categoryName(c) }))]}
        />
        <button type="submit" className={buttonClass("primary")}>
          {t("blogs.apply")}
        </button>
      </Form>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2" aria-live="polite">
        <p className="text-sm text-slate-700">{t(plural(locale, total, { one: "blogs.count.one", other: "blogs.count.other" }), { count: total })}</p>
        {filtered ? (
          <Link to="/blogs" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4">
            {t("blogs.clear")}
          </Link>
        ) : null}
      </div>
      {items.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-lg text-slate-700">{t("blogs.empty")}</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((post, i) => (
            <li key={post.id}>
              <BlogCard post={post} priority={i === 0} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <div className="mt-6 flex justify-center">
          <Pager label={t("blogs.pagination")} page={page} pageCount={pages} previousHref={page > 1 ? listHref(query, page - 1) : null} nextHref={page < pages ? listHref(query, page + 1) : null} />
        </div>
      ) : null}
      <p className="mt-8 text-sm">
        <a href="/blogs/rss.xml" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
          {t("blogs.rss")}
        </a>
      </p>
    </div>
  );
}
