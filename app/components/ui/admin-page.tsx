// The admin kit's page frame (docs/decisions/026-admin-kit.md): a heading with an optional primary
// action, the way back, and one live region for the page's notices. `FormPage` adds the frame of a
// form page: an intro, the form-level error, and the form itself as children.
import type { ReactNode } from "react";
import { Link } from "react-router";
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

export function FormPage({ title, backTo, backLabel, intro, error, children }: { title: string; backTo: string; backLabel: string; intro?: ReactNode; error?: string | null; children: ReactNode }) {
  return (
    <>
      <p className="text-sm">
        <Link to={backTo} className={backClass}>
          {backLabel}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold break-words">{title}</h1>
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
