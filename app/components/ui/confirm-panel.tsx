// The admin kit's confirmation step (docs/decisions/026-admin-kit.md). A destructive action is two
// POSTs: the row's button asks (e.g. intent=delete) and the action answers with what would happen;
// this panel shows it with the real button (e.g. intent=delete-confirmed) and a Cancel link. It
// needs no JavaScript. After hydration the panel takes focus and scrolls into view, so on a phone the
// question appears where the person is looking, not above the fold they scrolled past.
import { useEffect, useRef, type ReactNode } from "react";
import { Form } from "react-router";
import { ButtonLink } from "./button";
import { SubmitButton } from "./submit-button";

const TONES = { danger: { border: "border-red-700", button: "bg-red-700 hover:bg-red-800" }, warning: { border: "border-saffron-600", button: "" } } as const;

export function ConfirmPanel({
  id,
  heading,
  text,
  action,
  fields,
  confirmLabel,
  pendingLabel,
  cancelHref,
  cancelLabel,
  tone = "danger",
}: {
  id: string;
  heading: string;
  text: ReactNode;
  /** Where the confirming POST goes (the list's URL with its query, so filters survive). */
  action: string;
  /** Hidden fields of the confirming POST, the intent included. */
  fields: Record<string, string | number>;
  confirmLabel: string;
  pendingLabel: string;
  cancelHref: string;
  cancelLabel: string;
  tone?: keyof typeof TONES;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const key = JSON.stringify(fields);
  useEffect(() => {
    const el = headingRef.current;
    if (!el) return;
    el.focus({ preventScroll: true });
    el.scrollIntoView({ block: "center" });
  }, [key]);
  return (
    <section aria-labelledby={id} className={`mt-4 rounded-2xl border-2 ${TONES[tone].border} bg-white p-4`}>
      <h2 id={id} ref={headingRef} tabIndex={-1} className="text-lg font-bold break-words">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{text}</p>
      <Form method="post" action={action} className="mt-3 flex flex-wrap gap-3">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <SubmitButton label={confirmLabel} pendingLabel={pendingLabel} className={TONES[tone].button} />
        <ButtonLink to={cancelHref} variant="secondary">
          {cancelLabel}
        </ButtonLink>
      </Form>
    </section>
  );
}
