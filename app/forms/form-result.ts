/**
 * What the page action answers a form post with, read by the form in the browser (a fetcher's
 * data) or on the re-rendered page without JavaScript (`useActionData`, matched by form id). The
 * shape is remix-validated-form's (`formId`, `fieldErrors`, `repopulateFields`), so its fields show
 * the errors and refill with the typed values without JavaScript.
 */
export type FormStatus = "invalid" | "failed" | "captcha" | "rate-limited" | "sent" | "step";

export type FormActionData = {
  formId: string;
  status: FormStatus;
  fieldErrors: Record<string, string>;
  /** The posted values, to refill the fields (everything but the technical fields). */
  repopulateFields?: Record<string, unknown>;
  /**
   * The form instance's idempotency key, on every answer but "sent": the re-rendered form posts it
   * again, so a retry after a failure (with or without JavaScript) is the same lead.
   */
  idempotencyKey?: string;
  /** A handler's own data (a wizard's next step and the answers so far). */
  extra?: Record<string, unknown>;
};

/** Hidden fields every form posts. */
export const FORM_TYPE_FIELD = "form_type";
export const FORM_ID_FIELD = "__rvfInternalFormId";
export const IDEMPOTENCY_FIELD = "idempotency_key";
export const CAPTCHA_FIELD = "recaptcha_response";
/** Set by the browser once React runs: the answer is data for a fetcher, not a redirect. */
export const JS_FIELD = "_js";
/** A field no person sees or fills: a bot that fills it gets a quiet success and no lead. */
export const HONEYPOT_FIELD = "homepage_url";
/** The query flag of the redirect after a successful post without JavaScript: the form's id. */
export const SENT_QUERY = "sent";

export const TECHNICAL_FIELDS = [
  FORM_TYPE_FIELD,
  FORM_ID_FIELD,
  IDEMPOTENCY_FIELD,
  CAPTCHA_FIELD,
  JS_FIELD,
  HONEYPOT_FIELD,
];

export function isFormActionData(value: unknown): value is FormActionData {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as FormActionData).formId === "string" &&
    typeof (value as FormActionData).status === "string"
  );
}
