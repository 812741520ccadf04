// Unicode text for the app's pdf-lib documents (certificate, payment receipt). Latin text uses the
// standard Helvetica fonts (nothing to embed); Devanagari (Hindi names and course titles) uses Noto Sans
// Devanagari Bold, shipped in ./fonts (SIL OFL 1.1, see fonts/OFL.txt) and embedded as a subset of the
// glyphs used, so a document stays small. Mixed text ("Physics भौतिकी") is drawn run by run, each run
// in the font that has its characters (`splitRuns`).
//
// Font engine: upstream `fontkit` 2, not the `@pdf-lib/fontkit` fork pdf-lib suggests. The fork
// (last release 2020) crashes on Devanagari ("regeneratorRuntime is not defined" in its Indic
// shaper, pdf-lib#785/#1419) and writes corrupt TrueType subsets (short `loca`, fixed upstream in
// fontkit 1.8). pdf-lib accepts any object with `create()`; the adapter below only adds the
// `encodeStream()` that pdf-lib's subset embedder calls (fontkit 2 has `encode()`).
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { create as createFontkitFont, type Font as FontkitFont } from "fontkit";
import { rgb, type PDFDocument } from "pdf-lib";

// ——— Brand colours ———

export const NAVY = rgb(0.118, 0.227, 0.541); // #1e3a8a, the app's brand colour
export const SAFFRON = rgb(0.761, 0.255, 0.047); // #c2410c
export const INK = rgb(0.2, 0.255, 0.333); // #334155
export const MUTED = rgb(0.392, 0.455, 0.545); // #64748b

// ——— The Devanagari font ———

const FONT_FILE = "NotoSansDevanagari-Bold.ttf";

// The font sits next to this module in the source tree (app/lib/fonts); the server bundles
// (build/server/index.js, build/server-main.js) run from elsewhere, so look in ./fonts first, then in
// app/lib/fonts (or lib/fonts, when the walk passes through app/) of each ancestor directory (the
// project root), then under the working directory.
function fontPath(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "fonts", FONT_FILE)];
  for (let dir = here; ; dir = path.dirname(dir)) {
    candidates.push(path.join(dir, "app", "lib", "fonts", FONT_FILE), path.join(dir, "lib", "fonts", FONT_FILE));
    if (path.dirname(dir) === dir) break;
  }
  candidates.push(path.resolve("app", "lib", "fonts", FONT_FILE));
  const found = candidates.find((c) => existsSync(c));
  if (!found) throw new Error(`PDF font ${FONT_FILE} not found`);
  return found;
}

let fontBytes: Promise<Uint8Array> | undefined;
/** The Devanagari font file, read once per process (a failed read is retried on the next call). */
export function devanagariFontBytes(): Promise<Uint8Array> {
  fontBytes ??= readFile(fontPath()).catch((error: unknown) => {
    fontBytes = undefined;
    throw error;
  });
  return fontBytes;
}

type PdfLibFontkit = Parameters<PDFDocument["registerFontkit"]>[0];

// Parsed once per process: fontkit reads tables lazily and caches glyphs; every document gets its own
// subset (createSubset), so sharing the parsed font between requests (and documents) is safe.
const parsedFonts = new WeakMap<Uint8Array, FontkitFont>();
/** Pass to `doc.registerFontkit()` before embedding the Devanagari font. */
export const fontkitForPdfLib = {
  create(bytes: Uint8Array) {
    let font = parsedFonts.get(bytes);
    if (!font) {
      const parsed = createFontkitFont(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      if (!("createSubset" in parsed)) throw new Error("Font collections are not supported");
      const createSubset = parsed.createSubset.bind(parsed);
      font = Object.assign(parsed, {
        createSubset: () => {
          const subset = createSubset();
          return Object.assign(subset, { encodeStream: () => Readable.from([subset.encode()]) });
        },
      });
      parsedFonts.set(bytes, font);
    }
    return font;
  },
} as unknown as PdfLibFontkit;

// ——— Text runs: which font draws which characters ———

const isDevanagari = (cp: number) => (cp >= 0x0900 && cp <= 0x097f) || (cp >= 0xa8e0 && cp <= 0xa8ff) || cp === 0x200c || cp === 0x200d || cp === 0x25cc;
// Danda and double danda (U+0964/5) are Devanagari punctuation; the rest of this set is shared.
const isNeutral = (cp: number) => cp === 0x20 || cp === 0xa0 || (cp >= 0x30 && cp <= 0x39) || ".,-()'’:;/".includes(String.fromCodePoint(cp));

export type TextRun = { text: string; deva: boolean };

// Latin letters that have no Unicode decomposition but an obvious WinAnsi stand-in.
const LATIN_FALLBACK: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", Ħ: "H", ħ: "h", ı: "i", ẞ: "SS", Ŧ: "T", ŧ: "t" };

/** Splits text into Latin (Helvetica) and Devanagari runs. Latin characters outside WinAnsi lose their
 * accents (ā → a); characters of other scripts become "?" — Helvetica cannot draw them. */
export function splitRuns(input: string, latinCharset: ReadonlySet<number>): TextRun[] {
  // eslint-disable-next-line no-control-regex -- strip control characters, whatever the source
  const text = input.normalize("NFC").replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, " ").replace(/\s+/g, " ").trim();
  const runs: TextRun[] = [];
  let current = null as TextRun | null;
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0x3f;
    let deva: boolean;
    let out = ch;
    if (isNeutral(cp)) deva = current?.deva ?? false;
    else if (isDevanagari(cp)) deva = true;
    else {
      deva = false;
      if (!latinCharset.has(cp)) {
        const plain = LATIN_FALLBACK[ch] ?? ch.normalize("NFKD").replace(/\p{M}/gu, "");
        out = plain && [...plain].every((c) => latinCharset.has(c.codePointAt(0) ?? 0)) ? plain : "?";
      }
    }
    if (current && current.deva === deva) current.text += out;
    else {
      current = { text: out, deva };
      runs.push(current);
    }
  }
  return runs;
}
