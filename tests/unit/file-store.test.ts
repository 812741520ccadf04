// Issue 10, "Storage module": the same cases against both backends — the disk under a temp folder and
// S3 through the real AWS SDK against a real S3-compatible server (s3rver) started here on a free
// loopback port. Put from every kind of source, ranged reads, stat/exists/delete/list, missing keys,
// sniffed types and per-kind size limits on streamed uploads, and the HTTP helper's Range/ETag answers.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DiskStore } from "../../app/lib/storage/disk-store.server";
import type { FileStore } from "../../app/lib/storage/file-store";
import { S3Store } from "../../app/lib/storage/s3-store.server";
import { copyMissingFiles } from "../../app/lib/storage/storage.server";
import { storeUpload, UploadRefused } from "../../app/lib/storage/upload.server";
import { fileResponse } from "../../server/api/file-response";
import { startTestS3, type TestS3 } from "../support/s3-server";

const PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const MB = 1024 * 1024;

/** `total` bytes (a known pattern after `head`), produced in 64 KB chunks as a Node stream. */
function streamOf(head: Buffer, total: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return this.push(null);
      const n = Math.min(64 * 1024, total - sent);
      const chunk = Buffer.alloc(n);
      for (let i = 0; i < n; i++) chunk[i] = (sent + i) % 251;
      if (sent === 0) head.copy(chunk, 0, 0, Math.min(head.length, n));
      sent += n;
      this.push(chunk);
    },
  });
}

async function bytesOf(body: ReadableStream<Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts);
}

async function keysUnder(store: FileStore, prefix: string) {
  const keys: string[] = [];
  for await (const key of store.list(prefix)) keys.push(key);
  return keys.sort();
}

let s3: TestS3;
const tempDirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vp-files-"));
  tempDirs.push(dir);
  return dir;
};

