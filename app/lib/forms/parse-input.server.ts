// One way to read a form or a JSON body with a zod schema. The result is either the parsed data or
// the field errors as message keys (the first per field) together with what was typed, so a page can
// show the errors beside the fields and keep the input. Unreadable bodies are a form-level error.
import type { z } from "zod";
import type { FieldErrors } from "../errors/domain-error";
import type { MessageKey } from "../i18n/messages.en";
import { readForm } from "./read-form.server";

export type ParseFailure = { ok: false; errors: FieldErrors; values: Record<string, string> };
export type ParseResult<T> = { ok: true; data: T; values: Record<string, string> } | ParseFailure;
export type FormParseResult<T> = ({ ok: true; data: T; values: Record<string, string> } | ParseFailure) & { form: FormData | null };

// A message key ("adminCourses.error.required"), not zod's own text ("Invalid discriminator value. Expected 'a'").
const MESSAGE_KEY = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+$/;

/** First error per field, as message keys; an issue whose message is not a key counts as a bad request. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    out[field] ??= (MESSAGE_KEY.test(issue.message) ? issue.message : "error.badRequest") as MessageKey;
  }
  return out;
}

/** FormData → plain object of strings. Files and the listed fields are left out; for a repeated key
 * the last value wins. */
export function formObject(form: FormData, omit: readonly string[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (omit.includes(key)) continue;
    if (typeof value === "string") out[key] = value;
  }
  return out;
}

/** What was typed, bounded, for echoing back into the form (never passwords). */
export function typedValues(values: Record<string, string>, keep?: readonly string[], maxLength = 2000): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (/password|token|secret|code/i.test(key)) continue;
    if (keep && !keep.includes(key)) continue;
    out[key] = value.slice(0, maxLength);
  }
  return out;
}

/** Turns a schema's issues into field errors; the default is `fieldErrors`. An area whose forms have
 * rules of their own (the quick add's one message for any missing field) passes its own. */
export type ErrorMapper = (error: z.ZodError, values: Record<string, string>) => FieldErrors;

export function parseValues<S extends z.ZodType>(schema: S, input: unknown, values: Record<string, string> = {}, mapErrors: ErrorMapper = fieldErrors, echoLimit = 2000): ParseResult<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data, values };
  return { ok: false, errors: mapErrors(parsed.error, values), values: typedValues(values, undefined, echoLimit) };
}

export type ParseFormOptions = {
  /** File fields, left out of the values (read them from `form`). */
  omit?: readonly string[];
  /** Refuse a form that repeats a field (the page's forms never do): a form-level bad request. */
  unique?: boolean;
  errors?: ErrorMapper;
  /** How much of each typed value a refused form echoes back (2000 characters; more for long texts,
   * so a refused form never loses what was typed). */
  echoLimit?: number;
};

const repeatsAField = (form: FormData) => new Set(form.keys()).size !== [...form.keys()].length;

/** Parses a posted form. */
export async function parseForm<S extends z.ZodType>(request: Request, schema: S, options: ParseFormOptions = {}): Promise<FormParseResult<z.output<S>>> {
  const form = await readForm(request);
  if (!form) return { ok: false, errors: { form: "error.badRequest" }, values: {}, form: null };
  if (options.unique && repeatsAField(form)) return { ok: false, errors: { form: "error.badRequest" }, values: {}, form };
  const values = formObject(form, options.omit);
  return { ...parseValues(schema, values, values, options.errors, options.echoLimit), form };
}

/** Parses a JSON body; a body that is not JSON (by type or by content) is a form-level error. */
export async function parseJson<S extends z.ZodType>(request: Request, schema: S): Promise<ParseResult<z.output<S>>> {
  if (!(request.headers.get("content-type") ?? "").toLowerCase().includes("application/json")) return { ok: false, errors: { form: "error.badRequest" }, values: {} };
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { ok: false, errors: { form: "error.badRequest" }, values: {} };
  }
  return parseValues(schema, body);
}
