// One gate for the characters no input of ours may carry (app/lib/input-safety.ts), so that no loader,
// action, schema or SQL query ever sees them: a NUL in `/admin/users?q=%00` reached PostgreSQL, which
// refuses NUL in text, and the 500 logged the raw value.
// - path and query string, percent-decoded: no C0 control, no DEL; malformed or non-UTF-8 percent
//   sequences are refused too;
// - urlencoded and multipart form fields (names and text values; file parts are skipped) and JSON
//   bodies (every key and string, at most MAX_JSON_DEPTH levels deep): tab, CR and LF allowed.
// A body is read once and the request rebuilt from the same bytes, so the handler reads it as sent.
// Bodies that do not parse are left to the handler, which answers 400 for them. Some paths (the
// payment webhook: its HMAC is over the exact bytes) are passed through untouched.
// Refusals: 400, JSON `{ error }` under /api, a small page elsewhere (page and `.data` URLs).
import type { Context, MiddlewareHandler } from "hono";
import { localeFromRequest } from "../../app/lib/i18n/locales";
import { type InputProblem, isSafeText, jsonProblem, urlPartProblem } from "../../app/lib/input-safety";
import { plainPage } from "../../app/lib/plain-page.server";

const API_ERROR = "The request contains characters that are not allowed, or is malformed.";

function refuse(c: Context, problem: InputProblem): Response {
  c.set("inputProblem" as never, problem as never); // for the request log line: what, never the value
  if (c.req.path.startsWith("/api/")) return c.json({ error: API_ERROR }, 400, { "Cache-Control": "no-store" });
  return plainPage({ locale: localeFromRequest(c.req.raw), status: 400, title: "error.title", text: "error.badRequest", link: { href: "/", label: "error.home" } });
}

/** The problem of a URL's path and query, if any. `url` is absolute (scheme://authority/path?query). */
export function urlProblem(url: string): InputProblem | null {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  if (start === -1) return null;
  const hash = url.indexOf("#", start);
  const end = hash === -1 ? url.length : hash;
  const q = url.indexOf("?", start);
  if (q === -1 || q > end) return urlPartProblem(url.slice(start, end));
  return urlPartProblem(url.slice(start, q)) ?? urlPartProblem(url.slice(q + 1, end), { query: true });
}

type BodyKind = "json" | "urlencoded" | "multipart";

function bodyKind(contentType: string | undefined): BodyKind | null {
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return "urlencoded";
  if (type === "multipart/form-data") return "multipart";
  if (type === "application/json" || type.endsWith("+json")) return "json";
  return null;
}

function formProblem(entries: Iterable<[string, FormDataEntryValue]>): InputProblem | null {
  for (const [name, value] of entries) {
    if (!isSafeText(name)) return "control";
    if (typeof value === "string" && !isSafeText(value, { multiline: true })) return "control";
  }
  return null;
}

async function bodyProblem(kind: BodyKind, bytes: ArrayBuffer, contentType: string): Promise<InputProblem | null> {
  if (kind === "multipart") {
    // The same parser the handler will use; a body it cannot parse is the handler's 400.
    const form = await new Response(bytes, { headers: { "Content-Type": contentType } }).formData().catch(() => null);
    return form ? formProblem(form.entries()) : null;
  }
  const text = new TextDecoder().decode(bytes);
  if (kind === "urlencoded") {
    for (const [name, value] of new URLSearchParams(text)) {
      if (!isSafeText(name) || !isSafeText(value, { multiline: true })) return "control";
    }
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null; // invalid JSON: the handler's 400
  }
  return jsonProblem(parsed);
}

export function inputGuard(opts: { passThrough: (path: string) => boolean }): MiddlewareHandler {
  return async (c, next) => {
    const urlIssue = urlProblem(c.req.url);
    if (urlIssue) return refuse(c, urlIssue);
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || opts.passThrough(c.req.path)) return next();
    const contentType = c.req.header("content-type") ?? "";
    const kind = bodyKind(contentType);
    const raw = c.req.raw;
    if (!kind || !raw.body) return next();
    // Bounded: the body-size limit runs before this middleware.
    const bytes = await raw.arrayBuffer();
    c.req.raw = new Request(raw, { body: bytes });
    const problem = await bodyProblem(kind, bytes, contentType);
    if (problem) return refuse(c, problem);
    return next();
  };
}
