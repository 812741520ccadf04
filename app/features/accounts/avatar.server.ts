// Profile photos: checked by their first bytes (not the browser's claimed type), at most 2 MB, and
// stored under DATA_DIR/files/avatars with a random name. They are served by GET /api/avatars/{file}
// to the owner and admins only (server/api/avatars.ts). A replaced photo's file is deleted, and each
// user may upload AVATAR_UPLOADS_PER_HOUR photos an hour, so the form cannot fill the disk.
import { randomUUID } from "node:crypto";
import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { users } from "../../../db/schema";
import { db } from "../../lib/db.server";
import { env } from "../../lib/env.server";
import { log } from "../../lib/logger.server";
import { checkBudget, spendBudget } from "./login-throttle.server";

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_URL_PREFIX = "/api/avatars/";
const FILE_PATTERN = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;

type ImageType = { ext: "jpg" | "png" | "webp"; mime: string };

export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { ext: "jpg", mime: "image/jpeg" };
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return { ext: "png", mime: "image/png" };
  if (bytes.length >= 12 && String.fromCharCode(...bytes.slice(0, 4)) === "RIFF" && String.fromCharCode(...bytes.slice(8, 12)) === "WEBP") return { ext: "webp", mime: "image/webp" };
  return null;
}

const avatarDir = () => path.resolve(env().DATA_DIR, "files", "avatars");

export type AvatarCheck = { ok: true; bytes: Uint8Array; type: ImageType } | { ok: false; error: "profile.error.photoType" | "profile.error.photoSize" };

export async function checkAvatar(file: File): Promise<AvatarCheck> {
  if (file.size > AVATAR_MAX_BYTES) return { ok: false, error: "profile.error.photoSize" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectImageType(bytes);
  if (!type) return { ok: false, error: "profile.error.photoType" };
  return { ok: true, bytes, type };
}

export async function storeAvatar(bytes: Uint8Array, type: ImageType): Promise<string> {
  await mkdir(avatarDir(), { recursive: true });
  const file = `${randomUUID()}.${type.ext}`;
  await writeFile(path.join(avatarDir(), file), bytes);
  return AVATAR_URL_PREFIX + file;
}

/** The photo's bytes if `viewer` may see it (its owner, or an admin), else null (a 404 to the caller). */
export async function readAvatar(file: string, viewer: { id: string; role: string }) {
  if (!FILE_PATTERN.test(file)) return null;
  const [owner] = await db().select({ id: users.id }).from(users).where(eq(users.image, AVATAR_URL_PREFIX + file));
  if (!owner || (owner.id !== viewer.id && viewer.role !== "admin")) return null;
  const bytes = await readFile(path.join(avatarDir(), file)).catch(() => null);
  if (!bytes) return null;
  const mime = file.endsWith(".png") ? "image/png" : file.endsWith(".webp") ? "image/webp" : "image/jpeg";
  return { bytes, mime };
}

export const AVATAR_UPLOADS_PER_HOUR = 10;
const HOUR = 3600;
const uploadBudget = (userId: string) => `avatar:${userId}`;

/** Whether the user may upload another photo now (hard limit per hour, kept in PostgreSQL). */
export const checkAvatarUpload = (userId: string) => checkBudget(uploadBudget(userId), AVATAR_UPLOADS_PER_HOUR, HOUR);
export const recordAvatarUpload = (userId: string) => spendBudget(uploadBudget(userId), HOUR);

/** The file name behind one of our own photo URLs; null for anything else (a Google photo URL, say). */
export function ownAvatarFile(url: string | null | undefined): string | null {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return null;
  const file = url.slice(AVATAR_URL_PREFIX.length);
  return FILE_PATTERN.test(file) ? file : null;
}

/** Deletes the file of one of our own photo URLs (call it after the database no longer points at it). */
export async function deleteAvatar(url: string | null | undefined) {
  const file = ownAvatarFile(url);
  if (!file) return;
  await unlink(path.join(avatarDir(), file)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") log.warn("old profile photo not deleted", { file, error: String(error) });
  });
}
