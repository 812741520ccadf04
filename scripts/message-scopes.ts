// Prints the message scopes each route needs (what tests/unit/route-message-scopes.test.ts checks),
// and with --write puts them into the routes' `routeMessages(...)` declarations (decision 030).
//   npx tsx scripts/message-scopes.ts [--write]
// A namespace is declared whole when the route can show many of its keys (or builds keys from it at
// run time); otherwise the exact keys are listed.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import routes from "../app/routes";
import { en } from "../app/lib/i18n/messages.en";
import { CORE_SCOPES, SERVER_ONLY_NAMESPACES } from "../app/lib/i18n/message-scopes";
import { declaredScopes, moduleGraph, referencedKeys, rendersPage, routeChains } from "../tests/support/route-message-keys";

const write = process.argv.includes("--write");
const allKeys = new Set(Object.keys(en));
const ns = (key: string) => key.slice(0, key.indexOf("."));
const namespaceSize = new Map<string, number>();
for (const key of allKeys) namespaceSize.set(ns(key), (namespaceSize.get(ns(key)) ?? 0) + 1);

for (const { file, parents } of routeChains(routes as never)) {
  const routeFile = path.resolve("app", file);
  if (!rendersPage(routeFile)) continue; // resource routes render no messages
  const inherited = [...CORE_SCOPES, ...parents.flatMap((f) => declaredScopes(path.resolve("app", f)))];
  const { keys, prefixes } = referencedKeys(moduleGraph(routeFile), allKeys);
  const needed = new Map<string, string[]>();
  for (const key of keys) {
    const n = ns(key);
    if (inherited.includes(n) || inherited.includes(key) || SERVER_ONLY_NAMESPACES.includes(n)) continue;
    needed.set(n, [...(needed.get(n) ?? []), key]);
  }
  for (const p of prefixes) if (!inherited.includes(p) && !SERVER_ONLY_NAMESPACES.includes(p)) needed.set(p, ["*"]);
  const scopes = [...needed].sort(([a], [b]) => a.localeCompare(b)).flatMap(([n, list]) => (list.includes("*") || list.length > 6 || list.length >= 0.4 * (namespaceSize.get(n) ?? 1) ? [n] : list.sort()));
  console.log(`${file}: ${scopes.join(", ") || "(core only)"}`);
  if (!write) continue;
  const source = readFileSync(routeFile, "utf8");
  const args = scopes.map((s) => JSON.stringify(s)).join(", ");
  if (/routeMessages\([^)]*\)/.test(source)) writeFileSync(routeFile, source.replace(/routeMessages\([^)]*\)/, `routeMessages(${args})`));
  else if (scopes.length) console.log(`  ↳ add: export const middleware = [routeMessages(${args})];`);
}
