// The demo course catalogue: 13 published courses across every category, plus one unpublished
// ("coming soon") course. db/seed-courses.ts inserts it into an empty database; the files it refers
// to ("file:<name>") live in db/demo/files and its images in public/images/courses — both produced by
// db/demo/generate-demo-files.ts from this data.
import type { COURSE_CATEGORIES } from "../schema";

export type DemoCategory = (typeof COURSE_CATEGORIES)[number];
export type DemoLanguage = "English" | "Hindi";

/** A bundled file served by the app: "file:<name>", the file being db/demo/files/<name>. */
export type BundledFile = `file:${string}`;

export type DemoTextLesson = { id: string; title: string; type: "text"; /** Markdown */ content: string };
export type DemoPdfLesson = { id: string; title: string; type: "pdf"; url: BundledFile };
export type DemoVideoLesson = { id: string; title: string; type: "video"; url: BundledFile };
export type DemoLesson = DemoTextLesson | DemoPdfLesson | DemoVideoLesson;

export type DemoReview = { name: string; comment: string; rating: 1 | 2 | 3 | 4 | 5 };

/** The database allows exactly these pairs (courses_price_check). */
export type DemoPricing = { tag: "Free"; priceRupees: 0 } | { tag: "Paid"; priceRupees: number };

export type DemoCourse = DemoPricing & {
  /** Names the course's files: /images/courses/<slug>.svg, <slug>-notes.pdf, lesson ids <slug>-l<n>. */
  slug: string;
  name: string;
  category: DemoCategory;
  description: string;
  /** Rating out of 5 ×10 (46 = 4.6). */
  ratingTenths: number;
  instructor: string;
  language: DemoLanguage;
  duration: string;
  /** Hindi and transliterated subject words a student may search by (courses.search_keywords). */
  searchKeywords: string;
  trailerUrl: BundledFile;
  highlights: string[];
  requirements: string[];
  reviews: DemoReview[];
  /** Higher comes first in "popular" listings. */
  popularity: number;
  published: boolean;
  image: string;
  thumbnail: string;
  /** In order: position n is lessons[n - 1]. */
  lessons: DemoLesson[];
  /**
   * Markdown (Latin script only) for the course's PDF notes when the text lessons are not in Latin
   * script (Hindi-medium courses); otherwise the notes are built from the text lessons.
   */
  pdfNotes?: string;
};

export const DEMO_VIDEO: BundledFile = "file:lesson-demo.webm";
export const DEMO_TRAILER: BundledFile = "file:intro.webm";

const images = (slug: string) => ({ image: `/images/courses/${slug}.svg`, thumbnail: `/images/courses/${slug}.svg` });
const video = (slug: string, n: number, title: string): DemoVideoLesson => ({ id: `${slug}-l${n}`, title, type: "video", url: DEMO_VIDEO });
const pdf = (slug: string, n: number, title: string): DemoPdfLesson => ({ id: `${slug}-l${n}`, title, type: "pdf", url: `file:${slug}-notes.pdf` });
const text = (slug: string, n: number, title: string, content: string): DemoTextLesson => ({ id: `${slug}-l${n}`, title, type: "text", content: content.trim() });

// ——— Class 10th ———

const MATHS10 = "class-10-mathematics-board-prep";
const SCIENCE10 = "class-10-science";
const SST10_HI = "class-10-social-science-hindi";

// ——— Class 12th ———

const PHYSICS12 = "class-12-physics";
const ACCOUNTS12 = "class-12-accountancy";

// ——— Engineering (JEE) ———

const JEE_MECH = "jee-physics-mechanics";
const JEE_ORGANIC = "jee-organic-chemistry";
const JEE_CALCULUS = "jee-maths-calculus-crash-course";
const JEE_ADVANCED = "jee-advanced-problem-solving";

// ——— Medical (NEET) ———

const NEET_BIO = "neet-biology";
const NEET_CHEM = "neet-chemistry";

// ——— UPSC ———

const POLITY = "upsc-indian-polity";
const HISTORY_HI = "upsc-modern-history-hindi";
const CSAT = "upsc-csat-aptitude";

