import type { Locale } from "~/i18n/locales";
import type { PayloadValue } from "../clean-payload";
import type { ContactValues } from "./schema";

/**
 * The POST /contact payload (spec 1 §7), without recaptcha_response (the action adds the token):
 * form_type, locale, full_name, first_name, last_name, phone, email, message, consent_transaction,
 * consent_marketing, and recipient_type / recipient_slug only when the form has a recipient.
 */
export function contactPayload(
  values: ContactValues,
  locale: Locale,
  showConsent: boolean,
): Record<string, PayloadValue> {
  const payload: Record<string, PayloadValue> = {
    form_type: "contact_form",
    locale,
    full_name: `${values.firstname} ${values.lastname}`.trim(),
    first_name: values.firstname,
    last_name: values.lastname,
    phone: values.phone,
    email: values.email,
    message: values.message,
    // Without the boxes on the page (show_consent false) there is no consent to send.
    consent_transaction: showConsent && values.consent_transaction,
    consent_marketing: showConsent && values.consent_marketing,
  };
  if (values.recipient_type) payload.recipient_type = values.recipient_type;
  if (values.recipient_slug) payload.recipient_slug = values.recipient_slug;
  return payload;
}
