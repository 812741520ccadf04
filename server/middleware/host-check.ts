// Answer only for our own name (docs/decisions/018-input-host-and-cache-hardening.md). A web page on
// attacker.example whose DNS record is switched to 127.0.0.1 or a LAN address (DNS rebinding) is,
// for the browser, still attacker.example: it may read our answers, and its requests carry
// `Host: attacker.example`. Refusing every Host that is not ours closes that door — the local
// mailbox, with its password-reset links, first of all.
//
// Accepted:
// - APP_URL's host name and port (no port means the default port of APP_URL's scheme);
// - on a local run (APP_URL on localhost or a loopback address, or the development server):
//   `localhost` and any IP address literal — 127.0.0.1, [::1], or the machine's LAN address for a
//   phone on the same network. A rebinding attack always uses a DNS name, never an IP literal;
// - anywhere: a loopback name on a direct loopback connection without proxy headers — the server's
//   own background jobs (sandbox webhook deliveries) and health checks on the machine.
// Everything else: 421 Misdirected Request with no body; no Host at all: 400.
// X-Forwarded-Host is not trusted, even behind TRUST_PROXY: a reverse proxy must pass the Host the
// visitor asked for (nginx: `proxy_set_header Host $host`).
import type { MiddlewareHandler } from "hono";
import { rawHeader, socketAddress } from "./raw-header";

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const LOOPBACK_IP = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const PROXY_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip", "via"];

type HostName = { name: string; port: string | null };

/** `example.com:3000`, `127.0.0.1`, `[::1]:3000` → lower-case name (IPv6 without brackets) and port. */
export function parseHost(value: string): HostName | null {
  const v = value.trim().toLowerCase();
  // "_" is not valid in a DNS name, but Docker service names (APP_URL=http://web_app:3000) use it.
  const m = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9_](?:[a-z0-9_.-]{0,251}[a-z0-9_])?))(?::(\d{1,5}))?$/.exec(v);
  if (!m) return null;
  return { name: m[1] ?? m[2], port: m[3] ?? null };
}

const isIpLiteral = (name: string) => IPV4.test(name) || name.includes(":");
const isLoopbackName = (name: string) => name === "localhost" || LOOPBACK_IP.test(name);

/** How a Host header value stands, before looking at the connection: `ours` (APP_URL's name and
 * port, or a local name on a local run), `loopback` (a loopback name: accepted only on a direct
 * loopback connection), `foreign`, or `bad` (missing or not a host name: 400). */
export type HostKind = "ours" | "loopback" | "foreign" | "bad";

export function hostKinds(opts: { appUrl: string; development: boolean }): (value: string | undefined) => HostKind {
  const app = new URL(opts.appUrl);
  const appName = app.hostname.replace(/^\[|\]$/g, "");
  const defaultPort = app.protocol === "https:" ? "443" : "80";
  const appPort = app.port || defaultPort;
  const localRun = opts.development || isLoopbackName(appName);
  return (value) => {
    const host = value ? parseHost(value) : null;
    if (!host) return "bad";
    if (host.name === appName && (host.port ?? defaultPort) === appPort) return "ours";
    if (localRun && (host.name === "localhost" || isIpLiteral(host.name))) return "ours";
    return isLoopbackName(host.name) ? "loopback" : "foreign";
  };
}

export function hostCheck(opts: { appUrl: string; development: boolean }): MiddlewareHandler {
  const kindOf = hostKinds(opts);
  return async (c, next) => {
    const kind = kindOf(rawHeader(c, "host"));
    if (kind === "bad") return new Response(null, { status: 400 });
    if (kind === "ours") return next();
    if (kind === "loopback" && LOOPBACK_IP.test(socketAddress(c) ?? "") && !PROXY_HEADERS.some((h) => rawHeader(c, h) !== undefined)) return next();
    return new Response(null, { status: 421 });
  };
}

/** For the same-origin check: the origins our pages may have on a local run besides APP_URL's. */
export function isLocalRun(appUrl: string, development: boolean): boolean {
  return development || isLoopbackName(new URL(appUrl).hostname.replace(/^\[|\]$/g, ""));
}
