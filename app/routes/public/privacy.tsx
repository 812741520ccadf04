import type { Route } from "./+types/privacy";
import { content as en } from "~/features/legal/privacy.en";
import { content as hi } from "~/features/legal/privacy.hi";
import { LegalPage } from "~/features/legal/legal-page";
import { localeFromRequest } from "~/lib/i18n/locales";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("legal")];

// The text is chosen on the server, so only the visitor's language is sent.
export function loader({ request }: Route.LoaderArgs) {
  return { content: localeFromRequest(request) === "hi" ? hi : en };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.content.title ?? "Privacy"} | Vidyapath` },
  { name: "description", content: loaderData?.content.description ?? "" },
];

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage content={loaderData.content} />;
}
