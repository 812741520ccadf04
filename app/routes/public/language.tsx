import { redirect } from "react-router";
import type { Route } from "./+types/language";
import { isLocale, LOCALE_COOKIE } from "~/lib/i18n/locales";
import { readForm } from "~/lib/forms/read-form.server";
import { safeRedirect } from "~/lib/safe-redirect";

export function loader() {
  return redirect("/");
}

// The language switch: remembers the choice for a year and returns to the same page.
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form) return redirect("/");
  const locale = form.get("locale");
  const back = safeRedirect(form.get("redirectTo"), "/");
  if (!isLocale(locale)) return redirect(back);
  return redirect(back, {
    headers: { "Set-Cookie": `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax` },
  });
}
