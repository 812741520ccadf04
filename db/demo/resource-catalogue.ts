// Demo study resources, written for Vidyapath: six or more of each kind across Class 10th, 12th,
// Graduate, JEE, NEET and UPSC, free and paid, English and Hindi. Each item's PDF is generated at
// first start from these texts (app/features/resources/resource-pdf.server.ts): a title page and one
// page per section, so every file is a real multi-page document with real text.
export type DemoSection = { heading: string; body: string };
export type DemoResource = {
  key: string; // stable demo key: file names, and how start-up recognises its own items
  kind: "pdf-notes" | "books" | "previous-papers" | "mock-papers";
  title: string;
  classLevel: "10th" | "12th" | "Graduate";
  subject: string;
  exam: string | null;
  author: string | null;
  language: "en" | "hi";
  priceRupees: number;
  searchKeywords: string;
  sections: DemoSection[];
  /** Illustrated plates (large images made at run time): the one big free book. */
  plates?: number;
};

const physics = "भौतिकी फिजिक्स physics bhautiki";
const chemistry = "रसायन विज्ञान केमिस्ट्री chemistry rasayan";
const biology = "जीव विज्ञान बायोलॉजी biology jeev vigyan";
const maths = "गणित मैथ्स mathematics maths ganit";
const polity = "राजव्यवस्था संविधान पॉलिटी polity samvidhan";
const history = "इतिहास हिस्ट्री history itihas";

// Questions for the demo papers, by subject; each paper gets its instructions and two sections.
const QUESTIONS: Record<string, { en: string[]; hi: string[] }> = {
  Science: { en: ["Why does the sky appear blue? Explain with the scattering of light.", "Balance: Fe + H₂O → Fe₃O₄ + H₂, and name the type of reaction.", "Draw the human heart and label its four chambers.", "State Ohm's law and find the resistance of a 5 m wire of resistivity 1.7 × 10⁻⁸ Ω m and area 1 mm²."], hi: [] },
  Mathematics: { en: ["Find the roots of 2x² - 7x + 3 = 0 by the quadratic formula.", "Prove that √2 is irrational.", "Find the area of the triangle with vertices (1, 2), (4, 6) and (7, 2).", "Evaluate the integral of x eˣ dx."], hi: ["द्विघात सूत्र से 2x² - 7x + 3 = 0 के मूल ज्ञात कीजिए।", "सिद्ध कीजिए कि √2 अपरिमेय है।"] },
  Physics: { en: ["A car accelerates uniformly from rest to 20 m/s in 10 s. Find the distance covered.", "Find the equivalent resistance of 2 Ω, 3 Ω and 6 Ω in parallel.", "State Lenz's law and explain it with a bar magnet falling through a coil.", "A convex lens of focal length 20 cm forms a real image at 60 cm. Find the object distance."], hi: ["10 s में विराम से 20 m/s तक समान त्वरण से चलने वाली कार द्वारा तय दूरी ज्ञात कीजिए।", "2 Ω, 3 Ω और 6 Ω के समांतर संयोजन का तुल्य प्रतिरोध ज्ञात कीजिए।", "लेंज़ का नियम लिखिए और एक कुंडली में गिरते छड़ चुंबक से समझाइए।", "20 cm फोकस दूरी का उत्तल लेंस 60 cm पर वास्तविक प्रतिबिंब बनाता है। वस्तु की दूरी ज्ञात कीजिए।"] },
  Biology: { en: ["Which enzyme joins DNA fragments in recombinant DNA technology?", "Name the hormone that regulates the sleep–wake cycle.", "What is the function of the loop of Henle?", "Explain double fertilisation in flowering plants."], hi: [] },
  "General Studies": { en: ["Which Article of the Constitution deals with the Finance Commission?", "The Battle of Plassey was fought in which year?", "Which river is known as the Dakshin Ganga?", "What does the repo rate mean?"], hi: ["संविधान का कौन सा अनुच्छेद वित्त आयोग से संबंधित है?", "प्लासी का युद्ध किस वर्ष लड़ा गया था?", "किस नदी को दक्षिण गंगा कहा जाता है?", "रेपो दर से क्या अभिप्राय है?"] },
  English: { en: ["Write an essay of 1,000–1,200 words: \"Technology is a good servant but a bad master.\"", "Write an essay: \"The cities of tomorrow must be built for people, not cars.\"", "Outline: introduction with a story, three arguments, a counter-view, a balanced conclusion.", "Common mistakes: quoting without sources, and conclusions that repeat the introduction."], hi: [] },
};

