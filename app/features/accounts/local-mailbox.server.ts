// The local mailbox: without SMTP_URL, mail is kept in the outbox table (lib/mailer.server.ts), so on
// a developer's or evaluator's machine a password-reset link would be unreachable. /dev/mailbox shows
// the outbox — but only when no SMTP server is configured AND the visitor is on this very machine
// (loopback address, as our HTTP layer determined it; a trusted proxy's X-Forwarded-For counts as the
// real client). A request that passed through any proxy is refused as well, even one on this machine
// that TRUST_PROXY does not name: otherwise every visitor behind a local nginx would look like
// 127.0.0.1. Anywhere else the page does not exist, so a deployment that forgot SMTP_URL does not
// expose anyone's reset links.
import { clientIp } from "../../lib/client-ip.server";
import { env } from "../../lib/env.server";
import { type OutboxMessage, recentOutboxMail } from "../../lib/mailer.server";

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

const PROXY_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip", "via"];

export function localMailboxEnabled(request: Request): boolean {
  if (env().SMTP_URL) return false;
  if (PROXY_HEADERS.some((name) => request.headers.has(name))) return false;
  return LOOPBACK.test(clientIp(request));
}

export type MailboxMessage = OutboxMessage;

/** The newest mail first; the outbox is small on a local run, and 50 is plenty to find a link. */
export function recentMail(limit = 50): Promise<MailboxMessage[]> {
  return recentOutboxMail(limit);
}
