// The browser receives only the messages of the routes it renders (decision 030). This checks, from
// the source, that every message key a route's code can show — in its module, its components and the
// use cases whose errors it renders — is covered by the core scopes, its own routeMessages(...) or a
// layout's; and that the root's shell needs nothing beyond the core. A missing scope would show a raw
// key to a student, so this fails before any browser does.
import path from "node:path";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { CORE_SCOPES, SERVER_ONLY_NAMESPACES } from "../../app/lib/i18n/message-scopes";
import { en } from "../../app/lib/i18n/messages.en";
import { declaredScopes, moduleGraph, referencedKeys, rendersPage, routeChains } from "../support/route-message-keys";

const allKeys = new Set(Object.keys(en));
const ns = (key: string) => key.slice(0, key.indexOf("."));
const appFile = (file: string) => path.resolve("app", file);

function uncovered(files: string[], scopes: string[]) {
  const { keys, prefixes } = referencedKeys(files, allKeys);
  const covered = (key: string) => scopes.includes(key) || scopes.includes(ns(key)) || SERVER_ONLY_NAMESPACES.includes(ns(key));
  return {
    keys: [...keys].filter((k) => !covered(k)).sort(),
    prefixes: [...prefixes].filter((p) => !scopes.includes(p) && !SERVER_ONLY_NAMESPACES.includes(p)).sort(),
  };
}

describe("message scopes per route", () => {
  it("the shell (root, navbar, footer, error pages) needs only the core scopes and the notices", () => {
    const rootSource = path.resolve("app/root.tsx");
    const shell = moduleGraph(rootSource, { serverModules: false }).filter((f) => f !== rootSource);
    expect(uncovered(shell, [...CORE_SCOPES])).toEqual({ keys: [], prefixes: [] });
  });

  for (const { file, parents } of routeChains(routes as never).filter(({ file }) => rendersPage(appFile(file)))) {
    it(`${file} declares every message it can show`, () => {
      const scopes = [...CORE_SCOPES, ...[...parents, file].flatMap((f) => declaredScopes(appFile(f)))];
      expect(uncovered(moduleGraph(appFile(file)), scopes)).toEqual({ keys: [], prefixes: [] });
    });
  }

  it("resource routes (redirects, files) declare nothing: they render no page", () => {
    for (const { file } of routeChains(routes as never).filter(({ file }) => !rendersPage(appFile(file)))) expect(declaredScopes(appFile(file)), file).toEqual([]);
  });

  it("declared scopes name real namespaces or keys", () => {
    const namespaces = new Set([...allKeys].map(ns));
    for (const { file } of routeChains(routes as never)) {
      for (const scope of declaredScopes(appFile(file))) expect(namespaces.has(scope) || allKeys.has(scope), `${file}: ${scope}`).toBe(true);
    }
  });
});
