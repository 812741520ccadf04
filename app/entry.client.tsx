// The browser entry: React Router's default (hydrate the whole document in a transition), except
// that hydration waits for the first paint of the server's HTML. Hydrating a page costs a phone's
// main thread tens to hundreds of milliseconds; started as soon as the modules have run, it can hold
// back the first frame, so the student stares at a blank screen while the finished page is already
// there. Waiting one frame costs nothing visible (the page works without JavaScript meanwhile: every
// button is a form). A tab opened in the background paints no frames, so a timer starts hydration
// there as well.
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { LATE_FONTS_CSS as lateFontsCss } from "./components/layout/font-faces";

let started = false;
function hydrate() {
  if (started) return;
  started = true;
  linkLateFonts();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/** The bundled Devanagari font's faces (app/late-fonts.css): after the first paint, so that a device
 * without a Devanagari font of its own downloads it without holding back the page (decision 024). */
function linkLateFonts() {
  // Already linked by the page (a Hindi page links it at once: components/layout/font-faces.tsx).
  if (document.querySelector(`link[rel="stylesheet"][href="${lateFontsCss}"]`)) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = lateFontsCss;
  document.head.append(link);
}

// requestAnimationFrame runs just before the next frame is painted; the timer inside it runs after.
requestAnimationFrame(() => setTimeout(hydrate, 0));
setTimeout(hydrate, 250);
