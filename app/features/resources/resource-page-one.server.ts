// Page 1 of a study resource as an image for the viewers (decision 033, amendment "page 1 first"):
// the viewer page's HTML shows it at once, pdf.js draws over it once it has loaded. Rendered by the
// bounded cover worker (resource-cover.server.ts) at reading width (900 px WebP), from exactly the
// file this viewer would be served — the full file (a buyer's watermarked copy) or the stored
// preview — and kept in the file store under a key derived from that file's key and version
// (`resources/pages/<id>-<hash>-1.webp`), made on the first request; concurrent requests share one
// job, and a replaced file gets a new key. Access is therefore the file's own (resource-access).
import { createHash } from "node:crypto";
import sharp from "sharp";
import { fileStore } from "../../lib/storage/storage.server";
import { log } from "../../lib/logger.server";
import { READING_SIZE, renderFirstPageCover } from "./resource-cover.server";
import { resourceFileFor, resourcePreviewFor, type ResourceFile, type Viewer } from "./resource-access.server";

/** Which file page 1 is taken from: the full file when this viewer may read it, else the preview. */
export type PageOneSource = "file" | "preview";
export type PageOne = ResourceFile & { width: number; height: number };

export const pageOneKey = (resourceId: number, source: { key: string; etag: string }) =>
  `resources/pages/${resourceId}-${createHash("sha256").update(`${source.key}\n${source.etag}`).digest("hex").slice(0, 20)}-1.webp`;

const jobs = new Map<string, Promise<{ width: number; height: number } | null>>();
/** Sizes of stored images (small: one entry per file version shown since start-up). */
const sizes = new Map<string, { width: number; height: number }>();
const MAX_SIZES = 5000;

async function sizeOf(key: string): Promise<{ width: number; height: number } | null> {
  const known = sizes.get(key);
  if (known) return known;
  const read = await fileStore().get(key);
  if (!read) return null;
  const meta = await sharp(Buffer.from(await new Response(read.body).arrayBuffer())).metadata();
  if (!meta.width || !meta.height) return null;
  return remember(key, { width: meta.width, height: meta.height });
}

function remember(key: string, size: { width: number; height: number }) {
  if (sizes.size >= MAX_SIZES) sizes.clear();
  sizes.set(key, size);
  return size;
}

function render(id: number, source: ResourceFile, key: string) {
  let job = jobs.get(key);
  if (!job) {
    job = (async () => {
      const read = await source.store.get(source.key);
      if (!read) return null;
      const pdf = new Uint8Array(await new Response(read.body).arrayBuffer());
      const rendered = await renderFirstPageCover(pdf, { size: READING_SIZE });
      if (!rendered) return null;
      await fileStore().put(key, rendered.webp, { contentType: "image/webp" });
      log.info("viewer page 1 rendered", { resourceId: id, bytes: rendered.webp.length, ms: rendered.ms });
      return remember(key, { width: rendered.width, height: rendered.height });
    })()
      .catch((error: unknown) => {
        log.warn("viewer page 1 not rendered", { resourceId: id, error: String(error).slice(0, 300) });
        return null;
      })
      .finally(() => jobs.delete(key));
    jobs.set(key, job);
  }
  return job;
}

/** Page 1 of the file this viewer may read (`file`: the full file, else the preview; `preview`: the
 * preview only), made on first use; null when they may read neither or it cannot be rendered. */
export async function pageOneFor(id: number, viewer: Viewer, from: PageOneSource): Promise<PageOne | null> {
  const source = (from === "file" ? await resourceFileFor(id, viewer) : null) ?? (await resourcePreviewFor(id, viewer));
  if (!source) return null;
  const key = pageOneKey(id, { key: source.key, etag: source.info.etag });
  const store = fileStore();
  let info = await store.stat(key);
  const size = info ? await sizeOf(key) : await render(id, source, key);
  if (!info && size) info = await store.stat(key);
  if (!info || !size) return null;
  return { store, key, name: `vidyapath-${id}-page-1.webp`, info, paid: source.paid, width: size.width, height: size.height };
}
