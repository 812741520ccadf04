// The shape of the demo quizzes and mock tests written for Vidyapath (issue 11). The content files
// beside this one export `DemoQuiz[]`; the seed (db/seed-quizzes.ts) loads them by `key`, so editing
// a file and restarting updates the demo without touching anything an admin made.
//
// Text is Markdown; math is LaTeX between `$…$` (inline) or `$$…$$` (display), rendered with KaTeX on
// the server. Every text may carry a Hindi version (`hi`); the runner lets the student switch per
// question, as the NTA interface does. All of it is original, written for the project — never copied
// from a copyrighted paper.

/** A text in English, optionally also in Hindi. */
export type DemoText = { en: string; hi?: string };

export type DemoDifficulty = "easy" | "medium" | "hard";

type DemoQuestionBase = {
  text: DemoText;
  /** Shown after the answer (practice) or in the solutions review (mocks). */
  explanation: DemoText;
  /** Topic tags, lower-case English, e.g. ["kinematics", "projectile motion"]. */
  topics: string[];
  difficulty: DemoDifficulty;
};

export type DemoQuestion =
  /** Exactly one correct option; `correct` is its index in `options`. */
  | (DemoQuestionBase & { type: "single"; options: DemoText[]; correct: number })
  /** One or more correct options; full marks only when exactly these are chosen. */
  | (DemoQuestionBase & { type: "multiple"; options: DemoText[]; correct: number[] })
  /** A number typed by the student; right when |value − answer| ≤ tolerance (0 for integers). */
  | (DemoQuestionBase & { type: "numeric"; answer: number; tolerance: number });

export type DemoMarking = { correct: number; incorrect: number; unanswered: number };

export type DemoSection = {
  title: DemoText;
  /** Marking for this section's questions; when absent the quiz's preset (or +1/0/0) applies. */
  marking?: DemoMarking;
  questions: DemoQuestion[];
};

export type DemoQuizMode = "practice" | "play" | "mock";
export type DemoPreset = "jee-main" | "neet-ug" | "upsc-gs1" | "cbse";

export type DemoQuiz = {
  /** Stable identity of the demo item, e.g. "practice-10th-science-light". */
  key: string;
  mode: DemoQuizMode;
  title: DemoText;
  /** One of the product's classes: "10th", "12th", "Graduate". */
  class: "10th" | "12th" | "Graduate";
  /** The subject as the /quizzes/{mode} picker shows it, e.g. "Science", "Physics"; mocks: "Full test". */
  subject: string;
  /** "JEE Main", "NEET UG", "UPSC", "CBSE" or null. */
  exam: string | null;
  preset: DemoPreset | null;
  /** Time limit; null for untimed practice. Play-and-win and mocks are always timed. */
  durationSeconds: number | null;
  sections: DemoSection[];
};
