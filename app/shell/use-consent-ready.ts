import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { consentReadyAtom } from "~/state/site";

declare global {
  interface Window {
    /** The consent platform's API, once its script has loaded. */
    __consent?: { showPreferences?: () => void };
  }
}

/** What the consent platform's ready callback dispatches on window (spec 3 §7). */
export const CONSENT_READY_EVENT = "consent:ready";

/** Sets the consent-ready flag when the consent platform says it is ready, or already was. */
export function useConsentReady(): void {
  const setReady = useSetAtom(consentReadyAtom);
  useEffect(() => {
    const ready = () => setReady(true);
    if (window.__consent) ready();
    window.addEventListener(CONSENT_READY_EVENT, ready);
    return () => window.removeEventListener(CONSENT_READY_EVENT, ready);
  }, [setReady]);
}