function paperSections(subject: string, language: "en" | "hi", type: "previous" | "mock"): DemoSection[] {
  const q = QUESTIONS[subject] ?? QUESTIONS.Science;
  const list = language === "hi" && q.hi.length ? q.hi : q.en;
  if (language === "hi") {
    return [
      { heading: "निर्देश", body: type === "mock" ? "यह मॉक पेपर असली परीक्षा के पैटर्न पर बना है। समय का ध्यान रखें और सभी प्रश्न हल करें। प्रत्येक सही उत्तर पर पूरे अंक मिलते हैं।" : "यह पिछले वर्ष का प्रश्नपत्र है। पहले बिना उत्तर देखे हल करें, फिर अंत में दिए गए हलों से मिलान करें।" },
      { heading: "खंड क", body: list.slice(0, 2).map((s, i) => `${i + 1}. ${s}`).join(" ") },
      { heading: "खंड ख", body: list.slice(2).map((s, i) => `${i + 3}. ${s}`).join(" ") || list.map((s, i) => `${i + 1}. ${s}`).join(" ") },
    ];
  }
  return [
    { heading: "Instructions", body: type === "mock" ? "This mock paper follows the pattern of the real exam. Keep to the time limit and attempt every question; check your answers with the solutions only after you finish." : "This is a previous-year paper. Solve it first without the solutions, under exam conditions, then compare your answers with the worked solutions at the end." },
    { heading: "Section A", body: list.slice(0, 2).map((s, i) => `${i + 1}. ${s}`).join(" ") },
    { heading: "Section B", body: list.slice(2).map((s, i) => `${i + 3}. ${s}`).join(" ") },
  ];
}

