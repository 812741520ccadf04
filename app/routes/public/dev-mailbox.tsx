import { data } from "react-router";
import type { Route } from "./+types/dev-mailbox";
import { Notice } from "~/components/ui/notice";
import { localMailboxEnabled, recentMail } from "~/features/accounts/local-mailbox.server";
import { formatDateTime } from "~/lib/i18n/dates";
import { useI18n } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/meta";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("mailbox")];

// The local mailbox (see features/accounts/local-mailbox.server.ts for when it exists at all).
export async function loader({ request }: Route.LoaderArgs) {
  if (!localMailboxEnabled(request)) throw data(null, { status: 404 });
  return data({ messages: await recentMail() }, { headers: { "Cache-Control": "no-store" } });
}

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, "mailbox.title"), { name: "robots", content: "noindex" }];

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** The mail's text as written, with its web addresses made clickable (React escapes the rest). */
function MailText({ text }: { text: string }) {
  return (
    <p className="mt-3 text-sm break-words whitespace-pre-wrap text-slate-800">
      {text.split(URL_PATTERN).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} className="font-semibold break-all text-brand-700 underline underline-offset-4">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { messages } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("mailbox.title")}</h1>
      <Notice className="mt-4">{t("mailbox.explainer")}</Notice>
      {messages.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">{t("mailbox.empty")}</p>
      ) : (
        <ol className="mt-6 flex flex-col gap-4">
          {messages.map((m) => (
            <li key={m.id}>
              <article aria-labelledby={`mail-${m.id}`} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
                <h2 id={`mail-${m.id}`} className="text-lg font-semibold break-words">
                  {m.subject}
                </h2>
                <p className="mt-1 text-sm text-slate-700">
                  {t("mailbox.to")} <span className="break-all">{m.to}</span> · <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, locale)}</time>
                </p>
                <MailText text={m.text} />
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
