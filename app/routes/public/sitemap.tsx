// /sitemap.xml — the public pages a search engine should know (decision 036): home, the course
// catalogue and every published course, the blog list and every published post, the study-resources
// hub (its lists and viewers need sign-in). `lastmod` is when the content last changed.
import type { Route } from "./+types/sitemap";
import { sitemapPosts } from "~/features/blogs/catalogue.server";
import { sitemapCourses } from "~/features/courses/catalogue.server";
import { resourcesLastModified } from "~/features/resources/catalogue.server";
import { env } from "~/lib/env.server";
import { escapeXml, xmlResponse } from "~/lib/xml";

type Entry = { path: string; lastModified?: Date | null };

const newest = (dates: (Date | null | undefined)[]) => dates.reduce<Date | null>((a, d) => (d && (!a || d > a) ? d : a), null);

export async function loader(_: Route.LoaderArgs) {
  const [courses, posts, resources] = await Promise.all([sitemapCourses(), sitemapPosts(), resourcesLastModified()]);
  const coursesChanged = newest(courses.map((c) => c.lastModified));
  const postsChanged = newest(posts.map((p) => p.lastModified));
  const entries: Entry[] = [
    { path: "/", lastModified: newest([coursesChanged, postsChanged]) },
    { path: "/courses", lastModified: coursesChanged },
    ...courses.map((c) => ({ path: `/courses/${c.id}/details`, lastModified: c.lastModified })),
    { path: "/blogs", lastModified: postsChanged },
    ...posts,
    { path: "/resources", lastModified: resources },
  ];
  const base = env().APP_URL;
  const urls = entries.map((e) => `  <url>\n    <loc>${escapeXml(`${base}${e.path}`)}</loc>${e.lastModified ? `\n    <lastmod>${e.lastModified.toISOString()}</lastmod>` : ""}\n  </url>`);
  const xml = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, "</urlset>", ""].join("\n");
  return xmlResponse(xml, "application/xml", 3600);
}
