// CBSE board-practice mock tests for the Vidyapath demo (issue 11): class 10 Science in English and
// Hindi, and class 12 Mathematics with single-correct, multiple-correct and numerical-answer
// questions. No negative marking, as in the board examination. Every question is original, written
// for this project on the NCERT syllabus; the numbers and wording are our own.
import type { DemoDifficulty, DemoMarking, DemoQuestion, DemoQuiz, DemoText } from "./demo-quiz-types";

/** [English, Hindi]. */
type Bi = [en: string, hi: string];
type Key = 0 | 1 | 2 | 3;

const bi = ([en, hi]: Bi): DemoText => ({ en, hi });
const en = (text: string): DemoText => ({ en: text });

/** A single-correct question in English and Hindi. */
function mcqBi(text: Bi, options: Bi[], correct: Key, explanation: Bi, topics: string[], difficulty: DemoDifficulty): DemoQuestion {
  return { type: "single", text: bi(text), options: options.map(bi), correct, explanation: bi(explanation), topics, difficulty };
}
/** A numerical-answer question in English and Hindi. */
function numBi(text: Bi, answer: number, tolerance: number, explanation: Bi, topics: string[], difficulty: DemoDifficulty): DemoQuestion {
  return { type: "numeric", text: bi(text), answer, tolerance, explanation: bi(explanation), topics, difficulty };
}
/** A single-correct question in English. */
function mcq(text: string, options: string[], correct: Key, explanation: string, topics: string[], difficulty: DemoDifficulty): DemoQuestion {
  return { type: "single", text: en(text), options: options.map(en), correct, explanation: en(explanation), topics, difficulty };
}
/** A question with one or more correct options, in English. */
function multi(text: string, options: string[], correct: number[], explanation: string, topics: string[], difficulty: DemoDifficulty): DemoQuestion {
  return { type: "multiple", text: en(text), options: options.map(en), correct, explanation: en(explanation), topics, difficulty };
}
/** A numerical-answer question in English. */
function num(text: string, answer: number, tolerance: number, explanation: string, topics: string[], difficulty: DemoDifficulty): DemoQuestion {
  return { type: "numeric", text: en(text), answer, tolerance, explanation: en(explanation), topics, difficulty };
}

const ONE_MARK: DemoMarking = { correct: 1, incorrect: 0, unanswered: 0 };

const ASSERTION_REASON: Bi[] = [
  ["Both A and R are true, and R is the correct explanation of A.", "A और R दोनों सत्य हैं, और R, A की सही व्याख्या है।"],
  ["Both A and R are true, but R is not the correct explanation of A.", "A और R दोनों सत्य हैं, परंतु R, A की सही व्याख्या नहीं है।"],
  ["A is true, but R is false.", "A सत्य है, परंतु R असत्य है।"],
  ["A is false, but R is true.", "A असत्य है, परंतु R सत्य है।"],
];

const NUMBER_ONLY: Bi = ["Enter the number only.", "केवल संख्या लिखिए।"];
const withNumberOnly = ([e, h]: Bi): Bi => [`${e} ${NUMBER_ONLY[0]}`, `${h} ${NUMBER_ONLY[1]}`];

// ——— Class 10 Science ———

