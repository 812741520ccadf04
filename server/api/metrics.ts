// GET /metrics — Prometheus text format (docs/decisions/043-metrics-and-backups.md). Served only to
// - a caller on this machine: the client address is loopback (the socket's address, or with
//   TRUST_PROXY the address the trusted proxy forwarded, as everywhere else in the app, so a local
//   reverse proxy does not make every visitor "local") and the Host is `localhost` or an IP literal
//   (a DNS-rebinding page always uses a DNS name: server/middleware/host-check.ts);
// - or a scraper presenting `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time).
// Anyone else gets exactly what an unknown page gets (the request goes on to the 404 page), so the
// endpoint's existence is not revealed. Mounted before the Host check (server/app.ts): a scraper in
// another container asks for `app1:3000`, not for APP_URL's name.
import { createHash, timingSafeEqual } from "node:crypto";
import { Hono, type Context } from "hono";
import { env } from "../../app/lib/env.server";
import { metrics } from "../../app/lib/metrics/registry.server";
import { parseHost } from "../middleware/host-check";
import { rawHeader, socketAddress } from "../middleware/raw-header";

const LOOPBACK_IP = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const IP_LITERAL = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:.]*:[0-9a-f:.]*)$/;

const digest = (value: string) => createHash("sha256").update(value).digest();

/** True when the request carries the configured token. Both sides are hashed first, so the
 * comparison takes the same time whatever the length or content of the guess. */
export function hasMetricsToken(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization) return false;
  const m = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization);
  return timingSafeEqual(digest(m?.[1] ?? ""), digest(token)) && m !== null;
}

/** The client address as the rest of the app sees it (server/middleware/request-context.ts). */
function clientAddress(c: Context, trustProxy: boolean): string {
  const socket = socketAddress(c) ?? "";
  if (!trustProxy) return socket;
  const hops = (rawHeader(c, "x-forwarded-for") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  return hops.at(-1) ?? socket;
}

function isLocalCaller(c: Context, trustProxy: boolean): boolean {
  if (!LOOPBACK_IP.test(clientAddress(c, trustProxy))) return false;
  const host = parseHost(rawHeader(c, "host") ?? "");
  return host !== null && (host.name === "localhost" || IP_LITERAL.test(host.name));
}

export const metricsApi = new Hono().get("/metrics", async (c, next) => {
  const settings = env();
  if (!hasMetricsToken(rawHeader(c, "authorization"), settings.METRICS_TOKEN) && !isLocalCaller(c, settings.TRUST_PROXY)) return next();
  const { registry } = metrics();
  const body = await registry.metrics();
  return c.body(body, 200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" });
});
