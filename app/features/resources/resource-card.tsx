import { Link } from "react-router";
import { useI18n } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/lib/i18n/messages.en";
import { plural } from "~/lib/i18n/plural";
import { KindIcon } from "./kind-icon";
import { resourceHref, type ResourceCard as Card } from "./resource-types";

/** Class, subject and language in the page's language. The admin stores subjects in English; known
 * ones are translated, anything else is shown as written (as course facts do, decision 024). */
export function useResourceFacts() {
  const { t, locale } = useI18n();
  return {
    className: (c: Card["class"]) => t(`resources.class.${c}`),
    subject: (s: string) => {
      const key = `resources.subjectName.${s}` as MessageKey;
      return key in SUBJECT_KEYS ? t(key) : s;
    },
    language: (l: Card["language"]) => t(`resources.language.${l}`),
    pages: (n: number) => t(plural(locale, n, { one: "resources.pages.one", other: "resources.pages.other" }), { count: n }),
  };
}

const SUBJECT_KEYS: Record<string, true> = Object.fromEntries(
  ["Physics", "Chemistry", "Biology", "Mathematics", "Science", "Social Science", "History", "Geography", "Polity", "Economics", "English", "Hindi", "General Studies", "Accountancy"].map((s) => [`resources.subjectName.${s}`, true]),
);

/** The item's cover (page 1 of its PDF, an uploaded image or the drawn one; decision 035), or the
 * kind's icon when it has none yet. Decorative: it stands next to the title it repeats, so `alt=""`.
 * Width and height are set and the box has the covers' 3:4 shape, so nothing moves when it loads;
 * `object-contain` on white shows a whole A4 page (slightly narrower than 3:4) or a landscape one. On
 * the viewer page it is the card's size on a phone (the page itself is shown just below). */
export function ResourceCover({ item, size = "card" }: { item: Pick<Card, "kind" | "coverUrl">; size?: "card" | "page" }) {
  if (!item.coverUrl) return <KindIcon kind={item.kind} />;
  const [width, height] = size === "card" ? [72, 96] : [96, 128];
  return (
    <img
      src={item.coverUrl}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={`${size === "card" ? "w-18" : "w-18 sm:w-24"} aspect-[3/4] h-auto shrink-0 rounded-md bg-white object-contain ring-1 ring-slate-200`}
    />
  );
}

/** One item of a list: title, class · subject, exam or author, language and pages, price or Free,
 * Owned. One action: open (free or owned) or preview (paid, not owned). */
export function ResourceCard({ item }: { item: Card }) {
  const { t } = useI18n();
  const facts = useResourceFacts();
  const canOpen = item.free || item.owned;
  const action = canOpen ? "open" : "preview";
  const detail = [item.kind === "books" && item.author ? t("resources.by", { name: item.author }) : item.exam, facts.language(item.language), item.pageCount ? facts.pages(item.pageCount) : null].filter(Boolean).join(" · ");
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <ResourceCover item={item} />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {facts.className(item.class)} · {facts.subject(item.subject)}
          </p>
          <h2 className="mt-1 text-base leading-snug font-semibold text-slate-900" lang={item.language === "hi" ? "hi" : undefined}>
            {item.title}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{detail}</p>
        </div>
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <p className="flex items-center gap-2">
          {item.free ? (
            <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-semibold text-green-900">{t("resources.free")}</span>
          ) : (
            <span className="text-base font-bold text-slate-900">{t("resources.price", { price: item.priceRupees.toLocaleString("en-IN") })}</span>
          )}
          {item.owned ? <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/30">{t("resources.owned")}</span> : null}
        </p>
        <Link
          to={resourceHref(item, action)}
          aria-label={t(`resources.actionLabel.${action}`, { title: item.title })}
          className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:ring-4 focus-visible:ring-saffron-500 focus-visible:outline-none"
        >
          {t(`resources.action.${action}`)}
        </Link>
      </div>
    </article>
  );
}

