// Answers given at the Node `http` level, ahead of Hono (docs/decisions/046-front-answers.md). A cached
// public GET whose complete answer is already in memory costs ~10 µs to send from Node's own request
// and response; through @hono/node-server (a Request, a Response, their Headers) and the latency
// middleware it cost several times that. Each front answer gives exactly what the app would —
// status, headers, body (tests/integration/front-answers.test.ts) — and anything it is not sure of
// goes to the app unchanged: another method or path, a Host the app would refuse (or that the adapter
// would rewrite or refuse), a cache miss.
//
// What the app does for these requests and the front does too: the Host check (decision 018), the
// latency histogram with the app's route label (decision 043), the cache's hit counter (its miss is
// counted by the app's own look). Nothing else in the app's chain touches them: the cached catalogue
// was already answered ahead of the request context (no log line, no client IP), the security headers
// come prebuilt in the answer, and /api/courses is not compressed.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { log } from "../app/lib/logger.server";
import type { HostKind } from "./middleware/host-check";
import { requestObserver } from "./middleware/request-metrics";

/** A complete answer. `headers` may be a shared object: nobody writes to it. */
export type PreparedAnswer = { status: number; headers: Record<string, string>; body: Buffer | null };

export type FrontAnswer = {
  /** The exact path served (`/api/courses`; `/api/courses/` and the like go to the app). */
  path: string;
  /** The latency histogram's route label: the Hono route that answers the same request. */
  route: string;
  /** The answer to a GET or HEAD of `path` with this raw query string (`""` or `"?…"`), or null to
   * let the app answer. Called only for a Host the app accepts. */
  answer: (search: string, headers: IncomingHttpHeaders) => PreparedAnswer | null;
};

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

/** At most this many distinct Host values are remembered (attacker-chosen values must not grow it). */
const HOSTS_REMEMBERED = 64;

/** Whether @hono/node-server would build the request URL from this Host unchanged: it answers 400
 * itself to a Host whose name the URL parser rewrites (`LOCALHOST:3000`, `127.000.000.001:3000`). Only
 * a Host it keeps as sent gets a front answer; the others go to the app and get what they get today. */
function keptAsSent(host: string): boolean {
  try {
    return new URL(`http://${host}/`).host === host;
  } catch {
    return false;
  }
}

/**
 * The server's request listener: a front answer when one applies, otherwise `app` (Hono's listener)
 * with the request untouched. `hostKind` is the app's Host check (server/middleware/host-check.ts);
 * only `ours` is answered here — a loopback name is accepted by the app only after looking at the
 * connection and its proxy headers, so it goes to the app, as do refusals.
 */
export function frontAnswers(opts: { answers: FrontAnswer[]; hostKind: (value: string | undefined) => HostKind; app: Listener }): Listener {
  const byPath = new Map(opts.answers.map((a) => [a.path, a]));
  const observer = requestObserver();
  const hosts = new Map<string, boolean>();
  const hostAnswered = (value: string | undefined) => {
    if (value === undefined) return false;
    let ok = hosts.get(value);
    if (ok === undefined) {
      ok = opts.hostKind(value) === "ours" && keptAsSent(value);
      if (hosts.size >= HOSTS_REMEMBERED) hosts.clear();
      hosts.set(value, ok);
    }
    return ok;
  };
  const { app } = opts;

  return (req, res) => {
    const method = req.method;
    if (method === "GET" || method === "HEAD") {
      const url = req.url ?? "";
      const q = url.indexOf("?");
      const front = byPath.get(q === -1 ? url : url.slice(0, q));
      if (front && hostAnswered(req.headers.host)) {
        const started = performance.now();
        let answer: PreparedAnswer | null = null;
        try {
          answer = front.answer(q === -1 ? "" : url.slice(q), req.headers);
        } catch (error) {
          // A listener that throws would take the process down; the app has its own error handling.
          log.error("front answer failed", { path: front.path, error: error instanceof Error ? error.message : String(error) });
        }
        if (answer) {
          res.writeHead(answer.status, answer.headers);
          res.end(method === "HEAD" ? undefined : (answer.body ?? undefined));
          observer(method, front.route, answer.status).observe((performance.now() - started) / 1000);
          return;
        }
      }
    }
    return app(req, res);
  };
}
