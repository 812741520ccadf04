// Reading a multipart form whose files are too large to hold in memory (a 100 MB book). React
// Router's `request.formData()` is undici's parser: it keeps every file part whole in memory as a
// Blob before the action sees it. Here busboy parses the body as it arrives: text fields are
// collected (bounded), and each file part is handed, as a stream, to `onFile` while the body is still
// arriving — typically `storeUpload`, which sniffs, counts and streams it to storage. Forms put their
// file inputs last, so `onFile` already sees the text fields typed before it (the kind, say).
// (docs/decisions/034-admin-resources.md)
import { PassThrough, Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";

export type IncomingFile = { field: string; filename: string; type: string; stream: Readable };

export type StreamedForm<T> = {
  /** Text fields (the last value of a repeated field). */
  fields: Record<string, string>;
  /** What `onFile` returned, per file field that carried a file. */
  files: Partial<Record<string, T>>;
  /** Why `onFile` failed, per file field (the rest of that file was read and dropped). */
  failures: Partial<Record<string, unknown>>;
  /** A field was repeated, a value cut off, an unknown file field sent, or too many fields. */
  malformed: boolean;
};

export type StreamFormOptions<T> = {
  fileFields: readonly string[];
  onFile: (file: IncomingFile, fieldsSoFar: Readonly<Record<string, string>>) => Promise<T>;
  maxFields?: number;
  maxFieldBytes?: number;
};

/** The form, or null when the body is not multipart. A body that breaks off or cannot be parsed is
 * `malformed` (the caller's 400; it removes the files `onFile` stored before the break). */
export async function readStreamedForm<T>(request: Request, options: StreamFormOptions<T>): Promise<StreamedForm<T> | null> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) return null;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: { fields: options.maxFields ?? 40, fieldSize: options.maxFieldBytes ?? 16 * 1024, files: options.fileFields.length, parts: (options.maxFields ?? 40) + options.fileFields.length },
      defParamCharset: "utf8",
    });
  } catch {
    return null;
  }
  const result: StreamedForm<T> = { fields: {}, files: {}, failures: {}, malformed: false };
  const seen = new Set<string>();
  const pending: Promise<void>[] = [];
  const note = (name: string) => {
    if (seen.has(name)) result.malformed = true;
    seen.add(name);
  };

  parser.on("field", (name, value, info) => {
    note(name);
    if (info.valueTruncated || info.nameTruncated) result.malformed = true;
    result.fields[name] = value;
  });
  parser.on("file", (name, file, info) => {
    // A file input left empty still sends a part, with no file name and no bytes.
    if (!info.filename) {
      file.resume();
      return;
    }
    const repeated = seen.has(name);
    note(name);
    // An unknown file field, or a second part for one (the form is refused): drain it, store nothing,
    // so no file is left behind that the answer never names.
    if (repeated || !options.fileFields.includes(name)) {
      result.malformed = true;
      file.resume();
      return;
    }
    const pass = new PassThrough();
    file.pipe(pass);
    // A body cut off mid-file fails the file's stream; the handler must hear of it, not wait forever.
    file.on("error", (error) => pass.destroy(error));
    pending.push(
      options.onFile({ field: name, filename: info.filename, type: info.mimeType, stream: pass }, { ...result.fields }).then(
        (value) => {
          result.files[name] = value;
          file.resume(); // whatever the handler did not read
        },
        (error: unknown) => {
          result.failures[name] = error;
          file.unpipe(pass);
          pass.destroy();
          file.resume(); // read the rest and drop it, so the form's answer reaches the browser
        },
      ),
    );
  });
  parser.on("partsLimit", () => (result.malformed = true));
  parser.on("filesLimit", () => (result.malformed = true));
  parser.on("fieldsLimit", () => (result.malformed = true));

  const finished = new Promise<void>((resolve, reject) => {
    parser.on("close", resolve);
    parser.on("error", reject);
  });
  const body = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
  body.on("error", (error) => parser.destroy(error));
  body.pipe(parser);
  try {
    await finished;
  } catch {
    result.malformed = true;
  }
  await Promise.allSettled(pending);
  return result;
}
