// /admin/quizzes (decision 041): a new test from each preset (sections, time and marking filled,
// editable after), question CRUD with field errors (400, never 500), a safe preview of bad LaTeX and
// raw HTML, CSV import (a good file imports N questions in one go; a file with bad rows reports each
// row and imports nothing; Hindi, quoted commas and line breaks parse), publish/unpublish as seen by
// GET /api/quizzes, preview as a student on an unpublished quiz that never counts, delete-or-unpublish,
// audit entries, and students refused from every page, `.data` URL and action.
import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { getQuizForEdit } from "../../app/features/quizzes/quiz-content.server";
import { areaVersion } from "../../app/lib/cache/content-areas";
import { db } from "../../app/lib/db.server";
import { adminAudit, profiles, quizAttempts } from "../../db/schema";
import { createQuiz, createUser } from "../support/factories";
import { type CookieJar, login, pageText, send } from "../support/test-app";

let adminId: string;
let adminJar: CookieJar;
let studentJar: CookieJar;
const tag = `aq${Date.now().toString(36)}`;

beforeAll(async () => {
  const admin = await createUser({ role: "admin", name: "Quiz Admin" });
  adminId = admin.id;
  adminJar = await login(admin.email, admin.password);
  const student = await createUser();
  studentJar = await login(student.email, student.password);
});

const idFrom = (res: Response) =>
  Number(
    /\/admin\/quizzes\/(\d+)\?done=created$/.exec(
      res.headers.get("location") ?? "",
    )?.[1],
  );

async function newQuiz(preset: string, extra: Record<string, string> = {}) {
  const res = await send("/admin/quizzes/new", {
    jar: adminJar,
    form: {
      titleEn: `${tag} ${preset} test`,
      titleHi: "",
      mode: "mock",
      class: "12th",
      subject: "Physics",
      exam: "",
      preset,
      ...extra,
    },
  });
  expect(res.status).toBe(302);
  const id = idFrom(res);
  expect(id).toBeGreaterThan(0);
  return id;
}

const QUESTION = {
  intent: "save",
  type: "single",
  textEn: "What is $2 + 2$?",
  textHi: "$2 + 2$ कितना है?",
  optionA: "3",
  optionB: "4",
  optionC: "5",
  optionD: "22",
  correctB: "on",
  explanationEn: "Add them.",
  topics: "arithmetic; numbers",
  difficulty: "easy",
};
const questionForm = (
  sectionId: number,
  fields: Record<string, string | null> = {},
) => {
  const out: Record<string, string> = { sectionId: String(sectionId) };
  for (const [k, v] of Object.entries({ ...QUESTION, ...fields }))
    if (v !== null) out[k] = v;
  return out;
};

async function lastAudit(quizId: number) {
  return db()
    .select()
    .from(adminAudit)
    .where(
      and(
        eq(adminAudit.targetType, "quiz"),
        eq(adminAudit.targetId, String(quizId)),
      ),
    )
    .orderBy(desc(adminAudit.at));
}

function csvFile(text: string, name = "questions.csv") {
  return new File([Buffer.from(text, "utf8")], name, { type: "text/csv" });
}
function importForm(sectionId: number, intent: "check" | "import", file: File) {
  const form = new FormData();
  form.append("intent", intent);
  form.append("sectionId", String(sectionId));
  form.append("file", file);
  return form;
}

