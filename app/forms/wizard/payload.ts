import type { Locale } from "~/i18n/locales";
import type { WizardValues } from "./engine";

export type PayloadContext = { locale: Locale; recaptchaResponse: string };

export const text = (values: WizardValues, name: string): string => {
  const value = values[name];
  return typeof value === "string" ? value.trim() : "";
};

/** A checkbox posts "on" when ticked and nothing otherwise. */
export const checked = (values: WizardValues, name: string): boolean => {
  const value = values[name];
  return value === "on" || value === "true" || value === "1";
};

/** Spec 3 §7: the fields common to the alert and valuation payloads. */
export function commonPayload(
  formType: "property_alert" | "property_valuation",
  values: WizardValues,
  { locale, recaptchaResponse }: PayloadContext,
) {
  const firstName = text(values, "firstname");
  const lastName = text(values, "lastname");
  const municipalities = values.municipalities;
  return {
    recaptcha_response: recaptchaResponse,
    form_type: formType,
    locale,
    full_name: [firstName, lastName].filter(Boolean).join(" "),
    first_name: firstName,
    last_name: lastName,
    phone: text(values, "phone"),
    email: text(values, "email"),
    preferred_method_of_contact: text(values, "communication_method"),
    address: text(values, "address"),
    postal_code: text(values, "postal_code"),
    city: text(values, "city"),
    province: text(values, "province"),
    country: text(values, "country"),
    municipality: Array.isArray(municipalities) ? municipalities.join(",") : text(values, "municipalities"),
    consent_transaction: checked(values, "consent_transaction"),
    consent_marketing: checked(values, "consent_marketing"),
  };
}
