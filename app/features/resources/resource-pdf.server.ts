// Builds a study resource's PDF with pdf-lib: a title page, one page per section of text, and — for
// an illustrated book — full-page plates made at run time. Returns the bytes; where they are kept is
// the caller's business (resource-files.server.ts today, the storage module once it lands). Also
// cuts a preview (the first N pages) out of any PDF.
//
// Text: Helvetica for Latin, Noto Sans Devanagari (lib/pdf-text) for Hindi, drawn word by word so
// mixed lines ("JEE भौतिकी") use the right font for each run; fontkit shapes each Devanagari word.
import { randomBytes } from "node:crypto";
import { concatTransformationMatrix, drawObject, PDFDocument, PDFRawStream, popGraphicsState, pushGraphicsState, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import { devanagariFontBytes, fontkitForPdfLib, INK, MUTED, NAVY, SAFFRON, splitRuns } from "../../lib/pdf-text.server";

export type ResourcePdfContent = {
  title: string;
  /** Small lines under the title: kind, class and subject, exam or author, language. */
  facts: string[];
  sections: { heading: string; body: string }[];
  /** Number of full-page illustrated plates after the text (large images made at run time). */
  plates?: number;
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const FIXED_DATE = new Date("2026-01-01T00:00:00Z");

type Fonts = { regular: PDFFont; bold: PDFFont; deva: PDFFont | null; charset: ReadonlySet<number> };

/** Greedy word wrap measured run by run; returns lines of words (each word a list of runs). */
function wrap(text: string, fonts: Fonts, latin: PDFFont, size: number, maxWidth: number) {
  type Placed = { text: string; font: PDFFont; width: number };
  const space = latin.widthOfTextAtSize(" ", size);
  const lines: Placed[][][] = [];
  let line: Placed[][] = [];
  let width = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const runs = splitRuns(word, fonts.charset).map((r) => {
      const font = r.deva && fonts.deva ? fonts.deva : latin;
      return { text: r.text, font, width: font.widthOfTextAtSize(r.text, size) };
    });
    const w = runs.reduce((sum, r) => sum + r.width, 0);
    if (line.length && width + space + w > maxWidth) {
      lines.push(line);
      line = [];
      width = 0;
    }
    width += (line.length ? space : 0) + w;
    line.push(runs);
  }
  if (line.length) lines.push(line);
  return { lines, space };
}

/** Draws wrapped text from `y` down; returns the y below the last line. */
function paragraph(page: PDFPage, text: string, fonts: Fonts, opts: { y: number; size: number; bold?: boolean; color: RGB; leading?: number }) {
  const latin = opts.bold ? fonts.bold : fonts.regular;
  const { lines, space } = wrap(text, fonts, latin, opts.size, page.getWidth() - 2 * MARGIN);
  let y = opts.y;
  for (const line of lines) {
    let x = MARGIN;
    for (const word of line) {
      for (const run of word) {
        page.drawText(run.text, { x, y, size: opts.size, font: run.font, color: opts.color });
        x += run.width;
      }
      x += space;
    }
    y -= opts.size * (opts.leading ?? 1.5);
  }
  return y;
}

/** A plate: a "micrograph" — tinted background, grainy noise and round cells with darker rims.
 * Stored uncompressed (raw RGB), which is what makes the illustrated book large. */
function platePixels(width: number, height: number, seed: number): Uint8Array {
  const px = new Uint8Array(width * height * 3);
  const noise = randomBytes(width * height);
  const hue = [
    [236, 214, 226],
    [214, 228, 240],
    [226, 238, 214],
    [242, 226, 206],
  ][seed % 4];
  const cells = Array.from({ length: 14 }, (_, i) => {
    const a = Math.sin(seed * 12.9898 + i * 78.233) * 43758.5453;
    const b = Math.sin(seed * 39.3468 + i * 11.135) * 24634.6345;
    return { x: (a - Math.floor(a)) * width, y: (b - Math.floor(b)) * height, r: 28 + ((i * 37 + seed * 11) % 46) };
  });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let shade = 0;
      for (const c of cells) {
        const d = Math.hypot(x - c.x, y - c.y) / c.r;
        if (d < 1) shade = Math.max(shade, d > 0.86 ? 120 : d < 0.25 ? 90 : 35);
      }
      const n = noise[y * width + x] & 0x1f;
      const i = (y * width + x) * 3;
      px[i] = Math.max(0, hue[0] - shade - n);
      px[i + 1] = Math.max(0, hue[1] - shade * 1.2 - n);
      px[i + 2] = Math.max(0, hue[2] - shade * 0.6 - n);
    }
  }
  return px;
}

