// Shapes and constants the blogs area hands to routes (never ORM rows), and the post URL. Kept free
// of server imports: the list and post pages' components use them too.

export const BLOG_CATEGORIES = ["board-exams", "jee", "neet", "upsc", "careers", "scholarships"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export const BLOG_LANGUAGES = ["en", "hi"] as const;
export type BlogLanguage = (typeof BLOG_LANGUAGES)[number];

/** Where a post stands for readers: not public, public from a future time, or public now. */
export const BLOG_STATUSES = ["draft", "scheduled", "published"] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** The classes of a post's rendered body: the lessons' Markdown styles, larger for reading. The post
 * page and the editor's preview both use them, so the preview looks exactly like the page. */
export const POST_BODY_CLASS = "lesson-prose text-lg";

/** Posts per list page. */
export const BLOG_PAGE_SIZE = 12;
/** The spec's preview length (§9: "Blog preview 100 characters"). */
export const PREVIEW_CHARACTERS = 100;

export type BlogCard = {
  id: number;
  title: string;
  /** `/blogs/{id}-{slug}` (or `/blogs/{id}` for a title without Latin letters). */
  href: string;
  category: BlogCategory;
  language: BlogLanguage;
  authorName: string;
  /** ISO time the post was published. */
  publishedAt: string;
  /** The first 100 characters of the plain text, never cutting a word. */
  preview: string;
  readingMinutes: number;
  coverUrl: string | null;
};

export type BlogList = { items: BlogCard[]; total: number; page: number; pages: number };

export type BlogPost = BlogCard & {
  /** The cover's 480-pixel copy (the card's `coverUrl` is this too; here `coverUrl` is the large one). */
  coverSmallUrl: string | null;
  /** Safe HTML from lib/markdown.server.ts. */
  html: string;
  /** The admin's summary, else the start of the text: for search engines and the feed. */
  description: string;
  updatedAt: string;
};

/**
 * The URL words of a title: its Latin letters and digits, lower case, joined by hyphens, at most 60
 * characters and never cut inside a word. Accents are dropped ("Résumé" → "resume"); Devanagari and
 * other scripts are left out, so a Hindi-only title (numbers aside) has no slug and its URL is `/blogs/{id}` (decision
 * 036: no transliteration; percent-encoded Devanagari makes long, unreadable links in WhatsApp).
 */
export function slugify(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > 60) break;
    slug = next;
  }
  // Digits alone ("10-30" from a Hindi title with numbers) say nothing: no slug then.
  return /[a-z]/.test(slug) ? slug : "";
}

/** The post's canonical path. */
export function postPath(id: number, title: string): string {
  const slug = slugify(title);
  return slug ? `/blogs/${id}-${slug}` : `/blogs/${id}`;
}

/** Reading time at about 200 words a minute, at least one minute. */
export function readingMinutes(plainText: string): number {
  const words = plainText.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

/**
 * The list's preview: the first `max` characters of the plain text, cut back to the end of the last
 * whole word, with "…" when something was left out. Characters are code points (a Hindi letter with
 * its vowel sign may be two; a cut only ever happens at a space, so no letter loses its sign). A first
 * word longer than `max` (a pasted link) is the one case cut inside a word.
 */
export function previewText(plainText: string, max = PREVIEW_CHARACTERS): string {
  const text = plainText.replace(/\s+/g, " ").trim();
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  // The character after the cut is a space: the cut ends a word, keep all `max` characters.
  const head = chars.slice(0, max).join("");
  const cut = chars[max] === " " ? head : head.slice(0, Math.max(0, head.lastIndexOf(" ")));
  const trimmed = cut.replace(/[\s,;:–—-]+$/u, "");
  if (trimmed) return `${trimmed}…`;
  return `${chars.slice(0, max - 1).join("")}…`;
}
