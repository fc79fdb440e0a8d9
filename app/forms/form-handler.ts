import type { SiteCredentials } from "~/core/site.server";
import type { Locale } from "~/i18n/locales";
import type { PayloadValue } from "./clean-payload";
import type { FormActionData } from "./form-result";

export type SubmitOutcome = "sent" | "failed" | "captcha";

export type FormHandlerContext = {
  request: Request;
  formData: FormData;
  /** The posted values without the technical fields (form-result.ts), to refill the form. */
  values: Record<string, string>;
  formId: string;
  locale: Locale;
  /** The page path the form was posted to. */
  path: string;
  site: SiteCredentials;
  /**
   * Sends a lead once the form is valid: verifies the captcha, cleans the payload
   * (clean-payload.ts), adds recaptcha_response, and POSTs /contact with the idempotency key.
   * `form_type` and `locale` are the handler's to put in the payload, as the spec lists them.
   */
  submit(payload: Record<string, PayloadValue>): Promise<SubmitOutcome>;
};

/**
 * One form type's server side: validate with the form's zod schema (the one the browser used),
 * then `submit`. It answers with FormActionData; the page action turns it into the HTTP answer
 * (status code, redirect after a successful post without JavaScript).
 */
export type FormHandler = ((context: FormHandlerContext) => Promise<FormActionData>) & {
  /**
   * False for a post that cannot send a lead (a wizard's step without JavaScript, validated on the
   * server): the rate limit does not count it. Absent: every post counts.
   */
  sendsLead?: (formData: FormData) => boolean;
};
