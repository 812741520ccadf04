// Demo blog posts in English (db/seed-blogs.ts): written for Vidyapath, for students preparing for
// boards, JEE, NEET and UPSC. Scheme and exam facts are described in general terms; no dates, cut-offs
// or amounts are stated as fact — every post sends readers to the official notice for those.
import type { DemoBlogPost } from "./blog-posts";

export const BLOG_POSTS_EN: DemoBlogPost[] = [
  {
    key: "class-10-board-90-day-plan",
    title: "Class 10 Board Exams: A 90-Day Study Plan That Works",
    category: "board-exams",
    language: "en",
    authorName: "Vidyapath Editorial Team",
    daysAgo: 1,
    excerpt: "Three months are enough to finish the syllabus, revise it twice and practise full papers — if the time is split well. A week-by-week plan for Class 10.",
    body: `Ninety days before the Class 10 board exams is the point where most students either panic or start planning. Planning wins. Three months are enough to complete the syllabus, revise it twice and write several full-length papers, as long as the time is divided with some care.

## Phase 1 (days 1–40): finish and understand

The first forty days are for closing the gaps in the syllabus. Make a simple list of every chapter in Mathematics, Science, Social Science, English and your second language, and mark each one green (confident), yellow (partly done) or red (not started or weak).

- Spend the mornings on red chapters, when you are fresh.
- Use the evenings for yellow chapters and for writing short notes.
- Keep one hour every day for Mathematics, whatever else is on the list. Maths rewards daily practice more than any other subject.

In Science, do not separate theory from numericals. After reading a chapter on electricity or light, solve the in-text questions and the exercise at the end of the NCERT chapter the same day. In Social Science, draw your own timelines and maps; you remember what you draw far better than what you only read.

## Phase 2 (days 41–70): revise and test

Now the whole syllabus has been seen once. The second phase is about memory and speed.

1. **Revise subject by subject in short cycles.** Two days for a Science unit, one day for a History chapter, and a quick look back at the previous cycle before starting the next.
2. **Write chapter tests under a timer.** Thirty minutes, a mix of one-mark, short and long answers. Check them honestly against the marking scheme.
3. **Keep an error notebook.** Every mistake goes in: the question, what you wrote, what was right, and why you slipped. Read this notebook every Sunday.

Previous-year papers are the best practice material you have. They show how questions are framed and how marks are distributed, and they remove the fear of the unknown.

## Phase 3 (days 71–90): full papers and calm

In the last three weeks, write at least one full paper every alternate day, in the same three hours as your exam slot. Sit at a table, keep your phone in another room and do not stop the clock.

- Spend the first 15 minutes reading the whole paper and marking the questions you are sure of.
- Attempt those first; confidence early in the paper saves time later.
- Leave the last 10 minutes to check units, diagrams, labels and question numbers.

After each paper, spend as long analysing it as you spent writing it. Which sections took too long? Where did you lose marks for presentation rather than knowledge?

## Presentation matters

Board examiners check hundreds of answer sheets. Make yours easy to mark:

- underline key terms and final answers;
- draw neat, labelled diagrams in pencil;
- write steps in Mathematics even when the answer seems obvious — steps carry marks;
- start each answer on a fresh line with the correct question number.

## Look after yourself

Sleep seven to eight hours. A tired brain forgets what it learnt during the day. Take a short walk, eat at regular times and drink enough water. If you feel anxious, talk to a parent, a teacher or a friend; you are not the only one who feels this way.

## A sample day

| Time | What to do |
|---|---|
| 6:30–8:30 | Mathematics practice |
| 9:00–12:00 | A red or yellow chapter (Science or Social Science) |
| 2:00–4:00 | Language subjects, writing practice |
| 5:00–6:30 | Revision of the morning's work, error notebook |
| 7:30–9:00 | Chapter test or previous-year questions |

Adjust it to your school timings, but keep the pattern: new learning when fresh, revision later, a test every day.

Ninety days is a long time when it is used well. Start today, keep the plan simple, and measure your progress every week rather than every hour.`,
  },
  {
    key: "class-12-boards-and-entrances",
    title: "Class 12: Preparing for Boards and Entrance Exams Together",
    category: "board-exams",
    language: "en",
    authorName: "Vidyapath Editorial Team",
    daysAgo: 4,
    excerpt: "Boards need complete, well-written answers; entrance exams need speed and accuracy. How to prepare for both in Class 12 without doing everything twice.",
    body: `Class 12 asks two different things of a student at the same time. The board exam wants complete, well-presented written answers across the whole syllabus. Entrance exams such as JEE Main, NEET UG or CUET want speed, accuracy and a deep grip on concepts, usually in multiple-choice form. Many students feel they are preparing for two exams twice over. They need not.

## The overlap is larger than you think

For science students, the NCERT textbooks are the backbone of both. Almost every concept tested in an entrance exam appears in the Class 11 and 12 NCERT books; the difference lies in how deeply and how quickly you must apply it. So the first rule is simple: **master NCERT first, then build on it.**

- In Chemistry, NCERT is close to sufficient for the inorganic and much of the organic part of most entrance exams. Read it line by line.
- In Biology, NEET questions are often drawn directly from NCERT sentences, diagrams and tables.
- In Physics and Mathematics, NCERT builds the concepts; entrance practice then needs harder problems.

## Split the year into two halves

**From the start of the session to about December**, follow an integrated plan. Study each chapter for depth: read the theory, solve the NCERT exercises, then solve entrance-level problems on the same chapter. Write one or two long answers per chapter in board style, so the writing habit stays alive.

**From January to the board exams**, switch the weight towards boards. Practise full written papers, work on presentation and revise the subjects that entrance exams ignore, such as English and your elective subject. Keep entrance practice alive with a short daily set of questions.

**After the boards**, the remaining weeks before the entrance exam are for full-length mock tests, analysis and targeted revision.

## How to write board answers without losing speed

Entrance practice trains you to jump straight to the answer. Board examiners reward the steps. To keep both skills:

1. For numericals, always write the formula, substitute with units, and box the final answer.
2. For theory, use short paragraphs or points, and include a labelled diagram wherever it helps.
3. Practise derivations by writing them out fully at least twice; they are easy marks in boards.

## Managing coaching, school and self-study

Many students juggle school, coaching classes and self-study. Guard your self-study time above all else: it is where learning actually settles. Even two focused hours a day, with the phone away, do more than five distracted ones.

- Keep one notebook per subject for short notes and formulas.
- Revise each week's topics on the weekend.
- Do not collect too many books. One good problem book per subject, finished properly, beats five started ones.

## Practical exams and internal marks

Do not ignore practicals and project work. They carry a meaningful share of the board marks, and they are the easiest marks to secure with regular attendance and a neat practical file.

## When the pressure builds

Class 12 is a stressful year, and comparison with classmates makes it worse. Compare yourself only with your own last week. If a mock test goes badly, analyse it and move on; one test is information, not a verdict. Talk to someone when you feel overwhelmed — a teacher, a parent, or a counsellor.

Boards and entrance exams reward the same foundation. Build it once, build it well, and then sharpen it for each exam in its own season.`,
  },
  {
    key: "jee-main-preparation-plan",
    title: "JEE Main Preparation: Planning Physics, Chemistry and Maths",
    category: "jee",
    language: "en",
    authorName: "Vidyapath Science Faculty",
    daysAgo: 7,
    excerpt: "A practical plan for JEE Main: what to study first in each subject, how to practise, and how to use mock tests instead of just taking them.",
    body: `JEE Main is the first step towards engineering admissions through the national counselling process, and for the top performers, towards JEE Advanced. It is conducted by the National Testing Agency (NTA), and the question paper covers Physics, Chemistry and Mathematics from the Class 11 and 12 syllabus. Correct answers earn marks and wrong answers in the multiple-choice section cost marks, so accuracy matters as much as knowledge. Always check the current year's information bulletin on the official NTA website for the exact pattern, sessions and dates.

## Start with an honest map

Before making a timetable, list every chapter of the three subjects and rate yourself on each one. Weightage varies from year to year, but some areas appear reliably: mechanics and electrodynamics in Physics; physical chemistry calculations and organic reaction mechanisms in Chemistry; calculus, algebra and coordinate geometry in Mathematics. Strengthen those early.

## Physics: concepts, then problems

Physics questions in JEE Main reward a clear understanding of a few core ideas applied in new situations.

- Learn each chapter from the basics: read the theory, then write down the key formulas in your own notebook with the conditions under which they apply.
- Solve problems in increasing order of difficulty. Start with NCERT exercises, then move to previous-year JEE Main questions on that chapter.
- Draw diagrams for every mechanics problem: free-body diagrams prevent most sign and direction errors.

## Chemistry: the scoring subject

Chemistry is often the quickest subject to score in, because many questions test direct knowledge.

1. **Inorganic chemistry:** NCERT is the main source. Read it several times and make tables of trends, exceptions and reactions.
2. **Organic chemistry:** understand reaction mechanisms instead of memorising products. Make a chart of name reactions and conversions and revise it weekly.
3. **Physical chemistry:** treat it like Mathematics. Daily numerical practice on mole concept, equilibrium, thermodynamics and electrochemistry.

## Mathematics: daily practice, no shortcuts

Mathematics decides ranks for many candidates because it is both lengthy and deep.

- Solve mathematics problems every single day, even on days reserved for other subjects.
- Keep a formula sheet for each chapter and revise it before sleeping.
- Learn to recognise question types quickly; speed comes from familiarity, not from rushing.

## Mock tests: take them, then study them

Mock tests are useful only when analysed. After every full test:

- note questions you got wrong, those you skipped, and those you got right by guessing;
- find the reason for each: concept gap, calculation slip, misreading, or time pressure;
- revise those topics before the next mock.

A good rhythm in the final months is one full mock test every three or four days, with the days in between spent on analysis and revision.

## Attempt strategy on the day

1. Go through the paper subject by subject, attempting the questions you can solve confidently.
2. Mark the lengthy ones and return to them in a second round.
3. Be careful with guessing where wrong answers are penalised: attempt when you can eliminate options, not on pure chance.

## Look after the basics

Consistent sleep, regular meals and short breaks keep your concentration sharp through long study days. Burnout in the last month is common and avoidable: plan lighter days into every week.

JEE Main rewards steady, well-analysed practice far more than last-minute intensity. Plan the syllabus, practise daily and learn from every test.`,
  },
  {
    key: "neet-biology-first-plan",
    title: "NEET UG: A Biology-First Preparation Plan",
    category: "neet",
    language: "en",
    authorName: "Vidyapath Science Faculty",
    daysAgo: 10,
    excerpt: "Biology carries the largest share of NEET marks and most of it comes straight from NCERT. How to build a plan around it without neglecting Physics and Chemistry.",
    body: `NEET UG is the national entrance exam for undergraduate medical courses such as MBBS and BDS, and for several allied programmes. It is conducted by the National Testing Agency (NTA) as a pen-and-paper test in Physics, Chemistry and Biology (Botany and Zoology). Biology carries the largest share of the questions, which is why many successful candidates build their preparation around it. As always, confirm the current pattern, syllabus and dates in the official information bulletin.

## Why NCERT comes first

A large share of NEET Biology questions is drawn directly from the language, diagrams and examples of the Class 11 and 12 NCERT textbooks. Reading NCERT once is not enough; toppers often read it five or six times.

- **First reading:** understand the chapter, underline key terms.
- **Second reading:** make short notes and label every diagram yourself.
- **Later readings:** focus on lines you keep forgetting, examples, tables and the summary at the end of each chapter.

Pay special attention to chapters that students often rush: plant kingdom and animal kingdom classification, morphology, human physiology, genetics and biotechnology.

## Chemistry: three parts, three methods

- **Physical chemistry:** daily numerical practice; keep a formula list for each chapter.
- **Organic chemistry:** learn mechanisms and the conditions of named reactions; practise conversion questions.
- **Inorganic chemistry:** NCERT tables and trends, revised often. Periodic properties, coordination compounds and chemical bonding deserve extra time.

## Physics: do not leave it for later

Physics is the subject many NEET aspirants fear, and that fear often costs ranks. Questions are usually direct applications of concepts.

1. Learn formulas with their meaning, not as strings of symbols.
2. Solve a small set of problems from every chapter every week.
3. Start with chapters that repeat often and build confidence: kinematics, laws of motion, current electricity, optics and modern physics.

## A weekly rhythm

| Day | Focus |
|---|---|
| Monday, Wednesday, Friday | Biology (new chapter + revision) and Physics problems |
| Tuesday, Thursday | Chemistry (new chapter) and Biology revision |
| Saturday | A chapter test in each subject |
| Sunday | Revision of the week and the error notebook |

## Practise with the real constraints

NEET is a long paper with many questions and negative marking for wrong answers. Practise full-length tests on OMR sheets under exam timing in the final months.

- Attempt Biology first if it is your strongest subject; it builds confidence and saves time for Physics.
- Fill the OMR carefully as you go, not in the last minutes.
- Mark doubtful questions and return to them; do not let one question eat five minutes.

## Keep an error notebook

Write down every question you got wrong in practice, the correct answer and the reason. Before each mock test, read the notebook. Mistakes repeated in practice tend to repeat in the exam unless you catch them here.

## Health is part of preparation

Long hours of reading tire the eyes and the mind. Take short breaks every hour, sleep well and stay physically active. If anxiety starts affecting your study, speak to someone you trust or to a counsellor.

NEET rewards careful, repeated reading of NCERT, regular problem practice and calm exam technique. Build your plan around Biology, but give Physics and Chemistry their fair share every week.`,
  },
  {
    key: "upsc-where-to-begin",
    title: "UPSC Civil Services: Where to Begin",
    category: "upsc",
    language: "en",
    authorName: "Vidyapath Editorial Team",
    daysAgo: 13,
    excerpt: "The Civil Services Examination has three stages and a vast syllabus. How to start: understand the exam, build a foundation with NCERTs and a newspaper, and practise answer writing early.",
    body: `The Civil Services Examination conducted by the Union Public Service Commission (UPSC) selects officers for the IAS, IPS, IFS and many other central services. It is known for its wide syllabus and the long preparation it demands. The good news is that it rewards a systematic approach, and starting well saves months later.

## Understand the three stages

1. **Preliminary examination:** two objective papers. General Studies Paper I decides who qualifies for the next stage; the CSAT paper (Paper II) tests comprehension, reasoning and basic numeracy and only needs to be passed.
2. **Main examination:** written papers, including an essay, General Studies papers, an optional subject and qualifying language papers.
3. **Personality test (interview):** an assessment of your awareness, clarity of thought and suitability for public service.

Eligibility, the number of attempts and the exact scheme are set out in the official notification each year. Read it in full before you start; it is also the first document interviewers expect you to know.

## Read the syllabus like a checklist

Print the Prelims and Mains syllabus and keep it on your desk. Every time you read something, ask which line of the syllabus it serves. This habit keeps you from drifting into material the exam never asks about.

## Build the foundation with NCERTs

School textbooks from Classes 6 to 12 in History, Geography, Polity, Economics and Science are the standard starting point. They explain ideas simply and are written with care.

- Read them subject by subject, not all at once.
- Make short notes in your own words.
- Move to one standard reference book per subject only after the NCERT base is in place.

## Make the newspaper a daily habit

Current affairs run through every stage of the exam. Read one national newspaper daily, focusing on government policies, the economy, international relations, environment and science. Do not read everything; read with the syllabus in mind and note issues, not headlines.

A monthly compilation helps with revision, but it cannot replace the daily habit of reading and thinking about issues.

## Choose the optional subject carefully

The optional subject carries significant weight in Mains. Choose it based on:

- your interest, since you will study it deeply for a long time;
- your academic background, which gives you a head start;
- the availability of good study material and guidance.

Do not pick an optional only because others say it is "scoring".

## Start answer writing early

Many aspirants postpone answer writing until after Prelims, and then struggle with Mains. Begin early:

- write two or three answers a day on topics you have studied;
- keep within the word limit;
- structure each answer: a brief introduction, a body with points or subheadings, and a conclusion;
- ask a mentor or a peer group to review them.

## A sustainable routine

UPSC preparation is a marathon. A realistic day might include newspaper reading in the morning, two focused study blocks on static subjects, an hour of answer writing or practice questions, and revision in the evening. Weekly and monthly revision cycles matter more than long hours.

## Keep a plan B and look after yourself

Preparing for several years is demanding. Stay connected with family and friends, exercise and keep other career options open. Many skills you build here — reading widely, writing clearly, thinking about public issues — are valuable in any career.

Start with the syllabus, build the foundation, read the news daily and write regularly. The rest is consistency.`,
  },
  {
    key: "careers-after-class-12",
    title: "Careers After Class 12: Your Options, Stream by Stream",
    category: "careers",
    language: "en",
    authorName: "Vidyapath Counselling Team",
    daysAgo: 16,
    excerpt: "Science, commerce and humanities each open more doors than most students know. A map of the main paths after Class 12 and the questions to ask before choosing.",
    body: `The end of Class 12 brings the first big career decision for most students. It can feel as if everything depends on one choice, made quickly. In reality, each stream opens many paths, and several of them connect later. This guide maps the main options and suggests how to choose.

## After Science (PCM)

Students with Physics, Chemistry and Mathematics have a wide set of options.

- **Engineering (B.Tech/B.E.):** through JEE Main, JEE Advanced and state or university entrance exams. Branches range from computer science and electronics to civil, mechanical and chemical engineering.
- **Architecture (B.Arch):** through national aptitude tests; it combines design, drawing and engineering.
- **Pure sciences (B.Sc.):** Physics, Chemistry, Mathematics, Statistics, and newer fields such as data science. A strong path for research, teaching and many industry roles.
- **Defence:** the National Defence Academy entrance for those drawn to the armed forces.
- **Other options:** merchant navy, aviation, computer applications (BCA) and more.

## After Science (PCB)

- **Medicine and dentistry (MBBS, BDS)** through NEET UG.
- **AYUSH courses** (Ayurveda, Homoeopathy, Unani, Siddha) and **veterinary science**, also largely through NEET.
- **Nursing, pharmacy, physiotherapy, optometry** and other allied health sciences.
- **B.Sc.** in biotechnology, microbiology, biochemistry, zoology, botany, agriculture and environmental science.

Medicine is one path among many in the life sciences; research, public health and agriculture offer meaningful careers too.

## After Commerce

- **B.Com** and **BBA**, which lead to roles in business, finance and management.
- **Professional courses:** Chartered Accountancy (CA), Company Secretary (CS) and Cost and Management Accountancy (CMA), which can be pursued alongside or after graduation.
- **Economics, banking, insurance, actuarial science** and related fields.
- **Law** through integrated five-year programmes and their entrance tests.

## After Humanities (Arts)

Humanities is often underrated, yet it leads to some of the most interesting careers.

- **B.A.** in History, Political Science, Psychology, Sociology, Economics, English and languages.
- **Law**, **journalism and mass communication**, **design**, **hotel management**, **social work**.
- **Civil services and other government exams** later, where a humanities background is a real strength.

## Entrance tests to know about

Many central and participating universities admit students to undergraduate programmes through the Common University Entrance Test (CUET). Professional programmes have their own tests. Check the official websites for the current list of participating universities and the exam schedule, and note application deadlines early in Class 12.

## How to choose

Ask yourself three honest questions:

1. **What do I enjoy studying when nobody is checking?** Interest keeps you going through difficult years.
2. **What am I good at?** Look at your marks, but also at the subjects where you learn quickly.
3. **What kind of work do I want to do every day?** Talk to people already in that field.

Avoid choosing only because of a friend, a relative's advice or a salary figure you read online. Careers change over decades; a course you enjoy gives you the best chance to do well and adapt.

## Keep options open

If you are unsure, choose a course with broad foundations — a B.Sc., B.Com or B.A. in a subject you like — and specialise later. Many postgraduate programmes accept students from several backgrounds.

A free counselling session can help you think through your options with someone who listens. Whatever you choose, the habits that carried you through Class 12 will carry you further.`,
  },
  {
    key: "engineering-medicine-commerce-humanities",
    title: "Engineering, Medicine, Commerce or Humanities: How to Decide",
    category: "careers",
    language: "en",
    authorName: "Vidyapath Counselling Team",
    daysAgo: 20,
    excerpt: "A side-by-side look at four broad paths — the study they involve, the years they take and the kind of person who thrives in each — to help you decide with facts, not pressure.",
    body: `"Should I go for engineering or medicine?" is one of the most common questions counsellors hear, usually followed by "or is commerce safer?" The honest answer is that no stream is better in general. Each suits a different kind of person. Here is a comparison to help you decide with facts rather than pressure.

## Engineering

**What you study:** mathematics and physics applied to designing and building things — software, machines, circuits, structures, processes.

**How long:** a four-year undergraduate degree, often followed by work, a master's degree or an MBA.

**Who thrives:** students who enjoy solving problems, like mathematics and want to see their work in use. Curiosity about how things work matters more than love for any particular branch.

**Keep in mind:** the quality of the institution and your own skills matter a great deal. Many engineering graduates move into software, analytics, management or entrepreneurship.

## Medicine

**What you study:** the human body, diseases and their treatment, with years of clinical training.

**How long:** MBBS takes about five and a half years including the internship, and most doctors then pursue a postgraduate specialisation, which adds several more years.

**Who thrives:** students who are patient, enjoy biology, can handle long hours and responsibility, and want to work closely with people.

**Keep in mind:** it is a long journey before you are settled. If you love biology but not clinical work, research, biotechnology, pharmacy and public health are strong alternatives.

## Commerce

**What you study:** accounting, business, economics, finance and law related to business.

**How long:** a three-year B.Com or BBA, with professional qualifications such as CA, CS or CMA alongside or after, and options such as an MBA later.

**Who thrives:** students who are comfortable with numbers, interested in how businesses and markets work, and enjoy organised, detail-oriented work.

**Keep in mind:** professional courses require sustained self-study and several exam levels. The rewards come to those who persist.

## Humanities

**What you study:** history, politics, society, psychology, economics, literature, languages.

**How long:** a three- or four-year B.A., often followed by a master's degree, law, journalism training or preparation for government exams.

**Who thrives:** students who read widely, write well, enjoy discussion and want to understand people and societies.

**Keep in mind:** humanities is not an "easy" option; it demands reading and writing. It leads to law, civil services, media, teaching, research, policy, design and psychology.

## A quick self-check

| If you… | Consider |
|---|---|
| enjoy mathematics and building things | engineering, sciences, architecture |
| enjoy biology and working with people | medicine, nursing, allied health |
| like numbers, money and organising | commerce, economics, management |
| love reading, writing and debate | humanities, law, media, civil services |

## Questions to discuss at home

- How long am I willing to study before I start earning?
- Do I prefer working with people, ideas, data or machines?
- What happens if I do not get into my first-choice college? Do I have a second option I would also enjoy?

## Talk to people, not only to websites

Speak with a student in each field and with someone working in it. Ask what a normal day looks like, what they wish they had known, and what they find hardest. Their answers tell you more than any ranking.

There is no universally right stream, only one that fits you. Make the decision with information, discuss it openly with your family, and remember that careers have many turns after the first choice.`,
  },
  {
    key: "national-scholarship-portal-guide",
    title: "The National Scholarship Portal: A Student's Guide",
    category: "scholarships",
    language: "en",
    authorName: "Vidyapath Editorial Team",
    daysAgo: 24,
    excerpt: "The National Scholarship Portal brings many central and state scholarships into one place. What it is, who it is for, and how to apply without common mistakes.",
    body: `Money should never be the reason a capable student stops studying. India has many government scholarships for school and college students, and the **National Scholarship Portal (NSP)** at scholarships.gov.in brings a large number of them into one place. This guide explains what the portal is and how to use it well.

## What the portal does

NSP is a single website where students can find and apply for scholarships offered by central ministries and departments, and by many state governments. Instead of filling out separate forms for each scheme, a student registers once and applies to the schemes they are eligible for. Applications are verified at the institute and by the authorities, and approved scholarships are paid directly into the student's bank account.

## The kinds of schemes you will find

Schemes change from year to year, but they generally fall into a few groups:

- **Pre-matric scholarships** for school students up to Class 10, often for students from minority communities, scheduled castes, scheduled tribes and other eligible groups.
- **Post-matric scholarships** for students in Class 11 and beyond, including college and professional courses.
- **Merit-cum-means scholarships**, which consider both marks and family income.
- **Schemes for specific groups**, such as students with disabilities, or girls in particular streams.
- **Central Sector schemes** for meritorious college and university students.

Each scheme has its own eligibility rules — family income limits, minimum marks, the course you are enrolled in and sometimes your community or state. Read the scheme's guidelines on the portal before applying; do not rely on what someone heard.

## Documents to keep ready

Requirements differ by scheme and state, but students are commonly asked for:

1. identity details and a mobile number linked to them;
2. a bank account in the student's own name, with correct details;
3. mark sheets of the previous examination;
4. an income certificate and, where relevant, a caste or community certificate issued by the competent authority;
5. proof of admission or a bonafide certificate from the current institute;
6. a recent photograph.

Scan them clearly and keep copies ready before the application window opens.

## Common mistakes that delay payments

- **Name mismatches** between the mark sheet, the bank account and other records. Fix these early.
- **Wrong bank details**, or an account that is not active.
- **Applying for a scheme you are not eligible for**, which leads to rejection.
- **Missing the institute verification step.** After you submit, your school or college must verify the application on the portal. Remind them politely.
- **Waiting until the last days**, when the site is busy.

## After you apply

Note your application ID and check its status on the portal from time to time. If a correction is requested, respond quickly. Keep an eye on messages from the portal, and be careful of anyone who asks for money or passwords to "speed up" your scholarship — genuine processes never do.

## Renewal

Many scholarships must be renewed every year, usually with the latest mark sheet and proof that you are still studying. Renewals have their own deadlines; put them in your calendar.

## Beyond NSP

Some state scholarships run on the state's own portal, and many private foundations and companies offer scholarships too. Your school or college office, and the official websites of your state's education or welfare department, are reliable places to check.

Application windows, eligibility and amounts are announced officially each year; always confirm them on scholarships.gov.in or the scheme's official page before you apply. A few hours spent on a careful application can support years of study.`,
  },
  {
    key: "inspire-science-scholarships",
    title: "INSPIRE and Other Science Scholarships: What Students Should Know",
    category: "scholarships",
    language: "en",
    authorName: "Vidyapath Science Faculty",
    daysAgo: 28,
    excerpt: "The INSPIRE programme encourages bright students to study and research the natural sciences. An overview of its parts, who they are meant for and how to follow official announcements.",
    body: `If you enjoy science and are thinking of a B.Sc. or an integrated M.Sc. rather than engineering or medicine, you should know about **INSPIRE** — Innovation in Science Pursuit for Inspired Research. It is a programme of the Department of Science and Technology (DST), Government of India, created to attract talented young people to study and work in the sciences.

## The idea behind INSPIRE

India needs researchers in physics, chemistry, mathematics, biology, earth sciences and related fields. Many bright students choose professional courses because the path in pure sciences looks uncertain. INSPIRE tries to change that by supporting students at several stages, from school to doctoral research.

## Its main components

The programme has several parts. In general terms:

- **INSPIRE-MANAK** is aimed at school students. It encourages original ideas and innovations from students in the middle and secondary classes, usually nominated through their schools, with selected ideas showcased at exhibitions.
- **INSPIRE Scholarship for Higher Education (SHE)** supports students who have done very well at the Class 12 level or in specified national examinations and who choose to study the natural and basic sciences at the undergraduate and postgraduate levels.
- **INSPIRE Fellowships** support students pursuing doctoral research in the sciences.
- **INSPIRE Faculty** positions help young researchers begin independent careers.

The exact eligibility conditions — such as the merit criteria, the list of eligible courses and the application process — are published by DST for each cycle. Read the current guidelines on the official INSPIRE website before applying.

## Who should consider the SHE scholarship

You may be a good candidate if:

1. you performed strongly in your Class 12 board examination or a qualifying national exam;
2. you are enrolled, or plan to enrol, in a B.Sc., B.S. or integrated M.Sc./M.S. programme in the natural or basic sciences at a recognised institution;
3. you genuinely want to pursue science beyond the degree.

Institutions such as IISERs, NISER and many universities offer such programmes. A scholarship that supports you through them can make a real difference.

## Other support for science students

INSPIRE is not the only route. Depending on the year and your situation, you may also look at:

- scholarships listed on the National Scholarship Portal for meritorious college students;
- state government schemes for students in science streams;
- summer research programmes and fellowships offered by national science academies and research institutes, which give undergraduates a taste of real laboratory work.

## How to prepare

- Keep your mark sheets, rank cards and admission documents safe and scanned.
- Ask your college about the institutional verification required for science scholarships.
- Follow official announcements from DST and the institutes you are interested in; avoid relying on forwarded messages.
- Build a profile: science olympiads, projects and summer programmes help with later fellowships and admissions.

## A word on choosing science

A career in research is demanding and rewarding. It asks for patience, curiosity and comfort with uncertainty. If you feel drawn to understanding how nature works, schemes like INSPIRE exist precisely so that money does not stand in your way.

Always confirm eligibility, deadlines and the value of any scholarship on its official website for the current year.`,
  },
  {
    key: "revision-techniques-that-work",
    title: "Revision That Sticks: Five Techniques Backed by Learning Science",
    category: "board-exams",
    language: "en",
    authorName: "Vidyapath Editorial Team",
    daysAgo: 32,
    excerpt: "Re-reading feels productive but fades fast. Active recall, spaced repetition, interleaving and two more techniques that help you remember for the exam hall.",
    body: `Most students revise by re-reading their textbooks and highlighting lines. It feels productive, but research on learning consistently shows that it is one of the weakest ways to remember. Here are five techniques that work better, whether you are preparing for boards, JEE, NEET or any other exam.

## 1. Active recall: test yourself, do not just read

Close the book and try to write down everything you remember about a topic. Then open the book and check what you missed. The effort of pulling information out of memory is what strengthens it.

Ways to do this:

- answer the questions at the end of each chapter without looking;
- make flashcards with a question on one side and the answer on the other;
- explain a concept aloud as if teaching a younger student.

## 2. Spaced repetition: revise just before you forget

We forget new information quickly unless we revisit it. Revising at growing intervals — for example one day, three days, a week and a month after first learning — keeps it in memory with less total effort.

A simple method: keep a revision calendar. When you finish a chapter, write its name on the dates of its next four revisions.

## 3. Interleaving: mix your practice

Solving twenty questions of the same type in a row feels smooth, but the exam does not announce which formula to use. Mixing different types of problems in one practice session trains you to recognise which method a question needs.

In Mathematics and Physics especially, once you have learnt several chapters, practise mixed sets rather than chapter-wise sets.

## 4. Elaboration: ask why and how

When you learn a fact, ask why it is true and how it connects to what you already know. Why does a catalyst not change the equilibrium constant? How does the Green Revolution connect to the geography of Punjab? Linking ideas builds a web of memory that is easier to recall.

## 5. Dual coding: words and pictures together

Combine text with diagrams, flowcharts and timelines. Draw the heart and trace the blood flow; draw a timeline of the freedom movement; sketch the circuit before solving it. Two routes into memory are better than one.

## Putting it together

A revision session might look like this:

1. Spend five minutes writing down everything you remember about yesterday's topic (active recall, spacing).
2. Study a new topic for forty minutes, drawing diagrams as you go (dual coding) and asking why (elaboration).
3. Solve a mixed set of fifteen questions from the last few chapters (interleaving).
4. Mark the topic in your revision calendar.

## What to avoid

- Long hours of highlighting without testing yourself.
- Cramming the night before, which hurts sleep and therefore memory.
- Studying with the phone in reach; every notification breaks concentration.

## Sleep is part of revision

Memory is consolidated during sleep. A student who sleeps seven to eight hours after studying remembers more than one who stays up late to study more.

These techniques take a little more effort than re-reading, and that is exactly why they work. Try them for two weeks and compare your test scores.`,
  },
];
