import { data, redirect } from "react-router";
import type { Route } from "./+types/google";
import { googleSignInUrl } from "~/features/accounts/sign-in.server";
import { publicConfig } from "~/lib/env.server";
import { log } from "~/lib/logger.server";
import { readForm } from "~/lib/forms/read-form.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("auth")];

export function loader() {
  return redirect("/login");
}

// Starts Google's OIDC flow (better-auth sets the state cookie and gives us Google's URL). The
// return path is honoured only when it is a same-origin relative path.
export async function action({ request }: Route.ActionArgs) {
  if (!publicConfig().googleEnabled) throw data("Not found", { status: 404 });
  const form = await readForm(request);
  const redirectTo = safeRedirect(form?.get("redirectTo") ?? form?.get("redirect_uri"));
  const response = await googleSignInUrl({ redirectTo, headers: request.headers });
  const body = (await response.json().catch(() => null)) as { url?: string } | null;
  if (!response.ok || !body?.url) {
    log.error("Google sign-in could not start", { status: response.status });
    return redirect("/login?error=start_failed");
  }
  const headers = new Headers({ Location: body.url });
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 302, headers });
}
