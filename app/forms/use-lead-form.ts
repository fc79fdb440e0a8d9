import { useActionData, useFetcher, useSearchParams } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useCaptcha } from "./captcha/use-captcha";
import { CAPTCHA_FIELD, isFormActionData, JS_FIELD, SENT_QUERY, type FormActionData } from "./form-result";

export type SubmitFailure = "captcha";

/** How long a send waits for the captcha widget (its script loading) before it says it failed. */
export const CAPTCHA_WAIT_MS = 10_000;

function newKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

type Options = {
  formId: string;
  /** The idempotency key minted on the server when the form rendered (the block's `load`). */
  initialKey?: string;
  /** Called once per answer of a JavaScript submission. */
  onAnswer?: (answer: FormActionData) => void;
};

/**
 * What every lead form shares: the fetcher keyed by the form id, the answer of the last post (the
 * fetcher's, or the page's without JavaScript), the "sent" flag of the redirect after a post
 * without JavaScript, the idempotency key, the captcha, and `send` (captcha token, then the post).
 */
export function useLeadForm({ formId, initialKey, onAnswer }: Options) {
  const fetcher = useFetcher<FormActionData>({ key: formId });
  const actionData = useActionData();
  const [searchParams] = useSearchParams();
  const captcha = useCaptcha(formId);
  const fetcherAnswer =
    isFormActionData(fetcher.data) && fetcher.data.formId === formId ? fetcher.data : null;
  const pageAnswer = isFormActionData(actionData) && actionData.formId === formId ? actionData : null;
  // The key of the answered post first: without JavaScript the page re-renders after a failure and
  // its loader mints a new key, so a retry with that one would be a second lead.
  const [idempotencyKey, setIdempotencyKey] = useState(
    () => (pageAnswer?.status !== "sent" ? pageAnswer?.idempotencyKey : undefined) || initialKey || "",
  );
  // A form rendered without a server key (the modal) mints its own in the browser.
  useEffect(() => setIdempotencyKey((key) => key || newKey()), []);

  // A send pressed while the widget still loads waits for it (the button stays usable meanwhile).
  const [waitingForCaptcha, setWaitingForCaptcha] = useState(false);
  const sending = waitingForCaptcha || fetcher.state !== "idle";
  const latestCaptcha = useRef(captcha);
  latestCaptcha.current = captcha;
  const captchaWaiters = useRef<(() => void)[]>([]);
  useEffect(() => {
    if (captcha) for (const wake of captchaWaiters.current.splice(0)) wake();
  }, [captcha]);
  const readyCaptcha = useCallback(async () => {
    if (latestCaptcha.current) return latestCaptcha.current;
    setWaitingForCaptcha(true);
    try {
      await new Promise<void>((resolve) => {
        captchaWaiters.current.push(resolve);
        setTimeout(resolve, CAPTCHA_WAIT_MS);
      });
      return latestCaptcha.current;
    } finally {
      setWaitingForCaptcha(false);
    }
  }, []);

  const handled = useRef<unknown>(null);
  const latestOnAnswer = useRef(onAnswer);
  latestOnAnswer.current = onAnswer;
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcherAnswer || handled.current === fetcherAnswer) return;
    handled.current = fetcherAnswer;
    // A new submission after a success is a new lead.
    if (fetcherAnswer.status === "sent") setIdempotencyKey(newKey());
    latestOnAnswer.current?.(fetcherAnswer);
  }, [fetcher.state, fetcherAnswer]);

  /** Posts the form with a fresh captcha token; "captcha" when the widget did not get ready in time. */
  const send = useCallback(
    async (form: HTMLFormElement): Promise<true | SubmitFailure> => {
      // Read now: while the send waits, the form's fieldset is disabled, and a disabled field
      // is left out of a FormData.
      const formData = new FormData(form);
      const captcha = await readyCaptcha();
      if (!captcha) return "captcha";
      let token: string;
      try {
        token = await captcha.execute();
      } catch {
        return "captcha";
      }
      formData.set(CAPTCHA_FIELD, token);
      formData.set(JS_FIELD, "1");
      fetcher.submit(formData, { method: "post" });
      return true;
    },
    [readyCaptcha, fetcher],
  );

  return {
    fetcher,
    /** The answer to show: the fetcher's with JavaScript, the page's without. */
    answer: fetcherAnswer ?? pageAnswer,
    /** The page's own answer (a post without JavaScript), shown in the form itself. */
    pageAnswer,
    sentWithoutJs: searchParams.get(SENT_QUERY) === formId,
    sending,
    idempotencyKey,
    send,
  };
}
