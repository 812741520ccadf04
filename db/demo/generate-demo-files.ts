// Generates the demo catalogue's bundled files from db/demo/course-catalogue.ts:
//   db/demo/files/<slug>-notes.pdf       course notes (pdf-lib, standard Helvetica, 2–4 pages)
//   public/images/courses/<slug>.svg     640×360 course image / thumbnail
//   db/demo/files/intro.webm, lesson-demo.webm   only with --videos (needs ffmpeg on PATH)
//
//   npx tsx db/demo/generate-demo-files.ts [--videos]
//
// The output is deterministic (fixed PDF dates, no random ids) and committed; re-run this after
// editing the catalogue.
import { execFileSync } from "node:child_process";
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import { COURSE_CATALOGUE, type DemoCategory, type DemoCourse } from "./course-catalogue";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const DEMO_FILES_DIR = path.join(ROOT, "db", "demo", "files");
const COURSE_IMAGES_DIR = path.join(ROOT, "public", "images", "courses");

const MAX_PDF_BYTES = 60 * 1024;
const MAX_SVG_BYTES = 4 * 1024;

// ——— Category colours (shared by the SVGs and the PDF title band) ———

const PALETTE: Record<DemoCategory, { from: string; to: string }> = {
  "Class 10th": { from: "#2563eb", to: "#1e3a8a" },
  "Class 12th": { from: "#7c3aed", to: "#4c1d95" },
  Engineering: { from: "#f97316", to: "#9a3412" },
  Medical: { from: "#10b981", to: "#065f46" },
  UPSC: { from: "#e11d48", to: "#881337" },
};

// ——— SVG course images ———

type Icon = "geometry" | "flask" | "globe" | "atom" | "ledger" | "pulley" | "benzene" | "graph" | "dna" | "molecule" | "pillars" | "hourglass" | "bulb" | "target";

type Art = { kicker: string; title: string[]; subtitle: string; icon: Icon };

const ART: Record<string, Art> = {
  "class-10-mathematics-board-prep": { kicker: "CLASS 10 · CBSE", title: ["Mathematics"], subtitle: "Complete board prep", icon: "geometry" },
  "class-10-science": { kicker: "CLASS 10 · CBSE", title: ["Science"], subtitle: "Physics · Chemistry · Biology", icon: "flask" },
  "class-10-social-science-hindi": { kicker: "कक्षा 10 · हिंदी माध्यम", title: ["सामाजिक", "विज्ञान"], subtitle: "Social Science", icon: "globe" },
  "class-12-physics": { kicker: "CLASS 12 · CBSE", title: ["Physics"], subtitle: "Board + JEE Main level", icon: "atom" },
  "class-12-accountancy": { kicker: "CLASS 12 · COMMERCE", title: ["Accountancy"], subtitle: "Partnerships & shares", icon: "ledger" },
  "jee-physics-mechanics": { kicker: "JEE MAIN + ADVANCED", title: ["Mechanics"], subtitle: "Physics masterclass", icon: "pulley" },
  "jee-organic-chemistry": { kicker: "JEE MAIN + ADVANCED", title: ["Organic", "Chemistry"], subtitle: "Reaction mechanisms", icon: "benzene" },
  "jee-maths-calculus-crash-course": { kicker: "JEE MAIN · MATHS", title: ["Calculus"], subtitle: "Crash course", icon: "graph" },
  "neet-biology": { kicker: "NEET", title: ["Biology"], subtitle: "Complete NCERT coverage", icon: "dna" },
  "neet-chemistry": { kicker: "NEET", title: ["Chemistry"], subtitle: "Physical & inorganic", icon: "molecule" },
  "upsc-indian-polity": { kicker: "UPSC · GS PAPER II", title: ["Indian", "Polity"], subtitle: "Constitution & governance", icon: "pillars" },
  "upsc-modern-history-hindi": { kicker: "UPSC · हिंदी माध्यम", title: ["आधुनिक", "इतिहास"], subtitle: "Modern Indian History", icon: "hourglass" },
  "upsc-csat-aptitude": { kicker: "UPSC · PRELIMS", title: ["CSAT"], subtitle: "Aptitude & reasoning", icon: "bulb" },
  "jee-advanced-problem-solving": { kicker: "JEE ADVANCED", title: ["Problem", "Solving"], subtitle: "Coming soon", icon: "target" },
};

