// UPSC Civil Services (Preliminary) General Studies Paper I — full mock for the Vidyapath demo
// (issue 11): 100 single-correct questions in 120 minutes, +2 / −0.66 (one-third of the marks).
// Polity, history, art and culture, geography, economy, environment, and science and technology,
// written for this project in the commission's statement style. Only stable facts: no current
// affairs and no dated figures. Like the printed paper, many questions are in English and Hindi.
import type { DemoDifficulty, DemoQuestion, DemoQuiz, DemoText } from "./demo-quiz-types";

/** An English text, or an English text with its Hindi version. */
type Bi = [en: string, hi: string];
type Text = string | Bi;

function text(t: Text, bilingual: boolean): DemoText {
  if (typeof t === "string") return { en: t };
  return bilingual ? { en: t[0], hi: t[1] } : { en: t[0] };
}

/** A single-correct question. A question given in both languages gives every option and its
 * explanation in both; an English-only question may still use the shared bilingual option sets. */
function q(en: string, options: Text[], correct: 0 | 1 | 2 | 3, explanation: string, topics: string[], difficulty: DemoDifficulty): DemoQuestion;
function q(bi: Bi, options: Bi[], correct: 0 | 1 | 2 | 3, explanation: Bi, topics: string[], difficulty: DemoDifficulty): DemoQuestion;
function q(stem: Text, options: Text[], correct: 0 | 1 | 2 | 3, explanation: Text, topics: string[], difficulty: DemoDifficulty): DemoQuestion {
  const bilingual = typeof stem !== "string";
  return {
    type: "single",
    text: text(stem, bilingual),
    options: options.map((o) => text(o, bilingual)),
    correct,
    explanation: text(explanation, bilingual),
    topics,
    difficulty,
  };
}

// The answer codes the commission prints under statement and pair questions.
const TWO: Bi[] = [
  ["1 only", "केवल 1"],
  ["2 only", "केवल 2"],
  ["Both 1 and 2", "1 और 2 दोनों"],
  ["Neither 1 nor 2", "न तो 1, न ही 2"],
];
const THREE: Bi[] = [
  ["1 and 2 only", "केवल 1 और 2"],
  ["2 and 3 only", "केवल 2 और 3"],
  ["1 and 3 only", "केवल 1 और 3"],
  ["1, 2 and 3", "1, 2 और 3"],
];
const HOW_MANY: Bi[] = [
  ["Only one", "केवल एक"],
  ["Only two", "केवल दो"],
  ["All three", "सभी तीन"],
  ["None", "कोई भी नहीं"],
];

const WHICH_CORRECT: Bi = ["Which of the statements given above is/are correct?", "उपर्युक्त कथनों में से कौन-सा/से सही है/हैं?"];
const HOW_MANY_STATEMENTS: Bi = ["How many of the above statements are correct?", "उपर्युक्त में से कितने कथन सही हैं?"];
const WHICH_PAIRS: Bi = ["Which of the pairs given above is/are correctly matched?", "उपर्युक्त युग्मों में से कौन-सा/से सही सुमेलित है/हैं?"];
const HOW_MANY_PAIRS: Bi = ["How many of the pairs given above are correctly matched?", "उपर्युक्त में से कितने युग्म सही सुमेलित हैं?"];
const USE_CODE: Bi = ["Select the correct answer using the code given below.", "नीचे दिए गए कूट का प्रयोग कर सही उत्तर चुनिए।"];

/** "Consider the following …:" + numbered items + the closing question, in one language. */
function items(intro: string, list: string[], closing: string): string {
  return `${intro}\n\n${list.map((s, i) => `${i + 1}. ${s}`).join("\n")}\n\n${closing}`;
}
/** The same, in English and Hindi. */
function itemsBi(intro: Bi, list: Bi[], closing: Bi): Bi {
  return [
    items(intro[0], list.map((s) => s[0]), closing[0]),
    items(intro[1], list.map((s) => s[1]), closing[1]),
  ];
}