const science10Physics: DemoQuestion[] = [
  mcqBi(
    [
      "An object is placed 20 cm in front of a concave mirror of focal length 10 cm. The image formed is:",
      "10 cm फोकस दूरी वाले अवतल दर्पण के सामने 20 cm की दूरी पर एक बिंब रखा गया है। बनने वाला प्रतिबिंब होगा:",
    ],
    [
      ["20 cm in front of the mirror, real, inverted and of the same size", "दर्पण के सामने 20 cm पर, वास्तविक, उलटा और बिंब के समान आकार का"],
      ["at infinity, real and highly enlarged", "अनंत पर, वास्तविक और अत्यधिक आवर्धित"],
      ["behind the mirror, virtual and erect", "दर्पण के पीछे, आभासी और सीधा"],
      ["10 cm in front of the mirror, real and diminished", "दर्पण के सामने 10 cm पर, वास्तविक और छोटा"],
    ],
    0,
    [
      "The object is at the centre of curvature ($R = 2f = 20$ cm), so the image also forms there: real, inverted and of the same size. The mirror formula gives $v = -20$ cm.",
      "बिंब वक्रता केंद्र पर है ($R = 2f = 20$ cm), इसलिए प्रतिबिंब भी वहीं बनता है — वास्तविक, उलटा और समान आकार का। दर्पण सूत्र से $v = -20$ cm प्राप्त होता है।",
    ],
    ["light", "spherical mirrors"],
    "easy",
  ),
  mcqBi(
    [
      "The refractive index of a glass is 1.5 and the speed of light in air is $3 \\times 10^8$ m/s. The speed of light in this glass is:",
      "किसी काँच का अपवर्तनांक 1.5 है और वायु में प्रकाश की चाल $3 \\times 10^8$ m/s है। इस काँच में प्रकाश की चाल है:",
    ],
    [
      ["$4.5 \\times 10^8$ m/s", "$4.5 \\times 10^8$ m/s"],
      ["$2 \\times 10^8$ m/s", "$2 \\times 10^8$ m/s"],
      ["$1.5 \\times 10^8$ m/s", "$1.5 \\times 10^8$ m/s"],
      ["$3 \\times 10^8$ m/s", "$3 \\times 10^8$ m/s"],
    ],
    1,
    [
      "$n = \\frac{c}{v}$, so $v = \\frac{c}{n} = \\frac{3 \\times 10^8}{1.5} = 2 \\times 10^8$ m/s; light slows down in a denser medium.",
      "$n = \\frac{c}{v}$, अतः $v = \\frac{c}{n} = \\frac{3 \\times 10^8}{1.5} = 2 \\times 10^8$ m/s; सघन माध्यम में प्रकाश की चाल घट जाती है।",
    ],
    ["light", "refraction"],
    "easy",
  ),
  numBi(
    withNumberOnly(["What is the power, in dioptres, of a convex lens of focal length 25 cm?", "25 cm फोकस दूरी वाले उत्तल लेंस की क्षमता कितने डाइऑप्टर है?"]),
    4,
    0,
    [
      "$P = \\frac{1}{f}$ with $f$ in metres: $\\frac{1}{0.25} = +4$ D. A convex lens has a positive power.",
      "$P = \\frac{1}{f}$, जहाँ $f$ मीटर में है: $\\frac{1}{0.25} = +4$ D। उत्तल लेंस की क्षमता धनात्मक होती है।",
    ],
    ["light", "power of a lens"],
    "easy",
  ),
  mcqBi(
    [
      "A student can see nearby objects clearly but cannot see distant objects distinctly. The defect of vision and its correction are:",
      "एक विद्यार्थी पास की वस्तुओं को स्पष्ट देख सकता है, परंतु दूर की वस्तुओं को स्पष्ट नहीं देख पाता। दृष्टि-दोष और उसका संशोधन है:",
    ],
    [
      ["hypermetropia, corrected with a convex lens", "दीर्घ-दृष्टि दोष, उत्तल लेंस द्वारा संशोधित"],
      ["myopia, corrected with a convex lens", "निकट-दृष्टि दोष, उत्तल लेंस द्वारा संशोधित"],
      ["myopia, corrected with a concave lens", "निकट-दृष्टि दोष, अवतल लेंस द्वारा संशोधित"],
      ["presbyopia, corrected with a cylindrical lens", "जरा-दूरदृष्टिता, बेलनाकार लेंस द्वारा संशोधित"],
    ],
    2,
    [
      "In myopia the image of a distant object forms in front of the retina because the eyeball is too long or the eye lens too curved; a concave lens of suitable power spreads the rays so that the image falls on the retina.",
      "निकट-दृष्टि दोष में दूर की वस्तु का प्रतिबिंब दृष्टिपटल के सामने बनता है, क्योंकि नेत्र गोलक लंबा हो जाता है या नेत्र लेंस अधिक वक्रित होता है; उपयुक्त क्षमता का अवतल लेंस किरणों को फैलाकर प्रतिबिंब को दृष्टिपटल पर ले आता है।",
    ],
    ["human eye", "defects of vision"],
    "easy",
  ),
  mcqBi(
    ["Danger signal lights are red because red light:", "ख़तरे के संकेत वाली बत्तियाँ लाल रंग की होती हैं, क्योंकि लाल प्रकाश:"],
    [
      ["is scattered the least by fog and smoke, so it can be seen from far away", "कोहरे और धुएँ द्वारा सबसे कम प्रकीर्णित होता है, इसलिए दूर से दिखाई देता है"],
      ["is scattered the most by the molecules of air", "वायु के अणुओं द्वारा सबसे अधिक प्रकीर्णित होता है"],
      ["has the shortest wavelength of all visible light", "दृश्य प्रकाश में सबसे कम तरंगदैर्ध्य वाला होता है"],
      ["travels faster in air than light of other colours", "वायु में अन्य रंगों के प्रकाश से अधिक तेज़ चलता है"],
    ],
    0,
    [
      "Red has the longest wavelength in the visible spectrum, so it is scattered least by fog, smoke and dust and reaches farthest.",
      "दृश्य स्पेक्ट्रम में लाल रंग की तरंगदैर्ध्य सबसे अधिक होती है, इसलिए कोहरा, धुआँ और धूल इसे सबसे कम प्रकीर्णित करते हैं और यह सबसे दूर तक पहुँचता है।",
    ],
    ["human eye", "scattering of light"],
    "easy",
  ),
  mcqBi(
    ["Three resistors of 6 Ω each are connected in parallel. Their equivalent resistance is:", "6 Ω के तीन प्रतिरोधक पार्श्वक्रम में जोड़े गए हैं। उनका तुल्य प्रतिरोध है:"],
    [
      ["18 Ω", "18 Ω"],
      ["2 Ω", "2 Ω"],
      ["3 Ω", "3 Ω"],
      ["6 Ω", "6 Ω"],
    ],
    1,
    [
      "$\\frac{1}{R} = \\frac{1}{6} + \\frac{1}{6} + \\frac{1}{6} = \\frac{1}{2}$, so $R = 2$ Ω — in parallel the total is less than the smallest single resistance.",
      "$\\frac{1}{R} = \\frac{1}{6} + \\frac{1}{6} + \\frac{1}{6} = \\frac{1}{2}$, अतः $R = 2$ Ω — पार्श्वक्रम में कुल प्रतिरोध सबसे छोटे प्रतिरोध से भी कम होता है।",
    ],
    ["electricity", "resistors in parallel"],
    "easy",
  ),
  numBi(
    withNumberOnly([
      "A current of 0.5 A flows through a resistor of 12 Ω. What is the potential difference, in volts, across the resistor?",
      "12 Ω के एक प्रतिरोधक से 0.5 A की विद्युत धारा प्रवाहित होती है। प्रतिरोधक के सिरों के बीच विभवांतर कितने वोल्ट है?",
    ]),
    6,
    0,
    ["By Ohm's law, $V = IR = 0.5 \\times 12 = 6$ V.", "ओम के नियम से, $V = IR = 0.5 \\times 12 = 6$ V।"],
    ["electricity", "ohm's law"],
    "easy",
  ),
  mcqBi(
    [
      "An electric heater rated 1500 W is used for 2 hours every day. How much electrical energy does it use in 30 days?",
      "1500 W अनुमतांक वाला एक विद्युत हीटर प्रतिदिन 2 घंटे चलाया जाता है। 30 दिनों में यह कितनी विद्युत ऊर्जा का उपयोग करता है?",
    ],
    [
      ["45 kWh", "45 kWh"],
      ["900 kWh", "900 kWh"],
      ["3 kWh", "3 kWh"],
      ["90 kWh", "90 kWh"],
    ],
    3,
    [
      "Energy = power × time = 1.5 kW × (2 h × 30) = 90 kWh, that is, 90 'units' of electricity.",
      "ऊर्जा = शक्ति × समय = 1.5 kW × (2 h × 30) = 90 kWh, अर्थात् बिजली की 90 'यूनिट'।",
    ],
    ["electricity", "electric power"],
    "medium",
  ),
  mcqBi(
    [
      "The direction of the force on a straight current-carrying conductor placed in a magnetic field is given by:",
      "चुंबकीय क्षेत्र में रखे धारावाही सीधे चालक पर लगने वाले बल की दिशा किससे ज्ञात की जाती है?",
    ],
    [
      ["the right-hand thumb rule", "दक्षिण-हस्त अंगुष्ठ नियम"],
      ["Fleming's left-hand rule", "फ्लेमिंग का वामहस्त नियम"],
      ["Fleming's right-hand rule", "फ्लेमिंग का दक्षिण-हस्त नियम"],
      ["Ohm's law", "ओम का नियम"],
    ],
    1,
    [
      "Hold the thumb, forefinger and middle finger of the left hand at right angles: with the forefinger along the field and the middle finger along the current, the thumb gives the direction of the force.",
      "बाएँ हाथ के अँगूठे, तर्जनी और मध्यमा को परस्पर लंबवत फैलाइए: तर्जनी क्षेत्र की दिशा में और मध्यमा धारा की दिशा में हो, तो अँगूठा बल की दिशा बताता है।",
    ],
    ["magnetic effects of electric current", "force on a conductor"],
    "easy",
  ),
  mcqBi(
    [
      "**Assertion (A):** Two magnetic field lines never intersect each other.\n\n**Reason (R):** If they did, a compass needle at the point of intersection would have to point in two directions at once, which is not possible.",
      "**अभिकथन (A):** दो चुंबकीय क्षेत्र रेखाएँ कभी एक-दूसरे को प्रतिच्छेद नहीं करतीं।\n\n**कारण (R):** यदि वे प्रतिच्छेद करतीं, तो प्रतिच्छेद बिंदु पर दिक्सूचक की सुई को एक साथ दो दिशाओं में संकेत करना पड़ता, जो संभव नहीं है।",
    ],
    ASSERTION_REASON,
    0,
    [
      "At any point the magnetic field has a single direction, given by the tangent to the field line there; crossing lines would mean two directions at one point, so R correctly explains A.",
      "किसी बिंदु पर चुंबकीय क्षेत्र की केवल एक ही दिशा होती है, जो वहाँ क्षेत्र रेखा की स्पर्शरेखा से मिलती है; रेखाओं के प्रतिच्छेद का अर्थ होता एक बिंदु पर दो दिशाएँ, इसलिए R, A की सही व्याख्या है।",
    ],
    ["magnetic effects of electric current", "magnetic field lines"],
    "medium",
  ),
];

