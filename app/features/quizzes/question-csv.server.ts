// CSV import of questions (decision 041). The file is UTF-8 (a byte-order mark is fine), comma
// separated, RFC 4180 quoting (a field with commas, quotes or line breaks is quoted), parsed by
// csv-parse 7.0.3. The first record names the columns, in any order:
//   section, type, text_en, text_hi, option_a … option_f, option_a_hi … option_f_hi, correct,
//   tolerance, explanation_en, explanation_hi, topics, difficulty
// `type`, `text_en` and `correct` are required columns; `correct` is a letter ("B"), letters
// separated by semicolons ("A;C") or, for a numeric question, the number. `section` (optional) is the
// section's number (1, 2…) or its English title; empty: the section chosen in the form.
// Every row is checked with the question form's own check (questionFromFields); rows are numbered as a
// spreadsheet shows them (the header is row 1), whatever line breaks quoted fields hold.
import { parse } from "csv-parse/sync";
import type { MessageKey } from "../../lib/i18n/messages.en";
import {
  CSV_COLUMNS,
  MAX_CSV_ROWS,
  OPTION_LETTERS,
  questionFromFields,
  type QuestionFields,
} from "./admin-quiz-schemas";

export { CSV_COLUMNS };
import type { QuestionContent } from "./quiz-schemas";

const REQUIRED = ["type", "text_en", "correct"] as const;

export type RowProblem = {
  row: number;
  column: string;
  key: MessageKey;
  vars?: Record<string, string | number>;
};
export type CsvCheck =
  | {
      ok: true;
      rows: {
        row: number;
        sectionIndex: number | null;
        question: QuestionContent;
      }[];
    }
  | {
      ok: false;
      fileError: {
        key: MessageKey;
        vars?: Record<string, string | number>;
      } | null;
      problems: RowProblem[];
      rowCount: number;
    };

