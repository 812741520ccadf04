// The session's e-mails (decision 038): when it is scheduled (or moved) and when it is cancelled, to
// the address the student gave, in English and Hindi, with an .ics invitation whose UID stays the same
// for the session, so calendars update or remove the one event. Sent through the mailer's outbox.
import { eq } from "drizzle-orm";
import { counselingRequests, counselors } from "../../../db/schema";
import { db } from "../../lib/db.server";
import { env } from "../../lib/env.server";
import { formatDateTime } from "../../lib/i18n/dates";
import type { MessageKey } from "../../lib/i18n/messages.en";
import { translate } from "../../lib/i18n/messages.server";
import { sendMail } from "../../lib/mailer.server";
import { now } from "./clock.server";
import { buildInvite } from "./ics";

/** "Vidyapath <no-reply@vidyapath.local>" → its name and address. */
export function mailbox(from: string): { name: string; email: string } {
  const m = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return m ? { name: m[1] || "Vidyapath", email: m[2] } : { name: "Vidyapath", email: from.trim() };
}

export async function sendSessionMail(requestId: number, kind: "scheduled" | "cancelled"): Promise<void> {
  const [row] = await db()
    .select({
      id: counselingRequests.id,
      name: counselingRequests.name,
      email: counselingRequests.email,
      startsAt: counselingRequests.startsAt,
      endsAt: counselingRequests.endsAt,
      sequence: counselingRequests.inviteSequence,
      counselorName: counselors.displayName,
    })
    .from(counselingRequests)
    .leftJoin(counselors, eq(counselors.userId, counselingRequests.counselorId))
    .where(eq(counselingRequests.id, requestId));
  if (!row?.email || !row.startsAt || !row.endsAt) return;
  const e = env();
  const host = new URL(e.APP_URL).hostname;
  const vars = (locale: "en" | "hi") => ({
    name: row.name,
    when: formatDateTime(row.startsAt!, locale),
    counselor: row.counselorName ?? translate(locale, "counseling.counselorTbd"),
    link: `${e.APP_URL}/counseling/session`,
  });
  const subject: MessageKey = kind === "scheduled" ? "mail.counseling.scheduled.subject" : "mail.counseling.cancelled.subject";
  const text: MessageKey = kind === "scheduled" ? "mail.counseling.scheduled.text" : "mail.counseling.cancelled.text";
  const ics = buildInvite({
    uid: `counseling-${row.id}@${host}`,
    sequence: row.sequence,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    stampedAt: now(),
    summary: translate("en", "mail.counseling.summary"),
    description: translate("en", "mail.counseling.description", vars("en")),
    organizer: mailbox(e.MAIL_FROM),
    attendee: { name: row.name, email: row.email },
    cancelled: kind === "cancelled",
  });
  await sendMail({
    to: row.email,
    subject: `${translate("en", subject)} / ${translate("hi", subject)}`,
    text: `${translate("en", text, vars("en"))}\n\n———\n\n${translate("hi", text, vars("hi"))}`,
    attachments: [{ filename: kind === "scheduled" ? "counseling-session.ics" : "counseling-cancelled.ics", contentType: `text/calendar; charset=utf-8; method=${kind === "scheduled" ? "REQUEST" : "CANCEL"}`, content: ics }],
  });
}