const science10Chemistry: DemoQuestion[] = [
  mcqBi(
    [
      "When steam is passed over red-hot iron, the reaction is $a\\,\\text{Fe} + b\\,\\text{H}_2\\text{O} \\rightarrow c\\,\\text{Fe}_3\\text{O}_4 + d\\,\\text{H}_2$. In the balanced equation, $(a, b, c, d)$ is:",
      "लाल तप्त लोहे पर भाप प्रवाहित करने पर अभिक्रिया होती है: $a\\,\\text{Fe} + b\\,\\text{H}_2\\text{O} \\rightarrow c\\,\\text{Fe}_3\\text{O}_4 + d\\,\\text{H}_2$। संतुलित समीकरण में $(a, b, c, d)$ है:",
    ],
    [
      ["(3, 4, 1, 2)", "(3, 4, 1, 2)"],
      ["(1, 4, 3, 4)", "(1, 4, 3, 4)"],
      ["(3, 4, 1, 4)", "(3, 4, 1, 4)"],
      ["(3, 2, 1, 4)", "(3, 2, 1, 4)"],
    ],
    2,
    [
      "Three Fe atoms make one Fe₃O₄; its four O atoms need four H₂O, and the eight H atoms of these give four H₂: $3\\text{Fe} + 4\\text{H}_2\\text{O} \\rightarrow \\text{Fe}_3\\text{O}_4 + 4\\text{H}_2$.",
      "तीन Fe परमाणुओं से एक Fe₃O₄ बनता है; इसके चार O परमाणुओं के लिए चार H₂O चाहिए, और उनके आठ H परमाणुओं से चार H₂ बनते हैं: $3\\text{Fe} + 4\\text{H}_2\\text{O} \\rightarrow \\text{Fe}_3\\text{O}_4 + 4\\text{H}_2$।",
    ],
    ["chemical reactions and equations", "balancing equations"],
    "medium",
  ),
  mcqBi(
    [
      "Silver chloride kept in sunlight turns grey: $2\\text{AgCl}(s) \\rightarrow 2\\text{Ag}(s) + \\text{Cl}_2(g)$. This is an example of:",
      "धूप में रखा सिल्वर क्लोराइड धूसर हो जाता है: $2\\text{AgCl}(s) \\rightarrow 2\\text{Ag}(s) + \\text{Cl}_2(g)$। यह किसका उदाहरण है?",
    ],
    [
      ["a combination reaction", "संयोजन अभिक्रिया"],
      ["a displacement reaction", "विस्थापन अभिक्रिया"],
      ["a double displacement reaction", "द्विविस्थापन अभिक्रिया"],
      ["a decomposition reaction brought about by light", "प्रकाश द्वारा होने वाली वियोजन अभिक्रिया"],
    ],
    3,
    [
      "A single reactant breaks down into simpler substances using the energy of light; this reaction was used in black-and-white photography.",
      "एक ही अभिकारक प्रकाश की ऊर्जा से सरल पदार्थों में टूट जाता है; इस अभिक्रिया का उपयोग श्वेत-श्याम फ़ोटोग्राफ़ी में होता था।",
    ],
    ["chemical reactions and equations", "types of reactions"],
    "easy",
  ),
  mcqBi(
    ["Packets of potato chips are often flushed with nitrogen gas. This is done mainly to:", "आलू के चिप्स के पैकेटों में प्रायः नाइट्रोजन गैस भरी जाती है। ऐसा मुख्यतः किसलिए किया जाता है?"],
    [
      ["make the packet look bigger", "पैकेट को बड़ा दिखाने के लिए"],
      ["stop the fats and oils in the chips from being oxidised and turning rancid", "चिप्स में मौजूद वसा और तेल को ऑक्सीकृत होकर विकृतगंधी होने से बचाने के लिए"],
      ["keep the chips warm", "चिप्स को गर्म रखने के लिए"],
      ["add flavour to the chips", "चिप्स में स्वाद बढ़ाने के लिए"],
    ],
    1,
    [
      "Nitrogen is unreactive and keeps oxygen out, so the fats are not oxidised — oxidation would spoil their smell and taste (rancidity).",
      "नाइट्रोजन अक्रियाशील है और ऑक्सीजन को दूर रखती है, इसलिए वसा का ऑक्सीकरण नहीं होता — ऑक्सीकरण से उनकी गंध और स्वाद बिगड़ जाते (विकृतगंधिता)।",
    ],
    ["chemical reactions and equations", "rancidity"],
    "easy",
  ),
  mcqBi(
    ["Tooth decay starts when the pH in the mouth falls below about:", "मुँह का pH लगभग किस मान से कम होने पर दाँतों का क्षय आरंभ होता है?"],
    [
      ["5.5", "5.5"],
      ["7.0", "7.0"],
      ["8.5", "8.5"],
      ["10.0", "10.0"],
    ],
    0,
    [
      "Bacteria turn sugar and food particles left in the mouth into acids; below pH 5.5 these attack the enamel. Toothpastes, which are basic, neutralise the excess acid.",
      "मुँह में बचे शर्करा और भोजन के कणों को जीवाणु अम्लों में बदल देते हैं; pH 5.5 से कम होने पर ये दाँतों के इनैमल पर प्रहार करते हैं। क्षारकीय टूथपेस्ट अतिरिक्त अम्ल को उदासीन कर देते हैं।",
    ],
    ["acids bases and salts", "ph in everyday life"],
    "easy",
  ),
  mcqBi(
    ["The chemical formula of plaster of Paris is:", "प्लास्टर ऑफ़ पेरिस का रासायनिक सूत्र है:"],
    [
      ["$\\text{CaSO}_4 \\cdot 2\\text{H}_2\\text{O}$", "$\\text{CaSO}_4 \\cdot 2\\text{H}_2\\text{O}$"],
      ["$\\text{CaSO}_4 \\cdot \\frac{1}{2}\\text{H}_2\\text{O}$", "$\\text{CaSO}_4 \\cdot \\frac{1}{2}\\text{H}_2\\text{O}$"],
      ["$\\text{CaCO}_3$", "$\\text{CaCO}_3$"],
      ["$\\text{Ca(OH)}_2$", "$\\text{Ca(OH)}_2$"],
    ],
    1,
    [
      "Heating gypsum ($\\text{CaSO}_4 \\cdot 2\\text{H}_2\\text{O}$) at 373 K drives off part of its water and gives calcium sulphate hemihydrate, which sets hard again when mixed with water.",
      "जिप्सम ($\\text{CaSO}_4 \\cdot 2\\text{H}_2\\text{O}$) को 373 K पर गर्म करने से उसका कुछ जल निकल जाता है और कैल्सियम सल्फ़ेट हेमिहाइड्रेट बनता है, जो जल मिलाने पर फिर से कठोर हो जाता है।",
    ],
    ["acids bases and salts", "plaster of paris"],
    "easy",
  ),
  mcqBi(
    ["Chemically, baking soda is:", "रासायनिक रूप से बेकिंग सोडा है:"],
    [
      ["sodium carbonate, Na₂CO₃", "सोडियम कार्बोनेट, Na₂CO₃"],
      ["sodium hydroxide, NaOH", "सोडियम हाइड्रॉक्साइड, NaOH"],
      ["sodium chloride, NaCl", "सोडियम क्लोराइड, NaCl"],
      ["sodium hydrogencarbonate, NaHCO₃", "सोडियम हाइड्रोजनकार्बोनेट, NaHCO₃"],
    ],
    3,
    [
      "Baking soda is NaHCO₃; on heating it gives off CO₂, which makes bread and cakes rise. Washing soda is $\\text{Na}_2\\text{CO}_3 \\cdot 10\\text{H}_2\\text{O}$.",
      "बेकिंग सोडा NaHCO₃ है; गर्म करने पर यह CO₂ छोड़ता है, जिससे ब्रेड और केक फूलते हैं। धोने का सोडा $\\text{Na}_2\\text{CO}_3 \\cdot 10\\text{H}_2\\text{O}$ है।",
    ],
    ["acids bases and salts", "baking soda"],
    "easy",
  ),
  mcqBi(
    ["Which metal is stored under kerosene because it catches fire if kept in the open?", "कौन-सी धातु केरोसिन में डुबोकर रखी जाती है, क्योंकि खुले में रखने पर उसमें आग लग जाती है?"],
    [
      ["Sodium", "सोडियम"],
      ["Iron", "लोहा"],
      ["Copper", "ताँबा"],
      ["Aluminium", "ऐलुमिनियम"],
    ],
    0,
    [
      "Sodium, like potassium, reacts so vigorously with the oxygen and moisture of air that it can catch fire, so it is kept immersed in kerosene.",
      "पोटैशियम की तरह सोडियम भी वायु की ऑक्सीजन और नमी से इतनी तीव्रता से अभिक्रिया करता है कि उसमें आग लग सकती है, इसलिए उसे केरोसिन में डुबोकर रखा जाता है।",
    ],
    ["metals and non-metals", "reactivity of metals"],
    "easy",
  ),
  mcqBi(
    [
      "An iron nail is dipped in copper sulphate solution for about 20 minutes. The colour of the solution changes from:",
      "लोहे की एक कील को लगभग 20 मिनट तक कॉपर सल्फ़ेट के विलयन में डुबोकर रखा जाता है। विलयन का रंग बदलता है:",
    ],
    [
      ["green to blue", "हरे से नीला"],
      ["colourless to blue", "रंगहीन से नीला"],
      ["blue to pale green", "नीले से हल्का हरा"],
      ["blue to colourless", "नीले से रंगहीन"],
    ],
    2,
    [
      "Iron is more reactive than copper and displaces it: $\\text{Fe} + \\text{CuSO}_4 \\rightarrow \\text{FeSO}_4 + \\text{Cu}$. Iron(II) sulphate is pale green, and a brownish coat of copper forms on the nail.",
      "लोहा ताँबे से अधिक क्रियाशील है और उसे विस्थापित कर देता है: $\\text{Fe} + \\text{CuSO}_4 \\rightarrow \\text{FeSO}_4 + \\text{Cu}$। आयरन सल्फ़ेट का रंग हल्का हरा होता है, और कील पर ताँबे की भूरी परत जम जाती है।",
    ],
    ["metals and non-metals", "displacement reactions"],
    "easy",
  ),
  numBi(
    withNumberOnly(["How many covalent bonds are there in one molecule of ethane, C₂H₆?", "एथेन (C₂H₆) के एक अणु में कितने सहसंयोजी आबंध होते हैं?"]),
    7,
    0,
    [
      "Each carbon atom forms three C–H bonds (six in all) and the two carbon atoms are joined by one C–C bond: 6 + 1 = 7.",
      "प्रत्येक कार्बन परमाणु तीन C–H आबंध बनाता है (कुल छह) और दोनों कार्बन परमाणु एक C–C आबंध से जुड़े होते हैं: 6 + 1 = 7।",
    ],
    ["carbon and its compounds", "covalent bonding"],
    "medium",
  ),
  mcqBi(
    [
      "**Assertion (A):** Pure ethanoic acid is called glacial acetic acid.\n\n**Reason (R):** The melting point of pure ethanoic acid is 290 K, so it often freezes in winter in cold climates.",
      "**अभिकथन (A):** शुद्ध एथेनॉइक अम्ल को ग्लैशल ऐसीटिक अम्ल कहते हैं।\n\n**कारण (R):** शुद्ध एथेनॉइक अम्ल का गलनांक 290 K है, इसलिए ठंडे प्रदेशों में सर्दियों में यह प्रायः जम जाता है।",
    ],
    ASSERTION_REASON,
    0,
    [
      "Because pure ethanoic acid solidifies at about 290 K (17 °C), it forms ice-like crystals in cold weather — hence the name glacial acetic acid.",
      "शुद्ध एथेनॉइक अम्ल लगभग 290 K (17 °C) पर ठोस हो जाता है, इसलिए ठंडे मौसम में इसके बर्फ़ जैसे क्रिस्टल बन जाते हैं — इसी से इसका नाम ग्लैशल ऐसीटिक अम्ल पड़ा।",
    ],
    ["carbon and its compounds", "ethanoic acid"],
    "medium",
  ),
];

