// /blogs/rss.xml — RSS 2.0 of the latest 20 published posts (decision 036). English channel text: a
// feed is read in feed readers, outside the site's language switch; each post keeps its own language.
import type { Route } from "./+types/blog-rss";
import { blogFeedXml } from "~/features/blogs/feed.server";
import { env } from "~/lib/env.server";
import { translate } from "~/lib/i18n/messages.server";
import { xmlResponse } from "~/lib/xml";

export async function loader(_: Route.LoaderArgs) {
  const xml = await blogFeedXml(env().APP_URL, {
    title: translate("en", "blogs.feedTitle"),
    description: translate("en", "blogs.description"),
    categoryName: (c) => translate("en", `blogCategory.${c}`),
  });
  // Five minutes: a feed reader polls; a new post reaches it within that.
  return xmlResponse(xml, "application/rss+xml", 300);
}
