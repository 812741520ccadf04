// The disk backend: keys are paths under one root folder (DATA_DIR/files by default, the same layout
// as before the storage module, so files written by older versions are served as they are). A put
// streams into a temporary file beside the target and renames it into place: readers see the old
// file or the new one, never half of one.
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, readdir, rename, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import { assertValidKey, type ByteRange, contentTypeForKey, type FileInfo, type FileRead, type FileStore, isValidKey, type PutOptions, type PutSource } from "./file-store";

const TEMP_MARK = ".upload-";

export function toNodeReadable(source: PutSource): Readable {
  if (source instanceof Uint8Array) return Readable.from([source]);
  if (source instanceof Readable) return source;
  return Readable.fromWeb(source as NodeWebStream<Uint8Array>);
}

const etagOf = (size: number, mtimeMs: number) => `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;

export class DiskStore implements FileStore {
  readonly backend = "disk" as const;
  constructor(
    readonly root: string,
    private readonly options: { readOnly?: boolean } = {},
  ) {}

  private file(key: string) {
    assertValidKey(key);
    return path.join(this.root, ...key.split("/"));
  }

  private info(key: string, s: { size: number; mtimeMs: number; mtime: Date }): FileInfo {
    return { key, size: s.size, contentType: contentTypeForKey(key), lastModified: s.mtime, etag: etagOf(s.size, s.mtimeMs) };
  }

  async put(key: string, source: PutSource, _options: PutOptions): Promise<FileInfo> {
    if (this.options.readOnly) throw new Error("this file store is read-only");
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}${TEMP_MARK}${randomUUID()}`;
    try {
      await pipeline(toNodeReadable(source), createWriteStream(temp, { flags: "wx" }));
      await rename(temp, target);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
    return this.info(key, await stat(target));
  }

  async get(key: string, range?: ByteRange): Promise<FileRead | null> {
    // The handle is opened first and read from: a file replaced or deleted meanwhile cannot mix.
    const handle = await open(this.file(key), "r").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "EISDIR" || error.code === "ENOTDIR") return null;
      throw error;
    });
    if (!handle) return null;
    try {
      const s = await handle.stat();
      if (!s.isFile()) {
        await handle.close();
        return null;
      }
      const part = range ? { start: Math.max(0, range.start), end: Math.min(range.end, s.size - 1) } : null;
      if (part && part.start > part.end) {
        await handle.close();
        throw new RangeError(`range ${range!.start}-${range!.end} is outside a ${s.size}-byte file`);
      }
      const stream = handle.createReadStream(part ? { start: part.start, end: part.end } : {});
      return { ...this.info(key, s), range: part, body: Readable.toWeb(stream) as ReadableStream<Uint8Array> };
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
  }

  async stat(key: string): Promise<FileInfo | null> {
    const s = await stat(this.file(key)).catch(() => null);
    return s?.isFile() ? this.info(key, s) : null;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    if (this.options.readOnly) throw new Error("this file store is read-only");
    await unlink(this.file(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
  }

  async *list(prefix: string): AsyncIterable<string> {
    const dir = prefix.replace(/\/+$/, "");
    if (dir !== "") assertValidKey(dir);
    const entries = await readdir(path.join(this.root, ...(dir ? dir.split("/") : [])), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const key = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* this.list(key);
      else if (entry.isFile() && !entry.name.includes(TEMP_MARK) && isValidKey(key)) yield key;
    }
  }
}
