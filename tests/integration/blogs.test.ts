// Blogs for readers (issue 12, decision 036): the demo posts, /blogs (title search in English, Hindi
// and with typos, the category filter, the spec's 100-character preview and 'No blogs found.'), the
// post page ('Blog post not found!' with a 404, the redirect to the slug URL, author, Indian date,
// reading time, share links, related posts, SEO and JSON-LD), drafts and scheduled posts kept from
// every public place until due, the scheduled post appearing on the cached pages within the job's
// tick, XSS neutralised, the RSS feed, the sitemap, robots.txt and the cover route.
import { eq } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setBlogClockForTests } from "../../app/features/blogs/blog-clock.server";
import { writeCover } from "../../app/features/blogs/blog-covers.server";
import { announceDuePosts } from "../../app/features/blogs/blog-publisher.server";
import { previewText } from "../../app/features/blogs/blog-types";
import { bumpArea } from "../../app/lib/cache/content-areas";
import { db } from "../../app/lib/db.server";
import { formatDate } from "../../app/lib/i18n/dates";
import { markdownPlainText } from "../../app/lib/markdown.server";
import { fileStore } from "../../app/lib/storage/storage.server";
import { DEMO_BLOG_POSTS } from "../../db/demo/blog-posts";
import { blogPosts } from "../../db/schema";
import { demoBlogCoverKey, ensureDemoBlogCovers, seedBlogs } from "../../db/seed-blogs";
import { createBlogPost, createCourse, createResource, createUser } from "../support/factories";
import { CookieJar, login, pageText, send } from "../support/test-app";

const HOUR = 60 * 60 * 1000;
const hindi = new CookieJar();
hindi.cookies.set("vp_lang", "hi");
let admin: CookieJar;

beforeAll(async () => {
  await seedBlogs(new Date("2026-03-01T12:00:00+05:30"));
  const a = await createUser({ role: "admin" });
  admin = await login(a.email, a.password);
}, 60_000);

afterEach(() => setBlogClockForTests(undefined));

/** After inserting rows directly (not through the admin's use cases), as a committed change would. */
const changed = () => bumpArea("blogs");
const text = async (url: string, jar?: CookieJar) => {
  const res = await send(url, { jar });
  expect(res.status, url).toBe(200);
  return pageText(res);
};
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));

