import { useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import { captchaExecutorAtom, releaseCaptchaAtom, requestCaptchaAtom } from "~/state/captcha";

/**
 * Asks for the captcha widget while the form is on the page (spec 1 §4: once per identifier,
 * released once) and gives its executor, null until the widget is ready.
 */
export function useCaptcha(id: string) {
  const request = useSetAtom(requestCaptchaAtom);
  const release = useSetAtom(releaseCaptchaAtom);
  useEffect(() => {
    request(id);
    return () => release(id);
  }, [id, request, release]);
  return useAtomValue(captchaExecutorAtom);
}
