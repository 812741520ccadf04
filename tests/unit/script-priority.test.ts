// The page's module preloads go out at low priority (decision 045), whatever the chunking of the
// server's HTML stream; the rest of the page passes unchanged.
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "../../app/lib/script-priority.server";

const HEAD =
  '<!DOCTYPE html><html lang="hi"><head><meta charSet="utf-8"/><title>हिन्दी पाठ्यक्रम</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n"/>' +
  '<link nonce="n" rel="stylesheet" href="/assets/root.css"/></head>';
const BODY = '<body><p>कक्षा 10</p><pre>&lt;link rel="modulepreload"&gt;</pre><link rel="modulepreload" href="/late.js"/></body></html>';
const PAGE = HEAD + BODY;

async function throughTransform(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

/** The page cut into pieces of `size` bytes: splits tags and multi-byte characters. */
function pieces(size: number): Buffer[] {
  const bytes = Buffer.from(PAGE, "utf8");
  const out: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(bytes.subarray(i, i + size));
  return out;
}

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload in the head as low priority and leaves the rest alone", async () => {
    const html = await throughTransform([Buffer.from(PAGE)]);
    expect(html).toBe(
      HEAD.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"') + BODY,
    );
  });

  it("gives the same page however the stream is cut, inside tags and inside Devanagari characters", async () => {
    const whole = await throughTransform([Buffer.from(PAGE)]);
    for (const size of [1, 2, 3, 7, 25, 64, 200]) {
      expect(await throughTransform(pieces(size))).toBe(whole);
    }
  });

  it("never touches the body", async () => {
    const html = await throughTransform([Buffer.from(PAGE)]);
    expect(html.slice(html.indexOf("</head>") + "</head>".length)).toBe(BODY);
  });

  it("passes a document without a head end through, rewritten", async () => {
    const html = await throughTransform([Buffer.from('<link rel="modulepreload" href="/a.js"/>')]);
    expect(html).toBe('<link rel="modulepreload" fetchpriority="low" href="/a.js"/>');
  });
});