beforeAll(async () => {
  s3 = await startTestS3();
}, 60_000);
afterAll(async () => {
  await s3?.stop();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

const backends: [string, () => FileStore][] = [
  ["disk", () => new DiskStore(tempDir())],
  ["s3", () => new S3Store(s3.settings)],
];

describe.each(backends)("%s backend", (backendName, makeStore) => {
  let store: FileStore;
  // Each backend's cases work in their own folder (the S3 bucket is shared by both runs).
  const folder = `t-${backendName}`;
  beforeAll(() => {
    store = makeStore();
  });

  it("puts from bytes, a Node stream and a web stream; reads back the same bytes with their info", async () => {
    const fromBytes = await store.put(`${folder}/bytes.pdf`, PDF, { contentType: "application/pdf" });
    expect(fromBytes).toMatchObject({ key: `${folder}/bytes.pdf`, size: PDF.length, contentType: "application/pdf" });
    expect(fromBytes.etag).toMatch(/^".+"$/);
    await store.put(`${folder}/node.pdf`, Readable.from([PDF.subarray(0, 10), PDF.subarray(10)]), { contentType: "application/pdf" });
    await store.put(`${folder}/web.pdf`, Readable.toWeb(Readable.from([PDF])) as ReadableStream<Uint8Array>, { contentType: "application/pdf" });
    for (const name of ["bytes", "node", "web"]) {
      const read = await store.get(`${folder}/${name}.pdf`);
      expect(read).not.toBeNull();
      expect(read!.range).toBeNull();
      expect(read!.size).toBe(PDF.length);
      expect(read!.contentType).toBe("application/pdf");
      expect((await bytesOf(read!.body)).equals(PDF)).toBe(true);
    }
    expect(await store.exists(`${folder}/node.pdf`)).toBe(true);
    expect(await store.stat(`${folder}/web.pdf`)).toMatchObject({ size: PDF.length, contentType: "application/pdf" });
  });

  it("reads a range: the bytes asked for, the whole size, clamped at the end", async () => {
    const size = 3 * MB + 17;
    await store.put(`${folder}/big.webm`, streamOf(Buffer.alloc(0), size), { contentType: "video/webm" });
    const part = await store.get(`${folder}/big.webm`, { start: 2 * MB, end: 2 * MB + 99 });
    expect(part!.size).toBe(size);
    expect(part!.range).toEqual({ start: 2 * MB, end: 2 * MB + 99 });
    const bytes = await bytesOf(part!.body);
    expect(bytes.length).toBe(100);
    for (let i = 0; i < 100; i++) expect(bytes[i]).toBe((2 * MB + i) % 251);
    const tail = await store.get(`${folder}/big.webm`, { start: size - 5, end: size + 1000 });
    expect(tail!.range).toEqual({ start: size - 5, end: size - 1 });
    expect((await bytesOf(tail!.body)).length).toBe(5);
  });

  it("answers a missing key with null/false, and deleting it is not an error", async () => {
    expect(await store.get(`${folder}/missing.pdf`)).toBeNull();
    expect(await store.get(`${folder}/missing.pdf`, { start: 0, end: 9 })).toBeNull();
    expect(await store.stat(`${folder}/missing.pdf`)).toBeNull();
    expect(await store.exists(`${folder}/missing.pdf`)).toBe(false);
    await expect(store.delete(`${folder}/missing.pdf`)).resolves.toBeUndefined();
  });

  it("deletes, replaces and lists", async () => {
    await store.put(`${folder}/list/a.pdf`, PDF, { contentType: "application/pdf" });
    await store.put(`${folder}/list/b.pdf`, PDF, { contentType: "application/pdf" });
    await store.put(`${folder}/list/b.pdf`, Buffer.concat([PDF, PDF]), { contentType: "application/pdf" });
    expect((await store.stat(`${folder}/list/b.pdf`))!.size).toBe(2 * PDF.length);
    expect(await keysUnder(store, `${folder}/list/`)).toEqual([`${folder}/list/a.pdf`, `${folder}/list/b.pdf`]);
    await store.delete(`${folder}/list/a.pdf`);
    expect(await store.exists(`${folder}/list/a.pdf`)).toBe(false);
    expect(await keysUnder(store, `${folder}/list/`)).toEqual([`${folder}/list/b.pdf`]);
  });

  it("refuses keys that could leave the store", async () => {
    for (const key of ["../etc/passwd", "a/../../b", "/abs.pdf", "a//b.pdf", ".hidden", "a/b\\c.pdf", ""]) {
      await expect(store.put(key, PDF, { contentType: "application/pdf" })).rejects.toThrow(/invalid storage key/);
      await expect(store.get(key)).rejects.toThrow(/invalid storage key/);
    }
  });

  it("stores an upload under a random name with the sniffed type's extension", async () => {
    const stored = await storeUpload(store, { kind: "book", prefix: `${folder}/books`, source: Readable.from([PDF]), claimedType: "application/pdf" });
    expect(stored.key).toMatch(new RegExp(`^${folder}/books/[0-9a-f-]{36}\\.pdf$`));
    expect(stored).toMatchObject({ size: PDF.length, contentType: "application/pdf" });
    expect(await store.stat(stored.key)).toMatchObject({ size: PDF.length, contentType: "application/pdf" });
    // A web stream in small pieces (the first chunk shorter than the sniffing window) works too.
    const pieces = Readable.toWeb(Readable.from([PDF.subarray(0, 3), PDF.subarray(3, 20), PDF.subarray(20)])) as ReadableStream<Uint8Array>;
    const second = await storeUpload(store, { kind: "pdfNotes", prefix: `${folder}/notes`, source: pieces });
    expect((await bytesOf((await store.get(second.key))!.body)).equals(PDF)).toBe(true);
  });

  it("refuses a file whose bytes are not what its kind accepts, or not what it claims, and stores nothing", async () => {
    const refused = async (promise: Promise<unknown>) => {
      const error = await promise.then(() => null, (e: unknown) => e);
      expect(error).toBeInstanceOf(UploadRefused);
      return error as UploadRefused;
    };
    const png = await refused(storeUpload(store, { kind: "book", prefix: `${folder}/refused`, source: Readable.from([PNG_HEAD]) }));
    expect(png).toMatchObject({ reason: "wrongType", status: 415, detected: "image/png" });
    expect(png.message).toBe("This file is not a book we accept (PDF): its contents are PNG.");
    const html = await refused(storeUpload(store, { kind: "cover", prefix: `${folder}/refused`, source: Readable.from([Buffer.from("<html><script>alert(1)</script>")]) }));
    expect(html).toMatchObject({ reason: "wrongType", status: 415, detected: null });
    const claimed = await refused(storeUpload(store, { kind: "cover", prefix: `${folder}/refused`, source: Readable.from([PNG_HEAD]), claimedType: "image/jpeg" }));
    expect(claimed).toMatchObject({ reason: "typeMismatch", status: 415, detected: "image/png" });
    const empty = await refused(storeUpload(store, { kind: "book", prefix: `${folder}/refused`, source: Readable.from([]) }));
    expect(empty).toMatchObject({ reason: "empty", status: 400 });
    expect(await keysUnder(store, `${folder}/refused/`)).toEqual([]);
  });

  it("stops a streamed upload at the kind's size limit (413) and leaves nothing behind", async () => {
    // An avatar may be 10 MB: one byte more, streamed (on S3 past the first 8 MB multipart part).
    const tooLarge = await storeUpload(store, { kind: "avatar", prefix: `${folder}/limit`, source: streamOf(JPEG_HEAD, 10 * MB + 1) }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(tooLarge).toBeInstanceOf(UploadRefused);
    expect(tooLarge).toMatchObject({ reason: "tooLarge", status: 413, message: "This profile photo is larger than 10 MB." });
    // Announced too large: refused before reading.
    const declared = await storeUpload(store, { kind: "book", prefix: `${folder}/limit`, source: streamOf(PDF, 1024), declaredSize: 100 * MB + 1 }).catch((e: unknown) => e);
    expect(declared).toMatchObject({ reason: "tooLarge", status: 413, message: "This book is larger than 100 MB." });
    // Exactly at the limit is fine.
    const atLimit = await storeUpload(store, { kind: "avatar", prefix: `${folder}/limit`, source: streamOf(JPEG_HEAD, 10 * MB) });
    expect(atLimit.size).toBe(10 * MB);
    expect(await keysUnder(store, `${folder}/limit/`)).toEqual([atLimit.key]);
  }, 60_000);

  describe("served over HTTP (server/api/file-response.ts)", () => {
    const key = `${folder}/served.pdf`;
    const size = 256 * 1024;
    const file = () => ({ store, key, name: "served.pdf" });
    const request = (headers: Record<string, string> = {}, method = "GET") => new Request("http://localhost/f", { method, headers });
    beforeAll(async () => {
      await store.put(key, streamOf(PDF, size), { contentType: "application/pdf" });
    });

    it("200 with the whole file, its length, type and validators", async () => {
      const res = await fileResponse(file(), request(), { "Cache-Control": "private, no-store" });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-length")).toBe(String(size));
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("accept-ranges")).toBe("bytes");
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("etag")).toMatch(/^".+"$/);
      expect(Date.parse(res.headers.get("last-modified")!)).not.toBeNaN();
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.length).toBe(size);
      expect(body.subarray(0, 8).toString()).toBe("%PDF-1.7");
    });

    it("206 for a range, a suffix and an open range; 416 past the end", async () => {
      const part = await fileResponse(file(), request({ range: "bytes=100-199" }), {});
      expect(part.status).toBe(206);
      expect(part.headers.get("content-range")).toBe(`bytes 100-199/${size}`);
      expect(part.headers.get("content-length")).toBe("100");
      const bytes = Buffer.from(await part.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([100 % 251, 101 % 251, 102 % 251]);
      const suffix = await fileResponse(file(), request({ range: "bytes=-10" }), {});
      expect(suffix.status).toBe(206);
      expect(suffix.headers.get("content-range")).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
      expect((await suffix.arrayBuffer()).byteLength).toBe(10);
      const open = await fileResponse(file(), request({ range: `bytes=${size - 3}-` }), {});
      expect(open.headers.get("content-range")).toBe(`bytes ${size - 3}-${size - 1}/${size}`);
      await open.arrayBuffer();
      const beyond = await fileResponse(file(), request({ range: `bytes=${size}-` }), {});
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get("content-range")).toBe(`bytes */${size}`);
      // Malformed or several ranges: ignored, the whole file.
      for (const range of ["bytes=5-2", "bytes=a-b", "bytes=0-0,5-9", "items=0-1"]) {
        const whole = await fileResponse(file(), request({ range }), {});
        expect(whole.status, range).toBe(200);
        await whole.arrayBuffer();
      }
    });

    it("304 for a current ETag; If-Range with an old ETag gets the whole file; HEAD reads nothing", async () => {
      const first = await fileResponse(file(), request(), {});
      await first.arrayBuffer();
      const etag = first.headers.get("etag")!;
      const again = await fileResponse(file(), request({ "if-none-match": etag }), {});
      expect(again.status).toBe(304);
      const stale = await fileResponse(file(), request({ range: "bytes=0-9", "if-range": '"an-old-version"' }), {});
      expect(stale.status).toBe(200);
      await stale.arrayBuffer();
      const current = await fileResponse(file(), request({ range: "bytes=0-9", "if-range": etag }), {});
      expect(current.status).toBe(206);
      await current.arrayBuffer();
      const head = await fileResponse(file(), request({ range: "bytes=0-9" }, "HEAD"), {});
      expect(head.status).toBe(206);
      expect(head.headers.get("content-length")).toBe("10");
      expect(head.body).toBeNull();
    });

    it("404 when the file is gone", async () => {
      const res = await fileResponse({ store, key: `${folder}/gone.pdf`, name: "gone.pdf" }, request(), {});
      expect(res.status).toBe(404);
    });
  });
});

