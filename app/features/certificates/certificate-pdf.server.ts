// The certificate as a one-page A4 landscape PDF, built with pdf-lib. Fonts, text runs and brand
// colours come from lib/pdf-text.server.ts: Helvetica for Latin text, Noto Sans Devanagari (embedded as
// a subset, only when some text needs it) for Hindi names and course titles; mixed text is drawn run by
// run, each run in the font that has its characters.
import { PDFDocument, PDFString, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import { env } from "../../lib/env.server";
import { devanagariFontBytes, fontkitForPdfLib, INK, MUTED, NAVY, SAFFRON, splitRuns, type TextRun } from "../../lib/pdf-text.server";

export type CertificatePdfInput = { code: string; studentName: string; courseName: string; issuedAt: Date };

/** "22 November 2026", the date in India. */
export function formatCertificateDate(date: Date): string {
  return new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" }).format(date);
}

type Fonts = { regular: PDFFont; bold: PDFFont; deva: () => Promise<PDFFont> };

class Writer {
  constructor(
    private page: PDFPage,
    private fonts: Fonts,
    private latinCharset: ReadonlySet<number>,
  ) {}

  private async measure(runs: TextRun[], latin: PDFFont, size: number) {
    let width = 0;
    const placed: { text: string; font: PDFFont; width: number }[] = [];
    for (const run of runs) {
      const font = run.deva ? await this.fonts.deva() : latin;
      const w = font.widthOfTextAtSize(run.text, size);
      placed.push({ text: run.text, font, width: w });
      width += w;
    }
    return { width, placed };
  }

  /** Draws one line centred on the page, shrinking the size until it fits `maxWidth`. */
  async centred(text: string, opts: { y: number; size: number; minSize?: number; maxWidth: number; bold?: boolean; color: RGB }) {
    const runs = splitRuns(text, this.latinCharset);
    const latin = opts.bold ? this.fonts.bold : this.fonts.regular;
    let size = opts.size;
    let line = await this.measure(runs, latin, size);
    while (line.width > opts.maxWidth && size > (opts.minSize ?? 8)) {
      size = Math.max(opts.minSize ?? 8, size * Math.min(0.95, opts.maxWidth / line.width));
      line = await this.measure(runs, latin, size);
    }
    let x = (this.page.getWidth() - line.width) / 2;
    for (const part of line.placed) {
      this.page.drawText(part.text, { x, y: opts.y, size, font: part.font, color: opts.color });
      x += part.width;
    }
    return { width: line.width, size };
  }

  /** Greedy line breaks at spaces for text drawn at `size`. */
  private async breakLines(text: string, latin: PDFFont, size: number, maxWidth: number) {
    const lines: string[] = [];
    let current = "";
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      const { width } = await this.measure(splitRuns(candidate, this.latinCharset), latin, size);
      if (width <= maxWidth || !current) current = candidate;
      else {
        lines.push(current);
        current = word;
      }
    }
    if (current) lines.push(current);
    return lines;
  }

  /** Up to `maxLines` centred lines in one size: the largest (down to `minSize`) at which the text
   * fits; text too long even then keeps `maxLines` lines and the last one shrinks further. */
  async wrapped(text: string, opts: { y: number; size: number; minSize: number; lineHeight: number; maxWidth: number; maxLines: number; bold?: boolean; color: RGB }) {
    const latin = opts.bold ? this.fonts.bold : this.fonts.regular;
    let size = opts.size;
    let lines = await this.breakLines(text, latin, size, opts.maxWidth);
    while (lines.length > opts.maxLines && size > opts.minSize) {
      size = Math.max(opts.minSize, size - 1);
      lines = await this.breakLines(text, latin, size, opts.maxWidth);
    }
    if (lines.length > opts.maxLines) lines = [...lines.slice(0, opts.maxLines - 1), lines.slice(opts.maxLines - 1).join(" ")];
    const lineHeight = opts.lineHeight * (size / opts.size);
    for (const [i, line] of lines.entries()) {
      await this.centred(line, { y: opts.y - i * lineHeight, size, minSize: 6, maxWidth: opts.maxWidth, bold: opts.bold, color: opts.color });
    }
    return lines.length * lineHeight;
  }
}

