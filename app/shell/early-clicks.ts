import { clickWhenReady } from "~/blocks/replay-clicks";

declare global {
  interface Window {
    /** The early script's record of a press made before the page hydrated (early-script.ts). */
    __earlyClick?: { take(): HTMLElement | null };
    /** Set just before React hydrates the document (entry.client.tsx): from then on it hears clicks. */
    __reactListening?: boolean;
  }
}

/**
 * Runs inline in the page's head, before any of its code: remembers the last press on a control
 * that does nothing without that code (a filter toggle, a tab, a "write to" button), so that it can
 * be done once the page has hydrated instead of being lost. Links and submit buttons work natively
 * and are left alone. Self-contained: written out with `toString()`.
 *
 * Before React listens, nothing handles such a press. Once it listens, React stops a press it could
 * not handle (a part of the page still hydrating) before it bubbles to the window: one that bubbles
 * was handled, and is forgotten.
 */
export function recordEarlyClicks(scriptedControl: string): void {
  const root = document.documentElement;
  let pending: HTMLElement | null = null;
  addEventListener(
    "click",
    (event) => {
      if (root.hasAttribute("data-hydrated")) return;
      const control = event.target instanceof Element ? event.target.closest(scriptedControl) : null;
      if (control instanceof HTMLElement) pending = control;
    },
    true,
  );
  addEventListener("click", (event) => {
    if (window.__reactListening && event.target instanceof Node && pending?.contains(event.target))
      pending = null;
  });
  window.__earlyClick = {
    take() {
      const control = pending;
      pending = null;
      return control;
    },
  };
}

/** Once the page has hydrated: the press made before, done now (or once its block has hydrated). */
export function replayEarlyClick(): void {
  const control = window.__earlyClick?.take();
  if (control?.isConnected) clickWhenReady(control);
}