const W = 'stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"';
const SOFT = 'fill="#fff" fill-opacity=".22"';

function dnaPaths(): string {
  const strand = (sign: number) => {
    const pts: string[] = [];
    for (let y = -80; y <= 80; y += 10) pts.push(`${Math.round(sign * 34 * Math.sin((y / 160) * 2 * Math.PI * 1.25))},${y}`);
    return `<polyline points="${pts.join(" ")}" fill="none" ${W}/>`;
  };
  const rungs: string[] = [];
  for (let y = -70; y <= 70; y += 20) {
    const x = Math.round(34 * Math.sin((y / 160) * 2 * Math.PI * 1.25));
    if (Math.abs(x) > 6) rungs.push(`M${-x} ${y}H${x}`);
  }
  return `<path d="${rungs.join("")}" stroke="#fff" stroke-opacity=".7" stroke-width="4"/>${strand(1)}${strand(-1)}`;
}

function hexagon(r: number): string {
  const pts = Array.from({ length: 6 }, (_, k) => {
    const a = ((-90 + 60 * k) * Math.PI) / 180;
    return `${Math.round(r * Math.cos(a))},${Math.round(r * Math.sin(a))}`;
  });
  return pts.join(" ");
}

/** Each icon is drawn around (0, 0) within about ±85 units. */
const ICONS: Record<Icon, () => string> = {
  geometry: () =>
    `<path d="M-70 55H60L-70-55Z" ${SOFT} ${W}/><path d="M-70 35h20v20" fill="none" ${W}/><circle cx="34" cy="-34" r="30" fill="none" ${W}/><path d="M-26-74v28M-40-60h28M50 14l18 18M68 14 50 32" ${W}/>`,
  flask: () =>
    `<path d="M-18-75h36M-12-75v45L-62 50a10 10 0 0 0 9 16H53a10 10 0 0 0 9-16L12-30v-45" fill="none" ${W}/><path d="M-40 14H40L58 48a8 8 0 0 1-7 12H-51a8 8 0 0 1-7-12Z" ${SOFT}/><circle cx="-8" cy="32" r="7" fill="#fff"/><circle cx="16" cy="42" r="5" fill="#fff"/><circle cx="4" cy="-6" r="5" fill="#fff" fill-opacity=".8"/>`,
  globe: () =>
    `<circle r="72" ${SOFT} ${W}/><ellipse rx="30" ry="72" fill="none" ${W}/><path d="M-72 0H72M-62-36H62M-62 36H62" fill="none" ${W}/>`,
  atom: () =>
    `<g fill="none" ${W}><ellipse rx="82" ry="28"/><ellipse rx="82" ry="28" transform="rotate(60)"/><ellipse rx="82" ry="28" transform="rotate(120)"/></g><circle r="14" fill="#fff"/><circle cx="82" r="7" fill="#fff"/><circle cx="-41" cy="-71" r="7" fill="#fff"/>`,
  ledger: () =>
    `<path d="M-75 70H75M-75 70V-75" fill="none" ${W}/><g ${SOFT} stroke="#fff" stroke-width="4"><rect x="-58" y="25" width="26" height="45"/><rect x="-20" y="0" width="26" height="70"/><rect x="18" y="-25" width="26" height="95"/></g><path d="M-60 5L-10-25 20-12 62-58M40-60h22v22" fill="none" ${W}/>`,
  pulley: () =>
    `<path d="M-70-78H70M0-78v28" fill="none" ${W}/><circle cy="-30" r="24" ${SOFT} ${W}/><circle cy="-30" r="5" fill="#fff"/><path d="M-24-30v52M24-30v22" fill="none" ${W}/><rect x="-46" y="22" width="44" height="50" rx="4" fill="#fff"/><rect x="6" y="-8" width="36" height="36" rx="4" fill="#fff" fill-opacity=".75"/><path d="M60 10v50m-10-12 10 12 10-12" fill="none" ${W}/>`,
  benzene: () =>
    `<polygon points="${hexagon(66)}" ${SOFT} ${W}/><circle r="38" fill="none" ${W}/><path d="M0-66v-22" ${W}/><circle cy="-92" r="8" fill="#fff"/>`,
  graph: () =>
    `<path d="M-70 62V40Q-30 40-10 10T50-50V62Z" ${SOFT}/><path d="M-78 62H80M-70 72V-80m-8 10 8-10 8 10M70 54l10 8-10 8" fill="none" ${W}/><path d="M-78 40Q-30 40-10 10T60-62" fill="none" ${W}/>`,
  dna: dnaPaths,
  molecule: () =>
    `<path d="M0 0L-62-42M0 0L62-42M0 0V66" ${W}/><circle r="28" fill="#fff"/><circle cx="-62" cy="-42" r="18" ${SOFT} ${W}/><circle cx="62" cy="-42" r="18" ${SOFT} ${W}/><circle cy="66" r="18" ${SOFT} ${W}/>`,
  pillars: () =>
    `<path d="M-80-38L0-82 80-38Z" ${SOFT} ${W}/><path d="M-56-22V46M-19-22V46M19-22V46M56-22V46" fill="none" stroke="#fff" stroke-width="12"/><path d="M-76 58H76M-84 74H84" fill="none" ${W}/>`,
  hourglass: () =>
    `<path d="M-50-76H50M-50 76H50" ${W}/><path d="M-40-76C-40-20 40-20 40 0S-40 20-40 76H40C40 20-40 20-40 0S40-20 40-76" fill="none" ${W}/><path d="M-24-40H24L0-10ZM-30 70H30Q0 30 0 30Z" fill="#fff" fill-opacity=".8"/>`,
  bulb: () =>
    `<path d="M-26 34C-26 10-48 0-48-28a48 48 0 0 1 96 0C48 0 26 10 26 34Z" ${SOFT} ${W}/><path d="M-22 50H22M-16 66H16M-10-28l10 20 10-20" fill="none" ${W}/><path d="M0-88v-14M-58-66l-10-10M58-66l10-10M-76-28h-14M76-28h14" fill="none" ${W}/>`,
  target: () =>
    `<circle r="74" ${SOFT} ${W}/><circle r="48" fill="none" ${W}/><circle r="20" fill="#fff"/><path d="M6-6L68-68m-28 0h28v28" fill="none" ${W}/>`,
};

