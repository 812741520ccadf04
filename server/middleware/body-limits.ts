// Request body limits, keyed by the page a request is about. With single fetch, a form posted by
// script goes to `/profile.data`, a form posted before hydration to `/profile`: both are the same
// page and get the same limit (pagePathname). Keying on `c.req.path` gave the profile photo's 3 MB
// only to the second, so a 1.5 MB photo posted by script was a bare JSON 413 (issue 9, A2).
//
// A route may ask to keep its form's fields when the body is too large: the request then reaches
// the route without the file, with only the text fields that came before it in the body (browsers
// send fields in the form's order, and our forms put the file last) and BODY_TOO_LARGE_HEADER set,
// so the page can say "too large" in its own form and keep what was typed, with or without
// JavaScript. To answer at all, the rest of the body is read and thrown away (a browser that is
// answered before it has sent its upload shows a connection error, not our page), up to
// `drainBytes`; beyond that it is a 413.
import type { Context, MiddlewareHandler, Next } from "hono";
import { bodyLimit } from "hono/body-limit";
import { BODY_TOO_LARGE_HEADER } from "../../app/lib/http-headers";
import { pagePathname } from "../../app/lib/page-url";

export type RouteBodyLimit = {
  limit: number;
  keepFieldsWhenTooLarge?: { drainBytes: number };
  /** The route reads its body as a stream (large uploads): the body is counted as it is read and
   * never buffered here (hono's bodyLimit buffers a body sent without Content-Length). */
  stream?: boolean;
};

/** How much of the start of a too-large body is kept to find the text fields in. */
const FIELDS_PREFIX_BYTES = 64 * 1024;
const MAX_KEPT_FIELDS = 32;

const tooLarge = (c: Context, limit: number) => c.json({ error: `Request body too large (limit ${Math.round(limit / 1024)} KB)` }, 413);

export function routeBodyLimits(opts: { defaultLimit: number; pages: Record<string, RouteBodyLimit> }): MiddlewareHandler {
  const plain = new Map<number, MiddlewareHandler>();
  const plainLimit = (limit: number) => {
    let handler = plain.get(limit);
    if (!handler) plain.set(limit, (handler = bodyLimit({ maxSize: limit, onError: (c) => tooLarge(c, limit) })));
    return handler;
  };
  const keepsFields = Object.values(opts.pages).some((rule) => rule.keepFieldsWhenTooLarge);
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    // Only we may say a body was too large.
    if (keepsFields && c.req.raw.headers.has(BODY_TOO_LARGE_HEADER)) c.req.raw.headers.delete(BODY_TOO_LARGE_HEADER);
    const rule = ruleFor(opts.pages, pagePathname(c.req.path).pathname);
    if (!rule) return plainLimit(opts.defaultLimit)(c, next);
    if (rule.stream) return streamLimit(c, next, rule.limit);
    const boundary = multipartBoundary(c.req.header("content-type"));
    if (!rule.keepFieldsWhenTooLarge || !boundary || !c.req.raw.body) return plainLimit(rule.limit)(c, next);
    return readKeepingFields(c, next, rule.limit, rule.keepFieldsWhenTooLarge.drainBytes, boundary);
  };
}

/** The rule of a page: its exact path, or a key with `:param` segments ("/admin/resources/:id"). */
function ruleFor(pages: Record<string, RouteBodyLimit>, pathname: string): RouteBodyLimit | undefined {
  if (pages[pathname]) return pages[pathname];
  const segments = pathname.split("/");
  for (const [pattern, rule] of Object.entries(pages)) {
    if (!pattern.includes("/:")) continue;
    const parts = pattern.split("/");
    if (parts.length === segments.length && parts.every((part, i) => (part.startsWith(":") ? segments[i] !== "" : part === segments[i]))) return rule;
  }
  return undefined;
}

/** A limit for a streamed body: an announced length over it is refused at once; otherwise the bytes
 * are counted while the route reads them and the stream fails past the limit. */
function streamLimit(c: Context, next: Next, limit: number) {
  const raw = c.req.raw;
  if (!raw.body) return next();
  if (raw.headers.has("content-length") && !raw.headers.has("transfer-encoding")) return Number(raw.headers.get("content-length")) > limit ? tooLarge(c, limit) : next();
  let seen = 0;
  const counted = raw.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) controller.error(new Error(`Request body too large (limit ${limit} bytes)`));
        else controller.enqueue(chunk);
      },
    }),
  );
  c.req.raw = new Request(raw, { body: counted, duplex: "half" } as RequestInit);
  return next();
}

async function readKeepingFields(c: Context, next: Next, limit: number, drainBytes: number, boundary: string) {
  const declared = Number(c.req.header("content-length") ?? "NaN");
  if (declared > drainBytes) return tooLarge(c, limit);
  const raw = c.req.raw;
  const reader = raw.body!.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > drainBytes) {
      await reader.cancel();
      return tooLarge(c, limit);
    }
    // Past the limit only the start is kept (for the fields); the rest is read and dropped.
    if (total - value.byteLength < Math.max(limit + 1, FIELDS_PREFIX_BYTES)) chunks.push(value);
  }
  const bytes = Buffer.concat(chunks);
  if (total <= limit) {
    c.req.raw = new Request(raw, { body: bytes });
    return next();
  }
  const form = new FormData();
  for (const [name, value] of textFieldsBefore(bytes.subarray(0, FIELDS_PREFIX_BYTES), boundary)) form.append(name, value);
  const headers = new Headers(raw.headers);
  headers.delete("content-type"); // the new body's own multipart type and length are set from `form`
  headers.delete("content-length");
  headers.set(BODY_TOO_LARGE_HEADER, "1");
  c.req.raw = new Request(raw.url, { method: raw.method, headers, body: form });
  return next();
}

/** The boundary of a multipart/form-data Content-Type, or null for anything else. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2]) : null;
}

/** The complete text (non-file) fields at the start of a multipart body, in order. Parts cut off
 * by the end of `bytes`, and file parts, are left out. */
export function textFieldsBefore(bytes: Uint8Array, boundary: string): [string, string][] {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const delimiter = Buffer.from(`--${boundary}`);
  const fields: [string, string][] = [];
  let at = data.indexOf(delimiter);
  while (at !== -1 && fields.length < MAX_KEPT_FIELDS) {
    const start = at + delimiter.length;
    if (data.subarray(start, start + 2).toString("latin1") === "--") break; // the closing delimiter
    const next = data.indexOf(Buffer.from(`\r\n--${boundary}`), start);
    if (next === -1) break; // cut off: the rest of this part is not in `bytes`
    const part = data.subarray(start + 2, next); // after the CRLF that ends the delimiter line
    const headerEnd = part.indexOf("\r\n\r\n");
    if (headerEnd !== -1) {
      const head = part.subarray(0, headerEnd).toString("utf8");
      const disposition = /^content-disposition:\s*form-data;(.*)$/im.exec(head)?.[1] ?? "";
      const name = /(?:^|;)\s*name="([^"]*)"/i.exec(disposition)?.[1];
      if (name !== undefined && !/\bfilename\*?=/i.test(disposition)) fields.push([name, part.subarray(headerEnd + 4).toString("utf8")]);
    }
    at = next + 2;
  }
  return fields;
}
