// Quizzes and mock tests (issue 11, docs/decisions/037-quiz-engine.md): the value lists and the shapes
// the use cases return. Client-safe: no answer key, no explanation and no server import lives here, so
// pages may import it freely; a shape that carries a key (a review, a practice check) is only ever
// returned by a use case after the rules allow it.

export const QUIZ_MODES = ["practice", "play", "mock"] as const;
export const QUIZ_CLASSES = ["10th", "12th", "Graduate"] as const;
export const QUIZ_PRESETS = ["jee-main", "neet-ug", "upsc-gs1", "cbse"] as const;
export const QUESTION_TYPES = ["single", "multiple", "numeric"] as const;
export const QUESTION_DIFFICULTIES = ["easy", "medium", "hard"] as const;

export type QuizMode = (typeof QUIZ_MODES)[number];
export type QuizClass = (typeof QUIZ_CLASSES)[number];
export type QuizPreset = (typeof QUIZ_PRESETS)[number];
export type QuestionType = (typeof QUESTION_TYPES)[number];
export type QuestionDifficulty = (typeof QUESTION_DIFFICULTIES)[number];

/** Answers are still accepted this long after the deadline (a save in flight when time ran out); then
 * the attempt is submitted with what was saved and later saves get 409. */
export const ANSWER_GRACE_MS = 10_000;

/** Marks for a correct answer, a wrong one and an unanswered question, e.g. UPSC { 2, −0.66, 0 }. */
export type Marking = { correct: number; incorrect: number; unanswered: number };

/** A text in English and, when written, Hindi: the Markdown source and the HTML rendered at save. */
export type QuizText = { en: string; hi: string | null };

/** The NTA palette: not visited, not answered, answered, marked for review, answered and marked. */
export const PALETTE_STATES = ["notVisited", "notAnswered", "answered", "markedForReview", "answeredAndMarked"] as const;
export type PaletteState = (typeof PALETTE_STATES)[number];

export type Outcome = "correct" | "incorrect" | "unanswered";

/** What a student gave: chosen option ids (single, multiple) or a number (numeric). */
export type GivenAnswer = { optionIds: number[] } | { value: number };
/** The key, once it may be shown: the correct option ids, or the number with its tolerance. */
export type CorrectAnswer = { optionIds: number[] } | { value: number; tolerance: number };

// ——— Catalogue ———

/** A published quiz in a list (GET /api/quizzes, the /quizzes/{mode} page). */
export type QuizSummary = {
  id: number;
  title: string;
  titleHi: string | null;
  mode: QuizMode;
  class: QuizClass;
  subject: string;
  exam: string | null;
  preset: QuizPreset | null;
  durationSeconds: number | null;
  questionCount: number;
};

export type QuizSectionSummary = { id: number; title: string; titleHi: string | null; questionCount: number; marking: Marking };
export type QuizDetail = QuizSummary & { sections: QuizSectionSummary[]; maxScore: number };

// ——— Runner ———

export type RunnerOption = { id: number; text: string; textHi: string | null; html: string; htmlHi: string | null };
export type RunnerQuestion = {
  id: number;
  sectionId: number;
  /** 1-based number in the whole attempt, as the palette shows it. */
  number: number;
  type: QuestionType;
  text: string;
  textHi: string | null;
  html: string;
  htmlHi: string | null;
  imageUrl: string | null;
  options: RunnerOption[];
};
export type RunnerSection = { id: number; title: string; titleHi: string | null; marking: Marking; questionIds: number[] };
export type SavedAnswer = {
  questionId: number;
  optionIds: number[];
  value: number | null;
  markedForReview: boolean;
  visited: boolean;
  timeSpentMs: number;
  /** Practice: checked (and locked). */
  checked: boolean;
};
/** Practice: what checking one question revealed (only for questions already checked). */
export type PracticeCheck = { questionId: number; correct: boolean; correctAnswer: CorrectAnswer; explanation: string; explanationHi: string | null; explanationHtml: string; explanationHtmlHi: string | null };

export type AttemptStatus = "inProgress" | "submitted";

export type RunnerData = {
  attemptId: string;
  quizId: number;
  title: string;
  titleHi: string | null;
  mode: QuizMode;
  status: AttemptStatus;
  /** Retry-wrong attempts practise a subset of the quiz. */
  retryOf: string | null;
  startedAt: string;
  /** ISO time; null when untimed. The client only displays it: the server decides. */
  deadline: string | null;
  /** The server's time when this was read, so a client can correct its own clock's offset. */
  serverNow: string;
  sections: RunnerSection[];
  questions: RunnerQuestion[];
  answers: SavedAnswer[];
  palette: Record<number, PaletteState>;
  checks: PracticeCheck[];
  /** The question saved last (a visit, an answer or a mark): where a resumed runner opens; null before any save. */
  lastQuestionId: number | null;
};

// ——— Results ———

export type SectionResult = {
  id: number;
  title: string;
  titleHi: string | null;
  score: number;
  maxScore: number;
  correct: number;
  incorrect: number;
  unanswered: number;
  attempted: number;
  /** % of attempted questions answered correctly; null when none was attempted. */
  accuracy: number | null;
};
export type TopicResult = { topic: string; questions: number; correct: number; accuracy: number };
export type QuestionTime = { questionId: number; sectionId: number; outcome: Outcome; marks: number; timeSpentMs: number };

export type AttemptResult = {
  attemptId: string;
  quizId: number;
  mode: QuizMode;
  title: string;
  titleHi: string | null;
  submittedAt: string;
  autoSubmitted: boolean;
  score: number;
  maxScore: number;
  correct: number;
  incorrect: number;
  unanswered: number;
  attempted: number;
  accuracy: number | null;
  questionCount: number;
  /** The spec's pass message: more than half of the questions answered correctly. */
  passed: boolean;
  totalTimeMs: number;
  sections: SectionResult[];
  questions: QuestionTime[];
  topics: { all: TopicResult[]; strong: TopicResult[]; weak: TopicResult[] };
  /** Among the first attempts of the quiz (competition ranking: ties share a rank); null when this
   * attempt is not the student's first (only first attempts are ranked). */
  rank: number | null;
  /** NTA-style: % of first attempts that scored the same or less; null when not ranked. */
  percentile: number | null;
  /** How many first attempts the rank is among. */
  rankedAttempts: number;
  isFirst: boolean;
  retryOf: string | null;
};

export type ReviewItem = {
  questionId: number;
  sectionId: number;
  number: number;
  type: QuestionType;
  text: string;
  textHi: string | null;
  html: string;
  htmlHi: string | null;
  options: RunnerOption[];
  yourAnswer: GivenAnswer | null;
  correctAnswer: CorrectAnswer;
  outcome: Outcome;
  marks: number;
  timeSpentMs: number;
  explanation: string;
  explanationHi: string | null;
  explanationHtml: string;
  explanationHtmlHi: string | null;
};

export type AttemptListItem = { attemptId: string; quizId: number; title: string; titleHi: string | null; mode: QuizMode; status: AttemptStatus; startedAt: string; submittedAt: string | null; score: number | null; maxScore: number | null; isFirst: boolean; retryOf: string | null };
