// What each kind of uploaded file may be, and how large: one table for the whole app (docs/decisions/
// 029-storage-module.md). A file's type is read from its first bytes (`sniffContentType`), never from
// the name or the browser's claim. No Node imports: forms import the limits to refuse a file before
// uploading it over a phone's mobile data.

export type SniffedType = "application/pdf" | "image/jpeg" | "image/png" | "image/webp" | "video/mp4" | "video/webm" | "image/heic";

const MB = 1024 * 1024;

export const FILE_KINDS = {
  /** A profile photo as a phone sends it (re-encoded to a small WebP before it is stored). */
  avatar: { types: ["image/jpeg", "image/png", "image/webp"], maxBytes: 10 * MB, label: "profile photo" },
  /** A lesson's or trailer's PDF or video. */
  lessonFile: { types: ["application/pdf", "video/mp4", "video/webm"], maxBytes: 500 * MB, label: "lesson file" },
  /** Study resources (the resource store): a book, PDF notes, a previous or mock paper, its cover. */
  book: { types: ["application/pdf"], maxBytes: 100 * MB, label: "book" },
  pdfNotes: { types: ["application/pdf"], maxBytes: 25 * MB, label: "PDF notes" },
  paper: { types: ["application/pdf"], maxBytes: 25 * MB, label: "paper" },
  cover: { types: ["image/jpeg", "image/png", "image/webp"], maxBytes: 5 * MB, label: "cover image" },
} as const satisfies Record<string, { types: readonly SniffedType[]; maxBytes: number; label: string }>;

export type FileKind = keyof typeof FILE_KINDS;

export const EXTENSION: Record<SniffedType, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "video/mp4": "mp4",
  "video/webm": "webm",
  "image/heic": "heic",
};

/** How many leading bytes `sniffContentType` needs at most. */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);
const MP4_BRANDS = new Set(["isom", "iso2", "iso3", "iso4", "iso5", "iso6", "mp41", "mp42", "avc1", "M4V ", "dash", "mmp4", "MSNV"]);

/** The type the file's first bytes show, or null when they are none of the types we accept.
 * An HEIC/HEIF photo is recognised (as image/heic) so it can get its own message. */
export function sniffContentType(bytes: Uint8Array): SniffedType | null {
  if (ascii(bytes, 0, 5) === "%PDF-") return "application/pdf";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (HEIF_BRANDS.has(brand)) return "image/heic";
    if (MP4_BRANDS.has(brand)) return "video/mp4";
    return null;
  }
  // Matroska's EBML header, with the DocType "webm" in the header that follows.
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(bytes, 4, Math.min(bytes.length, SNIFF_BYTES)).includes("webm")) return "video/webm";
  return null;
}

export type KindCheck = { ok: true; type: SniffedType } | { ok: false; reason: "wrongType" | "typeMismatch"; detected: SniffedType | null };

/** Whether a file whose first bytes are `head` may be stored as `kind`. `claimedType` (the browser's
 * or the admin's) must agree with the bytes when it is given. */
export function checkKind(kind: FileKind, head: Uint8Array, claimedType?: string): KindCheck {
  const detected = sniffContentType(head);
  const allowed: readonly string[] = FILE_KINDS[kind].types;
  if (!detected || !allowed.includes(detected)) return { ok: false, reason: "wrongType", detected };
  const claim = claimedType?.split(";")[0]?.trim().toLowerCase();
  // Browsers send application/octet-stream when they do not know a type: that claims nothing.
  if (claim && claim !== "application/octet-stream" && claim !== detected && !(claim === "image/jpg" && detected === "image/jpeg")) {
    return { ok: false, reason: "typeMismatch", detected };
  }
  return { ok: true, type: detected };
}