const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Devanagari',sans-serif";

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Rough width of bold text: Latin ≈ 0.6 em per character, Devanagari clusters narrower. */
function titleSize(lines: string[]): number {
  const longest = Math.max(...lines.map((l) => ([...l].length * (/[\u0900-\u097f]/.test(l) ? 0.5 : 0.6))));
  return Math.min(60, Math.floor(310 / longest));
}

function courseSvg(course: DemoCourse): string {
  const art = ART[course.slug];
  if (!art) throw new Error(`No artwork defined for ${course.slug}`);
  const { from, to } = PALETTE[course.category];
  const size = titleSize(art.title);
  const lineGap = Math.round(size * 1.12);
  const firstBaseline = art.title.length === 1 ? 170 : 140;
  const titleLines = art.title
    .map((line, i) => `<tspan x="40" y="${firstBaseline + i * lineGap}">${escapeXml(line)}</tspan>`)
    .join("");
  const subtitleY = firstBaseline + (art.title.length - 1) * lineGap + 44;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img">` +
    `<title>${escapeXml(course.name)}</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="640" height="360" fill="url(#g)"/>` +
    `<circle cx="600" cy="20" r="150" fill="#fff" fill-opacity=".06"/><circle cx="30" cy="350" r="80" fill="#fff" fill-opacity=".05"/>` +
    `<g transform="translate(478 184)"><circle r="118" fill="#fff" fill-opacity=".12"/>${ICONS[art.icon]()}</g>` +
    `<g font-family="${FONT}" fill="#fff">` +
    `<text x="40" y="64" font-size="18" font-weight="600" letter-spacing="1.5" fill-opacity=".85">${escapeXml(art.kicker)}</text>` +
    `<text font-size="${size}" font-weight="800">${titleLines}</text>` +
    `<text x="40" y="${subtitleY}" font-size="21" fill-opacity=".92">${escapeXml(art.subtitle)}</text>` +
    `<text x="40" y="326" font-size="16" font-weight="700" letter-spacing="1" fill-opacity=".75">Vidyapath</text>` +
    `</g></svg>\n`
  );
}

