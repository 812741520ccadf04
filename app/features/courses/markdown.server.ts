// Text lessons are Markdown written by admins, rendered on the server. Raw HTML in the Markdown is
// shown as text (never interpreted), and links/images may only point to http(s), mailto or our own
// paths — so a lesson cannot inject scripts even if an admin account is compromised.
import { Marked, type Tokens } from "marked";
import { escapeHtml } from "../../lib/html";


function safeUrl(href: string): string | null {
  const trimmed = href.trim();
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) return trimmed;
  try {
    const url = new URL(trimmed);
    return ["http:", "https:", "mailto:"].includes(url.protocol) ? url.toString() : null;
  } catch {
    return null;
  }
}

const marked = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(token.text);
    },
    link(token: Tokens.Link) {
      const href = safeUrl(token.href);
      const text = this.parser.parseInline(token.tokens);
      if (!href) return text;
      const external = /^https?:/.test(href);
      return `<a href="${escapeHtml(href)}"${external ? ' rel="noopener noreferrer" target="_blank"' : ""}>${text}</a>`;
    },
    image(token: Tokens.Image) {
      const src = safeUrl(token.href);
      return src ? `<img src="${escapeHtml(src)}" alt="${escapeHtml(token.text)}" loading="lazy">` : escapeHtml(token.text);
    },
  },
});

export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false });
}