export const COURSE_CATALOGUE: DemoCourse[] = [
  {
    slug: MATHS10,
    name: "Class 10 Mathematics: Complete Board Prep",
    category: "Class 10th",
    description:
      "Every chapter of the CBSE Class 10 Mathematics syllabus, from Real Numbers to Probability, taught concept-first and then drilled with board-pattern questions. Each chapter ends with solved previous-year questions and the step-marking the examiners look for. Ideal for students aiming for 95+ in the board exam.",
    ratingTenths: 47,
    tag: "Free",
    priceRupees: 0,
    instructor: "Ramesh Iyer",
    language: "English",
    duration: "42 hours",
    searchKeywords: "गणित मैथ्स मैथमेटिक्स कक्षा 10 दसवीं बोर्ड ganit maths kaksha dasvi board",
    trailerUrl: DEMO_TRAILER,
    highlights: [
      "All 14 NCERT chapters with solved examples and exercises",
      "10 years of solved board papers with step-wise marking",
      "Formula sheet and one-page chapter summaries",
      "Shortcuts for case-study and assertion–reason questions",
      "Weekly practice tests with detailed solutions",
    ],
    requirements: ["NCERT Class 10 Mathematics textbook", "A notebook and geometry box", "Comfort with Class 9 algebra"],
    reviews: [
      { name: "Aditi Sharma", comment: "The quadratic equations chapter finally made sense. The step-marking tips helped me in my pre-boards.", rating: 5 },
      { name: "Rohan Gupta", comment: "Clear explanations and lots of practice. Trigonometry could use a few more examples.", rating: 4 },
      { name: "Sneha Patil", comment: "Best free maths course I have found. The formula sheet is on my wall.", rating: 5 },
    ],
    popularity: 980,
    published: true,
    ...images(MATHS10),
    lessons: [
      video(MATHS10, 1, "Welcome: how to use this course"),
      text(
        MATHS10,
        2,
        "Real Numbers: HCF and LCM by Prime Factorisation",
        `
## The Fundamental Theorem of Arithmetic

Every composite number can be written as a product of primes, and this factorisation is **unique** apart from the order of the factors. For example, 360 = 2³ × 3² × 5. This single idea gives us a fast, reliable way to find the HCF and LCM of any numbers.

### The method

1. Write each number as a product of prime powers.
2. **HCF** = product of the *common* primes, each raised to its *smallest* power.
3. **LCM** = product of *all* primes that appear, each raised to its *largest* power.

For two numbers a and b, the result HCF × LCM = a × b is a quick way to check your work. (It does not hold for three numbers.)

### Worked example

Find the HCF and LCM of 96 and 404.

- 96 = 2⁵ × 3
- 404 = 2² × 101
- HCF = 2² = **4** (2 is the only common prime; smallest power 2)
- LCM = 2⁵ × 3 × 101 = **9696**

Check: 4 × 9696 = 38784 and 96 × 404 = 38784. ✔

### Proving a number is irrational

Board papers often ask you to prove that √2 (or √3, √5) is irrational. The proof is by contradiction:

- Assume √2 = a/b, where a and b are co-prime integers and b ≠ 0.
- Squaring, 2b² = a², so 2 divides a², and therefore 2 divides a. Write a = 2c.
- Then 2b² = 4c², so b² = 2c², which means 2 divides b as well.
- Now 2 divides both a and b, contradicting that they are co-prime. Hence √2 is irrational.

### Exam tips

- Always show the prime factorisation in full — it carries a mark.
- In word problems, "largest" or "greatest" usually means HCF; "least", "smallest" or "at the same time again" usually means LCM.
`,
      ),
      text(
        MATHS10,
        3,
        "Quadratic Equations: Factorisation and the Quadratic Formula",
        `
## What is a quadratic equation?

An equation of the form **ax² + bx + c = 0**, where a, b and c are real numbers and a ≠ 0, is a quadratic equation. It has at most two roots.

### Method 1: splitting the middle term

Find two numbers whose product is a × c and whose sum is b, then factorise by grouping.

### Method 2: the quadratic formula

x = (−b ± √D) / 2a, where **D = b² − 4ac** is the *discriminant*.

### Nature of roots

- D > 0: two distinct real roots
- D = 0: two equal real roots, each equal to −b/2a
- D < 0: no real roots

### Worked example

Solve 2x² − 7x + 3 = 0.

**By factorisation:** a × c = 6, and we need two numbers with product 6 and sum −7: these are −6 and −1.

2x² − 6x − x + 3 = 0

2x(x − 3) − 1(x − 3) = 0

(2x − 1)(x − 3) = 0, so x = 1/2 or x = 3.

**By the formula:** D = (−7)² − 4(2)(3) = 49 − 24 = 25, so √D = 5.

x = (7 ± 5) / 4, giving x = 3 or x = 1/2. ✔ Both methods agree.

### Typical board question

*Find k so that kx² − 6x + 1 = 0 has two equal roots.*

Equal roots means D = 0: 36 − 4k = 0, so **k = 9**.

### Common mistakes

- Forgetting that a ≠ 0 when the coefficient of x² contains k.
- Sign errors in −b: when b is negative, −b is positive.
- Not rejecting a negative root in word problems about age, speed or length.
`,
      ),
      pdf(MATHS10, 4, "Formula sheet and chapter notes (PDF)"),
      text(
        MATHS10,
        5,
        "Trigonometry: Ratios, Identities and Heights & Distances",
        `
## Trigonometric ratios

In a right triangle with an acute angle A:

- sin A = opposite / hypotenuse
- cos A = adjacent / hypotenuse
- tan A = opposite / adjacent = sin A / cos A

Their reciprocals are cosec A, sec A and cot A.

### Standard values to memorise

- sin 30° = 1/2, sin 45° = 1/√2, sin 60° = √3/2
- tan 30° = 1/√3, tan 45° = 1, tan 60° = √3
- cos A = sin (90° − A), so the cos values run in the reverse order.

### The three identities

1. sin²A + cos²A = 1
2. 1 + tan²A = sec²A
3. 1 + cot²A = cosec²A

When proving identities, start from the more complicated side and convert everything to sin and cos if you get stuck.

### Heights and distances

The **angle of elevation** is measured upward from the horizontal line of sight; the **angle of depression** is measured downward. Always draw the figure first and mark the right angle.

### Worked example

From a point 30 m from the foot of a tower, the angle of elevation of its top is 30°. Find the height of the tower.

- Let the height be h. In the right triangle, tan 30° = h / 30.
- h = 30 × tan 30° = 30 / √3 = 10√3 m
- Taking √3 ≈ 1.732, **h ≈ 17.32 m**.

### Exam tips

- Write the ratio you are using before substituting values.
- Rationalise the denominator in your final answer (30/√3 becomes 10√3).
- Angles of elevation from the two ends of a line give two right triangles that share one side — solve them together.
`,
      ),
      video(MATHS10, 6, "Board exam strategy: attempting the paper in 3 hours"),
    ],
  },
  {
    slug: SCIENCE10,
    name: "Class 10 Science: Physics, Chemistry and Biology",
    category: "Class 10th",
    description:
      "A complete course for CBSE Class 10 Science covering chemical reactions, light, electricity, life processes and heredity. Concepts are explained with everyday examples and activity-based reasoning, then practised with competency-based questions. Includes chapter notes and full-length mock papers.",
    ratingTenths: 46,
    tag: "Paid",
    priceRupees: 999,
    instructor: "Dr. Sunita Verma",
    language: "English",
    duration: "48 hours",
    searchKeywords: "विज्ञान साइंस भौतिकी फ़िज़िक्स रसायन विज्ञान केमिस्ट्री जीव विज्ञान बायोलॉजी कक्षा 10 दसवीं vigyan science bhautiki rasayan jeev vigyan kaksha dasvi",
    trailerUrl: DEMO_TRAILER,
    highlights: [
      "All 13 NCERT chapters in Physics, Chemistry and Biology",
      "Ray diagrams drawn step by step",
      "Balancing equations and reaction types made easy",
      "Labelled diagrams for the Biology chapters",
      "Five full-length mock papers with marking schemes",
    ],
    requirements: ["NCERT Class 10 Science textbook", "Basic arithmetic and fractions", "Pencil and ruler for diagrams"],
    reviews: [
      { name: "Karan Mehta", comment: "The ray diagram lessons are excellent. I stopped losing marks on optics.", rating: 5 },
      { name: "Ishita Banerjee", comment: "Good value for the price and the mock papers are very close to the real board paper.", rating: 5 },
      { name: "Farhan Qureshi", comment: "Chemistry portion is great; Biology felt a little rushed in places.", rating: 4 },
    ],
    popularity: 870,
    published: true,
    ...images(SCIENCE10),
    lessons: [
      video(SCIENCE10, 1, "Introduction: how the Science paper is marked"),
      text(
        SCIENCE10,
        2,
        "Chemical Reactions and Equations: Balancing Step by Step",
        `
## Why balance an equation?

The **law of conservation of mass** says that mass is neither created nor destroyed in a chemical reaction, so the number of atoms of each element must be the same on both sides of the equation.

### The hit-and-trial method

1. Write the skeletal equation with correct formulae.
2. Start with the compound that has the most atoms.
3. Balance one element at a time, leaving hydrogen and oxygen for last.
4. Never change a formula — change only the coefficients.
5. Add state symbols: (s), (l), (g), (aq).

### Worked example

Balance: Fe + H₂O → Fe₃O₄ + H₂

- Oxygen: 4 on the right, so put 4 in front of H₂O: Fe + 4H₂O → Fe₃O₄ + H₂
- Hydrogen: 8 on the left, so put 4 in front of H₂: Fe + 4H₂O → Fe₃O₄ + 4H₂
- Iron: 3 on the right, so put 3 in front of Fe.

**3Fe(s) + 4H₂O(g) → Fe₃O₄(s) + 4H₂(g)**

Check: Fe 3 = 3, H 8 = 8, O 4 = 4. ✔

### Types of chemical reactions

- **Combination:** two or more reactants form one product, e.g. CaO + H₂O → Ca(OH)₂ (quicklime to slaked lime, strongly exothermic).
- **Decomposition:** one reactant breaks down, e.g. 2AgCl → 2Ag + Cl₂ in sunlight.
- **Displacement:** a more reactive metal displaces a less reactive one, e.g. Fe + CuSO₄ → FeSO₄ + Cu (blue solution turns pale green).
- **Double displacement:** ions are exchanged, often forming a precipitate, e.g. Na₂SO₄ + BaCl₂ → BaSO₄↓ + 2NaCl.
- **Redox:** oxidation (gain of oxygen or loss of hydrogen) and reduction happen together.

### Everyday connections

- **Corrosion:** iron rusts in moist air; painting and galvanising protect it.
- **Rancidity:** fats and oils get oxidised; chips packets are flushed with nitrogen to prevent it.
`,
      ),
      text(
        SCIENCE10,
        3,
        "Light: Reflection and the Mirror Formula",
        `
## Spherical mirrors

A **concave** mirror curves inward and can form real or virtual images; a **convex** mirror curves outward and always forms a virtual, erect, diminished image (which is why it is used as a rear-view mirror).

For small apertures, the focal length is half the radius of curvature: **f = R/2**.

### New Cartesian sign convention

- All distances are measured from the pole P.
- Distances in the direction of the incident light are positive; against it, negative.
- The object is placed to the left, so **u is always negative**.
- Heights above the principal axis are positive.

So a concave mirror has a negative f, and a convex mirror has a positive f.

### Mirror formula and magnification

- 1/v + 1/u = 1/f
- m = h′/h = −v/u

A negative m means the image is real and inverted; a positive m means virtual and erect.

### Worked example

An object is placed 30 cm in front of a concave mirror of focal length 20 cm. Find the position and nature of the image.

- u = −30 cm, f = −20 cm
- 1/v = 1/f − 1/u = −1/20 + 1/30 = (−3 + 2)/60 = −1/60
- **v = −60 cm**: the image is 60 cm in front of the mirror, on the same side as the object.
- m = −v/u = −(−60)/(−30) = **−2**

The image is real, inverted and twice the size of the object. This matches the ray diagram for an object placed between F and C.

### Exam tips

- Always write the sign of every quantity before substituting.
- Draw at least two rays: one parallel to the axis (reflects through F) and one through C (reflects back along itself).
`,
      ),
      pdf(SCIENCE10, 4, "Chapter-wise notes (PDF)"),
      text(
        SCIENCE10,
        5,
        "Life Processes: Nutrition and Respiration",
        `
## Autotrophic nutrition

Green plants make their own food by **photosynthesis**:

6CO₂ + 12H₂O → C₆H₁₂O₆ + 6O₂ + 6H₂O (in the presence of sunlight and chlorophyll)

It happens in three events:

1. Absorption of light energy by chlorophyll.
2. Conversion of light energy to chemical energy and splitting of water into hydrogen and oxygen.
3. Reduction of carbon dioxide to carbohydrates.

Gas exchange happens through **stomata**, which are opened and closed by guard cells.

### Respiration: breaking down glucose

The first step is the same everywhere: glucose (6 carbons) is broken into **pyruvate** (3 carbons) in the cytoplasm. What happens next depends on oxygen:

- **Aerobic (in mitochondria):** pyruvate → CO₂ + H₂O + a lot of energy
- **Anaerobic (in yeast):** pyruvate → ethanol + CO₂ + energy (fermentation)
- **Lack of oxygen (in our muscles):** pyruvate → lactic acid + energy, which causes cramps

The energy is stored as **ATP**, the energy currency of the cell.

### Worked example (3-mark question)

*Why do athletes feel muscle cramps after a sprint?*

During intense exercise the demand for energy exceeds the oxygen supply. Muscle cells then break pyruvate down anaerobically into **lactic acid**. The build-up of lactic acid causes cramps, which ease once oxygen supply catches up and the lactic acid is removed.

### Remember

- Aquatic animals breathe faster than land animals because dissolved oxygen is much lower than oxygen in air.
- Alveoli provide a huge surface area for gas exchange in human lungs.
`,
      ),
    ],
  },
  {
    slug: SST10_HI,
    name: "कक्षा 10 सामाजिक विज्ञान (हिंदी माध्यम)",
    category: "Class 10th",
    description:
      "कक्षा 10 सामाजिक विज्ञान का संपूर्ण पाठ्यक्रम — इतिहास, भूगोल, राजनीति विज्ञान और अर्थशास्त्र — सरल हिंदी में। हर अध्याय के साथ मानचित्र कार्य, महत्वपूर्ण प्रश्न और बोर्ड परीक्षा के लिए उत्तर लिखने की तकनीक। हिंदी माध्यम के विद्यार्थियों के लिए पूरी तरह निःशुल्क।",
    ratingTenths: 45,
    tag: "Free",
    priceRupees: 0,
    instructor: "Anil Kumar Sharma",
    language: "Hindi",
    duration: "36 hours",
    searchKeywords: "सामाजिक विज्ञान सोशल साइंस इतिहास भूगोल नागरिक शास्त्र अर्थशास्त्र कक्षा 10 दसवीं social science sst samajik vigyan itihas bhugol hindi medium",
    trailerUrl: DEMO_TRAILER,
    highlights: [
      "इतिहास, भूगोल, राजनीति विज्ञान और अर्थशास्त्र के सभी अध्याय",
      "मानचित्र कार्य का अभ्यास",
      "हर अध्याय के महत्वपूर्ण प्रश्न और आदर्श उत्तर",
      "पिछले वर्षों के बोर्ड प्रश्न-पत्रों का हल",
    ],
    requirements: ["NCERT कक्षा 10 की हिंदी माध्यम की पाठ्यपुस्तकें", "भारत का रेखा-मानचित्र (अभ्यास के लिए)"],
    reviews: [
      { name: "प्रियंका यादव", comment: "बहुत सरल भाषा में समझाया गया है। मानचित्र वाला भाग सबसे अच्छा लगा।", rating: 5 },
      { name: "सौरभ मिश्रा", comment: "इतिहास के अध्याय बहुत अच्छे हैं, अर्थशास्त्र में थोड़े और उदाहरण होने चाहिए।", rating: 4 },
      { name: "Ankit Chauhan", comment: "Hindi medium ke liye sabse achha free course. Answer writing tips bahut kaam aaye.", rating: 5 },
    ],
    popularity: 760,
    published: true,
    ...images(SST10_HI),
    lessons: [
      video(SST10_HI, 1, "परिचय: इस पाठ्यक्रम को कैसे पढ़ें"),
      text(
        SST10_HI,
        2,
        "यूरोप में राष्ट्रवाद का उदय",
        `
## राष्ट्रवाद क्या है?

राष्ट्रवाद वह भावना है जिसमें लोग एक साझा इतिहास, भाषा और संस्कृति के आधार पर स्वयं को एक **राष्ट्र** के रूप में देखते हैं। उन्नीसवीं सदी के यूरोप में इसी भावना ने बहु-राष्ट्रीय साम्राज्यों की जगह **राष्ट्र-राज्यों** को जन्म दिया।

### फ्रांसीसी क्रांति (1789) की भूमिका

- संप्रभुता राजा से हटकर नागरिकों के समूह के हाथ में आई।
- *ला पैट्री* (पितृभूमि) और *ले सिटोयेन* (नागरिक) जैसे विचारों का प्रसार हुआ।
- नया तिरंगा झंडा अपनाया गया और फ्रेंच को राष्ट्र की साझा भाषा बनाया गया।

### वियना कांग्रेस (1815)

नेपोलियन की हार के बाद यूरोपीय शक्तियाँ ऑस्ट्रिया के चांसलर **ड्यूक मैटरनिख** की मेज़बानी में मिलीं। उद्देश्य था नेपोलियन के समय हुए बदलावों को समाप्त करना और राजतंत्रों को फिर से स्थापित करना — यानी **रूढ़िवाद**।

### इटली और जर्मनी का एकीकरण

- **इटली:** ज्युसेपे मेत्सिनी ने "यंग इटली" नामक गुप्त संगठन बनाया। काउंट कैवूर की कूटनीति और ज्युसेपे गैरीबॉल्डी के स्वयंसेवकों की मदद से 1861 में विक्टर इमैनुएल द्वितीय संयुक्त इटली के राजा बने।
- **जर्मनी:** प्रशा के प्रधानमंत्री **ऑटो वॉन बिस्मार्क** ने सेना और नौकरशाही की मदद से तीन युद्धों के बाद 1871 में एकीकरण पूरा किया। प्रशा के राजा विलियम प्रथम जर्मनी के सम्राट घोषित हुए।

### उदाहरण प्रश्न (3 अंक)

*प्रश्न:* फ्रांसीसी क्रांतिकारियों ने लोगों में सामूहिक पहचान की भावना कैसे पैदा की?

*आदर्श उत्तर:*
1. *ला पैट्री* और *ले सिटोयेन* के विचारों से एक समुदाय की भावना जगाई गई।
2. नया फ्रांसीसी झंडा (तिरंगा) अपनाया गया और एस्टेट्स जनरल का नाम बदलकर नेशनल असेंबली रखा गया।
3. केंद्रीकृत प्रशासन, एक समान कानून और एक समान माप-तौल प्रणाली लागू की गई, और फ्रेंच को राष्ट्र की भाषा बनाया गया।

### याद रखें

उत्तर में तिथियाँ और व्यक्तियों के नाम सही लिखें — परीक्षक इन्हीं पर अंक देते हैं।
`,
      ),
      text(
        SST10_HI,
        3,
        "संसाधन एवं विकास: भारत की मृदाएँ",
        `
## मृदा क्यों महत्वपूर्ण है?

मृदा सबसे महत्वपूर्ण नवीकरणीय प्राकृतिक संसाधन है, पर कुछ सेंटीमीटर मृदा बनने में लाखों वर्ष लग जाते हैं। इसलिए इसका संरक्षण ज़रूरी है।

### भारत में मृदा के प्रकार

1. **जलोढ़ मृदा:** उत्तरी मैदानों में सबसे अधिक विस्तृत; सिंधु, गंगा और ब्रह्मपुत्र द्वारा लाई गई। पुरानी जलोढ़ को *बांगर* और नई को *खादर* कहते हैं। गन्ना, धान और गेहूँ के लिए उपयुक्त।
2. **काली मृदा (रेगुर):** दक्कन के पठार (महाराष्ट्र, गुजरात, मध्य प्रदेश) में; नमी को लंबे समय तक रोके रखती है। **कपास** के लिए सर्वोत्तम।
3. **लाल और पीली मृदा:** दक्कन के पूर्वी और दक्षिणी भागों में; लोहे के कणों के कारण लाल रंग।
4. **लैटेराइट मृदा:** अधिक वर्षा और तापमान वाले क्षेत्रों में तीव्र निक्षालन से बनती है; काजू की खेती के लिए उपयोगी।
5. **मरुस्थलीय मृदा:** राजस्थान में; रेतीली और लवणीय।
6. **वन मृदा:** पहाड़ी और पर्वतीय क्षेत्रों में।

### मृदा अपरदन और संरक्षण

बहता पानी *अवनालिकाएँ* बनाता है और ऐसी भूमि को **उत्खात भूमि** (बैडलैंड) कहते हैं — चंबल की घाटी इसका उदाहरण है। संरक्षण के उपाय:

- **समोच्च जुताई:** ढलानों पर समोच्च रेखाओं के समानांतर हल चलाना।
- **सीढ़ीदार खेती:** पश्चिमी और मध्य हिमालय में प्रचलित।
- **पट्टी कृषि:** फसलों के बीच घास की पट्टियाँ उगाना।
- **रक्षक मेखला:** पेड़ों की कतारें लगाकर हवा की गति कम करना — पश्चिमी भारत में रेत के टीलों को स्थिर करने में सहायक।

### उदाहरण प्रश्न (2 अंक)

*प्रश्न:* काली मृदा कपास की खेती के लिए उपयुक्त क्यों है?

*उत्तर:* काली मृदा बहुत महीन कणों से बनी होती है और नमी को लंबे समय तक धारण करती है। इसमें कैल्शियम कार्बोनेट, मैग्नीशियम, पोटाश और चूना जैसे पोषक तत्व प्रचुर मात्रा में होते हैं।
`,
      ),
      pdf(SST10_HI, 4, "अध्याय नोट्स (PDF)"),
      text(
        SST10_HI,
        5,
        "सत्ता की साझेदारी: बेल्जियम और श्रीलंका",
        `
## दो देशों की कहानी

### बेल्जियम

बेल्जियम की आबादी में लगभग **59%** डच बोलने वाले (फ्लेमिश क्षेत्र), **40%** फ्रेंच बोलने वाले (वैलोनिया) और **1%** जर्मन बोलने वाले हैं। राजधानी ब्रसेल्स में 80% लोग फ्रेंच बोलते हैं। तनाव कम करने के लिए 1970 से 1993 के बीच संविधान में चार बार संशोधन किया गया:

- केंद्र सरकार में डच और फ्रेंच भाषी मंत्रियों की संख्या बराबर रखी गई।
- राज्य सरकारों को अनेक अधिकार दिए गए।
- ब्रसेल्स की अलग सरकार में दोनों समुदायों का समान प्रतिनिधित्व है।
- एक **सामुदायिक सरकार** बनी जो भाषा, संस्कृति और शिक्षा के मामले देखती है।

### श्रीलंका

यहाँ लगभग **74%** सिंहली और **18%** तमिल हैं। 1948 में स्वतंत्रता के बाद बहुसंख्यकवाद की नीति अपनाई गई: 1956 के कानून द्वारा **सिंहली को एकमात्र राजभाषा** बनाया गया, सरकारी नौकरियों और विश्वविद्यालयों में सिंहलियों को प्राथमिकता दी गई और बौद्ध धर्म को संरक्षण दिया गया। परिणाम था अविश्वास और अंततः गृहयुद्ध।

### सत्ता की साझेदारी के रूप

1. **क्षैतिज वितरण:** विधायिका, कार्यपालिका और न्यायपालिका के बीच (नियंत्रण और संतुलन)।
2. **ऊर्ध्वाधर वितरण:** केंद्र, राज्य और स्थानीय सरकारों के बीच (संघवाद)।
3. **सामाजिक समूहों के बीच:** जैसे आरक्षित सीटें और बेल्जियम की सामुदायिक सरकार।
4. **दलों, दबाव समूहों और आंदोलनों के बीच:** जैसे गठबंधन सरकारें।

### उदाहरण प्रश्न

*प्रश्न:* सत्ता की साझेदारी के पक्ष में दो तर्क दीजिए।

*उत्तर:* (1) **युक्तिपरक तर्क** — यह सामाजिक समूहों के बीच टकराव की आशंका को कम करती है और राजनीतिक व्यवस्था को स्थिर बनाती है। (2) **नैतिक तर्क** — सत्ता की साझेदारी लोकतंत्र की आत्मा है; जिन पर शासन होता है उन्हें शासन में हिस्सेदारी मिलनी चाहिए।
`,
      ),
    ],
    pdfNotes: `
# Class 10 Social Science — Chapter Notes (Hindi medium course, English summary)

## History: The Rise of Nationalism in Europe

Nationalism is the feeling that people who share a history, language and culture form one nation. The French Revolution of 1789 transferred sovereignty from the monarch to the citizens and spread the ideas of la patrie (the fatherland) and le citoyen (the citizen). A new tricolour flag was adopted and French became the common language of the nation.

- **Congress of Vienna (1815):** hosted by the Austrian Chancellor Duke Metternich to undo the changes of the Napoleonic wars and restore monarchies (conservatism).
- **Unification of Italy (1861):** Giuseppe Mazzini founded Young Italy; Count Cavour's diplomacy and Giuseppe Garibaldi's volunteers led to Victor Emmanuel II being proclaimed king of united Italy.
- **Unification of Germany (1871):** Prussia's chief minister Otto von Bismarck completed unification after three wars; the Prussian king William I was proclaimed German Emperor.

## Geography: Resources and Development — Soils of India

1. **Alluvial soil:** the northern plains; old alluvium is bangar, new alluvium is khadar. Good for sugarcane, paddy and wheat.
2. **Black soil (regur):** the Deccan plateau; holds moisture for long. Best for cotton.
3. **Red and yellow soil:** eastern and southern Deccan; red colour from iron.
4. **Laterite soil:** high rainfall and temperature, intense leaching; suitable for cashew.
5. **Arid soil:** Rajasthan; sandy and saline.
6. **Forest soil:** hilly and mountainous areas.

Soil conservation: contour ploughing, terrace farming, strip cropping and shelter belts. Land cut up by gullies is called bad land; the Chambal ravines are an example.

## Political Science: Power Sharing

**Belgium:** about 59% Dutch speakers, 40% French speakers and 1% German speakers. Between 1970 and 1993 the constitution was amended four times: equal numbers of Dutch- and French-speaking ministers at the centre, powers for state governments, a separate government for Brussels, and a community government for language, culture and education.

**Sri Lanka:** about 74% Sinhala and 18% Tamil. The 1956 Act made Sinhala the only official language; majoritarian policies led to distrust and civil war.

Forms of power sharing:

- Horizontal: among the legislature, executive and judiciary (checks and balances).
- Vertical: among central, state and local governments (federalism).
- Among social groups: reserved seats, community government.
- Among parties, pressure groups and movements: coalition governments.

**Why power sharing?** The prudential reason: it reduces conflict between social groups and keeps the political order stable. The moral reason: it is the very spirit of democracy.

## Answer-writing tips

- Write dates and names correctly; examiners award marks for them.
- For 3-mark answers, give three clear points; for 5-mark answers, five points with a short introduction.
- Practise map work every week: locate soils, dams and the places of the freedom movement.
`,
  },
  {
    slug: PHYSICS12,
    name: "Class 12 Physics: Electrostatics to Modern Physics",
    category: "Class 12th",
    description:
      "A rigorous Class 12 Physics course covering electrostatics, current electricity, magnetism, optics and modern physics. Every derivation in the CBSE syllabus is worked out line by line, followed by numericals of board and JEE Main level. Build the conceptual clarity that the new competency-based questions demand.",
    ratingTenths: 48,
    tag: "Paid",
    priceRupees: 1499,
    instructor: "Prof. Vikram Malhotra",
    language: "English",
    duration: "60 hours",
    searchKeywords: "भौतिकी फ़िज़िक्स स्थिरवैद्युतिकी आधुनिक भौतिकी कक्षा 12 बारहवीं बोर्ड bhautiki kaksha barahvi board",
    trailerUrl: DEMO_TRAILER,
    highlights: [
      "All derivations explained line by line",
      "400+ solved numericals from board and JEE Main papers",
      "Ray optics and wave optics with clear diagrams",
      "Practical and viva preparation guide",
      "Chapter tests with instant feedback",
      "Doubt-clearing sessions every fortnight",
    ],
    requirements: ["Class 11 Physics basics (vectors, kinematics)", "Differentiation and integration basics", "NCERT Class 12 Physics Parts I and II"],
    reviews: [
      { name: "Aarav Singh", comment: "The derivations are explained better than in any coaching class I attended. Worth every rupee.", rating: 5 },
      { name: "Meera Krishnan", comment: "Electrostatics numericals were very helpful for JEE Main too.", rating: 5 },
      { name: "Yash Agarwal", comment: "Very thorough. Some videos are long, so I watch them at 1.25x.", rating: 4 },
      { name: "Tanvi Joshi", comment: "Modern physics section is excellent. Would love more wave optics questions.", rating: 4 },
    ],
    popularity: 910,
    published: true,
    ...images(PHYSICS12),
    lessons: [
      video(PHYSICS12, 1, "Introduction: the Class 12 Physics roadmap"),
      text(
        PHYSICS12,
        2,
        "Electric Charges and Fields: Coulomb's Law",
        `
## Properties of electric charge

- Charge is **quantised**: q = ne, where e = 1.6 × 10⁻¹⁹ C and n is an integer.
- Charge is **conserved**: the total charge of an isolated system never changes.
- Charge is **additive**: the total charge is the algebraic sum of individual charges.

### Coulomb's law

The force between two point charges q₁ and q₂ separated by a distance r in vacuum is

**F = k q₁q₂ / r²**, where k = 1/(4πε₀) = 9 × 10⁹ N m² C⁻².

The force acts along the line joining the charges: repulsive for like charges, attractive for unlike charges. In a medium of dielectric constant K, the force is reduced to F/K.

### Worked example

Two point charges of +2 μC and +3 μC are placed 30 cm apart in air. Find the force between them.

- q₁ = 2 × 10⁻⁶ C, q₂ = 3 × 10⁻⁶ C, r = 0.30 m
- F = (9 × 10⁹)(2 × 10⁻⁶)(3 × 10⁻⁶) / (0.30)²
- F = (9 × 10⁹ × 6 × 10⁻¹²) / 0.09 = 0.054 / 0.09 = **0.6 N**

The force is repulsive because both charges are positive.

### Superposition principle

The net force on a charge due to several charges is the **vector sum** of the individual forces, each calculated as if the others were absent. Resolve the forces into components, add the components, then find the resultant.

### Electric field

The field at a point is the force per unit positive test charge: **E = F/q₀**. For a point charge, E = kq/r², directed away from a positive charge and towards a negative one.

### Exam tips

- Convert μC to C and cm to m before substituting.
- In superposition problems, draw the force vectors first; symmetry often makes components cancel.
`,
      ),
      text(
        PHYSICS12,
        3,
        "Current Electricity: Kirchhoff's Laws and the Wheatstone Bridge",
        `
## Kirchhoff's rules

1. **Junction rule (KCL):** the sum of currents entering a junction equals the sum leaving it. This follows from conservation of charge.
2. **Loop rule (KVL):** the algebraic sum of the potential changes around any closed loop is zero. This follows from conservation of energy.

Sign convention for the loop rule: moving across a resistor in the direction of the current, the potential drops by IR; moving across a cell from the negative to the positive terminal, the potential rises by its emf.

### Series and parallel resistors

- Series: R = R₁ + R₂ + …
- Parallel: 1/R = 1/R₁ + 1/R₂ + …

### Worked example 1

A 6 Ω and a 3 Ω resistor are connected in parallel, and the combination is in series with a 4 Ω resistor across a 12 V battery of negligible internal resistance. Find the current drawn.

- Parallel part: (6 × 3)/(6 + 3) = 2 Ω
- Total: 2 + 4 = 6 Ω
- I = V/R = 12/6 = **2 A**
- The 2 A splits in the inverse ratio of resistances: 2/3 A through 6 Ω and 4/3 A through 3 Ω.

### The Wheatstone bridge

Four resistors P, Q, R and S form a bridge with a galvanometer between the two middle points. The bridge is **balanced** (no current through the galvanometer) when

**P/Q = R/S**

### Worked example 2

In a balanced bridge, P = 10 Ω, Q = 20 Ω and R = 15 Ω. Find S.

S = R × Q/P = 15 × 20/10 = **30 Ω**

The meter bridge and the post office box are practical forms of this bridge used in the lab.

### Exam tips

- In a balanced bridge, the galvanometer arm can be removed while simplifying the circuit.
- Choose loop directions freely; a negative answer simply means the current flows the other way.
`,
      ),
      pdf(PHYSICS12, 4, "Derivations and formula notes (PDF)"),
      video(PHYSICS12, 5, "Numericals walkthrough: ray optics"),
      text(
        PHYSICS12,
        6,
        "Ray Optics: The Lens Formula and Power of a Lens",
        `
## Thin lenses

A **convex** (converging) lens has a positive focal length; a **concave** (diverging) lens has a negative focal length, using the same Cartesian sign convention as mirrors.

### Lens maker's formula

1/f = (n − 1)(1/R₁ − 1/R₂)

where n is the refractive index of the lens material relative to the surrounding medium. If the lens is immersed in a liquid of higher refractive index, (n − 1) becomes negative and a convex lens behaves as a diverging lens.

### Lens formula and magnification

- **1/v − 1/u = 1/f** (note the minus sign — different from the mirror formula)
- m = h′/h = v/u

### Worked example

An object is placed 30 cm in front of a convex lens of focal length 20 cm. Find the position, nature and magnification of the image.

- u = −30 cm, f = +20 cm
- 1/v = 1/f + 1/u = 1/20 − 1/30 = (3 − 2)/60 = 1/60
- **v = +60 cm**, on the other side of the lens
- m = v/u = 60/(−30) = **−2**

The image is real, inverted and magnified twice.

### Power of a lens

P = 1/f, with f in metres; the unit is the dioptre (D). For the lens above, P = 1/0.20 = **+5 D**.

For lenses in contact, powers add: P = P₁ + P₂. An optician's prescription of −2.5 D means a concave lens of focal length −40 cm, used to correct myopia.

### Exam tips

- Remember the signs: mirror formula has a plus, lens formula has a minus.
- For a lens, a negative magnification always means a real, inverted image.
`,
      ),
    ],
  },
  {
    slug: ACCOUNTS12,
    name: "Class 12 Accountancy: Partnership and Company Accounts",
    category: "Class 12th",
    description:
      "Master Class 12 Accountancy with a practical, format-first approach taught by a practising chartered accountant. The course covers partnership fundamentals, goodwill, admission, retirement and dissolution, and accounting for share capital and debentures. Every topic is taught through journal entries, ledger accounts and board-pattern questions.",
    ratingTenths: 44,
    tag: "Free",
    priceRupees: 0,
    instructor: "CA Neha Agarwal",
    language: "English",
    duration: "30 hours",
    searchKeywords: "लेखाशास्त्र अकाउंटेंसी अकाउंट्स साझेदारी कंपनी खाते कक्षा 12 बारहवीं कॉमर्स lekhashastra accounts commerce kaksha barahvi",
    trailerUrl: DEMO_TRAILER,
    highlights: [
      "Journal entries explained with the reason behind each debit and credit",
      "Ready-to-use formats for capital, revaluation and realisation accounts",
      "Goodwill by average profit, super profit and capitalisation methods",
      "Share issue, forfeiture and reissue with worked problems",
    ],
    requirements: ["Class 11 Accountancy basics (journal, ledger, trial balance)", "A calculator", "Ruled accounting notebook"],
    reviews: [
      { name: "Simran Kaur", comment: "The sacrificing ratio trick saved me so much time. Excellent teaching.", rating: 5 },
      { name: "Devansh Jain", comment: "Good coverage of partnership. Company accounts part could be slower.", rating: 4 },
      { name: "Pooja Rathi", comment: "Formats are very neat and board-friendly. Thank you ma'am!", rating: 4 },
    ],
    popularity: 640,
    published: true,
    ...images(ACCOUNTS12),
    lessons: [
      video(ACCOUNTS12, 1, "Introduction: scoring full marks in Accountancy"),
      text(
        ACCOUNTS12,
        2,
        "Partnership Fundamentals: New and Sacrificing Ratios",
        `
## Key ratios in a reconstitution

When a new partner is admitted, the existing partners give up part of their share. Three ratios matter:

- **New profit-sharing ratio:** how all partners, including the new one, will share profits from now on.
- **Sacrificing ratio** = old share − new share (used to distribute the premium for goodwill brought in by the new partner).
- **Gaining ratio** = new share − old share (used on retirement or death of a partner).

If the question says nothing about how the old partners sacrifice, assume they sacrifice **in their old ratio**, so the old partners keep their old ratio between themselves.

### Worked example

A and B share profits in the ratio 3 : 2. They admit C for a 1/5 share. Find the new ratio and the sacrificing ratio.

**Step 1 — remaining share:** 1 − 1/5 = 4/5, shared by A and B in 3 : 2.

- A = 4/5 × 3/5 = 12/25
- B = 4/5 × 2/5 = 8/25
- C = 1/5 = 5/25

New ratio A : B : C = **12 : 8 : 5**

**Step 2 — sacrifice:**

- A = 3/5 − 12/25 = 15/25 − 12/25 = 3/25
- B = 2/5 − 8/25 = 10/25 − 8/25 = 2/25

Sacrificing ratio = **3 : 2**, the same as the old ratio, as expected.

### When the sacrifice is specified

If C takes 1/5 share, *1/10 from A and 1/10 from B*:

- A = 3/5 − 1/10 = 5/10, B = 2/5 − 1/10 = 3/10, C = 2/10
- New ratio = 5 : 3 : 2

### Exam tips

- Always convert to a common denominator before subtracting.
- Show the working for each partner separately — it carries step marks.
`,
      ),
      text(
        ACCOUNTS12,
        3,
        "Goodwill: Average Profit and Super Profit Methods",
        `
## What is goodwill?

Goodwill is the value of a firm's reputation — its ability to earn profits above the normal rate. It is an intangible asset and is valued whenever the profit-sharing ratio changes.

### Method 1: average profit

Goodwill = average profit × number of years' purchase

### Method 2: super profit

- Normal profit = capital employed × normal rate of return
- Super profit = average profit − normal profit
- Goodwill = super profit × number of years' purchase

### Worked example

A firm's profits for the last three years were ₹50,000, ₹60,000 and ₹70,000. The capital employed is ₹4,00,000 and the normal rate of return is 10%.

**(a) Goodwill at two years' purchase of average profit**

- Average profit = (50,000 + 60,000 + 70,000) / 3 = ₹60,000
- Goodwill = 60,000 × 2 = **₹1,20,000**

**(b) Goodwill at three years' purchase of super profit**

- Normal profit = 4,00,000 × 10% = ₹40,000
- Super profit = 60,000 − 40,000 = ₹20,000
- Goodwill = 20,000 × 3 = **₹60,000**

### Adjusting past profits

Before averaging, correct each year's profit for abnormal items: add back abnormal losses (for example, loss by fire) and deduct abnormal gains. If the question mentions a partner's salary not yet charged, deduct it too.

### Treatment on admission

When the new partner brings their share of goodwill in cash, it is credited to the old partners in the **sacrificing ratio**:

Bank A/c Dr. → Premium for Goodwill A/c; then Premium for Goodwill A/c Dr. → old partners' Capital A/cs.

### Exam tips

- Read whether the weights are given: a weighted average changes the answer.
- Write "₹" and use Indian digit grouping (1,20,000) in your answers.
`,
      ),
      pdf(ACCOUNTS12, 4, "Formats and journal entries (PDF)"),
      text(
        ACCOUNTS12,
        5,
        "Issue of Shares: Application, Allotment and Calls",
        `
## The stages of a share issue

A company usually collects the issue price of a share in instalments: **application**, **allotment** and one or more **calls**. A premium (the amount above face value) is normally collected with allotment and credited to the *Securities Premium* account, which is not part of share capital.

### Worked example

Vidya Ltd issued 10,000 equity shares of ₹10 each at a premium of ₹2, payable:

- ₹3 on application
- ₹5 on allotment (including the premium of ₹2)
- ₹4 on first and final call

All shares were applied for and allotted, and all money was received. Total received per share: 3 + 5 + 4 = ₹12 (₹10 face value + ₹2 premium).

**Journal entries**

1. Bank A/c Dr. ₹30,000 — To Equity Share Application A/c ₹30,000 *(application money received)*
2. Equity Share Application A/c Dr. ₹30,000 — To Equity Share Capital A/c ₹30,000 *(transfer to capital)*
3. Equity Share Allotment A/c Dr. ₹50,000 — To Equity Share Capital A/c ₹30,000, To Securities Premium A/c ₹20,000 *(allotment due)*
4. Bank A/c Dr. ₹50,000 — To Equity Share Allotment A/c ₹50,000
5. Equity Share First and Final Call A/c Dr. ₹40,000 — To Equity Share Capital A/c ₹40,000
6. Bank A/c Dr. ₹40,000 — To Equity Share First and Final Call A/c ₹40,000

Share capital = 30,000 + 30,000 + 40,000 = **₹1,00,000** (10,000 × ₹10), and Securities Premium = **₹20,000**.

### Where it goes in the balance sheet

Share capital appears under *Shareholders' Funds → Share Capital*; securities premium under *Reserves and Surplus*.

### Exam tips

- Premium can be used only for the purposes listed in Section 52 of the Companies Act, 2013.
- Calls in arrears are shown as a deduction from subscribed capital.
`,
      ),
    ],
  },
  {
    slug: JEE_MECH,
    name: "JEE Physics: Mechanics Masterclass",
    category: "Engineering",
    description:
      "The complete mechanics syllabus for JEE Main and Advanced — kinematics, Newton's laws, work and energy, rotation and gravitation — taught by an IIT alumnus with 15 years of Kota teaching experience. Learn to draw free-body diagrams correctly and pick the fastest method for every problem. Over 600 problems, from NCERT level to JEE Advanced.",
    ratingTenths: 49,
    tag: "Paid",
    priceRupees: 2999,
    instructor: "Arvind Saxena",
    language: "English",
    duration: "80 hours",
    searchKeywords: "भौतिकी फ़िज़िक्स यांत्रिकी मैकेनिक्स जेईई मेन इंजीनियरिंग bhautiki yantriki mechanics jee main",
    trailerUrl: DEMO_TRAILER,
    highlights: [
      "600+ problems from JEE Main and Advanced papers",
      "Free-body diagram method that works for every problem",
      "Rotation and rolling motion explained visually",
      "Shortcut techniques for constraint relations",
      "Weekly full-syllabus mechanics tests with rank",
      "Live doubt sessions every Sunday",
    ],
    requirements: ["Class 11 Physics NCERT", "Vectors and basic trigonometry", "Basic differentiation"],
    reviews: [
      { name: "Siddharth Rao", comment: "Arvind sir's FBD method changed how I solve problems. My mechanics score went from 40 to 85 percent.", rating: 5 },
      { name: "Ananya Kulkarni", comment: "Rotation was my weakest topic; this course fixed it completely.", rating: 5 },
      { name: "Harsh Vardhan", comment: "Tough problems but explained patiently. The tests are harder than the actual JEE Main.", rating: 5 },
      { name: "Nikhil Bhatt", comment: "Excellent content. The app could let me download more problem sheets.", rating: 4 },
    ],
    popularity: 990,
    published: true,
    ...images(JEE_MECH),
    lessons: [
      video(JEE_MECH, 1, "Welcome: how to study mechanics for JEE"),
      text(
        JEE_MECH,
        2,
        "Kinematics: Equations of Motion and Projectiles",
        `
## Equations of uniformly accelerated motion

For constant acceleration a along a straight line:

- v = u + at
- s = ut + ½at²
- v² = u² + 2as
- Distance in the n-th second: sₙ = u + a(2n − 1)/2

These apply only when acceleration is **constant**. If a depends on time or position, use a = dv/dt or a = v dv/dx and integrate.

### Projectile motion

A projectile launched with speed u at angle θ to the horizontal has constant horizontal velocity u cos θ and vertical acceleration −g. The standard results:

- Time of flight: **T = 2u sin θ / g**
- Maximum height: **H = u² sin²θ / 2g**
- Horizontal range: **R = u² sin 2θ / g**, maximum at θ = 45°

Angles θ and (90° − θ) give the same range.

### Worked example

A ball is thrown at 20 m/s at 30° above the horizontal. Take g = 10 m/s². Find T, H and R.

- T = 2 × 20 × sin 30° / 10 = 2 × 20 × 0.5 / 10 = **2 s**
- H = 20² × (0.5)² / (2 × 10) = 400 × 0.25 / 20 = **5 m**
- R = 20² × sin 60° / 10 = 400 × (√3/2) / 10 = 20√3 ≈ **34.6 m**

Check: the horizontal velocity is 20 cos 30° = 10√3 m/s, and 10√3 × 2 s = 20√3 m. ✔

### JEE tricks

- Treat the horizontal and vertical motions separately; time is the only link between them.
- On an inclined plane, take axes along and perpendicular to the incline: both components of g then act.
- The equation of the trajectory, y = x tan θ − gx² / (2u² cos²θ), is often the fastest route in "passes through a point" questions.
`,
      ),
      text(
        JEE_MECH,
        3,
        "Newton's Laws: Free-Body Diagrams and Connected Bodies",
        `
## The free-body diagram method

1. Choose the body (or system) you will analyse.
2. Draw it alone and mark **every force on it**: weight, normal reactions, tensions, friction and applied forces.
3. Choose axes — usually along the direction of acceleration.
4. Write ΣF = ma along each axis.
5. Add **constraint relations** (strings that do not stretch, blocks that stay in contact).

Never include forces the body exerts on others, and never add "ma" as a force in an inertial frame.

### Worked example: the Atwood machine

Masses m₁ = 5 kg and m₂ = 3 kg hang on either side of a light, frictionless pulley by a light inextensible string. Take g = 10 m/s². Find the acceleration and the tension.

For m₁ (moves down): m₁g − T = m₁a

For m₂ (moves up): T − m₂g = m₂a

Adding: (m₁ − m₂)g = (m₁ + m₂)a

- a = (5 − 3) × 10 / (5 + 3) = **2.5 m/s²**
- T = 2m₁m₂g / (m₁ + m₂) = 2 × 5 × 3 × 10 / 8 = **37.5 N**

Check with m₁: 50 − 37.5 = 12.5 = 5 × 2.5. ✔

### Pseudo forces

In a frame accelerating with acceleration a₀, add a pseudo force −ma₀ to each body. This is very handy for blocks inside an accelerating lift or on an accelerating wedge.

### Friction in one line

Static friction adjusts itself up to μₛN; kinetic friction is μₖN and opposes relative motion. First check whether the body moves at all by comparing the applied force with the maximum static friction.

### JEE tricks

- For a lift accelerating upward at a, the apparent weight is m(g + a).
- If the pulley is massive, the tensions on the two sides differ — that is a rotation problem.
`,
      ),
      pdf(JEE_MECH, 4, "Mechanics formula book (PDF)"),
      text(
        JEE_MECH,
        5,
        "Work, Energy and Power: The Work–Energy Theorem",
        `
## Work done by a force

W = F · s = Fs cos θ for a constant force. For a variable force, W = ∫F · ds, which is the area under the force–displacement graph.

- Work by gravity depends only on the change in height: W = −mgΔh.
- Work by kinetic friction is always negative on the moving body.
- The normal force does no work when it is perpendicular to the displacement.

### The work–energy theorem

**W(net) = ΔK = ½mv² − ½mu²**

It holds for every kind of force — conservative or not — which makes it the most powerful tool in mechanics when you need speeds rather than time.

### Worked example

A 2 kg block starts from rest at the top of a frictionless incline 5 m high. Take g = 10 m/s².

**(a) Speed at the bottom**

mgh = ½mv², so v = √(2gh) = √(2 × 10 × 5) = √100 = **10 m/s**

Note that the angle of the incline does not matter.

**(b) Now friction does −20 J of work on the way down**

½mv² = mgh − 20 = 100 − 20 = 80 J

v² = 80, so v = 4√5 ≈ **8.94 m/s**

### Potential energy and equilibrium

For a conservative force, F = −dU/dx. Equilibrium is where dU/dx = 0: **stable** if U is a minimum, **unstable** if U is a maximum.

### Power

P = dW/dt = F · v. A car moving at constant speed v against a resistance f needs power fv.

### JEE tricks

- Use energy for speed-at-a-position questions and Newton's laws for acceleration and time.
- For a spring, U = ½kx²; the work done by the spring from x₁ to x₂ is ½k(x₁² − x₂²).
`,
      ),
      video(JEE_MECH, 6, "Problem session: friction on inclined planes"),
    ],
  },
  {
    slug: JEE_ORGANIC,
    name: "JEE Organic Chemistry: Reaction Mechanisms",
    category: "Engineering",
    description:
      "Stop memorising reactions and start understanding them. This course builds organic chemistry for JEE Main and Advanced on electron movement: nomenclature, electronic effects, reaction intermediates and the major named reactions. Mechanism maps and practice sets help you predict products with confidence.",
    ratingTenths: 47,
    tag: "Paid",
    priceRupees: 1999,
    instructor: "Dr. Kavita Reddy",
    language: "English",
    duration: "55 hours",
    searchKeywords: "रसायन विज्ञान केमिस्ट्री कार्बनिक रसायन ऑर्गेनिक केमिस्ट्री जेईई इंजीनियरिंग rasayan karbanik organic chemistry jee",
    trailerUrl: DEMO_TRAILER,
    highlights: [
      "Mechanism-first approach with curved-arrow notation",
      "IUPAC nomenclature practice sets",
      "SN1, SN2, E1 and E2 decision chart",
      "50 named reactions with one-page summaries",
      "Previous-year JEE Advanced questions solved",
    ],
    requirements: ["Class 11 chemical bonding", "Basic organic chemistry from NCERT Class 11", "Willingness to practise drawing structures"],
    reviews: [
      { name: "Rahul Nambiar", comment: "The mechanism maps are gold. Organic went from my weakest to strongest section.", rating: 5 },
      { name: "Divya Menon", comment: "Kavita ma'am explains electronic effects beautifully.", rating: 5 },
      { name: "Arjun Thakur", comment: "Great content, but I wish there were more practice questions on named reactions.", rating: 4 },
    ],
    popularity: 850,
    published: true,
    ...images(JEE_ORGANIC),
    lessons: [
      video(JEE_ORGANIC, 1, "Introduction: how organic chemistry really works"),
      text(
        JEE_ORGANIC,
        2,
        "IUPAC Nomenclature: Naming Step by Step",
        `
## The IUPAC recipe

1. **Find the principal functional group** using the priority order: carboxylic acid > ester > amide > nitrile > aldehyde > ketone > alcohol > amine > alkene/alkyne (as unsaturation).
2. **Choose the parent chain:** the longest chain that contains the principal group (and, where possible, the multiple bonds).
3. **Number the chain** so that the principal group gets the lowest locant, then multiple bonds, then substituents.
4. **Name the substituents** in alphabetical order with their locants as prefixes (di-, tri- are ignored when alphabetising).
5. **Assemble:** prefixes + parent name + suffix.

### Common suffixes

- Alcohol: -ol; aldehyde: -al; ketone: -one; acid: -oic acid; amine: -amine.

### Worked example

Name: CH₃–CH(CH₃)–CH₂–CH(OH)–CH₃

- Principal group: –OH, so the suffix is **-ol**.
- Longest chain containing the C bearing –OH: 5 carbons, so the parent is **pentane → pentanol**.
- Number from the right so that –OH gets the lowest locant: the C with –OH is C-2, and the methyl branch is on C-4.
- Name: **4-methylpentan-2-ol**

(Numbering from the left would give 2-methylpentan-4-ol, which is wrong because the principal group must get the lower number.)

### More practice

- CH₃–CO–CH₂–CH₃ → butan-2-one
- CH₂=CH–CH₂–OH → prop-2-en-1-ol
- CH₃–CH₂–COOH → propanoic acid
- (CH₃)₃C–Cl → 2-chloro-2-methylpropane

### JEE tricks

- When the chain choice is tied, prefer the chain with more substituents.
- Halogens and nitro groups are always prefixes (chloro-, nitro-), never suffixes.
`,
      ),
      text(
        JEE_ORGANIC,
        3,
        "Electronic Effects: Inductive, Resonance and Hyperconjugation",
        `
## Why electronic effects matter

Acidity, basicity, the stability of intermediates and the direction of attack all depend on how electron density is pushed around a molecule.

### Inductive effect (I)

A permanent shift of σ-electrons along a chain, which fades quickly with distance.

- **−I groups** (withdraw electrons): –NO₂ > –CN > –COOH > –F > –Cl > –Br > –I > –OH
- **+I groups** (donate electrons): alkyl groups, with –C(CH₃)₃ > –CH(CH₃)₂ > –CH₂CH₃ > –CH₃

### Resonance (mesomeric) effect (R or M)

Delocalisation of π-electrons or lone pairs through a conjugated system. –OH, –NH₂ and –OCH₃ are **+R** (they donate into a benzene ring); –NO₂, –CHO and –COOH are **−R**. When resonance and induction compete, resonance usually wins (halogens are the exception on a benzene ring).

### Hyperconjugation

Delocalisation of C–H σ-electrons into an adjacent empty p-orbital or π-bond. More α-hydrogens means more stabilisation.

### Stability of carbocations

3° > 2° > 1° > CH₃⁺ (from +I and hyperconjugation), while allylic and benzylic carbocations are extra-stable because of resonance.

### Worked example

Arrange in increasing order of acidity: CH₃COOH, ClCH₂COOH, Cl₂CHCOOH, Cl₃CCOOH.

- Each chlorine withdraws electron density (−I) and stabilises the carboxylate anion.
- More chlorines give a more stable anion and a stronger acid.

**CH₃COOH < ClCH₂COOH < Cl₂CHCOOH < Cl₃CCOOH**

### Another classic

Phenol (pKa ≈ 10) is far more acidic than ethanol (pKa ≈ 16) because the phenoxide ion is stabilised by resonance with the ring, whereas the ethoxide ion is destabilised by the +I effect of the ethyl group.
`,
      ),
      pdf(JEE_ORGANIC, 4, "Mechanism maps and named reactions (PDF)"),
      text(
        JEE_ORGANIC,
        5,
        "SN1 vs SN2: Choosing the Mechanism",
        `
## Two ways to substitute

In nucleophilic substitution, a nucleophile replaces a leaving group (usually a halide) on an sp³ carbon.

### SN2 — one concerted step

- The nucleophile attacks from the side opposite the leaving group (**backside attack**).
- Rate = k[R–X][Nu⁻]: second order.
- The configuration is **inverted** (Walden inversion).
- Favoured by: methyl and 1° substrates (little steric hindrance), strong nucleophiles, **polar aprotic** solvents such as acetone or DMSO.

### SN1 — two steps via a carbocation

- The leaving group departs first to form a planar carbocation (slow, rate-determining step).
- Rate = k[R–X]: first order.
- The nucleophile attacks either face, giving **racemisation** (often with slight inversion).
- Rearrangements (hydride or methyl shifts) are possible.
- Favoured by: 3°, allylic and benzylic substrates; weak nucleophiles; **polar protic** solvents such as water or alcohols.

### Reactivity orders

- SN2: CH₃–X > 1° > 2° > 3°
- SN1: 3° > 2° > 1° > CH₃–X
- Leaving-group ability: I⁻ > Br⁻ > Cl⁻ > F⁻

### Worked examples

1. (CH₃)₃C–Br + H₂O → (CH₃)₃C–OH + HBr
   A 3° substrate in a polar protic solvent with a weak nucleophile: **SN1**.
2. CH₃CH₂–Br + NaI in acetone → CH₃CH₂–I + NaBr
   A 1° substrate, a good nucleophile and a polar aprotic solvent: **SN2** (NaBr precipitates, driving the reaction — the Finkelstein reaction).
3. (R)-2-bromobutane + OH⁻ (SN2 conditions) → **(S)**-butan-2-ol, by inversion.

### Decision checklist

Substrate → nucleophile strength → solvent → temperature (high temperature and strong bases push towards elimination).
`,
      ),
    ],
  },
  {
    slug: JEE_CALCULUS,
    name: "JEE Maths: Calculus Crash Course",
    category: "Engineering",
    description:
      "A fast-paced, free revision of calculus for JEE Main: limits, continuity, differentiation, applications of derivatives, integration and differential equations. Each topic is compressed into its key results, standard tricks and a set of previous-year questions. Perfect for the last two months before the exam.",
    ratingTenths: 46,
    tag: "Free",
    priceRupees: 0,
    instructor: "Rohit Khanna",
    language: "English",
    duration: "20 hours",
    searchKeywords: "गणित मैथ्स कैलकुलस कलन अवकलन समाकलन जेईई इंजीनियरिंग ganit maths calculus jee",
    trailerUrl: DEMO_TRAILER,
    highlights: [
      "Complete calculus revision in 20 hours",
      "Standard limits and L'Hôpital's rule tricks",
      "Maxima–minima and monotonicity made simple",
      "Definite integral properties that save minutes",
      "150 previous-year JEE Main questions solved",
    ],
    requirements: ["Class 11 functions and trigonometry", "Class 12 NCERT calculus chapters (first reading done)"],
    reviews: [
      { name: "Kunal Saxena", comment: "Perfect for revision. The definite integrals lesson alone is worth it.", rating: 5 },
      { name: "Riya Chatterjee", comment: "Very crisp. Not for first-time learners, but great as a crash course.", rating: 4 },
      { name: "Mohit Choudhary", comment: "Solved PYQs are very helpful, and it is free!", rating: 5 },
    ],
    popularity: 930,
    published: true,
    ...images(JEE_CALCULUS),
    lessons: [
      video(JEE_CALCULUS, 1, "Crash course plan: calculus in 20 hours"),
      text(
        JEE_CALCULUS,
        2,
        "Limits: Standard Forms and L'Hôpital's Rule",
        `
## Standard limits (as x → 0)

- sin x / x → 1, and tan x / x → 1
- (1 − cos x) / x² → 1/2
- (eˣ − 1) / x → 1, and (aˣ − 1) / x → ln a
- ln(1 + x) / x → 1
- (1 + x)^(1/x) → e

### Indeterminate forms

0/0, ∞/∞, ∞ − ∞, 0 × ∞, 1^∞, 0⁰ and ∞⁰. Only 0/0 and ∞/∞ can go directly to L'Hôpital's rule; convert the others first.

### L'Hôpital's rule

If f(x)/g(x) takes the form 0/0 or ∞/∞, then lim f/g = lim f′/g′, provided the second limit exists. Differentiate the numerator and denominator **separately** — not as a quotient.

### The 1^∞ shortcut

If f → 1 and g → ∞, then lim f^g = e^(lim g(f − 1)).

### Worked example 1

Evaluate lim (x → 0) of (1 − cos x) / x².

Using 1 − cos x = 2 sin²(x/2):

(1 − cos x)/x² = 2 sin²(x/2) / x² = (1/2) × [sin(x/2) / (x/2)]² → (1/2) × 1 = **1/2**

By L'Hôpital's rule twice: sin x / 2x → cos x / 2 → 1/2. ✔

### Worked example 2

Evaluate lim (x → ∞) of (1 + 2/x)^x.

This is 1^∞: e^(lim x × 2/x) = **e²**.

### JEE tricks

- Series expansions are often faster than L'Hôpital: sin x ≈ x − x³/6, eˣ ≈ 1 + x + x²/2.
- For limits at infinity of rational functions, compare the highest powers.
`,
      ),
      text(
        JEE_CALCULUS,
        3,
        "Differentiation: Chain Rule and Maxima–Minima",
        `
## Rules you must be fluent in

- Product: (uv)′ = u′v + uv′
- Quotient: (u/v)′ = (u′v − uv′)/v²
- Chain: d/dx f(g(x)) = f′(g(x)) × g′(x)

Example of the chain rule: d/dx sin(x²) = cos(x²) × 2x.

### Finding local extrema

1. Solve f′(x) = 0 to get the critical points.
2. Second-derivative test: f″ < 0 gives a local **maximum**; f″ > 0 gives a local **minimum**; f″ = 0 means use the first-derivative sign change.
3. For a **global** extremum on [a, b], also compare the values at the endpoints.

### Worked example

Find the local maximum and minimum values of f(x) = x³ − 6x² + 9x + 1.

- f′(x) = 3x² − 12x + 9 = 3(x − 1)(x − 3), so the critical points are x = 1 and x = 3.
- f″(x) = 6x − 12
- At x = 1: f″(1) = −6 < 0, a local maximum, with f(1) = 1 − 6 + 9 + 1 = **5**.
- At x = 3: f″(3) = 6 > 0, a local minimum, with f(3) = 27 − 54 + 27 + 1 = **1**.

### Monotonicity

f is increasing where f′ > 0 and decreasing where f′ < 0. Here f increases on (−∞, 1), decreases on (1, 3) and increases again on (3, ∞) — consistent with the maximum at 1 and minimum at 3.

### Tangents and normals

At (x₁, y₁) the slope of the tangent is m = f′(x₁), and the slope of the normal is −1/m. Tangent: y − y₁ = m(x − x₁).

### JEE tricks

- For "greatest area or volume" problems, write the quantity in terms of one variable before differentiating.
- The AM–GM inequality often gives the extremum faster than calculus.
`,
      ),
      pdf(JEE_CALCULUS, 4, "Calculus formula sheet (PDF)"),
      text(
        JEE_CALCULUS,
        5,
        "Definite Integrals: Properties that Save Time",
        `
## The properties JEE tests most

1. ∫ from a to b of f(x) dx = ∫ from a to b of f(a + b − x) dx — the **king property**.
2. ∫ from 0 to 2a of f(x) dx = 2∫ from 0 to a of f(x) dx if f(2a − x) = f(x), and 0 if f(2a − x) = −f(x).
3. ∫ from −a to a of f(x) dx = 2∫ from 0 to a of f(x) dx if f is **even**, and 0 if f is **odd**.
4. If f has period T, then ∫ from 0 to nT of f(x) dx = n∫ from 0 to T of f(x) dx.

### Worked example 1

Evaluate I = ∫ from 0 to π/2 of sin x / (sin x + cos x) dx.

Apply the king property (x → π/2 − x), which swaps sin and cos:

I = ∫ from 0 to π/2 of cos x / (cos x + sin x) dx

Adding the two forms: 2I = ∫ from 0 to π/2 of 1 dx = π/2, so **I = π/4**.

### Worked example 2

Evaluate ∫ from −1 to 1 of (x³ + x cos x) dx.

Both x³ and x cos x are odd functions, so the integral is **0** — no integration needed.

### Area under a curve

The area between y = f(x) ≥ 0, the x-axis and x = a to x = b is ∫ from a to b of f(x) dx.

Example: the area under y = x² from x = 0 to x = 2 is [x³/3] from 0 to 2 = **8/3** square units.

### Leibniz rule

d/dx of ∫ from g(x) to h(x) of f(t) dt = f(h(x)) h′(x) − f(g(x)) g′(x)

### JEE tricks

- Whenever the integrand looks symmetric in sin and cos, try the king property first.
- Check whether the integrand is odd before doing any algebra.
`,
      ),
    ],
  },
  {
    slug: NEET_BIO,
    name: "NEET Biology: Complete NCERT Coverage",
    category: "Medical",
    description:
      "Biology carries 360 of the 720 marks in NEET, and almost every question comes from NCERT. This course covers every line of the Class 11 and 12 NCERT Biology textbooks with diagrams, mnemonics and thousands of practice MCQs. Taught by a doctor who knows exactly how NEET frames its questions.",
    ratingTenths: 48,
    tag: "Paid",
    priceRupees: 2499,
    instructor: "Dr. Priya Nair",
    language: "English",
    duration: "90 hours",
    searchKeywords: "जीव विज्ञान बायोलॉजी जीवविज्ञान वनस्पति विज्ञान प्राणी विज्ञान नीट मेडिकल एनसीईआरटी jeev vigyan biology neet medical ncert",
    trailerUrl: DEMO_TRAILER,
    highlights: [
      "Line-by-line coverage of Class 11 and 12 NCERT Biology",
      "3,000+ NEET-pattern MCQs with explanations",
      "Mnemonics for classification, hormones and plant families",
      "Labelled diagrams for every chapter",
      "Genetics problem-solving workshop",
      "Full-length NEET mock tests",
    ],
    requirements: ["NCERT Biology textbooks for Class 11 and 12", "Class 10 Science fundamentals"],
    reviews: [
      { name: "Shreya Pillai", comment: "Dr. Nair's genetics lessons are the best I have seen. I scored 350 in Biology in my mock.", rating: 5 },
      { name: "Mohammed Aslam", comment: "Covers NCERT thoroughly, and the mnemonics really stick.", rating: 5 },
      { name: "Kritika Dubey", comment: "Very detailed. Physiology is excellent; ecology could be more interactive.", rating: 4 },
    ],
    popularity: 960,
    published: true,
    ...images(NEET_BIO),
    lessons: [
      video(NEET_BIO, 1, "Welcome: scoring 340+ in NEET Biology"),
      text(
        NEET_BIO,
        2,
        "Cell: The Unit of Life — Organelles at a Glance",
        `
## Prokaryotic vs eukaryotic cells

- **Prokaryotes** (bacteria, cyanobacteria): no membrane-bound nucleus or organelles; DNA in a nucleoid; 70S ribosomes.
- **Eukaryotes** (protists, fungi, plants, animals): a true nucleus and membrane-bound organelles; 80S ribosomes in the cytoplasm.

### Organelles and their functions

- **Nucleus:** stores genetic material; the nucleolus is the site of rRNA synthesis.
- **Mitochondria:** site of aerobic respiration (the "powerhouse"); double membrane with cristae; have their own circular DNA and 70S ribosomes.
- **Chloroplasts:** photosynthesis; thylakoids stacked into grana sit in the stroma.
- **Endoplasmic reticulum:** RER (with ribosomes) makes proteins; SER makes lipids and, in animal cells, steroid hormones.
- **Golgi apparatus:** packages and modifies proteins; forms glycoproteins and glycolipids.
- **Lysosomes:** membrane-bound vesicles full of hydrolytic enzymes that work best at acidic pH.
- **Vacuole:** bounded by the tonoplast; can occupy up to 90% of a plant cell's volume.
- **Ribosomes:** non-membranous; the site of protein synthesis.
- **Centrosome:** two centrioles; forms the spindle in animal cells.

### Semi-autonomous organelles

Mitochondria and chloroplasts have their own DNA and ribosomes and can divide by fission — evidence for the endosymbiotic theory.

### Worked example (NEET-style MCQ)

*Which of the following organelles is NOT membrane-bound?*

(a) Lysosome (b) Ribosome (c) Vacuole (d) Golgi apparatus

**Answer: (b) Ribosome.** Ribosomes are made of rRNA and protein with no surrounding membrane, which is why they are found in prokaryotes too.

### Remember

- 70S = 50S + 30S (prokaryotes); 80S = 60S + 40S (eukaryotes). S units are not additive in mass; they measure sedimentation rate.
- The fluid mosaic model of the plasma membrane was proposed by Singer and Nicolson (1972).
`,
      ),
      text(
        NEET_BIO,
        3,
        "Principles of Inheritance: Mendel's Crosses",
        `
## Mendel's laws

1. **Law of dominance:** in a heterozygote, one allele (dominant) expresses itself and masks the other (recessive).
2. **Law of segregation:** the two alleles of a gene separate during gamete formation, so each gamete gets only one.
3. **Law of independent assortment:** alleles of different genes assort independently of each other (true for genes on different chromosomes).

### Monohybrid cross

Tall (TT) × dwarf (tt) → F₁ all tall (Tt). Selfing F₁, Tt × Tt:

- Genotypes: 1 TT : 2 Tt : 1 tt
- Phenotypes: **3 tall : 1 dwarf**

### Dihybrid cross

Round yellow (RRYY) × wrinkled green (rryy) → F₁ RrYy. Selfing F₁ gives:

**9 round yellow : 3 round green : 3 wrinkled yellow : 1 wrinkled green**

### Worked example

A tall pea plant of unknown genotype is crossed with a dwarf plant, and the progeny are 52 tall and 48 dwarf. What was the genotype of the tall parent?

- This is a **test cross** (crossing with the homozygous recessive tt).
- A ratio close to 1 : 1 means the tall parent produced T and t gametes equally.
- The tall parent is **Tt** (heterozygous). A TT parent would give all tall progeny.

### Exceptions NEET loves

- **Incomplete dominance:** snapdragon flower colour, F₂ ratio 1 red : 2 pink : 1 white.
- **Co-dominance:** ABO blood groups; the alleles Iᴬ and Iᴮ are both expressed in group AB.
- **Multiple alleles:** the ABO gene has three alleles (Iᴬ, Iᴮ, i), giving six genotypes and four phenotypes.
- **Pleiotropy:** one gene affects several traits, as in phenylketonuria.

### Quick check

In a dihybrid F₂ of 16 combinations, the number of genotypes is 9 and the number of phenotypes is 4.
`,
      ),
      pdf(NEET_BIO, 4, "NCERT line-by-line notes (PDF)"),
      text(
        NEET_BIO,
        5,
        "Human Physiology: The Cardiac Cycle in 0.8 Seconds",
        `
## The heart as a pump

The human heart has four chambers. The **SA node** in the right atrium is the natural pacemaker: it generates about 70–75 impulses per minute. Impulses travel to the **AV node**, then through the bundle of His and the Purkinje fibres to the ventricles.

### One cardiac cycle

At 72 beats per minute, one cycle lasts 60/72 ≈ **0.8 s**:

1. **Atrial systole (0.1 s):** atria contract and push about 30% more blood into the ventricles.
2. **Ventricular systole (0.3 s):** the AV valves (tricuspid and bicuspid) close — the first heart sound, **"lub"**. Blood is forced into the pulmonary artery and the aorta.
3. **Joint diastole (0.4 s):** the ventricles relax; the semilunar valves close — the second heart sound, **"dub"**. Blood flows passively from the atria into the ventricles.

### Worked example

If the stroke volume is 70 mL and the heart rate is 72 beats per minute, find the cardiac output.

Cardiac output = stroke volume × heart rate = 70 mL × 72 = 5040 mL/min ≈ **5 L/min**

### The ECG

- **P wave:** depolarisation of the atria
- **QRS complex:** depolarisation of the ventricles (the start of ventricular systole)
- **T wave:** repolarisation of the ventricles (the end of systole)

Counting QRS complexes over a time period gives the heart rate.

### Double circulation

- **Pulmonary:** right ventricle → pulmonary artery → lungs → pulmonary veins → left atrium
- **Systemic:** left ventricle → aorta → body → venae cavae → right atrium

### Remember

- The pulmonary artery carries deoxygenated blood; the pulmonary vein carries oxygenated blood.
- The left ventricle has the thickest wall because it pumps blood to the whole body.
`,
      ),
      video(NEET_BIO, 6, "Diagram drill: the human heart"),
    ],
  },
  {
    slug: NEET_CHEM,
    name: "NEET Chemistry: Physical and Inorganic Essentials",
    category: "Medical",
    description:
      "A free course on the scoring parts of NEET Chemistry: mole concept, chemical bonding, equilibrium, kinetics and the p-block elements. Concepts are taught with short derivations and then drilled with NEET-level numericals. Designed to turn chemistry into your most reliable section.",
    ratingTenths: 45,
    tag: "Free",
    priceRupees: 0,
    instructor: "Manish Tiwari",
    language: "English",
    duration: "40 hours",
    searchKeywords: "रसायन विज्ञान केमिस्ट्री भौतिक रसायन अकार्बनिक रसायन नीट मेडिकल rasayan chemistry neet medical",
    trailerUrl: DEMO_TRAILER,
    highlights: [
      "Mole concept and stoichiometry from scratch",
      "VSEPR shapes and hybridisation with 3D visuals",
      "Kinetics, equilibrium and thermodynamics numericals",
      "Periodic trends and p-block facts in one place",
      "Chapter-wise NEET previous-year questions",
    ],
    requirements: ["Class 10 Science chemistry chapters", "Basic algebra and logarithms"],
    reviews: [
      { name: "Nandini Rao", comment: "Mole concept finally clicked after this course. Thank you sir!", rating: 5 },
      { name: "Abhishek Pandey", comment: "Good for physical chemistry. Inorganic needs more memory tricks.", rating: 4 },
    ],
    popularity: 820,
    published: true,
    ...images(NEET_CHEM),
    lessons: [
      video(NEET_CHEM, 1, "Introduction: the NEET Chemistry blueprint"),
      text(
        NEET_CHEM,
        2,
        "Mole Concept and Stoichiometry",
        `
## The mole

One mole is the amount of substance containing **6.022 × 10²³** particles (Avogadro's number, Nₐ).

- Number of moles n = given mass / molar mass
- Number of particles = n × Nₐ
- Volume of a gas at STP (273 K, 1 bar) = n × 22.7 L (older books use 22.4 L at 1 atm)

### Worked example 1

How many moles and molecules are there in 4.4 g of CO₂?

- Molar mass of CO₂ = 12 + 2 × 16 = 44 g/mol
- n = 4.4 / 44 = **0.1 mol**
- Molecules = 0.1 × 6.022 × 10²³ = **6.022 × 10²²**

### Stoichiometry

A balanced equation gives the mole ratio in which substances react.

### Worked example 2

What mass of oxygen is needed to burn 16 g of methane completely?

CH₄ + 2O₂ → CO₂ + 2H₂O

- Moles of CH₄ = 16 / 16 = 1 mol
- Moles of O₂ needed = 2 × 1 = 2 mol
- Mass of O₂ = 2 × 32 = **64 g**

### Limiting reagent

When the reactants are not in the stoichiometric ratio, the one that runs out first is the **limiting reagent** and decides how much product forms. Divide each reactant's moles by its coefficient; the smallest result marks the limiting reagent.

Example: for 2H₂ + O₂ → 2H₂O with 4 mol H₂ and 3 mol O₂: H₂ gives 4/2 = 2 and O₂ gives 3/1 = 3, so **H₂ is limiting**, and 4 mol of water form.

### Concentration terms

- Molarity M = moles of solute / litres of solution (changes with temperature)
- Molality m = moles of solute / kg of solvent (independent of temperature)

### NEET tip

Write the units at every step; most mistakes in mole questions are unit mistakes.
`,
      ),
      text(
        NEET_CHEM,
        3,
        "Chemical Bonding: Hybridisation and VSEPR Shapes",
        `
## VSEPR theory in one idea

Electron pairs around a central atom repel each other and arrange themselves as far apart as possible. The repulsion order is: lone pair–lone pair > lone pair–bond pair > bond pair–bond pair.

### Steric number and hybridisation

Steric number = number of atoms bonded to the central atom + number of lone pairs on it.

- 2 → sp, linear (BeCl₂, 180°)
- 3 → sp², trigonal planar (BF₃, 120°)
- 4 → sp³, tetrahedral (CH₄, 109.5°)
- 5 → sp³d, trigonal bipyramidal (PCl₅)
- 6 → sp³d², octahedral (SF₆)

### Lone pairs change the shape

- NH₃: sp³ with 1 lone pair → **trigonal pyramidal**, 107°
- H₂O: sp³ with 2 lone pairs → **bent**, 104.5°
- SF₄: sp³d with 1 lone pair → see-saw
- ClF₃: sp³d with 2 lone pairs → T-shaped
- XeF₂: sp³d with 3 lone pairs → linear

### Worked example

Predict the hybridisation and shape of XeF₄.

- Xe has 8 valence electrons; 4 are used in bonds with 4 F atoms.
- The remaining 4 electrons form **2 lone pairs**.
- Steric number = 4 + 2 = 6, so the hybridisation is **sp³d²**.
- The two lone pairs sit opposite each other (to minimise repulsion), leaving the four F atoms in a plane: **square planar**.

### Dipole moment check

Symmetrical molecules such as CO₂, BF₃, CCl₄ and XeF₄ have zero dipole moment even though their bonds are polar. NH₃ (1.47 D) has a larger dipole moment than NF₃ (0.24 D) because in NH₃ the lone-pair moment adds to the bond moments.

### NEET tip

Lone pairs always go to the equatorial positions in a trigonal bipyramid.
`,
      ),
      pdf(NEET_CHEM, 4, "Physical chemistry formula notes (PDF)"),
      text(
        NEET_CHEM,
        5,
        "Chemical Kinetics: Rate Laws and Half-Life",
        `
## Rate of a reaction

For aA → bB, rate = −(1/a) d[A]/dt = (1/b) d[B]/dt.

The **rate law**, rate = k[A]^x[B]^y, is found by experiment; the order (x + y) need not match the stoichiometric coefficients.

### Zero and first order

- **Zero order:** [A] = [A]₀ − kt; t½ = [A]₀ / 2k; unit of k: mol L⁻¹ s⁻¹
- **First order:** k = (2.303 / t) log([A]₀ / [A]); **t½ = 0.693 / k**, independent of the initial concentration; unit of k: s⁻¹

Radioactive decay and the hydrolysis of esters in acid are common first-order examples.

### Worked example

A first-order reaction has k = 0.0693 min⁻¹. Find its half-life and the fraction left after 30 minutes.

- t½ = 0.693 / 0.0693 = **10 min**
- 30 min = 3 half-lives, so the fraction left = (1/2)³ = **1/8 = 12.5%**

### Temperature and the Arrhenius equation

k = A e^(−Ea/RT)

- Raising the temperature by 10 K roughly doubles the rate for many reactions.
- log(k₂/k₁) = (Ea / 2.303R) × (1/T₁ − 1/T₂)

A catalyst lowers the activation energy Ea without changing ΔH or the equilibrium constant.

### NEET tip

For a first-order reaction, the time for 99.9% completion is about 10 half-lives, and for 75% completion it is exactly 2 half-lives.
`,
      ),
    ],
  },
  {
    slug: POLITY,
    name: "UPSC Indian Polity and Constitution",
    category: "UPSC",
    description:
      "A complete course on Indian Polity for UPSC Prelims and GS Paper II, built on M. Laxmikanth and the bare text of the Constitution. It covers the making of the Constitution, Fundamental Rights, Parliament, the judiciary, federalism and constitutional bodies, linking each topic to current affairs. Includes answer-writing practice with model answers.",
    ratingTenths: 48,
    tag: "Paid",
    priceRupees: 2999,
    instructor: "Rajesh Chaturvedi",
    language: "English",
    duration: "75 hours",
    searchKeywords: "भारतीय राजव्यवस्था संविधान पॉलिटी यूपीएससी सिविल सेवा आईएएस rajvyavastha samvidhan polity upsc civil services ias",
    trailerUrl: DEMO_TRAILER,
    highlights: [
      "Complete GS Paper II polity syllabus",
      "Article-by-article explanation of key provisions",
      "Landmark Supreme Court judgments simplified",
      "1,000+ Prelims MCQs with explanations",
      "Weekly answer-writing practice with evaluation",
    ],
    requirements: ["Indian Polity by M. Laxmikanth (recommended)", "A copy of the Constitution of India (bare act)", "Daily newspaper reading"],
    reviews: [
      { name: "Vivek Anand", comment: "Rajesh sir connects every article to current affairs. My polity score in Prelims was almost perfect.", rating: 5 },
      { name: "Shalini Gupta", comment: "The answer-writing feedback is very detailed and practical.", rating: 5 },
      { name: "Manoj Kumar Das", comment: "Comprehensive, but a lot of content; plan your time well.", rating: 4 },
    ],
    popularity: 940,
    published: true,
    ...images(POLITY),
    lessons: [
      video(POLITY, 1, "Introduction: how to study polity for UPSC"),
      text(
        POLITY,
        2,
        "Making of the Constitution and the Preamble",
        `
## The Constituent Assembly

- Formed under the **Cabinet Mission Plan (1946)**; members were elected indirectly by the provincial assemblies.
- First meeting: **9 December 1946**, with Dr Sachchidananda Sinha as interim president; **Dr Rajendra Prasad** was elected president on 11 December 1946.
- The Objectives Resolution was moved by Jawaharlal Nehru on 13 December 1946.
- The **Drafting Committee** was set up on 29 August 1947 under **Dr B. R. Ambedkar**.
- The Constitution was adopted on **26 November 1949** (now Constitution Day) and came into force on **26 January 1950**.

### The Preamble

It declares India to be a **Sovereign, Socialist, Secular, Democratic Republic** and secures Justice (social, economic and political), Liberty, Equality and Fraternity.

- The words *Socialist*, *Secular* and *Integrity* were added by the **42nd Amendment Act, 1976**.
- The Preamble has been amended only once so far.

### Is the Preamble part of the Constitution?

- **Berubari Union case (1960):** the Supreme Court said it is *not* a part of the Constitution.
- **Kesavananda Bharati case (1973):** the Court reversed this — the Preamble *is* a part of the Constitution and can be amended under Article 368, but not in a way that destroys the **basic structure**.
- The Preamble is **non-justiciable**: it cannot be enforced in a court of law.

### Worked example (Prelims-style)

*Consider the following statements:*
1. The Preamble was amended by the 42nd Amendment Act.
2. The Preamble is enforceable in a court of law.

*Which is/are correct?* (a) 1 only (b) 2 only (c) both (d) neither

**Answer: (a).** Statement 2 is wrong because the Preamble is non-justiciable, even though courts use it to interpret the Constitution.

### Mains angle

"The Preamble is the identity card of the Constitution." Use it in answers on secularism, social justice and the basic structure doctrine.
`,
      ),
      text(
        POLITY,
        3,
        "Fundamental Rights: Articles 12 to 35",
        `
## The six Fundamental Rights

1. **Right to Equality** (Articles 14–18): equality before law, no discrimination, equality of opportunity in public employment, abolition of untouchability and titles.
2. **Right to Freedom** (Articles 19–22): six freedoms under Article 19, protection in respect of conviction (20), life and personal liberty (21), the right to education (21A), and protection against arbitrary arrest (22).
3. **Right against Exploitation** (Articles 23–24): no human trafficking or forced labour; no child labour in hazardous work below 14.
4. **Right to Freedom of Religion** (Articles 25–28).
5. **Cultural and Educational Rights** (Articles 29–30): protection of minorities' interests and their right to run educational institutions.
6. **Right to Constitutional Remedies** (Article 32): Dr Ambedkar called it "the heart and soul of the Constitution".

The right to property was removed as a Fundamental Right by the **44th Amendment Act, 1978**; it is now a legal right under **Article 300A**.

### Writs (Articles 32 and 226)

- **Habeas corpus:** "to have the body" — against unlawful detention.
- **Mandamus:** "we command" — to a public official to perform a duty.
- **Prohibition:** a higher court stops a lower court from exceeding its jurisdiction.
- **Certiorari:** a higher court quashes a lower court's order.
- **Quo warranto:** "by what authority" — against the illegal occupation of a public office.

High Courts can issue writs for legal rights too, so their writ jurisdiction under Article 226 is wider than the Supreme Court's.

### Emergencies

During a national emergency, Articles **20 and 21 cannot be suspended** (44th Amendment). Article 19 is suspended automatically only when the emergency is declared on grounds of war or external aggression.

### Worked example

*Which article was described by Dr B. R. Ambedkar as the "heart and soul" of the Constitution?*

**Answer: Article 32**, because it makes the other Fundamental Rights enforceable.

### Mains angle

The expansion of Article 21 — privacy (Puttaswamy, 2017), a clean environment, livelihood — shows judicial creativity. Quote cases with years.
`,
      ),
      pdf(POLITY, 4, "Polity quick-revision notes (PDF)"),
      text(
        POLITY,
        5,
        "Parliament: Money Bills and Joint Sittings",
        `
## Types of bills

- **Ordinary bills:** can be introduced in either House.
- **Money bills (Article 110):** deal only with taxes, borrowing, the Consolidated Fund and similar matters.
- **Financial bills (Article 117):** contain money-bill matters plus other provisions.
- **Constitution amendment bills (Article 368).**

### Money bills

- Introduced only in the **Lok Sabha**, on the recommendation of the President.
- The **Speaker** certifies whether a bill is a money bill, and the decision is final.
- The Rajya Sabha cannot reject or amend it; it can only make recommendations, and must return the bill within **14 days**, or it is deemed passed.
- The President can accept or withhold assent but **cannot return** a money bill for reconsideration.

### Joint sitting (Article 108)

- Called by the **President** when the two Houses disagree on an ordinary bill, or when one House sits on it for more than six months.
- Presided over by the **Speaker** of the Lok Sabha.
- Decided by a majority of the total members present and voting — so the larger Lok Sabha usually prevails.
- **Not available** for money bills or constitution amendment bills.
- It has been used only three times: the Dowry Prohibition Bill (1961), the Banking Service Commission (Repeal) Bill (1978) and the Prevention of Terrorism Bill (2002).

### Worked example

*Consider the following:*
1. A joint sitting can be held to resolve a deadlock on a constitution amendment bill.
2. The Speaker's decision on whether a bill is a money bill is final.

**Answer: 2 only.** There is no joint sitting for amendment bills; each House must pass them separately by a special majority.

### Mains angle

The use of the money-bill route for the Aadhaar Act was upheld in Puttaswamy (2018), with a strong dissent. Discuss it with the role of the Rajya Sabha as the federal chamber.
`,
      ),
      video(POLITY, 6, "Answer writing: a GS Paper II model answer"),
    ],
  },
  {
    slug: HISTORY_HI,
    name: "आधुनिक भारत का इतिहास (UPSC, हिंदी माध्यम)",
    category: "UPSC",
    description:
      "UPSC प्रारंभिक और मुख्य परीक्षा के लिए आधुनिक भारत का इतिहास, 1757 से 1947 तक, सरल हिंदी में। 1857 का विद्रोह, सामाजिक-धार्मिक सुधार आंदोलन, गांधीवादी युग और संवैधानिक विकास — हर विषय पर तथ्य, विश्लेषण और पिछले वर्षों के प्रश्न। हिंदी माध्यम के अभ्यर्थियों के लिए पूरी तरह निःशुल्क।",
    ratingTenths: 46,
    tag: "Free",
    priceRupees: 0,
    instructor: "Dr. Meenakshi Tripathi",
    language: "Hindi",
    duration: "50 hours",
    searchKeywords: "आधुनिक भारत इतिहास मॉडर्न हिस्ट्री यूपीएससी सिविल सेवा हिंदी माध्यम itihas modern history upsc hindi medium",
    trailerUrl: DEMO_TRAILER,
    highlights: [
      "1757 से 1947 तक का संपूर्ण पाठ्यक्रम",
      "महत्वपूर्ण तिथियों और व्यक्तियों की समय-रेखा",
      "पिछले 15 वर्षों के प्रारंभिक परीक्षा प्रश्नों का विश्लेषण",
      "मुख्य परीक्षा के लिए उत्तर लेखन अभ्यास",
      "स्पेक्ट्रम और NCERT पर आधारित नोट्स",
    ],
    requirements: ["NCERT कक्षा 8 और 12 की इतिहास पुस्तकें", "प्रतिदिन 2 घंटे अध्ययन का समय"],
    reviews: [
      { name: "रवि शंकर", comment: "हिंदी माध्यम में इतना अच्छा और मुफ़्त पाठ्यक्रम मिलना मुश्किल है। समय-रेखा बहुत काम की है।", rating: 5 },
      { name: "Pallavi Singh", comment: "Gandhian era ka lesson bahut detailed hai. Mains ke liye bhi helpful.", rating: 5 },
      { name: "दीपक वर्मा", comment: "सामग्री अच्छी है, पर कुछ वीडियो में आवाज़ धीमी है।", rating: 4 },
    ],
    popularity: 880,
    published: true,
    ...images(HISTORY_HI),
    lessons: [
      video(HISTORY_HI, 1, "परिचय: आधुनिक इतिहास की तैयारी कैसे करें"),
      text(
        HISTORY_HI,
        2,
        "1857 का विद्रोह: कारण, प्रसार और परिणाम",
        `
## पृष्ठभूमि

1857 का विद्रोह ब्रिटिश शासन के विरुद्ध पहला बड़ा और व्यापक संघर्ष था। वी. डी. सावरकर ने इसे "भारत का प्रथम स्वतंत्रता संग्राम" कहा।

### प्रमुख कारण

- **राजनीतिक:** लॉर्ड डलहौज़ी की *व्यपगत का सिद्धांत* (डॉक्ट्रिन ऑफ़ लैप्स) — सतारा, झाँसी, नागपुर का विलय; 1856 में कुशासन के आरोप में अवध का विलय।
- **आर्थिक:** भारी भू-राजस्व, हस्तशिल्प का विनाश और ज़मींदारों की बेदखली।
- **सामाजिक-धार्मिक:** ईसाई मिशनरियों की गतिविधियों और सुधार कानूनों से आशंका।
- **सैन्य:** भारतीय सिपाहियों से भेदभाव और 1856 का सामान्य सेवा भर्ती अधिनियम।
- **तात्कालिक कारण:** एनफ़ील्ड राइफ़ल के चर्बी वाले कारतूस।

### प्रसार और प्रमुख नेता

29 मार्च 1857 को बैरकपुर में **मंगल पांडे** ने विद्रोह किया। **10 मई 1857** को मेरठ से विद्रोह शुरू हुआ और सिपाही दिल्ली पहुँचे, जहाँ **बहादुर शाह ज़फ़र** को नेता घोषित किया गया।

- दिल्ली — बहादुर शाह ज़फ़र, बख़्त ख़ान
- कानपुर — नाना साहेब, तात्या टोपे
- लखनऊ — बेगम हज़रत महल
- झाँसी — रानी लक्ष्मीबाई
- जगदीशपुर (बिहार) — कुँवर सिंह
- फ़ैज़ाबाद — मौलवी अहमदुल्लाह

### परिणाम

- **भारत सरकार अधिनियम 1858:** ईस्ट इंडिया कंपनी का शासन समाप्त, सत्ता सीधे ब्रिटिश क्राउन को।
- भारत के लिए राज्य सचिव का पद बना; गवर्नर जनरल अब **वायसराय** भी कहलाए।
- महारानी विक्टोरिया की घोषणा (1 नवंबर 1858): विलय की नीति का अंत और धार्मिक मामलों में हस्तक्षेप न करने का वादा।
- सेना का पुनर्गठन: यूरोपीय सैनिकों का अनुपात बढ़ाया गया।

### उदाहरण प्रश्न (प्रारंभिक परीक्षा)

*प्रश्न:* 1857 के विद्रोह के दौरान लखनऊ में नेतृत्व किसने किया?

(a) रानी लक्ष्मीबाई (b) बेगम हज़रत महल (c) कुँवर सिंह (d) नाना साहेब

**उत्तर: (b) बेगम हज़रत महल।**
`,
      ),
      text(
        HISTORY_HI,
        3,
        "गांधीवादी युग: असहयोग से भारत छोड़ो तक",
        `
## गांधीजी का भारत आगमन

महात्मा गांधी जनवरी 1915 में दक्षिण अफ़्रीका से भारत लौटे। गोपाल कृष्ण गोखले को उन्होंने अपना राजनीतिक गुरु माना।

### प्रारंभिक सत्याग्रह

1. **चंपारण (1917):** नील किसानों पर *तिनकठिया* पद्धति के विरुद्ध — भारत में पहला सत्याग्रह।
2. **अहमदाबाद मिल हड़ताल (1918):** मज़दूरों के लिए — गांधीजी का पहला भूख हड़ताल।
3. **खेड़ा (1918):** फ़सल ख़राब होने पर लगान माफ़ी के लिए; सरदार पटेल का सहयोग।

### असहयोग आंदोलन (1920–22)

- कारण: रॉलेट एक्ट, **जलियाँवाला बाग हत्याकांड (13 अप्रैल 1919)** और ख़िलाफ़त का प्रश्न।
- कार्यक्रम: उपाधियों, सरकारी स्कूलों, अदालतों और विदेशी कपड़ों का बहिष्कार; स्वदेशी और खादी।
- **चौरी चौरा कांड (5 फ़रवरी 1922)** के बाद गांधीजी ने आंदोलन वापस ले लिया।

### सविनय अवज्ञा आंदोलन (1930–34)

- 1929 के लाहौर अधिवेशन में **पूर्ण स्वराज** का लक्ष्य घोषित हुआ।
- **दांडी मार्च:** 12 मार्च से 6 अप्रैल 1930 — साबरमती से दांडी तक 78 साथियों के साथ नमक कानून तोड़ा।
- गांधी-इरविन समझौता (मार्च 1931) और दूसरे गोलमेज़ सम्मेलन में गांधीजी की भागीदारी।

### भारत छोड़ो आंदोलन (1942)

- क्रिप्स मिशन की विफलता के बाद **8 अगस्त 1942** को बंबई के ग्वालिया टैंक मैदान से प्रस्ताव पारित।
- नारा: **"करो या मरो"**।
- नेताओं की तुरंत गिरफ़्तारी; अरुणा आसफ़ अली, जयप्रकाश नारायण और राम मनोहर लोहिया ने भूमिगत आंदोलन चलाया। बलिया, तामलुक और सतारा में समानांतर सरकारें बनीं।

### उदाहरण प्रश्न (मुख्य परीक्षा)

*प्रश्न:* "गांधीजी ने राष्ट्रीय आंदोलन को जन आंदोलन में बदल दिया।" चर्चा कीजिए। (150 शब्द)

*उत्तर की रूपरेखा:* भूमिका — गांधीजी से पहले का आंदोलन मुख्यतः शिक्षित वर्ग तक सीमित; मुख्य भाग — किसानों, मज़दूरों, महिलाओं और विद्यार्थियों की भागीदारी, सत्याग्रह और अहिंसा की पद्धति, खादी और रचनात्मक कार्यक्रम; निष्कर्ष — सीमाएँ और स्थायी प्रभाव।
`,
      ),
      pdf(HISTORY_HI, 4, "समय-रेखा और नोट्स (PDF)"),
      text(
        HISTORY_HI,
        5,
        "संवैधानिक विकास: 1909 से 1935 तक",
        `
## भारतीय परिषद अधिनियम 1909 (मॉर्ले-मिंटो सुधार)

- विधान परिषदों का आकार बढ़ाया गया।
- मुसलमानों के लिए **पृथक निर्वाचन मंडल** की व्यवस्था — इसलिए लॉर्ड मिंटो को "सांप्रदायिक निर्वाचन का जनक" कहा जाता है।
- सत्येंद्र प्रसन्न सिन्हा वायसराय की कार्यकारी परिषद के पहले भारतीय सदस्य बने।

## भारत सरकार अधिनियम 1919 (मॉन्टेग्यू-चेम्सफ़ोर्ड सुधार)

- प्रांतों में **द्वैध शासन**: विषयों को *आरक्षित* और *हस्तांतरित* में बाँटा गया।
- केंद्र में द्विसदनीय विधायिका बनी।
- सिखों, भारतीय ईसाइयों, आंग्ल-भारतीयों और यूरोपीयों तक सांप्रदायिक प्रतिनिधित्व का विस्तार।
- लंदन में भारत के लिए उच्चायुक्त का पद बना।

## भारत सरकार अधिनियम 1935

- प्रस्तावित **अखिल भारतीय संघ** (ब्रिटिश प्रांत और देशी रियासतें) — जो कभी अस्तित्व में नहीं आया।
- प्रांतों में द्वैध शासन समाप्त करके **प्रांतीय स्वायत्तता** दी गई; केंद्र में द्वैध शासन का प्रावधान।
- विषयों की तीन सूचियाँ: संघ, प्रांतीय और समवर्ती।
- **संघीय न्यायालय** की स्थापना (1937) और भारतीय रिज़र्व बैंक की स्थापना का प्रावधान।
- 1937 के चुनावों में कांग्रेस ने 11 में से 8 प्रांतों में सरकारें बनाईं।

भारतीय संविधान का बड़ा हिस्सा — विशेषकर प्रशासनिक ढाँचा — इसी अधिनियम पर आधारित है।

### उदाहरण प्रश्न

*प्रश्न:* प्रांतों में द्वैध शासन किस अधिनियम द्वारा लागू किया गया और किस अधिनियम द्वारा समाप्त किया गया?

**उत्तर:** भारत सरकार अधिनियम 1919 द्वारा लागू किया गया और भारत सरकार अधिनियम 1935 द्वारा समाप्त किया गया (जिसने इसे केंद्र में लागू करने का प्रावधान किया)।

### याद रखने की युक्ति

**1909 — पृथक निर्वाचन, 1919 — प्रांतों में द्वैध शासन, 1935 — प्रांतीय स्वायत्तता।**
`,
      ),
    ],
    pdfNotes: `
# Modern Indian History for UPSC — Notes (Hindi medium course, English summary)

## The Revolt of 1857

V. D. Savarkar called it the First War of Indian Independence. Its causes were political (Dalhousie's Doctrine of Lapse — Satara, Jhansi, Nagpur; the annexation of Awadh in 1856), economic (heavy land revenue, ruin of handicrafts), socio-religious (fear of missionary activity) and military (discrimination, the General Service Enlistment Act of 1856). The immediate cause was the greased cartridges of the Enfield rifle.

- 29 March 1857: Mangal Pandey at Barrackpore. 10 May 1857: the revolt began at Meerut; the sepoys marched to Delhi and proclaimed Bahadur Shah Zafar their leader.
- **Leaders:** Delhi — Bahadur Shah Zafar, Bakht Khan; Kanpur — Nana Saheb, Tantia Tope; Lucknow — Begum Hazrat Mahal; Jhansi — Rani Lakshmibai; Jagdishpur (Bihar) — Kunwar Singh; Faizabad — Maulvi Ahmadullah.
- **Results:** the Government of India Act 1858 ended Company rule and transferred power to the Crown; the post of Secretary of State for India was created and the Governor-General also became the Viceroy; Queen Victoria's Proclamation (1 November 1858) ended the policy of annexation.

## The Gandhian Era

Gandhi returned from South Africa in January 1915 and regarded Gopal Krishna Gokhale as his political guru.

1. **Champaran (1917):** against the tinkathia system imposed on indigo farmers — his first satyagraha in India.
2. **Ahmedabad mill strike (1918):** his first hunger strike.
3. **Kheda (1918):** remission of revenue after crop failure, with Sardar Patel.

- **Non-Cooperation (1920-22):** after the Rowlatt Act, the Jallianwala Bagh massacre (13 April 1919) and the Khilafat issue; withdrawn after Chauri Chaura (5 February 1922).
- **Civil Disobedience (1930-34):** Purna Swaraj declared at Lahore (1929); the Dandi March from 12 March to 6 April 1930; the Gandhi-Irwin Pact (March 1931).
- **Quit India (1942):** resolution of 8 August 1942 at Gowalia Tank, Bombay; slogan "Do or Die"; underground leadership of Aruna Asaf Ali, Jayaprakash Narayan and Ram Manohar Lohia; parallel governments in Ballia, Tamluk and Satara.

## Constitutional Development

- **Indian Councils Act 1909 (Morley-Minto):** separate electorates for Muslims; Satyendra Prasanna Sinha became the first Indian member of the Viceroy's Executive Council.
- **Government of India Act 1919 (Montagu-Chelmsford):** dyarchy in the provinces (reserved and transferred subjects); a bicameral central legislature.
- **Government of India Act 1935:** a proposed All-India Federation (never formed); provincial autonomy replaced dyarchy in the provinces; three lists of subjects; the Federal Court (1937). Much of the administrative framework of the Constitution comes from this Act.

**Memory aid:** 1909 — separate electorates; 1919 — dyarchy in provinces; 1935 — provincial autonomy.

## Answer-writing tips

- In Mains answers, give an introduction, a body with sub-headings, and a balanced conclusion.
- Quote dates and names precisely; draw a simple timeline where it helps.
`,
  },
  {
    slug: CSAT,
    name: "UPSC CSAT: Aptitude and Logical Reasoning",
    category: "UPSC",
    description:
      "Clear the CSAT paper comfortably and never let a qualifying paper cost you the Prelims. The course covers quantitative aptitude, logical reasoning, data interpretation and reading comprehension, with shortcut methods and timed practice. Built around the question types UPSC has set since 2011.",
    ratingTenths: 44,
    tag: "Paid",
    priceRupees: 1499,
    instructor: "Amit Deshmukh",
    language: "English",
    duration: "35 hours",
    searchKeywords: "सीसैट अभिक्षमता तार्किक क्षमता रीजनिंग गणित यूपीएससी सिविल सेवा csat aptitude reasoning upsc",
    trailerUrl: DEMO_TRAILER,
    highlights: [
      "Every CSAT paper since 2011 solved",
      "Shortcut methods for percentages, ratios and averages",
      "Reading comprehension strategy for inference questions",
      "Timed sectional tests with analytics",
    ],
    requirements: ["Class 10 level mathematics", "Regular practice of at least 30 minutes a day"],
    reviews: [
      { name: "Gaurav Mishra", comment: "I had failed CSAT once. This course got me to 120+ marks.", rating: 5 },
      { name: "Neha Bhardwaj", comment: "The reading comprehension strategy is very useful.", rating: 4 },
      { name: "Sameer Khan", comment: "Good shortcuts, though some explanations go too fast for non-maths students.", rating: 3 },
    ],
    popularity: 700,
    published: true,
    ...images(CSAT),
    lessons: [
      video(CSAT, 1, "Introduction: the CSAT paper and the 33% cut-off"),
      text(
        CSAT,
        2,
        "Percentages and Profit & Loss Shortcuts",
        `
## The CSAT paper in brief

80 questions, 200 marks, 2 hours; each question carries 2.5 marks, with a penalty of one-third (0.83 marks) for a wrong answer. The paper is qualifying: you need **33%, i.e. 66 marks**.

### Percentage fractions to memorise

- 1/2 = 50%, 1/3 = 33.33%, 1/4 = 25%, 1/5 = 20%
- 1/6 = 16.67%, 1/8 = 12.5%, 1/9 = 11.11%, 1/11 = 9.09%

### Successive percentage change

Two successive changes of a% and b% give a net change of **a + b + ab/100** (use negative values for decreases).

### Worked example 1

A shop gives successive discounts of 20% and 10%. What is the single equivalent discount?

- Net change = −20 − 10 + (−20)(−10)/100 = −30 + 2 = −28
- Equivalent discount = **28%** (not 30%).

Check: ₹100 → ₹80 → ₹72, a 28% reduction. ✔

### Profit and loss

- Profit % = (SP − CP) / CP × 100 — always on the **cost price**.
- If the marked price is M and the discount is d%, then SP = M × (100 − d)/100.

### Worked example 2

An article bought for ₹800 is sold for ₹1,000. Find the profit percentage.

Profit = 200; Profit % = 200/800 × 100 = **25%**.

### Worked example 3

A trader marks goods 40% above cost and gives a 25% discount. Profit or loss?

Take CP = 100: MP = 140, SP = 140 × 0.75 = 105, so a **profit of 5%**.

### CSAT strategy

- Attempt the comprehension and reasoning questions first if maths is your weak area.
- Never guess blindly: with the 1/3 penalty, guess only when you can eliminate at least two options.
`,
      ),
      text(
        CSAT,
        3,
        "Time, Speed and Distance: Relative Speed",
        `
## Basic relations

- Speed = Distance / Time
- To convert km/h to m/s, multiply by **5/18**; to convert m/s to km/h, multiply by 18/5.
- Average speed for equal distances at speeds x and y = **2xy / (x + y)** (not the simple average).

### Relative speed

- Objects moving in **opposite** directions: relative speed = sum of the speeds.
- Objects moving in the **same** direction: relative speed = difference of the speeds.

### Trains

A train crossing a pole or a person covers **its own length**. A train crossing another train or a platform covers the **sum of the lengths**.

### Worked example 1

Two trains 150 m and 100 m long run at 54 km/h and 36 km/h on parallel tracks. How long do they take to cross each other when moving (a) in opposite directions, (b) in the same direction?

- Total distance = 150 + 100 = 250 m
- (a) Relative speed = 54 + 36 = 90 km/h = 90 × 5/18 = 25 m/s, so time = 250/25 = **10 s**
- (b) Relative speed = 54 − 36 = 18 km/h = 5 m/s, so time = 250/5 = **50 s**

### Worked example 2

A person goes to office at 40 km/h and returns at 60 km/h. What is the average speed?

2 × 40 × 60 / (40 + 60) = 4800/100 = **48 km/h**

### Boats and streams

If the speed in still water is b and the stream's speed is s:

- Downstream speed = b + s; upstream speed = b − s
- b = (downstream + upstream)/2; s = (downstream − upstream)/2

### CSAT strategy

Convert all units before you start. Most wrong answers in this topic come from mixing km/h and m/s.
`,
      ),
      pdf(CSAT, 4, "CSAT shortcut sheet (PDF)"),
      text(
        CSAT,
        5,
        "Reading Comprehension: Inference vs Assumption",
        `
## Why comprehension decides CSAT

Reading comprehension makes up roughly a third of the paper and needs no formulae, so it is the safest source of marks for most aspirants.

### Question types

- **Main idea / central theme:** what the whole passage is about — not a detail from one paragraph.
- **Inference:** something that must be true, based on the passage, though not stated directly.
- **Assumption:** an unstated premise that the author takes for granted; without it, the argument collapses.
- **Corollary / logical conclusion:** what follows from the passage.

### A four-step method

1. Read the question stem first, so that you know what to look for.
2. Read the passage once, actively, noting the author's tone and main claim.
3. Eliminate options that are *too extreme* ("always", "never", "only"), *out of scope*, or *merely true in the real world*.
4. Choose the option that is best supported by the passage alone.

### Worked example

*Passage:* "Groundwater levels in many Indian districts have fallen sharply because free electricity encourages farmers to over-pump. Micro-irrigation can cut water use by up to 40%, yet its adoption remains low because of high upfront costs."

*Which is the most valid inference?*

(a) Free electricity should be abolished immediately.

(b) Reducing the upfront cost of micro-irrigation could help conserve groundwater.

(c) Farmers do not care about groundwater.

(d) Micro-irrigation is used in 40% of Indian farms.

**Answer: (b).** (a) is a prescription that is too extreme, (c) is not supported, and (d) misreads "40%". Option (b) follows directly from the passage: cost is the barrier, and the technique saves water.

### Practice habit

Read one editorial a day and write its central idea in a single sentence.
`,
      ),
    ],
  },
  {
    slug: JEE_ADVANCED,
    name: "JEE Advanced Problem Solving (coming soon)",
    category: "Engineering",
    description:
      "An advanced problem-solving programme for JEE Advanced aspirants who have finished the syllabus. Multi-concept problems from Physics, Chemistry and Mathematics are dissected into a repeatable approach: identify, model, solve and verify. Launching soon — the outline is being finalised.",
    ratingTenths: 45,
    tag: "Paid",
    priceRupees: 3999,
    instructor: "Arvind Saxena",
    language: "English",
    duration: "100 hours",
    searchKeywords: "जेईई एडवांस्ड भौतिकी रसायन विज्ञान गणित प्रश्न अभ्यास jee advanced bhautiki rasayan ganit",
    trailerUrl: DEMO_TRAILER,
    highlights: [
      "Multi-concept problems across Physics, Chemistry and Maths",
      "A four-step method: identify, model, solve, verify",
      "Integer-type and matrix-match question practice",
      "Full-length JEE Advanced mock papers",
    ],
    requirements: ["The complete JEE Main syllabus", "Strong command of Class 11 and 12 NCERT"],
    reviews: [
      { name: "Aditya Verma", comment: "Beta tester here: the rotation problem sets are brilliant.", rating: 5 },
      { name: "Sanya Malhotra", comment: "Beta version; some solutions still need more detail.", rating: 4 },
    ],
    popularity: 0,
    published: false,
    ...images(JEE_ADVANCED),
    lessons: [
      video(JEE_ADVANCED, 1, "Programme overview"),
      text(
        JEE_ADVANCED,
        2,
        "A Framework for Multi-Concept Problems",
        `
## Why JEE Advanced feels different

JEE Advanced questions rarely test one formula. They combine two or three ideas — for example, energy conservation, then a collision, then circular motion — and reward students who can break a problem into stages.

### The four-step method

1. **Identify:** list the physical principles involved and the stage at which each applies. Ask: which quantities are conserved in this stage?
2. **Model:** draw the diagram, choose axes and a reference level, and write the unknowns.
3. **Solve:** write one equation per principle; count the equations against the unknowns before doing any algebra.
4. **Verify:** check the units, the limiting cases (what if the mass goes to zero, or the angle goes to 90°?) and the orders of magnitude.

### Worked example

A uniform rod of mass M and length L is pivoted at one end and released from rest in the horizontal position. Find its angular velocity when it becomes vertical.

- **Identify:** rotation about a fixed axis; mechanical energy is conserved because the pivot force does no work.
- **Model:** the centre of mass falls by L/2. The moment of inertia about the end is I = ML²/3.
- **Solve:** Mg(L/2) = ½ × (ML²/3) × ω², so **ω = √(3g/L)**.
- **Verify:** the units are s⁻¹; a longer rod rotates more slowly, as expected. The speed of the free end is ωL = √(3gL), which is greater than the √(2gL) of a body falling freely through L — a classic JEE observation.

### Habits to build

- Time yourself: about 3 minutes per question in the exam.
- Keep an error log and classify each mistake as conceptual, computational or misreading.
`,
      ),
      pdf(JEE_ADVANCED, 3, "Problem set 1 (PDF)"),
      video(JEE_ADVANCED, 4, "Solution walkthrough: problem set 1"),
    ],
  },
];

export const PUBLISHED_DEMO_COURSES = COURSE_CATALOGUE.filter((c) => c.published);