// ——— PDF notes ———

// Text is set in Helvetica (WinAnsi encoding). Greek letters and mathematical signs go to the Symbol
// standard font, Unicode super- and subscripts become small raised or lowered digits, and the few
// characters neither font has are replaced. Non-Latin scripts are rejected (Hindi courses supply
// Latin pdfNotes instead).
// U+2212 minus is drawn as an en dash so the most common sign needs no Symbol font.
const REPLACEMENTS: Record<string, string> = { "₹": "Rs ", "✔": "", "−": "–" };
const SUBSCRIPTS: Record<string, string> = { "₀": "0", "₁": "1", "₂": "2", "₃": "3", "₄": "4", "₅": "5", "₆": "6", "₇": "7", "₈": "8", "₉": "9", "ₙ": "n", "ₛ": "s", "ₖ": "k", "ₐ": "A" };
const SUPERSCRIPTS: Record<string, string> = {
  "⁰": "0",
  "¹": "1",
  "²": "2",
  "³": "3",
  "⁴": "4",
  "⁵": "5",
  "⁶": "6",
  "⁷": "7",
  "⁸": "8",
  "⁹": "9",
  "⁻": "-",
  "⁺": "+",
  "ᴬ": "A",
  "ᴮ": "B",
  "ˣ": "x",
};
const WIN_ANSI_EXTRA = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";

function isWinAnsi(ch: string): boolean {
  const c = ch.codePointAt(0)!;
  return (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRA.includes(ch);
}

/** Plain Latin text for metadata and footers: super/subscripts flattened, symbols dropped. */
function plainLatin(input: string): string {
  const s = [...input].map((c) => SUPERSCRIPTS[c] ?? SUBSCRIPTS[c] ?? REPLACEMENTS[c] ?? c).join("");
  const bad = [...new Set([...s].filter((c) => !isWinAnsi(c)))];
  if (bad.length) throw new Error(`Not Latin text: ${bad.join(" ")} in: ${input.slice(0, 80)}`);
  return s;
}
type Block =
  | { kind: "h1" | "h2" | "h3" | "p"; text: string }
  | { kind: "li"; marker: string; text: string }
  | { kind: "gap" }
  | { kind: "pagebreak" };

/** A small Markdown subset: #/##/### headings, paragraphs, "- " and "1. " list items. */
function markdownBlocks(md: string, headingShift = 0): Block[] {
  const blocks: Block[] = [];
  let para: string[] = [];
  const flush = () => {
    if (para.length) blocks.push({ kind: "p", text: para.join(" ") });
    para = [];
  };
  for (const raw of md.split("\n")) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const numbered = /^(\d+)\.\s+(.*)$/.exec(line);
    if (!line) {
      flush();
    } else if (heading) {
      flush();
      const level = Math.min(3, heading[1].length + headingShift);
      blocks.push({ kind: level === 1 ? "h1" : level === 2 ? "h2" : "h3", text: heading[2] });
    } else if (bullet) {
      flush();
      blocks.push({ kind: "li", marker: "•", text: bullet[1] });
    } else if (numbered) {
      flush();
      blocks.push({ kind: "li", marker: `${numbered[1]}.`, text: numbered[2] });
    } else if (para.length === 0 && blocks.at(-1)?.kind === "li" && /^\s{2,}/.test(raw)) {
      const last = blocks.at(-1) as { text: string };
      last.text += ` ${line}`;
    } else {
      para.push(line);
    }
  }
  flush();
  return blocks;
}

