import type { MessageKey, Messages } from "./i18n/messages.en";

type RootData = { messages: Messages } | undefined;

/** Title and description for a page from the visitor's dictionary (root loader data). */
export function pageMeta(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>, titleKey: MessageKey, descriptionKey?: MessageKey) {
  const root = matches.find((m) => m?.id === "root")?.data as RootData;
  const t = (k: MessageKey) => root?.messages[k] ?? k;
  const title = titleKey === "home.title" ? t(titleKey) : `${t(titleKey)} | ${t("app.name")}`;
  return [{ title }, ...(descriptionKey ? [{ name: "description", content: t(descriptionKey) }] : [])];
}
