// /blogs/{id}-{slug} — one published post: author, date (Indian format), reading time, cover, the
// Markdown rendered by the lessons' sanitising renderer (lib/markdown.server.ts), share links
// (WhatsApp first) and related posts. `/blogs/{id}` and any other slug answer 301 to the post's own
// address; an unknown id, a draft or a post not out yet is a 404 saying 'Blog post not found!' (spec).
// SEO: canonical URL, OpenGraph, JSON-LD Article (React Router escapes it inside its <script>).
import { DevanagariFont } from "~/components/layout/font-faces";
import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import type { Route } from "./+types/blog-post";
import { buttonClass } from "~/components/ui/button";
import { BlogCard, usePostFacts } from "~/features/blogs/blog-card";
import { CategoryChip } from "~/features/blogs/category-chip";
import { getPublishedPost, parsePostSegment, relatedPosts } from "~/features/blogs/catalogue.server";
import { POST_BODY_CLASS } from "~/features/blogs/blog-types";
import { ShareLinks } from "~/features/blogs/share-links";
import { env } from "~/lib/env.server";
import { useI18n } from "~/lib/i18n/i18n";
import { routeMessages } from "~/lib/i18n/route-messages.server";
import { pageUrl } from "~/lib/page-url";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("blogCategory", "blogs")];

export async function loader({ request, params }: Route.LoaderArgs) {
  const segment = parsePostSegment(params.post);
  const post = segment ? await getPublishedPost(segment.id) : null;
  if (!post) throw data({ notFound: true }, { status: 404 });
  // One address per post: the id alone, an old title's slug or a typo go to the current one.
  const page = pageUrl(request);
  if (page.pathname !== post.href) throw redirect(`${post.href}${page.search}`, 301);
  const base = env().APP_URL;
  return { post, related: await relatedPosts(post), url: `${base}${post.href}`, base };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = matches.find((m) => m?.id === "root")?.data as { messages?: Record<string, string>; locale?: string } | undefined;
  if (!loaderData) return [{ title: `${root?.messages?.["blogs.notFound"] ?? "Blog post not found!"} | Vidyapath` }, { name: "robots", content: "noindex" }];
  const { post, url, base } = loaderData;
  const image = post.coverUrl ? `${base}${post.coverUrl}` : null;
  return [
    { title: `${post.title} | Vidyapath` },
    { name: "description", content: post.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: "Vidyapath" },
    { property: "og:title", content: post.title },
    { property: "og:description", content: post.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: post.language === "hi" ? "hi_IN" : "en_IN" },
    ...(image ? [{ property: "og:image", content: image }, { property: "og:image:width", content: "1200" }, { property: "og:image:height", content: "630" }] : []),
    { property: "article:published_time", content: post.publishedAt },
    { property: "article:modified_time", content: post.updatedAt },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: post.title.slice(0, 110),
        description: post.description,
        ...(image ? { image: [image] } : {}),
        datePublished: post.publishedAt,
        dateModified: post.updatedAt,
        inLanguage: post.language,
        articleSection: root?.messages?.[`blogCategory.${post.category}`] ?? post.category,
        author: post.authorName ? { "@type": "Person", name: post.authorName } : { "@type": "Organization", name: "Vidyapath", url: base },
        publisher: { "@type": "Organization", name: "Vidyapath", url: base, logo: { "@type": "ImageObject", url: `${base}/favicon.svg` } },
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        url,
      },
    },
  ];
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const facts = usePostFacts();
  const { post, related, url } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <p className="text-sm">
        <Link to="/blogs" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
          ← {t("blogs.backToBlogs")}
        </Link>
      </p>
      {post.language === "hi" ? <DevanagariFont /> : null}
      <article lang={post.language}>
        <header>
          <CategoryChip category={post.category} />
          <h1 className="mt-3 text-3xl leading-tight font-bold sm:text-4xl">{post.title}</h1>
          <p className="mt-3 text-sm text-slate-700" lang={locale}>
            {facts(post, true)}
          </p>
        </header>
        {post.coverUrl ? (
          <img
            src={post.coverUrl}
            srcSet={`${post.coverSmallUrl} 480w, ${post.coverUrl} 1200w`}
            sizes="(min-width: 800px) 736px, calc(100vw - 2rem)"
            alt=""
            width={1200}
            height={630}
            fetchPriority="high"
            decoding="async"
            className="mt-6 aspect-[40/21] h-auto w-full rounded-2xl bg-slate-100 object-cover"
          />
        ) : null}
        {/* Safe HTML: lib/markdown.server.ts escapes raw HTML and allows only http(s), mailto and own links. */}
        <div className={`${POST_BODY_CLASS} mt-6`} dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
      <ShareLinks url={url} title={post.title} />
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-10">
          <h2 id="related-heading" className="text-2xl font-bold">
            {t("blogs.related")}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {related.map((r) => (
              <li key={r.id}>
                <BlogCard post={r} headingLevel={3} showPreview={false} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** 'Blog post not found!' (spec) for a 404; the generic message otherwise. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useI18n();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const heading = notFound ? t("blogs.notFound") : t("error.title");
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <title>{`${heading} | Vidyapath`}</title>
      <h1 className="text-2xl font-bold">{heading}</h1>
      <p className="mt-2 text-slate-700">{notFound ? t("blogs.notFoundText") : t("error.text")}</p>
      <Link to="/blogs" className={buttonClass("primary", "mt-6")}>
        {t("blogs.backToBlogs")}
      </Link>
    </section>
  );
}