type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont; symbol: PDFFont };
/** A piece of a word in one font; `scale` and `rise` (in em) set super- and subscripts. */
type Part = { text: string; font: PDFFont; scale: number; rise: number };
/** One word; `glue` means no space before it (punctuation right after a bold span). */
type Run = { parts: Part[]; glue: boolean };

const symbolSet = new Map<PDFFont, Set<number>>();
function canEncode(font: PDFFont, ch: string): boolean {
  let set = symbolSet.get(font);
  if (!set) symbolSet.set(font, (set = new Set(font.getCharacterSet())));
  return set.has(ch.codePointAt(0)!);
}

function wordParts(word: string, fonts: Fonts, base: PDFFont): Part[] {
  const parts: Part[] = [];
  for (const raw of word) {
    let part: Part;
    if (SUPERSCRIPTS[raw]) part = { text: SUPERSCRIPTS[raw], font: base, scale: 0.68, rise: 0.36 };
    else if (SUBSCRIPTS[raw]) part = { text: SUBSCRIPTS[raw], font: base, scale: 0.68, rise: -0.16 };
    else {
      const ch = REPLACEMENTS[raw] ?? raw;
      if (!ch) continue;
      if ([...ch].every(isWinAnsi)) part = { text: ch, font: base, scale: 1, rise: 0 };
      else if (canEncode(fonts.symbol, ch)) part = { text: ch, font: fonts.symbol, scale: 1, rise: 0 };
      else throw new Error(`No standard font can show "${raw}" in: ${word}`);
    }
    const last = parts.at(-1);
    if (last && last.font === part.font && last.scale === part.scale && last.rise === part.rise) last.text += part.text;
    else parts.push(part);
  }
  return parts;
}

/** Splits **bold** and *italic* spans into words, each made of parts with their fonts. */
function words(text: string, fonts: Fonts, base: PDFFont): Run[] {
  const out: Run[] = [];
  let glueNext = false;
  for (const span of text.split(/(\*\*[^*]+\*\*|\*[^*\s][^*]*\*)/)) {
    if (!span) continue;
    const font = span.startsWith("**") ? fonts.bold : span.startsWith("*") && span.length > 2 ? fonts.italic : base;
    const clean = span.replace(/^\*+|\*+$/g, "");
    const pieces = clean.split(/\s+/);
    pieces.forEach((w, i) => {
      if (!w) return;
      const parts = wordParts(w, fonts, font);
      if (parts.length) out.push({ parts, glue: i === 0 && glueNext && out.length > 0 });
    });
    glueNext = !/\s$/.test(clean);
  }
  return out;
}

const runWidth = (run: Run, size: number) => run.parts.reduce((w, p) => w + p.font.widthOfTextAtSize(p.text, size * p.scale), 0);

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const FOOTER_Y = 34;
const INK = rgb(0.12, 0.14, 0.2);
const MUTED = rgb(0.4, 0.43, 0.5);