const polity: DemoQuestion[] = [
  q(
    itemsBi(
      ["Consider the following statements regarding the Fundamental Rights in the Constitution of India:", "भारत के संविधान में मौलिक अधिकारों के संबंध में निम्नलिखित कथनों पर विचार कीजिए:"],
      [
        ["The right to property is a Fundamental Right under Part III.", "संपत्ति का अधिकार भाग III के अंतर्गत एक मौलिक अधिकार है।"],
        [
          "Article 21A provides for free and compulsory education of all children of the age of six to fourteen years.",
          "अनुच्छेद 21क छह से चौदह वर्ष की आयु के सभी बच्चों के लिए निःशुल्क और अनिवार्य शिक्षा का उपबंध करता है।",
        ],
        ["Article 17 abolishes untouchability and forbids its practice in any form.", "अनुच्छेद 17 अस्पृश्यता का अंत करता है और किसी भी रूप में उसके आचरण का निषेध करता है।"],
      ],
      WHICH_CORRECT,
    ),
    THREE,
    1,
    [
      "The 44th Amendment (1978) removed the right to property from Part III; it is now a constitutional right under Article 300A. Article 21A was inserted by the 86th Amendment (2002), and Article 17 abolishes untouchability.",
      "44वें संशोधन (1978) ने संपत्ति के अधिकार को भाग III से हटा दिया; अब यह अनुच्छेद 300क के अंतर्गत एक संवैधानिक अधिकार है। अनुच्छेद 21क 86वें संशोधन (2002) द्वारा जोड़ा गया, और अनुच्छेद 17 अस्पृश्यता का अंत करता है।",
    ],
    ["fundamental rights", "indian polity"],
    "easy",
  ),
  q(
    itemsBi(
      [
        "Which of the following are among the Directive Principles of State Policy in the Constitution of India?",
        "निम्नलिखित में से कौन-से भारत के संविधान में राज्य की नीति के निदेशक तत्त्वों में सम्मिलित हैं?",
      ],
      [
        ["Securing a uniform civil code for the citizens", "नागरिकों के लिए एक समान सिविल संहिता सुनिश्चित करना"],
        ["Organisation of village panchayats", "ग्राम पंचायतों का संगठन"],
        ["Protection of monuments and places of national importance", "राष्ट्रीय महत्त्व के संस्मारकों और स्थानों का संरक्षण"],
        [
          "The right to move the Supreme Court for the enforcement of Fundamental Rights",
          "मौलिक अधिकारों को प्रवर्तित कराने के लिए उच्चतम न्यायालय में जाने का अधिकार",
        ],
      ],
      USE_CODE,
    ),
    [
      ["1 and 2 only", "केवल 1 और 2"],
      ["1, 2 and 3 only", "केवल 1, 2 और 3"],
      ["2, 3 and 4 only", "केवल 2, 3 और 4"],
      ["1, 2, 3 and 4", "1, 2, 3 और 4"],
    ],
    1,
    [
      "Articles 44, 40 and 49 contain the first three directives; the right to constitutional remedies (Article 32) is itself a Fundamental Right in Part III.",
      "पहले तीन निदेशक तत्त्व अनुच्छेद 44, 40 और 49 में हैं; संवैधानिक उपचारों का अधिकार (अनुच्छेद 32) स्वयं भाग III में एक मौलिक अधिकार है।",
    ],
    ["directive principles of state policy", "indian polity"],
    "easy",
  ),
  q(
    items(
      "Consider the following statements about the election of the President of India:",
      [
        "The elected members of the Legislative Assemblies of the States form part of the electoral college.",
        "The nominated members of the Rajya Sabha form part of the electoral college.",
        "The elected members of the Legislative Assemblies of the Union territories of Delhi and Puducherry form part of the electoral college.",
      ],
      WHICH_CORRECT[0],
    ),
    THREE,
    2,
    "Article 54 includes the elected members of both Houses of Parliament and of the State Legislative Assemblies, and the Explanation added by the 70th Amendment counts Delhi and Puducherry as States for this purpose. Nominated members have no vote.",
    ["president", "indian polity"],
    "medium",
  ),
  q(
    itemsBi(
      ["With reference to a Money Bill, consider the following statements:", "धन विधेयक के संदर्भ में निम्नलिखित कथनों पर विचार कीजिए:"],
      [
        ["A Money Bill can be introduced only in the Lok Sabha.", "धन विधेयक केवल लोक सभा में ही पुरःस्थापित किया जा सकता है।"],
        [
          "The Rajya Sabha must return a Money Bill, with or without recommendations, within fourteen days.",
          "राज्य सभा को धन विधेयक चौदह दिनों के भीतर, अपनी सिफ़ारिशों सहित या उनके बिना, लौटाना होता है।",
        ],
        [
          "If a question arises whether a Bill is a Money Bill, the decision of the Speaker of the Lok Sabha is final.",
          "यदि यह प्रश्न उठे कि कोई विधेयक धन विधेयक है या नहीं, तो लोक सभा के अध्यक्ष का विनिश्चय अंतिम होता है।",
        ],
      ],
      WHICH_CORRECT,
    ),
    THREE,
    3,
    [
      "Under Articles 109 and 110 a Money Bill originates only in the Lok Sabha, the Rajya Sabha can only make recommendations within 14 days, and the Speaker's decision on whether a Bill is a Money Bill is final.",
      "अनुच्छेद 109 और 110 के अनुसार धन विधेयक केवल लोक सभा में आरंभ होता है, राज्य सभा 14 दिनों के भीतर केवल सिफ़ारिशें कर सकती है, और कोई विधेयक धन विधेयक है या नहीं, इस पर अध्यक्ष का विनिश्चय अंतिम होता है।",
    ],
    ["parliament", "money bill"],
    "medium",
  ),
  q(
    items(
      "Consider the following statements about a joint sitting of the two Houses of Parliament under Article 108:",
      [
        "It is presided over by the Speaker of the Lok Sabha.",
        "It can be summoned to resolve a deadlock between the Houses over a Bill to amend the Constitution.",
      ],
      WHICH_CORRECT[0],
    ),
    TWO,
    0,
    "The Speaker presides over a joint sitting (Article 118(4)); a joint sitting is not available for a Money Bill or a Constitution Amendment Bill, which under Article 368 must be passed by each House separately by a special majority.",
    ["parliament", "legislative procedure"],
    "medium",
  ),
  q(
    items(
      "Consider the following statements about a proclamation of National Emergency under Article 352:",
      [
        "After the 44th Amendment, it can be proclaimed on the ground of 'armed rebellion' but no longer on the ground of 'internal disturbance'.",
        "While it is in force, the President can suspend the enforcement of the right to life and personal liberty under Article 21.",
      ],
      WHICH_CORRECT[0],
    ),
    TWO,
    0,
    "The 44th Amendment (1978) replaced 'internal disturbance' with 'armed rebellion' and provided that the rights under Articles 20 and 21 cannot be suspended even during an emergency (Article 359).",
    ["emergency provisions", "indian polity"],
    "medium",
  ),
  q(
    ["Which one of the following statements about the Rajya Sabha is correct?", "राज्य सभा के संबंध में निम्नलिखित में से कौन-सा एक कथन सही है?"],
    [
      ["It can be dissolved by the President on the advice of the Prime Minister.", "राष्ट्रपति प्रधानमंत्री की सलाह पर इसका विघटन कर सकते हैं।"],
      ["It is a permanent House, and one-third of its members retire every second year.", "यह एक स्थायी सदन है, और इसके एक-तिहाई सदस्य प्रत्येक दूसरे वर्ष सेवानिवृत्त होते हैं।"],
      ["Its presiding officer, the Vice-President, is an elected member of the House.", "इसके पीठासीन अधिकारी, उपराष्ट्रपति, इस सदन के निर्वाचित सदस्य होते हैं।"],
      ["Its members from the States are directly elected by the people.", "राज्यों से इसके सदस्य जनता द्वारा प्रत्यक्ष रूप से निर्वाचित होते हैं।"],
    ],
    1,
    [
      "Under Article 83(1) the Rajya Sabha is not subject to dissolution and one-third of its members retire every two years; State representatives are elected by the elected members of the State Assemblies, and the Vice-President is its ex officio Chairman, not a member.",
      "अनुच्छेद 83(1) के अनुसार राज्य सभा का विघटन नहीं होता और इसके एक-तिहाई सदस्य हर दो वर्ष पर सेवानिवृत्त होते हैं; राज्यों के प्रतिनिधि राज्य विधान सभाओं के निर्वाचित सदस्यों द्वारा चुने जाते हैं, और उपराष्ट्रपति इसके पदेन सभापति होते हैं, सदस्य नहीं।",
    ],
    ["parliament", "rajya sabha"],
    "easy",
  ),
  q(
    items(
      "Consider the following statements about the Constitution (Seventy-third Amendment) Act, 1992:",
      [
        "It added the Eleventh Schedule, which lists 29 subjects for the panchayats.",
        "It reserves not less than one-third of the seats in panchayats for women.",
        "It vests the conduct of panchayat elections in a State Election Commission.",
      ],
      HOW_MANY_STATEMENTS[0],
    ),
    HOW_MANY,
    2,
    "The 73rd Amendment added Part IX and the Eleventh Schedule with 29 subjects, reserved at least one-third of seats for women (Article 243D) and provided for State Election Commissions (Article 243K).",
    ["panchayati raj", "local government"],
    "easy",
  ),
  q(
    [
      "A dispute between the Government of India and one or more States falls under which jurisdiction of the Supreme Court?",
      "भारत सरकार और एक या अधिक राज्यों के बीच विवाद उच्चतम न्यायालय की किस अधिकारिता के अंतर्गत आता है?",
    ],
    [
      ["Appellate jurisdiction", "अपीलीय अधिकारिता"],
      ["Original jurisdiction", "आरंभिक (मूल) अधिकारिता"],
      ["Advisory jurisdiction", "सलाहकारी अधिकारिता"],
      ["Writ jurisdiction under Article 32", "अनुच्छेद 32 के अंतर्गत रिट अधिकारिता"],
    ],
    1,
    [
      "Under Article 131 the Supreme Court has exclusive original jurisdiction over disputes between the Union and the States or between States.",
      "अनुच्छेद 131 के अंतर्गत संघ और राज्यों के बीच या राज्यों के आपसी विवादों पर उच्चतम न्यायालय को अनन्य आरंभिक अधिकारिता प्राप्त है।",
    ],
    ["judiciary", "supreme court"],
    "easy",
  ),
  q(
    itemsBi(
      ["Consider the following pairs of writs and their purposes:", "निम्नलिखित रिटों और उनके प्रयोजनों के युग्मों पर विचार कीजिए:"],
      [
        ["Habeas corpus — to have a detained person produced before the court", "बंदी प्रत्यक्षीकरण — हिरासत में लिए गए व्यक्ति को न्यायालय के समक्ष प्रस्तुत कराना"],
        [
          "Quo warranto — to inquire by what authority a person holds a public office",
          "अधिकार-पृच्छा — यह पूछना कि कोई व्यक्ति किस अधिकार से लोक पद धारण किए हुए है",
        ],
        ["Mandamus — to stop a lower court from exceeding its jurisdiction", "परमादेश — अधीनस्थ न्यायालय को अपनी अधिकारिता से आगे बढ़ने से रोकना"],
      ],
      WHICH_PAIRS,
    ),
    THREE,
    0,
    [
      "It is prohibition, not mandamus, that forbids a lower court from exceeding its jurisdiction; mandamus commands a public authority to perform a duty it has failed to perform.",
      "अधीनस्थ न्यायालय को उसकी अधिकारिता से आगे बढ़ने से रोकने वाली रिट प्रतिषेध है, परमादेश नहीं; परमादेश किसी लोक प्राधिकारी को वह कर्तव्य करने का आदेश देता है जिसे उसने नहीं किया है।",
    ],
    ["judiciary", "writs"],
    "medium",
  ),
  q(
    items(
      "Consider the following statements about the Governor of a State:",
      [
        "The Governor is appointed by the President by warrant under his hand and seal.",
        "The Governor can reserve certain Bills passed by the State Legislature for the consideration of the President.",
        "The Governor holds office for a fixed term of five years that cannot be cut short.",
      ],
      WHICH_CORRECT[0],
    ),
    THREE,
    0,
    "Articles 155 and 200 provide for the appointment and for the reservation of Bills; under Article 156 the Governor holds office during the pleasure of the President, so the five-year term can end earlier.",
    ["state executive", "governor"],
    "easy",
  ),
  q(
    [
      "The Tenth Schedule to the Constitution, which provides for the disqualification of legislators on the ground of defection, was added by the:",
      "संविधान की दसवीं अनुसूची, जो दल-बदल के आधार पर विधायकों की निरर्हता का उपबंध करती है, किसके द्वारा जोड़ी गई?",
    ],
    [
      ["42nd Amendment, 1976", "42वाँ संशोधन, 1976"],
      ["44th Amendment, 1978", "44वाँ संशोधन, 1978"],
      ["52nd Amendment, 1985", "52वाँ संशोधन, 1985"],
      ["61st Amendment, 1988", "61वाँ संशोधन, 1988"],
    ],
    2,
    [
      "The 52nd Amendment Act, 1985 added the Tenth Schedule (the anti-defection law); the 91st Amendment (2003) later removed its exemption for a 'split' in a party.",
      "52वें संशोधन अधिनियम, 1985 ने दसवीं अनुसूची (दल-बदल विरोधी कानून) जोड़ी; बाद में 91वें संशोधन (2003) ने दल में 'विभाजन' के लिए दी गई छूट समाप्त कर दी।",
    ],
    ["anti-defection law", "constitutional amendments"],
    "easy",
  ),
  q(
    items(
      "Consider the following statements about the Comptroller and Auditor General of India (CAG):",
      [
        "The CAG's reports on the accounts of the Union are submitted to the President, who causes them to be laid before each House of Parliament.",
        "The CAG can be removed from office only in like manner and on like grounds as a judge of the Supreme Court.",
      ],
      WHICH_CORRECT[0],
    ),
    TWO,
    2,
    "Article 151 sends the CAG's reports on Union accounts to the President for laying before Parliament, and Article 148 gives the CAG the same protection against removal as a Supreme Court judge.",
    ["constitutional bodies", "comptroller and auditor general"],
    "medium",
  ),
  q(
    items(
      "Consider the following statements about the Finance Commission of India:",
      [
        "It is constituted by the President every fifth year or earlier.",
        "It recommends how the net proceeds of shareable taxes are to be distributed between the Union and the States.",
        "Its recommendations are binding on the Union Government.",
      ],
      HOW_MANY_STATEMENTS[0],
    ),
    HOW_MANY,
    1,
    "Article 280 provides for a Finance Commission every five years or earlier to recommend the sharing of taxes and the principles of grants-in-aid; its recommendations are advisory, so only the first two statements are correct.",
    ["constitutional bodies", "finance commission"],
    "medium",
  ),
  q(
    [
      "The words 'Socialist', 'Secular' and 'Integrity' were added to the Preamble of the Constitution of India by the:",
      "भारत के संविधान की उद्देशिका में 'समाजवादी', 'पंथनिरपेक्ष' और 'अखंडता' शब्द किसके द्वारा जोड़े गए?",
    ],
    [
      ["First Amendment, 1951", "पहला संशोधन, 1951"],
      ["Forty-fourth Amendment, 1978", "चवालीसवाँ संशोधन, 1978"],
      ["Seventy-third Amendment, 1992", "तिहत्तरवाँ संशोधन, 1992"],
      ["Forty-second Amendment, 1976", "बयालीसवाँ संशोधन, 1976"],
    ],
    3,
    [
      "The 42nd Amendment (1976) inserted 'Socialist' and 'Secular' in the description of India and changed 'unity of the Nation' to 'unity and integrity of the Nation'.",
      "42वें संशोधन (1976) ने भारत के वर्णन में 'समाजवादी' और 'पंथनिरपेक्ष' शब्द जोड़े तथा 'राष्ट्र की एकता' को 'राष्ट्र की एकता और अखंडता' में बदल दिया।",
    ],
    ["preamble", "constitutional amendments"],
    "easy",
  ),
  q(
    ["Which feature of the Constitution of India was drawn from the Constitution of Ireland?", "भारत के संविधान की कौन-सी विशेषता आयरलैंड के संविधान से ली गई है?"],
    [
      ["The Fundamental Rights", "मौलिक अधिकार"],
      ["The Concurrent List", "समवर्ती सूची"],
      ["The Directive Principles of State Policy", "राज्य की नीति के निदेशक तत्त्व"],
      ["The parliamentary form of government", "संसदीय शासन प्रणाली"],
    ],
    2,
    [
      "The Directive Principles were modelled on the Irish Constitution; the Fundamental Rights owe much to the US Bill of Rights, the Concurrent List to Australia and parliamentary government to Britain.",
      "निदेशक तत्त्व आयरलैंड के संविधान के आधार पर बनाए गए; मौलिक अधिकार काफ़ी हद तक अमेरिकी अधिकार-पत्र से, समवर्ती सूची ऑस्ट्रेलिया से और संसदीय शासन प्रणाली ब्रिटेन से ली गई है।",
    ],
    ["making of the constitution", "sources of the constitution"],
    "easy",
  ),
  q(
    "Which Schedule of the Constitution of India lists the languages referred to in Articles 344 and 351 (the 'scheduled languages')?",
    ["Seventh Schedule", "Eighth Schedule", "Ninth Schedule", "Tenth Schedule"],
    1,
    "The Eighth Schedule lists the scheduled languages; the Seventh holds the Union, State and Concurrent Lists, the Ninth protects certain laws, and the Tenth deals with defection.",
    ["schedules of the constitution", "official language"],
    "easy",
  ),
  q(
    items(
      "Consider the following statements about the Attorney General for India:",
      [
        "He must be a person qualified to be appointed a judge of the Supreme Court.",
        "He can take part in the proceedings of either House of Parliament and vote there.",
      ],
      WHICH_CORRECT[0],
    ),
    TWO,
    0,
    "Article 76 requires the Attorney General to be qualified for appointment as a Supreme Court judge; Article 88 lets him speak in and take part in the proceedings of either House, but without a right to vote.",
    ["union executive", "attorney general"],
    "medium",
  ),
];