describe("a new test from a preset", () => {
  it.each([
    [
      "jee-main",
      3,
      180 * 60,
      { correct: 4, incorrect: -1, unanswered: 0 },
      "0 of 25 questions",
    ],
    [
      "neet-ug",
      3,
      180 * 60,
      { correct: 4, incorrect: -1, unanswered: 0 },
      "0 of 45 questions",
    ],
    [
      "upsc-gs1",
      1,
      120 * 60,
      { correct: 2, incorrect: -0.66, unanswered: 0 },
      "0 of 100 questions",
    ],
    [
      "cbse",
      1,
      40 * 60,
      { correct: 1, incorrect: 0, unanswered: 0 },
      "0 of 20 questions",
    ],
  ] as const)(
    "%s fills sections, time and marking",
    async (preset, sections, seconds, marking, target) => {
      const id = await newQuiz(preset);
      const quiz = (await getQuizForEdit(id))!;
      expect(quiz.preset).toBe(preset);
      expect(quiz.published).toBe(false);
      expect(quiz.durationSeconds).toBe(seconds);
      expect(quiz.sections).toHaveLength(sections);
      expect(quiz.sections[0].marking).toEqual(marking);
      const page = await send(`/admin/quizzes/${id}`, { jar: adminJar });
      expect(page.status).toBe(200);
      expect(await pageText(page)).toContain(target);
      const audit = await lastAudit(id);
      expect(audit[0]).toMatchObject({
        action: "quiz.create",
        actorId: adminId,
      });
    },
  );

  it("keeps every value editable after: time, section title and marking with decimals", async () => {
    const id = await newQuiz("jee-main");
    const quiz = (await getQuizForEdit(id))!;
    const before = areaVersion("quizzes");
    const settings = await send(`/admin/quizzes/${id}`, {
      jar: adminJar,
      form: {
        intent: "settings",
        titleEn: `${tag} sectional`,
        titleHi: "खंड टेस्ट",
        mode: "mock",
        class: "12th",
        subject: "Physics",
        exam: "JEE Main",
        preset: "jee-main",
        minutes: "60",
      },
    });
    expect(settings.status).toBe(302);
    const section = await send(`/admin/quizzes/${id}`, {
      jar: adminJar,
      form: {
        intent: "section",
        sectionId: String(quiz.sections[0].id),
        titleEn: "Physics A",
        titleHi: "भौतिकी अ",
        correct: "3",
        incorrect: "−0.66",
        unanswered: "0",
      },
    });
    expect(section.status).toBe(302);
    const after = (await getQuizForEdit(id))!;
    expect(after.durationSeconds).toBe(3600);
    expect(after.title).toEqual({ en: `${tag} sectional`, hi: "खंड टेस्ट" });
    expect(after.sections[0]).toMatchObject({
      title: { en: "Physics A", hi: "भौतिकी अ" },
      marking: { correct: 3, incorrect: -0.66, unanswered: 0 },
    });
    expect(areaVersion("quizzes")).toBeGreaterThan(before);
    // Bad marks are the field's error, a 400.
    const bad = await send(`/admin/quizzes/${id}`, {
      jar: adminJar,
      form: {
        intent: "section",
        sectionId: String(quiz.sections[0].id),
        titleEn: "Physics",
        titleHi: "",
        correct: "0",
        incorrect: "1",
        unanswered: "x",
      },
    });
    expect(bad.status).toBe(400);
    const text = await pageText(bad);
    expect(text).toContain("Enter a number above 0 (at most two decimals).");
    expect(text).toContain(
      "Enter 0 or a negative number (at most two decimals), e.g. −0.66.",
    );
    // Sections: add, move, remove.
    expect(
      (
        await send(`/admin/quizzes/${id}`, {
          jar: adminJar,
          form: { intent: "add-section" },
        })
      ).status,
    ).toBe(302);
    const four = (await getQuizForEdit(id))!.sections;
    expect(four).toHaveLength(4);
    expect(
      (
        await send(`/admin/quizzes/${id}`, {
          jar: adminJar,
          form: { intent: "section-up", sectionId: String(four[3].id) },
        })
      ).status,
    ).toBe(302);
    expect((await getQuizForEdit(id))!.sections[2].id).toBe(four[3].id);
    expect(
      (
        await send(`/admin/quizzes/${id}`, {
          jar: adminJar,
          form: { intent: "remove-section", sectionId: String(four[3].id) },
        })
      ).status,
    ).toBe(302);
    expect((await getQuizForEdit(id))!.sections).toHaveLength(3);
    // Time is required for a mock.
    const untimed = await send(`/admin/quizzes/${id}`, {
      jar: adminJar,
      form: {
        intent: "settings",
        titleEn: "x",
        titleHi: "",
        mode: "mock",
        class: "12th",
        subject: "Physics",
        exam: "",
        preset: "none",
        minutes: "",
      },
    });
    expect(untimed.status).toBe(400);
    expect(await pageText(untimed)).toContain(
      "Play-and-win quizzes and mock tests need a time.",
    );
  });

  it("refuses bad settings beside the fields", async () => {
    const res = await send("/admin/quizzes/new", {
      jar: adminJar,
      form: {
        titleEn: "  ",
        titleHi: "",
        mode: "exam",
        class: "12th",
        subject: "",
        exam: "",
        preset: "gate",
      },
    });
    expect(res.status).toBe(400);
    const text = await pageText(res);
    expect(text).toContain("Enter a title.");
    expect(text).toContain("Enter the subject.");
    expect(text).toContain("Choose one of the options.");
  });
});