function hexColour(hex: string): RGB {
  const n = parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    readonly accent: RGB,
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  newPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  ensure(height: number) {
    if (this.y - height < FOOTER_Y + 30) this.newPage();
  }

  /** Word-wraps runs into lines; returns the lines. */
  wrap(runs: Run[], size: number, width: number): Run[][] {
    const lines: Run[][] = [];
    let line: Run[] = [];
    let used = 0;
    const space = this.fonts.regular.widthOfTextAtSize(" ", size);
    for (const run of runs) {
      const w = runWidth(run, size);
      const gap = line.length && !run.glue ? space : 0;
      if (line.length && used + gap + w > width) {
        // Glued punctuation moves down together with the word before it.
        const carry = run.glue && line.length > 1 ? [line.pop()!] : [];
        lines.push(line);
        line = carry;
        used = carry.reduce((u, r) => u + runWidth(r, size), 0);
      } else {
        used += gap;
      }
      used += w;
      line.push(run);
    }
    if (line.length) lines.push(line);
    return lines;
  }

  text(runs: Run[], opts: { size: number; leading: number; indent?: number; colour?: RGB; marker?: string; before?: number; after?: number }) {
    const indent = opts.indent ?? 0;
    const size = opts.size;
    const lines = this.wrap(runs, size, CONTENT_WIDTH - indent);
    const space = this.fonts.regular.widthOfTextAtSize(" ", size);
    this.y -= opts.before ?? 0;
    lines.forEach((line, i) => {
      this.ensure(opts.leading);
      this.y -= opts.leading;
      if (i === 0 && opts.marker) {
        this.page.drawText(opts.marker, { x: MARGIN + indent - 14, y: this.y, size, font: this.fonts.bold, color: this.accent });
      }
      let x = MARGIN + indent;
      line.forEach((run, j) => {
        if (j > 0 && !run.glue) x += space;
        for (const p of run.parts) {
          this.page.drawText(p.text, { x, y: this.y + p.rise * size, size: size * p.scale, font: p.font, color: opts.colour ?? INK });
          x += p.font.widthOfTextAtSize(p.text, size * p.scale);
        }
      });
    });
    this.y -= opts.after ?? 0;
  }

  block(b: Block) {
    const f = this.fonts;
    switch (b.kind) {
      case "h1":
        this.ensure(60);
        this.text(words(b.text, f, f.bold), { size: 15, leading: 19, colour: this.accent, before: 14, after: 4 });
        this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + CONTENT_WIDTH, y: this.y }, thickness: 0.8, color: this.accent });
        this.y -= 4;
        break;
      case "h2":
        this.ensure(44);
        this.text(words(b.text, f, f.bold), { size: 12.5, leading: 16, before: 10, after: 2 });
        break;
      case "h3":
        this.ensure(40);
        this.text(words(b.text, f, f.bold), { size: 11, leading: 14.5, colour: this.accent, before: 6, after: 1 });
        break;
      case "p":
        this.text(words(b.text, f, f.regular), { size: 10.5, leading: 14.5, before: 2, after: 3 });
        break;
      case "li":
        this.text(words(b.text, f, f.regular), { size: 10.5, leading: 14.5, indent: b.marker.length > 1 ? 20 : 16, marker: b.marker, after: 1 });
        break;
      case "gap":
        this.y -= 8;
        break;
      case "pagebreak":
        this.newPage();
        break;
    }
  }
}

const LESSON_LABEL = { video: "video", pdf: "PDF notes", text: "reading" } as const;

const isLatin = (s: string) => !/[\u0900-\u097f]/.test(s);

function noteBlocks(course: DemoCourse): { title: string; blocks: Block[] } {
  if (course.pdfNotes) {
    const blocks = markdownBlocks(course.pdfNotes.trim());
    const first = blocks[0];
    const title = first && first.kind === "h1" ? first.text : course.slug;
    return { title, blocks: first && first.kind === "h1" ? blocks.slice(1) : blocks };
  }
  if (!isLatin(course.name)) throw new Error(`${course.slug}: non-Latin course needs pdfNotes`);
  const blocks: Block[] = [
    { kind: "h2", text: "About this course" },
    { kind: "p", text: course.description },
    { kind: "h2", text: "What you will learn" },
    ...course.highlights.map((h): Block => ({ kind: "li", marker: "•", text: h })),
    { kind: "h2", text: "Before you start" },
    ...course.requirements.map((r): Block => ({ kind: "li", marker: "•", text: r })),
    { kind: "h2", text: "Lessons" },
    ...course.lessons.map((l, i): Block => ({ kind: "li", marker: `${i + 1}.`, text: `${l.title.replace(/\s*\(PDF\)$/, "")} (${LESSON_LABEL[l.type]})` })),
    { kind: "pagebreak" },
  ];
  course.lessons.forEach((l, i) => {
    if (l.type !== "text") return;
    blocks.push({ kind: "h1", text: `Lesson ${i + 1}: ${l.title}` }, ...markdownBlocks(l.content, 1));
  });
  return { title: course.name, blocks };
}

