// The GST tax invoice (docs/decisions/021-gst-tax-invoice.md) as a one-page A4 PDF (pdf-lib). Fonts, text runs and brand colours come from
// lib/pdf-text.server.ts, as for the certificate: Helvetica for Latin text, Noto Sans Devanagari
// (embedded as a subset, only when a name needs it) for Hindi names and course titles, text split into
// runs with `splitRuns`. The receipt's labels are English, as on most Indian tax paperwork; the rupee
// sign is written "INR" because Helvetica has no ₹ glyph.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import { devanagariFontBytes, fontkitForPdfLib, INK, MUTED, NAVY, SAFFRON, splitRuns } from "../../lib/pdf-text.server";
import type { Receipt } from "./receipts.server";
import type { InvoiceTax } from "./tax-invoice";
import { isProductType, PRODUCT_TYPE_NAMES_EN } from "./product-types";

export type InvoiceSeller = { name: string; address: string; gstin: string; state: string; stateCode: string; email: string; phone: string };
export type ReceiptPdfInput = { receipt: Receipt; seller: InvoiceSeller; tax: InvoiceTax; receiptUrl: string };

const RED = rgb(0.725, 0.11, 0.11);
const RULE = rgb(0.8, 0.835, 0.88);

// ——— Formatting ———

/** "1,179.00" — Indian digit grouping, two decimals. */
export const formatInr = (paise: number) => new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100);

/** "1 April 2026" for the invoice's IST calendar date "2026-04-01". */
export const formatInvoiceDate = (isoDate: string) =>
  new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));

/** "12 January 2026, 4:05 pm IST". */
export function formatIst(date: Date): string {
  const text = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", hour: "numeric", minute: "2-digit", hour12: true, timeZone: "Asia/Kolkata" }).format(date);
  return `${text.replace(/\u202f/g, " ")} IST`;
}

// ——— Drawing ———

type Align = "left" | "right";
type TextOpts = { x: number; y: number; size: number; bold?: boolean; color?: RGB; maxWidth?: number; align?: Align };

class Canvas {
  private deva?: Promise<PDFFont>;
  private readonly latinCharset: ReadonlySet<number>;
  constructor(
    private readonly doc: PDFDocument,
    readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.latinCharset = new Set(bold.getCharacterSet());
  }

  private devaFont() {
    return (this.deva ??= devanagariFontBytes().then((bytes) => this.doc.embedFont(bytes, { subset: true })));
  }

  private async layout(text: string, latin: PDFFont, size: number) {
    const parts: { text: string; font: PDFFont; width: number }[] = [];
    for (const run of splitRuns(text, this.latinCharset)) {
      const font = run.deva ? await this.devaFont() : latin;
      parts.push({ text: run.text, font, width: font.widthOfTextAtSize(run.text, size) });
    }
    return { parts, width: parts.reduce((w, p) => w + p.width, 0) };
  }

  /** One line; shrinks (down to 6 pt) until it fits `maxWidth`. Returns the width drawn. */
  async text(value: string, opts: TextOpts): Promise<number> {
    const latin = opts.bold ? this.bold : this.regular;
    let size = opts.size;
    let line = await this.layout(value, latin, size);
    while (opts.maxWidth && line.width > opts.maxWidth && size > 6) {
      size = Math.max(6, size * Math.min(0.95, opts.maxWidth / line.width));
      line = await this.layout(value, latin, size);
    }
    let x = opts.align === "right" ? opts.x - line.width : opts.x;
    for (const part of line.parts) {
      this.page.drawText(part.text, { x, y: opts.y, size, font: part.font, color: opts.color ?? INK });
      x += part.width;
    }
    return line.width;
  }

  /** Left-aligned text broken at spaces into at most `maxLines` lines. Returns the height used. */
  async wrapped(value: string, opts: TextOpts & { maxWidth: number; lineHeight: number; maxLines: number }): Promise<number> {
    const latin = opts.bold ? this.bold : this.regular;
    const lines: string[] = [];
    let current = "";
    for (const word of value.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (!current || (await this.layout(candidate, latin, opts.size)).width <= opts.maxWidth) current = candidate;
      else {
        lines.push(current);
        current = word;
      }
    }
    if (current) lines.push(current);
    const shown = lines.length > opts.maxLines ? [...lines.slice(0, opts.maxLines - 1), lines.slice(opts.maxLines - 1).join(" ")] : lines;
    for (const [i, line] of shown.entries()) await this.text(line, { ...opts, y: opts.y - i * opts.lineHeight });
    return Math.max(1, shown.length) * opts.lineHeight;
  }

