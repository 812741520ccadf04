// Message scopes: which part of the dictionary a page needs. A scope is a namespace (the part of a
// key before its first dot, e.g. "courses") or one exact key ("home.title"). The root sends the core
// scopes on every page; each route adds its own (route-messages.server.ts), so the browser receives
// only the messages of the routes it renders (decision 030).
import type { MessageKey, Messages } from "./messages.en";

type NamespaceOf<K> = K extends `${infer N}.${string}` ? N : never;
export type Namespace = NamespaceOf<MessageKey>;
export type MessageScope = Namespace | MessageKey;

/** What every page shows: the shell (navbar, footer, skip link, loading bar) and error pages. */
export const CORE_SCOPES: readonly MessageScope[] = ["app", "nav", "footer", "error", "notFound", "common"];

/** Namespaces that only the server uses (e-mails): never sent to the browser. */
export const SERVER_ONLY_NAMESPACES: readonly string[] = ["mail"];

const pickCache = new Map<string, Partial<Messages>>();

/** The dictionary entries covered by the scopes. Memoised per dictionary and scope set: a process
 * serves a few dozen distinct sets, and the dictionaries never change while it runs. */
export function pickMessages(dictionary: Messages, locale: string, scopes: readonly MessageScope[]): Partial<Messages> {
  const unique = [...new Set(scopes)].sort();
  const cacheKey = `${locale}|${unique.join(",")}`;
  const cached = pickCache.get(cacheKey);
  if (cached) return cached;
  const namespaces = new Set(unique.filter((s) => !s.includes(".")));
  const keys = new Set(unique.filter((s) => s.includes(".")));
  const out: Partial<Record<MessageKey, string>> = {};
  for (const [key, text] of Object.entries(dictionary) as [MessageKey, string][]) {
    const ns = key.slice(0, key.indexOf("."));
    if (SERVER_ONLY_NAMESPACES.includes(ns)) continue;
    if (namespaces.has(ns as Namespace) || keys.has(key)) out[key] = text;
  }
  pickCache.set(cacheKey, out);
  return out;
}
