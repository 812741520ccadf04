// The in-page PDF viewer (decision 033): pdf.js, loaded only here, after hydration (a dynamic import
// in an effect, so neither pdf.js nor its worker is in any page's initial JavaScript). It reads the
// file over HTTP Range requests (disableAutoFetch + disableStream: only the ranges a page needs, so a
// 21.5 MB book shows page 1 after a few requests), renders one page at a time on a canvas with a text
// layer (selectable, and found by the browser's find and by our search), fits the page to the width
// of the screen, zooms, jumps to a page, and remembers the last page per item in localStorage.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import type * as PdfJsModule from "pdfjs-dist";
import type { PDFDocumentProxy, RenderTask, TextLayer as TextLayerType } from "pdfjs-dist";
import { useI18n } from "~/lib/i18n/i18n";
import "./pdf-viewer.css";

type PdfJs = typeof PdfJsModule;

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
const storageKey = (id: string) => `vidyapath:viewer:${id}`;

function savedPage(id: string): number {
  try {
    const n = Number(window.localStorage.getItem(storageKey(id)));
    return Number.isInteger(n) && n >= 1 ? n : 1;
  } catch {
    return 1;
  }
}

function savePage(id: string, page: number) {
  try {
    window.localStorage.setItem(storageKey(id), String(page));
  } catch {
    // Private mode or a full quota: the viewer still works, it just forgets.
  }
}

let pdfjsLoading: Promise<PdfJs> | null = null;
function loadPdfJs(): Promise<PdfJs> {
  pdfjsLoading ??= Promise.all([import("pdfjs-dist"), import("pdfjs-dist/build/pdf.worker.min.mjs?url")]).then(([pdfjs, worker]) => {
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    return pdfjs;
  });
  return pdfjsLoading;
}

/** Page 1 as a server-rendered image (decision 033 amendment): in the HTML, shown until pdf.js has drawn a page. */
export type PageOneImage = { src: string; width: number; height: number };

