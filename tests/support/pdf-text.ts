// The text a reader sees on a PDF page drawn by pdf-lib, for assertions: the page's content streams
// are inflated and every `<hex> Tj` shown in a standard (WinAnsi) font is decoded, one string per
// drawText call. Runs in an embedded font (Devanagari subsets) hold glyph ids, not characters, and
// come out as "?" — assert on Latin text.
import { inflateSync } from "node:zlib";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFRef } from "pdf-lib";

function streamBytes(stream: PDFRawStream): Buffer {
  const filter = stream.dict.get(PDFName.of("Filter"));
  const raw = Buffer.from(stream.contents);
  return filter === PDFName.of("FlateDecode") ? inflateSync(raw) : raw;
}

/** The strings drawn on page `index`, in drawing order. */
export async function pdfPageText(bytes: Uint8Array, index = 0): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(index);
  const fonts = page.node.Resources()?.lookupMaybe(PDFName.of("Font"), PDFDict);
  const standard = new Set<string>();
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = doc.context.lookup(ref as PDFRef, PDFDict);
    if (font.get(PDFName.of("Subtype")) === PDFName.of("Type1")) standard.add(name.asString());
  }
  const contents = page.node.Contents();
  const objects = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  const streams = objects.filter((o): o is PDFRawStream => o instanceof PDFRawStream);
  const source = streams.map((s) => streamBytes(s).toString("latin1")).join("\n");
  const out: string[] = [];
  let font = "";
  let current = "";
  for (const m of source.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|\bET\b/g)) {
    if (m[1]) font = m[1];
    else if (m[2] !== undefined) current += standard.has(font) ? Buffer.from(m[2], "hex").toString("latin1") : "?";
    else if (current) {
      out.push(current);
      current = "";
    }
  }
  return out;
}