/** Which CSV column a question field's error belongs to. */
function columnOf(field: string): string {
  if (field === "answer") return "correct";
  if (field === "options") return "option_a";
  const option = /^option([A-F])(Hi)?$/.exec(field);
  if (option)
    return `option_${option[1].toLowerCase()}${option[2] ? "_hi" : ""}`;
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** The template a person downloads: the header and three example rows (Hindi, LaTeX, quoted commas). */
export function csvTemplate(): string {
  const row = (values: Partial<Record<(typeof CSV_COLUMNS)[number], string>>) =>
    CSV_COLUMNS.map((c) => quote(values[c] ?? "")).join(",");
  return (
    "\uFEFF" +
    [
      CSV_COLUMNS.join(","),
      row({
        type: "single",
        text_en: "What is the SI unit of force?",
        text_hi: "बल का SI मात्रक क्या है?",
        option_a: "Joule",
        option_b: "Newton",
        option_c: "Watt",
        option_d: "Pascal",
        option_a_hi: "जूल",
        option_b_hi: "न्यूटन",
        option_c_hi: "वाट",
        option_d_hi: "पास्कल",
        correct: "B",
        explanation_en:
          "Force is measured in newtons: $1\\,\\text{N} = 1\\,\\text{kg m s}^{-2}$.",
        topics: "units;mechanics",
        difficulty: "easy",
      }),
      row({
        type: "multiple",
        text_en: "Which of these are prime numbers?",
        option_a: "2",
        option_b: "9",
        option_c: "11",
        option_d: "15",
        correct: "A;C",
        explanation_en:
          "2 and 11 have no divisors other than 1 and themselves.",
        topics: "number systems",
        difficulty: "medium",
      }),
      row({
        type: "numeric",
        text_en: "Solve $x^2 = 2.25$ for $x > 0$, to two decimals.",
        correct: "1.5",
        tolerance: "0.01",
        explanation_en:
          "Taking the positive square root, $x = 1.5$.\nCheck: $1.5 \\times 1.5 = 2.25$.",
        topics: "algebra",
        difficulty: "hard",
      }),
    ].join("\r\n") +
    "\r\n"
  );
}

const quote = (v: string) =>
  /[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;

/** Parses and checks a whole file. `sections`: the quiz's sections in order (for the `section` column). */
export function checkQuestionCsv(
  bytes: Uint8Array,
  sections: { titleEn: string }[],
): CsvCheck {
  const fail = (
    key: MessageKey,
    vars?: Record<string, string | number>,
  ): CsvCheck => ({
    ok: false,
    fileError: { key, vars },
    problems: [],
    rowCount: 0,
  });
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return fail("adminQuizzes.csv.notUtf8");
  }
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: false,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return fail("adminQuizzes.csv.unreadable", { line: line ?? 0 });
  }
  if (records.length === 0) return fail("adminQuizzes.csv.empty");
  const header = records[0].map((h) => h.trim().toLowerCase());
  const unknown = header.filter(
    (h) => !(CSV_COLUMNS as readonly string[]).includes(h),
  );
  if (unknown.length)
    return fail("adminQuizzes.csv.unknownColumns", {
      columns: unknown.slice(0, 5).join(", "),
    });
  if (new Set(header).size !== header.length)
    return fail("adminQuizzes.csv.repeatedColumn");
  const missing = REQUIRED.filter((c) => !header.includes(c));
  if (missing.length)
    return fail("adminQuizzes.csv.missingColumns", {
      columns: missing.join(", "),
    });
  const body = records.slice(1);
  if (body.length === 0) return fail("adminQuizzes.csv.noRows");
  if (body.length > MAX_CSV_ROWS)
    return fail("adminQuizzes.csv.tooManyRows", { max: MAX_CSV_ROWS });

  const problems: RowProblem[] = [];
  const rows: {
    row: number;
    sectionIndex: number | null;
    question: QuestionContent;
  }[] = [];
  body.forEach((record, i) => {
    const row = i + 2;
    if (record.length !== header.length) {
      problems.push({
        row,
        column: "",
        key: "adminQuizzes.csv.columnCount",
        vars: { found: record.length, expected: header.length },
      });
      return;
    }
    const cell = (name: string) => {
      const at = header.indexOf(name);
      return at < 0 ? "" : record[at];
    };
    const type = cell("type").trim().toLowerCase();
    const numeric = type === "numeric";
    const fields: QuestionFields = {
      type,
      textEn: cell("text_en"),
      textHi: cell("text_hi"),
      options: Object.fromEntries(
        OPTION_LETTERS.map((l) => [
          l,
          {
            en: cell(`option_${l.toLowerCase()}`),
            hi: cell(`option_${l.toLowerCase()}_hi`),
          },
        ]),
      ) as QuestionFields["options"],
      correct: numeric ? [] : cell("correct").split(";"),
      answer: numeric ? cell("correct") : "",
      tolerance: cell("tolerance"),
      explanationEn: cell("explanation_en"),
      explanationHi: cell("explanation_hi"),
      topics: cell("topics"),
      difficulty: cell("difficulty"),
    };
    let sectionIndex: number | null = null;
    const section = cell("section").trim();
    if (section) {
      const byNumber = /^\d+$/.test(section) ? Number(section) - 1 : -1;
      sectionIndex =
        byNumber >= 0 && byNumber < sections.length
          ? byNumber
          : sections.findIndex(
              (s) => s.titleEn.trim().toLowerCase() === section.toLowerCase(),
            );
      if (sectionIndex < 0)
        problems.push({
          row,
          column: "section",
          key: "adminQuizzes.csv.noSuchSection",
          vars: { section: section.slice(0, 60) },
        });
    }
    const checked = questionFromFields(fields);
    if (!checked.ok) {
      for (const [field, error] of Object.entries(checked.errors))
        if (error)
          problems.push({
            row,
            column: field === "form" ? "" : columnOf(field),
            key: error.key,
            vars: error.vars,
          });
      return;
    }
    if (sectionIndex === null || sectionIndex >= 0)
      rows.push({ row, sectionIndex, question: checked.question });
  });
  if (problems.length)
    return { ok: false, fileError: null, problems, rowCount: body.length };
  return { ok: true, rows };
}