const history: DemoQuestion[] = [
  q(
    itemsBi(
      ["Consider the following statements about the Harappan civilisation:", "हड़प्पा सभ्यता के संबंध में निम्नलिखित कथनों पर विचार कीजिए:"],
      [
        ["Lothal had a dockyard.", "लोथल में एक गोदीवाड़ा (डॉकयार्ड) था।"],
        ["The Great Bath was found at Mohenjo-daro.", "विशाल स्नानागार मोहनजोदड़ो में पाया गया।"],
        ["Iron tools were in common use among the Harappans.", "हड़प्पावासी सामान्य रूप से लोहे के औज़ारों का प्रयोग करते थे।"],
      ],
      WHICH_CORRECT,
    ),
    THREE,
    0,
    [
      "Lothal in Gujarat had a brick dockyard and the Great Bath is at Mohenjo-daro; the Harappans were a Bronze Age people, and iron came into use in India much later.",
      "गुजरात के लोथल में ईंटों से बना गोदीवाड़ा था और विशाल स्नानागार मोहनजोदड़ो में है; हड़प्पावासी कांस्य युग के लोग थे, और भारत में लोहे का प्रयोग बहुत बाद में आरंभ हुआ।",
    ],
    ["ancient history", "harappan civilisation"],
    "easy",
  ),
  q(
    ["In the Rig Vedic period, the sabha and the samiti were:", "ऋग्वैदिक काल में सभा और समिति क्या थीं?"],
    [
      ["land grants made to Brahmanas", "ब्राह्मणों को दिए गए भूमि-अनुदान"],
      ["tribal assemblies that advised and checked the chief", "कबायली सभाएँ, जो मुखिया को परामर्श देती थीं और उस पर अंकुश रखती थीं"],
      ["two kinds of sacrificial rituals", "दो प्रकार के यज्ञ-अनुष्ठान"],
      ["taxes collected from peasants", "किसानों से वसूले जाने वाले कर"],
    ],
    1,
    [
      "The Rig Veda mentions the sabha and the samiti as popular assemblies of the tribe, which deliberated on its affairs and even had a say in choosing the chief (rajan).",
      "ऋग्वेद में सभा और समिति का उल्लेख कबीले की लोकप्रिय सभाओं के रूप में है, जो उसके मामलों पर विचार-विमर्श करती थीं और मुखिया (राजन्) के चयन में भी भूमिका निभाती थीं।",
    ],
    ["ancient history", "vedic age"],
    "easy",
  ),
  q(
    items(
      "Consider the following statements about Jainism and Buddhism:",
      [
        "Mahavira is regarded as the twenty-fourth tirthankara of Jainism.",
        "The Buddha delivered his first sermon at Sarnath near Varanasi.",
        "The Fourth Buddhist Council was held in Kashmir in the reign of Kanishka.",
      ],
      HOW_MANY_STATEMENTS[0],
    ),
    HOW_MANY,
    2,
    "All three are correct: Mahavira followed Parshvanatha as the 24th tirthankara, the Buddha's first sermon at Sarnath 'set the wheel of dharma in motion', and the Fourth Council met in Kashmir under Kanishka.",
    ["ancient history", "buddhism and jainism"],
    "easy",
  ),
  q(
    ["Which one of the following statements about the inscriptions of Ashoka is correct?", "अशोक के अभिलेखों के संबंध में निम्नलिखित में से कौन-सा एक कथन सही है?"],
    [
      ["They were first deciphered by William Jones in 1784.", "इन्हें सर्वप्रथम 1784 में विलियम जोन्स ने पढ़ा था।"],
      ["They are composed in classical Sanskrit.", "ये शास्त्रीय संस्कृत में रचित हैं।"],
      ["The Kalinga war is described in the Rummindei pillar inscription.", "कलिंग युद्ध का वर्णन रुम्मिनदेई स्तंभ-लेख में है।"],
      ["Most of them are in Prakrit and written in the Brahmi script.", "इनमें से अधिकांश प्राकृत भाषा में और ब्राह्मी लिपि में लिखे गए हैं।"],
    ],
    3,
    [
      "Most edicts are in Prakrit in the Brahmi script (some in the north-west use Kharosthi, Greek or Aramaic); James Prinsep deciphered Brahmi in 1837, and the Kalinga war is described in Major Rock Edict XIII.",
      "अधिकांश अभिलेख प्राकृत भाषा और ब्राह्मी लिपि में हैं (उत्तर-पश्चिम के कुछ अभिलेख खरोष्ठी, यूनानी या अरामाई में हैं); ब्राह्मी को 1837 में जेम्स प्रिंसेप ने पढ़ा, और कलिंग युद्ध का वर्णन तेरहवें बृहद् शिलालेख में है।",
    ],
    ["ancient history", "mauryan empire"],
    "medium",
  ),
  q(
    [
      "The Prayag prashasti on the Allahabad pillar, composed by the court poet Harishena, records the achievements of:",
      "दरबारी कवि हरिषेण द्वारा रचित इलाहाबाद स्तंभ की प्रयाग प्रशस्ति किसकी उपलब्धियों का वर्णन करती है?",
    ],
    [
      ["Chandragupta I", "चंद्रगुप्त प्रथम"],
      ["Chandragupta II", "चंद्रगुप्त द्वितीय"],
      ["Samudragupta", "समुद्रगुप्त"],
      ["Skandagupta", "स्कंदगुप्त"],
    ],
    2,
    [
      "Harishena's Sanskrit eulogy, engraved on an Ashokan pillar, describes Samudragupta's conquests in the north and his campaign in the south.",
      "अशोक के एक स्तंभ पर उत्कीर्ण हरिषेण की संस्कृत प्रशस्ति समुद्रगुप्त के उत्तर भारत के विजय-अभियानों और दक्षिण के अभियान का वर्णन करती है।",
    ],
    ["ancient history", "gupta empire"],
    "easy",
  ),
  q(
    items(
      "Consider the following statements about the Sangam age:",
      [
        "The Sangam poems mention the Cheras, Cholas and Pandyas as the three ruling families of the Tamil country.",
        "The Tolkappiyam is an early work on Tamil grammar.",
      ],
      WHICH_CORRECT[0],
    ),
    TWO,
    2,
    "The Sangam texts speak of the three 'crowned kings' (muvendar) — Chera, Chola and Pandya — and the Tolkappiyam is the oldest surviving work on Tamil grammar.",
    ["ancient history", "sangam age"],
    "easy",
  ),
  q(
    "In the administration of the Chola kingdom, the ur and the sabha were:",
    [
      "village assemblies — the ur of ordinary villages and the sabha of Brahmana (brahmadeya) villages",
      "units of the Chola army and navy",
      "taxes levied on land and on trade",
      "guilds of temple artisans",
    ],
    0,
    "Chola inscriptions, such as those at Uttaramerur, describe the ur as the assembly of an ordinary village and the sabha as that of a brahmadeya village, each managing local affairs through committees.",
    ["ancient history", "cholas"],
    "medium",
  ),
  q(
    [
      "Which Sultan of Delhi fixed the prices of goods and regulated the markets of Delhi so as to maintain a large army?",
      "दिल्ली के किस सुल्तान ने एक विशाल सेना बनाए रखने के लिए वस्तुओं के मूल्य निश्चित किए और दिल्ली के बाज़ारों को नियंत्रित किया?",
    ],
    [
      ["Iltutmish", "इल्तुतमिश"],
      ["Balban", "बलबन"],
      ["Alauddin Khalji", "अलाउद्दीन ख़लजी"],
      ["Firuz Shah Tughlaq", "फ़िरोज़ शाह तुग़लक़"],
    ],
    2,
    [
      "Alauddin Khalji fixed the prices of grain, cloth and other goods and set up separate markets under officers (shahna-i-mandi), so that he could pay a large standing army in cash against the Mongol threat.",
      "अलाउद्दीन ख़लजी ने अनाज, कपड़े और अन्य वस्तुओं के मूल्य निश्चित किए और अधिकारियों (शहना-ए-मंडी) के अधीन अलग-अलग बाज़ार स्थापित किए, ताकि मंगोल ख़तरे के विरुद्ध एक विशाल स्थायी सेना को नकद वेतन दिया जा सके।",
    ],
    ["medieval history", "delhi sultanate"],
    "easy",
  ),
  q(
    items(
      "Consider the following statements about Muhammad bin Tughlaq:",
      [
        "He shifted his capital from Delhi to Daulatabad.",
        "He introduced a token currency of bronze coins.",
        "He was the first Sultan to introduce the iqta system in the Delhi Sultanate.",
      ],
      WHICH_CORRECT[0],
    ),
    THREE,
    0,
    "The transfer of the capital to Daulatabad and the token currency were both experiments of Muhammad bin Tughlaq; the iqta system had been organised long before him, notably by Iltutmish.",
    ["medieval history", "delhi sultanate"],
    "medium",
  ),
  q(
    itemsBi(
      ["Consider the following statements about the Vijayanagara empire:", "विजयनगर साम्राज्य के संबंध में निम्नलिखित कथनों पर विचार कीजिए:"],
      [
        ["Krishnadeva Raya wrote the Telugu work Amuktamalyada.", "कृष्णदेव राय ने तेलुगु कृति आमुक्तमाल्यद की रचना की।"],
        [
          "Vijayanagara won a decisive victory over the Deccan Sultanates in the Battle of Talikota (1565).",
          "तालीकोटा के युद्ध (1565) में विजयनगर ने दक्कनी सल्तनतों पर निर्णायक विजय प्राप्त की।",
        ],
      ],
      WHICH_CORRECT,
    ),
    TWO,
    0,
    [
      "Krishnadeva Raya composed Amuktamalyada in Telugu; at Talikota (Rakshasi-Tangadi) in 1565 the combined Deccan Sultanates defeated Vijayanagara, and its capital was sacked.",
      "कृष्णदेव राय ने तेलुगु में आमुक्तमाल्यद की रचना की; 1565 में तालीकोटा (राक्षसी-तंगड़ी) के युद्ध में दक्कनी सल्तनतों की संयुक्त सेना ने विजयनगर को पराजित किया और उसकी राजधानी को लूट लिया गया।",
    ],
    ["medieval history", "vijayanagara empire"],
    "medium",
  ),
  q(
    itemsBi(
      ["Consider the following pairs:", "निम्नलिखित युग्मों पर विचार कीजिए:"],
      [
        ["Alvars — devotees of Vishnu in the Tamil region", "आलवार — तमिल क्षेत्र के विष्णु-भक्त"],
        ["Nayanars — devotees of Shiva in the Tamil region", "नायनार — तमिल क्षेत्र के शिव-भक्त"],
        ["Chaitanya — the Virashaiva (Lingayat) movement in Karnataka", "चैतन्य — कर्नाटक का वीरशैव (लिंगायत) आंदोलन"],
      ],
      HOW_MANY_PAIRS,
    ),
    HOW_MANY,
    1,
    [
      "The Alvars sang of Vishnu and the Nayanars of Shiva; the Virashaiva movement was led by Basavanna in twelfth-century Karnataka, while Chaitanya was a Krishna devotee of Bengal.",
      "आलवार विष्णु के और नायनार शिव के भक्त थे; वीरशैव आंदोलन का नेतृत्व बारहवीं सदी के कर्नाटक में बसवन्ना ने किया, जबकि चैतन्य बंगाल के कृष्ण-भक्त थे।",
    ],
    ["medieval history", "bhakti movement"],
    "medium",
  ),
  q(
    [
      "The mansabdari system, in which every officer held a rank expressed as zat and sawar, was introduced by:",
      "मनसबदारी व्यवस्था, जिसमें प्रत्येक अधिकारी का पद ज़ात और सवार के रूप में व्यक्त होता था, किसने आरंभ की?",
    ],
    [
      ["Babur", "बाबर"],
      ["Akbar", "अकबर"],
      ["Humayun", "हुमायूँ"],
      ["Shah Jahan", "शाहजहाँ"],
    ],
    1,
    [
      "Akbar organised the nobility and the army through mansabs: zat fixed an officer's personal rank and pay, and sawar the number of cavalrymen he had to maintain.",
      "अकबर ने अमीर वर्ग और सेना को मनसबों के माध्यम से संगठित किया: ज़ात से अधिकारी का व्यक्तिगत पद और वेतन तय होता था, और सवार से यह कि उसे कितने घुड़सवार रखने होंगे।",
    ],
    ["medieval history", "mughal administration"],
    "easy",
  ),
  q(
    items(
      "Consider the following statements about Sher Shah Suri:",
      [
        "He issued a silver coin called the rupiya.",
        "He rebuilt and extended the highway from Sonargaon in Bengal to the north-west, with sarais at regular intervals.",
      ],
      WHICH_CORRECT[0],
    ),
    TWO,
    2,
    "Sher Shah's silver rupiya became the model for later coinage, and his Sadak-i-Azam, the forerunner of the Grand Trunk Road, had sarais along its length.",
    ["medieval history", "sur dynasty"],
    "medium",
  ),
  q(
    itemsBi(
      ["Consider the following statements about the Revolt of 1857:", "1857 के विद्रोह के संबंध में निम्नलिखित कथनों पर विचार कीजिए:"],
      [
        ["The revolt began with a rising of sepoys at Meerut in May 1857.", "विद्रोह मई 1857 में मेरठ में सिपाहियों के उठ खड़े होने के साथ आरंभ हुआ।"],
        ["Rani Lakshmibai led the rebels at Jhansi.", "रानी लक्ष्मीबाई ने झाँसी में विद्रोहियों का नेतृत्व किया।"],
        ["After the revolt, Bahadur Shah Zafar was exiled to Rangoon.", "विद्रोह के बाद बहादुर शाह ज़फ़र को रंगून निर्वासित कर दिया गया।"],
      ],
      WHICH_CORRECT,
    ),
    THREE,
    3,
    [
      "The sepoys at Meerut rose on 10 May 1857 and marched to Delhi; Rani Lakshmibai fought at Jhansi and Gwalior; Bahadur Shah II was tried and deported to Rangoon, where he died in 1862.",
      "मेरठ के सिपाहियों ने 10 मई 1857 को विद्रोह किया और दिल्ली की ओर कूच किया; रानी लक्ष्मीबाई ने झाँसी और ग्वालियर में युद्ध किया; बहादुर शाह द्वितीय पर मुक़दमा चलाकर उन्हें रंगून भेज दिया गया, जहाँ 1862 में उनकी मृत्यु हुई।",
    ],
    ["modern history", "revolt of 1857"],
    "easy",
  ),
  q(
    items(
      "Consider the following pairs of Governors-General and the measures associated with them:",
      ["Lord Wellesley — Subsidiary Alliance", "Lord Dalhousie — Doctrine of Lapse", "Lord William Bentinck — abolition of sati"],
      HOW_MANY_PAIRS[0],
    ),
    HOW_MANY,
    2,
    "Wellesley used the Subsidiary Alliance from 1798, Dalhousie annexed states such as Satara and Jhansi under the Doctrine of Lapse, and Bentinck's regulation of 1829 abolished sati.",
    ["modern history", "british expansion"],
    "easy",
  ),
  q(
    [
      "Who presided over the first session of the Indian National Congress, held in Bombay in December 1885?",
      "दिसंबर 1885 में बंबई में हुए भारतीय राष्ट्रीय कांग्रेस के पहले अधिवेशन की अध्यक्षता किसने की?",
    ],
    [
      ["Dadabhai Naoroji", "दादाभाई नौरोजी"],
      ["A.O. Hume", "ए.ओ. ह्यूम"],
      ["W.C. Bonnerjee", "डब्ल्यू.सी. बनर्जी"],
      ["Surendranath Banerjea", "सुरेंद्रनाथ बनर्जी"],
    ],
    2,
    [
      "W.C. Bonnerjee presided over the 72 delegates at Bombay; Dadabhai Naoroji presided over the second session at Calcutta in 1886, and A.O. Hume was a founder and its first general secretary.",
      "डब्ल्यू.सी. बनर्जी ने बंबई में 72 प्रतिनिधियों की सभा की अध्यक्षता की; दादाभाई नौरोजी ने 1886 में कलकत्ता में दूसरे अधिवेशन की अध्यक्षता की, और ए.ओ. ह्यूम इसके संस्थापक तथा पहले महासचिव थे।",
    ],
    ["modern history", "indian national congress"],
    "easy",
  ),
  q(
    ["The Swadeshi movement, with its boycott of foreign goods, was launched in response to:", "विदेशी वस्तुओं के बहिष्कार वाला स्वदेशी आंदोलन किसकी प्रतिक्रिया में आरंभ हुआ?"],
    [
      ["the Rowlatt Act", "रॉलेट एक्ट"],
      ["the partition of Bengal announced in 1905", "1905 में घोषित बंगाल विभाजन"],
      ["the massacre at Jallianwala Bagh", "जलियाँवाला बाग़ हत्याकांड"],
      ["the appointment of the Simon Commission", "साइमन कमीशन की नियुक्ति"],
    ],
    1,
    [
      "Curzon's partition of Bengal provoked the Swadeshi and boycott movement, formally launched at the Calcutta Town Hall on 7 August 1905.",
      "कर्ज़न द्वारा किए गए बंगाल विभाजन के विरोध में स्वदेशी और बहिष्कार आंदोलन शुरू हुआ, जिसकी औपचारिक घोषणा 7 अगस्त 1905 को कलकत्ता के टाउन हॉल में हुई।",
    ],
    ["modern history", "swadeshi movement"],
    "easy",
  ),
  q(
    itemsBi(
      ["Arrange the following events in chronological order:", "निम्नलिखित घटनाओं को कालानुक्रम में व्यवस्थित कीजिए:"],
      [
        ["Kheda Satyagraha", "खेड़ा सत्याग्रह"],
        ["Dandi March", "दांडी यात्रा"],
        ["Champaran Satyagraha", "चंपारण सत्याग्रह"],
        ["Launch of the Non-Cooperation Movement", "असहयोग आंदोलन का आरंभ"],
      ],
      USE_CODE,
    ),
    [
      ["1-3-4-2", "1-3-4-2"],
      ["3-4-1-2", "3-4-1-2"],
      ["1-3-2-4", "1-3-2-4"],
      ["3-1-4-2", "3-1-4-2"],
    ],
    3,
    [
      "Champaran (1917), Kheda (1918), the Non-Cooperation Movement (1920) and the Dandi March (1930).",
      "चंपारण (1917), खेड़ा (1918), असहयोग आंदोलन (1920) और दांडी यात्रा (1930)।",
    ],
    ["modern history", "gandhian movements"],
    "medium",
  ),
  q(
    items(
      "Consider the following statements:",
      [
        "Dyarchy in the provinces was introduced by the Government of India Act, 1935.",
        "The Indian Councils Act, 1909 provided for separate electorates for Muslims.",
      ],
      WHICH_CORRECT[0],
    ),
    TWO,
    1,
    "Dyarchy in the provinces came with the Government of India Act, 1919 (the 1935 Act replaced it with provincial autonomy); the Morley–Minto reforms of 1909 introduced separate electorates for Muslims.",
    ["modern history", "constitutional development"],
    "medium",
  ),
  q(
    ["The Satyashodhak Samaj, founded in 1873 to fight caste discrimination, was established by:", "जातिगत भेदभाव से लड़ने के लिए 1873 में स्थापित सत्यशोधक समाज की स्थापना किसने की?"],
    [
      ["B.R. Ambedkar", "बी.आर. आंबेडकर"],
      ["Sree Narayana Guru", "श्री नारायण गुरु"],
      ["E.V. Ramasamy 'Periyar'", "ई.वी. रामासामी 'पेरियार'"],
      ["Jyotirao Phule", "ज्योतिराव फुले"],
    ],
    3,
    [
      "Jyotirao Phule founded the Satyashodhak Samaj at Pune in 1873, the year he also published Gulamgiri.",
      "ज्योतिराव फुले ने 1873 में पुणे में सत्यशोधक समाज की स्थापना की; इसी वर्ष उनकी पुस्तक 'गुलामगिरी' भी प्रकाशित हुई।",
    ],
    ["modern history", "social reform movements"],
    "easy",
  ),
  q(
    items(
      "Consider the following statements about the revolutionary movement:",
      [
        "The Kakori train action of 1925 was carried out by members of the Hindustan Republican Association.",
        "Bhagat Singh and Batukeshwar Dutt threw bombs in the Central Legislative Assembly in 1929 to protest against the Public Safety Bill and the Trade Disputes Bill.",
      ],
      WHICH_CORRECT[0],
    ),
    TWO,
    2,
    "The Kakori action (August 1925) was carried out by HRA members including Ram Prasad Bismil and Ashfaqullah Khan, and on 8 April 1929 Bhagat Singh and B.K. Dutt threw harmless bombs in the Assembly against those two Bills.",
    ["modern history", "revolutionary nationalism"],
    "medium",
  ),
  q(
    items(
      "Consider the following statements about the Constituent Assembly of India:",
      [
        "It held its first meeting on 9 December 1946.",
        "Dr Rajendra Prasad was elected its permanent President.",
        "It adopted the Constitution on 26 January 1950.",
      ],
      HOW_MANY_STATEMENTS[0],
    ),
    HOW_MANY,
    1,
    "The Assembly first met on 9 December 1946 and elected Dr Rajendra Prasad its permanent President on 11 December; it adopted the Constitution on 26 November 1949, which came into force on 26 January 1950.",
    ["modern history", "constituent assembly"],
    "medium",
  ),
];

