// A counseling session as an iCalendar invitation (RFC 5545): one VEVENT with a stable UID, the time
// in UTC, the organiser and the attendee. The same UID with a higher SEQUENCE updates the event in the
// student's calendar (a reschedule) or removes it (METHOD:CANCEL, STATUS:CANCELLED).
export type Invite = {
  uid: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  stampedAt: Date;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  cancelled?: boolean;
};

const utc = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** TEXT values: backslash, semicolon, comma and newlines escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** A parameter value (CN=…): quoted, without the characters a quoted value may not hold. */
const param = (value: string) => `"${value.replace(/["\r\n]/g, "")}"`;

/** Lines longer than 75 octets are folded with CRLF + space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (bytes + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = "";
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

export function buildInvite(invite: Invite): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Vidyapath//Counseling//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${invite.cancelled ? "CANCEL" : "REQUEST"}`,
    "BEGIN:VEVENT",
    `UID:${invite.uid}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${utc(invite.stampedAt)}`,
    `DTSTART:${utc(invite.startsAt)}`,
    `DTEND:${utc(invite.endsAt)}`,
    `SUMMARY:${escapeText(invite.summary)}`,
    `DESCRIPTION:${escapeText(invite.description)}`,
    `ORGANIZER;CN=${param(invite.organizer.name)}:mailto:${invite.organizer.email}`,
    `ATTENDEE;CN=${param(invite.attendee.name)};ROLE=REQ-PARTICIPANT:mailto:${invite.attendee.email}`,
    `STATUS:${invite.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
