// Storing an upload: the first bytes decide the type (checked against the kind's table in
// file-kinds.ts), the kind's size limit is enforced while the bytes stream to storage, and the key
// gets a fresh random name with the sniffed type's extension. Nothing is buffered beyond the first
// chunks: a 100 MB book goes to disk or S3 as it arrives. A refused upload leaves no file behind.
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { toNodeReadable } from "./disk-store.server";
import { checkKind, EXTENSION, FILE_KINDS, type FileKind, SNIFF_BYTES, type SniffedType } from "./file-kinds";
import { assertValidKey, type FileStore, type PutSource } from "./file-store";

export type UploadRefusal = "tooLarge" | "wrongType" | "typeMismatch" | "empty";
const STATUS: Record<UploadRefusal, 400 | 413 | 415> = { tooLarge: 413, wrongType: 415, typeMismatch: 415, empty: 400 };

/** An upload we will not store, with a 4xx status and a message a person can act on. Callers with a
 * translated page map `reason` to their own message keys. */
export class UploadRefused extends Error {
  readonly status: 400 | 413 | 415;
  constructor(
    readonly reason: UploadRefusal,
    readonly kind: FileKind,
    readonly detected: SniffedType | null = null,
  ) {
    const spec = FILE_KINDS[kind];
    const types = spec.types.map((t) => EXTENSION[t].toUpperCase()).join(", ");
    const messages: Record<UploadRefusal, string> = {
      tooLarge: `This ${spec.label} is larger than ${Math.round(spec.maxBytes / (1024 * 1024))} MB.`,
      wrongType: `This file is not a ${spec.label} we accept (${types})${detected ? `: its contents are ${EXTENSION[detected].toUpperCase()}` : ""}.`,
      typeMismatch: `This file's contents (${detected ? EXTENSION[detected].toUpperCase() : "unknown"}) do not match the type it was sent as.`,
      empty: `The ${spec.label} is empty.`,
    };
    super(messages[reason]);
    this.name = "UploadRefused";
    this.status = STATUS[reason];
  }
}

export type StoredUpload = { key: string; size: number; contentType: SniffedType };

export type UploadInput = {
  kind: FileKind;
  source: PutSource;
  /** Folder of the new key ("resources/books"); the name is random. */
  prefix: string;
  /** The type the sender claims (a form field's File.type): it must agree with the bytes. */
  claimedType?: string;
  /** The size the sender announced (Content-Length, File.size): refused early when over the limit. */
  declaredSize?: number;
};

/** Streams an upload into `store` after checking its type and while counting its size. */
export async function storeUpload(store: FileStore, input: UploadInput): Promise<StoredUpload> {
  const { kind, prefix } = input;
  const maxBytes = FILE_KINDS[kind].maxBytes;
  const source = toNodeReadable(input.source);
  if (input.declaredSize !== undefined && input.declaredSize > maxBytes) {
    source.destroy();
    throw new UploadRefused("tooLarge", kind);
  }
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
  const head: Uint8Array[] = [];
  let headBytes = 0;
  let done = false;
  while (headBytes < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      done = true;
      break;
    }
    const chunk = typeof next.value === "string" ? Buffer.from(next.value) : next.value;
    head.push(chunk);
    headBytes += chunk.byteLength;
  }
  const refuse = (reason: UploadRefusal, detected: SniffedType | null = null) => {
    source.destroy();
    return new UploadRefused(reason, kind, detected);
  };
  if (headBytes === 0) throw refuse("empty");
  if (headBytes > maxBytes) throw refuse("tooLarge");
  const check = checkKind(kind, Buffer.concat(head), input.claimedType);
  if (!check.ok) throw refuse(check.reason, check.detected);

  let refusal: UploadRefused | null = null;
  let size = 0;
  async function* counted() {
    for (const chunk of head) {
      size += chunk.byteLength;
      yield chunk;
    }
    if (done) return;
    while (true) {
      const next = await chunks.next();
      if (next.done) return;
      size += next.value.byteLength;
      if (size > maxBytes) {
        refusal = new UploadRefused("tooLarge", kind);
        source.destroy();
        throw refusal;
      }
      yield next.value;
    }
  }

  const key = `${prefix.replace(/\/+$/, "")}/${randomUUID()}.${EXTENSION[check.type]}`;
  assertValidKey(key);
  try {
    await store.put(key, Readable.from(counted(), { objectMode: false }), { contentType: check.type });
  } catch (error) {
    await store.delete(key).catch(() => undefined);
    throw refusal ?? error;
  }
  return { key, size, contentType: check.type };
}

/** A stored file's bytes, whole (small files only: an upload being re-encoded, a cover's page). */
export async function readStoredFile(store: FileStore, key: string): Promise<Buffer> {
  const file = await store.get(key);
  if (!file) throw new Error(`stored file vanished: ${key}`);
  const chunks: Uint8Array[] = [];
  for await (const chunk of file.body as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return Buffer.concat(chunks);
}