describe("demo content", () => {
  it("has at least 12 posts of 400–900 words, every category, at least 3 in Hindi (Devanagari), seeded once", async () => {
    expect(DEMO_BLOG_POSTS.length).toBeGreaterThanOrEqual(12);
    for (const post of DEMO_BLOG_POSTS) {
      const words = markdownPlainText(post.body).split(/\s+/).length;
      expect(words, post.key).toBeGreaterThanOrEqual(400);
      expect(words, post.key).toBeLessThanOrEqual(900);
      expect(post.body, post.key).toMatch(/^## /m); // Markdown with headings…
      expect(post.body, post.key).toMatch(/^(?:- |\d+\. )/m); // …and lists
    }
    const hi = DEMO_BLOG_POSTS.filter((p) => p.language === "hi");
    expect(hi.length).toBeGreaterThanOrEqual(3);
    for (const p of hi) expect(p.title, p.key).toMatch(/[\u0900-\u097f]{3}/);
    expect(new Set(DEMO_BLOG_POSTS.map((p) => p.category))).toEqual(new Set(["board-exams", "jee", "neet", "upsc", "careers", "scholarships"]));

    await seedBlogs(); // a second start
    const rows = await db().select({ demoKey: blogPosts.demoKey, publishAt: blogPosts.publishAt }).from(blogPosts);
    expect(rows.filter((r) => r.demoKey).length).toBe(DEMO_BLOG_POSTS.length);
    // Staggered publication dates, all in the past of the seeding, on distinct days.
    const dates = rows.map((r) => r.publishAt!.toISOString().slice(0, 10));
    expect(new Set(dates).size).toBe(DEMO_BLOG_POSTS.length);
  });

  it("draws each demo cover once (small WebP files), and again only when this store lacks one", async () => {
    await ensureDemoBlogCovers();
    expect(await ensureDemoBlogCovers()).toBe(0);
    const [row] = await db().select({ coverKey: blogPosts.coverKey, demoKey: blogPosts.demoKey }).from(blogPosts).where(eq(blogPosts.demoKey, DEMO_BLOG_POSTS[0].key));
    expect(row.coverKey).toBe(demoBlogCoverKey(row.demoKey!));
    const info = await fileStore().stat(row.coverKey!);
    expect(info!.size).toBeLessThan(60 * 1024);
    await fileStore().delete(row.coverKey!);
    expect(await ensureDemoBlogCovers()).toBe(1);
  });
});

describe("/blogs", () => {
  it("lists the published posts newest first, each with its 100-character preview (Markdown stripped, no word cut)", async () => {
    const body = `# Why revise\n\n**Revision** is where [marks](https://example.com) are made: _spaced_ practice beats re-reading, every single time, for every student.`;
    const post = await createBlogPost({ title: "Preview Probe Revision", body, publishAt: new Date(Date.now() - 60_000) });
    changed();
    const res = await send("/blogs");
    const html = await res.text();
    const page = await pageText(new Response(html));
    const expected = previewText(markdownPlainText(body));
    expect(expected).toBe("Why revise Revision is where marks are made: spaced practice beats re-reading, every single time…");
    expect(page).toContain(expected);
    expect(page).not.toMatch(/\*\*Revision|\[marks\]/);
    // The newest first: the probe (a minute old) before the newest demo post.
    expect(page.indexOf("Preview Probe Revision")).toBeLessThan(page.indexOf(DEMO_BLOG_POSTS[0].title));
    expect(hrefs(html)).toContain(post.path);
  });

  it("finds posts by title: English, Hindi, a typo, a Hindi misspelling; filters by category; says 'No blogs found.'", async () => {
    expect(await text("/blogs?q=NEET")).toContain("NEET UG: A Biology-First Preparation Plan");
    const hindiSearch = await text(`/blogs?q=${encodeURIComponent("परीक्षा")}`);
    expect(hindiSearch).toContain("कक्षा 10 बोर्ड परीक्षा: आख़िरी 30 दिनों की रणनीति");
    expect(hindiSearch).not.toContain("JEE Main Preparation");
    const typo = await text("/blogs?q=scholarshp");
    expect(typo).toContain("The National Scholarship Portal: A Student's Guide");
    expect(typo).toContain("INSPIRE and Other Science Scholarships");
    // The nukta spelling meets the plain one (lib/search normalisation): ज़रूरी / जरूरी.
    expect(await text(`/blogs?q=${encodeURIComponent("जरूरी")}`)).toContain("हिंदी माध्यम से NEET की तैयारी: ज़रूरी बातें");

    const upsc = await text("/blogs?category=upsc");
    expect(upsc).toContain("UPSC Civil Services: Where to Begin");
    expect(upsc).toContain("UPSC सिविल सेवा: हिंदी माध्यम के अभ्यर्थियों के लिए सुझाव");
    expect(upsc).not.toContain("NEET UG: A Biology-First");
    expect(await text("/blogs?category=upsc&q=NEET")).toContain("No blogs found.");
    expect(await text("/blogs?q=zzqqxxyy")).toContain("No blogs found.");
    expect(await text("/blogs?q=zzqqxxyy", hindi)).toContain("कोई ब्लॉग नहीं मिला।");
  });

  it("pages 12 posts at a time; nonsense in the query string shows the list, never an error", async () => {
    const first = await send("/blogs");
    const firstHtml = await first.text();
    expect(hrefs(firstHtml)).toContain("/blogs?page=2");
    expect(await text("/blogs?page=2")).toContain("Page 2 of");
    for (const q of ["page=abc", "page=999999", "category=astrology", "category=__proto__", "q=" + "x".repeat(300), "page=-1"]) expect((await send(`/blogs?${q}`)).status, q).toBe(200);
  });
});

describe("/blogs/{id}-{slug}", () => {
  it("shows the post: title, author, Indian date, reading time, the rendered Markdown, share links (WhatsApp first), related posts", async () => {
    const at = new Date("2026-01-12T05:00:00Z");
    const post = await createBlogPost({ title: "JEE Revision Sprint", category: "jee", authorName: "Meera Iyer", body: `## Week one\n\n- Mechanics\n- Calculus\n\n${"practice ".repeat(450)}`, publishAt: at });
    const res = await send(post.path);
    expect(res.status).toBe(200);
    const html = await res.text();
    const page = await pageText(new Response(html));
    expect(page).toContain("JEE Revision Sprint");
    expect(page).toContain(`By Meera Iyer · ${formatDate(at, "en")} · 2 min read`);
    expect(formatDate(at, "en")).toBe("12 Jan 2026");
    expect(html).toContain("<h2>Week one</h2>");
    expect(html).toMatch(/<li>Mechanics<\/li>/);
    const shares = hrefs(html).filter((h) => /wa\.me|x\.com|facebook\.com/.test(h));
    expect(shares[0]).toBe(`https://wa.me/?text=${encodeURIComponent(`JEE Revision Sprint http://localhost:3000${post.path}`)}`);
    expect(shares.some((h) => h.startsWith("https://x.com/intent/post?"))).toBe(true);
    expect(shares.some((h) => h.startsWith("https://www.facebook.com/sharer/sharer.php?u="))).toBe(true);
    // Related: the same category first (the demo JEE post), then the latest.
    expect(page).toContain("Related posts");
    const related = page.slice(page.indexOf("Related posts"));
    expect(related).toContain("JEE Main Preparation: Planning Physics, Chemistry and Maths");
    expect(await text(post.path, hindi)).toContain("12 जन॰ 2026");
  });

  it("redirects /blogs/{id} and a wrong slug to the post's own address (301), .data included", async () => {
    const post = await createBlogPost({ title: "Slug Probe Post" });
    expect(post.path).toBe(`/blogs/${post.id}-slug-probe-post`);
    for (const url of [`/blogs/${post.id}`, `/blogs/${post.id}-old-title`, `/blogs/${post.id}-slug-probe-post/`]) {
      const res = await send(url);
      expect(res.status, url).toBe(301);
      expect(res.headers.get("location"), url).toBe(post.path);
    }
    const data = await send(`/blogs/${post.id}.data`);
    expect(data.status).toBe(202);
    const body = await data.text();
    expect(body).toContain(post.path);
    expect(body).not.toContain(".data");
    // A Hindi-only title has no slug: its address is the id alone, served as it is.
    const hindiPost = await createBlogPost({ title: "बोर्ड परीक्षा की रणनीति", language: "hi" });
    expect(hindiPost.path).toBe(`/blogs/${hindiPost.id}`);
    expect((await send(hindiPost.path)).status).toBe(200);
  });

  it("answers 'Blog post not found!' with a 404 for a missing, malformed, draft or not-yet-published post", async () => {
    const draft = await createBlogPost({ publishAt: null });
    const scheduled = await createBlogPost({ publishAt: new Date(Date.now() + HOUR) });
    for (const url of ["/blogs/999999", "/blogs/999999-some-title", "/blogs/abc", "/blogs/0", "/blogs/99999999999", draft.path, scheduled.path]) {
      const res = await send(url);
      expect(res.status, url).toBe(404);
      expect(await pageText(res), url).toContain("Blog post not found!");
    }
    const hi = await send("/blogs/999999", { jar: hindi });
    expect(hi.status).toBe(404);
    expect(await pageText(hi)).toContain("ब्लॉग पोस्ट नहीं मिली!");
    expect((await send("/blogs/999999.data")).status).toBe(404);
  });

  it("has title, description, canonical, OpenGraph and valid JSON-LD Article, safely escaped", async () => {
    const nasty = `Boards </script><script>alert(1)</script> & "quotes"`;
    const post = await createBlogPost({ title: nasty, excerpt: "A summary </script> for search engines", authorName: "Asha Rao" });
    const res = await send(post.path);
    const html = await res.text();
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${post.path}"/>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain(`<meta property="og:url" content="http://localhost:3000${post.path}"/>`);
    expect(html).toContain('<meta name="description" content="A summary &lt;/script&gt; for search engines"/>');
    expect(html).not.toContain("<script>alert(1)</script>");
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).not.toMatch(/[<>]/);
    const ld = JSON.parse(blocks[0]) as Record<string, unknown>;
    expect(ld).toMatchObject({ "@context": "https://schema.org", "@type": "Article", headline: nasty, author: { "@type": "Person", name: "Asha Rao" }, mainEntityOfPage: { "@id": `http://localhost:3000${post.path}` } });
    expect(new Date(ld.datePublished as string).getTime()).not.toBeNaN();
  });

  it("neutralises script in the Markdown and the title", async () => {
    const post = await createBlogPost({
      title: `<img src=x onerror=alert(1)>`,
      body: `Hello <script>alert("x")</script> <img src=x onerror=alert(2)>\n\n[click](javascript:alert(3)) ![p](javascript:alert(4))\n\n<iframe src="https://evil.example"></iframe>`,
    });
    const html = await (await send(post.path)).text();
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    // No element the text asked for, no event handler attribute, no javascript: address.
    expect(main).not.toMatch(/<script|<img src=x|<iframe/i);
    expect(main).not.toMatch(/<[^>]*\son[a-z]+=/i);
    expect(main).not.toMatch(/(?:href|src)="\s*javascript:/i);
    expect(main).toContain("&lt;script&gt;alert(");
    expect(main).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});

describe("drafts and scheduled posts", () => {
  it("are invisible to the public — page, list, search, home, RSS, sitemap — until due", async () => {
    const draft = await createBlogPost({ title: "Hidden Draft Zephyr", publishAt: null });
    const scheduled = await createBlogPost({ title: "Hidden Scheduled Quokka", publishAt: new Date(Date.now() + 2 * HOUR) });
    changed();
    for (const url of ["/blogs", "/blogs?q=Zephyr", "/blogs?q=Quokka", "/"]) {
      const page = await text(url);
      expect(page, url).not.toContain("Zephyr");
      expect(page, url).not.toContain("Quokka");
    }
    for (const url of ["/blogs/rss.xml", "/sitemap.xml"]) {
      const xml = await (await send(url)).text();
      for (const p of [draft, scheduled]) {
        expect(xml, url).not.toContain(p.title);
        expect(xml, url).not.toContain(`/blogs/${p.id}`);
      }
    }
    // Not even their covers.
    await db().update(blogPosts).set({ coverKey: "blogs/covers/hidden.webp" }).where(eq(blogPosts.id, draft.id));
    await writeCover(fileStore(), "blogs/covers/hidden.webp", '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    expect((await send(`/api/blogs/${draft.id}/cover`)).status).toBe(404);
    expect((await send(`/api/blogs/${draft.id}/cover`, { jar: admin })).status).toBe(200);
  });

  it("a scheduled post appears when the clock passes its time, and the cached pages show it after the job's tick", async () => {
    const now = Date.now();
    setBlogClockForTests(() => now);
    const post = await createBlogPost({ title: "Scheduled Pangolin Post", publishAt: new Date(now + HOUR) });
    changed();
    // Anonymous pages are cached (decision 028).
    await send("/blogs");
    await send("/");
    const cached = await send("/blogs");
    expect(cached.headers.get("x-page-cache")).toBe("hit");
    expect(await pageText(cached)).not.toContain("Pangolin");
    expect(await announceDuePosts(new Date(now))).toEqual([]);

    // Its time passes: the readers' queries see it at once (an uncached page, its own address)…
    setBlogClockForTests(() => now + HOUR + 1000);
    expect((await send(post.path)).status).toBe(200);
    // …the cached list still holds the old page until the job's tick announces the post, once.
    expect(await pageText(await send("/blogs"))).not.toContain("Pangolin");
    expect(await announceDuePosts(new Date(now + HOUR + 1000))).toContain(post.id);
    expect(await announceDuePosts(new Date(now + HOUR + 5000))).toEqual([]);
    const list = await send("/blogs");
    expect(list.headers.get("x-page-cache")).toBe("miss");
    expect(await pageText(list)).toContain("Scheduled Pangolin Post");
    expect(await pageText(await send("/"))).toContain("Scheduled Pangolin Post");
    expect(await (await send("/blogs/rss.xml")).text()).toContain("Scheduled Pangolin Post");
    expect(await (await send("/sitemap.xml")).text()).toContain(post.path);
  });

  it("a post that fell due while no job ran (a restart) is announced on the first tick", async () => {
    const post = await createBlogPost({ title: "Overdue Ocelot", publishAt: null });
    // As if scheduled for an hour ago and the server was down then: due, never announced.
    await db().update(blogPosts).set({ publishAt: new Date(Date.now() - HOUR), announcedAt: null }).where(eq(blogPosts.id, post.id));
    expect(await announceDuePosts()).toContain(post.id);
    expect(await announceDuePosts()).not.toContain(post.id);
  });
});

describe("home page news", () => {
  it("shows the three latest published posts linking to their pages, and a link to /blogs", async () => {
    const newest = await createBlogPost({ title: "Home News Narwhal", publishAt: new Date(Date.now() - 1000) });
    changed();
    const res = await send("/");
    const html = await res.text();
    const news = html.slice(html.indexOf('id="news"'), html.indexOf('id="testimonials"'));
    const links = hrefs(news).filter((h) => h.startsWith("/blogs/"));
    expect(links).toHaveLength(3);
    expect(links[0]).toBe(newest.path);
    expect(hrefs(news)).toContain("/blogs");
    expect(news).not.toContain("No news yet");
  });
});

describe("RSS, sitemap and robots.txt", () => {
  const parser = new XMLParser({ ignoreAttributes: false });

  it("serves a valid RSS 2.0 feed of the latest 20 published posts with absolute links", async () => {
    const res = await send("/blogs/rss.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await res.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = parser.parse(xml) as { rss: { "@_version": string; channel: { title: string; link: string; item: { title: string; link: string; guid: { "#text": string }; pubDate: string; description: string }[] } } };
    expect(feed.rss["@_version"]).toBe("2.0");
    expect(feed.rss.channel.link).toBe("http://localhost:3000/blogs");
    const items = feed.rss.channel.item;
    expect(items).toHaveLength(20);
    for (const item of items) {
      expect(item.link).toMatch(/^http:\/\/localhost:3000\/blogs\/\d+(?:-[a-z0-9-]+)?$/);
      expect(new Date(item.pubDate).getTime()).not.toBeNaN();
      expect(item.description.length).toBeGreaterThan(0);
    }
    const dates = items.map((i) => new Date(i.pubDate).getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    // The links lead to the posts.
    expect((await send(new URL(items[0].link).pathname)).status).toBe(200);
  });

  it("escapes titles in the feed (a title with markup stays one well-formed item)", async () => {
    await createBlogPost({ title: `Feed <b>bold</b> & "quoted" \u0001 post`, publishAt: new Date(Date.now() - 500) });
    const xml = await (await send("/blogs/rss.xml")).text();
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain("<title>Feed &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;  post</title>");
  });

  it("lists home, courses, published course pages, blogs, published posts and the resources hub in the sitemap, with lastmod", async () => {
    const course = await createCourse();
    const hiddenCourse = await createCourse({ published: false });
    await createResource();
    const post = await createBlogPost({ title: "Sitemap Sloth" });
    const res = await send("/sitemap.xml");
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const urls = (parser.parse(xml) as { urlset: { url: { loc: string; lastmod?: string }[] } }).urlset.url;
    const locs = urls.map((u) => u.loc);
    for (const path of ["/", "/courses", `/courses/${course.id}/details`, "/blogs", post.path, "/resources"]) expect(locs, path).toContain(`http://localhost:3000${path}`);
    expect(locs).not.toContain(`http://localhost:3000/courses/${hiddenCourse.id}/details`);
    expect(locs.filter((l) => /\/blogs\/\d/.test(l)).length).toBeGreaterThanOrEqual(DEMO_BLOG_POSTS.length);
    for (const u of urls) expect(u.lastmod, u.loc).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("points robots.txt at the absolute sitemap and keeps private areas out", async () => {
    const res = await send("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const body = await res.text();
    expect(body).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    for (const path of ["/admin", "/dashboard", "/api/"]) expect(body).toContain(`Disallow: ${path}\n`);
    expect(body).toMatch(/^User-agent: \*$/m);
  });
});

describe("GET /api/blogs/{id}/cover", () => {
  it("serves a published post's cover to anyone, cacheable, in two sizes; 404 for no cover or a bad id", async () => {
    const key = "blogs/covers/probe.webp";
    await writeCover(fileStore(), key, '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="21"><rect width="40" height="21" fill="#123"/></svg>');
    const post = await createBlogPost({ coverKey: key });
    const large = await send(`/api/blogs/${post.id}/cover`);
    expect(large.status).toBe(200);
    expect(large.headers.get("content-type")).toBe("image/webp");
    expect(large.headers.get("cache-control")).toBe("public, max-age=86400");
    const small = await send(`/api/blogs/${post.id}/cover?size=480`);
    expect(small.status).toBe(200);
    expect(Number(small.headers.get("content-length"))).toBeLessThan(Number(large.headers.get("content-length")));
    const noCover = await createBlogPost();
    for (const url of [`/api/blogs/${noCover.id}/cover`, "/api/blogs/999999/cover", "/api/blogs/abc/cover", "/api/blogs/1-x/cover"]) expect((await send(url)).status, url).toBe(404);
  });
});
