import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { signOut } from "~/features/accounts/sign-in.server";
import { log } from "~/lib/logger.server";
import { redirectWithCookies } from "~/lib/responses.server";

// Logging out changes state, so it is a POST; a GET (a typed URL, a prefetch) only goes home.
export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  try {
    const response = await signOut(request.headers);
    return redirectWithCookies("/?notice=loggedOut", response);
  } catch (error) {
    // Spec §8: a logout failure is only logged. The cookie is cleared anyway.
    log.warn("logout failed", { error: String(error) });
    return redirect("/", { headers: { "Set-Cookie": "better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax" } });
  }
}
