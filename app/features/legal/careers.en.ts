import type { LegalContent } from "./legal-content";

export const content: LegalContent = {
  title: "Careers",
  description:
    "Work at Vidyapath and help Indian students learn in English and Hindi. See open roles in teaching, content, counseling and engineering.",
  updated: "22 November 2026",
  intro:
    "Vidyapath helps students across India prepare for school boards, competitive examinations and their careers, in English and in Hindi. We are a small team of teachers, editors, counselors and engineers based in New Delhi, and we are looking for people who care about students as much as we do. If you want your work to make a real difference to a student in a small town preparing for JEE, or to a Class 10 student studying in Hindi medium, we would like to hear from you.",
  sections: [
    {
      heading: "Our mission",
      paragraphs: [
        "Good teaching and honest career guidance should not depend on which city a student lives in, which language they study in, or how much their family can pay. Our mission is to make quality learning and guidance available to every Indian student, with clear courses, affordable study material, free practice quizzes and a free career counseling session for every student.",
        "We measure our success by what students learn and the confident choices they make, not by the time they spend on our website.",
      ],
    },
    {
      heading: "How we work",
      paragraphs: [
        "Many of our students are children, and they and their parents trust us with their time, their money and their data. That trust shapes how we work every day.",
      ],
      bullets: [
        "Students first: every decision starts with what is genuinely good for the learner, not with what is easiest for us.",
        "Hindi and English as equals: Hindi-medium students get the same quality as English-medium students, never a hurried translation.",
        "Accuracy over speed: every lesson, question and answer key is checked before it reaches a student.",
        "Honesty with families: we never promise ranks, admissions or results, and we never pressure anyone into buying a course.",
        "Privacy and safety by default: we collect little data, use no third-party trackers, and everyone who works with students completes child-safeguarding training.",
        "Small team, real ownership: you will be trusted with meaningful work from your first month, and you will see its effect on students.",
      ],
    },
    {
      heading: "What we offer",
      paragraphs: [
        "We offer fair, competitive pay that we discuss openly at the first conversation, along with benefits designed for people who want to grow.",
      ],
      bullets: [
        "Health insurance for you and your family.",
        "Flexible working hours, with hybrid or remote options for most roles.",
        "An annual learning allowance for books, courses and conferences.",
        "Paid leave, including leave for festivals of your choice.",
        "A laptop and the tools you need to do your best work.",
      ],
    },
    {
      heading: "Open role: Subject Matter Expert, Physics (JEE)",
      paragraphs: [
        "Full-time · New Delhi or remote within India. You will lead our Physics courses for JEE Main and Advanced, making difficult concepts clear and building practice material that truly prepares students for the examination.",
        "What you will do and what we are looking for:",
      ],
      bullets: [
        "Plan and teach recorded video lessons covering the complete JEE Physics syllabus, from mechanics to modern physics.",
        "Write and review chapter-wise notes, solved examples, practice questions and full-length mock tests with detailed solutions.",
        "Answer student doubts and hold occasional live revision sessions.",
        "Keep material aligned with the latest NTA syllabus and examination pattern.",
        "You hold a B.Tech, M.Sc. or higher degree with a strong foundation in Physics.",
        "You have at least 3 years of experience teaching JEE Physics, in a coaching institute or online.",
        "You explain clearly and patiently; the ability to teach in Hindi as well as English is a strong plus.",
      ],
    },
    {
      heading: "Open role: Hindi-medium Content Editor",
      paragraphs: [
        "Full-time · New Delhi (hybrid). You will make sure that everything Hindi-medium students read on Vidyapath is accurate, natural and easy to understand.",
        "What you will do and what we are looking for:",
      ],
      bullets: [
        "Edit and proofread Hindi notes, books, quizzes and blog articles for accuracy, clarity and consistency.",
        "Adapt English material into natural Hindi, rather than translating it word for word.",
        "Build and maintain a glossary of standard Hindi technical terms used by NCERT and state boards.",
        "Work with subject experts to check the meaning of scientific and mathematical content.",
        "You have excellent written Hindi and good English, and a degree in Hindi, education or a related subject.",
        "You have at least 2 years of experience in editing, publishing, translation or educational content.",
        "You are comfortable typing in Devanagari using Unicode.",
      ],
    },
    {
      heading: "Open role: Academic Counselor",
      paragraphs: [
        "Full-time · New Delhi (hybrid). You will guide students and their parents through choices about streams, courses, entrance examinations and careers, starting with the free counseling session every student can book.",
        "What you will do and what we are looking for:",
      ],
      bullets: [
        "Conduct one-to-one counseling sessions by phone or video, in Hindi and in English.",
        "Help students understand their options after Class 10 and Class 12, including examinations, colleges, scholarships and careers.",
        "Give honest, unbiased advice: recommend a paid course only when it genuinely fits the student’s needs, and never promise admission or results.",
        "Keep accurate, confidential records of sessions, in line with our privacy policy.",
        "You hold a degree in psychology, education or a related field; a counseling qualification is a plus.",
        "You have at least 2 years of experience in career or academic counseling, ideally with school students.",
        "You agree to a background verification and to complete child-safeguarding training before you meet students.",
      ],
    },
    {
      heading: "Open role: Full-stack Engineer",
      paragraphs: [
        "Full-time · Remote within India. You will build and improve the Vidyapath platform, from course pages and quizzes to payments and the admin tools our content team uses every day.",
        "What you will do and what we are looking for:",
      ],
      bullets: [
        "Build features across the stack with TypeScript, React, Node.js and PostgreSQL.",
        "Keep the website fast on low-cost phones and slow mobile connections, and accessible to every student.",
        "Treat security and privacy as part of the job, especially for children’s data and payments through Razorpay.",
        "Write tests, review code and help keep the system simple and reliable.",
        "You have at least 3 years of experience building and running production web applications.",
        "You are comfortable with TypeScript, SQL and HTTP, and you care about web performance and accessibility.",
        "Experience with multilingual (English and Hindi) interfaces or payment integrations is a plus.",
      ],
    },
    {
      heading: "Open role: Student Support Associate (Hindi and English)",
      paragraphs: [
        "Full-time · New Delhi. You will be the friendly voice that students and parents reach when they need help with an account, a course, a payment or a refund.",
        "What you will do and what we are looking for:",
      ],
      bullets: [
        "Answer e-mails and calls from students and parents in Hindi and English, patiently and clearly.",
        "Help with sign-in problems, course access, payments and refund requests, following our published policies.",
        "Pass feedback and recurring problems on to the content and engineering teams.",
        "You are a graduate in any subject and speak and write Hindi and English well.",
        "You have at least 1 year of experience in customer support; experience in education is a plus.",
        "You agree to a background verification and to complete child-safeguarding training before you start.",
      ],
    },
    {
      heading: "How to apply",
      paragraphs: [
        "To apply, e-mail careers@vidyapath.local with the job title in the subject line, for example “Application: Academic Counselor”. Please attach your CV (PDF is preferred) and write a few lines about why you want to work at Vidyapath. For teaching and content roles, a short sample of your work, such as a lesson video link, notes or an edited article, helps us a great deal.",
        "We read every application and aim to reply within two weeks. Our process usually has three steps: a conversation with the hiring manager, a short practical task related to the role, and a final conversation with the founders. If you do not see a role that fits you but believe you can help our students, write to us anyway.",
      ],
    },
    {
      heading: "Our hiring promise",
      paragraphs: [
        "Vidyapath is an equal-opportunity employer. We welcome applications from people of every gender, caste, religion, region, disability and background, and we choose people only on their ability to do the job well. If you need any adjustment during the hiring process, just tell us.",
        "We never charge a fee at any stage of recruitment, and we never ask for money for training, equipment or a job offer. All genuine communication comes from a vidyapath.local e-mail address. If someone asks you for payment in Vidyapath’s name, please report it to careers@vidyapath.local.",
        "We use the information in your application only to assess you for roles at Vidyapath, and we keep it for no more than 12 months unless you join us. You may ask us to delete it at any time by writing to careers@vidyapath.local.",
      ],
    },
  ],
};