const artAndCulture: DemoQuestion[] = [
  q(
    ["Which of the following classical dance forms developed in Kerala?", "निम्नलिखित में से कौन-सा शास्त्रीय नृत्य केरल में विकसित हुआ?"],
    [
      ["Kathakali", "कथकली"],
      ["Kuchipudi", "कुचिपुड़ी"],
      ["Sattriya", "सत्रिया"],
      ["Odissi", "ओडिसी"],
    ],
    0,
    [
      "Kathakali, with its elaborate make-up and mime based on epic stories, is from Kerala; Kuchipudi is from Andhra Pradesh, Sattriya from Assam and Odissi from Odisha.",
      "विस्तृत रूप-सज्जा और महाकाव्य-कथाओं पर आधारित अभिनय वाला कथकली केरल का नृत्य है; कुचिपुड़ी आंध्र प्रदेश, सत्रिया असम और ओडिसी ओडिशा से संबंधित है।",
    ],
    ["art and culture", "classical dance"],
    "easy",
  ),
  q(
    itemsBi(
      ["Consider the following statements about the rock-cut caves of Maharashtra:", "महाराष्ट्र की शैलकृत गुफाओं के संबंध में निम्नलिखित कथनों पर विचार कीजिए:"],
      [
        ["The Ajanta caves are known for their Buddhist murals.", "अजंता की गुफाएँ अपने बौद्ध भित्तिचित्रों के लिए प्रसिद्ध हैं।"],
        ["The Ellora caves include Buddhist, Hindu and Jain cave temples.", "एलोरा की गुफाओं में बौद्ध, हिंदू और जैन गुफा-मंदिर सम्मिलित हैं।"],
        [
          "The Kailasa temple at Ellora was carved out of the rock under the Rashtrakutas.",
          "एलोरा का कैलास मंदिर राष्ट्रकूटों के शासनकाल में चट्टान को काटकर बनाया गया।",
        ],
      ],
      HOW_MANY_STATEMENTS,
    ),
    HOW_MANY,
    2,
    [
      "Ajanta's paintings depict Jataka tales; Ellora has caves of all three faiths; and the monolithic Kailasa temple (Cave 16) was excavated under the Rashtrakuta king Krishna I in the eighth century.",
      "अजंता के चित्रों में जातक कथाएँ अंकित हैं; एलोरा में तीनों धर्मों की गुफाएँ हैं; और एकाश्म कैलास मंदिर (गुफा 16) आठवीं सदी में राष्ट्रकूट राजा कृष्ण प्रथम के समय में तराशा गया।",
    ],
    ["art and culture", "cave architecture"],
    "easy",
  ),
  q(
    "Which of the following best describes the Dravida style of temple architecture?",
    [
      "A curvilinear shikhara rising over the sanctum, typical of north India",
      "A stepped pyramidal tower (vimana) over the sanctum and tall gateways (gopurams) in the enclosure walls",
      "A temple built wholly of bamboo and thatch on a raised plinth",
      "A dome on a square base with minarets at the four corners",
    ],
    1,
    "Dravida temples such as the Brihadeshvara at Thanjavur have a pyramidal vimana, and later ones have towering gopurams; the curvilinear shikhara is the mark of the Nagara style.",
    ["art and culture", "temple architecture"],
    "easy",
  ),
  q(
    itemsBi(
      ["Consider the following statements about the Gandhara school of art:", "गांधार कला शैली के संबंध में निम्नलिखित कथनों पर विचार कीजिए:"],
      [
        ["Its images of the Buddha show Greco-Roman influence.", "इसकी बुद्ध-प्रतिमाओं पर यूनानी-रोमन प्रभाव दिखाई देता है।"],
        ["Its sculptors worked mainly in the spotted red sandstone of the Mathura region.", "इसके मूर्तिकारों ने मुख्यतः मथुरा क्षेत्र के चित्तीदार लाल बलुआ पत्थर का प्रयोग किया।"],
      ],
      WHICH_CORRECT,
    ),
    TWO,
    0,
    [
      "Gandhara sculptors, influenced by Hellenistic art, worked mainly in grey-blue schist and stucco; spotted red sandstone is the hallmark of the Mathura school.",
      "यूनानी कला से प्रभावित गांधार के मूर्तिकारों ने मुख्यतः धूसर-नीले शिस्ट पत्थर और चूने के पलस्तर (स्टुको) का प्रयोग किया; चित्तीदार लाल बलुआ पत्थर मथुरा शैली की पहचान है।",
    ],
    ["art and culture", "sculpture"],
    "medium",
  ),
  q(
    [
      "Who is traditionally regarded as the 'pitamaha' (grandfather) of Carnatic music for systematising the way it is taught?",
      "कर्नाटक संगीत की शिक्षा-पद्धति को व्यवस्थित करने के कारण परंपरा से किसे कर्नाटक संगीत का 'पितामह' माना जाता है?",
    ],
    [
      ["Tansen", "तानसेन"],
      ["Amir Khusrau", "अमीर ख़ुसरो"],
      ["Purandara Dasa", "पुरंदर दास"],
      ["Swati Tirunal", "स्वाति तिरुनाल"],
    ],
    2,
    [
      "The sixteenth-century saint-composer Purandara Dasa framed the graded lessons still used to teach beginners; Tansen and Amir Khusrau belong to the Hindustani tradition.",
      "सोलहवीं सदी के संत-संगीतकार पुरंदर दास ने वे क्रमिक पाठ बनाए जिनसे आज भी शुरुआती विद्यार्थियों को सिखाया जाता है; तानसेन और अमीर ख़ुसरो हिंदुस्तानी परंपरा से जुड़े हैं।",
    ],
    ["art and culture", "music"],
    "medium",
  ),
  q(
    ["Madhubani painting, traditionally done by women on walls and floors, belongs to:", "परंपरागत रूप से महिलाओं द्वारा दीवारों और फ़र्श पर बनाई जाने वाली मधुबनी चित्रकला किस क्षेत्र से संबंधित है?"],
    [
      ["the Puri region of Odisha", "ओडिशा का पुरी क्षेत्र"],
      ["the Thane–Palghar region of Maharashtra", "महाराष्ट्र का ठाणे-पालघर क्षेत्र"],
      ["the Bhilwara region of Rajasthan", "राजस्थान का भीलवाड़ा क्षेत्र"],
      ["the Mithila region of Bihar", "बिहार का मिथिला क्षेत्र"],
    ],
    3,
    [
      "Madhubani (Mithila) painting comes from Bihar; Pattachitra is linked with Puri in Odisha, Warli painting with the Thane–Palghar region of Maharashtra and Phad painting with Bhilwara in Rajasthan.",
      "मधुबनी (मिथिला) चित्रकला बिहार की है; पट्टचित्र ओडिशा के पुरी से, वारली चित्रकला महाराष्ट्र के ठाणे-पालघर क्षेत्र से और फड़ चित्रकला राजस्थान के भीलवाड़ा से जुड़ी है।",
    ],
    ["art and culture", "folk painting"],
    "easy",
  ),
  q(
    "The Sanskrit lyrical poem Gita Govinda, on the love of Radha and Krishna, was composed by:",
    ["Kalidasa", "Jayadeva", "Bhavabhuti", "Banabhatta"],
    1,
    "Jayadeva composed the Gita Govinda in the twelfth century, and its songs are still sung in temples and danced in Odissi; Kalidasa wrote Abhijnanashakuntalam and Banabhatta the Harshacharita.",
    ["art and culture", "literature"],
    "easy",
  ),
  q(
    items(
      "Consider the following statements about Indo-Islamic architecture:",
      [
        "The construction of the Qutb Minar was begun by Qutbuddin Aibak.",
        "The Buland Darwaza at Fatehpur Sikri was built by Akbar to commemorate his victory in Gujarat.",
      ],
      WHICH_CORRECT[0],
    ),
    TWO,
    2,
    "Qutbuddin Aibak began the Qutb Minar and Iltutmish added its upper storeys; Akbar built the Buland Darwaza, the great gateway of the Jama Masjid at Fatehpur Sikri, after his conquest of Gujarat.",
    ["art and culture", "indo-islamic architecture"],
    "medium",
  ),
];

