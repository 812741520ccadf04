// Zod fields shared by the admin forms (study resources, blogs): a one-line text field, trimmed,
// bounded and free of control characters, required or optional, with the area's own message keys.
import { z } from "zod";
import type { MessageKey } from "../i18n/messages.en";

// eslint-disable-next-line no-control-regex -- control characters never belong in a one-line field
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export type LineMessages = { required: MessageKey; tooLong: MessageKey; invalidCharacters: MessageKey };

/** A trimmed one-line text of at most `max` characters; optional fields default to "". */
export function textLine(max: number, required: boolean, messages: LineMessages) {
  const base = z
    .string({ error: messages.required })
    .trim()
    .max(max, messages.tooLong)
    .refine((v) => !CONTROL_CHARACTERS.test(v), messages.invalidCharacters);
  return required ? base.refine((v) => v !== "", messages.required) : base.optional().default("");
}
