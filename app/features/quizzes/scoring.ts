// Scoring, pure (issue 11; property-tested in tests/unit/quiz-scoring.test.ts). The server runs it at
// submit and stores what it returns; nothing here touches the database or the clock.
//
// Rules (docs/decisions/037-quiz-engine.md):
// - single: correct only when exactly the one correct option is chosen;
// - multiple: full marks only for exactly the correct set of options; any other non-empty choice
//   (a subset, a superset, a different set) is incorrect and gets the section's negative marks —
//   no partial credit;
// - numeric: correct when |value − answer| ≤ tolerance (a hair of slack, NUMERIC_SLACK, absorbs
//   binary floating point: 9.9 vs 9.8 ± 0.1 is right);
// - unanswered: no option chosen, or no number given.
// Marks are the question's section marking. Everything is added in hundredths of a mark (integers),
// so −0.66 × n is exact and the score always equals the sum of its questions' marks.
import type { Marking, Outcome, QuestionType } from "./quiz-types";

export type ScoringSection = { id: number; marking: Marking };
export type ScoringQuestion = {
  id: number;
  sectionId: number;
  type: QuestionType;
  /** Correct options (single: one; multiple: one or more; numeric: none). */
  correctOptionIds: readonly number[];
  numericAnswer: number | null;
  tolerance: number;
  topics: readonly string[];
};
export type ScoringAnswer = { questionId: number; optionIds: readonly number[]; value: number | null; timeSpentMs?: number };

export type QuestionScore = { questionId: number; sectionId: number; outcome: Outcome; marks: number; timeSpentMs: number };
export type SectionScore = { sectionId: number; score: number; maxScore: number; correct: number; incorrect: number; unanswered: number; attempted: number; accuracy: number | null };
export type AttemptScore = {
  score: number;
  maxScore: number;
  correct: number;
  incorrect: number;
  unanswered: number;
  attempted: number;
  accuracy: number | null;
  totalTimeMs: number;
  sections: SectionScore[];
  questions: QuestionScore[];
};

const NUMERIC_SLACK = 1e-9;

/** Marks in hundredths (an integer). Marking values have at most two decimals. */
export const toHundredths = (marks: number): number => Math.round(marks * 100);
const fromHundredths = (h: number): number => h / 100;
/** Rounds to two decimals, the one way every mark and score is rounded. */
export const roundMarks = (marks: number): number => fromHundredths(toHundredths(marks));
/** A percentage with two decimals, or null for 0/0. */
export const percent = (part: number, whole: number): number | null => (whole === 0 ? null : Math.round((part / whole) * 10_000) / 100);

export function isAnswered(question: Pick<ScoringQuestion, "type">, answer: Pick<ScoringAnswer, "optionIds" | "value"> | undefined): boolean {
  if (!answer) return false;
  return question.type === "numeric" ? answer.value !== null && Number.isFinite(answer.value) : answer.optionIds.length > 0;
}

export function numericMatches(value: number, answer: number, tolerance: number): boolean {
  return Math.abs(value - answer) <= tolerance + NUMERIC_SLACK * Math.max(1, Math.abs(answer));
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  if (left.size !== right.size) return false;
  for (const x of left) if (!right.has(x)) return false;
  return true;
}

export function outcomeOf(question: ScoringQuestion, answer: Pick<ScoringAnswer, "optionIds" | "value"> | undefined): Outcome {
  if (!answer || !isAnswered(question, answer)) return "unanswered";
  if (question.type === "numeric") {
    return question.numericAnswer !== null && numericMatches(answer.value as number, question.numericAnswer, question.tolerance) ? "correct" : "incorrect";
  }
  if (question.type === "single") return answer.optionIds.length === 1 && question.correctOptionIds.length === 1 && answer.optionIds[0] === question.correctOptionIds[0] ? "correct" : "incorrect";
  return question.correctOptionIds.length > 0 && sameSet(answer.optionIds, question.correctOptionIds) ? "correct" : "incorrect";
}

export const marksFor = (outcome: Outcome, marking: Marking): number => (outcome === "correct" ? marking.correct : outcome === "incorrect" ? marking.incorrect : marking.unanswered);

/** Scores an answer sheet. Questions keep the order given (the attempt's order); answers to
 * questions not in `questions` are ignored; a question without an answer is unanswered. */
