// The app's file store, chosen once by settings (decision 029): an S3-compatible bucket when S3_BUCKET
// is set, else the disk under DATA_DIR/files. Kept on globalThis like the pool and the settings, so
// the React Router bundle and the HTTP server bundle share one S3 client (docs/architecture.md).
// The AWS SDK is loaded only when S3 is configured (measured: ~70 ms and ~22 MB of RSS at start-up
// that a disk-only install does not pay): start-up's `prepareFileStore` builds the S3 store.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { env, type Env } from "../env.server";
import { DiskStore } from "./disk-store.server";
import type { FileStore } from "./file-store";
import type { S3Store } from "./s3-store.server";

const KEY = Symbol.for("vidyapath.fileStore");
const DEMO_KEY = Symbol.for("vidyapath.demoFileStore");
const holder = globalThis as { [KEY]?: FileStore; [DEMO_KEY]?: DiskStore };

/** The folders of DATA_DIR/files that hold the app's files (the disk backend's keys start with them). */
export const FILE_FOLDERS = ["avatars", "lessons", "resources", "quizzes", "blogs"] as const;

export function diskRoot(settings: Pick<Env, "DATA_DIR">): string {
  return path.resolve(settings.DATA_DIR, "files");
}

export async function createFileStore(settings: Env): Promise<FileStore> {
  if (settings.S3_BUCKET) {
    const { S3Store } = await import("./s3-store.server");
    return new S3Store({
      endpoint: settings.S3_ENDPOINT,
      region: settings.S3_REGION!,
      bucket: settings.S3_BUCKET,
      accessKeyId: settings.S3_ACCESS_KEY_ID!,
      secretAccessKey: settings.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    });
  }
  return new DiskStore(diskRoot(settings));
}

/** The store every feature writes to and reads from. */
export function fileStore(): FileStore {
  const ready = holder[KEY];
  if (ready) return ready;
  const settings = env();
  if (settings.S3_BUCKET) throw new Error("The S3 file store is used before start-up prepared it: call prepareFileStore() first (server/runtime.ts).");
  return (holder[KEY] = new DiskStore(diskRoot(settings)));
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** The demo content's files shipped in the repository (db/demo/files), read-only. They are part of the
 * code, so every instance has them whatever the backend: demo lessons work offline and on S3. */
export function demoFileStore(): DiskStore {
  if (holder[DEMO_KEY]) return holder[DEMO_KEY];
  // From the source tree (app/lib/storage) and from either bundle (build/, build/server/).
  const candidates = [path.resolve(here, "../../../db/demo/files"), path.resolve(here, "../db/demo/files"), path.resolve(here, "../../db/demo/files"), path.resolve("db/demo/files")];
  const root = candidates.find((c) => existsSync(c)) ?? path.resolve("db/demo/files");
  return (holder[DEMO_KEY] = new DiskStore(root, { readOnly: true }));
}

/** Start-up: with S3, check the bucket (a readable error stops the boot) and copy the files an older
 * version left on disk into it — idempotent: a key already in the bucket is skipped, the disk copy is
 * kept. Returns how many files were copied. */
export async function prepareFileStore(log: (message: string) => void = () => undefined): Promise<number> {
  const store = await createFileStore(env());
  holder[KEY] = store;
  if (store.backend !== "s3") return 0;
  await (store as S3Store).checkBucket();
  const copied = await copyMissingFiles(new DiskStore(diskRoot(env())), store, FILE_FOLDERS);
  if (copied > 0) log(`copied ${copied} file(s) from ${diskRoot(env())} to S3 bucket ${(store as S3Store).bucket}`);
  return copied;
}

/** Copies every file under `folders` of `from` that `to` does not have yet (streamed, one at a time). */
export async function copyMissingFiles(from: FileStore, to: FileStore, folders: readonly string[]): Promise<number> {
  let copied = 0;
  for (const folder of folders) {
    for await (const key of from.list(`${folder}/`)) {
      if (await to.exists(key)) continue;
      const file = await from.get(key);
      if (!file) continue;
      await to.put(key, file.body, { contentType: file.contentType });
      copied += 1;
    }
  }
  return copied;
}
