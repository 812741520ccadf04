// The S3-compatible backend (AWS S3, MinIO, Cloudflare R2, Backblaze B2…). Reads are streamed from
// the bucket, ranged with S3's own Range support; writes of a stream go through lib-storage's
// multipart Upload (at most QUEUE_SIZE parts of PART_SIZE in memory at a time, whatever the file's
// size), and a failed upload is aborted so no partial object is left. Nothing is public: every file
// is read through the app, which checks who may read it (docs/decisions/029-storage-module.md).
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { assertValidKey, type ByteRange, type FileInfo, type FileRead, type FileStore, type PutOptions, type PutSource } from "./file-store";
import { toNodeReadable } from "./disk-store.server";

export type S3Settings = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === "NoSuchKey" || error.name === "NotFound");

export class S3Store implements FileStore {
  readonly backend = "s3" as const;
  readonly client: S3Client;
  readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Checksums only where S3 requires them: many S3-compatible servers reject the SDK's default
      // aws-chunked uploads with trailing CRC32 checksums.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  /** Fails with a readable message when the bucket cannot be reached with these settings. */
  async checkBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = error instanceof S3ServiceException ? ` (HTTP ${error.$metadata.httpStatusCode ?? "?"} ${error.name})` : "";
      throw new Error(`S3 bucket "${this.bucket}" cannot be reached${status}: ${error instanceof Error ? error.message : String(error)}. Check S3_ENDPOINT, S3_BUCKET, S3_REGION and the access keys.`);
    }
  }

  async put(key: string, source: PutSource, options: PutOptions): Promise<FileInfo> {
    assertValidKey(key);
    if (source instanceof Uint8Array) {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: source, ContentType: options.contentType, ContentLength: source.byteLength }));
    } else {
      const upload = new Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key: key, Body: toNodeReadable(source), ContentType: options.contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      await upload.done();
    }
    const info = await this.stat(key);
    if (!info) throw new Error(`S3 put of ${key} finished but the object is missing`);
    return info;
  }

  async get(key: string, range?: ByteRange): Promise<FileRead | null> {
    assertValidKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${Math.max(0, range.start)}-${range.end}` : undefined }));
      if (!out.Body) return null;
      // "bytes 0-99/12345": the part sent and the whole size.
      const contentRange = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(out.ContentRange ?? "");
      const size = contentRange ? Number(contentRange[3]) : (out.ContentLength ?? 0);
      const part = range ? (contentRange ? { start: Number(contentRange[1]), end: Number(contentRange[2]) } : { start: 0, end: size - 1 }) : null;
      return {
        key,
        size,
        contentType: out.ContentType ?? "application/octet-stream",
        lastModified: out.LastModified ?? new Date(0),
        etag: out.ETag ?? `"${size.toString(16)}"`,
        range: part,
        body: out.Body.transformToWebStream() as ReadableStream<Uint8Array>,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) throw new RangeError(`range ${range?.start}-${range?.end} is outside ${key}`);
      throw error;
    }
  }

  async stat(key: string): Promise<FileInfo | null> {
    assertValidKey(key);
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      const size = out.ContentLength ?? 0;
      return { key, size, contentType: out.ContentType ?? "application/octet-stream", lastModified: out.LastModified ?? new Date(0), etag: out.ETag ?? `"${size.toString(16)}"` };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  async *list(prefix: string): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const out = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const item of out.Contents ?? []) if (item.Key) yield item.Key;
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
  }
}
