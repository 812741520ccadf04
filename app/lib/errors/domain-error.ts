// Typed domain errors. A use case throws (or returns) one of these kinds with a message key; the
// kit in `http-errors.server.ts` turns it into an HTTP status and a page or JSON message, in one
// place, so no route writes its own error-to-status table.
import type { MessageKey } from "../i18n/messages.en";

export const DOMAIN_ERROR_STATUS = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  rateLimited: 429,
  unavailable: 502,
  /** Our own database or server is overloaded or unreachable: try again shortly (Retry-After). */
  busy: 503,
} as const;

export type DomainErrorKind = keyof typeof DOMAIN_ERROR_STATUS;
export type MessageVars = Record<string, string | number>;
export type FieldErrors = Partial<Record<string, MessageKey>>;

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly messageKey: MessageKey,
    readonly options: { vars?: MessageVars; fields?: FieldErrors; retryAfterSeconds?: number } = {},
  ) {
    super(`${kind}: ${messageKey}`);
    this.name = "DomainError";
  }

  get status(): (typeof DOMAIN_ERROR_STATUS)[DomainErrorKind] {
    return DOMAIN_ERROR_STATUS[this.kind];
  }
}

export const notFound = (key: MessageKey, vars?: MessageVars) => new DomainError("notFound", key, { vars });
export const forbidden = (key: MessageKey, vars?: MessageVars) => new DomainError("forbidden", key, { vars });
export const conflict = (key: MessageKey, vars?: MessageVars) => new DomainError("conflict", key, { vars });
export const invalid = (key: MessageKey, fields?: FieldErrors, vars?: MessageVars) => new DomainError("invalid", key, { fields, vars });
/** Bad input found by a rule beyond the schema (a common password): the message goes beside the field. */
export const invalidField = (field: string, key: MessageKey) => new DomainError("invalid", key, { fields: { [field]: key } });
export const rateLimited = (key: MessageKey, retryAfterSeconds: number, vars?: MessageVars) => new DomainError("rateLimited", key, { retryAfterSeconds, vars });
export const unavailable = (key: MessageKey, vars?: MessageVars) => new DomainError("unavailable", key, { vars });
export const busy = (key: MessageKey, retryAfterSeconds: number) => new DomainError("busy", key, { retryAfterSeconds });

/** Structural, not `instanceof`: the React Router bundle and the HTTP server bundle each hold their
 * own copy of this class (docs/architecture.md, "Two bundles"). */
export function isDomainError(value: unknown): value is DomainError {
  return value instanceof Error && value.name === "DomainError" && typeof (value as Partial<DomainError>).kind === "string" && (value as Partial<DomainError>).kind! in DOMAIN_ERROR_STATUS;
}
