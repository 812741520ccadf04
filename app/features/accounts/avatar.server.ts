// Profile photos: checked by their first bytes (not the browser's claimed type), at most
// AVATAR_MAX_BYTES (a phone photo), then re-encoded with sharp into a 256×256 WebP: turned upright by
// its EXIF orientation, centre-cropped to a square, and written without any metadata (EXIF holds the
// camera, the time and often the GPS position). The original is never stored. Stored in the file
// store (decision 029) as "avatars/<uuid>.webp" — DATA_DIR/files/avatars on disk, as before — and
// served by GET /api/avatars/{file} to the owner and admins only (server/api/avatars.ts). A replaced
// photo's file is deleted, and each user may upload AVATAR_UPLOADS_PER_HOUR photos an hour, so the
// form cannot fill the storage or the CPU.
// See docs/decisions/023-profile-photos-and-body-limits.md.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { users } from "../../../db/schema";
import { db } from "../../lib/db.server";
import { log } from "../../lib/logger.server";
import { checkKind, SNIFF_BYTES } from "../../lib/storage/file-kinds";
import type { FileInfo, FileStore } from "../../lib/storage/file-store";
import { fileStore } from "../../lib/storage/storage.server";
import { checkBudget, spendBudget } from "./login-throttle.server";
import { AVATAR_MAX_BYTES } from "./photo-limits";

export { AVATAR_MAX_BYTES };
export const AVATAR_URL_PREFIX = "/api/avatars/";
export const AVATAR_SIZE_PX = 256;
/** Decompression bombs: a small file that decodes to a huge image. 50 megapixels holds a 48 MP
 * phone photo (8000×6000); sharp refuses larger ones before decoding them. */
export const AVATAR_MAX_INPUT_PIXELS = 50_000_000;
// Older photos were stored as sent (jpg/png/webp); new ones are always webp.
const FILE_PATTERN = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;

const avatarKey = (file: string) => `avatars/${file}`;

export type AvatarError = "profile.error.photoTooLarge" | "profile.error.photoNotImage" | "profile.error.photoHeic";
export type AvatarCheck = { ok: true; webp: Buffer } | { ok: false; error: AvatarError };

/** The uploaded file as a 256×256 WebP avatar, or why it cannot be one. */
export async function makeAvatar(file: File): Promise<AvatarCheck> {
  if (file.size > AVATAR_MAX_BYTES) return { ok: false, error: "profile.error.photoTooLarge" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  // Only JPEG, PNG and WebP are handed to the decoder: sharp would also read SVG, TIFF, GIF and more.
  // The browser's claimed type is not checked: phones label photos inconsistently.
  const kind = checkKind("avatar", bytes.subarray(0, SNIFF_BYTES));
  if (!kind.ok) return { ok: false, error: kind.detected === "image/heic" ? "profile.error.photoHeic" : "profile.error.photoNotImage" };
  try {
    const webp = await sharp(bytes, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: "error" })
      .rotate() // applies the EXIF orientation; the output carries no metadata (sharp's default)
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: "cover", position: "centre" })
      .webp({ quality: 80 })
      .toBuffer();
    return { ok: true, webp };
  } catch (error) {
    // A truncated or corrupt file, or one over the pixel limit: not a photo we can use.
    log.info("profile photo not decoded", { error: String(error).slice(0, 200) });
    return { ok: false, error: "profile.error.photoNotImage" };
  }
}

export async function storeAvatar(webp: Buffer): Promise<string> {
  const file = `${randomUUID()}.webp`;
  await fileStore().put(avatarKey(file), webp, { contentType: "image/webp" });
  return AVATAR_URL_PREFIX + file;
}

export type AvatarFile = { store: FileStore; key: string; name: string; info: FileInfo };

/** The photo's stored file if `viewer` may see it (its owner, or an admin), else null (a 404 to the caller). */
export async function avatarFileFor(file: string, viewer: { id: string; role: string }): Promise<AvatarFile | null> {
  if (!FILE_PATTERN.test(file)) return null;
  const [owner] = await db().select({ id: users.id }).from(users).where(eq(users.image, AVATAR_URL_PREFIX + file));
  if (!owner || (owner.id !== viewer.id && viewer.role !== "admin")) return null;
  const store = fileStore();
  const info = await store.stat(avatarKey(file));
  return info ? { store, key: avatarKey(file), name: file, info } : null;
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
  await fileStore()
    .delete(avatarKey(file))
    .catch((error: unknown) => log.warn("old profile photo not deleted", { file, error: String(error) }));
}
