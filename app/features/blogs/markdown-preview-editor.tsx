import { useEffect, useRef, useState } from "react";
import { HintAndError, describedBy } from "~/components/ui/select-field";
import { useI18n } from "~/lib/i18n/i18n";
import { POST_BODY_CLASS } from "./blog-types";

/** Where the editor asks for the rendered preview (routes/admin/blog-preview.tsx). */
export const PREVIEW_URL = "/admin/blogs/preview";
/** Typing pauses this long before the preview is asked for. */
const PREVIEW_DELAY_MS = 400;


/**
 * The Markdown body with its live preview beside it (below it on a phone). The preview is the
 * server's rendering — the same renderer and sanitiser as the public page (lib/markdown.server.ts),
 * asked for with a plain fetch a moment after typing stops; never a second Markdown library in the
 * browser, so what the admin sees is what readers will see. Without JavaScript the preview shows the
 * last saved (or previewed) body, and the form's Preview button renders the typed one.
 */
export function MarkdownPreviewEditor({ id, name, label, hint, error, defaultValue, initialHtml, maxLength }: { id: string; name: string; label: string; hint: string; error?: string; defaultValue: string; initialHtml: string; maxLength: number }) {
  const { t } = useI18n();
  const [body, setBody] = useState(defaultValue);
  const [html, setHtml] = useState(initialHtml);
  const [state, setState] = useState<"idle" | "updating" | "failed">("idle");
  const rendered = useRef(defaultValue);
  useEffect(() => {
    if (body === rendered.current) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState("updating");
      try {
        const res = await fetch(PREVIEW_URL, { method: "POST", body: new URLSearchParams({ body }), signal: controller.signal, headers: { Accept: "application/json" } });
        const json = res.ok && (res.headers.get("content-type") ?? "").includes("application/json") ? ((await res.json()) as { html?: string }) : null;
        if (typeof json?.html !== "string") throw new Error(`preview ${res.status}`);
        rendered.current = body;
        setHtml(json.html);
        setState("idle");
      } catch {
        if (!controller.signal.aborted) setState("failed");
      }
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [body]);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <textarea
          id={id}
          name={name}
          defaultValue={defaultValue}
          onInput={(event) => setBody(event.currentTarget.value)}
          rows={12}
          maxLength={maxLength}
          spellCheck
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className="min-h-64 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 font-mono text-sm text-slate-900 aria-invalid:border-red-700 lg:min-h-[32rem]"
        />
        <HintAndError id={id} hint={hint} error={error} />
      </div>
      <section aria-labelledby={`${id}-preview-heading`} className="flex min-w-0 flex-col gap-1">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id={`${id}-preview-heading`} className="text-sm font-medium text-slate-800">
            {t("adminBlogs.preview.heading")}
          </h2>
          <p role="status" className="text-xs text-slate-600" data-testid="preview-state">
            {state === "updating" ? t("adminBlogs.preview.updating") : state === "failed" ? t("adminBlogs.preview.failed") : ""}
          </p>
        </div>
        <div className="max-h-[36rem] min-h-64 overflow-auto rounded-lg border border-slate-200 bg-white p-4" data-testid="body-preview">
          {html ? <div className={POST_BODY_CLASS} dangerouslySetInnerHTML={{ __html: html }} /> : <p className="text-sm text-slate-600">{t("adminBlogs.preview.empty")}</p>}
        </div>
      </section>
    </div>
  );
}
