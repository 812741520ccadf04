// Serves a stored file (any backend of app/lib/storage) over HTTP, streaming: the bytes go from disk
// or S3 to the socket without being held, so memory stays flat however large the file and however
// many readers (npm run bench:files). Honours:
// - Range: one `bytes=a-b`, `bytes=a-` or `bytes=-n` range → 206 with Content-Range; a range that
//   starts past the end → 416 with `Content-Range: bytes */size`; a malformed or multi-range header
//   is ignored (200, the whole file), as RFC 9110 allows;
// - If-Range (the ETag or the Last-Modified date): a range of a file that changed since gets the
//   whole new file;
// - If-None-Match / If-Modified-Since → 304;
// - HEAD: the headers only; nothing is read.
// The caller has already decided that this viewer may read this file (decision 029: every request,
// every range, is authorised by the app; there are no public or signed storage URLs).
import type { ByteRange, FileInfo, FileStore } from "../../app/lib/storage/file-store";

/** A file a feature resolved for a viewer: where it is, its name, and what the store said about it. */
export type ServedFile = { store: FileStore; key: string; name: string; info?: FileInfo };

type RangeAnswer = { kind: "whole" } | { kind: "part"; range: ByteRange } | { kind: "unsatisfiable" };

export function parseRange(header: string | null | undefined, size: number): RangeAnswer {
  const match = header ? /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim()) : null;
  if (!match || (match[1] === "" && match[2] === "")) return { kind: "whole" };
  if (match[1] === "") {
    // The last n bytes.
    const n = Number(match[2]);
    if (n === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "part", range: { start: Math.max(0, size - n), end: size - 1 } };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== "" && Number(match[2]) < start) return { kind: "whole" }; // invalid: ignored
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "part", range: { start, end } };
}

export const httpDate = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000).toUTCString();

/** Whether the request's validators (If-None-Match, else If-Modified-Since) match this version. */
export function notModified(request: Request, info: FileInfo): boolean {
  const inm = request.headers.get("if-none-match");
  if (inm) return inm.split(",").some((tag) => tag.trim().replace(/^W\//, "") === info.etag || tag.trim() === "*");
  const ims = request.headers.get("if-modified-since");
  if (!ims) return false;
  const since = Date.parse(ims);
  return !Number.isNaN(since) && Math.floor(info.lastModified.getTime() / 1000) * 1000 <= since;
}

/** Whether a Range may be honoured: no If-Range, or one naming the current version. */
function rangeStillValid(request: Request, info: FileInfo): boolean {
  const ifRange = request.headers.get("if-range")?.trim();
  if (!ifRange) return true;
  if (ifRange.startsWith('"') || ifRange.startsWith("W/")) return ifRange === info.etag;
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && Math.floor(info.lastModified.getTime() / 1000) * 1000 === date;
}

/** The response for `file` (404 JSON when it vanished since it was resolved). */
export async function fileResponse(file: ServedFile, request: Request, headers: Record<string, string>): Promise<Response> {
  const info = file.info ?? (await file.store.stat(file.key));
  if (!info) return Response.json({ error: "Not found" }, { status: 404 });
  const base: Record<string, string> = {
    "Content-Type": info.contentType,
    "Accept-Ranges": "bytes",
    ETag: info.etag,
    "Last-Modified": httpDate(info.lastModified),
    ...headers,
  };
  if (notModified(request, info)) return new Response(null, { status: 304, headers: base });

  const answer = request.headers.has("range") && rangeStillValid(request, info) ? parseRange(request.headers.get("range"), info.size) : ({ kind: "whole" } as const);
  if (answer.kind === "unsatisfiable") {
    return new Response(null, { status: 416, headers: { ...base, "Content-Range": `bytes */${info.size}` } });
  }
  const range = answer.kind === "part" ? answer.range : null;
  const status = range ? 206 : 200;
  const length = range ? range.end - range.start + 1 : info.size;
  const partHeaders: Record<string, string> = range ? { "Content-Range": `bytes ${range.start}-${range.end}/${info.size}` } : {};
  if (request.method === "HEAD") {
    return new Response(null, { status, headers: { ...base, ...partHeaders, "Content-Length": String(length) } });
  }
  let read;
  try {
    read = await file.store.get(file.key, range ?? undefined);
  } catch (error) {
    // The file shrank between stat and read.
    if (error instanceof RangeError) return new Response(null, { status: 416, headers: { ...base, "Content-Range": `bytes */${info.size}` } });
    throw error;
  }
  if (!read) return Response.json({ error: "Not found" }, { status: 404 });
  // The read's own version (a replaced file between stat and read is served whole and consistent).
  const served = read.range ?? null;
  return new Response(read.body, {
    status: served ? 206 : 200,
    headers: {
      ...base,
      "Content-Type": read.contentType,
      ETag: read.etag,
      "Last-Modified": httpDate(read.lastModified),
      ...(served ? { "Content-Range": `bytes ${served.start}-${served.end}/${read.size}` } : ({} as Record<string, string>)),
      "Content-Length": String(served ? served.end - served.start + 1 : read.size),
    },
  });
}
