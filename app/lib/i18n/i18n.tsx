import { createContext, useContext, type ReactNode } from "react";
import { interpolate } from "./interpolate";
import type { Locale } from "./locales";
import type { MessageKey, Messages } from "./messages.en";

type I18n = { locale: Locale; messages: Partial<Messages> };

const reported = new Set<string>();
/** A key the page's routes did not ask for (app/lib/i18n/route-messages.server.ts) is a bug: say so
 * once, loudly enough for tests (they fail on console.error), and show the key. */
function missing(key: string): string {
  if (!reported.has(key)) {
    reported.add(key);
    console.error(`i18n: message "${key}" was not sent to this page; add its scope to the route's routeMessages(...)`);
  }
  return key;
}
const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ value, children }: { value: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export type TFunction = (key: MessageKey, vars?: Record<string, string | number>) => string;

export function useI18n(): I18n & { t: TFunction } {
  const ctx = useContext(I18nContext);
  if (!ctx) throw new Error("useI18n outside I18nProvider");
  const t: TFunction = (key, vars) => {
    const text = ctx.messages[key];
    return text === undefined ? missing(key) : interpolate(text, vars);
  };
  return { ...ctx, t };
}

export function useT(): TFunction {
  return useI18n().t;
}