describe("moving from disk to S3", () => {
  it("copies the files an older version left on disk into the bucket, once", async () => {
    const disk = new DiskStore(tempDir());
    const bucket = new S3Store(s3.settings);
    await disk.put("avatars/0d1b6a4e-7c1f-4b7e-9a55-3f4a1c2b9e10.jpg", JPEG_HEAD, { contentType: "image/jpeg" });
    await disk.put("lessons/chapter-1.pdf", PDF, { contentType: "application/pdf" });
    await disk.put("elsewhere/not-copied.pdf", PDF, { contentType: "application/pdf" });
    expect(await copyMissingFiles(disk, bucket, ["avatars", "lessons"])).toBe(2);
    expect(await copyMissingFiles(disk, bucket, ["avatars", "lessons"])).toBe(0);
    const copied = await bucket.get("lessons/chapter-1.pdf");
    expect(copied!.contentType).toBe("application/pdf");
    expect((await bytesOf(copied!.body)).equals(PDF)).toBe(true);
    expect(await bucket.exists("elsewhere/not-copied.pdf")).toBe(false);
  });
});

describe("the bucket check at start-up", () => {
  it("passes for the bucket and names the settings to check for a missing one", async () => {
    await expect(new S3Store(s3.settings).checkBucket()).resolves.toBeUndefined();
    await expect(new S3Store({ ...s3.settings, bucket: "no-such-bucket" }).checkBucket()).rejects.toThrow(/S3 bucket "no-such-bucket" cannot be reached.*Check S3_ENDPOINT, S3_BUCKET/);
  });
});
