// The demo blog posts (decision 036): written for Vidyapath, in English and Hindi, seeded once by
// db/seed-blogs.ts under their stable `key`, with staggered publication dates so the list, the home
// page's news and the related posts look like a living blog on a fresh install.
import type { BlogCategory, BlogLanguage } from "../../app/features/blogs/blog-types";
import { BLOG_POSTS_EN } from "./blog-posts-en";
import { BLOG_POSTS_HI } from "./blog-posts-hi";

export type DemoBlogPost = {
  key: string;
  title: string;
  category: BlogCategory;
  language: BlogLanguage;
  authorName: string;
  /** Published this many days before the first seeding (at 10:00 IST). */
  daysAgo: number;
  excerpt: string;
  /** Markdown. */
  body: string;
};

/** Newest first. */
export const DEMO_BLOG_POSTS: DemoBlogPost[] = [...BLOG_POSTS_EN, ...BLOG_POSTS_HI].sort((a, b) => a.daysAgo - b.daysAgo);
