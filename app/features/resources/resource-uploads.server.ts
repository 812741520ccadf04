// What happens to a study resource's files when an admin uploads them (decision 034):
// - the PDF streams to storage through `storeUpload` with its kind's limit (book 100 MB, notes and
//   papers 25 MB), under "resources/files/<uuid>.pdf";
// - the preview (the first N pages, pdf-lib) is a PDF of its own under "resources/previews/<uuid>.pdf":
//   another random name, so nothing about the preview's key leads to the full file;
// - a cover image streams through `storeUpload` (kind "cover", 5 MB) and is re-encoded by sharp into a
//   small WebP "resources/covers/<uuid>.webp"; without one, the cover is rendered from page 1 of the PDF
//   ("resources/covers/page1-<uuid>.webp", resource-cover.server.ts), or, when there is no PDF yet or
//   it cannot be rendered, a typographic cover is drawn ("resources/covers/drawn-<uuid>.webp"; sharp,
//   SVG). The prefix tells a made cover from an uploaded one: replacing the PDF makes a made cover again.
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import sharp from "sharp";
import type { FileKind } from "../../lib/storage/file-kinds";
import type { FileStore } from "../../lib/storage/file-store";
import { storeUpload, UploadRefused, readStoredFile } from "../../lib/storage/upload.server";
import { log } from "../../lib/logger.server";
import { COVER_HEIGHT, COVER_WIDTH, renderFirstPageCover } from "./resource-cover.server";
import { buildPreviewPdf, pdfPageCount } from "./resource-pdf.server";
import type { ResourceKind } from "./resource-types";

export const UPLOAD_KIND: Record<ResourceKind, FileKind> = { "pdf-notes": "pdfNotes", books: "book", "previous-papers": "paper", "mock-papers": "paper" };

/** A PDF pdf-lib cannot open (encrypted, broken): stored nowhere, the form says so. */
export class UnreadablePdf extends Error {
  constructor() {
    super("This PDF cannot be read (it may be encrypted or damaged).");
    this.name = "UnreadablePdf";
  }
}

export type StoredPdf = { fileKey: string; fileBytes: number };
/** previewKey null: the document is too short to preview (resource-pdf.server.ts, previewLength). */
export type DerivedFiles = { previewKey: string | null; pageCount: number; /** the PDF's bytes, read once for the preview (and the cover) */ pdf: Uint8Array };

/** Streams an uploaded PDF to storage (refused with UploadRefused: type, size, empty). */
export async function storeResourcePdf(store: FileStore, kind: ResourceKind, stream: Readable, claimedType: string): Promise<StoredPdf> {
  const stored = await storeUpload(store, { kind: UPLOAD_KIND[kind], prefix: "resources/files", source: stream, claimedType: claimedType || undefined });
  return { fileKey: stored.key, fileBytes: stored.size };
}

/** The preview (first `pages` pages) of a stored PDF, stored under its own random key, and the page
 * count. pdf-lib needs the whole document in memory: a 100 MB book costs that much, once, while an
 * admin saves it (never while students read). */
export async function derivePreview(store: FileStore, fileKey: string, pages: number): Promise<DerivedFiles> {
  const bytes = await readStoredFile(store, fileKey);
  let preview: Uint8Array | null;
  let pageCount: number;
  try {
    pageCount = await pdfPageCount(bytes);
    preview = await buildPreviewPdf(bytes, pages);
  } catch (error) {
    log.info("resource pdf not readable", { error: String(error).slice(0, 200) });
    throw new UnreadablePdf();
  }
  if (!preview) return { previewKey: null, pageCount, pdf: bytes };
  const previewKey = `resources/previews/${randomUUID()}.pdf`;
  await store.put(previewKey, preview, { contentType: "application/pdf" });
  return { previewKey, pageCount, pdf: bytes };
}

/** An uploaded cover image, streamed and checked by storeUpload, then re-encoded as a small WebP. The
 * original is removed. */
