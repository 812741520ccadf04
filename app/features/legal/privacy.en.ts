import type { LegalContent } from "./legal-content";

export const content: LegalContent = {
  title: "Privacy Policy",
  description:
    "How Vidyapath collects, uses, protects and stores students’ personal data in India under the Digital Personal Data Protection Act, 2023.",
  updated: "25 November 2026",
  intro:
    "Vidyapath (“we”, “us”, “our”), 2nd Floor, Shiksha Bhawan, Connaught Place, New Delhi 110001, respects your privacy. This Privacy Policy explains what personal data we collect when you use our website, courses, study resources, quizzes and career counseling, why we collect it, and the choices and rights you have. We process personal data as a Data Fiduciary under India’s Digital Personal Data Protection Act, 2023 (the “DPDP Act”) and the rules made under it. Because many of our students are under 18, we take particular care with children’s data.",
  sections: [
    {
      heading: "Personal data we collect",
      paragraphs: [
        "We collect only the data we need to run Vidyapath. Most of it you give us directly; some is created as you use the service.",
        "We never receive or store your card number, CVV, UPI PIN or net-banking password. These are entered directly on Razorpay’s secure checkout and handled by Razorpay.",
      ],
      bullets: [
        "Account details: your name, e-mail address and password (stored only as a secure hash). If you sign in with Google, Google shares your name, e-mail address and profile photo with us, but never your Google password.",
        "Profile details: your date of birth, which tells us whether parental consent is needed, and, if you choose to add them, your gender and a profile photo.",
        "Learning data: the courses you enrol in, your course progress, the resources you download, and your quiz answers, scores and results.",
        "Counseling requests: what you enter when you book your free counseling session — your name, a mobile number, an e-mail address and, if you choose, a message about your class, interests and questions — and the session’s time, counsellor and status. Only our admins and the counsellor assigned to your session can see your phone number and e-mail address; other counsellors and other students never can. The counsellor may keep short notes about the session, which only admins and that counsellor see.",
        "Payment records: the course bought, the amount, the date, the invoice and the transaction reference returned by Razorpay.",
        "Parent or guardian details: for students under 18, the name and e-mail address of the parent or guardian who gives consent, and a record of that consent.",
        "Technical and security data: your IP address, browser and device type, recorded with your login sessions and with failed sign-in attempts so that we can protect accounts from misuse.",
        "Messages: what you write to us by e-mail or through the website, for example a support request, refund request or grievance.",
      ],
    },
    {
      heading: "How we use your data",
      paragraphs: ["We use personal data only for the specific purposes described below, and not for any purpose that is incompatible with them:"],
      bullets: [
        "to create and manage your account and keep you signed in;",
        "to give you access to the courses and resources you have enrolled in or bought, and to save your progress;",
        "to run quizzes, show your results and award non-cash rewards in “Play and Win” contests;",
        "to arrange and conduct your counseling session and follow up on it;",
        "to process payments and refunds, issue GST invoices and keep the accounting records the law requires;",
        "to send service e-mails, such as account verification, password reset, purchase receipts and important changes to our terms;",
        "to answer your questions, handle complaints and resolve disputes;",
        "to keep Vidyapath secure, prevent fraud and the sharing of paid content, and comply with the law;",
        "to understand, using aggregate first-party counts only, which pages and courses are used, so that we can improve them.",
      ],
    },
    {
      heading: "Consent and legal basis",
      paragraphs: [
        "We process your personal data on the basis of your consent, which you give when you create an account or use a feature that needs particular data, after seeing a notice of what will be collected and why. Your consent must be free, specific, informed and unambiguous, and we will never make a service conditional on consent to data that it does not need.",
        "You may withdraw your consent at any time, as easily as you gave it, by changing your profile settings or by writing to privacy@vidyapath.local. Withdrawing consent does not affect processing that has already taken place, but we may not be able to continue providing a service that depends on that data; for example, we cannot keep an account open without an e-mail address.",
        "In limited cases the DPDP Act allows us to process data for legitimate uses without separate consent, such as when we are required to keep payment records under tax law, to comply with a court order, or to respond to a medical emergency or threat to safety.",
      ],
    },
    {
      heading: "Children and parental consent",
      paragraphs: [
        "Under the DPDP Act, a child is anyone under 18. Before we process the personal data of a student who is under 18, we obtain verifiable consent from their parent or lawful guardian. When a student’s date of birth shows that they are under 18, we ask for a parent’s or guardian’s details, confirm that the person giving consent is an identifiable adult in the manner the rules under the DPDP Act permit, and keep a record of the consent. Until consent is given, the account can be used only in a limited way.",
        "We protect children’s data in the following ways:",
      ],
      bullets: [
        "We do not track children or monitor their behaviour across websites or apps, and we do not show them targeted or behavioural advertising.",
        "Vidyapath carries no third-party advertising at all, for students of any age.",
        "We do not process children’s data in any way that is likely to harm their well-being.",
        "A parent or guardian may review the data we hold about their child, correct it, withdraw consent or ask us to erase it, by writing to privacy@vidyapath.local.",
      ],
    },
    {
      heading: "Usage statistics and cookies",
      paragraphs: [
        "We do not use third-party trackers, advertising networks, social media pixels or analytics services that follow you across the internet. To understand how Vidyapath is used, we keep only simple first-party counts on our own servers, such as how many times a page was viewed or a course was opened. These counts are not used to build profiles of individual students and are never sold or shared for advertising.",
        "We use only two cookies, both strictly necessary for the website to work as you expect. We do not use any other cookies, including advertising or analytics cookies.",
      ],
      bullets: [
        "A session cookie, which keeps you signed in securely. It cannot be read by scripts on the page and is removed when you log out or when the session expires.",
        "A language preference cookie, which remembers whether you chose English or Hindi.",
      ],
    },
    {
      heading: "Who we share data with",
      paragraphs: [
        "We do not sell your personal data or rent it to anyone. Our service providers act as Data Processors on our instructions, under written contracts that require them to keep your data secure and to use it only for the service they provide to us.",
        "We share personal data only with the following, and only as much as is needed for the purpose:",
      ],
      bullets: [
        "Razorpay, our payment gateway, which processes your payments and refunds under its own obligations as a regulated payment aggregator;",
        "our e-mail service provider, which delivers service e-mails such as verification codes and receipts on our behalf and receives only your name, e-mail address and the content of the message;",
        "Google, only if you choose to sign in with Google, in which case Google knows that you have signed in to Vidyapath;",
        "government authorities, courts or law enforcement agencies, when we are legally required to do so.",
      ],
    },
    {
      heading: "How long we keep your data",
      paragraphs: [
        "We keep personal data only as long as it is needed for the purpose for which it was collected, or as long as the law requires, and then erase it.",
      ],
      bullets: [
        "Account, profile and learning data: for as long as your account is open. If you close your account, we erase this data within 30 days, except where the law requires us to keep part of it.",
        "Inactive accounts: if you have not signed in for 3 years, we will e-mail you before erasing your account so that you have a chance to keep it.",
        "Counseling requests: your name, phone number, e-mail address, message and the counsellor’s notes are erased automatically 6 months after your session is completed or your request is cancelled (sooner if you ask us). After that we keep only that you had or cancelled a session, with its date and counsellor, so that the one free session per student can be honoured. If you start booking before logging in, what you typed is kept on our server for at most 30 minutes, only so that the form is filled in again after you log in.",
        "Payment records and invoices: for the period required by tax and accounting laws, currently up to 8 years.",
        "Security logs, such as sign-in records: for 1 year, to prevent and investigate misuse, as the law requires.",
      ],
    },
    {
      heading: "Security and where your data is stored",
      paragraphs: [
        "We use reasonable security safeguards to protect personal data against unauthorised access, loss or breach. All data travels between your browser and our servers over encrypted connections (HTTPS). Passwords are never stored in readable form: we keep only a hash created with Argon2id, a modern algorithm designed to resist password cracking. Access to personal data within Vidyapath is limited to the staff who need it for their work, and repeated failed sign-in attempts are limited to stop password-guessing attacks.",
        "Our servers and databases are located in India, and your personal data is stored in India. If a service provider ever needs to process data outside India, we will do so only as permitted under the DPDP Act and will update this policy first.",
        "No system is perfectly secure. If a personal data breach occurs, we will inform the affected users and the Data Protection Board of India as required by the DPDP Act, and tell you what we are doing about it and what steps you can take.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "As a Data Principal under the DPDP Act, you have the following rights. A parent or guardian may exercise them on behalf of a child. To use any of them, write to privacy@vidyapath.local from your registered e-mail address; we may ask you to confirm your identity before acting on the request.",
        "In return, the law asks you not to give false information, not to impersonate anyone, and not to file frivolous complaints.",
      ],
      bullets: [
        "Right to access: to get a summary of the personal data we hold about you, how we use it, and the names of those we have shared it with.",
        "Right to correction: to have inaccurate or misleading data corrected, incomplete data completed and out-of-date data updated. You can correct most details yourself on your profile page.",
        "Right to erasure: to have your personal data erased when it is no longer needed, or when you withdraw consent, unless the law requires us to keep it.",
        "Right to grievance redressal: to have your complaints about how we handle your data dealt with promptly by our Data Protection Officer.",
        "Right to nominate: to nominate another person who may exercise your rights if you die or become unable to do so yourself.",
        "Right to withdraw consent at any time, as described above.",
      ],
    },
    {
      heading: "Data Protection Officer and grievances",
      paragraphs: [
        "If you have a question or a complaint about how we handle your personal data, please contact our Data Protection Officer, who also acts as our Grievance Officer for privacy matters, by e-mail at privacy@vidyapath.local or by post at 2nd Floor, Shiksha Bhawan, Connaught Place, New Delhi 110001.",
        "We will acknowledge your complaint promptly, aim to resolve it within 15 days, and in every case respond within the time set by the DPDP Act and the rules made under it. If you are not satisfied with our response, you may complain to the Data Protection Board of India after you have used our grievance process.",
      ],
    },
    {
      heading: "Changes to this policy and contact",
      paragraphs: [
        "We may update this Privacy Policy when our services or the law change. The date at the top of this page shows when it was last updated. If we make a significant change, especially one that affects how we use your data, we will tell you by e-mail or through a notice on the website before it takes effect, and we will ask for fresh consent where the law requires it.",
        "For privacy questions, write to privacy@vidyapath.local. For anything else, write to help@vidyapath.local or visit us at 2nd Floor, Shiksha Bhawan, Connaught Place, New Delhi 110001.",
      ],
    },
  ],
};