const science10Biology: DemoQuestion[] = [
  mcqBi(
    ["In which part of the human alimentary canal is the digestion of food completed?", "मानव आहार नाल के किस भाग में भोजन का पाचन पूरा होता है?"],
    [
      ["Stomach", "आमाशय"],
      ["Small intestine", "क्षुद्रांत्र (छोटी आँत)"],
      ["Large intestine", "बृहदांत्र (बड़ी आँत)"],
      ["Oesophagus", "ग्रसिका"],
    ],
    1,
    [
      "In the small intestine, bile, pancreatic juice and intestinal juice complete the digestion of carbohydrates, proteins and fats, and the villi absorb the digested food.",
      "क्षुद्रांत्र में पित्त, अग्न्याशयी रस और आंत्र रस कार्बोहाइड्रेट, प्रोटीन और वसा का पाचन पूरा करते हैं, और दीर्घरोम पचे हुए भोजन का अवशोषण करते हैं।",
    ],
    ["life processes", "nutrition"],
    "easy",
  ),
  mcqBi(
    ["The opening and closing of a stomatal pore is controlled by:", "रंध्र के छिद्र का खुलना और बंद होना किसके द्वारा नियंत्रित होता है?"],
    [
      ["the xylem vessels of the leaf", "पत्ती की जाइलम वाहिकाओं द्वारा"],
      ["the root hairs", "मूलरोमों द्वारा"],
      ["the chlorophyll of the epidermis", "बाह्यत्वचा के क्लोरोफ़िल द्वारा"],
      ["changes in the turgor of the guard cells", "द्वार कोशिकाओं की स्फीति में परिवर्तन द्वारा"],
    ],
    3,
    [
      "When water flows into the guard cells they swell and the pore opens; when they lose water they shrink and the pore closes.",
      "जब द्वार कोशिकाओं में जल प्रवेश करता है तो वे फूल जाती हैं और छिद्र खुल जाता है; जल निकलने पर वे सिकुड़ जाती हैं और छिद्र बंद हो जाता है।",
    ],
    ["life processes", "gaseous exchange in plants"],
    "easy",
  ),
  mcqBi(
    [
      "During one complete circuit of the body, how many times does blood pass through the human heart?",
      "शरीर के एक पूरे चक्कर के दौरान रुधिर मानव हृदय से कितनी बार होकर गुज़रता है?",
    ],
    [
      ["Once", "एक बार"],
      ["Three times", "तीन बार"],
      ["Twice", "दो बार"],
      ["Four times", "चार बार"],
    ],
    2,
    [
      "Humans have double circulation: blood goes from the heart to the lungs and back, then from the heart to the rest of the body and back, which keeps oxygenated and deoxygenated blood apart.",
      "मनुष्यों में दोहरा परिसंचरण होता है: रुधिर हृदय से फेफड़ों में जाकर लौटता है, फिर हृदय से शेष शरीर में जाकर लौटता है, जिससे ऑक्सीजनित और विऑक्सीजनित रुधिर अलग-अलग रहते हैं।",
    ],
    ["life processes", "transportation in human beings"],
    "easy",
  ),
  mcqBi(
    ["The basic filtration unit of the human kidney is the:", "मानव वृक्क की मूल निस्यंदन इकाई है:"],
    [
      ["neuron", "तंत्रिका कोशिका (न्यूरॉन)"],
      ["nephron", "वृक्काणु (नेफ्रॉन)"],
      ["alveolus", "कूपिका"],
      ["villus", "दीर्घरोम"],
    ],
    1,
    [
      "Each kidney has a very large number of nephrons; in each, the glomerulus filters the blood and the tubule reabsorbs useful substances, leaving urine.",
      "प्रत्येक वृक्क में बहुत बड़ी संख्या में वृक्काणु होते हैं; प्रत्येक में केशिकागुच्छ रुधिर को छानता है और नलिका उपयोगी पदार्थों का पुनरवशोषण करती है, जिससे मूत्र बचता है।",
    ],
    ["life processes", "excretion"],
    "easy",
  ),
  mcqBi(
    [
      "Which plant hormone promotes cell division and is present in high concentration in regions such as fruits and seeds?",
      "कौन-सा पादप हॉर्मोन कोशिका विभाजन को बढ़ावा देता है और फलों तथा बीजों जैसे भागों में अधिक सांद्रता में पाया जाता है?",
    ],
    [
      ["Auxin", "ऑक्सिन"],
      ["Gibberellin", "जिबरेलिन"],
      ["Cytokinin", "साइटोकाइनिन"],
      ["Abscisic acid", "एब्सिसिक अम्ल"],
    ],
    2,
    [
      "Cytokinins promote cell division and are concentrated where cells divide rapidly; auxins promote growth in length, gibberellins stem growth, and abscisic acid inhibits growth.",
      "साइटोकाइनिन कोशिका विभाजन को प्रेरित करते हैं और जहाँ कोशिकाएँ तेज़ी से विभाजित होती हैं वहाँ अधिक होते हैं; ऑक्सिन लंबाई में वृद्धि, जिबरेलिन तने की वृद्धि को बढ़ाते हैं, और एब्सिसिक अम्ल वृद्धि को रोकता है।",
    ],
    ["control and coordination", "plant hormones"],
    "easy",
  ),
  mcqBi(
    [
      "Pulling the hand away from a hot object, even before we feel the pain, is a reflex action controlled by the:",
      "दर्द महसूस होने से पहले ही किसी गर्म वस्तु से हाथ हटा लेना एक प्रतिवर्ती क्रिया है, जो किसके द्वारा नियंत्रित होती है?",
    ],
    [
      ["spinal cord", "मेरुरज्जु"],
      ["cerebrum", "प्रमस्तिष्क"],
      ["cerebellum", "अनुमस्तिष्क"],
      ["pituitary gland", "पीयूष ग्रंथि"],
    ],
    0,
    [
      "In a reflex arc the sensory nerve carries the signal to the spinal cord, which sends a command straight back through a motor nerve to the muscle; the message reaches the brain only afterwards.",
      "प्रतिवर्ती चाप में संवेदी तंत्रिका संदेश को मेरुरज्जु तक ले जाती है, जो प्रेरक तंत्रिका के द्वारा सीधे पेशी को आदेश भेज देता है; संदेश मस्तिष्क तक बाद में पहुँचता है।",
    ],
    ["control and coordination", "reflex action"],
    "easy",
  ),
  mcqBi(
    ["Which of the following organisms reproduces asexually by budding?", "निम्नलिखित में से कौन-सा जीव मुकुलन द्वारा अलैंगिक जनन करता है?"],
    [
      ["Amoeba", "अमीबा"],
      ["Plasmodium", "प्लैज़्मोडियम"],
      ["Spirogyra", "स्पाइरोगाइरा"],
      ["Hydra", "हाइड्रा"],
    ],
    3,
    [
      "In Hydra a bud grows from regenerative cells, develops into a small individual and then detaches; Amoeba divides by binary fission, Plasmodium by multiple fission and Spirogyra by fragmentation.",
      "हाइड्रा में पुनर्जनन कोशिकाओं से एक मुकुल बनता है, जो छोटे जीव के रूप में विकसित होकर अलग हो जाता है; अमीबा द्विखंडन से, प्लैज़्मोडियम बहुखंडन से और स्पाइरोगाइरा खंडन से जनन करते हैं।",
    ],
    ["how do organisms reproduce", "asexual reproduction"],
    "easy",
  ),
  mcqBi(
    ["After fertilisation in a flower, which part develops into the fruit?", "पुष्प में निषेचन के बाद कौन-सा भाग फल में विकसित होता है?"],
    [
      ["The ovule", "बीजांड"],
      ["The ovary", "अंडाशय"],
      ["The petals", "पंखुड़ियाँ"],
      ["The anther", "परागकोश"],
    ],
    1,
    [
      "The ovary grows and ripens into the fruit, while the ovules inside it become seeds; the petals, sepals and stamens usually wither and fall off.",
      "अंडाशय वृद्धि करके पककर फल बनता है, जबकि उसके भीतर के बीजांड बीज बन जाते हैं; पंखुड़ियाँ, बाह्यदल और पुंकेसर प्रायः मुरझाकर गिर जाते हैं।",
    ],
    ["how do organisms reproduce", "sexual reproduction in flowering plants"],
    "easy",
  ),
  mcqBi(
    ["In human beings, the sex of a child is decided by:", "मनुष्यों में बच्चे का लिंग किसके द्वारा निर्धारित होता है?"],
    [
      ["the chromosome, X or Y, inherited from the father", "पिता से प्राप्त गुणसूत्र, X या Y, द्वारा"],
      ["the X chromosome inherited from the mother", "माता से प्राप्त X गुणसूत्र द्वारा"],
      ["the temperature at which the embryo develops", "उस तापमान द्वारा जिस पर भ्रूण विकसित होता है"],
      ["the number of autosomes the child receives", "बच्चे को मिले अलिंग गुणसूत्रों की संख्या द्वारा"],
    ],
    0,
    [
      "A mother always passes on an X chromosome, but a father passes on either an X (the child is a girl, XX) or a Y (the child is a boy, XY).",
      "माता सदैव X गुणसूत्र देती है, परंतु पिता या तो X देता है (संतान लड़की, XX) या Y (संतान लड़का, XY)।",
    ],
    ["heredity", "sex determination"],
    "easy",
  ),
  numBi(
    withNumberOnly([
      "In the food chain grass → grasshopper → frog → snake, the grass traps 10,000 J of solar energy. Following the 10 per cent law, how many joules of energy will be available to the frog?",
      "आहार शृंखला घास → टिड्डा → मेंढक → साँप में घास 10,000 J सौर ऊर्जा ग्रहण करती है। 10 प्रतिशत के नियम के अनुसार मेंढक को कितने जूल ऊर्जा उपलब्ध होगी?",
    ]),
    100,
    0,
    [
      "Only about 10% of the energy passes on to the next trophic level: 10,000 J → 1,000 J (grasshopper) → 100 J (frog).",
      "केवल लगभग 10% ऊर्जा अगले पोषी स्तर तक पहुँचती है: 10,000 J → 1,000 J (टिड्डा) → 100 J (मेंढक)।",
    ],
    ["our environment", "energy flow"],
    "easy",
  ),
];

