// `npm run bench:js-budget`: the public pages' initial JavaScript against the 130 KB (gzip) budget
// (issue 10: "the public JS budget (≤ 130 KB gzip) holds"; pdf.js must stay out of it).
//
// Starts the production server, fetches each page as an anonymous visitor, and counts every script
// the page loads before it is interactive: the modulepreload links and module scripts in the HTML,
// plus anything those modules import statically (followed through the built files, so a chunk that
// is imported but not preloaded still counts), plus inline scripts. Sizes are the bytes the server
// sends with `Accept-Encoding: gzip` (its precompressed .gz files). Dynamic imports (pdf.js, the
// viewer) are not initial JavaScript and are listed only if a page preloads them.
//
// Env: BENCH_PAGES=/a,/b (default: PAGES below). Exit code 1 when a page is over the budget.
import { gzipSync } from "node:zlib";
import { startServer } from "./bench-support.mjs";

export const PAGES = ["/", "/courses", "/resources", "/login", "/blogs", "/blogs/1-class-10-board-exams-a-90-day-study-plan-that-works", "/counseling"];
const BUDGET_KB = 130;

const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(",").map((p) => p.trim()).filter(Boolean) : PAGES;
const server = await startServer({ env: { LOG_LEVEL: "warn" } });
let over = false;
try {
  const sizes = new Map(); // url → { gzipBytes, source }
  const fetchScript = async (url) => {
    if (sizes.has(url)) return sizes.get(url);
    const [gz, raw] = await Promise.all([fetch(url, { headers: { "accept-encoding": "gzip" } }), fetch(url, { headers: { "accept-encoding": "identity" } })]);
    if (!gz.ok || !raw.ok) throw new Error(`${url} answered ${gz.status}/${raw.status}`);
    // fetch() decodes the body: count the compressed bytes from Content-Length when the server sent
    // gzip, else gzip the source ourselves (level 9, like the build's .gz files).
    const source = await raw.text();
    const encoded = gz.headers.get("content-encoding");
    const length = Number(gz.headers.get("content-length"));
    const gzipBytes = encoded === "gzip" && length ? length : gzipSync(source, { level: 9 }).length;
    await gz.arrayBuffer();
    const entry = { gzipBytes, source, servedGzip: encoded === "gzip" };
    sizes.set(url, entry);
    return entry;
  };

  console.log(`bench:js-budget — initial JavaScript per page, gzip, budget ${BUDGET_KB} KB`);
  const rows = [];
  for (const page of pages) {
    const res = await fetch(server.url + page);
    if (!res.ok) throw new Error(`${page} answered ${res.status}`);
    const html = await res.text();
    const queue = [];
    for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)) queue.push(/href="([^"]+)"/.exec(m[0])?.[1]);
    for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) queue.push(m[1]);
    let inlineBytes = 0;
    for (const m of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      inlineBytes += gzipSync(m[1], { level: 9 }).length;
      // Module scripts inline import the entry and route modules.
      for (const imp of m[1].matchAll(/import(?:\s*\(|[^"']*from)?\s*["']([^"']+\.js)["']/g)) queue.push(imp[1]);
    }
    const seen = new Set();
    while (queue.length) {
      const href = queue.shift();
      if (!href) continue;
      const url = new URL(href, server.url + page).href;
      if (seen.has(url)) continue;
      seen.add(url);
      const { source } = await fetchScript(url);
      // Static imports only: `import"./x.js"`, `from"./x.js"` (not `import("./x.js")`).
      for (const imp of source.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)) queue.push(new URL(imp[1], url).href);
    }
    const files = [...seen].map((url) => ({ url, ...sizes.get(url) }));
    const totalKB = (files.reduce((n, f) => n + f.gzipBytes, 0) + inlineBytes) / 1024;
    const pdfjs = files.filter((f) => /pdf/.test(new URL(f.url).pathname));
    if (totalKB > BUDGET_KB) over = true;
    rows.push({ page, totalKB, files: files.length, inlineKB: inlineBytes / 1024, pdfjs: pdfjs.map((f) => new URL(f.url).pathname) });
    console.log(
      `  ${page.padEnd(12)} ${totalKB.toFixed(1).padStart(6)} KB in ${files.length} files + inline ${(inlineBytes / 1024).toFixed(1)} KB  ${totalKB > BUDGET_KB ? "OVER the budget" : "within the budget"}${pdfjs.length ? `  (pdf chunks: ${pdfjs.map((f) => new URL(f.url).pathname).join(", ")})` : ""}`,
    );
    const biggest = files.toSorted((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 4);
    console.log(`               largest: ${biggest.map((f) => `${new URL(f.url).pathname} ${(f.gzipBytes / 1024).toFixed(1)} KB`).join(", ")}`);
  }
} finally {
  await server.stop();
}
if (over) process.exitCode = 1;
