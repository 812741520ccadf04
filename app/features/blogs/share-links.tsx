import { useState } from "react";
import { useI18n } from "~/lib/i18n/i18n";

const linkClass = "inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-800";

/** Share links for a post, WhatsApp first (how most of our readers pass things on): plain links to
 * each service's share address, no script of theirs and no tracking. "Copy link" is a link to the post
 * itself (a long press copies it without JavaScript); with JavaScript a click copies it and says so. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const text = `${title} ${url}`;
  const targets = [
    { name: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(text)}` },
    { name: "X", href: `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}` },
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
  ];
  return (
    <section aria-labelledby="share-heading" className="mt-8 border-t border-slate-200 pt-6">
      <h2 id="share-heading" className="text-lg font-semibold">
        {t("blogs.share")}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {targets.map((target) => (
          <li key={target.name}>
            <a href={target.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {t("blogs.shareOn", { service: target.name })}
            </a>
          </li>
        ))}
        <li>
          <a
            href={url}
            className={linkClass}
            onClick={(event) => {
              if (!navigator.clipboard) return;
              event.preventDefault();
              navigator.clipboard.writeText(url).then(
                () => setCopied(true),
                () => setCopied(false),
              );
            }}
          >
            {t("blogs.copyLink")}
          </a>
        </li>
      </ul>
      <p role="status" className="mt-2 min-h-5 text-sm text-green-800">
        {copied ? t("blogs.linkCopied") : ""}
      </p>
    </section>
  );
}
