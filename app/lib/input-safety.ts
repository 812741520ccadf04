// Which strings an input may carry at all, before any schema looks at its meaning. PostgreSQL refuses
// NUL in text (a query with one was a 500), terminals and log viewers act on escape sequences, and
// a lone UTF-16 surrogate cannot be encoded back to UTF-8 faithfully. No field of ours has a use for
// any of them. Pure functions with no imports: the HTTP guard (server/middleware/input-guard.ts) uses
// them on every request, and form schemas can use them too.

// Matching control characters is the point of these patterns (hence the lint exceptions).
// C0 controls and DEL. Single-line inputs (path, query, field names) allow none of them.
// eslint-disable-next-line no-control-regex
const CONTROL_LINE = /[\u0000-\u001F\u007F]/;
// Text typed into a form or sent as JSON may hold tabs and line breaks (a lesson body, an address).
// eslint-disable-next-line no-control-regex
const CONTROL_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSAFE_ALL = new RegExp(`[\\u0000-\\u001F\\u007F]|${LONE_SURROGATE.source}`, "g");

export type InputProblem = "control" | "encoding" | "depth";

/** True when `s` holds no control character (tab, CR and LF allowed when `multiline`) and no lone
 * surrogate. */
export function isSafeText(s: string, opts: { multiline?: boolean } = {}): boolean {
  return !(opts.multiline ? CONTROL_TEXT : CONTROL_LINE).test(s) && !LONE_SURROGATE.test(s);
}

/** A URL's path or query, percent-decoded: a problem when a sequence is malformed or is not UTF-8
 * ("encoding"), or when the decoded text holds a control character ("control"). In a query, "+" is a
 * space. The common case — nothing encoded — costs one regular-expression test. */
export function urlPartProblem(raw: string, opts: { query?: boolean } = {}): InputProblem | null {
  if (raw.indexOf("%") === -1) return CONTROL_LINE.test(raw) ? "control" : null;
  let decoded: string;
  try {
    // decodeURIComponent throws on "%zz", on bytes that are not UTF-8 and on encoded surrogates.
    decoded = decodeURIComponent(opts.query ? raw.replace(/\+/g, " ") : raw);
  } catch {
    return "encoding";
  }
  return CONTROL_LINE.test(decoded) ? "control" : null;
}

/** Deeper than any document of ours; deep enough nesting overflows recursive code further on. */
export const MAX_JSON_DEPTH = 64;

/** Checks every key and string of a parsed JSON value (iteratively: a 10,000-level document must not
 * overflow the checker's own stack). */
export function jsonProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): InputProblem | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v === "string") {
      if (!isSafeText(v, { multiline: true })) return "control";
    } else if (v !== null && typeof v === "object") {
      if (depth >= maxDepth) return "depth";
      if (Array.isArray(v)) {
        for (const item of v) stack.push([item, depth + 1]);
      } else {
        for (const [k, item] of Object.entries(v)) {
          if (!isSafeText(k)) return "control";
          stack.push([item, depth + 1]);
        }
      }
    }
  }
  return null;
}

/** A value that is safe to write to a log line: control characters and lone surrogates replaced,
 * and cut to `max` characters. The offending input itself is never logged. */
export function forLog(s: string, max = 300): string {
  const cut = s.length > max ? `${s.slice(0, max)}…` : s;
  if (isSafeText(cut)) return cut;
  return cut.replace(UNSAFE_ALL, "\uFFFD");
}