// ——— Class 12 Mathematics ———

const maths12Objective: DemoQuestion[] = [
  mcq(
    "The relation $R = \\{(1, 1), (2, 2), (3, 3), (1, 2)\\}$ on the set $A = \\{1, 2, 3\\}$ is:",
    [
      "reflexive and transitive but not symmetric",
      "an equivalence relation",
      "symmetric and transitive but not reflexive",
      "reflexive and symmetric but not transitive",
    ],
    0,
    "All of $(1,1), (2,2), (3,3)$ are present, so $R$ is reflexive; $(1,2) \\in R$ but $(2,1) \\notin R$, so it is not symmetric; and every chain such as $(1,1),(1,2)$ or $(1,2),(2,2)$ gives $(1,2) \\in R$, so it is transitive.",
    ["relations and functions", "types of relations"],
    "medium",
  ),
  mcq(
    "The value of $\\tan^{-1}(1) + \\cos^{-1}\\left(-\\frac{1}{2}\\right)$ is:",
    ["$\\frac{5\\pi}{12}$", "$\\frac{7\\pi}{12}$", "$\\frac{11\\pi}{12}$", "$\\frac{3\\pi}{4}$"],
    2,
    "With principal values, $\\tan^{-1}(1) = \\frac{\\pi}{4}$ and $\\cos^{-1}\\left(-\\frac{1}{2}\\right) = \\pi - \\frac{\\pi}{3} = \\frac{2\\pi}{3}$, and $\\frac{\\pi}{4} + \\frac{2\\pi}{3} = \\frac{11\\pi}{12}$.",
    ["inverse trigonometric functions", "principal values"],
    "easy",
  ),
  mcq(
    "If $A$ is a square matrix of order 3 with $|A| = 4$, then $|2A|$ equals:",
    ["8", "24", "64", "32"],
    3,
    "For a matrix of order $n$, $|kA| = k^n|A|$, so $|2A| = 2^3 \\times 4 = 32$.",
    ["determinants", "properties of determinants"],
    "easy",
  ),
  mcq(
    "If $\\begin{vmatrix} x & 4 \\\\ 3 & x \\end{vmatrix} = 13$, then $x$ equals:",
    ["$\\pm 1$", "$\\pm 5$", "5 only", "$\\pm\\sqrt{13}$"],
    1,
    "Expanding, $x^2 - 12 = 13$, so $x^2 = 25$ and $x = \\pm 5$.",
    ["determinants", "evaluation of determinants"],
    "easy",
  ),
  mcq(
    "If $y = \\sin(x^2)$, then $\\frac{dy}{dx}$ is:",
    ["$\\cos(x^2)$", "$2x\\cos(x^2)$", "$2x\\sin(x^2)$", "$-2x\\cos(x^2)$"],
    1,
    "By the chain rule, $\\frac{dy}{dx} = \\cos(x^2) \\cdot \\frac{d}{dx}(x^2) = 2x\\cos(x^2)$.",
    ["continuity and differentiability", "chain rule"],
    "easy",
  ),
  mcq(
    "The derivative of $\\log(\\sec x + \\tan x)$ with respect to $x$ is:",
    ["$\\tan x$", "$\\sec x \\tan x$", "$\\sec^2 x$", "$\\sec x$"],
    3,
    "$\\frac{d}{dx}\\log(\\sec x + \\tan x) = \\frac{\\sec x \\tan x + \\sec^2 x}{\\sec x + \\tan x} = \\frac{\\sec x(\\tan x + \\sec x)}{\\sec x + \\tan x} = \\sec x$.",
    ["continuity and differentiability", "derivatives of logarithmic functions"],
    "medium",
  ),
  mcq(
    "The function $f(x) = x^3 - 3x^2 + 3x - 5$ defined on $\\mathbb{R}$ is:",
    ["increasing on $\\mathbb{R}$", "decreasing on $\\mathbb{R}$", "increasing only for $x > 1$", "has a local maximum at $x = 1$"],
    0,
    "$f'(x) = 3x^2 - 6x + 3 = 3(x - 1)^2 \\ge 0$, zero only at the single point $x = 1$, so $f$ is increasing on the whole of $\\mathbb{R}$ and has no extremum there.",
    ["application of derivatives", "increasing and decreasing functions"],
    "medium",
  ),
  mcq(
    "$\\int \\frac{dx}{x^2 + 9}$ equals:",
    [
      "$\\tan^{-1}\\frac{x}{3} + C$",
      "$\\frac{1}{3}\\tan^{-1}\\frac{x}{3} + C$",
      "$3\\tan^{-1}\\frac{x}{3} + C$",
      "$\\frac{1}{6}\\log\\left|\\frac{x - 3}{x + 3}\\right| + C$",
    ],
    1,
    "Using $\\int \\frac{dx}{x^2 + a^2} = \\frac{1}{a}\\tan^{-1}\\frac{x}{a} + C$ with $a = 3$.",
    ["integrals", "standard integrals"],
    "easy",
  ),
  mcq(
    "The value of $\\int_{-\\pi/2}^{\\pi/2} \\sin^5 x \\, dx$ is:",
    ["1", "$\\frac{\\pi}{2}$", "0", "2"],
    2,
    "$\\sin^5 x$ is an odd function ($\\sin^5(-x) = -\\sin^5 x$), and the integral of an odd function over $[-a, a]$ is 0.",
    ["integrals", "properties of definite integrals"],
    "easy",
  ),
  mcq(
    "The order and degree of the differential equation $\\left(\\frac{d^2y}{dx^2}\\right)^3 + \\left(\\frac{dy}{dx}\\right)^4 + y = 0$ are:",
    ["order 2, degree 3", "order 2, degree 4", "order 3, degree 2", "order 4, degree 3"],
    0,
    "The highest derivative present is $\\frac{d^2y}{dx^2}$ (order 2), and the equation is a polynomial in the derivatives in which that derivative is raised to the power 3 (degree 3).",
    ["differential equations", "order and degree"],
    "easy",
  ),
  mcq(
    "The unit vector in the direction of $\\vec{a} = 2\\hat{i} - \\hat{j} + 2\\hat{k}$ is:",
    [
      "$2\\hat{i} - \\hat{j} + 2\\hat{k}$",
      "$\\frac{1}{\\sqrt{5}}(2\\hat{i} - \\hat{j} + 2\\hat{k})$",
      "$\\frac{1}{9}(2\\hat{i} - \\hat{j} + 2\\hat{k})$",
      "$\\frac{1}{3}(2\\hat{i} - \\hat{j} + 2\\hat{k})$",
    ],
    3,
    "$|\\vec{a}| = \\sqrt{4 + 1 + 4} = 3$, and the unit vector is $\\frac{\\vec{a}}{|\\vec{a}|}$.",
    ["vector algebra", "unit vectors"],
    "easy",
  ),
  mcq(
    "If $A$ and $B$ are independent events with $P(A) = 0.4$ and $P(B) = 0.5$, then $P(A \\cup B)$ is:",
    ["0.9", "0.7", "0.2", "0.5"],
    1,
    "For independent events $P(A \\cap B) = 0.4 \\times 0.5 = 0.2$, so $P(A \\cup B) = 0.4 + 0.5 - 0.2 = 0.7$.",
    ["probability", "independent events"],
    "easy",
  ),
];