const geography: DemoQuestion[] = [
  q(
    ["Which one of the following rivers flows westwards into the Arabian Sea?", "निम्नलिखित में से कौन-सी नदी पश्चिम की ओर बहकर अरब सागर में गिरती है?"],
    [
      ["Godavari", "गोदावरी"],
      ["Krishna", "कृष्णा"],
      ["Narmada", "नर्मदा"],
      ["Mahanadi", "महानदी"],
    ],
    2,
    [
      "The Narmada, like the Tapi, flows west through a rift valley into the Arabian Sea; the Godavari, Krishna and Mahanadi flow east into the Bay of Bengal.",
      "तापी की तरह नर्मदा भी एक भ्रंश घाटी से होकर पश्चिम की ओर अरब सागर में गिरती है; गोदावरी, कृष्णा और महानदी पूर्व की ओर बहकर बंगाल की खाड़ी में गिरती हैं।",
    ],
    ["indian geography", "drainage"],
    "easy",
  ),
  q(
    items(
      "Consider the following statements about the Tropic of Cancer in India:",
      ["It passes through Jharkhand.", "It passes through Odisha."],
      WHICH_CORRECT[0],
    ),
    TWO,
    0,
    "The Tropic of Cancer crosses Gujarat, Rajasthan, Madhya Pradesh, Chhattisgarh, Jharkhand, West Bengal, Tripura and Mizoram; it passes north of Odisha.",
    ["indian geography", "location"],
    "medium",
  ),
  q(
    itemsBi(
      ["Consider the following statements about the black (regur) soils of India:", "भारत की काली (रेगुर) मिट्टी के संबंध में निम्नलिखित कथनों पर विचार कीजिए:"],
      [
        ["They are well suited to growing cotton.", "ये कपास की खेती के लिए बहुत उपयुक्त हैं।"],
        ["They develop deep cracks in the dry season.", "शुष्क ऋतु में इनमें गहरी दरारें पड़ जाती हैं।"],
        [
          "They have formed largely from the weathering of the basaltic lava rocks of the Deccan.",
          "इनका निर्माण मुख्यतः दक्कन की बेसाल्टी लावा चट्टानों के अपक्षय से हुआ है।",
        ],
      ],
      WHICH_CORRECT,
    ),
    THREE,
    3,
    [
      "Regur soil is clayey and holds moisture, cracks as it dries (which aerates it), and formed largely from Deccan basalt — hence the name black cotton soil.",
      "रेगुर मिट्टी चिकनी होती है और नमी को रोके रखती है, सूखने पर इसमें दरारें पड़ती हैं (जिससे इसमें वायु का संचार होता है), और यह मुख्यतः दक्कन के बेसाल्ट से बनी है — इसीलिए इसे काली कपास मिट्टी कहते हैं।",
    ],
    ["indian geography", "soils"],
    "easy",
  ),
  q(
    [
      "The pre-monsoon showers called 'mango showers', which help in the early ripening of mangoes, are a feature of:",
      "आमों को जल्दी पकाने में सहायक पूर्व-मानसूनी बौछारें, जिन्हें 'आम्र वर्षा' कहते हैं, किस क्षेत्र की विशेषता हैं?",
    ],
    [
      ["Kerala and coastal Karnataka", "केरल और तटीय कर्नाटक"],
      ["Punjab and Haryana", "पंजाब और हरियाणा"],
      ["Gujarat and Rajasthan", "गुजरात और राजस्थान"],
      ["Jammu and Kashmir", "जम्मू और कश्मीर"],
    ],
    0,
    [
      "Towards the end of the hot season, pre-monsoon thundershowers are common in Kerala and coastal Karnataka, where they are called mango showers.",
      "ग्रीष्म ऋतु के अंत में केरल और तटीय कर्नाटक में पूर्व-मानसूनी गरज-बौछारें आम हैं, जिन्हें वहाँ आम्र वर्षा कहा जाता है।",
    ],
    ["indian geography", "climate"],
    "easy",
  ),
  q(
    items(
      "Consider the following pairs of Himalayan passes and the States in which they lie:",
      ["Shipki La — Himachal Pradesh", "Nathu La — Sikkim", "Bomdi La — Uttarakhand"],
      HOW_MANY_PAIRS[0],
    ),
    HOW_MANY,
    1,
    "Shipki La, where the Sutlej enters India, is in Himachal Pradesh and Nathu La is in Sikkim; Bomdi La is in Arunachal Pradesh.",
    ["indian geography", "mountain passes"],
    "medium",
  ),
  q(
    [
      "The Himalayan range that lies between the Greater Himalaya (Himadri) and the Shiwaliks is the:",
      "महान हिमालय (हिमाद्रि) और शिवालिक के बीच स्थित हिमालय की श्रेणी कौन-सी है?",
    ],
    [
      ["Karakoram", "काराकोरम"],
      ["Himachal or Lesser Himalaya", "हिमाचल अथवा लघु हिमालय"],
      ["Purvanchal", "पूर्वांचल"],
      ["Aravalli", "अरावली"],
    ],
    1,
    [
      "The Himachal or Lesser Himalaya, with ranges such as the Pir Panjal and Dhauladhar and hill stations such as Shimla, lies between the Himadri to the north and the Shiwaliks to the south.",
      "पीर पंजाल और धौलाधार जैसी श्रेणियों तथा शिमला जैसे पर्वतीय नगरों वाला हिमाचल या लघु हिमालय उत्तर में हिमाद्रि और दक्षिण में शिवालिक के बीच स्थित है।",
    ],
    ["indian geography", "physiography"],
    "easy",
  ),
  q(
    "The Hirakud dam, one of the longest earthen dams in the world, is built across the:",
    ["Godavari", "Sutlej", "Krishna", "Mahanadi"],
    3,
    "Hirakud is on the Mahanadi in Odisha; the Bhakra dam is on the Sutlej and Nagarjuna Sagar on the Krishna.",
    ["indian geography", "multipurpose projects"],
    "easy",
  ),
  q(
    itemsBi(
      ["Consider the following statements about India's islands:", "भारत के द्वीपों के संबंध में निम्नलिखित कथनों पर विचार कीजिए:"],
      [
        ["The Ten Degree Channel separates the Lakshadweep Islands from the Maldives.", "दस डिग्री चैनल लक्षद्वीप समूह को मालदीव से अलग करता है।"],
        ["Barren Island, an active volcano, lies in the Andaman and Nicobar Islands.", "बैरन द्वीप, जो एक सक्रिय ज्वालामुखी है, अंडमान और निकोबार द्वीप समूह में स्थित है।"],
      ],
      WHICH_CORRECT,
    ),
    TWO,
    1,
    [
      "The Ten Degree Channel separates the Andaman group from the Nicobar group (the Eight Degree Channel separates Minicoy from the Maldives); Barren Island is India's only active volcano.",
      "दस डिग्री चैनल अंडमान समूह को निकोबार समूह से अलग करता है (आठ डिग्री चैनल मिनिकॉय को मालदीव से अलग करता है); बैरन द्वीप भारत का एकमात्र सक्रिय ज्वालामुखी है।",
    ],
    ["indian geography", "islands"],
    "medium",
  ),
  q(
    items(
      "Consider the following statements about India's mineral regions:",
      ["The Jharia coalfield lies in Jharkhand.", "Kudremukh in Karnataka is known mainly for its copper ore."],
      WHICH_CORRECT[0],
    ),
    TWO,
    0,
    "Jharia in the Damodar valley of Jharkhand is a major coking-coal field; Kudremukh is famous for iron ore, while copper comes from places such as Khetri in Rajasthan.",
    ["indian geography", "mineral resources"],
    "medium",
  ),
  q(
    ["Which one of the following is a cold ocean current?", "निम्नलिखित में से कौन-सी एक ठंडी महासागरीय धारा है?"],
    [
      ["Gulf Stream", "गल्फ स्ट्रीम"],
      ["Kuroshio Current", "क्यूरोशियो धारा"],
      ["Labrador Current", "लैब्रेडोर धारा"],
      ["Brazil Current", "ब्राज़ील धारा"],
    ],
    2,
    [
      "The Labrador Current carries cold Arctic water south along the coast of Canada; the Gulf Stream, Kuroshio and Brazil currents are warm.",
      "लैब्रेडोर धारा आर्कटिक का ठंडा जल कनाडा के तट के साथ दक्षिण की ओर ले जाती है; गल्फ स्ट्रीम, क्यूरोशियो और ब्राज़ील धाराएँ गर्म हैं।",
    ],
    ["world geography", "ocean currents"],
    "easy",
  ),
  q(
    items("Through which of the following countries does the Equator pass?", ["Kenya", "Indonesia", "Brazil"], USE_CODE[0]),
    THREE,
    3,
    "The Equator crosses Kenya in East Africa, the Indonesian islands of Sumatra, Borneo and Sulawesi, and northern Brazil near the mouth of the Amazon.",
    ["world geography", "latitudes and longitudes"],
    "easy",
  ),
  q(
    [
      "In which layer of the atmosphere does almost all weather occur, with the temperature generally falling as height increases?",
      "वायुमंडल की किस परत में लगभग सभी मौसमी घटनाएँ होती हैं और ऊँचाई बढ़ने के साथ सामान्यतः तापमान घटता है?",
    ],
    [
      ["Stratosphere", "समतापमंडल"],
      ["Mesosphere", "मध्यमंडल"],
      ["Thermosphere", "तापमंडल"],
      ["Troposphere", "क्षोभमंडल"],
    ],
    3,
    [
      "The troposphere, about 8 km thick at the poles and 18 km at the equator, holds nearly all the water vapour and dust, so clouds and weather form there; temperature falls about 6.5 °C per km of height.",
      "क्षोभमंडल, जो ध्रुवों पर लगभग 8 किमी और विषुवत रेखा पर 18 किमी मोटा है, लगभग सारी जलवाष्प और धूलकण रखता है, इसलिए बादल और मौसम वहीं बनते हैं; ऊँचाई के साथ तापमान लगभग 6.5 °C प्रति किमी घटता है।",
    ],
    ["world geography", "atmosphere"],
    "easy",
  ),
  q(
    "The 'Roaring Forties' are:",
    [
      "trade winds blowing towards the equator",
      "strong westerly winds between about 40° and 50° south latitude",
      "seasonal monsoon winds of south Asia",
      "cold polar easterlies near the Arctic Circle",
    ],
    1,
    "In the southern hemisphere the westerlies blow over an almost unbroken expanse of ocean, so they are strong and persistent — the Roaring Forties, Furious Fifties and Shrieking Sixties.",
    ["world geography", "planetary winds"],
    "easy",
  ),
  q(
    items(
      "Consider the following pairs of straits and the water bodies they connect:",
      [
        "Strait of Gibraltar — Mediterranean Sea and Atlantic Ocean",
        "Strait of Malacca — Andaman Sea and South China Sea",
        "Bab-el-Mandeb — Red Sea and Gulf of Aden",
      ],
      HOW_MANY_PAIRS[0],
    ),
    HOW_MANY,
    2,
    "All three are correct: Gibraltar links the Mediterranean to the Atlantic, Malacca links the Andaman Sea (Indian Ocean) to the South China Sea (Pacific), and Bab-el-Mandeb links the Red Sea to the Gulf of Aden.",
    ["world geography", "straits"],
    "medium",
  ),
  q(
    itemsBi(
      ["Consider the following statements about rocks:", "चट्टानों के संबंध में निम्नलिखित कथनों पर विचार कीजिए:"],
      [
        ["Basalt is an igneous rock.", "बेसाल्ट एक आग्नेय चट्टान है।"],
        ["Marble is a metamorphic rock formed from limestone.", "संगमरमर चूना-पत्थर से बनी एक कायांतरित चट्टान है।"],
        ["Slate is a sedimentary rock formed from granite.", "स्लेट ग्रेनाइट से बनी एक अवसादी चट्टान है।"],
      ],
      WHICH_CORRECT,
    ),
    THREE,
    0,
    [
      "Basalt forms from cooled lava and marble from the metamorphism of limestone; slate is a metamorphic rock formed from shale.",
      "बेसाल्ट ठंडे हुए लावा से और संगमरमर चूना-पत्थर के कायांतरण से बनता है; स्लेट शेल से बनी एक कायांतरित चट्टान है।",
    ],
    ["world geography", "rocks"],
    "easy",
  ),
  q(
    [
      "When it is 12 noon at Greenwich (0° longitude), what is the local time at a place at 75° E longitude?",
      "जब ग्रीनविच (0° देशांतर) पर दोपहर के 12 बजे हों, तब 75° पूर्वी देशांतर पर स्थित किसी स्थान का स्थानीय समय क्या होगा?",
    ],
    [
      ["5:00 p.m.", "अपराह्न 5:00 बजे"],
      ["7:00 a.m.", "पूर्वाह्न 7:00 बजे"],
      ["5:30 p.m.", "अपराह्न 5:30 बजे"],
      ["3:00 p.m.", "अपराह्न 3:00 बजे"],
    ],
    0,
    [
      "The Earth turns through 1° of longitude in 4 minutes, so 75° makes 300 minutes, or 5 hours, and a place to the east is ahead of Greenwich.",
      "पृथ्वी 4 मिनट में 1° देशांतर घूमती है, इसलिए 75° का अंतर 300 मिनट यानी 5 घंटे का होता है, और पूर्व में स्थित स्थान ग्रीनविच से आगे रहता है।",
    ],
    ["world geography", "longitude and time"],
    "easy",
  ),
];