async function notesPdf(course: DemoCourse): Promise<Uint8Array> {
  const fixedDate = new Date("2025-06-01T00:00:00Z");
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
    symbol: await doc.embedFont(StandardFonts.Symbol),
  };
  const { from, to } = PALETTE[course.category];
  const accent = hexColour(to);
  const { title, blocks } = noteBlocks(course);
  const safeTitle = plainLatin(title);
  doc.setTitle(`${safeTitle} — Notes`);
  doc.setAuthor(plainLatin(course.instructor));
  doc.setSubject(`Vidyapath course notes (${course.category})`);
  doc.setCreator("Vidyapath");
  doc.setProducer("Vidyapath demo content generator (pdf-lib)");
  doc.setLanguage("en-IN");
  doc.setCreationDate(fixedDate);
  doc.setModificationDate(fixedDate);

  const w = new Writer(doc, fonts, accent);
  // Title band in the category colour, sized to the title.
  const white = rgb(1, 1, 1);
  const titleRuns = words(title, fonts, fonts.bold);
  const metaRuns = words(`${course.category}  ·  Instructor: ${course.instructor}  ·  ${course.language}  ·  ${course.duration}`, fonts, fonts.regular);
  const bandHeight = 44 + 24 * w.wrap(titleRuns, 19, CONTENT_WIDTH).length + 40;
  w.page.drawRectangle({ x: 0, y: A4.height - bandHeight, width: A4.width, height: bandHeight, color: hexColour(from) });
  w.page.drawRectangle({ x: 0, y: A4.height - bandHeight, width: A4.width, height: 5, color: accent });
  w.page.drawText("VIDYAPATH  ·  COURSE NOTES", { x: MARGIN, y: A4.height - 34, size: 9, font: fonts.bold, color: white });
  w.y = A4.height - 44;
  w.text(titleRuns, { size: 19, leading: 24, colour: white });
  w.text(metaRuns, { size: 9.5, leading: 20, colour: white });
  w.y = A4.height - bandHeight - 8;
  for (const b of blocks) w.block(b);

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    page.drawLine({ start: { x: MARGIN, y: FOOTER_Y + 14 }, end: { x: A4.width - MARGIN, y: FOOTER_Y + 14 }, thickness: 0.5, color: MUTED });
    page.drawText("Vidyapath", { x: MARGIN, y: FOOTER_Y, size: 9, font: fonts.bold, color: accent });
    const shortTitle = safeTitle.length > 60 ? `${safeTitle.slice(0, 57)}...` : safeTitle;
    page.drawText(`  ·  ${shortTitle}`, { x: MARGIN + fonts.bold.widthOfTextAtSize("Vidyapath", 9), y: FOOTER_Y, size: 9, font: fonts.regular, color: MUTED });
    const label = `Page ${i + 1} of ${pages.length}`;
    page.drawText(label, { x: A4.width - MARGIN - fonts.regular.widthOfTextAtSize(label, 9), y: FOOTER_Y, size: 9, font: fonts.regular, color: MUTED });
  });
  if (pages.length < 2 || pages.length > 4) throw new Error(`${course.slug}: notes have ${pages.length} pages (want 2–4)`);
  return doc.save();
}

// ——— Videos (ffmpeg, lavfi sources only) ———

const DEJAVU = "/usr/share/fonts/truetype/dejavu";

