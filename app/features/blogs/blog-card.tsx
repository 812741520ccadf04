import { Link } from "react-router";
import { useI18n } from "~/lib/i18n/i18n";
import { formatDate } from "~/lib/i18n/dates";
import { plural } from "~/lib/i18n/plural";
import type { BlogCard as Card } from "./blog-types";
import { CategoryChip } from "./category-chip";

/** "12 Jan 2026 · 5 min read" (and the author when `withAuthor`), in the page's language. */
export function usePostFacts() {
  const { t, locale } = useI18n();
  return (post: Pick<Card, "publishedAt" | "readingMinutes" | "authorName">, withAuthor = false) =>
    [withAuthor && post.authorName ? t("blogs.by", { name: post.authorName }) : null, formatDate(post.publishedAt, locale), t(plural(locale, post.readingMinutes, { one: "blogs.readingTime.one", other: "blogs.readingTime.other" }), { count: post.readingMinutes })]
      .filter(Boolean)
      .join(" · ");
}

/** One post of a list (`priority`: the first, likely the largest thing on a phone's first screen): its cover, category, title (the link), the 100-character preview and the
 * date and reading time. The cover is decorative (the title beside it says the same): `alt=""`. The
 * post's own language is marked, so a screen reader reads a Hindi title in Hindi on an English page. */
export function BlogCard({ post, headingLevel = 2, showPreview = true, priority = false }: { post: Card; headingLevel?: 2 | 3; showPreview?: boolean; priority?: boolean }) {
  const facts = usePostFacts();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {post.coverUrl ? (
        <img src={post.coverUrl} alt="" width={480} height={252} loading={priority ? "eager" : "lazy"} fetchPriority={priority ? "high" : undefined} decoding="async" className="aspect-[40/21] h-auto w-full bg-slate-100 object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div>
          <CategoryChip category={post.category} />
        </div>
        <Heading className="text-lg leading-snug font-semibold" lang={post.language}>
          <Link to={post.href} className="text-slate-900 hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
        </Heading>
        {showPreview ? (
          <p className="text-sm text-slate-700" lang={post.language}>
            {post.preview}
          </p>
        ) : null}
        <p className="mt-auto pt-1 text-xs text-slate-600">{facts(post)}</p>
      </div>
    </article>
  );
}