export async function storeCover(store: FileStore, stream: Readable, claimedType: string): Promise<string> {
  const original = await storeUpload(store, { kind: "cover", prefix: "resources/uploads", source: stream, claimedType: claimedType || undefined });
  try {
    const bytes = await readStoredFile(store, original.key);
    let webp: Buffer;
    try {
      webp = await sharp(bytes, { limitInputPixels: 40_000_000, failOn: "error" }).rotate().resize(COVER_WIDTH, COVER_HEIGHT, { fit: "cover" }).webp({ quality: 78 }).toBuffer();
    } catch {
      throw new UploadRefused("wrongType", "cover");
    }
    const key = `resources/covers/${randomUUID()}.webp`;
    await store.put(key, webp, { contentType: "image/webp" });
    return key;
  } finally {
    await store.delete(original.key).catch(() => undefined);
  }
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

/** Words of at most `width` characters per line, at most `lines` lines. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if ((current + " " + word).trim().length > width && current) {
      out.push(current);
      current = word;
    } else current = (current + " " + word).trim();
  }
  if (current) out.push(current);
  return out.length > lines ? [...out.slice(0, lines - 1), `${out[lines - 1]}…`] : out;
}

const KIND_LABEL: Record<ResourceKind, string> = { "pdf-notes": "PDF NOTES", books: "BOOK", "previous-papers": "PREVIOUS PAPER", "mock-papers": "MOCK PAPER" };

/** A typographic cover (kind, title, class, subject) for an item without an uploaded one. The
 * machine's renderer (librsvg) has no Devanagari font, so Hindi text is left out rather than drawn
 * as boxes: a Hindi title gets the kind and class only. */
export async function drawCover(store: FileStore, item: CoverItem, key?: string): Promise<string> {
  // eslint-disable-next-line no-control-regex -- a range that starts at U+0000, not a control character test
  const latin = (s: string) => !/[^\u0000-\u024f\u2000-\u206f]/.test(s);
  const title = latin(item.title) ? wrap(item.title, 16, 5) : [];
  const subject = latin(item.subject) ? item.subject : "";
  const lines = title.map((l, i) => `<text x="40" y="${250 + i * 52}" font-size="44" font-weight="700" fill="#ffffff">${escapeXml(l)}</text>`).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" font-family="DejaVu Sans, Arial, sans-serif">
<rect width="100%" height="100%" fill="#1e3a8a"/><rect y="0" width="100%" height="14" fill="#f59e0b"/>
<text x="40" y="120" font-size="24" letter-spacing="3" fill="#fcd34d">${KIND_LABEL[item.kind]}</text>${lines}
<text x="40" y="580" font-size="26" fill="#dbeafe">${escapeXml(`${item.classLevel === "Graduate" ? "Graduate" : `Class ${item.classLevel}`}${subject ? ` · ${subject}` : ""}`.slice(0, 40))}</text>
<text x="40" y="615" font-size="20" fill="#93c5fd">Vidyapath</text></svg>`;
  const webp = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
  const target = key ?? `resources/covers/drawn-${randomUUID()}.webp`;
  await store.put(target, webp, { contentType: "image/webp" });
  return target;
}

/** Whether a cover was made here (rendered or drawn, or a demo item's) rather than uploaded: a new PDF
 * makes it again; an uploaded cover stays until another is uploaded. */
export function isMadeCover(key: string | null | undefined): boolean {
  return typeof key === "string" && (/^resources\/covers\/(page1|drawn)-[0-9a-f-]{36}\.webp$/.test(key) || /^resources\/demo\/[a-z0-9-]+-cover\.webp$/.test(key));
}

export type CoverItem = { kind: ResourceKind; title: string; classLevel: string; subject: string };

/** The cover of an item without an uploaded one: page 1 of its PDF, else the typographic cover. */
export async function makeCover(store: FileStore, item: CoverItem, pdf: Uint8Array | null, key?: string): Promise<{ key: string; from: "page1" | "drawn" }> {
  const rendered = pdf ? await renderFirstPageCover(pdf) : null;
  if (rendered) {
    const target = key ?? `resources/covers/page1-${randomUUID()}.webp`;
    await store.put(target, rendered.webp, { contentType: "image/webp" });
    return { key: target, from: "page1" };
  }
  return { key: await drawCover(store, item, key), from: "drawn" };
}

/** The stored PDF's bytes (for a cover made from a PDF already in storage). */
export async function readStoredPdf(store: FileStore, key: string): Promise<Uint8Array> {
  return readStoredFile(store, key);
}
