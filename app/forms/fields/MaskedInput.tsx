import { lazy, Suspense, useEffect, useRef, useState, type InputHTMLAttributes } from "react";
import type { MaskOptions } from "./masks";

const MaskAttachment = lazy(() => import("./MaskAttachment"));

/** What shows the visitor is about to type in the input, or has put something in it. */
const REACH_EVENTS = ["pointerenter", "focus", "touchstart", "input", "change"] as const;

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "ref"> & {
  mask: MaskOptions;
  /** After the mask changed the value (each accepted edit, and once when it attaches to a value). */
  onMaskAccept?: () => void;
};

/**
 * An uncontrolled input whose mask (react-imask, about 17 KB gzip) loads when the visitor first
 * reaches for it, not with the page. Until then, and without JavaScript, it takes plain text (the
 * server's rules accept it unmasked); the mask then formats exactly what is there.
 */
export function MaskedInput({ mask, onMaskAccept, ...input }: Props) {
  const ref = useRef<HTMLInputElement | null>(null);
  const [reached, setReached] = useState(false);

  // A correction after an error replaces the old digits: until the visitor edits a field marked
  // invalid, coming back to it (focus, a click) selects it whole. Typed at the caret instead, a full
  // mask kept the old digits and dropped the new ones ("(514) 555-0123").
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const isInvalid = () => element.getAttribute("aria-invalid") === "true";
    let stale = isInvalid();
    const observer = new MutationObserver(() => {
      if (isInvalid()) stale = true;
    });
    observer.observe(element, { attributes: true, attributeFilter: ["aria-invalid"] });
    const selectWhole = (event: Event) => {
      if (!stale || !element.value) return;
      if (event.type === "mousedown") {
        // The click would put the caret where it landed, before or after the old digits.
        event.preventDefault();
        element.focus();
      }
      element.select();
    };
    const edited = () => (stale = false);
    element.addEventListener("focus", selectWhole);
    element.addEventListener("mousedown", selectWhole);
    element.addEventListener("keydown", edited);
    element.addEventListener("input", edited);
    return () => {
      observer.disconnect();
      element.removeEventListener("focus", selectWhole);
      element.removeEventListener("mousedown", selectWhole);
      element.removeEventListener("keydown", edited);
      element.removeEventListener("input", edited);
    };
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Focused, typed in or autofilled before this code ran (the server's HTML takes input too).
    if (document.activeElement === element || element.value !== element.defaultValue) {
      setReached(true);
      return;
    }
    const reach = () => setReached(true);
    for (const name of REACH_EVENTS) element.addEventListener(name, reach, { passive: true, once: true });
    return () => {
      for (const name of REACH_EVENTS) element.removeEventListener(name, reach);
    };
  }, []);

  return (
    <>
      <input {...input} ref={ref} />
      {reached ? (
        <Suspense fallback={null}>
          <MaskAttachment input={ref} options={mask} onAccept={onMaskAccept} />
        </Suspense>
      ) : null}
    </>
  );
}