describe("questions", () => {
  let quizId: number;
  let sectionId: number;
  beforeAll(async () => {
    quizId = await newQuiz("cbse");
    sectionId = (await getQuizForEdit(quizId))!.sections[0].id;
  });

  it("adds, edits, reorders and deletes a question, with audit entries", async () => {
    const add = await send(
      `/admin/quizzes/${quizId}/questions/new?section=${sectionId}`,
      { jar: adminJar, form: questionForm(sectionId) },
    );
    expect(add.status).toBe(302);
    expect(add.headers.get("location")).toBe(
      `/admin/quizzes/${quizId}?done=questionSaved`,
    );
    const second = await send(`/admin/quizzes/${quizId}/questions/new`, {
      jar: adminJar,
      form: questionForm(sectionId, {
        type: "numeric",
        textEn: "Type $\\pi$ to two decimals",
        optionA: null,
        optionB: null,
        optionC: null,
        optionD: null,
        correctB: null,
        answer: "3.14",
        tolerance: "0.01",
      }),
    });
    expect(second.status).toBe(302);
    let quiz = (await getQuizForEdit(quizId))!;
    const [q1, q2] = quiz.sections[0].questions;
    expect(q1).toMatchObject({
      type: "single",
      topics: ["arithmetic", "numbers"],
      difficulty: "easy",
    });
    expect(q1.options.map((o) => o.correct)).toEqual([
      false,
      true,
      false,
      false,
    ]);
    expect(q1.html.en).toContain("katex");
    expect(q2).toMatchObject({
      type: "numeric",
      answer: 3.14,
      tolerance: 0.01,
    });
    // Edit: a multiple-correct question now.
    const edit = await send(`/admin/quizzes/${quizId}/questions/${q1.id}`, {
      jar: adminJar,
      form: questionForm(sectionId, {
        type: "multiple",
        correctA: "on",
        correctC: "on",
        correctB: null,
      }),
    });
    expect(edit.status).toBe(302);
    quiz = (await getQuizForEdit(quizId))!;
    expect(quiz.sections[0].questions[0].options.map((o) => o.correct)).toEqual(
      [true, false, true, false],
    );
    // Reorder.
    expect(
      (
        await send(`/admin/quizzes/${quizId}`, {
          jar: adminJar,
          form: { intent: "question-down", questionId: String(q1.id) },
        })
      ).status,
    ).toBe(302);
    quiz = (await getQuizForEdit(quizId))!;
    expect(quiz.sections[0].questions.map((q) => q.id)).toEqual([q2.id, q1.id]);
    // The editor page shows the stored question in its form and preview.
    const page = await send(`/admin/quizzes/${quizId}/questions/${q1.id}`, {
      jar: adminJar,
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("katex");
    // Delete.
    expect(
      (
        await send(`/admin/quizzes/${quizId}`, {
          jar: adminJar,
          form: { intent: "delete-question", questionId: String(q2.id) },
        })
      ).status,
    ).toBe(302);
    expect((await getQuizForEdit(quizId))!.sections[0].questions).toHaveLength(
      1,
    );
    const actions = (await lastAudit(quizId)).map((a) => a.details.part);
    expect(actions).toEqual(
      expect.arrayContaining([
        "addQuestion",
        "editQuestion",
        "moveQuestion",
        "deleteQuestion",
      ]),
    );
  });

  it.each([
    [
      "no correct option",
      { correctB: null },
      "correct",
      "Mark the correct option.",
    ],
    [
      "options missing",
      {
        optionB: null,
        optionC: null,
        optionD: null,
        correctB: null,
        correctA: "on",
      },
      "options",
      "Give at least two options.",
    ],
    [
      "a correct letter that is no option",
      { correctB: null, correctE: "on" },
      "correct",
      "The correct answer must be one of A, B, C, D.",
    ],
    [
      "two correct in a single",
      { correctA: "on" },
      "correct",
      "A single-correct question has exactly one correct option.",
    ],
    [
      "a negative tolerance",
      {
        type: "numeric",
        optionA: null,
        optionB: null,
        optionC: null,
        optionD: null,
        correctB: null,
        answer: "2",
        tolerance: "-1",
      },
      "tolerance",
      "The tolerance cannot be negative.",
    ],
    [
      "a numeric answer that is no number",
      {
        type: "numeric",
        optionA: null,
        optionB: null,
        optionC: null,
        optionD: null,
        correctB: null,
        answer: "two",
      },
      "answer",
      "The answer must be a number, e.g. 12 or −0.5.",
    ],
    [
      "text too long",
      { textEn: "x".repeat(20_001) },
      "textEn",
      "This is longer than 20000 characters.",
    ],
    ["no text", { textEn: "   " }, "textEn", "Enter the question text."],
  ])(
    "refuses %s with the field's error (400)",
    async (_name, fields, field, message) => {
      const before = (await getQuizForEdit(quizId))!.sections[0].questions
        .length;
      const res = await send(`/admin/quizzes/${quizId}/questions/new`, {
        jar: adminJar,
        form: questionForm(sectionId, fields as Record<string, string | null>),
      });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html.replace(/<!-- -->/g, "").replace(/&#x27;/g, "'")).toContain(
        message,
      );
      // The message sits under its field (the field's error paragraph).
      if (field !== "options" && field !== "correct")
        expect(html).toContain(`id="${field}-error"`);
      expect((await getQuizForEdit(quizId))!.sections[0].questions.length).toBe(
        before,
      );
    },
  );

  it("the .data action answers the same field errors (fetcher and enhanced form)", async () => {
    const res = await send(`/admin/quizzes/${quizId}/questions/new.data`, {
      jar: adminJar,
      form: questionForm(sectionId, { correctB: null }),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("adminQuizzes.error.noCorrect");
  });

  it("renders bad LaTeX and raw HTML safely in the live preview", async () => {
    const res = await send(`/admin/quizzes/${quizId}/questions/new`, {
      jar: adminJar,
      form: questionForm(sectionId, {
        intent: "preview",
        textEn:
          'Bad $\\frac{1}{$ and <script>alert(1)</script> <img src=x onerror="alert(2)">',
        optionA: "$\\href{javascript:alert(3)}{x}$",
      }),
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toMatch(/<script>alert\(1\)/);
    expect(html).not.toMatch(/<img src=x onerror/);
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain("katex-error");
    expect(html).toContain("&lt;script&gt;");
    // The preview of the Hindi side appears too.
    const both = await send(`/admin/quizzes/${quizId}/questions/new.data`, {
      jar: adminJar,
      form: questionForm(sectionId, { intent: "preview" }),
    });
    expect(both.status).toBe(200);
    const body = await both.text();
    expect(body).toContain("कितना है");
    expect(body).toContain("katex");
  });

  it("refuses unknown or repeated fields with 400, a missing quiz with 404", async () => {
    expect(
      (
        await send(`/admin/quizzes/${quizId}/questions/new`, {
          jar: adminJar,
          form: { ...questionForm(sectionId), isCorrect: "yes" },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await send(`/admin/quizzes/999999999/questions/new`, {
          jar: adminJar,
          form: questionForm(sectionId),
        })
      ).status,
    ).toBe(404);
    expect(
      (await send(`/admin/quizzes/999999999`, { jar: adminJar })).status,
    ).toBe(404);
    expect(
      (
        await send(`/admin/quizzes/${quizId}/questions/999999999`, {
          jar: adminJar,
        })
      ).status,
    ).toBe(404);
  });
});

describe("a question's figure", () => {
  let quizId: number;
  let sectionId: number;
  beforeAll(async () => {
    quizId = await newQuiz("cbse");
    sectionId = (await getQuizForEdit(quizId))!.sections[0].id;
  });

  const multipart = (fields: Record<string, string>, image?: File) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    if (image) form.set("image", image);
    return form;
  };
  const png = async (width: number, height: number) =>
    new File([new Uint8Array(await sharp({ create: { width, height, channels: 3, background: "#2563eb" } }).png().toBuffer())], "figure.png", { type: "image/png" });
  const questionIds = async () => (await getQuizForEdit(quizId))!.sections.flatMap((s) => s.questions);

  it("uploads a figure, serves it as WebP at most 1200 px wide (admins only while unpublished), replaces and removes it", async () => {
    const add = await send(`/admin/quizzes/${quizId}/questions/new`, { jar: adminJar, form: multipart(questionForm(sectionId), await png(2400, 1200)) });
    expect(add.status, await add.clone().text()).toBe(302);
    const [question] = await questionIds();
    expect(question.imageKey).toMatch(/^quizzes\/figures\/.+\.webp$/);
    const url = `/api/quizzes/${quizId}/questions/${question.id}/image`;
    const served = await send(url, { jar: adminJar });
    expect(served.status).toBe(200);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 1200, height: 600 });
    // The quiz is not published: students and anonymous visitors do not get its figures.
    expect((await send(url, { jar: studentJar })).status).toBe(404);
    expect((await send(url)).status).toBe(404);
    // The editor shows the current figure and offers to remove it.
    const page = await pageText(await send(`/admin/quizzes/${quizId}/questions/${question.id}`, { jar: adminJar }));
    expect(page).toContain("Remove the figure");

    // Replacing: a new key, and the old file is gone from storage.
    const replace = await send(`/admin/quizzes/${quizId}/questions/${question.id}`, { jar: adminJar, form: multipart(questionForm(sectionId), await png(300, 200)) });
    expect(replace.status).toBe(302);
    const [replaced] = await questionIds();
    expect(replaced.imageKey).not.toBe(question.imageKey);
    const { fileStore } = await import("../../app/lib/storage/storage.server");
    expect(await fileStore().stat(question.imageKey!)).toBeNull();
    expect(await sharp(Buffer.from(await (await send(url, { jar: adminJar })).arrayBuffer())).metadata()).toMatchObject({ width: 300, height: 200 });

    // Saving without a file keeps it; ticking "remove" removes it (and its file).
    expect((await send(`/admin/quizzes/${quizId}/questions/${question.id}`, { jar: adminJar, form: multipart(questionForm(sectionId)) })).status).toBe(302);
    expect((await questionIds())[0].imageKey).toBe(replaced.imageKey);
    expect((await send(`/admin/quizzes/${quizId}/questions/${question.id}`, { jar: adminJar, form: multipart({ ...questionForm(sectionId), removeImage: "on" }) })).status).toBe(302);
    expect((await questionIds())[0].imageKey).toBeNull();
    expect(await fileStore().stat(replaced.imageKey!)).toBeNull();
    expect((await send(url, { jar: adminJar })).status).toBe(404);
  });

  it("refuses a file that is not an image, or one over 5 MB, beside the field, keeping what was typed and the question unchanged", async () => {
    const before = (await questionIds()).length;
    const text = new File(["<svg onload=alert(1)>"], "figure.png", { type: "image/png" });
    const bad = await send(`/admin/quizzes/${quizId}/questions/new`, { jar: adminJar, form: multipart({ ...questionForm(sectionId), textEn: "Typed text stays" }, text) });
    expect(bad.status).toBe(415);
    const badPage = await pageText(bad);
    expect(badPage).toContain("The figure must be a JPEG, PNG or WebP image.");
    const huge = new File([new Uint8Array(await sharp({ create: { width: 3000, height: 3000, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 60 } } }).png({ compressionLevel: 0 }).toBuffer())], "huge.png", { type: "image/png" });
    expect(huge.size).toBeGreaterThan(6 * 1024 * 1024);
    const big = await send(`/admin/quizzes/${quizId}/questions/new`, { jar: adminJar, form: multipart({ ...questionForm(sectionId), textEn: "Typed text stays" }, huge) });
    expect(big.status).toBe(413);
    const bigPage = await pageText(big);
    expect(bigPage).toContain("The figure is larger than 5 MB. Choose a smaller image.");
    expect(bigPage).toContain("Typed text stays");
    expect((await questionIds()).length).toBe(before);
  });
});

describe("CSV import", () => {
  let quizId: number;
  let sectionIds: number[];
  beforeAll(async () => {
    quizId = await newQuiz("jee-main");
    sectionIds = (await getQuizForEdit(quizId))!.sections.map((s) => s.id);
  });

  it("offers a template that itself imports", async () => {
    const res = await send("/admin/quizzes/import-template.csv", {
      jar: adminJar,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const text = await res.text();
    expect(text).toContain("बल का SI मात्रक");
    const check = await send(`/admin/quizzes/${quizId}/import`, {
      jar: adminJar,
      form: importForm(sectionIds[0], "check", csvFile(text)),
    });
    expect(check.status).toBe(200);
    expect(await pageText(check)).toContain(
      "3 questions are ready to import. Nothing was imported yet.",
    );
    expect((await getQuizForEdit(quizId))!.sections[0].questions).toHaveLength(
      0,
    );
  });

  it("a file with bad rows reports each row and imports nothing", async () => {
    const csv = [
      "type,text_en,option_a,option_b,option_c,option_d,correct,tolerance,topics,difficulty",
      "single,Good one,1,2,3,4,B,,,easy",
      "single,Bad letter,1,2,3,4,E,,,easy",
      "multiple,No answer,1,2,3,4,,,,medium",
      "numeric,Bad tolerance,,,,,5,-1,,hard",
      "single,,1,2,3,4,A,,,easy",
      "single,Bad difficulty,1,2,3,4,A,,,extreme",
    ].join("\n");
    const before = await lastAudit(quizId);
    const res = await send(`/admin/quizzes/${quizId}/import`, {
      jar: adminJar,
      form: importForm(sectionIds[0], "import", csvFile(csv)),
    });
    expect(res.status).toBe(400);
    const text = await pageText(res);
    expect(text).toContain(
      "Row 3, correct: The correct answer must be one of A, B, C, D.",
    );
    expect(text).toContain("Row 4, correct: Mark the correct option.");
    expect(text).toContain(
      "Row 5, tolerance: The tolerance cannot be negative.",
    );
    expect(text).toContain("Row 6, text_en: Enter the question text.");
    expect(text).toContain(
      "Row 7, difficulty: Difficulty must be easy, medium or hard.",
    );
    expect(text).toContain("Nothing was imported.");
    expect(text).not.toContain("Row 2");
    expect((await getQuizForEdit(quizId))!.sections[0].questions).toHaveLength(
      0,
    );
    expect(await lastAudit(quizId)).toHaveLength(before.length);
  });

  it("imports a good file in one go: Hindi, quoted commas and line breaks, sections by number or title", async () => {
    const csv =
      "\uFEFFsection,type,text_en,text_hi,option_a,option_b,option_a_hi,option_b_hi,correct,tolerance,explanation_en,explanation_hi,topics,difficulty\r\n" +
      ',single,"Which is larger, $2^{10}$ or $10^3$?","कौन बड़ा है, $2^{10}$ या $10^3$?","$2^{10}$","$10^3$",,,A,,"1024 > 1000,\nso $2^{10}$.","1024 > 1000, इसलिए $2^{10}$।",powers;numbers,medium\r\n' +
      '2,numeric,"Moles in 18 g of water?",,,,,,1,0,"18 g / 18 g mol⁻¹ = 1 mol",,mole concept,easy\r\n' +
      'Mathematics,multiple,"Pick the ""even"" numbers",,2,3,,,A,,,,,\r\n';
    const before = areaVersion("quizzes");
    const res = await send(`/admin/quizzes/${quizId}/import`, {
      jar: adminJar,
      form: importForm(sectionIds[0], "import", csvFile(csv)),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(
      `/admin/quizzes/${quizId}?done=imported&n=3`,
    );
    const quiz = (await getQuizForEdit(quizId))!;
    const [physics, chemistry, maths] = quiz.sections;
    expect(physics.questions).toHaveLength(1);
    expect(physics.questions[0].text).toEqual({
      en: "Which is larger, $2^{10}$ or $10^3$?",
      hi: "कौन बड़ा है, $2^{10}$ या $10^3$?",
    });
    expect(physics.questions[0].explanation.en).toBe(
      "1024 > 1000,\nso $2^{10}$.",
    );
    expect(physics.questions[0].topics).toEqual(["powers", "numbers"]);
    expect(chemistry.questions[0]).toMatchObject({
      type: "numeric",
      answer: 1,
      tolerance: 0,
    });
    expect(maths.questions[0].text.en).toBe('Pick the "even" numbers');
    expect(areaVersion("quizzes")).toBeGreaterThan(before);
    const audit = await lastAudit(quizId);
    expect(audit[0]).toMatchObject({
      action: "quiz.import",
      details: { questions: 3 },
    });
    const page = await pageText(
      await send(`/admin/quizzes/${quizId}?done=imported&n=3`, {
        jar: adminJar,
      }),
    );
    expect(page).toContain("3 questions were imported.");
    expect(page).toContain("1 of 25 questions");
  });

  it("refuses files that are not UTF-8 CSV, too large or with unknown columns (4xx, a clear message)", async () => {
    const cases: [File, number, string][] = [
      [
        new File(
          [new Uint8Array([0x74, 0x79, 0x70, 0x65, 0x0a, 0xff, 0xfe, 0x41])],
          "latin.csv",
        ),
        400,
        "The file is not UTF-8 text.",
      ],
      [
        new File(
          [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00])],
          "book.xlsx",
        ),
        415,
        "This file is not a CSV text file.",
      ],
      [
        csvFile("type,text_en,correct,answer_key\nsingle,x,A,1\n"),
        400,
        "Unknown columns: answer_key.",
      ],
      [csvFile("type,text_en\nsingle,x\n"), 400, "Missing columns: correct."],
      [
        csvFile('type,text_en,correct\nsingle,"unclosed,A\n'),
        400,
        "could not be read as CSV",
      ],
      [
        csvFile("type,text_en,correct\n" + "single,x,A\n".repeat(60_000)),
        413,
        "The file is larger than 512 KB.",
      ],
      [csvFile(""), 400, "Choose a CSV file."],
    ];
    for (const [file, status, message] of cases) {
      const res = await send(`/admin/quizzes/${quizId}/import`, {
        jar: adminJar,
        form: importForm(sectionIds[0], "check", file),
      });
      expect(res.status, message).toBe(status);
      expect(await pageText(res)).toContain(message);
    }
  });
});

describe("publish, preview as a student, delete", () => {
  it("publishes only with questions; GET /api/quizzes shows it; unpublish hides it; audit", async () => {
    const id = await newQuiz("upsc-gs1");
    const sectionId = (await getQuizForEdit(id))!.sections[0].id;
    const empty = await send(`/admin/quizzes/${id}`, {
      jar: adminJar,
      form: { intent: "publish" },
    });
    expect(empty.status).toBe(400);
    expect(await pageText(empty)).toContain(
      "Add at least one question before publishing.",
    );
    await send(`/admin/quizzes/${id}/questions/new`, {
      jar: adminJar,
      form: questionForm(sectionId),
    });
    const listed = async () =>
      (
        (await (await send("/api/quizzes?mode=mock")).json()) as {
          id: number;
        }[]
      ).some((q) => q.id === id);
    expect(await listed()).toBe(false);
    // A preset mismatch (1 of 100 questions) is allowed: the editor warns, the audit records it.
    expect(
      await pageText(await send(`/admin/quizzes/${id}`, { jar: adminJar })),
    ).toContain("This test differs from the UPSC Prelims GS I pattern");
    const before = areaVersion("quizzes");
    const pub = await send(`/admin/quizzes?q=${encodeURIComponent(tag)}`, {
      jar: adminJar,
      form: { intent: "publish", quizId: String(id) },
    });
    expect(pub.status).toBe(302);
    expect(areaVersion("quizzes")).toBeGreaterThan(before);
    expect(await listed()).toBe(true);
    expect((await lastAudit(id))[0]).toMatchObject({
      action: "quiz.publish",
      details: { presetDifferences: 1 },
    });
    expect(
      (
        await send(`/admin/quizzes/${id}`, {
          jar: adminJar,
          form: { intent: "unpublish" },
        })
      ).status,
    ).toBe(302);
    expect(await listed()).toBe(false);
    expect((await lastAudit(id))[0]).toMatchObject({
      action: "quiz.unpublish",
    });
  });

  it("preview as a student opens the runner on an unpublished quiz; the attempt never counts", async () => {
    const quiz = await createQuiz({ published: false });
    const [profileBefore] = await db()
      .select({ n: profiles.quizzesTaken })
      .from(profiles)
      .where(eq(profiles.userId, adminId));
    const res = await send(`/admin/quizzes/${quiz.id}`, {
      jar: adminJar,
      form: { intent: "preview-student" },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/quiz/${quiz.id}`);
    // The runner's API start resumes the preview (the quiz is still unpublished to everyone else).
    const started = await send(`/api/quizzes/${quiz.id}/attempts`, {
      jar: adminJar,
      method: "POST",
    });
    expect(started.status).toBe(200);
    const runner = (await started.json()) as {
      attemptId: string;
      questions: unknown[];
    };
    expect(runner.questions.length).toBeGreaterThan(0);
    expect(
      (
        await send(`/api/quizzes/${quiz.id}/attempts`, {
          jar: studentJar,
          method: "POST",
        })
      ).status,
    ).toBe(404);
    const submitted = await send(`/api/attempts/${runner.attemptId}/submit`, {
      jar: adminJar,
      method: "POST",
    });
    expect(submitted.status).toBe(200);
    expect(
      ((await submitted.json()) as { rank: number | null }).rank,
    ).toBeNull();
    const [row] = await db()
      .select({ preview: quizAttempts.preview, isFirst: quizAttempts.isFirst })
      .from(quizAttempts)
      .where(eq(quizAttempts.id, runner.attemptId));
    expect(row).toEqual({ preview: true, isFirst: false });
    const [profileAfter] = await db()
      .select({ n: profiles.quizzesTaken })
      .from(profiles)
      .where(eq(profiles.userId, adminId));
    expect(profileAfter?.n ?? 0).toBe(profileBefore?.n ?? 0);
    // After the preview is submitted, the unpublished quiz is closed again (no new start without the editor).
    expect(
      (
        await send(`/api/quizzes/${quiz.id}/attempts`, {
          jar: adminJar,
          method: "POST",
        })
      ).status,
    ).toBe(404);
    // A preview is not a real attempt: the quiz can still be deleted.
    const confirm = await send("/admin/quizzes", {
      jar: adminJar,
      form: { intent: "delete", quizId: String(quiz.id) },
    });
    expect(confirm.status).toBe(200);
    expect(await pageText(confirm)).toContain(
      "The quiz, its sections and questions will be deleted.",
    );
    const deleted = await send("/admin/quizzes", {
      jar: adminJar,
      form: { intent: "delete-confirmed", quizId: String(quiz.id) },
    });
    expect(deleted.headers.get("location")).toBe("/admin/quizzes?done=deleted");
    expect(await getQuizForEdit(quiz.id)).toBeNull();
    expect((await lastAudit(quiz.id))[0]).toMatchObject({
      action: "quiz.delete",
    });
  });

  it("a quiz students attempted is unpublished instead of deleted", async () => {
    const quiz = await createQuiz({ published: true });
    const started = await send(`/api/quizzes/${quiz.id}/attempts`, {
      jar: studentJar,
      method: "POST",
    });
    expect(started.status).toBe(201);
    const confirm = await send("/admin/quizzes", {
      jar: adminJar,
      form: { intent: "delete", quizId: String(quiz.id) },
    });
    expect(await pageText(confirm)).toContain(
      "Students have 1 attempt of this quiz, so it will be unpublished instead",
    );
    const res = await send("/admin/quizzes", {
      jar: adminJar,
      form: { intent: "delete-confirmed", quizId: String(quiz.id) },
    });
    expect(res.headers.get("location")).toBe(
      `/admin/quizzes?done=kept&id=${quiz.id}`,
    );
    const after = (await getQuizForEdit(quiz.id))!;
    expect(after.published).toBe(false);
    expect((await lastAudit(quiz.id))[0]).toMatchObject({
      action: "quiz.unpublish",
      details: { deleteRefused: true, attempts: 1 },
    });
  });
});

describe("the list", () => {
  it("searches, filters by mode, class and status, sorts, and ignores nonsense", async () => {
    const res = await send(
      `/admin/quizzes?q=${encodeURIComponent(tag)}&mode=mock&class=12th&status=draft&sort=questions&dir=desc`,
      { jar: adminJar },
    );
    expect(res.status).toBe(200);
    const text = await pageText(res);
    expect(text).toContain(`${tag} jee-main test`);
    expect(text).not.toContain("Published Mock test");
    for (const q of [
      "?sort=nope&dir=sideways&page=-3",
      "?mode=exam&class=9th&status=maybe",
      `?page=99999&q=${"x".repeat(500)}`,
    ])
      expect((await send(`/admin/quizzes${q}`, { jar: adminJar })).status).toBe(
        200,
      );
    // The demo's mocks are listed among all quizzes.
    expect(
      await pageText(await send("/admin/quizzes?q=JEE", { jar: adminJar })),
    ).toMatch(/JEE/);
  });
});

describe("students and anonymous visitors are refused everywhere", () => {
  it("every page, .data URL and action", async () => {
    const quiz = await createQuiz({ published: false });
    const qid = (await getQuizForEdit(quiz.id))!.sections[0].questions[0].id;
    const pages = [
      "/admin/quizzes",
      "/admin/quizzes/new",
      "/admin/quizzes/import-template.csv",
      `/admin/quizzes/${quiz.id}`,
      `/admin/quizzes/${quiz.id}/import`,
      `/admin/quizzes/${quiz.id}/questions/new`,
      `/admin/quizzes/${quiz.id}/questions/${qid}`,
    ];
    for (const p of pages) {
      const asStudent = await send(p, { jar: studentJar });
      expect(asStudent.status, p).toBe(302);
      expect(asStudent.headers.get("location"), p).toBe("/dashboard");
      const anonymous = await send(p);
      expect(anonymous.status, p).toBe(302);
      expect(anonymous.headers.get("location"), p).toMatch(
        /^\/login\?redirectTo=/,
      );
      expect(anonymous.headers.get("location"), p).not.toContain(".data");
      if (p.endsWith(".csv")) continue;
      const data = await send(`${p.replace(/(\?|$)/, ".data$1")}`, {
        jar: studentJar,
      });
      expect(data.status, `${p}.data`).toBe(202);
      expect(await data.text(), `${p}.data`).toContain('"/dashboard"');
    }
    const posts: [string, Record<string, string>][] = [
      [
        "/admin/quizzes",
        { intent: "delete-confirmed", quizId: String(quiz.id) },
      ],
      [
        "/admin/quizzes/new",
        {
          titleEn: "x",
          mode: "mock",
          class: "12th",
          subject: "x",
          preset: "none",
        },
      ],
      [`/admin/quizzes/${quiz.id}`, { intent: "publish" }],
      [`/admin/quizzes/${quiz.id}`, { intent: "preview-student" }],
      [`/admin/quizzes/${quiz.id}/questions/new`, questionForm(1)],
      [
        `/admin/quizzes/${quiz.id}/questions/${qid}`,
        { intent: "preview", textEn: "x" },
      ],
    ];
    for (const [p, form] of posts) {
      for (const url of [p, `${p}.data`]) {
        const res = await send(url, { jar: studentJar, form });
        expect([302, 202], url).toContain(res.status);
      }
    }
    const importAsStudent = await send(`/admin/quizzes/${quiz.id}/import`, {
      jar: studentJar,
      form: importForm(
        1,
        "import",
        csvFile("type,text_en,correct\nsingle,x,A\n"),
      ),
    });
    expect(importAsStudent.status).toBe(302);
    const after = (await getQuizForEdit(quiz.id))!;
    expect(after.published).toBe(false);
    expect(after.sections[0].questions).toHaveLength(4);
    expect(
      await db()
        .select()
        .from(quizAttempts)
        .where(eq(quizAttempts.quizId, quiz.id)),
    ).toHaveLength(0);
  });
});
