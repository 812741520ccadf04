// Checks a demo quiz before it is seeded (and in tests/unit/demo-quiz-content.test.ts): the answer
// keys point at real options, numeric answers are finite, topics are present, and a preset's test
// has the pattern the preset promises (JEE Main: 3 sections × (20 MCQ + 5 numeric); NEET UG: 180;
// UPSC GS I: 100). Returns the problems found, as readable lines; an empty list means valid.
import type { DemoQuestion, DemoQuiz, DemoText } from "./demo-quiz-types";

const blank = (t: DemoText | undefined) => !t || t.en.trim() === "" || (t.hi !== undefined && t.hi.trim() === "");

function questionProblems(q: DemoQuestion, where: string): string[] {
  const out: string[] = [];
  if (blank(q.text)) out.push(`${where}: empty text`);
  if (blank(q.explanation)) out.push(`${where}: empty explanation`);
  if (q.topics.length === 0 || q.topics.some((t) => t.trim() === "" || t !== t.toLowerCase())) out.push(`${where}: topics must be non-empty lower-case tags`);
  if (q.type === "numeric") {
    if (!Number.isFinite(q.answer)) out.push(`${where}: numeric answer is not a finite number`);
    if (!(q.tolerance >= 0)) out.push(`${where}: tolerance must be ≥ 0`);
    return out;
  }
  if (q.options.length < 2 || q.options.length > 6) out.push(`${where}: needs 2–6 options`);
  if (q.options.some(blank)) out.push(`${where}: an option is empty`);
  const texts = q.options.map((o) => o.en.trim().toLowerCase());
  if (new Set(texts).size !== texts.length) out.push(`${where}: two options have the same text`);
  const keys = q.type === "single" ? [q.correct] : q.correct;
  if (q.type === "multiple" && (keys.length === 0 || new Set(keys).size !== keys.length)) out.push(`${where}: multiple-correct needs distinct correct options`);
  if (keys.some((k) => !Number.isInteger(k) || k < 0 || k >= q.options.length)) out.push(`${where}: correct option index out of range`);
  // A bilingual question is bilingual throughout, so the Hindi view never mixes in English options.
  if (q.text.hi !== undefined && q.options.some((o) => o.hi === undefined && !/^[\d\s.,+\-−×÷=$\\^{}()a-zA-Z_]*$/.test(o.en))) {
    out.push(`${where}: Hindi text but an option without Hindi`);
  }
  return out;
}

export function demoQuizProblems(quiz: DemoQuiz): string[] {
  const out: string[] = [];
  const name = quiz.key;
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(quiz.key)) out.push(`${name}: key must be kebab-case`);
  if (blank(quiz.title)) out.push(`${name}: empty title`);
  if (quiz.sections.length === 0) out.push(`${name}: no sections`);
  if (quiz.mode !== "practice" && !(quiz.durationSeconds && quiz.durationSeconds > 0)) out.push(`${name}: ${quiz.mode} quizzes are timed`);
  quiz.sections.forEach((s, si) => {
    if (blank(s.title)) out.push(`${name} section ${si + 1}: empty title`);
    if (s.questions.length === 0) out.push(`${name} section ${si + 1}: no questions`);
    s.questions.forEach((q, qi) => out.push(...questionProblems(q, `${name} §${si + 1} q${qi + 1}`)));
  });
  const all = quiz.sections.flatMap((s) => s.questions);
  if (quiz.preset === "jee-main") {
    if (quiz.sections.length !== 3) out.push(`${name}: JEE Main has 3 sections`);
    for (const s of quiz.sections) {
      const mcq = s.questions.filter((q) => q.type === "single").length;
      const num = s.questions.filter((q) => q.type === "numeric").length;
      if (mcq !== 20 || num !== 5 || s.questions.length !== 25) out.push(`${name} ${s.title.en}: JEE Main sections hold 20 single-correct + 5 numeric`);
    }
    if (quiz.durationSeconds !== 180 * 60) out.push(`${name}: JEE Main is 180 minutes`);
  }
  if (quiz.preset === "neet-ug") {
    if (all.length !== 180) out.push(`${name}: NEET UG has 180 questions (has ${all.length})`);
    if (quiz.durationSeconds !== 180 * 60) out.push(`${name}: NEET UG is 180 minutes`);
  }
  if (quiz.preset === "upsc-gs1") {
    if (all.length !== 100) out.push(`${name}: UPSC GS I has 100 questions (has ${all.length})`);
    if (quiz.durationSeconds !== 120 * 60) out.push(`${name}: UPSC GS I is 120 minutes`);
  }
  return out;
}