const maths12MoreThanOne: DemoQuestion[] = [
  multi(
    "Which of the following functions from $\\mathbb{R}$ to $\\mathbb{R}$ are one-one (injective)? Select all that apply.",
    ["$f(x) = 3x + 2$", "$f(x) = x^2$", "$f(x) = x^3$", "$f(x) = |x|$"],
    [0, 2],
    "$3x + 2$ and $x^3$ are strictly increasing, so distinct inputs give distinct outputs; $x^2$ and $|x|$ take the same value at $x$ and $-x$.",
    ["relations and functions", "one-one functions"],
    "easy",
  ),
  multi(
    "Let $A = \\begin{pmatrix} 1 & 2 \\\\ 2 & 1 \\end{pmatrix}$. Which of the following are true? Select all that apply.",
    ["$A$ is a symmetric matrix", "$|A| = 3$", "$A^2 = 2A + 3I$", "$A$ is invertible"],
    [0, 2, 3],
    "$A^T = A$; $|A| = 1 - 4 = -3 \\ne 0$, so $A$ is invertible; and $A^2 = \\begin{pmatrix} 5 & 4 \\\\ 4 & 5 \\end{pmatrix} = 2A + 3I$.",
    ["matrices", "algebra of matrices"],
    "medium",
  ),
  multi(
    "For $f(x) = x^3 - 6x^2 + 9x + 1$, which of the following are true? Select all that apply.",
    ["$f$ has a local maximum at $x = 1$", "$f$ has a local minimum at $x = 3$", "The local maximum value of $f$ is 5", "$f$ is increasing on the interval $(1, 3)$"],
    [0, 1, 2],
    "$f'(x) = 3(x - 1)(x - 3)$ changes sign from + to − at $x = 1$ (maximum, $f(1) = 5$) and from − to + at $x = 3$ (minimum, $f(3) = 1$); between them $f' < 0$, so $f$ decreases on $(1, 3)$.",
    ["application of derivatives", "maxima and minima"],
    "medium",
  ),
  multi(
    "Which of the following are solutions of the differential equation $\\frac{dy}{dx} = y$? Select all that apply.",
    ["$y = e^x$", "$y = 5e^x$", "$y = xe^x$", "$y = 0$"],
    [0, 1, 3],
    "The general solution is $y = Ce^x$, which includes $C = 1$, $C = 5$ and $C = 0$; for $y = xe^x$, $y' = e^x + xe^x \\ne y$.",
    ["differential equations", "general and particular solutions"],
    "medium",
  ),
  multi(
    "For $\\vec{a} = \\hat{i} + 2\\hat{j} - \\hat{k}$ and $\\vec{b} = 2\\hat{i} - \\hat{j}$, which of the following are true? Select all that apply.",
    [
      "$\\vec{a}$ and $\\vec{b}$ are perpendicular",
      "$|\\vec{b}| = \\sqrt{6}$",
      "$\\vec{a} \\times \\vec{b} = -\\hat{i} - 2\\hat{j} - 5\\hat{k}$",
      "$\\vec{a}$ and $\\vec{b}$ are parallel",
    ],
    [0, 2],
    "$\\vec{a} \\cdot \\vec{b} = 2 - 2 + 0 = 0$, so they are perpendicular (not parallel); $|\\vec{b}| = \\sqrt{5}$; and expanding the determinant gives $\\vec{a} \\times \\vec{b} = -\\hat{i} - 2\\hat{j} - 5\\hat{k}$.",
    ["vector algebra", "scalar and vector products"],
    "medium",
  ),
];

