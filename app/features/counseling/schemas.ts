// The counseling booking: one zod schema for the page's form and POST /api/counseling (decision 025),
// and the admin and counsellor forms. Spec §5: name, phone and e-mail are required, the e-mail must be
// valid, the message is optional. Beyond the spec: an Indian mobile number (10 digits starting 6–9;
// "+91" or "0" in front and spaces or hyphens inside are accepted and normalised to +91XXXXXXXXXX).
import { z } from "zod";
import { COUNSELING_LIMITS, normaliseIndianMobile } from "./limits";

const name = z.string("counseling.error.nameRequired").trim().min(1, "counseling.error.nameRequired").max(COUNSELING_LIMITS.name, "counseling.error.nameTooLong");
const phone = z
  .string("counseling.error.phoneRequired")
  .trim()
  .min(1, "counseling.error.phoneRequired")
  .max(COUNSELING_LIMITS.phone, "counseling.error.phoneInvalid")
  .transform((value, ctx) => {
    const normal = normaliseIndianMobile(value);
    if (normal) return normal;
    ctx.addIssue({ code: "custom", message: "counseling.error.phoneInvalid" });
    return z.NEVER;
  });
const email = z
  .string("counseling.error.emailRequired")
  .trim()
  .min(1, "counseling.error.emailRequired")
  .max(COUNSELING_LIMITS.email, "counseling.error.emailInvalid")
  .pipe(z.email("counseling.error.emailInvalid"));
const message = z
  .string("counseling.error.messageTooLong")
  .max(COUNSELING_LIMITS.message, "counseling.error.messageTooLong")
  .nullish()
  .transform((v) => (v ?? "").trim());
const slotText = z.string().regex(/^\d{1,9}$/, "counseling.error.slotInvalid").transform(Number);

/** The page's form: all fields are strings; an empty slot means "no preferred slot". */
export const bookingForm = z.strictObject({
  name,
  phone,
  email,
  message,
  slotId: z.union([z.literal("").transform(() => undefined), slotText], "counseling.error.slotInvalid").optional(),
});

/** POST /api/counseling: the spec's `{ name, phone, email, message }`, plus an optional `slotId`. */
export const bookingJson = z.strictObject({
  name,
  phone,
  email,
  message,
  slotId: z.union([z.number().int().positive().max(2_147_483_647), slotText], "counseling.error.slotInvalid").nullish().transform((v) => v ?? undefined),
});

export type BookingInput = z.output<typeof bookingForm>;

/** The student's own session page: move to another slot, or cancel (after a confirmation step). */
export const mySessionAction = z.discriminatedUnion("intent", [
  z.strictObject({ intent: z.literal("reschedule"), slotId: z.string("counseling.error.slotRequired").regex(/^\d{1,9}$/, "counseling.error.slotRequired").transform(Number) }),
  z.strictObject({ intent: z.literal("cancel") }),
  z.strictObject({ intent: z.literal("cancel-confirmed") }),
]);
