// Memory and time of one buyer's watermarked copy (decision 033): builds the 21.5 MB demo book (the
// largest demo file), then stamps it as the file route does, sampling RSS every 5 ms.
// Run: npx tsx scripts/bench-watermark.ts [file.pdf]
import { readFileSync } from "node:fs";
import { buildResourcePdf } from "../app/features/resources/resource-pdf.server";
import { stampPdf, watermarkLine } from "../app/features/resources/resource-watermark.server";
import { RESOURCE_CATALOGUE } from "../db/demo/resource-catalogue";

async function source(): Promise<Uint8Array> {
  if (process.argv[2]) return new Uint8Array(readFileSync(process.argv[2]));
  const item = RESOURCE_CATALOGUE.find((r) => r.key === "book-illustrated-biology-reader")!;
  return buildResourcePdf({ title: item.title, facts: [item.subject], sections: item.sections, plates: item.plates });
}

let bytes: Uint8Array | null = await source();
const size = bytes.length;
(globalThis as { gc?: () => void }).gc?.();
const before = process.memoryUsage().rss;
let peak = before;
const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
const started = Date.now();
const out = await stampPdf(bytes, watermarkLine("student@example.com"));
bytes = null;
clearInterval(timer);
peak = Math.max(peak, process.memoryUsage().rss);
const mb = (n: number) => Math.round(n / 1048576);
console.log(JSON.stringify({ fileMB: +(size / 1048576).toFixed(1), copyMB: +(out.length / 1048576).toFixed(1), ms: Date.now() - started, rssBeforeMB: mb(before), rssPeakMB: mb(peak), addedMB: mb(peak - before), addedPerFileMB: +((peak - before) / size).toFixed(2) }));
