// Exam presets as data (issue 11): a preset FILLS a quiz's sections, question counts, time and
// marking; the admin may change any of it afterwards (the quiz keeps the preset's name as a label).
// Pure and client-safe: the admin editor's preview uses the same table as the server.
import type { Marking, QuestionType, QuizPreset } from "./quiz-types";

export type PresetSection = {
  title: { en: string; hi: string };
  /** How many questions of each type the section holds. */
  counts: Record<QuestionType, number>;
  marking: Marking;
};

export type PresetDefinition = {
  id: QuizPreset;
  label: { en: string; hi: string };
  /** The quiz's `exam` label. */
  exam: string;
  durationSeconds: number;
  sections: PresetSection[];
};

const jeeMarking: Marking = { correct: 4, incorrect: -1, unanswered: 0 };
const noNegative: Marking = { correct: 1, incorrect: 0, unanswered: 0 };
const jeeSection = (en: string, hi: string): PresetSection => ({ title: { en, hi }, counts: { single: 20, multiple: 0, numeric: 5 }, marking: jeeMarking });
const neetSection = (en: string, hi: string, single: number): PresetSection => ({ title: { en, hi }, counts: { single, multiple: 0, numeric: 0 }, marking: jeeMarking });

export const PRESETS: Record<QuizPreset, PresetDefinition> = {
  // JEE Main: Physics, Chemistry, Mathematics; each 20 single-correct + 5 numeric; +4/−1; 180 min.
  "jee-main": {
    id: "jee-main",
    label: { en: "JEE Main", hi: "जेईई मेन" },
    exam: "JEE Main",
    durationSeconds: 180 * 60,
    sections: [jeeSection("Physics", "भौतिकी"), jeeSection("Chemistry", "रसायन विज्ञान"), jeeSection("Mathematics", "गणित")],
  },
  // NEET UG: Physics 45, Chemistry 45, Biology 90 (180 questions); +4/−1; 180 min.
  "neet-ug": {
    id: "neet-ug",
    label: { en: "NEET UG", hi: "नीट यूजी" },
    exam: "NEET UG",
    durationSeconds: 180 * 60,
    sections: [neetSection("Physics", "भौतिकी", 45), neetSection("Chemistry", "रसायन विज्ञान", 45), neetSection("Biology", "जीव विज्ञान", 90)],
  },
  // UPSC Prelims GS Paper I: 100 questions; +2/−0.66 (a third of 2, rounded as the UPSC prints it); 120 min.
  "upsc-gs1": {
    id: "upsc-gs1",
    label: { en: "UPSC Prelims GS I", hi: "यूपीएससी प्रारंभिक सामान्य अध्ययन I" },
    exam: "UPSC",
    durationSeconds: 120 * 60,
    sections: [{ title: { en: "General Studies I", hi: "सामान्य अध्ययन I" }, counts: { single: 100, multiple: 0, numeric: 0 }, marking: { correct: 2, incorrect: -0.66, unanswered: 0 } }],
  },
  // CBSE board practice: objective questions of one mark each, no negative marking; 20 questions in
  // 40 minutes (two minutes a question) as a starting point the admin adjusts per paper.
  cbse: {
    id: "cbse",
    label: { en: "CBSE board practice", hi: "सीबीएसई बोर्ड अभ्यास" },
    exam: "CBSE",
    durationSeconds: 40 * 60,
    sections: [{ title: { en: "Objective questions", hi: "वस्तुनिष्ठ प्रश्न" }, counts: { single: 20, multiple: 0, numeric: 0 }, marking: noNegative }],
  },
};

export const presetQuestionCount = (preset: PresetDefinition) => preset.sections.reduce((n, s) => n + s.counts.single + s.counts.multiple + s.counts.numeric, 0);
export const presetMaxScore = (preset: PresetDefinition) => preset.sections.reduce((n, s) => n + (s.counts.single + s.counts.multiple + s.counts.numeric) * s.marking.correct, 0);

/** The layout a preset fills in: what the editor starts from (copies, so the caller may change them). */
export type PresetLayout = {
  preset: QuizPreset;
  exam: string;
  durationSeconds: number;
  sections: { title: { en: string; hi: string }; marking: Marking; slots: QuestionType[] }[];
};

export function applyPreset(id: QuizPreset): PresetLayout {
  const preset = PRESETS[id];
  return {
    preset: id,
    exam: preset.exam,
    durationSeconds: preset.durationSeconds,
    sections: preset.sections.map((s) => ({
      title: { ...s.title },
      marking: { ...s.marking },
      slots: [...Array<QuestionType>(s.counts.single).fill("single"), ...Array<QuestionType>(s.counts.multiple).fill("multiple"), ...Array<QuestionType>(s.counts.numeric).fill("numeric")],
    })),
  };
}

export type QuizShape = { durationSeconds: number | null; sections: { marking: Marking; types: QuestionType[] }[] };

/** Where a quiz differs from its preset's pattern, as short English lines for the admin editor (the
 * admin may keep a difference on purpose: a shorter sectional test, say). Empty: it matches. */
export function presetDifferences(id: QuizPreset, quiz: QuizShape): string[] {
  const preset = PRESETS[id];
  const out: string[] = [];
  if (quiz.durationSeconds !== preset.durationSeconds) out.push(`${preset.label.en} is ${preset.durationSeconds / 60} minutes`);
  if (quiz.sections.length !== preset.sections.length) out.push(`${preset.label.en} has ${preset.sections.length} section(s)`);
  preset.sections.forEach((want, i) => {
    const have = quiz.sections[i];
    if (!have) return;
    const count = (t: QuestionType) => have.types.filter((x) => x === t).length;
    for (const t of ["single", "multiple", "numeric"] as const) {
      if (count(t) !== want.counts[t]) out.push(`${want.title.en}: ${want.counts[t]} ${t} question(s) expected, ${count(t)} present`);
    }
    const m = have.marking;
    if (m.correct !== want.marking.correct || m.incorrect !== want.marking.incorrect || m.unanswered !== want.marking.unanswered) {
      out.push(`${want.title.en}: marking is +${want.marking.correct}/${want.marking.incorrect}/${want.marking.unanswered} in ${preset.label.en}`);
    }
  });
  return out;
}
