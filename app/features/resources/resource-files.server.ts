// Where study-resource files live until the storage module (disk or S3) lands: DATA_DIR/files/<key>,
// like uploaded lesson files. A key is a relative name such as "resources/demo/notes-10-maths.pdf";
// it is checked so that it can never point outside that folder. Only these three functions know the
// layout, so moving to the storage module is a change here alone.
import { existsSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "../../lib/env.server";

const KEY = /^resources\/[a-z0-9-]{1,40}\/[a-z0-9][a-z0-9.-]{0,120}\.pdf$/;

export function resourceFilePath(key: string): string {
  if (!KEY.test(key) || key.includes("..")) throw new Error(`Invalid resource file key: ${key}`);
  return path.resolve(env().DATA_DIR, "files", key);
}

export function resourceFileExists(key: string): boolean {
  return existsSync(resourceFilePath(key));
}

/** Writes the file atomically (temporary name, then rename), so a crash never leaves half a PDF. */
export async function writeResourceFile(key: string, bytes: Uint8Array): Promise<void> {
  const target = resourceFilePath(key);
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, target);
}
