import type { LegalContent } from "./legal-content";

export const content: LegalContent = {
  title: "Terms and Conditions",
  description:
    "The terms for using Vidyapath’s courses, study resources, quizzes and free career counseling, including payments, refunds and grievances.",
  updated: "22 November 2026",
  intro:
    "These Terms and Conditions (“Terms”) govern your use of the Vidyapath website and services, including our courses, study resources (PDFs, books and previous papers), blogs, quizzes and career counseling. Vidyapath (“we”, “us”, “our”) operates from 2nd Floor, Shiksha Bhawan, Connaught Place, New Delhi 110001. By creating an account, buying a course or otherwise using Vidyapath, you agree to these Terms and to our Privacy Policy. If you do not agree, please do not use the service.",
  sections: [
    {
      heading: "Eligibility and use by minors",
      paragraphs: [
        "Vidyapath is built for school and college students, many of whom are under 18. If you are under 18, you may use Vidyapath only with the consent and under the supervision of a parent or legal guardian, who must read and accept these Terms on your behalf. When a parent or guardian gives consent, they accept responsibility for the minor’s use of the account, including any purchases made from it.",
        "Payments may only be made by a parent, guardian or another adult who is legally able to enter into a contract under the Indian Contract Act, 1872. We may ask for confirmation of a parent’s or guardian’s consent at any time and may limit or suspend an account until it is provided.",
      ],
    },
    {
      heading: "Your account and its security",
      paragraphs: [
        "To enrol in courses, take quizzes or request counseling you need an account. You agree to give accurate information when you register and to keep it up to date.",
        "You are responsible for everything that happens under your account. Please keep your password confidential and do not share your login with anyone, including classmates or coaching groups.",
      ],
      bullets: [
        "Use a strong password that you do not use on any other website.",
        "One account is for one student; accounts may not be shared, sold or transferred.",
        "Tell us immediately at help@vidyapath.local if you believe someone else has accessed your account.",
        "We may ask you to verify your identity before making changes to your account or processing a refund.",
      ],
    },
    {
      heading: "Courses, study resources and your licence",
      paragraphs: [
        "When you enrol in a free or paid course or access a study resource, we grant you a limited, personal, non-exclusive, non-transferable and revocable licence to use that content for your own study. Access to a paid course lasts for the validity period shown on the course page at the time of purchase, or for as long as we continue to offer the course if no period is stated.",
        "This licence does not transfer any ownership to you. In particular, you may not:",
      ],
      bullets: [
        "copy, share, upload, resell or redistribute paid PDFs, books, notes, previous papers, videos or tests, whether for free or for money;",
        "post our content in messaging groups, Telegram channels, file-sharing sites or social media;",
        "record, screen-capture or download videos except through a download feature we provide;",
        "remove watermarks, copyright notices or any identifying marks from our material;",
        "use our content to run a coaching class, tuition centre or competing service.",
      ],
    },
    {
      heading: "Prices, payments and GST",
      paragraphs: [
        "All prices on Vidyapath are shown in Indian Rupees (INR) and are inclusive of Goods and Services Tax (GST) and any other applicable taxes, unless the course page clearly says otherwise. A tax invoice is sent to your registered e-mail address after a successful payment.",
        "Payments are processed by our payment partner, Razorpay, using the methods it supports, such as UPI, debit and credit cards, net banking and wallets. Your card or bank details are entered on Razorpay’s secure checkout and are not stored by Vidyapath. Your use of the payment service is also subject to Razorpay’s own terms.",
        "A purchase is complete only when we receive confirmation of payment from Razorpay. If money is debited but the course is not unlocked, please do not pay again; write to help@vidyapath.local with the transaction reference. Failed or duplicate payments are reversed to the original payment method, usually within 5 to 7 working days. We may change prices from time to time, but a change never affects a purchase that is already complete.",
      ],
    },
    {
      heading: "Cancellations and refunds",
      paragraphs: [
        "We want you to buy with confidence. You may ask for a full refund of a paid course if you make the request within 7 days of the date of purchase and less than 20% of the course (measured by the lessons, videos and tests you have opened) has been consumed.",
        "Digital downloads, such as PDFs, e-books and previous-year papers, cannot be returned, so they are non-refundable once they have been downloaded. Free courses, free resources and the free counseling session involve no payment and therefore no refund.",
        "How refunds work:",
      ],
      bullets: [
        "E-mail help@vidyapath.local from your registered e-mail address with your order number and the reason for your request.",
        "We will reply within 3 working days to tell you whether the refund has been approved.",
        "Approved refunds are paid to the original payment method through Razorpay, usually within 5 to 7 working days of approval; your bank may take a little longer to show the credit.",
        "Once a refund is made, your access to the course and its materials ends.",
      ],
    },
    {
      heading: "Free career counseling",
      paragraphs: [
        "Every student may book one free career counseling session with a Vidyapath counselor. Additional sessions, if offered, will be clearly marked with their price before you book.",
        "Counseling is guidance based on the information you share with us and on publicly available information about courses, colleges, entrance examinations and careers. It is not a guarantee of admission, rank, marks, results or employment, and the final decision about any course or career is always yours and your family’s. For students under 18, we encourage a parent or guardian to attend the session, and we may ask for one to be present.",
      ],
    },
    {
      heading: "Quizzes and “Play and Win”",
      paragraphs: [
        "Our quizzes are meant for practice and learning. Scores and leaderboards are for motivation only and do not predict your performance in any board or competitive examination.",
        "From time to time we may run “Play and Win” quizzes. These are contests of knowledge and skill, and the following rules apply to all of them:",
      ],
      bullets: [
        "Participation is always free; there is no entry fee and nothing to buy in order to take part.",
        "Rewards are points, badges and places on the leaderboards only. No cash, cash equivalents, vouchers or other prizes of money value are offered: real-money online games are banned in India by the Promotion and Regulation of Online Gaming Act, 2025.",
        "Points are worked out by our server: 100 for each correct answer and up to 50 more for answering quickly; a wrong answer costs nothing. Only your first attempt at each quiz counts on the leaderboards.",
        "Leaderboards are public and show only your first name and the initial of your last name — never your e-mail address or full name.",
        "There is no betting, wagering or gambling of any kind on Vidyapath.",
        "Each contest may have its own rules, such as dates and eligibility, which will be shown before you begin.",
        "Using more than one account, bots, outside help during a timed contest or any other unfair means will lead to disqualification.",
      ],
    },
    {
      heading: "Acceptable use",
      paragraphs: [
        "Vidyapath is a learning community used by young people. When using the service, including comments, doubts, reviews and any other content you post, you agree not to:",
      ],
      bullets: [
        "bully, harass, threaten or abuse any student, parent, teacher or member of staff;",
        "post content that is obscene, hateful, defamatory, misleading, or harmful to children, or that infringes anyone’s rights;",
        "share your own or anyone else’s phone number, address or other personal details in public areas;",
        "impersonate another person or misrepresent your connection with anyone;",
        "post advertisements, spam or links to other coaching services;",
        "attempt to hack, scrape, overload or interfere with the website, or to access accounts or data that are not yours;",
        "use the service for any purpose that is unlawful under Indian law.",
      ],
    },
    {
      heading: "Intellectual property",
      paragraphs: [
        "All content on Vidyapath, including course videos, notes, PDFs, books, question banks, quizzes, blog articles, designs, logos and software, is owned by Vidyapath or its licensors and is protected by the Copyright Act, 1957, the Trade Marks Act, 1999 and other laws. The name Vidyapath and its logo are our trade marks and may not be used without our written permission.",
        "You keep ownership of the content you post, such as questions and reviews. By posting it, you give us a non-exclusive, royalty-free licence to display, store and use it to operate and improve Vidyapath. If you believe that anything on Vidyapath infringes your copyright, please write to the Grievance Officer with details, and we will act on it promptly.",
      ],
    },
    {
      heading: "Disclaimers and limitation of liability",
      paragraphs: [
        "We work hard to keep our content accurate and up to date, but syllabi, examination patterns, dates and admission rules are set by boards, universities and examination bodies and can change at short notice. Please always confirm important information from the official source. The service is provided on an “as is” and “as available” basis, and we do not promise that it will be uninterrupted or free of errors.",
        "To the extent permitted by law, Vidyapath is not liable for any indirect, incidental or consequential loss, including loss of marks, admission, opportunity or data. Our total liability for any claim relating to a paid course or resource is limited to the amount you paid for it. Nothing in these Terms limits any right you have as a consumer under the Consumer Protection Act, 2019 that cannot lawfully be limited.",
      ],
    },
    {
      heading: "Suspension and termination",
      paragraphs: [
        "You may stop using Vidyapath and ask us to close your account at any time by writing to help@vidyapath.local. Closing your account ends your access to courses and resources; any refund is governed only by the refund rules above.",
        "We may suspend or close an account, with notice where reasonably possible, if it breaches these Terms, is used to share paid content, is involved in fraud or chargeback abuse, or if we are required to do so by law. Where we close an account without any fault on your part, we will refund the unused portion of any active paid course.",
      ],
    },
    {
      heading: "Grievances, governing law and disputes",
      paragraphs: [
        "In accordance with the Information Technology Act, 2000 and the Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021, we have appointed a Grievance Officer. You may raise any complaint about the service, about content on Vidyapath or about these Terms by writing to the Grievance Officer, Vidyapath, at grievance@vidyapath.local, or by post at 2nd Floor, Shiksha Bhawan, Connaught Place, New Delhi 110001.",
        "We will acknowledge your complaint within 24 hours and aim to resolve it within 15 days of receiving it. Complaints about content that shows a person in a sexual or intimate way, or that impersonates someone, will be acted on within 24 hours.",
        "These Terms are governed by the laws of India. We hope any concern can be resolved through the grievance process, but if a dispute cannot be settled, the courts at New Delhi shall have exclusive jurisdiction, subject to any right you may have to approach a consumer commission under the Consumer Protection Act, 2019.",
      ],
    },
    {
      heading: "Changes to these Terms and contact",
      paragraphs: [
        "We may update these Terms as our services or the law change. The date at the top of this page shows when they were last updated. If a change is significant, we will tell you by e-mail or through a notice on the website before it takes effect. Continuing to use Vidyapath after the change means that you accept the updated Terms.",
        "For any question about these Terms, write to help@vidyapath.local or visit us at 2nd Floor, Shiksha Bhawan, Connaught Place, New Delhi 110001.",
      ],
    },
  ],
};