const maths12Numerical: DemoQuestion[] = [
  num(
    "The function $f(x) = kx + 1$ for $x \\le 2$ and $f(x) = 3x - 1$ for $x > 2$ is continuous at $x = 2$. Find $k$.",
    2,
    0,
    "Continuity at 2 needs the left-hand value $2k + 1$ to equal the right-hand limit $3(2) - 1 = 5$, so $k = 2$.",
    ["continuity and differentiability", "continuity"],
    "easy",
  ),
  num(
    "Find the area, in square units, of the region bounded by the curve $y = x^2$, the x-axis and the lines $x = 0$ and $x = 3$.",
    9,
    0,
    "Area $= \\int_0^3 x^2\\,dx = \\left[\\frac{x^3}{3}\\right]_0^3 = 9$ square units.",
    ["application of integrals", "area under a curve"],
    "easy",
  ),
  num(
    "Evaluate $\\int_0^1 \\frac{2x}{1 + x^2}\\,dx$, correct to two decimal places.",
    0.69,
    0.01,
    "With $t = 1 + x^2$, $dt = 2x\\,dx$, the integral becomes $\\int_1^2 \\frac{dt}{t} = \\log 2 \\approx 0.693$.",
    ["integrals", "integration by substitution"],
    "medium",
  ),
  num(
    "Maximise $Z = 3x + 2y$ subject to $x + y \\le 4$, $x \\le 3$, $x \\ge 0$, $y \\ge 0$. What is the maximum value of $Z$?",
    11,
    0,
    "The corner points of the feasible region are $(0, 0)$, $(3, 0)$, $(3, 1)$ and $(0, 4)$, where $Z$ is 0, 9, 11 and 8; the maximum is 11 at $(3, 1)$.",
    ["linear programming", "corner point method"],
    "medium",
  ),
  num(
    "Bag I contains 3 red and 2 black balls, and bag II contains 2 red and 3 black balls. A bag is chosen at random and a ball drawn from it is red. Find the probability that it came from bag I, as a decimal.",
    0.6,
    0.001,
    "By Bayes' theorem, $P(\\text{I} \\mid \\text{red}) = \\frac{\\frac{1}{2} \\cdot \\frac{3}{5}}{\\frac{1}{2} \\cdot \\frac{3}{5} + \\frac{1}{2} \\cdot \\frac{2}{5}} = \\frac{3}{5} = 0.6$.",
    ["probability", "bayes theorem"],
    "medium",
  ),
  num(
    "A fair die is thrown twice. Find the probability that the sum of the two numbers is 8, as a decimal correct to two places.",
    0.14,
    0.01,
    "The favourable outcomes are (2, 6), (3, 5), (4, 4), (5, 3) and (6, 2), so the probability is $\\frac{5}{36} \\approx 0.139$.",
    ["probability", "classical probability"],
    "easy",
  ),
  num(
    "Find the value of the determinant $\\begin{vmatrix} 2 & -1 & 3 \\\\ 1 & 0 & 2 \\\\ 4 & 1 & -1 \\end{vmatrix}$.",
    -10,
    0,
    "Expanding along the first row: $2(0 - 2) + 1(-1 - 8) + 3(1 - 0) = -4 - 9 + 3 = -10$.",
    ["determinants", "evaluation of determinants"],
    "medium",
  ),
  num(
    "Find the angle, in degrees, between two lines whose direction ratios are $1, 1, 0$ and $1, 0, 1$.",
    60,
    0,
    "$\\cos\\theta = \\frac{1 \\cdot 1 + 1 \\cdot 0 + 0 \\cdot 1}{\\sqrt{2}\\,\\sqrt{2}} = \\frac{1}{2}$, so $\\theta = 60^\\circ$.",
    ["three dimensional geometry", "angle between lines"],
    "easy",
  ),
];