/** A clickable area on the page that opens `url`. */
function addLink(doc: PDFDocument, page: PDFPage, url: string, rect: [number, number, number, number]) {
  const annotation = doc.context.register(
    doc.context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: rect,
      Border: [0, 0, 0],
      A: { Type: "Action", S: "URI", URI: PDFString.of(url) },
    }),
  );
  page.node.addAnnot(annotation);
}

export function verificationUrl(code: string): string {
  return `${env().APP_URL}/certificates/${code}`;
}

export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkitForPdfLib);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  // Embedded only when some text needs it (most certificates are Latin only).
  let deva: Promise<PDFFont> | undefined;
  const fonts: Fonts = { regular, bold, deva: () => (deva ??= devanagariFontBytes().then((bytes) => doc.embedFont(bytes, { subset: true }))) };
  const latinCharset = new Set(bold.getCharacterSet());

  const page = doc.addPage([841.89, 595.28]); // A4 landscape, in points
  const { width, height } = page.getSize();
  const write = new Writer(page, fonts, latinCharset);

  // Border: a navy frame with a thin saffron line inside it, and small corner squares.
  page.drawRectangle({ x: 0, y: 0, width, height, color: rgb(1, 0.992, 0.973) });
  page.drawRectangle({ x: 22, y: 22, width: width - 44, height: height - 44, borderColor: NAVY, borderWidth: 4 });
  page.drawRectangle({ x: 32, y: 32, width: width - 64, height: height - 64, borderColor: SAFFRON, borderWidth: 1 });
  for (const [cx, cy] of [
    [32, 32],
    [width - 32, 32],
    [32, height - 32],
    [width - 32, height - 32],
  ]) {
    page.drawRectangle({ x: cx - 5, y: cy - 5, width: 10, height: 10, color: SAFFRON });
  }

  const maxWidth = width - 160;
  await write.centred("Vidyapath", { y: height - 100, size: 34, maxWidth, bold: true, color: NAVY });
  await write.centred("Quality education and career guidance for every student", { y: height - 122, size: 11, maxWidth, color: MUTED });
  await write.centred("Certificate of Completion", { y: height - 180, size: 28, maxWidth, bold: true, color: SAFFRON });
  page.drawLine({ start: { x: width / 2 - 70, y: height - 196 }, end: { x: width / 2 + 70, y: height - 196 }, thickness: 1.5, color: SAFFRON });

  await write.centred("This is to certify that", { y: height - 240, size: 14, maxWidth, color: INK });
  const name = await write.centred(input.studentName, { y: height - 292, size: 32, minSize: 10, maxWidth: width - 220, bold: true, color: NAVY });
  const underline = Math.max(220, name.width + 40);
  page.drawLine({ start: { x: (width - underline) / 2, y: height - 304 }, end: { x: (width + underline) / 2, y: height - 304 }, thickness: 0.75, color: MUTED });
  await write.centred("has completed the course", { y: height - 338, size: 14, maxWidth, color: INK });
  const courseHeight = await write.wrapped(input.courseName, { y: height - 378, size: 22, minSize: 14, lineHeight: 28, maxWidth: width - 220, maxLines: 2, bold: true, color: NAVY });
  await write.centred(`on ${formatCertificateDate(input.issuedAt)}`, { y: height - 378 - courseHeight - 12, size: 14, maxWidth, color: INK });

  const url = verificationUrl(input.code);
  await write.centred(`Certificate code: ${input.code}`, { y: 92, size: 12, maxWidth, bold: true, color: INK });
  const verify = await write.centred(`Verify this certificate at ${url}`, { y: 72, size: 10, minSize: 6, maxWidth, color: MUTED });
  addLink(doc, page, url, [(width - verify.width) / 2, 68, (width + verify.width) / 2, 72 + verify.size]);

  const now = new Date();
  doc.setTitle(`Vidyapath Certificate of Completion ${input.code}`, { showInWindowTitleBar: true });
  doc.setAuthor("Vidyapath");
  doc.setSubject(`${input.studentName} — ${input.courseName}`);
  doc.setKeywords(["Vidyapath", "certificate", input.code]);
  doc.setCreator("Vidyapath");
  doc.setProducer("Vidyapath (pdf-lib)");
  doc.setLanguage("en-IN");
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  return doc.save();
}
