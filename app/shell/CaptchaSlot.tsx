import { useAtomValue } from "jotai";
import { isCaptchaShownAtom } from "~/state/captcha";

/** Where the captcha widget renders while at least one form asks for it (the widget comes with the forms). */
export function CaptchaSlot() {
  const shown = useAtomValue(isCaptchaShownAtom);
  return shown ? <div id="captcha-widget" data-captcha-slot="" /> : null;
}
