// E-mails that tell the owner of an address what strangers (or they themselves) tried with it:
// - many failed sign-ins (when the per-account delays start), with a link to reset the password,
//   which also lets them in at once (docs/decisions/017-account-protection.md);
// - a sign-up with an address that already has an account, with links to log in and to reset.
// Each at most once per failure window per address, and only when the account exists. We do not know
// which language the owner reads (the attempt came from someone else's page), so the mail carries
// English and Hindi. Callers do not await these: the answer's timing must not tell whether an
// address has an account.
import { eq, sql } from "drizzle-orm";
import { users } from "../../../db/schema";
import { db } from "../../lib/db.server";
import { env } from "../../lib/env.server";
import type { MessageKey } from "../../lib/i18n/messages.en";
import { translate } from "../../lib/i18n/messages.server";
import { sendMail } from "../../lib/mailer.server";
import { now } from "./clock.server";
import { accountKey, claimOncePerWindow } from "./login-throttle.server";

type Notice = { kind: "failed-sign-ins" | "sign-up-attempt"; subject: MessageKey; text: MessageKey };

// The notices under way, so that a test can wait until none is (noticesSettled) instead of sleeping
// before it checks that no mail went out. On globalThis: the app bundle and a test share one set.
const IN_FLIGHT = Symbol.for("vidyapath.accountNotices.inFlight");
const inFlight = (): Set<Promise<unknown>> => ((globalThis as { [IN_FLIGHT]?: Set<Promise<unknown>> })[IN_FLIGHT] ??= new Set());

function track<T>(notice: Promise<T>): Promise<T> {
  const set = inFlight();
  set.add(notice);
  notice.then(
    () => set.delete(notice),
    () => set.delete(notice),
  );
  return notice;
}

/** Resolves once every notice started so far (and any they started) has been sent or given up. */
export async function noticesSettled(): Promise<void> {
  while (inFlight().size > 0) await Promise.allSettled([...inFlight()]);
}

async function notifyOwner(email: string, notice: Notice, vars: Record<string, string | number>, at: Date): Promise<boolean> {
  const [owner] = await db()
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!owner) return false;
  if (!(await claimOncePerWindow(`notice:${notice.kind}:${accountKey(email)}`, at))) return false;
  const all = { ...vars, name: owner.name || "User" };
  await sendMail({
    to: owner.email,
    subject: `${translate("en", notice.subject)} / ${translate("hi", notice.subject)}`,
    text: `${translate("en", notice.text, all)}\n\n———\n\n${translate("hi", notice.text, all)}`,
  });
  return true;
}

/** Many failed sign-ins for `email`: tell the owner, with a link to reset the password. */
export function alertOwnerOfFailedSignIns(email: string, failures: number, at = now()): Promise<boolean> {
  const e = env();
  const vars = { count: failures, minutes: Math.round(e.LOGIN_FAILURE_WINDOW_SECONDS / 60), link: `${e.APP_URL}/forgot-password` };
  return track(notifyOwner(email, { kind: "failed-sign-ins", subject: "mail.failedSignIns.subject", text: "mail.failedSignIns.text" }, vars, at));
}

/** A sign-up with an address that has an account: tell the owner how to get in. */
export function tellOwnerOfSignUpAttempt(email: string, at = now()): Promise<boolean> {
  const e = env();
  const vars = { login: `${e.APP_URL}/login`, reset: `${e.APP_URL}/forgot-password` };
  return track(notifyOwner(email, { kind: "sign-up-attempt", subject: "mail.signUpAttempt.subject", text: "mail.signUpAttempt.text" }, vars, at));
}
