// Every demo quiz the seed loads (db/seed-quizzes.ts), from the content files beside this one. Each
// content file exports its quizzes; this list names them all (the unit test demo-quiz-content checks
// every file in this folder, listed here or not).
import type { DemoQuiz } from "./demo-quiz-types";
import { cbseMocks } from "./mock-cbse";
import { jeeMainMock } from "./mock-jee-main";
import { neetUgMock } from "./mock-neet-ug";
import { upscGs1Mock } from "./mock-upsc-gs1";
import { playQuizzes } from "./play-quizzes";
import { practiceQuizzes } from "./practice-quizzes";
import { sampleQuizzes } from "./sample-quizzes";

export const demoQuizzes: DemoQuiz[] = [...sampleQuizzes, ...practiceQuizzes, ...playQuizzes, jeeMainMock, neetUgMock, upscGs1Mock, ...cbseMocks];
