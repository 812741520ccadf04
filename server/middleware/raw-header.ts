// Reading a request header through Hono makes @hono/node-server build a full Headers object, which
// is most of the cost of a cached answer (see server/api/courses.ts). Middleware that runs on every
// request reads Node's own header object instead, when there is one (tests pass plain Requests).
import type { Context } from "hono";

type NodeBindings = { incoming?: { headers?: Record<string, string | string[] | undefined>; socket?: { remoteAddress?: string } } };

export function rawHeader(c: Context, name: string): string | undefined {
  const raw = (c.env as NodeBindings | undefined)?.incoming?.headers;
  if (raw) {
    const v = raw[name];
    return Array.isArray(v) ? v.join(", ") : v;
  }
  return c.req.header(name);
}

/** The TCP peer's address (not a forwarded one). */
export function socketAddress(c: Context): string | undefined {
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
}
