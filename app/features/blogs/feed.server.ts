// The blogs' RSS 2.0 feed (decision 036): the latest 20 published posts, newest first, with absolute
// links built from APP_URL, the admin's summary (or the start of the text) as the description, the
// category and the author. Dates are RFC 822 as RSS requires ("Mon, 12 Jan 2026 10:30:00 GMT").
import { escapeXml } from "../../lib/xml";
import { feedPosts } from "./catalogue.server";
import type { BlogCategory } from "./blog-types";

export const FEED_SIZE = 20;

/** The feed's XML. `categoryName` gives a category's English name (feeds are read outside the site). */
export async function blogFeedXml(appUrl: string, text: { title: string; description: string; categoryName: (c: BlogCategory) => string }): Promise<string> {
  const posts = await feedPosts(FEED_SIZE);
  const items = posts.map((p) => {
    const link = `${appUrl}${p.path}`;
    return [
      "    <item>",
      `      <title>${escapeXml(p.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(p.description)}</description>`,
      `      <category>${escapeXml(text.categoryName(p.category))}</category>`,
      p.authorName ? `      <dc:creator>${escapeXml(p.authorName)}</dc:creator>` : null,
      `      <pubDate>${p.publishedAt.toUTCString()}</pubDate>`,
      "    </item>",
    ]
      .filter((line) => line !== null)
      .join("\n");
  });
  const built = posts[0]?.publishedAt ?? new Date(0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(text.title)}</title>`,
    `    <link>${escapeXml(`${appUrl}/blogs`)}</link>`,
    `    <atom:link href="${escapeXml(`${appUrl}/blogs/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(text.description)}</description>`,
    "    <language>en-in</language>",
    `    <lastBuildDate>${built.toUTCString()}</lastBuildDate>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
