// The counseling FAQ (spec: an accordion). Before and without JavaScript each question is a native
// <details>/<summary>, which opens and closes by itself. After hydration the same list becomes the
// WAI-ARIA accordion pattern: each question a real <button> in a heading, with aria-expanded and
// aria-controls naming its answer region; Enter/Space toggle, ↑/↓ move between questions, Home/End
// jump to the first and last. The switch happens after hydration (useSyncExternalStore's server
// snapshot), so the server's HTML and the first client render agree.
import { type KeyboardEvent, useRef, useState, useSyncExternalStore } from "react";

const noSubscribe = () => () => undefined;
const useHydrated = () =>
  useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );

export type FaqItem = { question: string; answer: string };

const questionClass = "flex min-h-11 w-full cursor-pointer items-center justify-between gap-3 px-4 py-3 text-left font-semibold text-slate-900 hover:bg-slate-50";

export function FaqAccordion({ id, items }: { id: string; items: FaqItem[] }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  if (!hydrated) {
    return (
      <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white" data-faq="details">
        {items.map((item, i) => (
          <details key={i} className="group">
            <summary className={`${questionClass} list-none [&::-webkit-details-marker]:hidden`}>
              <span>{item.question}</span>
              <span aria-hidden="true" className="shrink-0 transition-transform group-open:rotate-180">
                ▾
              </span>
            </summary>
            <p className="px-4 pb-4 text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
    );
  }

  const toggle = (i: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const last = items.length - 1;
    const target = { ArrowDown: i === last ? 0 : i + 1, ArrowUp: i === 0 ? last : i - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white" data-faq="accordion">
      {items.map((item, i) => {
        const expanded = open.has(i);
        return (
          <div key={i}>
            <h3>
              <button
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                type="button"
                id={`${id}-q${i}`}
                aria-expanded={expanded}
                aria-controls={`${id}-a${i}`}
                onClick={() => toggle(i)}
                onKeyDown={(event) => onKeyDown(event, i)}
                className={questionClass}
              >
                <span>{item.question}</span>
                <span aria-hidden="true" className={`shrink-0 transition-transform ${expanded ? "rotate-180" : ""}`}>
                  ▾
                </span>
              </button>
            </h3>
            <div id={`${id}-a${i}`} role="region" aria-labelledby={`${id}-q${i}`} hidden={!expanded}>
              <p className="px-4 pb-4 text-slate-700">{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