function drawPlate(doc: PDFDocument, page: PDFPage, n: number, box: { x: number; y: number; width: number; height: number }) {
  const w = 640;
  const h = 400;
  const pixels = platePixels(w, h, n);
  const dict = doc.context.obj({ Type: "XObject", Subtype: "Image", Width: w, Height: h, ColorSpace: "DeviceRGB", BitsPerComponent: 8 });
  const ref = doc.context.register(PDFRawStream.of(dict, pixels));
  const name = page.node.newXObject("Plate", ref);
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(box.width, 0, 0, box.height, box.x, box.y), drawObject(name), popGraphicsState());
}

const PLATE_CAPTIONS = [
  "Cells of an onion peel, stained: note the cell walls and one nucleus per cell.",
  "Human blood smear: red cells without nuclei and a few larger white cells.",
  "Cheek cells: flat, irregular epithelial cells with a central nucleus.",
  "Leaf surface: guard cells around the stomata that open and close the pores.",
];

/** The whole document. Deterministic apart from the plates' grain. */
export async function buildResourcePdf(content: ResourcePdfContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(content.title);
  doc.setAuthor("Vidyapath");
  doc.setCreator("Vidyapath");
  doc.setProducer("Vidyapath (pdf-lib)");
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const allText = [content.title, ...content.facts, ...content.sections.flatMap((s) => [s.heading, s.body])].join(" ");
  let deva: PDFFont | null = null;
  if (/[\u0900-\u097f]/.test(allText)) {
    doc.registerFontkit(fontkitForPdfLib);
    deva = await doc.embedFont(await devanagariFontBytes(), { subset: true });
  }
  const fonts: Fonts = { regular, bold, deva, charset: new Set(regular.getCharacterSet()) };

  // Title page.
  const cover = doc.addPage(A4);
  cover.drawRectangle({ x: 0, y: A4[1] - 220, width: A4[0], height: 220, color: NAVY });
  cover.drawText("Vidyapath", { x: MARGIN, y: A4[1] - 70, size: 16, font: bold, color: rgb(1, 1, 1) });
  paragraph(cover, content.title, fonts, { y: A4[1] - 130, size: 24, bold: true, color: rgb(1, 1, 1), leading: 1.3 });
  let y = A4[1] - 270;
  for (const fact of content.facts) y = paragraph(cover, fact, fonts, { y, size: 13, color: INK });
  y -= 20;
  cover.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 2, color: SAFFRON });
  y -= 30;
  for (const [i, s] of content.sections.entries()) y = paragraph(cover, `${i + 1}. ${s.heading}`, fonts, { y, size: 12, color: INK });

  for (const s of content.sections) {
    const page = doc.addPage(A4);
    const below = paragraph(page, s.heading, fonts, { y: A4[1] - MARGIN - 18, size: 18, bold: true, color: NAVY, leading: 1.4 });
    paragraph(page, s.body, fonts, { y: below - 10, size: 12, color: INK, leading: 1.6 });
  }
  for (let n = 1; n <= (content.plates ?? 0); n++) {
    const page = doc.addPage(A4);
    paragraph(page, `Plate ${n}`, fonts, { y: A4[1] - MARGIN - 18, size: 18, bold: true, color: NAVY });
    const width = A4[0] - 2 * MARGIN;
    drawPlate(doc, page, n, { x: MARGIN, y: A4[1] - MARGIN - 60 - width * 0.625, width, height: width * 0.625 });
    paragraph(page, PLATE_CAPTIONS[(n - 1) % PLATE_CAPTIONS.length], fonts, { y: A4[1] - MARGIN - 90 - width * 0.625, size: 12, color: INK });
  }

  const pages = doc.getPages();
  for (const [i, page] of pages.entries()) {
    page.drawText(`${i + 1} / ${pages.length}`, { x: A4[0] / 2 - 12, y: 28, size: 9, font: regular, color: MUTED });
  }
  return doc.save();
}

/** How many pages a preview holds: what the admin asked for, but never more than half of the
 * document, so a preview cannot give a short paid paper away; a one-page document gets none. */
export function previewLength(requested: number, total: number): number {
  return Math.max(0, Math.min(Math.max(1, requested), Math.floor(total / 2)));
}

/** A new PDF holding the first pages of `source` (see previewLength), or null when the document is
 * too short to preview. The preview is its own file, so a preview URL can never reach the rest. */
export async function buildPreviewPdf(source: Uint8Array, pages: number): Promise<Uint8Array | null> {
  const full = await PDFDocument.load(source);
  const count = previewLength(pages, full.getPageCount());
  if (count === 0) return null;
  const preview = await PDFDocument.create();
  preview.setTitle(`${full.getTitle() ?? "Preview"} (preview)`);
  preview.setCreationDate(FIXED_DATE);
  preview.setModificationDate(FIXED_DATE);
  const copied = await preview.copyPages(full, Array.from({ length: count }, (_, i) => i));
  for (const page of copied) preview.addPage(page);
  return preview.save();
}

/** Page count of a PDF (for the table's `page_count`). */
export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  return (await PDFDocument.load(bytes)).getPageCount();
}
