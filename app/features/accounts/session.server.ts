// Who is asking, and the named guards that are the first line of every loader and action.
// The session and the role are read from the database on every request (no cookie cache), so a
// demotion, a logout or a password reset's revocation takes effect at once. The ordinary case is one
// query (session-row.server.ts, decision 047); better-auth handles the rest.
import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { sessions } from "../../../db/schema";
import { getRole, type Role } from "./profile.server";
import { auth } from "./auth.server";
import { db } from "../../lib/db.server";
import { twoFactorEnabled, twoFactorRequiredFor } from "./two-factor.server";
import { loginUrlFor } from "../../lib/safe-redirect";
import { isAPIError } from "better-auth/api";
import { busy, DomainError, isDomainError } from "../../lib/errors/domain-error";
import { pageError } from "../../lib/errors/http-errors.server";
import { log } from "../../lib/logger.server";
import { now } from "./clock.server";
import { findLiveSession } from "./session-row.server";

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  photoUrl: string | null;
  role: Role;
  sessionId: string;
  /** users.data_version as the one-query lookup read it (decision 045); null when better-auth answered
   * (a refreshed session), whose read does not include it. */
  dataVersion: number | null;
};

// better-auth's sessions slide: each day of use extends them by seven days. A sliding session could
// then live for ever on a shared or stolen device, so a session also has an absolute lifetime from
// sign-in (ASVS V7.3.2), after which it is deleted and the user signs in again.
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

// One lookup per request even when the root loader and a route loader both ask, and when the signed-in
// page cache (server/middleware/user-page-cache.ts, in the server bundle) asked before them: the built
// route bundle has its own copy of this module, so the memo lives on globalThis (like db() and auth()).
const MEMO = Symbol.for("vidyapath.sessionUserByRequest");
const g = globalThis as { [MEMO]?: WeakMap<Request, Promise<SessionUser | null>> };
const cache: WeakMap<Request, Promise<SessionUser | null>> = (g[MEMO] ??= new WeakMap());

const lookupFailed = (error: unknown): never => {
  log.warn("session lookup failed", { error: String(error) });
  throw busy("error.unavailable", 5);
};

async function lookup(request: Request): Promise<SessionUser | null> {
  const cookie = request.headers.get("cookie") ?? "";
  if (!/(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(cookie)) return null;
  const at = now();
  const live = await findLiveSession(cookie, at).catch(lookupFailed);
  if (live === null) return null;
  if (live) {
    if (at.getTime() - live.createdAt.getTime() > SESSION_ABSOLUTE_LIFETIME_MS) return endSession(live.sessionId);
    const { user } = live;
    return { id: user.id, name: user.name || "User", email: user.email, photoUrl: user.image ?? null, role: live.role, sessionId: live.sessionId, dataVersion: live.dataVersion };
  }
  // better-auth answers an unknown, expired or malformed session with null (or an APIError): that
  // visitor is anonymous. Any other failure (the database unreachable, its pool exhausted under
  // load) is not "signed out": a student mid-test must not get a 401 and lose their place, so it is
  // a 503 with Retry-After, which the runner's answer queue retries (found by npm run bench:quiz).
  const session = await auth()
    .api.getSession({ headers: request.headers })
    .catch((error: unknown) => (isAPIError(error) && error.statusCode < 500 ? null : lookupFailed(error)));
  if (!session) return null;
  if (at.getTime() - new Date(session.session.createdAt).getTime() > SESSION_ABSOLUTE_LIFETIME_MS) return endSession(session.session.id);
  const role = await getRole(session.user.id);
  return {
    id: session.user.id,
    name: session.user.name || "User",
    email: session.user.email,
    photoUrl: session.user.image ?? null,
    role,
    sessionId: session.session.id,
    dataVersion: null,
  };
}

/** A session past its absolute lifetime is deleted: the user signs in again. */
async function endSession(sessionId: string): Promise<null> {
  await db().delete(sessions).where(eq(sessions.id, sessionId));
  return null;
}

export function getSessionUser(request: Request): Promise<SessionUser | null> {
  let found = cache.get(request);
  if (!found) {
    found = lookup(request);
    cache.set(request, found);
  }
  return found;
}

/** The request's user for the signed-in page cache (decision 045): only when the one-query lookup
 * answered, with the user's data_version; null when signed out, when better-auth answered (a session
 * due for its refresh: the page renders and refreshes it), and when the lookup failed (the page
 * itself then answers 503). */
export async function cacheableViewer(request: Request): Promise<{ id: string; role: Role; dataVersion: number } | null> {
  const user = await getSessionUser(request).catch(() => null);
  return user && user.dataVersion !== null ? { id: user.id, role: user.role, dataVersion: user.dataVersion } : null;
}

/** Signed-in users only; anonymous visitors go to /login and come back here afterwards. `notice`:
 * the root's NOTICES entry the login page shows (e.g. "resourceLogin" for the study resources). */
export async function requireUser(request: Request, opts: { notice?: string } = {}): Promise<SessionUser> {
  // A failed lookup (503) is the page's error, with its status, wherever the loader calls this.
  const user = await getSessionUser(request).catch((error: unknown) => (isDomainError(error) ? pageError(error) : Promise.reject(error)));
  if (!user) throw redirect(loginUrlFor(request, opts.notice));
  return user;
}

/** For the JSON API: the signed-in user, or a 401 `unauthenticated` domain error, which the API's
 * error handler (server/app.ts) answers as `{ error }` JSON. No redirects from an API. */
export async function requireApiUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw new DomainError("unauthenticated", "error.signInRequired");
  return user;
}

/** Admins only; anonymous visitors go to /login, signed-in non-admins to /dashboard (spec §2). */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== "admin") throw redirect("/dashboard");
  // ADMIN_MFA=required (the default on https): no admin page or action until the admin has turned on
  // two-step verification, which every later sign-in then asks for (decision 015).
  if (twoFactorRequiredFor(user.role) && !(await twoFactorEnabled(user.id))) throw redirect("/profile/two-factor?required=admin");
  return user;
}

/** For /login and /register: a signed-in user goes to /dashboard (spec §2). */
export async function requireGuest(request: Request): Promise<void> {
  if (await getSessionUser(request)) throw redirect("/dashboard");
}
