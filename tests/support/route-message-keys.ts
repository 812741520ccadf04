// Which message keys a route can show: every key literal (and every `namespace.${…}` template) in the
// route module and the app modules it imports, transitively. Used to check that each route declares
// the message namespaces it needs (app/lib/i18n/route-messages.server.ts), so the browser gets only
// those and never a raw key.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const APP = path.resolve("app");
// The session guards answer with core messages (sign in, forbidden) or redirects; what their own
// imports can say (two-step errors, sign-in errors) reaches a page only through the routes that call
// those use cases directly, so the walk does not go through them.
const GUARDS = [path.join(APP, "features/accounts/session.server.ts")];
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("~/")) base = path.join(APP, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (existsSync(file) && file.match(/\.tsx?$/)) return file;
  }
  return null;
}

/** The app files a module reaches (without `serverModules: false`, server modules too: their
 * keys come back to the page as action and loader errors) through static and dynamic imports (type-only imports skipped). */
export function moduleGraph(entry: string, options: { serverModules?: boolean } = {}): string[] {
  const seen = new Set<string>();
  const queue = [path.resolve(entry)];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (GUARDS.includes(file) && file !== path.resolve(entry)) continue;
    const source = readFileSync(file, "utf8");
    for (const m of source.matchAll(/(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)) {
      const target = resolveImport(file, m[1] ?? m[2]);
      if (target && (options.serverModules !== false || !target.endsWith(".server.ts"))) queue.push(target);
    }
  }
  return [...seen];
}

/** Keys and key prefixes written in these files that name real message keys. */
export function referencedKeys(files: string[], allKeys: ReadonlySet<string>): { keys: Set<string>; prefixes: Set<string> } {
  const namespaces = new Set([...allKeys].map((k) => k.split(".")[0]));
  const keys = new Set<string>();
  const prefixes = new Set<string>();
  for (const file of files) {
    // Dictionaries themselves are not uses.
    if (/messages(\.[a-z-]+)?\.(en|hi)\.ts$|-messages\.(en|hi)\.ts$|\.(en|hi)\.ts$/.test(file)) continue;
    // Comments are not uses (they quote code such as `details.open`).
    const source = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|\s)\/\/.*$/gm, "$1");
    for (const m of source.matchAll(/["'`]([a-zA-Z][\w]*\.[\w.]+)["'`]/g)) if (allKeys.has(m[1])) keys.add(m[1]);
    for (const m of source.matchAll(/`([a-zA-Z]\w*)\.[\w.]*\$\{/g)) if (namespaces.has(m[1])) prefixes.add(m[1]);
  }
  return { keys, prefixes };
}

type RouteEntry = { file: string; children?: RouteEntry[] };

/** Each route file of app/routes.ts with the files of the layouts around it. */
export function routeChains(entries: RouteEntry[], parents: string[] = []): { file: string; parents: string[] }[] {
  return entries.flatMap((entry) => [{ file: entry.file, parents }, ...routeChains(entry.children ?? [], [...parents, entry.file])]);
}

/** A resource route (no default export: a redirect, a file, a PDF) renders no messages in the browser. */
export function rendersPage(file: string): boolean {
  return /^export default /m.test(readFileSync(file, "utf8"));
}

/** The scopes a route module declares with `routeMessages(...)`. */
export function declaredScopes(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const call = /routeMessages\(([^)]*)\)/.exec(source);
  return call ? [...call[1].matchAll(/["']([^"']+)["']/g)].map((m) => m[1]) : [];
}
