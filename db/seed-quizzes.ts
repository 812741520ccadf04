// Demo quizzes and mock tests (db/demo/quizzes, issue 11) loaded on start-up, by `key`:
// - a demo quiz missing from the database is created (published), its texts rendered once;
// - one whose content file changed since it was seeded (a hash of the file's quiz is kept in
//   `quizzes.demo_hash`) is updated in place: its questions are replaced when no real student has
//   attempted it (the demo learners' attempts are re-seeded), otherwise only its settings change and
//   the questions are left as they are, with a log line — attempts keep pointing at valid questions;
// - an unchanged one costs one hash comparison; quizzes made by admins (no demo key) are never touched.
// Every quiz is checked (validate-demo-quiz.ts) first; a quiz with problems is skipped and logged.
// Then every mock gets past attempts from ~300 demo learners (users without a password account, so
// nobody can sign in as them) so that rank and percentile mean something.
import { createHash } from "node:crypto";
import { ensureDemoLearners, setQuizzesTaken } from "../app/features/accounts/accounts.server";
import { attemptCountsOn, seedPastAttempts, submittedAttemptCounts } from "../app/features/quizzes/demo-attempts.server";
import { PRESETS } from "../app/features/quizzes/presets";
import { createQuiz, demoQuizzes as seededDemoQuizzes, quizAttemptCount, replaceQuizContent, setDemoHash } from "../app/features/quizzes/quiz-content.server";
import { quizContentInput, type QuizContent } from "../app/features/quizzes/quiz-schemas";
import { log } from "../app/lib/logger.server";
import type { DemoQuiz } from "./demo/quizzes/demo-quiz-types";
// eslint-disable-next-line no-restricted-imports -- the list of demo quiz files, not a barrel of modules
import { demoQuizzes } from "./demo/quizzes/index";
import { demoQuizProblems } from "./demo/quizzes/validate-demo-quiz";

export const DEMO_LEARNER_COUNT = 300;

const FIRST = ["Aarav", "Vivaan", "Aditya", "Ananya", "Diya", "Ishaan", "Kavya", "Saanvi", "Arjun", "Priya", "Rohan", "Sneha", "Kabir", "Meera", "Aryan", "Pooja", "Rahul", "Neha", "Vikram", "Anjali", "Siddharth", "Riya", "Karan", "Tanvi", "Harsh", "Nisha", "Yash", "Shreya", "Manish", "Lakshmi", "Farhan", "Zoya", "Gurpreet", "Simran", "Tenzin", "Lalremruati", "Arnav", "Bhavya", "Chetan", "Deepika"];
const LAST = ["Sharma", "Verma", "Patel", "Reddy", "Iyer", "Nair", "Singh", "Gupta", "Das", "Mukherjee", "Khan", "Joshi", "Kulkarni", "Menon", "Yadav", "Chauhan", "Bose", "Pillai", "Rao", "Mehta", "Ansari", "Gill", "Sangma", "Hazarika", "Tiwari"];

/** The demo learners: stable ids and addresses in the reserved `.invalid` domain (never mail). */
export function demoLearners(count = DEMO_LEARNER_COUNT) {
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(3, "0");
    return { id: `demo-learner-${n}`, name: `${FIRST[(i * 7) % FIRST.length]} ${LAST[(i * 11 + Math.floor(i / FIRST.length)) % LAST.length]}`, email: `learner${n}@learners.vidyapath.invalid` };
  });
}

export const demoHash = (quiz: DemoQuiz) => createHash("sha256").update(JSON.stringify(quiz)).digest("base64url").slice(0, 32);

/** A demo quiz as the content writers take it: marking from the section, else the preset's section
 * at the same position, else +1/0/0; published. */
export function demoContent(quiz: DemoQuiz): QuizContent {
  const preset = quiz.preset ? PRESETS[quiz.preset] : null;
  return quizContentInput.parse({
    mode: quiz.mode,
    title: { en: quiz.title.en, hi: quiz.title.hi ?? null },
    class: quiz.class,
    subject: quiz.subject,
    exam: quiz.exam,
    preset: quiz.preset,
    durationSeconds: quiz.durationSeconds,
    published: true,
    sections: quiz.sections.map((s, i) => ({
      title: { en: s.title.en, hi: s.title.hi ?? null },
      marking: s.marking ?? preset?.sections[Math.min(i, preset.sections.length - 1)]?.marking ?? { correct: 1, incorrect: 0, unanswered: 0 },
      questions: s.questions.map((q) => {
        const base = { text: { en: q.text.en, hi: q.text.hi ?? null }, explanation: { en: q.explanation.en, hi: q.explanation.hi ?? null }, topics: q.topics, difficulty: q.difficulty };
        if (q.type === "numeric") return { ...base, type: "numeric", answer: q.answer, tolerance: q.tolerance };
        const correct = q.type === "single" ? [q.correct] : q.correct;
        return { ...base, type: q.type, options: q.options.map((o, oi) => ({ text: { en: o.en, hi: o.hi ?? null }, correct: correct.includes(oi) })) };
      }),
    })),
  });
}

const seedOf = (key: string) => createHash("sha256").update(key).digest().readUInt32LE(0);

export async function seedQuizzes(list: DemoQuiz[] = demoQuizzes): Promise<{ created: number; updated: number; attempts: number }> {
  const started = Date.now();
  const counts = { created: 0, updated: 0, attempts: 0 };
  const learners = demoLearners();
  const learnerIds = learners.map((l) => l.id);
  // Runs under seedDemoContent's advisory lock (db/seed.ts): one instance seeds at a time.
  const existing = await seededDemoQuizzes();
  const mocks: { id: number; key: string }[] = [];
  for (const quiz of list) {
    const problems = demoQuizProblems(quiz);
    if (problems.length) {
      log.warn("demo quiz skipped: its content has problems", { key: quiz.key, problems: problems.slice(0, 5).join("; ") });
      continue;
    }
    const hash = demoHash(quiz);
    const found = existing.get(quiz.key);
    let id = found?.id;
    if (!found) {
      id = await createQuiz(demoContent(quiz), { demo: { key: quiz.key, hash } });
      counts.created += 1;
    } else if (found.hash !== hash) {
      const content = demoContent(quiz);
      const real = await quizAttemptCount(found.id, { exceptUserIds: learnerIds });
      if (real === 0) {
        await replaceQuizContent(found.id, content, { exceptUserIds: learnerIds, demoHash: hash });
      } else {
        await setDemoHash(found.id, hash, content);
        log.warn("demo quiz changed but students have attempted it: settings updated, questions left as they are", { key: quiz.key, attempts: real });
      }
      counts.updated += 1;
    }
    if (id !== undefined && quiz.mode === "mock") mocks.push({ id, key: quiz.key });
  }
  if (mocks.length) {
    await ensureDemoLearners(learners);
    for (const mock of mocks) {
      if ((await attemptCountsOn(mock.id, learnerIds)) > 0) continue;
      counts.attempts += await seedPastAttempts(mock.id, learnerIds, { seed: seedOf(mock.key) });
    }
    if (counts.attempts) await setQuizzesTaken(await submittedAttemptCounts(learnerIds));
  }
  if (counts.created || counts.updated || counts.attempts) log.info("demo quizzes seeded", { ...counts, ms: Date.now() - started });
  return counts;
}
