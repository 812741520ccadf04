// Streams a file with HTTP Range support (video seeking needs it).
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import type { StoredFile } from "../../app/features/courses/lesson-files.server";

export function fileResponse(file: StoredFile, rangeHeader: string | undefined, headers: Record<string, string>): Response {
  const base = { "Content-Type": file.mime, "Accept-Ranges": "bytes", ...headers };
  const match = rangeHeader ? /^bytes=(\d*)-(\d*)$/.exec(rangeHeader.trim()) : null;
  if (rangeHeader && match && (match[1] !== "" || match[2] !== "")) {
    let start = match[1] === "" ? Math.max(0, file.size - Number(match[2])) : Number(match[1]);
    let end = match[1] !== "" && match[2] !== "" ? Number(match[2]) : file.size - 1;
    end = Math.min(end, file.size - 1);
    if (start > end || start >= file.size) {
      return new Response(null, { status: 416, headers: { ...base, "Content-Range": `bytes */${file.size}` } });
    }
    start = Math.max(0, start);
    const stream = Readable.toWeb(createReadStream(file.path, { start, end })) as ReadableStream;
    return new Response(stream, { status: 206, headers: { ...base, "Content-Range": `bytes ${start}-${end}/${file.size}`, "Content-Length": String(end - start + 1) } });
  }
  const stream = Readable.toWeb(createReadStream(file.path)) as ReadableStream;
  return new Response(stream, { status: 200, headers: { ...base, "Content-Length": String(file.size) } });
}