  rule(y: number, x1: number, x2: number, color: RGB = RULE, thickness = 0.75) {
    this.page.drawLine({ start: { x: x1, y }, end: { x: x2, y }, thickness, color });
  }
}

export async function renderReceiptPdf({ receipt, seller, tax, receiptUrl }: ReceiptPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkitForPdfLib);
  const page = doc.addPage([595.28, 841.89]); // A4 portrait, in points
  const c = new Canvas(doc, page, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  const { width } = page.getSize();
  const left = 50;
  const right = width - 50;
  const mid = 320;

  // Header
  page.drawRectangle({ x: 0, y: 826, width, height: 16, color: NAVY });
  await c.text("Vidyapath", { x: left, y: 782, size: 26, bold: true, color: NAVY });
  await c.text("Quality education and career guidance for every student", { x: left, y: 766, size: 9, color: MUTED });
  // Only a paid order has a tax invoice; one refunded before its payment was recorded has a receipt.
  await c.text(receipt.invoiceNumber ? "TAX INVOICE" : "PAYMENT RECEIPT", { x: right, y: 786, size: 16, bold: true, color: SAFFRON, align: "right" });
  if (receipt.invoiceNumber) {
    await c.text(`Invoice No. ${receipt.invoiceNumber}`, { x: right, y: 769, size: 10, bold: true, color: INK, align: "right", maxWidth: 240 });
    if (receipt.invoiceDate) await c.text(`Invoice date ${formatInvoiceDate(receipt.invoiceDate)}`, { x: right, y: 756, size: 9.5, color: INK, align: "right", maxWidth: 240 });
  } else {
    await c.text(`Order ${receipt.id}`, { x: right, y: 768, size: 10, color: INK, align: "right", maxWidth: 220 });
  }
  c.rule(746, left, right, SAFFRON, 1.5);

  // Seller (left) and billed to (right)
  let y = 724;
  await c.text("SOLD BY", { x: left, y, size: 8, bold: true, color: MUTED });
  await c.text("BILLED TO", { x: mid, y, size: 8, bold: true, color: MUTED });
  y -= 16;
  await c.text(seller.name, { x: left, y, size: 11, bold: true, maxWidth: mid - left - 20 });
  await c.text(receipt.student.name, { x: mid, y, size: 11, bold: true, maxWidth: right - mid });
  y -= 15;
  const addressHeight = await c.wrapped(seller.address, { x: left, y, size: 9.5, maxWidth: mid - left - 20, lineHeight: 13, maxLines: 3 });
  await c.text(receipt.student.email, { x: mid, y, size: 9.5, maxWidth: right - mid });
  y -= addressHeight;
  await c.text(`GSTIN: ${seller.gstin}`, { x: left, y, size: 9.5, bold: true, maxWidth: mid - left - 20 });
  y -= 13;
  await c.text(`State: ${seller.state} (code ${seller.stateCode})`, { x: left, y, size: 9.5, maxWidth: mid - left - 20 });
  y -= 13;
  await c.text(`E-mail: ${seller.email}`, { x: left, y, size: 9.5, maxWidth: mid - left - 20 });
  y -= 13;
  await c.text(`Phone: ${seller.phone}`, { x: left, y, size: 9.5, maxWidth: mid - left - 20 });

  // Payment details
  y -= 28;
  await c.text("PAYMENT DETAILS", { x: left, y, size: 8, bold: true, color: MUTED });
  y -= 6;
  const details: [string, string][] = [
    ["Place of supply", `${tax.placeOfSupply.name} (code ${tax.placeOfSupply.code})`],
    ["Reverse charge", "No"],
    ["Order ID", receipt.id],
    ["Payment ID", receipt.paymentId ?? "-"],
    ["Date of payment", receipt.paidAt ? formatIst(receipt.paidAt) : "-"],
    ["Paid through", receipt.gateway === "sandbox" ? "Sandbox gateway (test payment, no money was charged)" : "Razorpay"],
    ["Status", receipt.status === "refunded" ? `Refunded${receipt.refundedAt ? ` on ${formatIst(receipt.refundedAt)}` : ""}` : "Paid"],
  ];
  if (receipt.status === "refunded" && receipt.refundId) details.push(["Refund ID", receipt.refundId]);
  for (const [label, value] of details) {
    y -= 15;
    await c.text(label, { x: left, y, size: 9.5, color: MUTED });
    await c.text(value, { x: left + 110, y, size: 9.5, bold: label === "Status", color: label === "Status" && receipt.status === "refunded" ? RED : INK, maxWidth: right - left - 110 });
  }

  // Items
  y -= 30;
  const qtyX = 400;
  page.drawRectangle({ x: left, y: y - 6, width: right - left, height: 20, color: rgb(0.937, 0.953, 0.976) });
  await c.text("Description", { x: left + 8, y, size: 9.5, bold: true });
  await c.text("Qty", { x: qtyX, y, size: 9.5, bold: true, align: "right" });
  await c.text("Amount (INR)", { x: right - 8, y, size: 9.5, bold: true, align: "right" });
  y -= 24;
  for (const item of receipt.items) {
    const kind = isProductType(item.productType) ? PRODUCT_TYPE_NAMES_EN[item.productType] : item.productType;
    const used = await c.wrapped(`${kind}: ${item.name}`, { x: left + 8, y, size: 10, maxWidth: qtyX - left - 40, lineHeight: 13, maxLines: 3 });
    await c.text(String(item.quantity), { x: qtyX, y, size: 10, align: "right" });
    await c.text(formatInr(item.unitPricePaise * item.quantity), { x: right - 8, y, size: 10, align: "right" });
    await c.text(`SAC ${tax.sac} (education services)`, { x: left + 8, y: y - used, size: 8.5, color: MUTED });
    y -= used + 13 + 6;
    c.rule(y + 4, left, right);
    y -= 10;
  }

  // Totals (prices include GST)
  const gst = tax.split;
  const taxLines: [string, string, boolean][] =
    gst.supply === "intraState"
      ? [
          [`CGST @ ${gst.halfRatePercent}%`, formatInr(gst.cgstPaise), false],
          [`SGST @ ${gst.halfRatePercent}%`, formatInr(gst.sgstPaise), false],
        ]
      : [[`IGST @ ${gst.ratePercent}%`, formatInr(gst.igstPaise), false]];
  const totals: [string, string, boolean][] = [
    ["Taxable value", formatInr(gst.taxablePaise), false],
    ...taxLines,
    [receipt.status === "refunded" ? "Total paid (refunded)" : "Total paid", `INR ${formatInr(gst.totalPaise)}`, true],
  ];
  for (const [label, value, strong] of totals) {
    y -= 4;
    await c.text(label, { x: qtyX - 100, y, size: strong ? 11 : 9.5, bold: strong, color: strong ? NAVY : INK });
    await c.text(value, { x: right - 8, y, size: strong ? 11 : 9.5, bold: strong, color: strong ? NAVY : INK, align: "right" });
    y -= strong ? 18 : 15;
  }

  if (receipt.status === "refunded") {
    y -= 16;
    page.drawRectangle({ x: left, y: y - 10, width: right - left, height: 30, borderColor: RED, borderWidth: 1.5, color: rgb(0.996, 0.949, 0.949) });
    await c.text(`REFUNDED: the full amount of INR ${formatInr(receipt.amountPaise)} was refunded${receipt.refundedAt ? ` on ${formatIst(receipt.refundedAt)}` : ""}.`, {
      x: left + 10,
      y,
      size: 10,
      bold: true,
      color: RED,
      maxWidth: right - left - 20,
    });
    y -= 20;
  }

  // Footer
  const footer = [
    `All amounts are in Indian rupees and include GST at ${gst.ratePercent}%.`,
    receipt.invoiceNumber ? "This is a computer-generated tax invoice and needs no signature." : "This is a computer-generated receipt and needs no signature.",
    `Questions about this payment? Write to ${seller.email} and quote the order ID.`,
    `View this receipt online: ${receiptUrl}`,
  ];
  let fy = 96;
  for (const line of footer) {
    await c.text(line, { x: left, y: fy, size: 8.5, color: MUTED, maxWidth: right - left });
    fy -= 12;
  }
  c.rule(112, left, right);

  const now = new Date();
  doc.setTitle(`Vidyapath receipt ${receipt.id}`, { showInWindowTitleBar: true });
  doc.setAuthor("Vidyapath");
  doc.setSubject(`Payment receipt for order ${receipt.id}`);
  doc.setKeywords(["Vidyapath", "receipt", receipt.id]);
  doc.setCreator("Vidyapath");
  doc.setProducer("Vidyapath (pdf-lib)");
  doc.setLanguage("en-IN");
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  return doc.save();
}
