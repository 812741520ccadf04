// Small public files kept in memory, answered without touching the database or the store: the blog
// covers that every visit to /blogs and to a post asks for first. A cover is the largest thing on
// those pages (their LCP), and served from the store it waited behind the page's other requests for
// its own database read and file read (40–140 ms on this machine while the page's scripts loaded),
// which sometimes let the Devanagari font finish first and count towards the LCP (Lighthouse 92
// instead of 98, docs/performance.md). Only what `fileResponse` says for a whole file is
// reproduced here; a request with a Range goes the ordinary way.
import type { FileInfo } from "../../app/lib/storage/file-store";
import { httpDate, notModified, type ServedFile } from "./file-response";

export type MemoryFile = { bytes: Buffer; info: FileInfo };

/** Files up to this size are kept (a card's cover is ~3 KB, a post's ~20–60 KB). */
export const MEMORY_FILE_MAX_BYTES = 256 * 1024;

/** Reads a whole stored file into memory (null when it is gone or larger than the limit). */
export async function readIntoMemory(file: ServedFile): Promise<MemoryFile | null> {
  const info = file.info ?? (await file.store.stat(file.key));
  if (!info || info.size > MEMORY_FILE_MAX_BYTES) return null;
  const read = await file.store.get(file.key);
  if (!read) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = read.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MEMORY_FILE_MAX_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  // The read's own version (a file replaced between stat and read is kept whole and consistent).
  return { bytes: Buffer.concat(chunks), info: { key: read.key, size, contentType: read.contentType, lastModified: read.lastModified, etag: read.etag } };
}

/** The answer `fileResponse` gives for the whole file (200, or 304 for a matching validator); null
 * when the request asks for a range, which `fileResponse` handles. */
export function memoryFileResponse(file: MemoryFile, request: Request, headers: Record<string, string>): Response | null {
  if (request.headers.has("range")) return null;
  const { info } = file;
  const base: Record<string, string> = { "Content-Type": info.contentType, "Accept-Ranges": "bytes", ETag: info.etag, "Last-Modified": httpDate(info.lastModified), ...headers };
  if (notModified(request, info)) return new Response(null, { status: 304, headers: base });
  const head = { ...base, "Content-Length": String(file.bytes.length) };
  if (request.method === "HEAD") return new Response(null, { status: 200, headers: head });
  return new Response(new Uint8Array(file.bytes.buffer as ArrayBuffer, file.bytes.byteOffset, file.bytes.length), { status: 200, headers: head });
}