export function PdfViewer({ url, memoryId, title, pageOne }: { url: string; memoryId: string; title: string; pageOne?: PageOneImage | null }) {
  const { t } = useI18n();
  const ids = useId();
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [status, setStatus] = useState<"loading" | "ready" | "error">("loading");
  const [page, setPage] = useState(1);
  const [pageInput, setPageInput] = useState("1");
  const [zoom, setZoom] = useState<number | "fit">("fit");
  const [width, setWidth] = useState(0);
  const [rendered, setRendered] = useState(0);
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<string>("");
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const textLayer = useRef<HTMLDivElement>(null);
  const pdfjs = useRef<PdfJs | null>(null);

  // Load the document (ranges only).
  useEffect(() => {
    let cancelled = false;
    let loaded: PDFDocumentProxy | null = null;
    setStatus("loading");
    loadPdfJs()
      .then(async (lib) => {
        pdfjs.current = lib;
        const task = lib.getDocument({ url, disableAutoFetch: true, disableStream: true, rangeChunkSize: 256 * 1024, isEvalSupported: false, enableXfa: false });
        const d = await task.promise;
        if (cancelled) return void d.destroy();
        loaded = d;
        const start = Math.min(savedPage(memoryId), d.numPages);
        setPage(start);
        setPageInput(String(start));
        setDoc(d);
        setStatus("ready");
      })
      .catch(() => !cancelled && setStatus("error"));
    return () => {
      cancelled = true;
      void loaded?.destroy();
    };
  }, [url, memoryId]);

  // Follow the frame's width (fit to width on a 360 px phone, and on rotation).
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // Draw the page: canvas at the device's pixel ratio, then the text layer over it.
  useEffect(() => {
    if (!doc || !width || !canvas.current || !textLayer.current || !pdfjs.current) return;
    let cancelled = false;
    let renderTask: RenderTask | null = null;
    let text: TextLayerType | null = null;
    const lib = pdfjs.current;
    (async () => {
      const p = await doc.getPage(page);
      if (cancelled) return;
      const base = p.getViewport({ scale: 1 });
      const scale = zoom === "fit" ? width / base.width : zoom;
      const viewport = p.getViewport({ scale });
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      const c = canvas.current!;
      c.width = Math.floor(viewport.width * ratio);
      c.height = Math.floor(viewport.height * ratio);
      c.style.width = `${Math.floor(viewport.width)}px`;
      c.style.height = `${Math.floor(viewport.height)}px`;
      const holder = textLayer.current!;
      holder.replaceChildren();
      holder.parentElement!.style.setProperty("--total-scale-factor", String(scale));
      holder.parentElement!.style.width = `${Math.floor(viewport.width)}px`;
      holder.parentElement!.style.height = `${Math.floor(viewport.height)}px`;
      renderTask = p.render({ canvas: c, canvasContext: c.getContext("2d")!, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      await renderTask.promise;
      if (cancelled) return;
      text = new lib.TextLayer({ textContentSource: p.streamTextContent(), container: holder, viewport });
      await text.render();
      if (cancelled) return;
      c.dataset.renderedPage = String(page);
      setRendered((n) => n + 1);
    })().catch((error: unknown) => {
      if (!cancelled && (error as { name?: string })?.name !== "RenderingCancelledException") setStatus("error");
    });
    return () => {
      cancelled = true;
      renderTask?.cancel();
      text?.cancel();
    };
  }, [doc, page, zoom, width]);

  // Mark the search's matches in the text layer of the page on screen.
  useEffect(() => {
    const holder = textLayer.current;
    if (!holder) return;
    const q = query.trim().toLocaleLowerCase();
    for (const span of holder.querySelectorAll("span")) span.classList.toggle("vp-match", Boolean(q) && (span.textContent ?? "").toLocaleLowerCase().includes(q));
  }, [rendered, query]);

  const go = useCallback(
    (n: number) => {
      if (!doc) return;
      const next = Math.min(Math.max(1, Math.round(n)), doc.numPages);
      setPage(next);
      setPageInput(String(next));
      savePage(memoryId, next);
    },
    [doc, memoryId],
  );

  const zoomBy = (direction: 1 | -1) => {
    const current = zoom === "fit" ? (doc && width ? width / 595 : 1) : zoom;
    const steps = direction > 0 ? ZOOMS.filter((z) => z > current + 0.01) : ZOOMS.filter((z) => z < current - 0.01).reverse();
    if (steps[0]) setZoom(steps[0]);
  };

  const jump = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const n = Number(pageInput);
    if (Number.isFinite(n)) go(n);
  };

  // Find: the next page (after this one, wrapping) whose text holds the words.
  const find = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = query.trim().toLocaleLowerCase();
    if (!doc || !q) return;
    setFound(t("viewer.searching"));
    for (let i = 1; i <= doc.numPages; i++) {
      const n = ((page - 1 + i) % doc.numPages) + 1;
      const content = await (await doc.getPage(n)).getTextContent();
      const words = content.items.map((item) => ("str" in item ? item.str : "")).join(" ").toLocaleLowerCase();
      if (words.includes(q)) {
        go(n);
        setFound(t("viewer.foundOn", { page: n }));
        return;
      }
    }
    setFound(t("viewer.notFound"));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === "ArrowRight" || event.key === "PageDown") go(page + 1);
    else if (event.key === "ArrowLeft" || event.key === "PageUp") go(page - 1);
    else return;
    event.preventDefault();
  };

  const total = doc?.numPages ?? 0;
  const control = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:bg-slate-50 disabled:opacity-50";
  return (
    <section aria-label={t("viewer.region", { title })} className="mt-4">
      {/* Sticky from the tablet width up; on a phone its rows would cover too much of the page. */}
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 py-2 sm:sticky sm:top-0 sm:z-10 sm:bg-slate-50/95">
        <button type="button" className={control} onClick={() => go(page - 1)} disabled={!doc || page <= 1} aria-label={t("viewer.previous")}>
          <span aria-hidden="true">‹</span>
        </button>
        <form onSubmit={jump} className="flex items-center gap-1">
          <label htmlFor={`${ids}-page`} className="sr-only">
            {t("viewer.pageLabel")}
          </label>
          <input id={`${ids}-page`} inputMode="numeric" pattern="[0-9]*" value={pageInput} onChange={(e) => setPageInput(e.target.value)} disabled={!doc} className="min-h-11 w-14 rounded-lg border border-slate-400 px-2 text-center text-base" />
          <span className="text-sm whitespace-nowrap text-slate-700" data-testid="viewer-total">
            {t("viewer.ofPages", { total })}
          </span>
          <button type="submit" className={control} disabled={!doc}>
            {t("viewer.go")}
          </button>
        </form>
        <button type="button" className={control} onClick={() => go(page + 1)} disabled={!doc || page >= total} aria-label={t("viewer.next")}>
          <span aria-hidden="true">›</span>
        </button>
        <span className="flex items-center gap-1">
          <button type="button" className={control} onClick={() => zoomBy(-1)} disabled={!doc} aria-label={t("viewer.zoomOut")}>
            <span aria-hidden="true">−</span>
          </button>
          <button type="button" className={control} onClick={() => zoomBy(1)} disabled={!doc} aria-label={t("viewer.zoomIn")}>
            <span aria-hidden="true">+</span>
          </button>
          <button type="button" className={control} onClick={() => setZoom("fit")} disabled={!doc} aria-pressed={zoom === "fit"}>
            {t("viewer.fitWidth")}
          </button>
        </span>
        <form onSubmit={find} role="search" className="flex min-w-0 flex-1 basis-56 items-center gap-1">
          <label htmlFor={`${ids}-find`} className="sr-only">
            {t("viewer.findLabel")}
          </label>
          <input id={`${ids}-find`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} disabled={!doc} placeholder={t("viewer.findLabel")} className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-400 px-2 text-base" />
          <button type="submit" className={control} disabled={!doc}>
            {t("viewer.find")}
          </button>
        </form>
      </div>
      <p aria-live="polite" className="min-h-6 py-1 text-sm text-slate-700" data-testid="viewer-status">
        {status === "loading" ? t("viewer.loading") : status === "error" ? t("viewer.error") : found || t("viewer.pageStatus", { page, total })}
      </p>
      {/* Focusable so the arrow keys turn pages; scrolls sideways when zoomed past the width. */}
      <div ref={frame} tabIndex={0} onKeyDown={onKeyDown} aria-label={t("viewer.pageRegion", { page, total })} className="overflow-x-auto rounded-lg bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700">
        <div className="relative mx-auto bg-white shadow" data-testid="viewer-page">
          {/* Until pdf.js has drawn a page (and without JavaScript): page 1 as an image, its size from the page's aspect. */}
          {pageOne && rendered === 0 ? (
            <img src={pageOne.src} width={pageOne.width} height={pageOne.height} alt={t("viewer.pageOneAlt", { title })} fetchPriority="high" className="block h-auto w-full" data-testid="viewer-page-image" />
          ) : null}
          <canvas ref={canvas} className={pageOne && rendered === 0 ? "hidden" : "block"} aria-hidden="true" />
          <div ref={textLayer} className="textLayer" />
        </div>
      </div>
    </section>
  );
}
