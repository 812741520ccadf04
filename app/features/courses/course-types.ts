// Shapes the courses area hands to routes and the API (never ORM rows).
export type LessonType = "video" | "pdf" | "text";

export type CourseCard = {
  id: number;
  name: string;
  category: string;
  thumbnail: string;
  rating: number;
  tag: "Free" | "Paid";
  priceRupees: number;
  instructor: string;
  language: string;
  duration: string;
  lessonCount: number;
};

export type LessonOutline = { id: string; position: number; title: string; type: LessonType };

export type Review = { name: string; comment: string; rating: number };

export type CourseDetail = CourseCard & {
  description: string;
  image: string;
  trailerUrl: string;
  highlights: string[];
  requirements: string[];
  reviews: Review[];
  lessons: LessonOutline[];
  published: boolean;
};

export const COURSE_TYPE_FILTERS = ["Free", "Paid", "My Courses"] as const;
export type CourseTypeFilter = (typeof COURSE_TYPE_FILTERS)[number];
export const PAGE_SIZE = 12;
