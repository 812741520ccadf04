// A study resource's cover rendered from page 1 of its PDF (decision 035): pdf.js (`pdfjs-dist`'s
// legacy build, the one meant for Node) draws the page on `@napi-rs/canvas` (prebuilt binaries inside
// the npm package), sharp turns the pixels into a WebP that fits 480×640 with the page's aspect kept.
//
// A PDF is untrusted input, so the rendering runs in a worker thread that can be stopped:
// - one render at a time per process (a queue), on one worker kept while there is work and stopped
//   after IDLE_MS without any;
// - each render is bounded by RENDER_TIMEOUT_MS (10 s): past it the worker is terminated (a loop in
//   the parser stops with it) and a new one is started for the next job;
// - memory: the worker's V8 heap is capped (`resourceLimits`; over it the worker dies, not the
//   server), pdf.js skips images over MAX_IMAGE_PIXELS, and the canvas is at most RENDER_WIDTH wide
//   and MAX_CANVAS_PIXELS in area whatever size the page claims;
// - any failure (broken or encrypted PDF, timeout, out of memory, no canvas on this platform) is
//   `null`: the caller draws the typographic cover instead.
// The worker's code is a string (`eval: true`), so both server bundles carry it without a separate
// file; it loads pdf.js from node_modules by an absolute URL resolved here.
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import sharp from "sharp";
import { log } from "../../lib/logger.server";

export const COVER_WIDTH = 480;
export const COVER_HEIGHT = 640;
/** Page 1 is drawn this wide (twice the cover) and scaled down by sharp: smoother text. */
const RENDER_WIDTH = COVER_WIDTH * 2;
const MAX_CANVAS_PIXELS = RENDER_WIDTH * COVER_HEIGHT * 4; // a very tall page is cut off, not drawn in full
const MAX_IMAGE_PIXELS = 16_000_000;
export const RENDER_TIMEOUT_MS = 10_000;
const HEAP_MB = 256;
const IDLE_MS = 15_000;

