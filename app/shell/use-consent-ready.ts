import { useEffect } from "react";

declare global {
  interface Window {
    /** The consent platform's API, once its script has loaded. */
    __consent?: { showPreferences?: () => void };
  }
}

/** What the consent platform's ready callback dispatches on window (spec 3 §7). */
export const CONSENT_READY_EVENT = "consent:ready";

/**
 * Once the consent platform says it is ready (or already was), the page is marked
 * `data-consent-ready`, which shows every "consent preferences" button (global.css), even in blocks
 * that keep their server HTML. Their clicks open the platform's preferences.
 */
export function useConsentReady(): void {
  useEffect(() => {
    const ready = () => document.documentElement.setAttribute("data-consent-ready", "");
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.('[data-action="consent-preferences"]'))
        window.__consent?.showPreferences?.();
    };
    if (window.__consent) ready();
    window.addEventListener(CONSENT_READY_EVENT, ready);
    document.addEventListener("click", onClick);
    return () => {
      window.removeEventListener(CONSENT_READY_EVENT, ready);
      document.removeEventListener("click", onClick);
    };
  }, []);
}
