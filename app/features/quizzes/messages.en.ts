// English strings of the quiz engine (merged into app/lib/i18n/messages.en.ts): what the JSON API and
// the quiz pages say when a use case refuses. Spec messages are kept word for word and marked "spec".
export const quizzesEn = {
  "quizzes.empty": "No quizzes available for this selection.", // spec
  "quizzes.selectOption": "Please select an option!", // spec
  "quizzes.error.quizNotFound": "This quiz was not found.",
  "quizzes.error.attemptNotFound": "This attempt was not found.",
  "quizzes.error.questionNotFound": "This question is not part of the attempt.",
  "quizzes.error.timeUp": "Time is up: this attempt no longer accepts answers.",
  "quizzes.error.submitted": "This attempt has been submitted: its answers can no longer change.",
  "quizzes.error.checked": "This answer has been checked and can no longer change.",
  "quizzes.error.optionNotInQuestion": "An option you chose does not belong to this question.",
  "quizzes.error.oneOption": "Choose exactly one option for this question.",
  "quizzes.error.needsNumber": "This question takes a number, not options.",
  "quizzes.error.needsOptions": "This question takes options, not a number.",
  "quizzes.error.notSubmitted": "Submit the attempt first: solutions are shown after submission.",
  "quizzes.error.notPractice": "Answers are checked one by one only in practice.",
  "quizzes.error.nothingToRetry": "Every question of that attempt was answered correctly: there is nothing to retry.",
  "quizzes.error.tooManySaves": "Too many answers saved in a minute. Please wait a moment and try again.",
  "quizzes.error.tooManyRequests": "Too many quiz requests in a minute. Please wait a moment and try again.",
} as const;
