// The spec's sample quiz (spec §3 "Quiz question: id, question, options, answer. The sample quiz has 3
// questions"): Class 10th Science, practice, in English and Hindi. Written for the project.
import type { DemoQuiz } from "./demo-quiz-types";

export const sampleQuizzes: DemoQuiz[] = [
  {
    key: "sample-10th-science",
    mode: "practice",
    title: { en: "Class 10 Science: a quick three-question check", hi: "कक्षा 10 विज्ञान: तीन प्रश्नों की त्वरित जाँच" },
    class: "10th",
    subject: "Science",
    exam: "CBSE",
    preset: null,
    durationSeconds: null,
    sections: [
      {
        title: { en: "Science", hi: "विज्ञान" },
        questions: [
          {
            type: "single",
            text: {
              en: "A green leaf kept in sunlight takes in one gas through its **stomata** to make glucose. Which gas is it?",
              hi: "धूप में रखी हरी पत्ती ग्लूकोज़ बनाने के लिए अपने **रंध्रों** से एक गैस लेती है। वह कौन-सी गैस है?",
            },
            options: [
              { en: "Oxygen", hi: "ऑक्सीजन" },
              { en: "Carbon dioxide", hi: "कार्बन डाइऑक्साइड" },
              { en: "Nitrogen", hi: "नाइट्रोजन" },
              { en: "Water vapour", hi: "जलवाष्प" },
            ],
            correct: 1,
            explanation: {
              en: "Photosynthesis: $6\\,\\mathrm{CO_2} + 6\\,\\mathrm{H_2O} \\xrightarrow{\\text{light}} \\mathrm{C_6H_{12}O_6} + 6\\,\\mathrm{O_2}$. The leaf takes in carbon dioxide and gives out oxygen.",
              hi: "प्रकाश-संश्लेषण: $6\\,\\mathrm{CO_2} + 6\\,\\mathrm{H_2O} \\xrightarrow{\\text{प्रकाश}} \\mathrm{C_6H_{12}O_6} + 6\\,\\mathrm{O_2}$। पत्ती कार्बन डाइऑक्साइड लेती है और ऑक्सीजन छोड़ती है।",
            },
            topics: ["photosynthesis", "life processes"],
            difficulty: "easy",
          },
          {
            type: "single",
            text: {
              en: "A concave mirror has a focal length of $f = -15\\,\\text{cm}$. What is its radius of curvature $R$?",
              hi: "एक अवतल दर्पण की फोकस दूरी $f = -15\\,\\text{cm}$ है। इसकी वक्रता त्रिज्या $R$ कितनी है?",
            },
            options: [
              { en: "$-30\\,\\text{cm}$", hi: "$-30\\,\\text{cm}$" },
              { en: "$-7.5\\,\\text{cm}$", hi: "$-7.5\\,\\text{cm}$" },
              { en: "$+30\\,\\text{cm}$", hi: "$+30\\,\\text{cm}$" },
              { en: "$-15\\,\\text{cm}$", hi: "$-15\\,\\text{cm}$" },
            ],
            correct: 0,
            explanation: {
              en: "For a spherical mirror $R = 2f$, so $R = 2 \\times (-15) = -30\\,\\text{cm}$. The sign says the centre of curvature is in front of the mirror.",
              hi: "गोलीय दर्पण के लिए $R = 2f$, अतः $R = 2 \\times (-15) = -30\\,\\text{cm}$। ऋण चिह्न बताता है कि वक्रता केंद्र दर्पण के सामने है।",
            },
            topics: ["light", "spherical mirrors"],
            difficulty: "medium",
          },
          {
            type: "single",
            text: {
              en: "Which of these solutions would turn blue litmus paper red?",
              hi: "इनमें से कौन-सा विलयन नीले लिटमस पत्र को लाल कर देगा?",
            },
            options: [
              { en: "Lemon juice", hi: "नींबू का रस" },
              { en: "Soap solution", hi: "साबुन का घोल" },
              { en: "Lime water", hi: "चूने का पानी" },
              { en: "Baking soda solution", hi: "खाने के सोडा का घोल" },
            ],
            correct: 0,
            explanation: {
              en: "Acids turn blue litmus red. Lemon juice contains citric acid ($\\text{pH} \\approx 2$); the other three are bases.",
              hi: "अम्ल नीले लिटमस को लाल कर देते हैं। नींबू के रस में साइट्रिक अम्ल होता है ($\\text{pH} \\approx 2$); बाकी तीनों क्षारक हैं।",
            },
            topics: ["acids bases and salts"],
            difficulty: "easy",
          },
        ],
      },
    ],
  },
];
