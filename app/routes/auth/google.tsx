import { data, redirect } from "react-router";
import type { Route } from "./+types/google";
import { googleSignInUrl } from "~/features/accounts/sign-in.server";
import { publicConfig } from "~/lib/env.server";
import { log } from "~/lib/logger.server";
import { parseForm } from "~/lib/forms/parse-input.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { z } from "zod";

// The return path only (the spec's name for it too); anything unreadable means the default.
const googleForm = z.object({ redirectTo: z.string().optional(), redirect_uri: z.string().optional() });

export function loader() {
  return redirect("/login");
}

// Starts Google's OIDC flow (better-auth sets the state cookie and gives us Google's URL). The
// return path is honoured only when it is a same-origin relative path.
export async function action({ request }: Route.ActionArgs) {
  if (!publicConfig().googleEnabled) throw data("Not found", { status: 404 });
  const parsed = await parseForm(request, googleForm);
  const redirectTo = safeRedirect(parsed.ok ? (parsed.data.redirectTo ?? parsed.data.redirect_uri) : null);
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
