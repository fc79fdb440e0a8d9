import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useRef } from "react";
import { loadNamespaces, messagesOf } from "~/i18n/messages";
import { useLocale, useT } from "~/i18n/use-t";
import { captchaExecutorAtom } from "~/state/captcha";
import { siteAtom } from "~/state/site";
import { TEST_CAPTCHA_TOKEN } from "../captcha-token";
import { loadRecaptcha } from "./recaptcha";
import styles from "./CaptchaWidget.module.css";

/** The offline test provider: no outside script, a token every form accepts in the demo. */
function TestCaptcha() {
  const { t } = useT("forms");
  const setExecutor = useSetAtom(captchaExecutorAtom);
  useEffect(() => {
    setExecutor({ execute: () => Promise.resolve(TEST_CAPTCHA_TOKEN) });
    return () => setExecutor(null);
  }, [setExecutor]);
  return (
    <p className={styles.test} data-captcha="test">
      {t("captcha.test-mode")}
    </p>
  );
}

/** Google reCAPTCHA, invisible: its script loads when this first renders (a form asked for it). */
function Recaptcha({ siteKey }: { siteKey: string }) {
  const container = useRef<HTMLDivElement>(null);
  const { locale } = useT("forms");
  const setExecutor = useSetAtom(captchaExecutorAtom);
  useEffect(() => {
    let cancelled = false;
    loadRecaptcha(locale)
      .then((recaptcha) => {
        if (cancelled || !container.current) return;
        let pending: { resolve: (token: string) => void; reject: (error: Error) => void } | null = null;
        const widget = recaptcha.render(container.current, {
          sitekey: siteKey,
          size: "invisible",
          callback: (token: string) => {
            pending?.resolve(token);
            pending = null;
            // A token is single-use: the widget is reset for the next submit.
            recaptcha.reset(widget);
          },
          "error-callback": () => {
            pending?.reject(new Error("captcha error"));
            pending = null;
          },
        });
        setExecutor({
          execute: () =>
            new Promise<string>((resolve, reject) => {
              pending = { resolve, reject };
              recaptcha.execute(widget);
            }),
        });
      })
      .catch((error: Error) => console.warn(`Captcha not loaded: ${error.message}`));
    return () => {
      cancelled = true;
      setExecutor(null);
    };
  }, [locale, siteKey, setExecutor]);
  return <div ref={container} data-captcha="recaptcha" />;
}

export default function CaptchaWidget() {
  const site = useAtomValue(siteAtom);
  const locale = useLocale();
  if (!site?.recaptchaSiteKey) return null;
  // Its own texts: a page's forms may not have brought them (the wizards have their own), so they
  // load with the widget rather than suspending it from useT with an error.
  if (!messagesOf(locale).forms) throw loadNamespaces(locale, ["forms"]);
  return site.captchaProvider === "test" ? <TestCaptcha /> : <Recaptcha siteKey={site.recaptchaSiteKey} />;
}
