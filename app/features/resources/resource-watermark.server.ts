// The buyer's copy of a paid PDF (decision 033): every page carries "Licensed to <e-mail>" as a light
// footer, drawn with pdf-lib. Made once per buyer, item and file version and kept in the file store
// under `watermarked/<user>/<resource id>-<version>.pdf`; the version is a hash of the source file's
// ETag and the e-mail, so a replaced file or a changed address makes a new copy (older copies of that
// buyer and item are deleted when the new one is stored). Requests never regenerate a stored copy.
//
// Memory: pdf-lib parses the whole document, so one copy costs about 3× the file while it is made
// (measured in decision 033). Copies are therefore made one at a time per process (a queue) and two
// requests for the same copy share one job; a 100 MB book (the largest upload, file-kinds.ts) peaks
// around 300 MB once, then is served from storage like any file, streamed with Range.
import { createHash } from "node:crypto";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import type { FileInfo } from "../../lib/storage/file-store";
import { fileStore } from "../../lib/storage/storage.server";
import { readResourceFile } from "./resource-files.server";

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,100}$/;
const hash = (s: string, n: number) => createHash("sha256").update(s).digest("hex").slice(0, n);

function userFolder(userId: string): string {
  return `watermarked/${SAFE_SEGMENT.test(userId) ? userId : `u${hash(userId, 32)}`}`;
}

export function watermarkKey(userId: string, resourceId: number, sourceEtag: string, email: string): string {
  return `${userFolder(userId)}/${resourceId}-${hash(`${sourceEtag}\n${email}`, 16)}.pdf`;
}

/** The footer line (the standard font's WinAnsi subset: anything else becomes "?"). */
export function watermarkLine(email: string): string {
  return `Licensed to ${email.replace(/[^\x20-\x7e]/g, "?").slice(0, 200)} - Vidyapath`;
}

/** Draws the footer on every page, centred in the visible box. */
export async function stampPdf(source: Uint8Array, line: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(source, { updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const size = 7;
  const width = font.widthOfTextAtSize(line, size);
  for (const page of doc.getPages()) {
    const box = page.getCropBox();
    page.drawText(line, { x: box.x + Math.max(4, (box.width - width) / 2), y: box.y + 12, size, font, color: rgb(0.45, 0.45, 0.45), opacity: 0.7 });
  }
  return doc.save();
}

let queue: Promise<unknown> = Promise.resolve();
const jobs = new Map<string, Promise<FileInfo | null>>();

function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  const run = queue.then(job, job);
  queue = run.catch(() => undefined);
  return run;
}

/** Counts copies made by this process (tests check that a second request makes none). */
export const watermarkStats = { made: 0 };

/** The buyer's stored copy of `source`, made now if missing. Null when the source vanished. */
export async function watermarkedCopy(source: { key: string; info: FileInfo }, resourceId: number, buyer: { id: string; email: string }): Promise<{ key: string; info: FileInfo } | null> {
  const store = fileStore();
  const key = watermarkKey(buyer.id, resourceId, source.info.etag, buyer.email);
  const ready = await store.stat(key);
  if (ready) return { key, info: ready };
  let job = jobs.get(key);
  if (!job) {
    job = oneAtATime(async () => {
      const again = await store.stat(key);
      if (again) return again;
      const bytes = await readResourceFile(source.key);
      if (!bytes) return null;
      const info = await store.put(key, await stampPdf(bytes, watermarkLine(buyer.email)), { contentType: "application/pdf" });
      watermarkStats.made += 1;
      // Older copies of this buyer and item (a replaced file, a changed e-mail) are never served again.
      const folder = `${userFolder(buyer.id)}/`;
      for await (const old of store.list(folder)) if (old !== key && old.startsWith(`${folder}${resourceId}-`)) await store.delete(old);
      return info;
    }).finally(() => jobs.delete(key));
    jobs.set(key, job);
  }
  const info = await job;
  return info ? { key, info } : null;
}
