// Tells the owner of an account, by e-mail, that many failed sign-ins happened (when the per-account
// delays start), with a link to reset the password, which also lets them in at once. Once per
// failure window per address, and only when the account exists. We do not know which language the
// owner reads (the attempts come from someone else's page), so the mail carries English and Hindi.
import { eq, sql } from "drizzle-orm";
import { users } from "../../../db/schema";
import { db } from "../../lib/db.server";
import { env } from "../../lib/env.server";
import { translate } from "../../lib/i18n/messages.server";
import { sendMail } from "../../lib/mailer.server";
import { now } from "./clock.server";
import { accountKey, claimOncePerWindow } from "./login-throttle.server";

export const noticeKey = (email: string) => `notice:${accountKey(email)}`;

/** Sends the notice if none was sent for this address in the window and the account exists. */
export async function alertOwnerOfFailedSignIns(email: string, failures: number, at = now()): Promise<boolean> {
  const [owner] = await db()
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!owner) return false;
  if (!(await claimOncePerWindow(noticeKey(email), at))) return false;
  const e = env();
  const vars = { name: owner.name || "User", count: failures, minutes: Math.round(e.LOGIN_FAILURE_WINDOW_SECONDS / 60), link: `${e.APP_URL}/forgot-password` };
  await sendMail({
    to: owner.email,
    subject: `${translate("en", "mail.failedSignIns.subject")} / ${translate("hi", "mail.failedSignIns.subject")}`,
    text: `${translate("en", "mail.failedSignIns.text", vars)}\n\n———\n\n${translate("hi", "mail.failedSignIns.text", vars)}`,
  });
  return true;
}
