// Hindi strings of the quiz engine (merged into app/lib/i18n/messages.hi.ts); the same keys as
// messages.en.ts.
import type { quizzesEn } from "./messages.en";

export const quizzesHi: Record<keyof typeof quizzesEn, string> = {
  "quizzes.empty": "इस चयन के लिए कोई क्विज़ उपलब्ध नहीं है।",
  "quizzes.selectOption": "कृपया एक विकल्प चुनें!",
  "quizzes.error.quizNotFound": "यह क्विज़ नहीं मिला।",
  "quizzes.error.attemptNotFound": "यह प्रयास नहीं मिला।",
  "quizzes.error.questionNotFound": "यह प्रश्न इस प्रयास का हिस्सा नहीं है।",
  "quizzes.error.timeUp": "समय समाप्त: यह प्रयास अब उत्तर स्वीकार नहीं करता।",
  "quizzes.error.submitted": "यह प्रयास जमा हो चुका है: इसके उत्तर अब बदल नहीं सकते।",
  "quizzes.error.checked": "यह उत्तर जाँचा जा चुका है और अब बदल नहीं सकता।",
  "quizzes.error.optionNotInQuestion": "आपका चुना एक विकल्प इस प्रश्न का नहीं है।",
  "quizzes.error.oneOption": "इस प्रश्न के लिए ठीक एक विकल्प चुनें।",
  "quizzes.error.needsNumber": "इस प्रश्न का उत्तर एक संख्या है, विकल्प नहीं।",
  "quizzes.error.needsOptions": "इस प्रश्न का उत्तर विकल्प हैं, संख्या नहीं।",
  "quizzes.error.notSubmitted": "पहले प्रयास जमा करें: हल जमा करने के बाद दिखाए जाते हैं।",
  "quizzes.error.notPractice": "उत्तर एक-एक करके केवल अभ्यास में जाँचे जाते हैं।",
  "quizzes.error.nothingToRetry": "उस प्रयास के सभी प्रश्नों के उत्तर सही थे: दोबारा करने को कुछ नहीं है।",
  "quizzes.error.tooManySaves": "एक मिनट में बहुत अधिक उत्तर सहेजे गए। कृपया थोड़ा रुककर फिर कोशिश करें।",
  "quizzes.error.tooManyRequests": "एक मिनट में बहुत अधिक क्विज़ अनुरोध। कृपया थोड़ा रुककर फिर कोशिश करें।",
};
