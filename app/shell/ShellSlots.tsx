import { lazy, Suspense, useState } from "react";
import { CaptchaSlot } from "./CaptchaSlot";
import { useAppEvent, type AppEvents } from "./events";
import { useIdle } from "./use-idle";

// The modals load when first asked for, so pages pay nothing for them until then.
const ContactModal = lazy(() => import("./ContactModal"));
const LanguageWarningModal = lazy(() => import("./LanguageWarningModal"));
// The toasts' live region is in place once the page is idle, well before a form can answer.
const Toaster = lazy(() => import("~/ui/Toaster"));

/** The detail of the first such event; later ones reach the modal, which listens once it is there. */
function useFirstEvent<Name extends keyof AppEvents>(name: Name): AppEvents[Name] | null {
  const [first, setFirst] = useState<AppEvents[Name] | null>(null);
  useAppEvent(name, (detail) => setFirst((current) => current ?? detail));
  return first;
}

/**
 * The site-wide overlays of spec 1 §2 default layout: contact modal, language-warning modal,
 * captcha widget and toasts. Each is opened by application events, not by the page content.
 */
export function ShellSlots() {
  const contact = useFirstEvent("app:open-contact-modal");
  const languageWarning = useFirstEvent("app:open-language-warning");
  const idle = useIdle();
  return (
    <>
      <Suspense fallback={null}>
        {contact ? <ContactModal initial={contact} /> : null}
        {languageWarning ? <LanguageWarningModal initial={languageWarning} /> : null}
        {idle ? <Toaster /> : null}
      </Suspense>
      <CaptchaSlot />
    </>
  );
}
