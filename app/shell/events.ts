import { useEffect, useRef } from "react";

/** Application events that open the site-wide modals (spec 1 §2 "Modals"). */
export type ContactModalDetail = { recipientType?: string; recipientSlug?: string; recipientName?: string };
export type LanguageWarningDetail = {
  title: string;
  message: string;
  redirectText: string;
  redirectHref: string;
  cancelText: string;
};

export type AppEvents = {
  "app:open-contact-modal": ContactModalDetail;
  "app:open-language-warning": LanguageWarningDetail;
};

export function dispatchAppEvent<Name extends keyof AppEvents>(name: Name, detail: AppEvents[Name]) {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

export const openContactModal = (detail: ContactModalDetail = {}) =>
  dispatchAppEvent("app:open-contact-modal", detail);
export const openLanguageWarning = (detail: LanguageWarningDetail) =>
  dispatchAppEvent("app:open-language-warning", detail);

export function useAppEvent<Name extends keyof AppEvents>(
  name: Name,
  handler: (detail: AppEvents[Name]) => void,
) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener = (event: Event) =>
      latest.current(((event as CustomEvent).detail ?? {}) as AppEvents[Name]);
    window.addEventListener(name, listener);
    return () => window.removeEventListener(name, listener);
  }, [name]);
}