export const cbseMocks: DemoQuiz[] = [
  {
    key: "mock-cbse-10th-science-1",
    mode: "mock",
    title: { en: "CBSE Class 10 Science — Board Practice Test 1", hi: "सीबीएसई कक्षा 10 विज्ञान — बोर्ड अभ्यास परीक्षा 1" },
    class: "10th",
    subject: "Science",
    exam: "CBSE",
    preset: "cbse",
    durationSeconds: 3600,
    sections: [
      { title: { en: "Physics", hi: "भौतिकी" }, marking: ONE_MARK, questions: science10Physics },
      { title: { en: "Chemistry", hi: "रसायन विज्ञान" }, marking: ONE_MARK, questions: science10Chemistry },
      { title: { en: "Biology", hi: "जीव विज्ञान" }, marking: ONE_MARK, questions: science10Biology },
    ],
  },
  {
    key: "mock-cbse-12th-mathematics-1",
    mode: "mock",
    title: { en: "CBSE Class 12 Mathematics — Board Practice Test 1", hi: "सीबीएसई कक्षा 12 गणित — बोर्ड अभ्यास परीक्षा 1" },
    class: "12th",
    subject: "Mathematics",
    exam: "CBSE",
    preset: "cbse",
    durationSeconds: 3600,
    sections: [
      {
        title: { en: "Section A — Multiple choice (1 mark each)", hi: "खंड क — बहुविकल्पीय प्रश्न (प्रत्येक 1 अंक)" },
        marking: ONE_MARK,
        questions: maths12Objective,
      },
      {
        title: { en: "Section B — More than one correct option (2 marks each)", hi: "खंड ख — एक से अधिक सही विकल्प (प्रत्येक 2 अंक)" },
        marking: { correct: 2, incorrect: 0, unanswered: 0 },
        questions: maths12MoreThanOne,
      },
      {
        title: { en: "Section C — Numerical answer (3 marks each)", hi: "खंड ग — संख्यात्मक उत्तर (प्रत्येक 3 अंक)" },
        marking: { correct: 3, incorrect: 0, unanswered: 0 },
        questions: maths12Numerical,
      },
    ],
  },
];
