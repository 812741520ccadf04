import { useEffect, type RefObject } from "react";

/**
 * Closes a <details> menu on Escape and on a pointer press outside it (a tap on a phone). Listens
 * always and reads the element's own `open`: a listener added only after React has seen the native
 * toggle event would miss an Escape pressed quickly after opening. Closing sets `details.open`, whose
 * "toggle" event brings the React state along; `onClose` updates it at once as well.
 */
export function useDismissableDetails(ref: RefObject<HTMLDetailsElement | null>, onClose: () => void) {
  useEffect(() => {
    const close = () => {
      const details = ref.current;
      if (!details?.open) return false;
      details.open = false;
      onClose();
      return true;
    };
    const onPointer = (e: PointerEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      // One Escape closes one menu, the innermost: the Resources dropdown inside the phone menu
      // registered its listener first (child effects run first), and marks the event as used.
      if (e.key !== "Escape" || e.defaultPrevented || !close()) return;
      e.preventDefault();
      // Return focus to the visible button only when it was inside the menu (or lost).
      const active = document.activeElement;
      if (!active || active === document.body || ref.current?.contains(active)) ref.current?.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [ref, onClose]);
}
