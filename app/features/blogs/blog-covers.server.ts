// Blog covers (decision 036): an uploaded JPEG/PNG/WebP streams through the storage module's
// `storeUpload` (kind "cover": sniffed type, 5 MB while streaming), then sharp re-encodes it into two
// WebP files under "blogs/covers/": 1200×630 for the post page and its OpenGraph image, and a 480×252
// copy for cards (`smallCoverKey`). The original upload is removed. Demo posts get a drawn cover
// (a gradient and a pattern per category, no text: the machines' SVG renderer has no Devanagari font,
// and the title stands right next to the picture anyway).
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import sharp from "sharp";
import type { FileStore } from "../../lib/storage/file-store";
import { readStoredFile, storeUpload, UploadRefused } from "../../lib/storage/upload.server";
import type { BlogCategory } from "./blog-types";
import { smallCoverKey } from "./catalogue.server";

export const COVER_SIZE = { width: 1200, height: 630 } as const;
export const SMALL_COVER_SIZE = { width: 480, height: 252 } as const;

/** Writes the two WebP sizes of an image under `key` (and its small twin). */
export async function writeCover(store: FileStore, key: string, image: Buffer | string): Promise<void> {
  const input = () => sharp(typeof image === "string" ? Buffer.from(image) : image, { limitInputPixels: 40_000_000, failOn: "error" }).rotate();
  const [large, small] = await Promise.all([
    input().resize(COVER_SIZE.width, COVER_SIZE.height, { fit: "cover" }).webp({ quality: 76 }).toBuffer(),
    input().resize(SMALL_COVER_SIZE.width, SMALL_COVER_SIZE.height, { fit: "cover" }).webp({ quality: 72 }).toBuffer(),
  ]);
  await store.put(key, large, { contentType: "image/webp" });
  await store.put(smallCoverKey(key), small, { contentType: "image/webp" });
}

/** An uploaded cover: checked and streamed by storeUpload, re-encoded; returns the large key. A file
 * whose bytes look like an image but do not decode is refused like a wrong type. */
export async function storeBlogCover(store: FileStore, stream: Readable, claimedType: string): Promise<string> {
  const original = await storeUpload(store, { kind: "cover", prefix: "blogs/uploads", source: stream, claimedType: claimedType || undefined });
  try {
    const bytes = await readStoredFile(store, original.key);
    const key = `blogs/covers/${randomUUID()}.webp`;
    try {
      await writeCover(store, key, bytes);
    } catch {
      await removeCover(store, key);
      throw new UploadRefused("wrongType", "cover");
    }
    return key;
  } finally {
    await store.delete(original.key).catch(() => undefined);
  }
}

/** Removes a cover and its small copy (idempotent). */
export async function removeCover(store: FileStore, key: string | null | undefined): Promise<void> {
  if (!key) return;
  await Promise.all([store.delete(key).catch(() => undefined), store.delete(smallCoverKey(key)).catch(() => undefined)]);
}

/** Colours per category: a dark-to-light gradient that white shapes read well on. */
const PALETTE: Record<BlogCategory, [string, string]> = {
  "board-exams": ["#1e3a8a", "#2563eb"],
  jee: ["#312e81", "#7c3aed"],
  neet: ["#064e3b", "#0d9488"],
  upsc: ["#7c2d12", "#d97706"],
  careers: ["#0c4a6e", "#0891b2"],
  scholarships: ["#831843", "#db2777"],
};

/** A glyph per category, drawn in the white tile at (120, 150), 120 × 120. */
function glyph(category: BlogCategory, colour: string): string {
  const stroke = (width = 8) => `fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
  switch (category) {
    case "board-exams": // a sheet with lines
      return `<path d="M150 190h60M150 212h60M150 234h40" ${stroke()}/>`;
    case "jee": // an atom
      return `<g ${stroke(6)}><ellipse cx="180" cy="210" rx="42" ry="16"/><ellipse cx="180" cy="210" rx="42" ry="16" transform="rotate(60 180 210)"/><ellipse cx="180" cy="210" rx="42" ry="16" transform="rotate(120 180 210)"/></g><circle cx="180" cy="210" r="7" fill="${colour}"/>`;
    case "neet": // a medical cross
      return `<path d="M168 178h24v20h20v24h-20v20h-24v-20h-20v-24h20z" fill="${colour}"/>`;
    case "upsc": // a building with pillars
      return `<path d="M146 190l34-18 34 18zM150 244h60M156 196v40M172 196v40M188 196v40M204 196v40" ${stroke(7)}/>`;
    case "careers": // a rising path
      return `<path d="M148 240l24-26 18 14 30-38M196 190h24v24" ${stroke()}/>`;
    case "scholarships": // a graduation cap
      return `<path d="M140 204l40-20 40 20-40 20z" fill="${colour}"/><path d="M158 214v18c14 10 30 10 44 0v-18M216 206v26" ${stroke(6)}/>`;
  }
}

/** A simple drawn cover: the category's gradient and glyph, with soft circles and lines placed by `seed`. */
export function demoCoverSvg(category: BlogCategory, seed: number): string {
  const [from, to] = PALETTE[category];
  let state = seed * 9301 + 49297;
  const rand = () => ((state = (state * 9301 + 49297) % 233280) / 233280);
  const circles = Array.from({ length: 6 }, () => {
    const r = 40 + rand() * 160;
    return `<circle cx="${Math.round(rand() * 1200)}" cy="${Math.round(rand() * 630)}" r="${Math.round(r)}" fill="#ffffff" fill-opacity="${(0.06 + rand() * 0.1).toFixed(2)}"/>`;
  }).join("");
  const lines = Array.from({ length: 5 }, (_, i) => `<rect x="120" y="${360 + i * 36}" width="${Math.round(260 + rand() * 520)}" height="14" rx="7" fill="#ffffff" fill-opacity="${i === 0 ? 0.55 : 0.25}"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/>${circles}<rect x="120" y="150" width="120" height="120" rx="28" fill="#ffffff" fill-opacity="0.92"/>${glyph(category, from)}${lines}</svg>`;
}
