// The storage module's contract (docs/decisions/029-storage-module.md). Two backends implement it:
// the local disk under DATA_DIR/files (the default, `disk-store.server.ts`) and an S3-compatible
// bucket (`s3-store.server.ts`), chosen by settings in `storage.server.ts`. Features store and read
// files only through this interface, so none of them knows where the bytes live.
//
// Keys are relative paths of plain names ("avatars/<uuid>.webp", "lessons/notes.pdf"): segments of
// letters, digits, dot, dash and underscore, never "..", so no key reaches outside the store. A key
// ends with the extension of its content type (the type the upload's first bytes showed), which is
// how the disk backend knows a file's type without a sidecar.
import type { Readable } from "node:stream";

/** Inclusive byte positions, as in HTTP's Range header. */
export type ByteRange = { start: number; end: number };

export type FileInfo = {
  key: string;
  size: number;
  contentType: string;
  lastModified: Date;
  /** A strong validator, quoted as HTTP wants it. */
  etag: string;
};

/** A (possibly partial) read: `size` is the whole file's, `range` the part in `body`. */
export type FileRead = FileInfo & { body: ReadableStream<Uint8Array>; range: ByteRange | null };

/** What `put` accepts. Streams are written as they arrive: a whole file is never held in memory. */
export type PutSource = ReadableStream<Uint8Array> | Readable | Uint8Array;

export type PutOptions = { contentType: string };

export interface FileStore {
  readonly backend: "disk" | "s3";
  /** Writes the whole source under `key`, replacing any file there. Readers never see a partial
   * file: a failed or aborted put leaves no object behind (and keeps an older one intact). */
  put(key: string, source: PutSource, options: PutOptions): Promise<FileInfo>;
  /** The file's bytes, or `range` of them (clamped to the file), or null when there is no such file. */
  get(key: string, range?: ByteRange): Promise<FileRead | null>;
  stat(key: string): Promise<FileInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Every key under a prefix ("avatars/"), in no particular order. */
  list(prefix: string): AsyncIterable<string>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;

export function isValidKey(key: string): boolean {
  if (key.length > 400) return false;
  const parts = key.split("/");
  return parts.length <= 4 && parts.every((p) => SEGMENT.test(p) && !p.includes(".."));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
}

const TYPE_BY_EXTENSION: Record<string, string> = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  svg: "image/svg+xml",
  mp4: "video/mp4",
  webm: "video/webm",
};

/** The content type a key's extension stands for (application/octet-stream when unknown). */
export function contentTypeForKey(key: string): string {
  const dot = key.lastIndexOf(".");
  return (dot >= 0 && TYPE_BY_EXTENSION[key.slice(dot + 1).toLowerCase()]) || "application/octet-stream";
}
