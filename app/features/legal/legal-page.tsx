import type { LegalContent } from "./legal-content";
import { useT } from "~/lib/i18n/i18n";

/** Renders a static text page (terms, privacy, careers) from its structured content. */
export function LegalPage({ content }: { content: LegalContent }) {
  const t = useT();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{content.title}</h1>
      <p className="mt-1 text-sm text-slate-600">{t("legal.updated", { date: content.updated })}</p>
      <p className="mt-6 text-slate-800">{content.intro}</p>
      {content.sections.map((s) => (
        <section key={s.heading} className="mt-8">
          <h2 className="text-xl font-semibold text-brand-800">{s.heading}</h2>
          {s.paragraphs.map((p, i) => (
            <p key={i} className="mt-3 leading-relaxed text-slate-800">
              {p}
            </p>
          ))}
          {s.bullets?.length ? (
            <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
              {s.bullets.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
