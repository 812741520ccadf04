import type { MessageKey, Messages } from "./i18n/messages.en";

type RootData = { messages: Partial<Messages> } | undefined;

/** Title and description for a page from the visitor's dictionary (root loader data). */
export function pageMeta(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>, titleKey: MessageKey, descriptionKey?: MessageKey, options: { siteTitle?: boolean } = {}) {
  const root = matches.find((m) => m?.id === "root")?.data as RootData;
  const t = (k: MessageKey) => root?.messages[k] ?? k;
  // The home page's title is the site's own; every other page adds " | Vidyapath".
  const title = options.siteTitle ? t(titleKey) : `${t(titleKey)} | ${t("app.name")}`;
  return [{ title }, ...(descriptionKey ? [{ name: "description", content: t(descriptionKey) }] : [])];
}
