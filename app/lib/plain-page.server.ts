// A minimal HTML page (a status, a heading, a sentence, a way back) for resource routes that answer
// with a file: React Router turns errors thrown there into JSON, so they render their own refusal.
import { escapeHtml } from "./html";
import type { Locale } from "./i18n/locales";
import type { MessageKey } from "./i18n/messages.en";
import { translate } from "./i18n/messages.server";

export function plainPage(input: { locale: Locale; status: number; title: MessageKey; text: MessageKey; link: { href: string; label: MessageKey } }): Response {
  const t = (key: MessageKey) => escapeHtml(translate(input.locale, key));
  const html = `<!doctype html>
<html lang="${input.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t(input.title)} | ${t("app.name")}</title></head>
<body style="margin:0;font-family:system-ui,sans-serif;color:#0f172a;background:#f8fafc">
<main style="max-width:36rem;margin:0 auto;padding:4rem 1rem;text-align:center">
<p style="font-size:3rem;font-weight:700;color:#1d4ed8;margin:0">${input.status}</p>
<h1 style="font-size:1.5rem;margin:1rem 0 0.5rem">${t(input.title)}</h1>
<p style="color:#334155">${t(input.text)}</p>
<p style="margin-top:1.5rem"><a href="${escapeHtml(input.link.href)}" style="display:inline-block;min-height:2.75rem;line-height:2.75rem;padding:0 1rem;border-radius:0.5rem;background:#1e3a8a;color:#fff;font-weight:600;text-decoration:none">${t(input.link.label)}</a></p>
</main>
</body>
</html>`;
  return new Response(html, { status: input.status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" } });
}