export const RESOURCE_CATALOGUE: DemoResource[] = [
  // ——— PDF notes ———
  {
    key: "notes-10-science-light", kind: "pdf-notes", title: "Light: Reflection and Refraction — Class 10 Notes", classLevel: "10th", subject: "Science", exam: "CBSE", author: null, language: "en", priceRupees: 0,
    searchKeywords: `${physics} प्रकाश prakash light optics`,
    sections: [
      { heading: "Laws of reflection", body: "The angle of incidence equals the angle of reflection, and the incident ray, the reflected ray and the normal at the point of incidence lie in one plane. A plane mirror forms a virtual, erect image of the same size, as far behind the mirror as the object is in front of it." },
      { heading: "Spherical mirrors", body: "For a spherical mirror the focal length is half the radius of curvature, f = R/2. The mirror formula 1/v + 1/u = 1/f and the magnification m = -v/u use the New Cartesian sign convention: distances are measured from the pole, positive along the incident light." },
      { heading: "Refraction and Snell's law", body: "Light bends when it passes from one medium into another because its speed changes. The ratio sin i / sin r is constant for a pair of media and equals the refractive index of the second medium with respect to the first." },
      { heading: "Lenses and power", body: "The lens formula is 1/v - 1/u = 1/f. The power of a lens is P = 1/f with f in metres, measured in dioptres; a convex lens has positive power and a concave lens negative power. Practise ray diagrams for all six object positions." },
    ],
  },
  {
    key: "notes-10-maths-trigonometry", kind: "pdf-notes", title: "Trigonometry in One Go — Class 10", classLevel: "10th", subject: "Mathematics", exam: "CBSE", author: null, language: "en", priceRupees: 49,
    searchKeywords: `${maths} त्रिकोणमिति trikonmiti trigonometry`,
    sections: [
      { heading: "Ratios of an acute angle", body: "In a right triangle, sin A is the opposite side over the hypotenuse, cos A the adjacent side over the hypotenuse and tan A the opposite side over the adjacent side. The other three ratios are their reciprocals." },
      { heading: "Standard angles", body: "Learn the table for 0°, 30°, 45°, 60° and 90°: sin rises 0, 1/2, 1/√2, √3/2, 1 while cos falls in the same values. tan 45° = 1, and tan 90° is not defined." },
      { heading: "Identities", body: "sin²A + cos²A = 1, 1 + tan²A = sec²A and 1 + cot²A = cosec²A. To prove an identity, start from the more complicated side and convert everything into sin and cos." },
      { heading: "Heights and distances", body: "The angle of elevation is measured upwards from the horizontal, the angle of depression downwards. Draw the figure first, mark the right angle, and choose the ratio that links the known side with the unknown one." },
    ],
  },
  {
    key: "notes-12-physics-electrostatics-hi", kind: "pdf-notes", title: "स्थिरवैद्युतिकी — कक्षा 12 के नोट्स", classLevel: "12th", subject: "Physics", exam: "CBSE", author: null, language: "hi", priceRupees: 0,
    searchKeywords: `${physics} electrostatics स्थिरवैद्युतिकी charge`,
    sections: [
      { heading: "विद्युत आवेश", body: "आवेश दो प्रकार के होते हैं: धनात्मक और ऋणात्मक। समान आवेश एक-दूसरे को प्रतिकर्षित करते हैं और असमान आवेश आकर्षित करते हैं। आवेश संरक्षित रहता है और क्वांटित होता है, अर्थात q = ne।" },
      { heading: "कूलॉम का नियम", body: "दो बिंदु आवेशों के बीच बल उनके आवेशों के गुणनफल के समानुपाती और उनके बीच की दूरी के वर्ग के व्युत्क्रमानुपाती होता है। निर्वात में F = kq₁q₂/r², जहाँ k = 9 × 10⁹ N m²/C² है।" },
      { heading: "विद्युत क्षेत्र और गाउस का नियम", body: "किसी बंद पृष्ठ से निकलने वाला कुल विद्युत फ्लक्स उस पृष्ठ के भीतर के कुल आवेश को ε₀ से भाग देने पर मिलता है। अनंत लंबे तार, समतल चादर और गोलीय कोश के क्षेत्र इसी नियम से निकालें।" },
      { heading: "विभव और धारिता", body: "समांतर पट्टिका संधारित्र की धारिता C = ε₀A/d होती है। श्रेणीक्रम में धारिताओं के व्युत्क्रम जुड़ते हैं और समांतर क्रम में धारिताएँ सीधे जुड़ती हैं। संचित ऊर्जा U = CV²/2 है।" },
    ],
  },
  {
    key: "notes-jee-organic-named-reactions", kind: "pdf-notes", title: "Named Reactions for JEE Organic Chemistry", classLevel: "12th", subject: "Chemistry", exam: "JEE", author: null, language: "en", priceRupees: 99,
    searchKeywords: `${chemistry} कार्बनिक organic named reactions`,
    sections: [
      { heading: "Aldol condensation", body: "Aldehydes and ketones with at least one alpha hydrogen form beta-hydroxy carbonyl compounds in dilute base, which lose water on heating to give alpha,beta-unsaturated carbonyl compounds." },
      { heading: "Cannizzaro reaction", body: "Aldehydes without an alpha hydrogen, such as formaldehyde and benzaldehyde, disproportionate in concentrated alkali: one molecule is oxidised to the carboxylate and another reduced to the alcohol." },
      { heading: "Reimer–Tiemann and Kolbe reactions", body: "Phenol with chloroform and aqueous NaOH gives salicylaldehyde through a dichlorocarbene intermediate. Sodium phenoxide with carbon dioxide under pressure gives salicylic acid." },
      { heading: "Hofmann bromamide degradation", body: "A primary amide with bromine and aqueous NaOH gives a primary amine with one carbon atom fewer. It is the standard way to step down a carbon chain in conversion questions." },
      { heading: "Sandmeyer reaction", body: "Benzenediazonium chloride with CuCl, CuBr or CuCN replaces the diazo group by Cl, Br or CN. Remember that fluorine needs the Balz–Schiemann route through the tetrafluoroborate." },
    ],
  },
  {
    key: "notes-neet-human-physiology", kind: "pdf-notes", title: "Human Physiology Quick Revision — NEET", classLevel: "12th", subject: "Biology", exam: "NEET", author: null, language: "en", priceRupees: 0,
    searchKeywords: `${biology} मानव शरीर क्रिया physiology`,
    sections: [
      { heading: "Digestion and absorption", body: "Carbohydrate digestion starts in the mouth with salivary amylase, protein digestion in the stomach with pepsin, and fat digestion in the small intestine with bile and pancreatic lipase. Most absorption happens in the villi of the small intestine." },
      { heading: "Breathing and exchange of gases", body: "Oxygen is carried mostly as oxyhaemoglobin; carbon dioxide mostly as bicarbonate. The oxygen dissociation curve is sigmoid and shifts right with higher carbon dioxide, acidity and temperature." },
      { heading: "Body fluids and circulation", body: "The human heart has four chambers and double circulation. The SA node is the pacemaker; the ECG waves P, QRS and T correspond to atrial depolarisation, ventricular depolarisation and ventricular repolarisation." },
      { heading: "Excretion", body: "The nephron filters blood in the glomerulus, reabsorbs most water and solutes in the proximal tubule, and concentrates urine through the counter-current mechanism of the loop of Henle under the control of ADH." },
    ],
  },
  {
    key: "notes-upsc-polity-fundamental-rights-hi", kind: "pdf-notes", title: "मौलिक अधिकार — UPSC राजव्यवस्था नोट्स", classLevel: "Graduate", subject: "Polity", exam: "UPSC", author: null, language: "hi", priceRupees: 149,
    searchKeywords: `${polity} fundamental rights मौलिक अधिकार maulik adhikar`,
    sections: [
      { heading: "भाग III का परिचय", body: "संविधान का भाग III (अनुच्छेद 12 से 35) नागरिकों और व्यक्तियों को मौलिक अधिकार देता है। ये अधिकार न्यायालय द्वारा लागू कराए जा सकते हैं और राज्य की शक्ति पर सीमा लगाते हैं।" },
      { heading: "समता का अधिकार", body: "अनुच्छेद 14 विधि के समक्ष समता और विधियों के समान संरक्षण की गारंटी देता है। अनुच्छेद 15 और 16 भेदभाव का निषेध करते हैं, और अनुच्छेद 17 अस्पृश्यता का अंत करता है।" },
      { heading: "स्वतंत्रता का अधिकार", body: "अनुच्छेद 19 छह स्वतंत्रताएँ देता है, जिन पर युक्तियुक्त निर्बंधन लगाए जा सकते हैं। अनुच्छेद 21 के अंतर्गत जीवन और दैहिक स्वतंत्रता का अधिकार न्यायालयों की व्याख्या से बहुत व्यापक हुआ है।" },
      { heading: "संवैधानिक उपचारों का अधिकार", body: "अनुच्छेद 32 के अंतर्गत कोई भी व्यक्ति मौलिक अधिकारों के उल्लंघन पर सीधे उच्चतम न्यायालय जा सकता है। बंदी प्रत्यक्षीकरण, परमादेश, प्रतिषेध, उत्प्रेषण और अधिकार-पृच्छा पाँच रिट हैं।" },
    ],
  },
  // ——— Books ———
  {
    key: "book-illustrated-biology-reader", kind: "books", title: "The Illustrated Biology Reader", classLevel: "12th", subject: "Biology", exam: "NEET", author: "Dr. Meera Nair", language: "en", priceRupees: 0,
    searchKeywords: `${biology} cell कोशिका microscope plates`,
    plates: 28,
    sections: [
      { heading: "How to use this reader", body: "Every chapter pairs a short text with a full-page plate made from a microscope-style image. Read the text, then study the plate and try to name what you see before reading the caption. The plates are large on purpose: this free book is also our test of page-by-page loading on slow phones." },
      { heading: "The cell", body: "The cell is the structural and functional unit of life. Prokaryotic cells have no nuclear membrane; eukaryotic cells have a nucleus and membrane-bound organelles such as mitochondria, the Golgi apparatus and the endoplasmic reticulum." },
      { heading: "Cell division", body: "Mitosis gives two identical daughter cells and is used for growth and repair. Meiosis halves the chromosome number and creates variation through crossing over, which is why it happens in the formation of gametes." },
      { heading: "Tissues", body: "Plants have meristematic and permanent tissues; animals have epithelial, connective, muscular and neural tissues. The shape of the cells in each tissue follows from the work that tissue does." },
    ],
  },
  {
    key: "book-class-10-maths-companion", kind: "books", title: "Class 10 Mathematics Companion", classLevel: "10th", subject: "Mathematics", exam: "CBSE", author: "Rakesh Gupta", language: "en", priceRupees: 299,
    searchKeywords: `${maths} board companion`,
    sections: [
      { heading: "Real numbers", body: "Every composite number can be written as a product of primes in exactly one way, apart from the order of the factors. Use prime factorisation to find the HCF and LCM, and remember that HCF × LCM equals the product of two numbers." },
      { heading: "Polynomials", body: "For a quadratic polynomial ax² + bx + c, the sum of the zeroes is -b/a and their product c/a. A graph that meets the x-axis at two points shows two real zeroes." },
      { heading: "Pair of linear equations", body: "Two lines may intersect, be parallel or coincide. Compare the ratios a₁/a₂, b₁/b₂ and c₁/c₂ to tell which before solving by substitution or elimination." },
      { heading: "Quadratic equations", body: "The discriminant b² - 4ac decides the nature of the roots: positive gives two distinct real roots, zero two equal roots, and negative no real roots." },
    ],
  },
  {
    key: "book-12-chemistry-hi", kind: "books", title: "रसायन विज्ञान की सरल पुस्तक — कक्षा 12", classLevel: "12th", subject: "Chemistry", exam: "CBSE", author: "डॉ. सुनीता वर्मा", language: "hi", priceRupees: 249,
    searchKeywords: `${chemistry} कक्षा 12 पुस्तक`,
    sections: [
      { heading: "विलयन", body: "विलयन दो या अधिक पदार्थों का समांगी मिश्रण है। मोलरता, मोललता और मोल-अंश सांद्रता व्यक्त करने के तरीके हैं। राउल्ट का नियम वाष्पशील घटकों के आंशिक वाष्प दाब को उनके मोल-अंश से जोड़ता है।" },
      { heading: "विद्युत रसायन", body: "गैल्वेनी सेल में रासायनिक ऊर्जा विद्युत ऊर्जा में बदलती है। नेर्न्स्ट समीकरण सेल विभव को सांद्रता से जोड़ता है, और मानक हाइड्रोजन इलेक्ट्रोड का विभव शून्य माना जाता है।" },
      { heading: "रासायनिक बलगतिकी", body: "अभिक्रिया की दर सांद्रता, ताप और उत्प्रेरक पर निर्भर करती है। प्रथम कोटि की अभिक्रिया का अर्ध-आयु काल प्रारंभिक सांद्रता पर निर्भर नहीं करता।" },
    ],
  },
  {
    key: "book-jee-mechanics-problems", kind: "books", title: "Problems in Mechanics for JEE", classLevel: "12th", subject: "Physics", exam: "JEE", author: "Anil Kumar Singh", language: "en", priceRupees: 399,
    searchKeywords: `${physics} mechanics यांत्रिकी problems`,
    sections: [
      { heading: "Kinematics", body: "Problem 1. A ball is thrown up at 20 m/s from the top of a 25 m tower. Taking g = 10 m/s², find when it hits the ground. Answer: the quadratic 5t² - 20t - 25 = 0 gives t = 5 s." },
      { heading: "Laws of motion", body: "Problem 2. Two blocks of 2 kg and 3 kg on a smooth floor are pushed by 10 N applied to the lighter block. Find the contact force. Answer: the acceleration is 2 m/s², so the contact force is 6 N." },
      { heading: "Work, energy and power", body: "Problem 3. A 1 kg block slides down a rough incline of height 5 m and reaches the bottom at 8 m/s. Find the work done by friction. Answer: mgh - mv²/2 = 50 - 32 = 18 J lost to friction." },
      { heading: "Rotational motion", body: "Problem 4. A solid sphere rolls without slipping down an incline. Show that its acceleration is (5/7) g sin θ by writing the torque equation about the point of contact." },
    ],
  },
  {
    key: "book-modern-india-hi", kind: "books", title: "आधुनिक भारत का इतिहास — एक परिचय", classLevel: "Graduate", subject: "History", exam: "UPSC", author: "प्रो. अरविंद मिश्र", language: "hi", priceRupees: 0,
    searchKeywords: `${history} आधुनिक भारत modern india adhunik`,
    sections: [
      { heading: "1857 का विद्रोह", body: "1857 का विद्रोह मेरठ से शुरू होकर दिल्ली, कानपुर, लखनऊ और झाँसी तक फैला। इसके बाद कंपनी का शासन समाप्त हुआ और भारत का प्रशासन सीधे ब्रिटिश ताज के अधीन आ गया।" },
      { heading: "राष्ट्रीय आंदोलन का उदय", body: "1885 में भारतीय राष्ट्रीय कांग्रेस की स्थापना हुई। प्रारंभिक नरमपंथी नेताओं ने याचिकाओं और सभाओं से सुधार माँगे, जबकि बाद में गरमपंथी नेताओं ने स्वदेशी और बहिष्कार का मार्ग अपनाया।" },
      { heading: "गांधी युग", body: "असहयोग आंदोलन (1920), सविनय अवज्ञा आंदोलन (1930) और भारत छोड़ो आंदोलन (1942) ने जनता को राष्ट्रीय संघर्ष से जोड़ा। अहिंसा और सत्याग्रह इन आंदोलनों के मूल सिद्धांत थे।" },
    ],
  },
  {
    key: "book-upsc-economy-basics", kind: "books", title: "Indian Economy: The Basics", classLevel: "Graduate", subject: "Economics", exam: "UPSC", author: "Kavita Rao", language: "en", priceRupees: 349,
    searchKeywords: "अर्थशास्त्र अर्थव्यवस्था economy economics arthvyavastha",
    sections: [
      { heading: "National income", body: "GDP measures the value of final goods and services produced within the country in a year. GNP adds net factor income from abroad. Real GDP removes the effect of price changes using a base year." },
      { heading: "Money and banking", body: "The Reserve Bank of India controls money supply through the repo rate, the cash reserve ratio and open market operations. The monetary policy committee targets consumer price inflation of 4 per cent within a band of 2 per cent." },
      { heading: "Fiscal policy", body: "The fiscal deficit is the government's total borrowing requirement. Direct taxes fall on income and wealth; GST, an indirect tax, replaced many central and state taxes in 2017." },
    ],
  },
  // ——— Previous papers ———
  ...(
    [
      ["paper-cbse-10-science-2024", "CBSE Class 10 Science 2024 — Solved Paper", "10th", "Science", "CBSE", "en", 0, `${physics} ${chemistry} ${biology} board paper 2024`],
      ["paper-cbse-12-maths-2024", "CBSE Class 12 Mathematics 2024 — Solved Paper", "12th", "Mathematics", "CBSE", "en", 29, `${maths} board paper 2024`],
      ["paper-jee-main-2024-jan", "JEE Main 2024 (January, Shift 1) — Physics, Chemistry, Maths", "12th", "Physics", "JEE", "en", 0, `${physics} ${chemistry} ${maths} jee main 2024`],
      ["paper-neet-2024", "NEET (UG) 2024 — Biology Section with Answers", "12th", "Biology", "NEET", "en", 49, `${biology} neet 2024`],
      ["paper-upsc-prelims-2023-gs1-hi", "UPSC प्रारंभिक परीक्षा 2023 — सामान्य अध्ययन प्रश्नपत्र I", "Graduate", "General Studies", "UPSC", "hi", 0, `${polity} ${history} सामान्य अध्ययन general studies prelims 2023`],
      ["paper-upsc-mains-2023-essay", "UPSC Mains 2023 — Essay Paper with Outlines", "Graduate", "English", "UPSC", "en", 79, "निबंध essay nibandh mains 2023"],
    ] as const
  ).map(([key, title, classLevel, subject, exam, language, priceRupees, searchKeywords]): DemoResource => ({
    key, kind: "previous-papers", title, classLevel, subject, exam, author: null, language, priceRupees, searchKeywords,
    sections: paperSections(subject, language, "previous"),
  })),
  // ——— Mock papers ———
  ...(
    [
      ["mock-cbse-10-maths-1", "Class 10 Mathematics Mock Paper 1", "10th", "Mathematics", "CBSE", "en", 0, `${maths} mock test`],
      ["mock-cbse-12-physics-hi", "कक्षा 12 भौतिकी मॉक पेपर", "12th", "Physics", "CBSE", "hi", 39, `${physics} मॉक टेस्ट mock test`],
      ["mock-jee-main-full-1", "JEE Main Full Mock Test 1", "12th", "Physics", "JEE", "en", 99, `${physics} ${chemistry} ${maths} jee mock`],
      ["mock-neet-full-1", "NEET Full Mock Test 1", "12th", "Biology", "NEET", "en", 0, `${biology} ${chemistry} ${physics} neet mock`],
      ["mock-upsc-prelims-gs-1", "UPSC Prelims GS Mock Test 1", "Graduate", "General Studies", "UPSC", "en", 149, `${polity} ${history} सामान्य अध्ययन prelims mock`],
      ["mock-upsc-csat-hi", "UPSC CSAT मॉक टेस्ट", "Graduate", "General Studies", "UPSC", "hi", 0, "सीसैट csat aptitude अभिक्षमता mock"],
    ] as const
  ).map(([key, title, classLevel, subject, exam, language, priceRupees, searchKeywords]): DemoResource => ({
    key, kind: "mock-papers", title, classLevel, subject, exam, author: null, language, priceRupees, searchKeywords,
    sections: paperSections(subject, language, "mock"),
  })),
];
