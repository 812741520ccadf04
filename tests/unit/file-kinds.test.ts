// Issue 10: a file's type comes from its first bytes, checked against the kind's table; the S3_*
// settings are all or nothing, with a readable error at boot.
import { describe, expect, it } from "vitest";
import { readEnv } from "../../app/lib/env.server";
import { checkKind, FILE_KINDS, sniffContentType } from "../../app/lib/storage/file-kinds";

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))));
const ftyp = (brand: string) => bytes([0, 0, 0, 0x20], "ftyp", brand, [0, 0, 0, 0], "isomiso2");

describe("sniffContentType", () => {
  it.each([
    ["PDF", bytes("%PDF-1.4\n"), "application/pdf"],
    ["JPEG", bytes([0xff, 0xd8, 0xff, 0xe1, 0, 0]), "image/jpeg"],
    ["PNG", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), "image/png"],
    ["WebP", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "), "image/webp"],
    ["MP4 (isom)", ftyp("isom"), "video/mp4"],
    ["MP4 (mp42)", ftyp("mp42"), "video/mp4"],
    ["WebM", bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], "webm", [0x42, 0x87]), "video/webm"],
    ["HEIC", ftyp("heic"), "image/heic"],
  ])("%s", (_name, head, type) => {
    expect(sniffContentType(head)).toBe(type);
  });

  it.each([
    ["HTML", bytes("<!doctype html><script>")],
    ["SVG", bytes("<svg xmlns='http://www.w3.org/2000/svg'>")],
    ["GIF", bytes("GIF89a")],
    ["Matroska (not WebM)", bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], "matroska")],
    ["QuickTime", ftyp("qt  ")],
    ["a PDF's name but not its bytes", bytes("PDF-1.4 %")],
    ["too short", bytes([0xff, 0xd8])],
    ["empty", bytes()],
  ])("%s is none of our types", (_name, head) => {
    expect(sniffContentType(head)).toBeNull();
  });
});

describe("checkKind", () => {
  it("accepts only the kind's types, and a claimed type must agree with the bytes", () => {
    const pdf = bytes("%PDF-1.7\n");
    expect(checkKind("book", pdf)).toEqual({ ok: true, type: "application/pdf" });
    expect(checkKind("book", pdf, "application/pdf")).toEqual({ ok: true, type: "application/pdf" });
    expect(checkKind("book", pdf, "application/octet-stream")).toEqual({ ok: true, type: "application/pdf" });
    expect(checkKind("book", pdf, "image/png")).toEqual({ ok: false, reason: "typeMismatch", detected: "application/pdf" });
    expect(checkKind("avatar", pdf)).toEqual({ ok: false, reason: "wrongType", detected: "application/pdf" });
    expect(checkKind("lessonFile", ftyp("isom"))).toEqual({ ok: true, type: "video/mp4" });
    expect(checkKind("avatar", ftyp("heic"))).toEqual({ ok: false, reason: "wrongType", detected: "image/heic" });
  });

  it("has the limits of issue 10 in one table", () => {
    expect(FILE_KINDS.avatar.maxBytes).toBe(10 * 1024 * 1024);
    expect(FILE_KINDS.book.maxBytes).toBe(100 * 1024 * 1024);
  });
});

describe("S3 settings", () => {
  const base = { AUTH_SECRET: "x".repeat(40), LOG_LEVEL: "silent" };
  const full = { S3_ENDPOINT: "http://127.0.0.1:9000", S3_BUCKET: "vidyapath-files", S3_REGION: "us-east-1", S3_ACCESS_KEY_ID: "key", S3_SECRET_ACCESS_KEY: "secret", S3_FORCE_PATH_STYLE: "true" };

  it("are optional (files on disk) and complete together", () => {
    expect(readEnv(base).S3_BUCKET).toBeUndefined();
    const e = readEnv({ ...base, ...full });
    expect(e).toMatchObject({ S3_BUCKET: "vidyapath-files", S3_FORCE_PATH_STYLE: true, S3_ENDPOINT: "http://127.0.0.1:9000" });
    // AWS S3 itself: no endpoint, virtual-hosted style.
    const { S3_ENDPOINT: _endpoint, S3_FORCE_PATH_STYLE: _style, ...aws } = full;
    expect(readEnv({ ...base, ...aws }).S3_FORCE_PATH_STYLE).toBe(false);
  });

  it("fail the boot with one readable line naming what is missing", () => {
    expect(() => readEnv({ ...base, S3_BUCKET: "vidyapath-files", S3_ACCESS_KEY_ID: "key" })).toThrow(/S3_BUCKET: S3 storage needs .*missing: S3_REGION, S3_SECRET_ACCESS_KEY\./);
    expect(() => readEnv({ ...base, S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(/missing: S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
    expect(() => readEnv({ ...base, ...full, S3_ENDPOINT: "ftp://files" })).toThrow(/S3_ENDPOINT must be an http\(s\) URL/);
    expect(() => readEnv({ ...base, ...full, S3_BUCKET: "Bad_Bucket" })).toThrow(/S3_BUCKET must be a bucket name/);
  });
});
