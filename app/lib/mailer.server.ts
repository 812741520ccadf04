// Outgoing mail. With SMTP_URL, nodemailer sends it; without, it is kept in the outbox table and a
// log line says so (local runs and tests read links from there). Either way a row is written first,
// so nothing is lost when the SMTP server is down. This module owns the outbox table
// (docs/decisions/027): the local mailbox reads it through recentOutboxMail.
import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { outboxEmails } from "../../db/schema";
import { db } from "./db.server";
import { env } from "./env.server";
import { log } from "./logger.server";

export type MailAttachment = { filename: string; contentType: string; content: string };
/** `attachments`: small text files sent with the mail (a calendar invitation), kept in the outbox too. */
export type Mail = { to: string; subject: string; text: string; attachments?: MailAttachment[] };

export async function sendMail(mail: Mail) {
  const id = randomUUID();
  await db().insert(outboxEmails).values({ id, ...mail, attachments: mail.attachments ?? [] });
  const smtp = env().SMTP_URL;
  if (!smtp) {
    log.info("mail kept in outbox (no SMTP_URL configured)", { outboxId: id, subject: mail.subject });
    return;
  }
  try {
    const nodemailer = await import("nodemailer");
    await nodemailer.createTransport(smtp).sendMail({ from: env().MAIL_FROM, ...mail });
    await db().update(outboxEmails).set({ sentAt: new Date() }).where(eq(outboxEmails.id, id));
  } catch (error) {
    log.error("mail not sent; kept in outbox", { outboxId: id, error: String(error) });
  }
}

export type OutboxMessage = { id: string; to: string; subject: string; text: string; attachments: MailAttachment[]; createdAt: string };

/** The newest mail in the outbox first, sent or not. */
export async function recentOutboxMail(limit: number): Promise<OutboxMessage[]> {
  const rows = await db().select().from(outboxEmails).orderBy(desc(outboxEmails.createdAt)).limit(limit);
  return rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text, attachments: r.attachments, createdAt: r.createdAt.toISOString() }));
}