const economy: DemoQuestion[] = [
  q(
    itemsBi(
      ["Consider the following statements about national income:", "राष्ट्रीय आय के संबंध में निम्नलिखित कथनों पर विचार कीजिए:"],
      [
        ["Gross National Product equals Gross Domestic Product plus net factor income from abroad.", "सकल राष्ट्रीय उत्पाद, सकल घरेलू उत्पाद और विदेश से प्राप्त शुद्ध साधन आय के योग के बराबर होता है।"],
        ["Transfer payments such as old-age pensions are counted in GDP.", "वृद्धावस्था पेंशन जैसे अंतरण भुगतान जीडीपी में गिने जाते हैं।"],
      ],
      WHICH_CORRECT,
    ),
    TWO,
    0,
    [
      "GNP adds the income residents earn abroad and subtracts what non-residents earn in the country; transfer payments are not payments for current production, so they are left out of GDP.",
      "जीएनपी में निवासियों द्वारा विदेश में अर्जित आय जोड़ी जाती है और अनिवासियों द्वारा देश में अर्जित आय घटाई जाती है; अंतरण भुगतान चालू उत्पादन के बदले नहीं होते, इसलिए उन्हें जीडीपी में नहीं गिना जाता।",
    ],
    ["indian economy", "national income"],
    "medium",
  ),
  q(
    "Other things remaining the same, which of the following measures is most likely to reduce demand-pull inflation?",
    [
      "Reducing the cash reserve ratio of banks",
      "Raising government spending financed by borrowing from the central bank",
      "Cutting income-tax rates across the board",
      "The central bank raising its policy repo rate",
    ],
    3,
    "A higher repo rate makes borrowing costlier, which damps spending and hence aggregate demand; the other three measures add to money supply or to spending.",
    ["indian economy", "inflation"],
    "medium",
  ),
  q(
    itemsBi(
      ["Consider the following statements about the instruments of monetary policy:", "मौद्रिक नीति के उपकरणों के संबंध में निम्नलिखित कथनों पर विचार कीजिए:"],
      [
        [
          "The cash reserve ratio is the share of their net demand and time liabilities that banks must keep as cash balances with the Reserve Bank of India.",
          "नकद आरक्षित अनुपात बैंकों की शुद्ध माँग और सावधि देयताओं का वह अंश है जिसे उन्हें भारतीय रिज़र्व बैंक के पास नकद शेष के रूप में रखना होता है।",
        ],
        [
          "Banks may hold the assets required under the statutory liquidity ratio in the form of cash, gold and approved government securities.",
          "सांविधिक तरलता अनुपात के अंतर्गत अपेक्षित आस्तियाँ बैंक नकदी, सोने और अनुमोदित सरकारी प्रतिभूतियों के रूप में रख सकते हैं।",
        ],
      ],
      WHICH_CORRECT,
    ),
    TWO,
    2,
    [
      "CRR balances are kept with the RBI and earn no interest, while SLR assets are kept by the banks themselves in liquid forms such as cash, gold and approved securities.",
      "सीआरआर की राशि रिज़र्व बैंक के पास रखी जाती है और उस पर ब्याज नहीं मिलता, जबकि एसएलआर की आस्तियाँ बैंक स्वयं नकदी, सोने और अनुमोदित प्रतिभूतियों जैसे तरल रूपों में रखते हैं।",
    ],
    ["indian economy", "monetary policy"],
    "easy",
  ),
  q(
    ["The fiscal deficit of the government is:", "सरकार का राजकोषीय घाटा क्या होता है?"],
    [
      ["revenue expenditure minus revenue receipts", "राजस्व व्यय में से राजस्व प्राप्तियाँ घटाने पर प्राप्त राशि"],
      ["the fiscal deficit minus interest payments", "राजकोषीय घाटे में से ब्याज भुगतान घटाने पर प्राप्त राशि"],
      ["the excess of imports over exports", "निर्यात की तुलना में आयात की अधिकता"],
      [
        "total expenditure minus the sum of revenue receipts and non-debt capital receipts",
        "कुल व्यय में से राजस्व प्राप्तियों और ऋण-भिन्न पूँजीगत प्राप्तियों का योग घटाने पर प्राप्त राशि",
      ],
    ],
    3,
    [
      "The fiscal deficit — total expenditure less revenue receipts and non-debt capital receipts such as loan recoveries and disinvestment — is the government's total borrowing requirement; the other options describe the revenue deficit, the primary deficit and a trade deficit.",
      "राजकोषीय घाटा — कुल व्यय में से राजस्व प्राप्तियाँ और ऋण-वसूली तथा विनिवेश जैसी ऋण-भिन्न पूँजीगत प्राप्तियाँ घटाकर — सरकार की कुल उधारी आवश्यकता है; अन्य विकल्प क्रमशः राजस्व घाटे, प्राथमिक घाटे और व्यापार घाटे को बताते हैं।",
    ],
    ["indian economy", "government budget"],
    "medium",
  ),
  q(
    "Which of the following is a direct tax, whose burden falls on the person or company on which it is levied?",
    ["Goods and Services Tax", "Customs duty", "Excise duty", "Corporation tax"],
    3,
    "Corporation tax is paid by companies on their profits and cannot be passed on to someone else; GST, customs duty and excise duty are indirect taxes whose burden is passed on to buyers.",
    ["indian economy", "taxation"],
    "easy",
  ),
  q(
    "In India's balance of payments, which of the following is recorded in the capital account?",
    [
      "Remittances sent home by Indians working abroad",
      "Foreign direct investment into Indian companies",
      "Export of software services",
      "Interest paid on external loans",
    ],
    1,
    "FDI is a capital flow that creates claims on assets; remittances (transfers), service exports and interest payments (primary income) are all current account items.",
    ["indian economy", "balance of payments"],
    "medium",
  ),
  q(
    items(
      "Consider the following statements about banking in India:",
      [
        "Scheduled banks are those included in the Second Schedule of the Reserve Bank of India Act, 1934.",
        "The Reserve Bank of India was nationalised in 1969 along with fourteen major commercial banks.",
      ],
      WHICH_CORRECT[0],
    ),
    TWO,
    0,
    "Banks listed in the Second Schedule of the RBI Act are scheduled banks; the RBI itself was nationalised on 1 January 1949, while fourteen large commercial banks were nationalised in 1969.",
    ["indian economy", "banking"],
    "medium",
  ),
  q(
    ["Disguised unemployment, common in Indian agriculture, refers to a situation in which:", "भारतीय कृषि में सामान्य प्रच्छन्न बेरोज़गारी से तात्पर्य ऐसी स्थिति से है जिसमें:"],
    [
      ["people are out of work while they move from one job to another", "लोग एक काम से दूसरे काम में जाते समय बेरोज़गार रहते हैं"],
      [
        "more people work on a task, often a family farm, than are needed, so some of them add nothing to output",
        "किसी काम में, प्रायः पारिवारिक खेत पर, आवश्यकता से अधिक लोग लगे होते हैं, इसलिए उनमें से कुछ उत्पादन में कुछ नहीं जोड़ते",
      ],
      ["work is available only in certain months of the year", "काम वर्ष के केवल कुछ महीनों में ही उपलब्ध होता है"],
      ["workers' skills do not match the jobs available", "श्रमिकों के कौशल उपलब्ध नौकरियों से मेल नहीं खाते"],
    ],
    1,
    [
      "In disguised unemployment the marginal productivity of some workers is zero, so they could be withdrawn without reducing output; the other options describe frictional, seasonal and structural unemployment.",
      "प्रच्छन्न बेरोज़गारी में कुछ श्रमिकों की सीमांत उत्पादकता शून्य होती है, इसलिए उन्हें हटाने पर भी उत्पादन नहीं घटता; अन्य विकल्प घर्षणात्मक, मौसमी और संरचनात्मक बेरोज़गारी को बताते हैं।",
    ],
    ["indian economy", "unemployment"],
    "easy",
  ),
  q(
    itemsBi(
      [
        "The Human Development Index published by the United Nations Development Programme is built from indicators of which of the following?",
        "संयुक्त राष्ट्र विकास कार्यक्रम द्वारा प्रकाशित मानव विकास सूचकांक निम्नलिखित में से किनके संकेतकों से बनता है?",
      ],
      [
        ["Life expectancy at birth", "जन्म के समय जीवन प्रत्याशा"],
        ["Mean and expected years of schooling", "स्कूली शिक्षा के औसत और प्रत्याशित वर्ष"],
        ["Gross national income per capita at purchasing power parity", "क्रय शक्ति समता पर प्रति व्यक्ति सकल राष्ट्रीय आय"],
      ],
      USE_CODE,
    ),
    THREE,
    3,
    [
      "The HDI combines three dimensions — a long and healthy life, knowledge, and a decent standard of living — measured by these three kinds of indicators.",
      "मानव विकास सूचकांक तीन आयामों — दीर्घ और स्वस्थ जीवन, ज्ञान, तथा अच्छा जीवन-स्तर — को जोड़ता है, जिन्हें इन्हीं तीन प्रकार के संकेतकों से मापा जाता है।",
    ],
    ["economic development", "human development index"],
    "easy",
  ),
  q(
    "Other things being equal, a depreciation of the rupee against the US dollar tends to:",
    [
      "make India's exports cheaper for foreign buyers and imports dearer in rupees",
      "make imports cheaper in rupees",
      "reduce the rupee cost of repaying dollar loans",
      "leave the prices of traded goods unchanged",
    ],
    0,
    "When the rupee falls, a dollar buys more Indian goods, so exports become more competitive while imports and dollar debts cost more rupees.",
    ["indian economy", "exchange rate"],
    "medium",
  ),
  q(
    items(
      "Consider the following statements about minimum support prices (MSP) for crops:",
      [
        "They are announced by the Government of India on the recommendations of the Commission for Agricultural Costs and Prices.",
        "They are announced for both kharif and rabi crops.",
        "They are fixed by the Reserve Bank of India.",
      ],
      HOW_MANY_STATEMENTS[0],
    ),
    HOW_MANY,
    1,
    "The CACP recommends, and the Union Government announces, MSPs for kharif and rabi crops; the RBI has no role in fixing them, so only two statements are correct.",
    ["indian economy", "agriculture"],
    "easy",
  ),
  q(
    ["The Gini coefficient, whose value lies between 0 and 1, is a measure of:", "गिनी गुणांक, जिसका मान 0 और 1 के बीच होता है, किसकी माप है?"],
    [
      ["the rate of inflation", "मुद्रास्फीति की दर"],
      ["the rate of economic growth", "आर्थिक संवृद्धि की दर"],
      ["the share of agriculture in GDP", "जीडीपी में कृषि का हिस्सा"],
      ["inequality in the distribution of income or wealth", "आय या संपत्ति के वितरण में असमानता"],
    ],
    3,
    [
      "Derived from the Lorenz curve, a Gini coefficient of 0 means perfect equality and 1 means that a single person holds everything.",
      "लॉरेंज वक्र से निकाले जाने वाले गिनी गुणांक का मान 0 होने का अर्थ पूर्ण समानता है और 1 होने का अर्थ है कि सब कुछ एक ही व्यक्ति के पास है।",
    ],
    ["economic development", "inequality"],
    "easy",
  ),
];

