import { useAtomValue } from "jotai";
import { lazy, Suspense } from "react";
import { isCaptchaShownAtom } from "~/state/captcha";

// The widget's code (and the provider's script) load only while a form asks for the captcha.
const CaptchaWidget = lazy(() => import("~/forms/captcha/CaptchaWidget"));

/** Where the captcha widget renders while at least one form asks for it (spec 1 §4). */
export function CaptchaSlot() {
  const shown = useAtomValue(isCaptchaShownAtom);
  return shown ? (
    <div id="captcha-widget" data-captcha-slot="">
      <Suspense fallback={null}>
        <CaptchaWidget />
      </Suspense>
    </div>
  ) : null;
}
