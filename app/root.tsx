import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
// The stylesheet is linked with a `precedence`, which makes React emit it at the top of <head>, ahead
// of the ~16 modulepreload links: linked as a route stylesheet it came last, so the only
// render-blocking file of every page queued behind 100 KB of JavaScript on a phone's connections.
import appCss from "./app.css?url";
import { DevanagariFont, LATE_FONTS_CSS } from "./components/layout/font-faces";
import { Footer } from "./components/layout/footer";
import { Navbar } from "./components/layout/navbar";
import { Notice } from "./components/ui/notice";
import { publicConfig } from "./lib/env.server";
import { I18nProvider, useI18n } from "./lib/i18n/i18n";
import { localeFromRequest } from "./lib/i18n/locales";
import { pageMessages } from "./lib/i18n/route-messages.server";
import type { MessageKey } from "./lib/i18n/messages.en";
import { getSessionUser } from "./features/accounts/session.server";
import { loadPage } from "./lib/errors/http-errors.server";

// Messages that arrive with a redirect (?notice=…): only these keys, never free text from the URL.
const NOTICES: Record<string, { key: MessageKey; tone: "info" | "success" }> = {
  loginRequired: { key: "auth.loginRequired", tone: "info" },
  loggedOut: { key: "auth.loggedOut", tone: "success" },
  passwordReset: { key: "auth.reset.done", tone: "success" },
  signedOutElsewhere: { key: "profile.sessions.done", tone: "success" },
  twoFactorExpired: { key: "twoFactor.challenge.expired", tone: "info" },
  enrollRequired: { key: "content.enrollRequired", tone: "info" },
  resourceLogin: { key: "resources.loginRequired", tone: "info" }, // spec: opening a study resource signed out
  counselingLogin: { key: "counseling.loginRequired", tone: "info" }, // spec: booking counseling signed out
  counselingBooked: { key: "counseling.submitted", tone: "success" }, // spec: the booking's success message
};

export async function loader({ request, context }: Route.LoaderArgs) {
  // A failed session lookup (database unreachable or overloaded) is the page's 503, never "signed out".
  const user = await loadPage(() => getSessionUser(request));
  const locale = localeFromRequest(request);
  // Own keys only: `?notice=constructor` must not reach Object.prototype.
  const noticeName = new URL(request.url).searchParams.get("notice") ?? "";
  const notice = Object.hasOwn(NOTICES, noticeName) ? NOTICES[noticeName] : null;
  return {
    user: user ? { name: user.name, role: user.role } : null,
    locale,
    // Only the shell's messages, the notice's and those of the routes this page renders (decision 030).
    messages: pageMessages(locale, context, notice ? [notice.key] : []),
    config: publicConfig(),
    notice,
  };
}

// The navbar shows who is signed in: revalidate the root after every form submission. The root also
// carries the messages of the page's routes, so it reloads when the path changes.
export function shouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod || currentUrl.pathname !== nextUrl.pathname ? true : defaultShouldRevalidate;
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

function PendingBar() {
  const navigation = useNavigation();
  const { t } = useI18n();
  if (navigation.state !== "loading") return null;
  return (
    <div role="status" className="fixed inset-x-0 top-0 z-50 bg-saffron-600 py-1 text-center text-sm font-medium text-white">
      {t("app.loading")}
    </div>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const locale = data?.locale ?? "en";
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        <link rel="stylesheet" href={appCss} precedence="default" />
        {/* The downloadable Devanagari font: at once for the Hindi interface, otherwise linked by the
            browser entry after the first paint (or here without JavaScript). */}
        {locale === "hi" ? (
          <DevanagariFont />
        ) : (
          <noscript>
            <link rel="stylesheet" href={LATE_FONTS_CSS} />
          </noscript>
        )}
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) return <main className="mx-auto max-w-3xl p-6">{children}</main>;
  return (
    <I18nProvider value={{ locale: data.locale, messages: data.messages }}>
      <ShellInner user={data.user} config={data.config} notice={data.notice}>
        {children}
      </ShellInner>
    </I18nProvider>
  );
}

function ShellInner({
  user,
  config,
  notice,
  children,
}: {
  user: Awaited<ReturnType<typeof loader>>["user"];
  config: Awaited<ReturnType<typeof loader>>["config"];
  notice: Awaited<ReturnType<typeof loader>>["notice"];
  children: React.ReactNode;
}) {
  const { t } = useI18n();
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t("app.skipToContent")}
      </a>
      <PendingBar />
      <Navbar user={user} />
      <main id="main" tabIndex={-1} className="w-full flex-1 focus:outline-none">
        {notice ? (
          <div className="mx-auto max-w-6xl px-4 pt-4">
            <Notice tone={notice.tone}>{t(notice.key)}</Notice>
          </div>
        ) : null}
        {children}
      </main>
      <Footer config={config} />
    </>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Shell>
      <ErrorContent status={status} />
    </Shell>
  );
}

function ErrorContent({ status }: { status: number }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // Without root data (the root loader itself failed) we still render a plain English page.
  const t = (k: MessageKey) => data?.messages[k] ?? (({ "error.title": "Something went wrong", "error.text": "Something went wrong. Please try again.", "error.home": "Go to the home page", "notFound.heading": "We couldn't find that page", "notFound.text": "The page you are looking for may have moved.", "error.badRequest": "The request could not be understood.", "error.forbidden": "You do not have access to this page." } as Record<string, string>)[k] ?? k);
  const heading = status === 404 ? t("notFound.heading") : t("error.title");
  const text = status === 404 ? t("notFound.text") : status === 400 ? t("error.badRequest") : status === 403 ? t("error.forbidden") : t("error.text");
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <title>{`${heading} | Vidyapath`}</title>
      <p className="text-5xl font-bold text-brand-700">{status}</p>
      <h1 className="mt-4 text-2xl font-bold">{heading}</h1>
      <p className="mt-2 text-slate-700">{text}</p>
      <Link to="/" className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
        {t("error.home")}
      </Link>
    </section>
  );
}