function makeVideo(file: string, opts: { colour: string; title: string; subtitle: string; seconds: number }) {
  const font = `${DEJAVU}/DejaVuSans.ttf`;
  const bold = `${DEJAVU}/DejaVuSans-Bold.ttf`;
  const esc = (s: string) => s.replace(/\\/g, "\\\\").replace(/:/g, "\\:").replace(/'/g, "\\'").replace(/,/g, "\\,");
  const d = opts.seconds;
  const filter = [
    `drawbox=x=0:y=0:w=640:h=8:color=0xf97316:t=fill`,
    `drawtext=fontfile=${bold}:text='${esc("Vidyapath")}':fontcolor=white@0.85:fontsize=22:x=40:y=36`,
    `drawtext=fontfile=${bold}:text='${esc(opts.title)}':fontcolor=white:fontsize=38:x=(w-text_w)/2:y=140:alpha='min(1,t/1.2)'`,
    `drawtext=fontfile=${font}:text='${esc(opts.subtitle)}':fontcolor=white@0.85:fontsize=20:x=(w-text_w)/2:y=198`,
    `drawbox=x=60:y=300:w=520:h=10:color=white@0.25:t=fill`,
    `drawtext=fontfile=${font}:text='%{pts\\:hms}':fontcolor=white@0.8:fontsize=16:x=w-text_w-40:y=320`,
  ].join(",");
  // The moving part: a progress bar that fills over the clip (overlay of a white bar sliding in).
  const graph = `color=c=${opts.colour}:s=640x360:r=25:d=${d}[bg];color=c=white:s=520x10:r=25:d=${d}[bar];[bg][bar]overlay=x='60-520+520*t/${d}':y=300:shortest=1,drawbox=x=0:y=300:w=60:h=10:color=${opts.colour}:t=fill,${filter},format=yuv420p[v]`;
  execFileSync(
    "ffmpeg",
    [
      "-y",
      "-loglevel",
      "error",
      "-f",
      "lavfi",
      "-i",
      `sine=frequency=220:sample_rate=48000:duration=${d}`,
      "-filter_complex",
      `${graph};[0:a]volume=0.08,afade=t=in:d=1,afade=t=out:st=${d - 1}:d=1[a]`,
      "-map",
      "[v]",
      "-map",
      "[a]",
      "-c:v",
      "libvpx-vp9",
      "-b:v",
      "0",
      "-crf",
      "40",
      "-row-mt",
      "1",
      "-deadline",
      "good",
      "-cpu-used",
      "4",
      "-g",
      "50",
      "-c:a",
      "libopus",
      "-b:a",
      "24k",
      "-metadata",
      `title=${opts.title}`,
      "-fflags",
      "+bitexact",
      "-t",
      String(d),
      file,
    ],
    { stdio: "inherit" },
  );
}

// ——— Main ———

async function main() {
  mkdirSync(DEMO_FILES_DIR, { recursive: true });
  mkdirSync(COURSE_IMAGES_DIR, { recursive: true });
  const report: string[] = [];
  for (const course of COURSE_CATALOGUE) {
    const pdfFile = path.join(DEMO_FILES_DIR, `${course.slug}-notes.pdf`);
    const bytes = await notesPdf(course);
    if (bytes.length > MAX_PDF_BYTES) throw new Error(`${pdfFile} is ${bytes.length} bytes (max ${MAX_PDF_BYTES})`);
    writeFileSync(pdfFile, bytes);
    const svgFile = path.join(COURSE_IMAGES_DIR, `${course.slug}.svg`);
    const svg = courseSvg(course);
    if (Buffer.byteLength(svg) > MAX_SVG_BYTES) throw new Error(`${svgFile} is ${Buffer.byteLength(svg)} bytes (max ${MAX_SVG_BYTES})`);
    writeFileSync(svgFile, svg);
    report.push(`${course.slug}: pdf ${bytes.length} B, svg ${Buffer.byteLength(svg)} B`);
  }
  if (process.argv.includes("--videos")) {
    const videos = [
      { name: "intro.webm", colour: "0x1e3a8a", title: "Course trailer", subtitle: "Vidyapath — learn at your own pace", seconds: 10 },
      { name: "lesson-demo.webm", colour: "0x065f46", title: "Vidyapath — demo lesson", subtitle: "This clip stands in for a recorded lesson", seconds: 10 },
    ];
    for (const v of videos) {
      const file = path.join(DEMO_FILES_DIR, v.name);
      makeVideo(file, v);
      report.push(`${v.name}: ${statSync(file).size} B`);
    }
  }
  console.log(report.join("\n"));
}

await main();