const environment: DemoQuestion[] = [
  q(
    [
      "Which of the following greenhouse gases has the highest global warming potential per unit mass over a 100-year period?",
      "100 वर्ष की अवधि में प्रति इकाई द्रव्यमान के आधार पर निम्नलिखित में से किस ग्रीनहाउस गैस की वैश्विक तापन क्षमता सबसे अधिक है?",
    ],
    [
      ["Carbon dioxide", "कार्बन डाइऑक्साइड"],
      ["Methane", "मीथेन"],
      ["Nitrous oxide", "नाइट्रस ऑक्साइड"],
      ["Sulphur hexafluoride", "सल्फ़र हेक्साफ़्लुओराइड"],
    ],
    3,
    [
      "Sulphur hexafluoride, used in electrical switchgear, traps over twenty thousand times as much heat as the same mass of CO₂ over a century; methane's potential is a few tens and nitrous oxide's a few hundred.",
      "विद्युत स्विचगियर में प्रयुक्त सल्फ़र हेक्साफ़्लुओराइड एक शताब्दी में उतने ही द्रव्यमान की CO₂ से बीस हज़ार गुना से भी अधिक ऊष्मा रोकती है; मीथेन की क्षमता कुछ दसियों गुना और नाइट्रस ऑक्साइड की कुछ सौ गुना है।",
    ],
    ["environment", "climate change"],
    "medium",
  ),
  q(
    itemsBi(
      ["Consider the following statements about ozone:", "ओज़ोन के संबंध में निम्नलिखित कथनों पर विचार कीजिए:"],
      [
        ["Ozone in the stratosphere absorbs most of the Sun's harmful ultraviolet-B radiation.", "समतापमंडल की ओज़ोन सूर्य के हानिकारक पराबैंगनी-बी विकिरण के अधिकांश भाग को अवशोषित करती है।"],
        ["The Montreal Protocol deals with substances that deplete the ozone layer.", "मॉन्ट्रियल प्रोटोकॉल ओज़ोन परत का क्षय करने वाले पदार्थों से संबंधित है।"],
        ["Ozone near the ground is a harmful air pollutant.", "भूतल के निकट की ओज़ोन एक हानिकारक वायु प्रदूषक है।"],
      ],
      HOW_MANY_STATEMENTS,
    ),
    HOW_MANY,
    2,
    [
      "All three are correct: the stratospheric ozone layer shields life from UV-B, the Montreal Protocol (1987) phases out CFCs and other ozone-depleting substances, and ground-level ozone, formed from vehicle and industrial emissions in sunlight, harms lungs and crops.",
      "तीनों कथन सही हैं: समतापमंडलीय ओज़ोन परत जीवन को पराबैंगनी-बी से बचाती है, मॉन्ट्रियल प्रोटोकॉल (1987) सीएफ़सी और अन्य ओज़ोन-क्षयकारी पदार्थों को चरणबद्ध रूप से समाप्त करता है, और धूप में वाहनों व उद्योगों के उत्सर्जन से बनी भूतलीय ओज़ोन फेफड़ों और फ़सलों को हानि पहुँचाती है।",
    ],
    ["environment", "ozone depletion"],
    "easy",
  ),
  q(
    items(
      "Which of the following regions of India lie within the world's biodiversity hotspots?",
      ["The Western Ghats", "The Himalaya", "The Indo-Burma region", "The Thar desert"],
      USE_CODE[0],
    ),
    ["1 and 2 only", "1, 2 and 3 only", "3 and 4 only", "1, 2, 3 and 4"],
    1,
    "India has parts of four hotspots — the Himalaya, Indo-Burma, the Western Ghats and Sri Lanka, and Sundaland (the Nicobar Islands); the Thar desert is not among them.",
    ["environment", "biodiversity hotspots"],
    "medium",
  ),
  q(
    ["In ecology, an ecotone is:", "पारिस्थितिकी में इकोटोन (पारिस्थितिक संक्रमण क्षेत्र) क्या है?"],
    [
      [
        "a zone of transition where two ecosystems meet, such as a mangrove between land and sea",
        "वह संक्रमण क्षेत्र जहाँ दो पारितंत्र मिलते हैं, जैसे स्थल और समुद्र के बीच मैंग्रोव",
      ],
      ["the top carnivore of a food chain", "किसी खाद्य शृंखला का शीर्ष मांसाहारी"],
      ["the layer of the ocean that sunlight cannot reach", "महासागर की वह परत जहाँ सूर्य का प्रकाश नहीं पहुँचता"],
      ["the total number of species in an area", "किसी क्षेत्र में प्रजातियों की कुल संख्या"],
    ],
    0,
    [
      "An ecotone is a zone of tension between two communities, and it often holds more species than either of them — the edge effect.",
      "इकोटोन दो समुदायों के बीच का तनाव-क्षेत्र है, और इसमें प्रायः दोनों में से किसी भी समुदाय से अधिक प्रजातियाँ पाई जाती हैं — इसे कोर प्रभाव (एज इफ़ेक्ट) कहते हैं।",
    ],
    ["environment", "ecology"],
    "easy",
  ),
  q(
    "The rising concentration of a persistent, fat-soluble pollutant such as DDT at each higher trophic level of a food chain is called:",
    ["bioremediation", "biomagnification", "eutrophication", "biochemical oxygen demand"],
    1,
    "Such pollutants are not broken down or excreted, so they accumulate in body fat and become more concentrated at each step up the food chain — biomagnification, which thinned the eggshells of fish-eating birds.",
    ["environment", "pollution"],
    "easy",
  ),
  q(
    ["The Ramsar Convention of 1971 deals with:", "1971 का रामसर अभिसमय किससे संबंधित है?"],
    [
      ["international trade in endangered species", "संकटग्रस्त प्रजातियों का अंतरराष्ट्रीय व्यापार"],
      ["the conservation of migratory species of wild animals", "वन्य जीवों की प्रवासी प्रजातियों का संरक्षण"],
      ["the conservation and wise use of wetlands", "आर्द्रभूमियों का संरक्षण और विवेकपूर्ण उपयोग"],
      ["combating desertification", "मरुस्थलीकरण से निपटना"],
    ],
    2,
    [
      "The Ramsar Convention, signed at Ramsar in Iran, covers wetlands of international importance; CITES deals with trade in endangered species and the Bonn Convention with migratory species.",
      "ईरान के रामसर में हस्ताक्षरित यह अभिसमय अंतरराष्ट्रीय महत्त्व की आर्द्रभूमियों से संबंधित है; संकटग्रस्त प्रजातियों का व्यापार साइटीज़ (CITES) और प्रवासी प्रजातियाँ बॉन अभिसमय के अंतर्गत आती हैं।",
    ],
    ["environment", "international conventions"],
    "easy",
  ),
  q(
    items(
      "Consider the following statements about eutrophication of a lake:",
      [
        "It is caused by an excess of nutrients such as nitrates and phosphates.",
        "The algal blooms it produces raise the dissolved oxygen in the deeper water, which helps fish.",
      ],
      WHICH_CORRECT[0],
    ),
    TWO,
    0,
    "Run-off rich in fertilisers and sewage causes algal blooms; when the algae die, their decomposition by bacteria uses up dissolved oxygen, so fish suffocate.",
    ["environment", "water pollution"],
    "easy",
  ),
  q(
    items(
      "Consider the following statements about biosphere reserves:",
      [
        "A biosphere reserve is zoned into a core zone, a buffer zone and a transition zone.",
        "Human settlements and farming are allowed in the transition zone.",
      ],
      WHICH_CORRECT[0],
    ),
    TWO,
    2,
    "The core zone is strictly protected, the buffer zone allows research and education, and the outer transition zone allows settlements and sustainable land use, as envisaged in UNESCO's Man and the Biosphere programme.",
    ["environment", "protected areas"],
    "medium",
  ),
  q(
    ["Which of the following animals is found in the wild only in the Western Ghats?", "निम्नलिखित में से कौन-सा प्राणी वन्य अवस्था में केवल पश्चिमी घाट में पाया जाता है?"],
    [
      ["One-horned rhinoceros", "एक सींग वाला गैंडा"],
      ["Snow leopard", "हिम तेंदुआ"],
      ["Asiatic lion", "एशियाई शेर"],
      ["Lion-tailed macaque", "शेर-पूँछ वाला मकाक"],
    ],
    3,
    [
      "The lion-tailed macaque is endemic to the rainforests of the Western Ghats; the rhinoceros lives in the north-eastern floodplains, the snow leopard in the high Himalaya and the Asiatic lion in Gir, Gujarat.",
      "शेर-पूँछ वाला मकाक पश्चिमी घाट के वर्षावनों का स्थानिक प्राणी है; गैंडा पूर्वोत्तर के बाढ़ के मैदानों में, हिम तेंदुआ ऊँचे हिमालय में और एशियाई शेर गुजरात के गिर में रहता है।",
    ],
    ["environment", "endemic species"],
    "easy",
  ),
  q(
    ["Acid rain is caused mainly by atmospheric emissions of:", "अम्लीय वर्षा मुख्यतः वायुमंडल में किनके उत्सर्जन से होती है?"],
    [
      ["sulphur dioxide and oxides of nitrogen", "सल्फ़र डाइऑक्साइड और नाइट्रोजन के ऑक्साइड"],
      ["carbon monoxide and methane", "कार्बन मोनोऑक्साइड और मीथेन"],
      ["ozone and chlorofluorocarbons", "ओज़ोन और क्लोरोफ़्लोरोकार्बन"],
      ["ammonia and hydrogen", "अमोनिया और हाइड्रोजन"],
    ],
    0,
    [
      "SO₂ and NOx from burning coal and oil and from vehicles react with water vapour to form sulphuric and nitric acids, which fall as acid rain and damage buildings such as marble monuments.",
      "कोयला और तेल जलाने तथा वाहनों से निकली SO₂ और NOx जलवाष्प से क्रिया कर सल्फ़्यूरिक और नाइट्रिक अम्ल बनाती हैं, जो अम्लीय वर्षा के रूप में गिरकर संगमरमर के स्मारकों जैसी इमारतों को हानि पहुँचाते हैं।",
    ],
    ["environment", "air pollution"],
    "easy",
  ),
  q(
    "Which ecological pyramid is always upright and can never be inverted?",
    ["The pyramid of numbers", "The pyramid of biomass", "The pyramid of energy", "None — every ecological pyramid can be inverted"],
    2,
    "Energy is lost as heat at every transfer, so less is always available at each higher trophic level; the pyramid of numbers can be inverted in a tree ecosystem and that of biomass in the sea.",
    ["environment", "ecological pyramids"],
    "medium",
  ),
  q(
    "Which umbrella law was enacted in the wake of the Bhopal gas tragedy of 1984?",
    [
      "The Wildlife (Protection) Act, 1972",
      "The Water (Prevention and Control of Pollution) Act, 1974",
      "The Forest (Conservation) Act, 1980",
      "The Environment (Protection) Act, 1986",
    ],
    3,
    "The Environment (Protection) Act, 1986 gave the Union Government wide powers to protect and improve the environment after the Bhopal disaster; the other three laws came before it.",
    ["environment", "environmental laws"],
    "easy",
  ),
];

