// Labelled <select> and <textarea> controls, styled like Field, with hint and error tied to them by
// aria-describedby.
import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

const control = "min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700";
/** The ids of the hint and error paragraphs below a control, for aria-describedby. */
export function describedBy(id: string, hint: unknown, error: unknown) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

/** The hint and the error paragraph of a control, with the ids describedBy() names. */
export function HintAndError({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function TextArea({ label, name, id, hint, error, className = "", ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; name: string; id: string; hint?: ReactNode; error?: string }) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} className={control} {...rest} />
      <HintAndError id={id} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({
  label,
  name,
  id,
  hint,
  error,
  options,
  className = "",
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; name: string; id: string; hint?: ReactNode; error?: string; options: { value: string; label: string }[] }) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} className={control} {...rest}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <HintAndError id={id} hint={hint} error={error} />
    </div>
  );
}
