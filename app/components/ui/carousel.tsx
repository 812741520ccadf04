import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from "react";

type CarouselProps = {
  label: string;
  intervalMs: number;
  transitionMs: number;
  children: ReactNode;
  labels: { previous: string; next: string; pause: string; play: string; goTo: (n: number) => string };
  className?: string;
};

function prefersReducedMotion() {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

/**
 * An auto-advancing carousel (WAI-ARIA carousel pattern). Autoplay pauses while the pointer is over
 * it or focus is inside it, can be stopped with a button (WCAG 2.2.2), and never starts when the
 * visitor prefers reduced motion. Before hydration the first slide shows and the rest are hidden.
 */
export function Carousel({ label, intervalMs, transitionMs, children, labels, className = "" }: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reduced, setReduced] = useState(false);
  const root = useRef<HTMLElement>(null);

  // With reduced motion the carousel starts paused; the Play button can still start it.
  useEffect(() => {
    const r = prefersReducedMotion();
    setReduced(r);
    if (r) setPlaying(false);
  }, []);
  const go = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);

  const running = playing && !hovered && !focused && count > 1;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [running, intervalMs, count]);

  return (
    <section
      ref={root}
      aria-roledescription="carousel"
      aria-label={label}
      className={`relative overflow-hidden ${className}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node)) setFocused(false);
      }}
      data-playing={running ? "true" : "false"}
    >
      <div
        className="flex"
        aria-live={running ? "off" : "polite"}
        style={{
          transform: `translateX(-${index * 100}%)`,
          transition: reduced ? "none" : `transform ${transitionMs}ms ease-in-out`,
        }}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}`}
            aria-hidden={i !== index}
            inert={i !== index}
            className="w-full shrink-0"
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        // At 360 px four 44 px dots plus three 44 px buttons do not fit in a padded column: the dots
        // narrow to 24 px (WCAG 2.5.8's minimum target) on phones, and the row wraps rather than
        // being clipped by the section's overflow-hidden if a carousel ever has many slides.
        <div className="flex flex-wrap items-center justify-center gap-1 px-2 py-3 sm:gap-2">
          <button type="button" onClick={() => setPlaying((p) => !p)} className="min-h-11 min-w-11 rounded-full border border-slate-300 bg-white px-3 text-sm" aria-label={playing ? labels.pause : labels.play}>
            <span aria-hidden="true">{playing ? "❚❚" : "▶"}</span>
          </button>
          <button type="button" onClick={() => go(index - 1)} className="min-h-11 min-w-11 rounded-full border border-slate-300 bg-white px-3" aria-label={labels.previous}>
            <span aria-hidden="true">‹</span>
          </button>
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              onClick={() => go(i)}
              aria-label={labels.goTo(i + 1)}
              aria-current={i === index ? "true" : undefined}
              className="grid min-h-11 min-w-6 place-items-center sm:min-w-11"
            >
              <span aria-hidden="true" className={`block h-3 w-3 rounded-full ${i === index ? "bg-brand-700" : "bg-slate-400"}`} />
            </button>
          ))}
          <button type="button" onClick={() => go(index + 1)} className="min-h-11 min-w-11 rounded-full border border-slate-300 bg-white px-3" aria-label={labels.next}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