const scienceAndTechnology: DemoQuestion[] = [
  q(
    ["Which of the following diseases is NOT caused by the deficiency of a vitamin?", "निम्नलिखित में से कौन-सा रोग किसी विटामिन की कमी से नहीं होता?"],
    [
      ["Scurvy", "स्कर्वी"],
      ["Rickets", "रिकेट्स (सूखा रोग)"],
      ["Night blindness", "रतौंधी"],
      ["Goitre", "घेंघा"],
    ],
    3,
    [
      "Goitre results from a lack of iodine; scurvy, rickets and night blindness result from a lack of vitamins C, D and A respectively.",
      "घेंघा आयोडीन की कमी से होता है; स्कर्वी, रिकेट्स और रतौंधी क्रमशः विटामिन सी, डी और ए की कमी से होते हैं।",
    ],
    ["science and technology", "nutrition"],
    "easy",
  ),
  q(
    itemsBi(
      ["Antibiotics are effective in treating which of the following?", "प्रतिजैविक (एंटीबायोटिक) निम्नलिखित में से किनके उपचार में प्रभावी हैं?"],
      [
        ["Tuberculosis", "क्षय रोग"],
        ["The common cold", "सामान्य ज़ुकाम"],
        ["Typhoid", "टाइफ़ाइड"],
      ],
      USE_CODE,
    ),
    THREE,
    2,
    [
      "Tuberculosis and typhoid are caused by bacteria, against which antibiotics work; the common cold is caused by viruses, on which antibiotics have no effect.",
      "क्षय रोग और टाइफ़ाइड जीवाणुओं से होते हैं, जिन पर प्रतिजैविक असर करते हैं; सामान्य ज़ुकाम विषाणुओं से होता है, जिन पर प्रतिजैविकों का कोई प्रभाव नहीं पड़ता।",
    ],
    ["science and technology", "health"],
    "easy",
  ),
  q(
    ["A rainbow is formed by:", "इंद्रधनुष किसके कारण बनता है?"],
    [
      ["reflection of sunlight from clouds", "बादलों से सूर्य के प्रकाश के परावर्तन"],
      [
        "refraction, dispersion and internal reflection of sunlight inside raindrops",
        "वर्षा की बूँदों के भीतर सूर्य के प्रकाश के अपवर्तन, विक्षेपण और आंतरिक परावर्तन",
      ],
      ["scattering of sunlight by dust particles", "धूलकणों द्वारा सूर्य के प्रकाश के प्रकीर्णन"],
      ["diffraction of sunlight around raindrops", "वर्षा की बूँदों के चारों ओर सूर्य के प्रकाश के विवर्तन"],
    ],
    1,
    [
      "Sunlight entering a raindrop is refracted and split into colours, reflected inside the drop and refracted again as it leaves; so a rainbow is seen with the Sun behind the observer.",
      "वर्षा की बूँद में प्रवेश करता सूर्य का प्रकाश अपवर्तित होकर रंगों में बँट जाता है, बूँद के भीतर परावर्तित होता है और बाहर निकलते समय फिर अपवर्तित होता है; इसीलिए इंद्रधनुष तब दिखता है जब सूर्य प्रेक्षक के पीछे हो।",
    ],
    ["science and technology", "optics"],
    "easy",
  ),
  q(
    items(
      "Consider the following statements about nuclear power in India:",
      [
        "India's nuclear power reactors produce energy by nuclear fission.",
        "In a pressurised heavy water reactor, heavy water serves as both the moderator and the coolant.",
      ],
      WHICH_CORRECT[0],
    ),
    TWO,
    2,
    "All of India's power reactors split heavy nuclei such as uranium-235, and its PHWRs use heavy water (D₂O) both to slow down neutrons and to carry heat away from the core.",
    ["science and technology", "nuclear energy"],
    "medium",
  ),
  q(
    items(
      "Consider the following statements about a geostationary satellite:",
      [
        "It orbits about 36,000 km above the equator.",
        "Its orbital period equals one sidereal day, about 23 hours 56 minutes.",
        "It can be made to stay above any chosen place, for example over Delhi.",
      ],
      WHICH_CORRECT[0],
    ),
    THREE,
    0,
    "A geostationary satellite must be in an equatorial orbit at about 35,786 km, moving with the Earth's rotation, so it can hover only over a point on the equator.",
    ["science and technology", "space technology"],
    "medium",
  ),
  q(
    ["Stem cells, studied for regenerative medicine, are:", "पुनर्योजी चिकित्सा के लिए जिन स्टेम कोशिकाओं का अध्ययन किया जाता है, वे क्या हैं?"],
    [
      ["cells in the stems of plants that conduct water", "पौधों के तने की वे कोशिकाएँ जो जल का संवहन करती हैं"],
      [
        "unspecialised cells that can divide and give rise to specialised cell types",
        "अविशिष्ट कोशिकाएँ, जो विभाजित होकर विशिष्ट प्रकार की कोशिकाएँ बना सकती हैं",
      ],
      ["cells that have permanently lost the ability to divide", "वे कोशिकाएँ जो विभाजन की क्षमता स्थायी रूप से खो चुकी हैं"],
      ["nerve cells of the brain stem", "मस्तिष्क स्तंभ की तंत्रिका कोशिकाएँ"],
    ],
    1,
    [
      "Stem cells can renew themselves and differentiate into cells such as blood, muscle or nerve cells, which is why they are studied for repairing damaged tissues.",
      "स्टेम कोशिकाएँ स्वयं का नवीकरण कर सकती हैं और रक्त, पेशी या तंत्रिका जैसी कोशिकाओं में विभेदित हो सकती हैं, इसीलिए क्षतिग्रस्त ऊतकों की मरम्मत के लिए इनका अध्ययन किया जाता है।",
    ],
    ["science and technology", "biotechnology"],
    "easy",
  ),
  q(
    [
      "Optical fibres carry light signals over long distances with little loss because of:",
      "प्रकाशीय तंतु (ऑप्टिकल फ़ाइबर) प्रकाश संकेतों को कम हानि के साथ लंबी दूरी तक किस कारण ले जाते हैं?",
    ],
    [
      ["diffraction", "विवर्तन"],
      ["electromagnetic induction", "विद्युतचुंबकीय प्रेरण"],
      ["the photoelectric effect", "प्रकाश-विद्युत प्रभाव"],
      ["total internal reflection", "पूर्ण आंतरिक परावर्तन"],
    ],
    3,
    [
      "Light in the glass core meets the boundary with the cladding of lower refractive index at more than the critical angle, so it is totally reflected again and again along the fibre.",
      "काँच के क्रोड में चलता प्रकाश कम अपवर्तनांक वाले आवरण की सीमा पर क्रांतिक कोण से बड़े कोण पर पड़ता है, इसलिए वह तंतु में बार-बार पूर्ण रूप से परावर्तित होता हुआ आगे बढ़ता है।",
    ],
    ["science and technology", "communication technology"],
    "easy",
  ),
  q(
    items(
      "Consider the following statements about the allotropes of carbon:",
      ["Diamond is a good conductor of electricity.", "Graphite conducts electricity.", "Fullerenes such as C₆₀ are allotropes of carbon."],
      WHICH_CORRECT[0],
    ),
    THREE,
    1,
    "In diamond every valence electron is held in a bond, so it is an insulator; graphite has delocalised electrons within its layers, and fullerenes are cage-shaped carbon molecules.",
    ["science and technology", "materials"],
    "easy",
  ),
  q(
    items(
      "Consider the following statements about the human body:",
      ["Insulin is produced in the pancreas.", "Haemoglobin contains iron.", "Mature red blood cells of humans have a nucleus."],
      HOW_MANY_STATEMENTS[0],
    ),
    HOW_MANY,
    1,
    "Insulin is made by the β-cells of the pancreatic islets and haemoglobin has an iron-containing haem group; mature human red blood cells lose their nucleus, which leaves more room for haemoglobin.",
    ["science and technology", "human body"],
    "easy",
  ),
  q(
    ["Which of the following is a naturally occurring polymer rather than a synthetic one?", "निम्नलिखित में से कौन-सा संश्लिष्ट नहीं, बल्कि प्राकृतिक रूप से पाया जाने वाला बहुलक है?"],
    [
      ["Nylon", "नायलॉन"],
      ["PVC", "पीवीसी"],
      ["Bakelite", "बैकेलाइट"],
      ["Cellulose", "सेल्यूलोस"],
    ],
    3,
    [
      "Cellulose, the glucose polymer of plant cell walls, occurs in nature; nylon, PVC and Bakelite are made in factories.",
      "पादप कोशिका-भित्ति का ग्लूकोस-बहुलक सेल्यूलोस प्रकृति में पाया जाता है; नायलॉन, पीवीसी और बैकेलाइट कारखानों में बनाए जाते हैं।",
    ],
    ["science and technology", "polymers"],
    "easy",
  ),
  q(
    "Which of the following human diseases is caused by a virus?",
    ["Tuberculosis", "Cholera", "Malaria", "Measles"],
    3,
    "Measles is caused by a virus and is prevented by vaccination; tuberculosis and cholera are bacterial, and malaria is caused by the protozoan Plasmodium.",
    ["science and technology", "diseases"],
    "easy",
  ),
  q(
    "Which of the following sources of energy is NOT renewable?",
    ["Tidal energy", "Geothermal energy", "Biomass", "Natural gas"],
    3,
    "Natural gas is a fossil fuel formed over millions of years and used up far faster than it forms; tidal, geothermal and biomass energy are replenished naturally.",
    ["science and technology", "energy"],
    "easy",
  ),
];

export const upscGs1Mock: DemoQuiz = {
  key: "mock-upsc-gs1-1",
  mode: "mock",
  title: { en: "UPSC Prelims GS Paper I — Full Mock Test 1", hi: "यूपीएससी प्रारंभिक परीक्षा सामान्य अध्ययन प्रश्नपत्र I — पूर्ण मॉक टेस्ट 1" },
  class: "Graduate",
  subject: "Full test",
  exam: "UPSC",
  preset: "upsc-gs1",
  durationSeconds: 7200,
  sections: [
    {
      title: { en: "General Studies Paper I", hi: "सामान्य अध्ययन प्रश्नपत्र I" },
      marking: { correct: 2, incorrect: -0.66, unanswered: 0 },
      questions: [...polity, ...history, ...artAndCulture, ...geography, ...economy, ...environment, ...scienceAndTechnology],
    },
  ],
};
