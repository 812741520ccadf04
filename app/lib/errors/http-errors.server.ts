// Domain errors → HTTP, in one place, for pages (loaders and actions) and for the JSON API.
//   loader:  a DomainError becomes a thrown `data({ messageKey, vars }, status)` for the error boundary;
//   action:  it becomes `{ ok: false, errors, formError, values }` with its status, for the form;
//   API:     `{ error, fields? }` JSON in the request's language, with its status.
// A Retry-After header goes with a 429 in every case.
import { data } from "react-router";
import { type DomainError, type DomainErrorKind, type FieldErrors, isDomainError, type MessageVars } from "./domain-error";
import type { ParseFailure } from "../forms/parse-input.server";
import type { MessageKey } from "../i18n/messages.en";
import type { Locale } from "../i18n/locales";
import { translate } from "../i18n/messages.server";

export type FormError = { key: MessageKey; vars?: MessageVars };
/** `vars` are the message's variables, also when the message is shown beside a field. */
export type ActionFailure = { ok: false; errors: FieldErrors; formError: FormError | null; values: Record<string, string>; vars?: MessageVars };
/** What the error boundary of a page receives as `error.data` for a domain error. */
export type PageErrorData = { messageKey: MessageKey; vars?: MessageVars; kind: DomainError["kind"] };

function retryHeaders(error: DomainError): HeadersInit | undefined {
  return error.options.retryAfterSeconds ? { "Retry-After": String(error.options.retryAfterSeconds) } : undefined;
}

/** The action's answer to a domain error: field errors and a form-level message, with what was typed.
 * A message already shown beside one of the fields is not repeated above the form. */
export function actionFailure(error: DomainError, values: Record<string, string> = {}) {
  const errors = error.options.fields ?? {};
  const atField = Object.values(errors).includes(error.messageKey);
  const vars = error.options.vars;
  const body: ActionFailure = { ok: false, errors, formError: atField ? null : { key: error.messageKey, vars }, values, ...(vars ? { vars } : {}) };
  return data(body, { status: error.status, headers: retryHeaders(error) });
}

/** The action's answer to a form or JSON body that failed its schema: 400 with the field errors.
 * `formKey` adds a form-level message, for forms whose fields are hidden (an intent button) or whose
 * page shows one message for any bad input. */
export function invalidInput(failure: ParseFailure, formKey?: MessageKey) {
  const body: ActionFailure = { ok: false, errors: failure.errors, formError: formKey ? { key: formKey } : null, values: failure.values };
  return data(body, { status: 400 });
}

/** A form's failure built by hand, for actions that check more than one schema can say (streamed
 * uploads: a refused file is a 413/415 beside its field, with the typed fields kept). */
export function formFailure(status: number, errors: FieldErrors, values: Record<string, string>, formKey: MessageKey | null, vars?: MessageVars) {
  const body: ActionFailure = { ok: false, errors, formError: formKey ? { key: formKey, vars } : null, values, ...(vars ? { vars } : {}) };
  return data(body, { status });
}

/** For loaders: a domain error is thrown as a response the route's error boundary renders. */
export function pageError(error: DomainError): never {
  const body: PageErrorData = { messageKey: error.messageKey, vars: error.options.vars, kind: error.kind };
  throw data(body, { status: error.status, headers: retryHeaders(error) });
}

/** Runs a loader body; a DomainError it throws becomes the page's error response. */
export async function loadPage<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isDomainError(error)) pageError(error);
    throw error;
  }
}

/** Which refusals are the page's error rather than the form's: kinds (`["notFound"]`), or a test for
 * pages where one kind can be either (the course editor: a missing course is the page's 404, a
 * missing lesson a message beside the lesson's form). */
export type PageErrors = readonly DomainErrorKind[] | ((error: DomainError) => boolean);

/** Runs an action body; a DomainError it throws becomes the form's failure answer, or, for those in
 * `pageErrors` (a form about a course that does not exist: `["notFound"]`), the page's error. */
export async function runAction<T>(run: () => Promise<T>, values: Record<string, string> = {}, pageErrors: PageErrors = []) {
  try {
    return await run();
  } catch (error) {
    if (isDomainError(error) && (typeof pageErrors === "function" ? pageErrors(error) : pageErrors.includes(error.kind))) pageError(error);
    if (isDomainError(error)) return actionFailure(error, values);
    throw error;
  }
}

/** The JSON API's answer to a domain error. */
export function apiError(error: DomainError, locale: Locale = "en"): Response {
  const fields = error.options.fields
    ? Object.fromEntries(Object.entries(error.options.fields).flatMap(([field, key]) => (key ? [[field, translate(locale, key)]] : [])))
    : undefined;
  const headers = new Headers({ "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  if (error.options.retryAfterSeconds) headers.set("Retry-After", String(error.options.retryAfterSeconds));
  return new Response(JSON.stringify({ error: translate(locale, error.messageKey, error.options.vars), ...(fields ? { fields } : {}) }), { status: error.status, headers });
}

/** The JSON API's answer to a body that failed its schema: 400 with translated field errors. */
export function apiInvalid(failure: ParseFailure, locale: Locale = "en", messageKey: MessageKey = "error.badRequest"): Response {
  const fields = Object.fromEntries(Object.entries(failure.errors).flatMap(([field, key]) => (key ? [[field, translate(locale, key)]] : [])));
  return new Response(JSON.stringify({ error: translate(locale, messageKey), fields }), {
    status: 400,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}
