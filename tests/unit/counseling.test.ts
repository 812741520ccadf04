// Counseling's pure pieces (decision 038): Indian mobile numbers (+91 and 0 prefixes, spaces and
// hyphens, 10 digits from 6–9), the booking schema's field messages, IST dates, and the iCalendar
// writer (escaping, folding at 75 octets, UTC times) checked by ical.js, a real parser.
import fc from "fast-check";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildInvite, escapeText, foldLine } from "../../app/features/counseling/ics";
import { istDay, istToDate } from "../../app/features/counseling/ist";
import { formatIndianMobile, normaliseIndianMobile } from "../../app/features/counseling/limits";
import { bookingForm, bookingJson } from "../../app/features/counseling/schemas";
import { fieldErrors } from "../../app/lib/forms/parse-input.server";

describe("Indian mobile numbers", () => {
  it("accepts 10 digits from 6–9 with +91 or 0 in front, spaces and hyphens, and normalises them", () => {
    for (const raw of ["9876543210", "+919876543210", "+91 98765 43210", "098765 43210", "0 98765-43210", "+91-98765-43210", " 98765 43210 "]) {
      expect(normaliseIndianMobile(raw.trim()), raw).toBe("+919876543210");
    }
    expect(normaliseIndianMobile("6000000000")).toBe("+916000000000");
  });

  it("refuses landlines, short or long numbers, other country codes and letters", () => {
    for (const raw of ["5876543210", "987654321", "98765432101", "+44 7700 900123", "+9198765", "91 98765 43210x", "phone", "", "00919876543210", "+91 +91 9876543210"]) {
      expect(normaliseIndianMobile(raw), raw).toBeNull();
    }
  });

  it("never throws and only ever returns +91 and 10 digits (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (raw) => {
        const out = normaliseIndianMobile(raw);
        return out === null || /^\+91[6-9]\d{9}$/.test(out);
      }),
    );
  });

  it("reads as +91 98765 43210", () => {
    expect(formatIndianMobile("+919876543210")).toBe("+91 98765 43210");
  });
});

describe("the booking schema", () => {
  const errors = (input: unknown) => {
    const parsed = bookingForm.safeParse(input);
    return parsed.success ? {} : fieldErrors(parsed.error);
  };
  it("requires name, phone and e-mail, checks the e-mail, and leaves the message optional", () => {
    expect(errors({})).toEqual({ name: "counseling.error.nameRequired", phone: "counseling.error.phoneRequired", email: "counseling.error.emailRequired" });
    expect(errors({ name: " ", phone: " ", email: " " })).toEqual({ name: "counseling.error.nameRequired", phone: "counseling.error.phoneRequired", email: "counseling.error.emailRequired" });
    expect(errors({ name: "A", phone: "12", email: "a@b" })).toEqual({ phone: "counseling.error.phoneInvalid", email: "counseling.error.emailInvalid" });
    expect(bookingForm.parse({ name: " Asha ", phone: "098765 43210", email: " a@b.in " })).toEqual({ name: "Asha", phone: "+919876543210", email: "a@b.in", message: "" });
    expect(bookingForm.parse({ name: "A", phone: "9876543210", email: "a@b.in", message: "hi", slotId: "" }).slotId).toBeUndefined();
    expect(bookingJson.parse({ name: "A", phone: "9876543210", email: "a@b.in", message: null, slotId: 7 })).toMatchObject({ message: "", slotId: 7 });
    expect(errors({ name: "A", phone: "9876543210", email: "a@b.in", unknown: "x" })).toEqual({ form: "error.badRequest" });
  });
});

describe("IST", () => {
  it("turns an IST date and time into the instant, refusing days that do not exist", () => {
    expect(istToDate("2026-12-01", "16:30")!.toISOString()).toBe("2026-12-01T11:00:00.000Z");
    expect(istToDate("2026-12-01", "00:15")!.toISOString()).toBe("2026-11-30T18:45:00.000Z");
    expect(istToDate("2026-02-29", "10:00")).toBeNull();
    expect(istToDate("2026-02-28", "24:00")).toBeNull();
    expect(istDay(new Date("2026-11-30T18:45:00Z"))).toBe("2026-12-01");
  });
});

describe("the .ics invitation", () => {
  const invite = {
    uid: "counseling-42@vidyapath.example",
    sequence: 1,
    startsAt: new Date("2026-12-01T11:00:00Z"),
    endsAt: new Date("2026-12-01T11:45:00Z"),
    stampedAt: new Date("2026-11-25T08:00:00Z"),
    summary: "Vidyapath career counseling",
    description: `Free career counseling with डॉ. मीरा अय्यर; bring your marksheet, questions, and a parent. ${"लंबा विवरण ".repeat(12)}\nLine two`,
    organizer: { name: "Vidyapath", email: "no-reply@vidyapath.local" },
    attendee: { name: 'Asha "AV" Verma', email: "asha@example.test" },
  };

  it("is valid iCalendar: one VEVENT with UID, SEQUENCE, DTSTART/DTEND in UTC, SUMMARY, ORGANIZER", () => {
    const text = buildInvite(invite);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    expect(text).toContain("DTSTART:20261201T110000Z\r\n");
    expect(text).toContain("DTEND:20261201T114500Z\r\n");
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const events = calendar.getAllSubcomponents("vevent");
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]!);
    expect(event.uid).toBe(invite.uid);
    expect(event.sequence).toBe(1);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-01T11:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-12-01T11:45:00.000Z");
    expect(event.summary).toBe(invite.summary);
    expect(event.description).toBe(invite.description);
    expect(events[0]!.getFirstPropertyValue("organizer")).toBe("mailto:no-reply@vidyapath.local");
    expect(events[0]!.getFirstProperty("attendee")!.getParameter("cn")).toBe("Asha AV Verma");
  });

  it("cancels with METHOD:CANCEL and STATUS:CANCELLED", () => {
    const calendar = new ICAL.Component(ICAL.parse(buildInvite({ ...invite, sequence: 2, cancelled: true })));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(calendar.getFirstSubcomponent("vevent")!.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("escapes TEXT and folds long lines without splitting a character (property)", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), (value) => {
        const folded = foldLine(`DESCRIPTION:${escapeText(value)}`);
        const lines = folded.split("\r\n");
        return lines.every((l) => Buffer.byteLength(l) <= 75) && lines.map((l, i) => (i === 0 ? l : l.slice(1))).join("") === `DESCRIPTION:${escapeText(value)}`;
      }),
    );
  });
});
