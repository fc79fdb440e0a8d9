import { Toaster } from "~/ui/Toaster";
import { CaptchaSlot } from "./CaptchaSlot";
import { ContactModal } from "./ContactModal";
import { LanguageWarningModal } from "./LanguageWarningModal";

/**
 * The site-wide overlays of spec 1 §2 default layout: contact modal, language-warning modal,
 * captcha widget and toasts. Each is opened by application events, not by the page content.
 */
export function ShellSlots() {
  return (
    <>
      <ContactModal />
      <LanguageWarningModal />
      <CaptchaSlot />
      <Toaster />
    </>
  );
}
