import { redirect } from "react-router";
import type { Route } from "./+types/language";
import { isLocale, LOCALE_COOKIE } from "~/lib/i18n/locales";
import { parseForm } from "~/lib/forms/parse-input.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { z } from "zod";

// A locale that is not ours is ignored (back to the page, language unchanged), not an error page.
const languageForm = z.object({ locale: z.string().optional(), redirectTo: z.string().optional() });

export function loader() {
  return redirect("/");
}

// The language switch: remembers the choice for a year and returns to the same page.
export async function action({ request }: Route.ActionArgs) {
  const parsed = await parseForm(request, languageForm);
  if (!parsed.ok) return redirect("/");
  const { locale, redirectTo } = parsed.data;
  const back = safeRedirect(redirectTo, "/");
  if (!isLocale(locale)) return redirect(back);
  return redirect(back, {
    headers: { "Set-Cookie": `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax` },
  });
}
