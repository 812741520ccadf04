// One zod schema per mutation, shared by the form and the action. Errors are message keys, translated
// by the page. Unknown keys are rejected (strict) except the form's own hidden fields listed.
import { z } from "zod";
import type { MessageKey } from "~/lib/i18n/messages.en";

const k = (key: MessageKey) => key; // keeps the keys type-checked

// Control characters (NUL and friends) have no place in a name, and PostgreSQL rejects NUL.
// eslint-disable-next-line no-control-regex
const noControlChars = (v: string) => !/[\u0000-\u001f\u007f]/.test(v);

export const emailField = z
  .string({ error: k("auth.error.emailRequired") })
  .trim()
  .min(1, k("auth.error.emailRequired"))
  .max(254, k("auth.error.emailInvalid"))
  .pipe(z.email(k("auth.error.emailInvalid")))
  .transform((v) => v.toLowerCase());

// Passwords are taken exactly as typed (ASVS V6.2.8): no trimming.
export const newPasswordField = z
  .string({ error: k("auth.error.passwordRequired") })
  .min(1, k("auth.error.passwordRequired"))
  .min(8, k("auth.error.passwordTooShort"))
  .max(128, k("auth.error.passwordTooLong"));

export const loginSchema = z.strictObject({
  email: emailField,
  password: z.string({ error: k("auth.error.passwordRequired") }).min(1, k("auth.error.passwordRequired")).max(1024, k("auth.error.passwordTooLong")),
  redirectTo: z.string().max(2048).optional(),
});

export const registerSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .max(80, k("auth.error.nameTooLong"))
    .refine(noControlChars, k("profile.error.nameInvalid"))
    .optional(),
  email: emailField,
  password: newPasswordField,
  redirectTo: z.string().max(2048).optional(),
});

export const forgotPasswordSchema = z.strictObject({ email: emailField });

export const resetPasswordSchema = z.strictObject({
  token: z.string().min(1).max(512),
  password: newPasswordField,
});

/** A real calendar date (Date.parse accepts 2001-02-30; we do not). */
const isCalendarDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && d.getUTCFullYear() >= 1900;
};

export const profileSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, k("profile.error.nameRequired"))
    .max(80, k("profile.error.nameTooLong"))
    .refine(noControlChars, k("profile.error.nameInvalid")),
  dob: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isCalendarDate(v), k("profile.error.dobInvalid"))
    .refine((v) => v === null || v <= new Date().toISOString().slice(0, 10), k("profile.error.dobFuture")),
  gender: z
    .string()
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v): v is "Male" | "Female" | "Other" | null => v === null || v === "Male" || v === "Female" || v === "Other", k("profile.error.genderInvalid")),
  // The "Remove my photo" checkbox (a new photo in the same request wins).
  removePhoto: z
    .literal("on", k("error.badRequest"))
    .optional()
    .transform((v) => v === "on"),
});

// An empty password is a missing field, not a wrong password; better-auth is not asked, so it costs
// no hashing and no failed attempt. Longer than 128 characters is cut, as typed into the field.
const currentPassword = z
  .string({ error: k("twoFactor.error.passwordRequired") })
  .min(1, k("twoFactor.error.passwordRequired"))
  .transform((v) => v.slice(0, 128));

/** /profile/two-factor: turn on (start, then confirm with the app's first code) or off. */
export const twoFactorSettingsSchema = z.discriminatedUnion("intent", [
  z.strictObject({ intent: z.literal("start"), password: currentPassword }),
  z.strictObject({
    intent: z.literal("confirm"),
    code: z.string().max(40).default(""),
    // What the page showed, sent back to show it again after a wrong code (the secret stays on the server).
    totpURI: z.string().max(2000).default(""),
    backupCodes: z.string().max(2000).default(""),
  }),
  z.strictObject({ intent: z.literal("disable"), password: currentPassword }),
]);
