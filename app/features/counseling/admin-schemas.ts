// The forms of the admin queue, the counsellors page and the counsellor's own queue (decision 038):
// one schema per page, told apart by `intent` (decision 025).
import { z } from "zod";
import { IST_DATE, IST_TIME } from "./ist";
import { COUNSELING_LIMITS } from "./limits";

const id = z.string().regex(/^\d{1,9}$/, "error.badRequest").transform(Number);
const istDate = z.string("adminCounseling.error.date").regex(IST_DATE, "adminCounseling.error.date");
const istTime = z.string("adminCounseling.error.time").regex(IST_TIME, "adminCounseling.error.time");
const minutes = z.enum(["30", "45", "60"], "adminCounseling.error.minutes").transform(Number);
const notes = z.string().max(COUNSELING_LIMITS.notes, "adminCounseling.error.notesTooLong").transform((v) => v.trim());

/** The admin's request page: every change is one intent. */
export const adminRequestAction = z.discriminatedUnion("intent", [
  z.strictObject({ intent: z.literal("assign"), counselorId: z.string().min(1, "adminCounseling.error.counselorRequired").max(100, "error.badRequest") }),
  z.strictObject({ intent: z.literal("schedule-slot"), slotId: z.string("adminCounseling.error.slotRequired").regex(/^\d{1,9}$/, "adminCounseling.error.slotRequired").transform(Number) }),
  z.strictObject({ intent: z.literal("schedule-time"), date: istDate, time: istTime, minutes }),
  z.strictObject({ intent: z.literal("notes"), notes }),
  z.strictObject({ intent: z.literal("complete") }),
  z.strictObject({ intent: z.literal("cancel") }),
  z.strictObject({ intent: z.literal("cancel-confirmed") }),
]);

/** A counsellor's queue: notes and "completed" on their own sessions. */
export const counselorQueueAction = z.discriminatedUnion("intent", [
  z.strictObject({ intent: z.literal("notes"), requestId: id, notes }),
  z.strictObject({ intent: z.literal("complete"), requestId: id }),
  z.strictObject({ intent: z.literal("add-slot"), date: istDate, time: istTime, minutes }),
  z.strictObject({ intent: z.literal("delete-slot"), slotId: id }),
]);

/** The counsellors page: add one by the e-mail of an existing account, remove one after confirming. */
export const counselorsAction = z.discriminatedUnion("intent", [
  z.strictObject({
    intent: z.literal("add"),
    email: z.string().trim().min(1, "adminCounselors.error.email").max(254, "adminCounselors.error.email").pipe(z.email("adminCounselors.error.email")),
    displayName: z.string().trim().max(COUNSELING_LIMITS.name, "adminCounselors.error.nameTooLong").optional().default(""),
  }),
  z.strictObject({ intent: z.literal("remove"), counselorId: z.string().min(1, "error.badRequest").max(100, "error.badRequest") }),
  z.strictObject({ intent: z.literal("remove-confirmed"), counselorId: z.string().min(1, "error.badRequest").max(100, "error.badRequest") }),
]);

/** One counsellor's availability (admins): publish a slot, or delete a free one. */
export const slotsAction = z.discriminatedUnion("intent", [
  z.strictObject({ intent: z.literal("add-slot"), date: istDate, time: istTime, minutes }),
  z.strictObject({ intent: z.literal("delete-slot"), slotId: id }),
]);
