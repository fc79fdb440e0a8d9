import { useEffect, useRef } from "react";
import type IMask from "imask";

type IMaskFactory = typeof IMask;
export type MaskOptions = Parameters<IMaskFactory>[1];
export type InputMask = ReturnType<IMaskFactory>;

/** What shows the visitor is about to type in the input. */
const REACH_EVENTS = ["pointerenter", "focus", "touchstart"] as const;

/**
 * Masks an input with IMask once the visitor reaches for it (pointer over, focus or touch). The mask's
 * code (about 18 KB gzip) is then not part of the page's first load. IMask is used directly, not
 * through react-imask: the input stays React's, and a lazy chunk importing React would split React
 * from its JSX runtime in every page's first load. Until it
 * arrives the input takes plain text; the mask formats what is there when it attaches, and the
 * server accepts unmasked text anyway. The input stays uncontrolled: React's onChange still sees
 * every change, masked or not.
 */
export function useLazyMask(options: MaskOptions, onAccept?: (mask: InputMask) => void) {
  const ref = useRef<HTMLInputElement>(null);
  const mask = useRef<InputMask | null>(null);
  const latest = useRef({ options, onAccept });
  latest.current = { options, onAccept };

  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    let mounted = true;
    const stopListening = () => {
      for (const name of REACH_EVENTS) input.removeEventListener(name, attach);
    };
    const attach = () => {
      stopListening();
      void import("imask").then((module) => {
        if (!mounted || mask.current) return;
        const created = module.default(input, latest.current.options);
        created.on("accept", () => latest.current.onAccept?.(created));
        mask.current = created;
        // Text typed before the mask arrived is now formatted.
        if (input.value) latest.current.onAccept?.(created);
      });
    };
    for (const name of REACH_EVENTS) input.addEventListener(name, attach, { passive: true });
    // Already focused (autofocus, or focus restored before this effect ran).
    if (document.activeElement === input) attach();
    return () => {
      mounted = false;
      stopListening();
      mask.current?.destroy();
      mask.current = null;
    };
  }, []);

  return { ref, mask };
}