const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require("node:worker_threads");
let pdfjs;
parentPort.on("message", async (job) => {
  let doc;
  try {
    pdfjs ??= await import(workerData.pdfjs);
    doc = await pdfjs.getDocument({
      data: job.data, isEvalSupported: false, standardFontDataUrl: workerData.fonts, cMapUrl: workerData.cmaps,
      cMapPacked: true, maxImageSize: workerData.maxImagePixels, useSystemFonts: false, verbosity: 0,
    }).promise;
    const page = await doc.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    if (!(natural.width > 0 && natural.height > 0)) throw new Error("page 1 has no size");
    const viewport = page.getViewport({ scale: workerData.width / natural.width });
    const width = Math.max(1, Math.round(viewport.width));
    const height = Math.max(1, Math.min(Math.round(viewport.height), Math.floor(workerData.maxPixels / width)));
    const { canvas, context } = doc.canvasFactory.create(width, height);
    await page.render({ canvas, canvasContext: context, viewport, background: "#ffffff" }).promise;
    const image = context.getImageData(0, 0, width, height);
    parentPort.postMessage({ ok: true, width, height, pixels: image.data }, [image.data.buffer]);
  } catch (error) {
    parentPort.postMessage({ ok: false, error: String(error && error.message || error).slice(0, 300) });
  } finally {
    if (doc) await doc.destroy().catch(() => {});
  }
});`;

type Answer = { ok: true; width: number; height: number; pixels: Uint8ClampedArray } | { ok: false; error: string };

function workerData() {
  const require = createRequire(import.meta.url);
  const root = path.dirname(require.resolve("pdfjs-dist/package.json"));
  return {
    pdfjs: pathToFileURL(path.join(root, "legacy", "build", "pdf.mjs")).href,
    fonts: path.join(root, "standard_fonts") + path.sep,
    cmaps: path.join(root, "cmaps") + path.sep,
    width: RENDER_WIDTH,
    maxPixels: MAX_CANVAS_PIXELS,
    maxImagePixels: MAX_IMAGE_PIXELS,
  };
}

let worker: Worker | null = null;
let idleTimer: NodeJS.Timeout | null = null;
let queue: Promise<unknown> = Promise.resolve();

function stopWorker() {
  const w = worker;
  worker = null;
  if (w) void w.terminate().catch(() => undefined);
}

function renderInWorker(data: Uint8Array, timeoutMs: number): Promise<Answer> {
  if (idleTimer) clearTimeout(idleTimer);
  worker ??= new Worker(WORKER_SOURCE, { eval: true, workerData: workerData(), resourceLimits: { maxOldGenerationSizeMb: HEAP_MB } });
  const w = worker;
  w.unref();
  return new Promise<Answer>((resolve) => {
    const done = (answer: Answer, stop: boolean) => {
      clearTimeout(timer);
      w.off("message", onMessage);
      w.off("error", onError);
      w.off("exit", onExit);
      if (stop && worker === w) stopWorker();
      resolve(answer);
    };
    const onMessage = (answer: Answer) => done(answer, false);
    const onError = (error: Error) => done({ ok: false, error: `worker: ${String(error.message).slice(0, 200)}` }, true);
    const onExit = (code: number) => done({ ok: false, error: `worker exited (${code})` }, true);
    const timer = setTimeout(() => done({ ok: false, error: `timed out after ${timeoutMs} ms` }, true), timeoutMs);
    w.on("message", onMessage);
    w.on("error", onError);
    w.on("exit", onExit);
    // A copy the worker owns: the caller keeps its bytes (the preview is cut from them too).
    const copy = new Uint8Array(data);
    w.postMessage({ data: copy }, [copy.buffer]);
  }).finally(() => {
    if (worker) idleTimer = setTimeout(stopWorker, IDLE_MS).unref();
  });
}

export type RenderedCover = { webp: Buffer; width: number; height: number; ms: number };

/** The size and quality of the WebP: the cover's by default; the viewer's page 1 (decision 033
 * amendment) asks for a reading width (at most RENDER_WIDTH, what the worker draws). */
export type CoverSize = { width: number; height: number; quality: number };
const COVER_SIZE: CoverSize = { width: COVER_WIDTH, height: COVER_HEIGHT, quality: 78 };
/** Page 1 at reading width for the viewers: 900 px wide, any height the canvas bound allows. */
export const READING_SIZE: CoverSize = { width: 900, height: Math.floor(MAX_CANVAS_PIXELS / RENDER_WIDTH), quality: 70 };

/** Page 1 of `pdf` as a WebP that fits 480×640 (or `size`; aspect kept), or null when it cannot be
 * rendered in time (the reason is logged). Renders one at a time. */
export function renderFirstPageCover(pdf: Uint8Array, opts: { timeoutMs?: number; size?: CoverSize } = {}): Promise<RenderedCover | null> {
  const size = opts.size ?? COVER_SIZE;
  const job = queue.then(async () => {
    const started = Date.now();
    const answer = await renderInWorker(pdf, opts.timeoutMs ?? RENDER_TIMEOUT_MS);
    if (!answer.ok) {
      log.info("cover not rendered from page 1", { error: answer.error });
      return null;
    }
    const { data, info } = await sharp(Buffer.from(answer.pixels.buffer, answer.pixels.byteOffset, answer.pixels.byteLength), { raw: { width: answer.width, height: answer.height, channels: 4 } })
      .resize(Math.min(size.width, RENDER_WIDTH), size.height, { fit: "inside" })
      .flatten({ background: "#ffffff" })
      .webp({ quality: size.quality })
      .toBuffer({ resolveWithObject: true });
    return { webp: data, width: info.width, height: info.height, ms: Date.now() - started };
  });
  queue = job.catch(() => undefined);
  return job.catch((error: unknown) => {
    log.warn("cover rendering failed", { error: String(error).slice(0, 300) });
    return null;
  });
}

/** Stops the worker now (tests, shutdown); the next render starts a new one. */
export function stopCoverRenderer() {
  if (idleTimer) clearTimeout(idleTimer);
  stopWorker();
}
