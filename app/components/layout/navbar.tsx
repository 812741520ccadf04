import { useCallback, useEffect, useRef, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { useI18n } from "~/lib/i18n/i18n";
import { useDismissableDetails } from "./use-dismiss";

type NavUser = { name: string; role: "user" | "admin" } | null;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium min-h-11 flex items-center ${isActive ? "text-brand-700 bg-brand-50" : "text-slate-800 hover:bg-slate-100"}`;

/**
 * Spec §2 Navigation. <details> makes the mobile menu and the Resources dropdown work before the
 * JavaScript has loaded; after hydration React controls them so they close on an outside click,
 * on Escape and when a link is chosen.
 */
export function Navbar({ user }: { user: NavUser }) {
  const { t, locale } = useI18n();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDetailsElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // Escape or a tap outside closes the phone menu, like the Resources dropdown.
  useDismissableDetails(menuRef, closeMenu);

  // A chosen link navigates: close the menu.
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname, location.search]);

  const here = location.pathname + location.search;
  const links = (
    <>
      <li>
        <NavLink to="/" end className={linkClass}>
          {t("nav.home")}
        </NavLink>
      </li>
      <li>
        <NavLink to="/courses" className={linkClass}>
          {t("nav.courses")}
        </NavLink>
      </li>
      <li className="relative">
        <ResourcesMenu />
      </li>
      <li>
        <NavLink to="/counseling" className={linkClass}>
          {t("nav.counseling")}
        </NavLink>
      </li>
      {user?.role === "admin" ? (
        <li>
          <NavLink to="/admin" className={linkClass}>
            {t("nav.admin")}
          </NavLink>
        </li>
      ) : null}
      {user ? (
        <>
          <li>
            <NavLink to="/dashboard" className={linkClass}>
              {t("nav.dashboard")}
            </NavLink>
          </li>
          <li>
            <Form method="post" action="/logout">
              <button type="submit" className="flex min-h-11 w-full items-center rounded-md px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-100">
                {t("nav.logout")}
              </button>
            </Form>
          </li>
        </>
      ) : (
        <li>
          <NavLink to="/login" className={linkClass}>
            {t("nav.login")}
          </NavLink>
        </li>
      )}
      <li>
        <Form method="post" action="/language" reloadDocument>
          <input type="hidden" name="locale" value={locale === "hi" ? "en" : "hi"} />
          <input type="hidden" name="redirectTo" value={here} />
          <button
            type="submit"
            className="flex min-h-11 items-center rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
          >
            <span lang={locale === "hi" ? "en" : "hi"}>{t("nav.switchTo")}</span>
            <span className="sr-only"> ({t("nav.switchToLabel")})</span>
          </button>
        </Form>
      </li>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label={t("nav.main")} className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2">
        <Link to="/" className="flex min-h-11 items-center gap-2 text-lg font-bold text-brand-800">
          <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-lg bg-saffron-600 text-white">
            V
          </span>
          {t("app.name")}
        </Link>
        <ul className="hidden items-center gap-1 md:flex">{links}</ul>
        <details ref={menuRef} className="md:hidden" open={menuOpen} onToggle={(e) => setMenuOpen((e.currentTarget as HTMLDetailsElement).open)}>
          <summary
            aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
            className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md border border-slate-300 px-3 text-sm font-medium"
          >
            <span aria-hidden="true">{menuOpen ? "✕" : "☰"}</span>
            <span className="ml-2">{t("nav.menu")}</span>
          </summary>
          <ul className="absolute left-0 right-0 top-full z-30 flex flex-col gap-1 border-b border-slate-200 bg-white p-3 shadow-lg">{links}</ul>
        </details>
      </nav>
    </header>
  );
}

/** The Resources dropdown. Rendered once in the desktop bar and once in the phone menu; each copy
 * has its own state and ref, so "outside" means outside this copy. */
function ResourcesMenu() {
  const { t } = useI18n();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDetailsElement>(null);
  const closeMenu = useCallback(() => setOpen(false), []);

  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.search]);

  useDismissableDetails(ref, closeMenu);

  return (
    <details ref={ref} open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary className="flex min-h-11 cursor-pointer items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100">
        {t("nav.resources")}
        <span aria-hidden="true">▾</span>
      </summary>
      <ul className="z-30 mt-1 ml-3 border-l border-slate-200 pl-3 md:absolute md:left-0 md:ml-0 md:min-w-48 md:rounded-lg md:border md:bg-white md:p-1 md:shadow-lg">
        {(
          [
            ["/resources", "nav.studyMaterials"],
            ["/blogs", "nav.blogs"],
            ["/quizzes", "nav.quizzes"],
          ] as const
        ).map(([to, key]) => (
          <li key={to}>
            <NavLink to={to} className={linkClass} onClick={() => setOpen(false)}>
              {t(key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
