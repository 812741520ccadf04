import { redirect } from "react-router";
import type { Route } from "./+types/sign-out-others";
import { signOutOtherSessions } from "~/features/accounts/sessions.server";
import { log } from "~/lib/logger.server";
import { requireUser } from "~/features/accounts/session.server";

// "Sign out of all other devices" on /profile. A POST (it changes state); a GET only goes back.
export function loader() {
  return redirect("/profile");
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const ended = await signOutOtherSessions(user.id, user.sessionId);
  log.info("signed out other sessions", { userId: user.id, ended });
  return redirect("/profile?notice=signedOutElsewhere");
}
