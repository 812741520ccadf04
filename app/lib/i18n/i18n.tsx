import { createContext, useContext, type ReactNode } from "react";
import { interpolate } from "./interpolate";
import type { Locale } from "./locales";
import type { MessageKey, Messages } from "./messages.en";

type I18n = { locale: Locale; messages: Messages };
const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ value, children }: { value: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export type TFunction = (key: MessageKey, vars?: Record<string, string | number>) => string;

export function useI18n(): I18n & { t: TFunction } {
  const ctx = useContext(I18nContext);
  if (!ctx) throw new Error("useI18n outside I18nProvider");
  const t: TFunction = (key, vars) => {
    return interpolate(ctx.messages[key] ?? key, vars);
  };
  return { ...ctx, t };
}

export function useT(): TFunction {
  return useI18n().t;
}
