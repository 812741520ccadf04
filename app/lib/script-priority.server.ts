// The page's JavaScript is fetched at low priority (decision 045). Every page is complete as server
// HTML (progressive enhancement); its scripts only hydrate it. React Router's <Scripts> writes a
// `<link rel="modulepreload">` for each chunk into the head without a fetch priority, so the browser
// fetched ~100 KB of JavaScript at high priority, in competition with the stylesheet, the web font
// and the largest image that the first paint waits for. React Router offers no prop for those links:
// this transform adds `fetchpriority="low"` to them as the head streams out.
import { Transform, type TransformCallback } from "node:stream";

const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = "</head>";

/**
 * Passes the HTML through unchanged except for the head's module preloads, which get
 * `fetchpriority="low"`. The head (a few KB, in the shell's first chunk anyway) is held back until
 * `</head>`, so a link split across two chunks is still rewritten.
 */
export function lowPriorityModulePreloads(): Transform {
  // Bytes, not strings, until the head is complete: a chunk may end inside a multi-byte character.
  let head: Buffer | null = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | string, encoding: BufferEncoding, done: TransformCallback) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk, encoding) : chunk;
      if (head === null) return done(null, bytes);
      head = Buffer.concat([head, bytes]);
      const end = head.indexOf(HEAD_END);
      if (end === -1) return done();
      const out = Buffer.concat([Buffer.from(withLowPriority(head.subarray(0, end).toString("utf8"))), head.subarray(end)]);
      head = null;
      done(null, out);
    },
    flush(done: TransformCallback) {
      done(null, head?.length ? Buffer.from(withLowPriority(head.toString("utf8"))) : undefined);
    },
  });
}

export function withLowPriority(headHtml: string): string {
  return headHtml.split(MODULE_PRELOAD).join(LOW_PRIORITY_MODULE_PRELOAD);
}
