// The admin kit's page frame (docs/decisions/026-admin-kit.md): a heading with an optional primary
// action, the way back, and one live region for the page's notices. `FormPage` adds the frame of a
// form page: an intro, the form-level error, and the form itself as children.
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ActionFailure } from "~/lib/errors/http-errors.server";
import { useI18n } from "~/lib/i18n/i18n";
import { Notice } from "./notice";

const backClass = "font-semibold text-brand-700 underline underline-offset-4";

export function AdminPageHeader({ title, backTo, backLabel, action, notices }: { title: string; backTo: string; backLabel: string; action?: ReactNode; notices?: ReactNode }) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold break-words">{title}</h1>
        {action}
      </div>
      <p className="mt-2 text-sm">
        <Link to={backTo} className={backClass}>
          {backLabel}
        </Link>
      </p>
      <div className="mt-4 flex flex-col gap-3" aria-live="polite">
        {notices}
      </div>
    </>
  );
}

/** `aside`: shown beside the title (the course editor's Published/Draft badge). */
export function FormPage({ title, aside, backTo, backLabel, intro, error, children }: { title: string; aside?: ReactNode; backTo: string; backLabel: string; intro?: ReactNode; error?: string | null; children: ReactNode }) {
  return (
    <>
      <p className="text-sm">
        <Link to={backTo} className={backClass}>
          {backLabel}
        </Link>
      </p>
      {aside ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold break-words">{title}</h1>
          {aside}
        </div>
      ) : (
        <h1 className="mt-2 text-3xl font-bold break-words">{title}</h1>
      )}
      {intro ? <p className="mt-2 text-slate-700">{intro}</p> : null}
      {error ? (
        <Notice tone="error" className="mt-4">
          {error}
        </Notice>
      ) : null}
      {children}
    </>
  );
}

/** The form-level message of an action's failure (lib/errors/http-errors.server.ts), if it has one. */
export function FailureNotice({ failure }: { failure: ActionFailure | undefined }) {
  const { t } = useI18n();
  if (!failure) return null;
  const message = failure.formError ? t(failure.formError.key, failure.formError.vars) : failure.errors.form ? t(failure.errors.form) : null;
  return message ? <Notice tone="error">{message}</Notice> : null;
}

/** An action's answer, told apart: its failure, or what it returned on success. */
export function splitActionData<T extends object>(data: T | ActionFailure | undefined): { failure?: ActionFailure; ok?: T } {
  if (!data) return {};
  return "ok" in data && data.ok === false ? { failure: data as ActionFailure } : { ok: data as T };
}
