// The production app in-process: the Hono server with the built React Router bundle, driven with
// real Requests. A small cookie jar plays the browser.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "../../server/app";

export const ORIGIN = "http://localhost:3000";
let appPromise: Promise<ReturnType<typeof createApp>> | undefined;

export function testApp() {
  appPromise ??= (async () => {
    const buildFile = pathToFileURL(path.resolve("build", "server", "index.js")).href;
    const build = (await import(buildFile)) as ServerBuild;
    return createApp({ mode: "production", appUrl: ORIGIN, trustProxy: false, getBuild: async () => build });
  })();
  return appPromise;
}

export type RequestOptions = {
  method?: string;
  form?: Record<string, string> | FormData;
  json?: unknown;
  /** A raw body sent exactly as given (e.g. a signed webhook); set its Content-Type in `headers`. */
  body?: string;
  headers?: Record<string, string>;
  ip?: string;
  origin?: string | null; // null: send no Origin header
  jar?: CookieJar;
};

export class CookieJar {
  cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  clone() {
    const jar = new CookieJar();
    jar.cookies = new Map(this.cookies);
    return jar;
  }
}

export async function send(pathname: string, opts: RequestOptions = {}): Promise<Response> {
  const app = await testApp();
  const method = opts.method ?? (opts.form || opts.json !== undefined || opts.body !== undefined ? "POST" : "GET");
  const headers = new Headers(opts.headers);
  if (method !== "GET" && opts.origin !== null && !headers.has("origin")) headers.set("origin", opts.origin ?? ORIGIN);
  headers.set("host", "localhost:3000");
  if (opts.jar?.cookies.size) headers.set("cookie", opts.jar.header());
  let body: BodyInit | undefined;
  if (opts.form instanceof FormData) body = opts.form;
  else if (opts.form) body = new URLSearchParams(opts.form);
  else if (opts.json !== undefined) {
    body = JSON.stringify(opts.json);
    headers.set("content-type", "application/json");
  } else if (opts.body !== undefined) body = opts.body;
  const request = new Request(ORIGIN + pathname, { method, headers, body, redirect: "manual" });
  const response = await app.fetch(request, { incoming: { socket: { remoteAddress: opts.ip ?? "127.0.0.1" } } });
  opts.jar?.store(response);
  return response;
}

/** Signs in through the real /login form; returns the jar holding the session cookie. */
export async function login(email: string, password: string, opts: { ip?: string } = {}) {
  const jar = new CookieJar();
  const response = await send("/login", { form: { email, password }, jar, ip: opts.ip });
  if (response.status !== 302) throw new Error(`login failed: ${response.status}`);
  return jar;
}

/** The visible text of an HTML response, roughly: tags and React's text separators removed. */
export async function pageText(response: Response): Promise<string> {
  const html = await response.text();
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

const appsAt = new Map<string, ReturnType<typeof createApp>>();

/** Like `send`, but through an app created for another APP_URL (e.g. https://…, for HSTS and Secure
 * cookies). Host and default Origin are APP_URL's. The test file must set process.env.APP_URL to the
 * same value at its top, so better-auth (which reads the env once) agrees. */
export async function sendAt(appUrl: string, pathname: string, opts: RequestOptions = {}): Promise<Response> {
  let app = appsAt.get(appUrl);
  if (!app) {
    const build = (await import(pathToFileURL(path.resolve("build", "server", "index.js")).href)) as ServerBuild;
    app = createApp({ mode: "production", appUrl, trustProxy: false, getBuild: async () => build });
    appsAt.set(appUrl, app);
  }
  const url = new URL(appUrl);
  const method = opts.method ?? (opts.form || opts.json !== undefined ? "POST" : "GET");
  const headers = new Headers(opts.headers);
  if (method !== "GET" && opts.origin !== null && !headers.has("origin")) headers.set("origin", opts.origin ?? url.origin);
  headers.set("host", url.host);
  if (opts.jar?.cookies.size) headers.set("cookie", opts.jar.header());
  let body: BodyInit | undefined;
  if (opts.form instanceof FormData) body = opts.form;
  else if (opts.form) body = new URLSearchParams(opts.form);
  else if (opts.json !== undefined) {
    body = JSON.stringify(opts.json);
    headers.set("content-type", "application/json");
  }
  const request = new Request(url.origin + pathname, { method, headers, body, redirect: "manual" });
  const response = await app.fetch(request, { incoming: { socket: { remoteAddress: opts.ip ?? "127.0.0.1" } } });
  opts.jar?.store(response);
  return response;
}

/** Sends a raw body with any Content-Type (or none); same Host/Origin/cookie handling as `send`. */
export async function sendRaw(pathname: string, opts: { body: BodyInit; contentType?: string; ip?: string; jar?: CookieJar; method?: string }) {
  const app = await testApp();
  const headers = new Headers({ host: "localhost:3000", origin: ORIGIN });
  if (opts.contentType !== undefined) headers.set("content-type", opts.contentType);
  if (opts.jar?.cookies.size) headers.set("cookie", opts.jar.header());
  const request = new Request(ORIGIN + pathname, { method: opts.method ?? "POST", headers, body: opts.body, redirect: "manual" });
  if (opts.contentType === undefined) request.headers.delete("content-type");
  const response = await app.fetch(request, { incoming: { socket: { remoteAddress: opts.ip ?? "127.0.0.1" } } });
  opts.jar?.store(response);
  return response;
}

export type BuiltRoute = { id: string; path: string; layout: boolean; hasLoader: boolean; hasAction: boolean };

/** The route modules of the production build, with full URL paths (parents joined; index routes take
 * their parent's path; pathless layouts are marked `layout`). */
export async function builtRoutes(): Promise<BuiltRoute[]> {
  const build = (await import(pathToFileURL(path.resolve("build", "server", "index.js")).href)) as ServerBuild;
  const full = (id: string | undefined): string => {
    const r = id ? build.routes[id] : undefined;
    if (!r) return "";
    const parent = full(r.parentId);
    return r.path ? `${parent.replace(/\/$/, "")}/${r.path}` : parent;
  };
  return Object.values(build.routes)
    .filter((r): r is NonNullable<typeof r> => !!r && r.id !== "root")
    .map((r) => ({
      id: r.id,
      path: full(r.id) || "/",
      layout: !r.path && !r.index,
      hasLoader: typeof r.module.loader === "function",
      hasAction: typeof r.module.action === "function",
    }));
}