export function scoreAttempt(input: { sections: readonly ScoringSection[]; questions: readonly ScoringQuestion[]; answers: readonly ScoringAnswer[] }): AttemptScore {
  const markingOf = new Map(input.sections.map((s) => [s.id, s.marking]));
  const answerOf = new Map(input.answers.map((a) => [a.questionId, a]));
  const perSection = new Map<number, { score: number; max: number; correct: number; incorrect: number; unanswered: number }>();
  for (const s of input.sections) perSection.set(s.id, { score: 0, max: 0, correct: 0, incorrect: 0, unanswered: 0 });

  let score = 0;
  let max = 0;
  let totalTimeMs = 0;
  const questions: QuestionScore[] = input.questions.map((q) => {
    const marking = markingOf.get(q.sectionId);
    if (!marking) throw new Error(`question ${q.id} is in section ${q.sectionId}, which is not in the quiz`);
    const answer = answerOf.get(q.id);
    const outcome = outcomeOf(q, answer);
    const h = toHundredths(marksFor(outcome, marking));
    const section = perSection.get(q.sectionId)!;
    section.score += h;
    section.max += toHundredths(marking.correct);
    section[outcome] += 1;
    score += h;
    max += toHundredths(marking.correct);
    const timeSpentMs = Math.max(0, Math.round(answer?.timeSpentMs ?? 0));
    totalTimeMs += timeSpentMs;
    return { questionId: q.id, sectionId: q.sectionId, outcome, marks: fromHundredths(h), timeSpentMs };
  });

  const sections: SectionScore[] = input.sections.map((s) => {
    const t = perSection.get(s.id)!;
    const attempted = t.correct + t.incorrect;
    return { sectionId: s.id, score: fromHundredths(t.score), maxScore: fromHundredths(t.max), correct: t.correct, incorrect: t.incorrect, unanswered: t.unanswered, attempted, accuracy: percent(t.correct, attempted) };
  });
  const correct = questions.filter((q) => q.outcome === "correct").length;
  const incorrect = questions.filter((q) => q.outcome === "incorrect").length;
  return {
    score: fromHundredths(score),
    maxScore: fromHundredths(max),
    correct,
    incorrect,
    unanswered: questions.length - correct - incorrect,
    attempted: correct + incorrect,
    accuracy: percent(correct, correct + incorrect),
    totalTimeMs,
    sections,
    questions,
  };
}

export type TopicScore = { topic: string; questions: number; correct: number; accuracy: number };
export type TopicAnalysis = { all: TopicScore[]; strong: TopicScore[]; weak: TopicScore[] };

/** Defaults: a topic needs 2 questions to be judged; strong from 70 % correct, weak below 50 %. */
export const TOPIC_RULES = { minQuestions: 2, strongFrom: 70, weakBelow: 50 };

/**
 * Strong and weak topics. A topic's accuracy is correct ÷ its questions in the attempt (a skipped
 * question counts against it: a topic the student avoids is one to work on). Topics with fewer than
 * `minQuestions` questions are listed in `all` but judged neither strong nor weak.
 */
export function analyseTopics(questions: readonly Pick<ScoringQuestion, "id" | "topics">[], scores: readonly Pick<QuestionScore, "questionId" | "outcome">[], rules = TOPIC_RULES): TopicAnalysis {
  const outcome = new Map(scores.map((s) => [s.questionId, s.outcome]));
  const tally = new Map<string, { questions: number; correct: number }>();
  for (const q of questions) {
    for (const topic of new Set(q.topics)) {
      const t = tally.get(topic) ?? { questions: 0, correct: 0 };
      t.questions += 1;
      if (outcome.get(q.id) === "correct") t.correct += 1;
      tally.set(topic, t);
    }
  }
  const all = [...tally].map(([topic, t]) => ({ topic, questions: t.questions, correct: t.correct, accuracy: percent(t.correct, t.questions) ?? 0 }));
  all.sort((a, b) => b.accuracy - a.accuracy || b.questions - a.questions || a.topic.localeCompare(b.topic));
  const judged = all.filter((t) => t.questions >= rules.minQuestions);
  return {
    all,
    strong: judged.filter((t) => t.accuracy >= rules.strongFrom),
    weak: judged.filter((t) => t.accuracy < rules.weakBelow).reverse(),
  };
}

/** Competition ranking: 1 + how many scored more (ties share a rank). */
export const rankFrom = (above: number): number => above + 1;
/** NTA-style percentile: % of ranked attempts that scored the same or less, cut (not rounded) to two
 * decimals, so only the top score(s) ever read 100. */
export const percentileFrom = (atOrBelow: number, total: number): number | null => (total === 0 ? null : Math.floor((atOrBelow / total) * 10_000 + 1e-9) / 100);
