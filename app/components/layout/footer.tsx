import { Link } from "react-router";
import { useI18n } from "~/lib/i18n/i18n";
import type { PublicConfig } from "~/lib/env.server";

// Simple outline icons (inline SVG: no icon font or extra request).
const SOCIAL = [
  { key: "facebook", label: "Facebook", path: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v6h4v-6h3l1-4h-4V8z" },
  { key: "instagram", label: "Instagram", path: "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2a1 1 0 1 0 0 2 1 1 0 0 0 0-2z" },
  { key: "youtube", label: "YouTube", path: "M3 7c0-2 1-3 3-3h12c2 0 3 1 3 3v10c0 2-1 3-3 3H6c-2 0-3-1-3-3V7zm7 2v6l5-3-5-3z" },
  { key: "x", label: "X", path: "M4 4h4l4 5.5L16.5 4H20l-6.2 7.3L20 20h-4l-4.3-5.9L6.6 20H3l6.9-8z" },
] as const;

export function Footer({ config }: { config: PublicConfig }) {
  const { t } = useI18n();
  const year = new Date().getFullYear();
  const links = [
    ["/courses", t("footer.courses")],
    ["/resources", t("footer.resources")],
    ["/counseling", t("footer.counseling")],
    ["/quizzes", t("footer.quizzes")],
    ["/careers", t("footer.careers")],
    ["/terms-and-conditions", t("footer.terms")],
    ["/privacy-policy", t("footer.privacy")],
  ] as const;
  return (
    <footer className="mt-16 bg-brand-900 text-slate-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{t("app.name")}</p>
          <p className="mt-2 text-sm">{t("footer.about")}</p>
        </div>
        <nav aria-label={t("footer.quickLinks")}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t("footer.quickLinks")}</h2>
          <ul className="mt-2 grid grid-cols-2 gap-x-4 text-sm">
            {links.map(([to, label]) => (
              <li key={to}>
                <Link to={to} className="inline-flex min-h-11 items-center underline-offset-4 hover:underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t("footer.contact")}</h2>
          <address className="mt-2 space-y-1 text-sm not-italic">
            <p>
              <span className="sr-only">{t("footer.address")}: </span>
              {config.contact.address}
            </p>
            <p>
              {t("footer.phone")}:{" "}
              <a className="underline underline-offset-4" href={`tel:${config.contact.phone.replace(/[^+\d]/g, "")}`}>
                {config.contact.phone}
              </a>
            </p>
            <p>
              {t("footer.email")}:{" "}
              <a className="underline underline-offset-4" href={`mailto:${config.contact.email}`}>
                {config.contact.email}
              </a>
            </p>
          </address>
          <h2 className="mt-4 text-sm font-semibold uppercase tracking-wide text-white">{t("footer.follow")}</h2>
          <ul className="mt-2 flex gap-2">
            {SOCIAL.map((s) => (
              <li key={s.key}>
                <a
                  href={config.social[s.key]}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={s.label}
                  className="grid h-11 w-11 place-items-center rounded-full bg-white/10 text-lg hover:bg-white/20"
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
                    <path d={s.path} fillRule="evenodd" />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-sm">{t("footer.rights", { year })}</p>
    </footer>
  );
}
