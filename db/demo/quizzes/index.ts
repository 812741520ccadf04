// Every demo quiz the seed loads (db/seed-quizzes.ts), from the content files beside this one. The
// content files are written in parallel; each exports its quizzes, and this list names them all.
import type { DemoQuiz } from "./demo-quiz-types";
import { sampleQuizzes } from "./sample-quizzes";

export const demoQuizzes: DemoQuiz[] = [...sampleQuizzes];
