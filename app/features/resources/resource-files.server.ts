// Study-resource files in the storage module (decision 029; disk under DATA_DIR/files or S3). A row's
// `file_key`, `preview_key` and `cover_key` are storage keys ("resources/demo/notes-10-maths.pdf",
// or whatever key the admin upload wrote): this module only reads and writes them through the store,
// so the disk layout of the catalogue slice (DATA_DIR/files/<key>) is the disk store's own layout —
// an existing data directory keeps working without a migration (decision 033).
import { isValidKey, type FileInfo } from "../../lib/storage/file-store";
import { fileStore } from "../../lib/storage/storage.server";

/** Whether a stored key may be served at all (a corrupt row is "no file", never an error page). */
export function isResourceKey(key: string | null | undefined): key is string {
  return typeof key === "string" && isValidKey(key) && key.endsWith(".pdf");
}

export async function resourceFileInfo(key: string): Promise<FileInfo | null> {
  return isResourceKey(key) ? fileStore().stat(key) : null;
}

export async function resourceFileExists(key: string): Promise<boolean> {
  return isResourceKey(key) && (await fileStore().exists(key));
}

/** The whole file in memory — for start-up's preview cutting and the watermark (pdf-lib needs the
 * whole document; see resource-watermark.server.ts for the bound). */
export async function readResourceFile(key: string): Promise<Uint8Array | null> {
  if (!isResourceKey(key)) return null;
  const read = await fileStore().get(key);
  return read ? new Uint8Array(await new Response(read.body).arrayBuffer()) : null;
}

/** Writes the file through the store (atomic: readers never see half a PDF). */
export async function writeResourceFile(key: string, bytes: Uint8Array): Promise<FileInfo> {
  if (!isResourceKey(key)) throw new Error(`Invalid resource file key: ${key}`);
  return fileStore().put(key, bytes, { contentType: "application/pdf" });
}
