import { useAtomValue } from "jotai";
import { lazy, Suspense, useState } from "react";
import { toastsAtom } from "~/ui/toast";
import { CaptchaSlot } from "./CaptchaSlot";
import { useAppEvent, type AppEvents } from "./events";
import { useOnceTrue } from "./use-once-true";

// The modals and the toasts load when first asked for, so pages pay nothing for them until then.
const ContactModal = lazy(() => import("./ContactModal"));
const LanguageWarningModal = lazy(() => import("./LanguageWarningModal"));
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
  const toastsShown = useOnceTrue(useAtomValue(toastsAtom).length > 0);
  return (
    <>
      {/* One boundary each: a slot whose code is still loading (the toasts, first shown by an invalid
          send in the modal) would otherwise hide an open modal and run its effects' clean-ups, which
          dropped the modal form's state mid-submit (issue 34 item 3). */}
      <Suspense fallback={null}>{contact ? <ContactModal initial={contact} /> : null}</Suspense>
      <Suspense fallback={null}>
        {languageWarning ? <LanguageWarningModal initial={languageWarning} /> : null}
      </Suspense>
      <Suspense fallback={null}>{toastsShown ? <Toaster /> : null}</Suspense>
      <CaptchaSlot />
    </>
  );
}
