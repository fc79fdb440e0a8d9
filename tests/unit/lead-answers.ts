// What visitors type into the contact form and the two wizards, for the tests of their rules and
// payloads (one place, so the files test behaviour rather than repeat the same answers).
import { validateStep, type WizardDefinition } from "~/forms/wizard/engine";

export type WizardValues = Record<string, string | string[]>;

/** The fields a wizard step refuses for these values ([] when it accepts them). */
export function stepErrors(definition: WizardDefinition, step: number, values: WizardValues) {
  const result = validateStep(definition, step, values);
  return result.ok ? [] : result.errors;
}

/** The contact form, filled in (spaces around the first name and message on purpose). */
export const contactFormAnswers = {
  firstname: " Léa ",
  lastname: "Roy",
  email: "lea@exemple.ca",
  phone: "514 555 0142",
  message: " Bonjour ",
  consent_transaction: "1",
};

/** The POST /contact payload (spec 1 §7) of Léa Roy's answers, with the given email and message. */
export const contactLeadPayload = (email: string, message: string) => ({
  form_type: "contact_form",
  locale: "fr",
  full_name: "Léa Roy",
  first_name: "Léa",
  last_name: "Roy",
  phone: "(514) 555-0142",
  email,
  message,
  consent_transaction: "1",
  consent_marketing: "0",
});

/** Every step of the property-alert wizard answered. */
export const completeAlertAnswers = {
  municipalities: ["Laval", "Montréal"],
  moving_date: "0-60-days",
  current_situation: "tenant",
  budget_min: "",
  budget_max: "",
  property_type: "condo",
  bedrooms: "2",
  bathrooms: "1",
  firstname: "Marie",
  lastname: "Tremblay",
  phone: "514 555 0142",
  email: "marie@example.com",
  communication_method: "email",
  address: "1 rue Principale",
  postal_code: "h2x1y4",
  city: "Montréal",
  province: "Québec",
  country: "Canada",
};

/** The valuation wizard's step 2 (the property's details), answered. */
export const valuationDetailsAnswers = {
  property_type: "house",
  construction_year: "1987",
  bedrooms: "3",
  bathrooms: "2",
  parking: "0",
  garage: "0",
};

/** A contact and an address at the length limits' tests. */
export const limitsContactAnswers = {
  firstname: "Ann",
  lastname: "Lee",
  phone: "514 555 0142",
  email: "ann@example.com",
};
export const limitsAddressAnswers = {
  address: "1 rue Principale",
  postal_code: "H2X 1Y4",
  city: "Montréal",
  province: "",
  country: "",
};

/** The answers both wizards share, as posted (a padded first name, `on` for the consent). */
export const payloadAnswers = {
  municipalities: ["Laval", "Montréal", "Saint-Jérôme"],
  firstname: " Marie ",
  lastname: "Tremblay",
  phone: "(514) 555-0142",
  email: "marie@example.com",
  communication_method: "text",
  address: "1 rue Principale",
  postal_code: "H2X 1Y4",
  city: "Montréal",
  province: "Québec",
  country: "Canada",
  consent_transaction: "on",
};

/** What every wizard payload carries for `payloadAnswers`. */
export const payloadCommonValues = {
  recaptcha_response: "token-1",
  locale: "fr",
  full_name: "Marie Tremblay",
  first_name: "Marie",
  last_name: "Tremblay",
  phone: "(514) 555-0142",
  email: "marie@example.com",
  preferred_method_of_contact: "text",
  address: "1 rue Principale",
  postal_code: "H2X 1Y4",
  city: "Montréal",
  province: "Québec",
  country: "Canada",
  municipality: "Laval,Montréal,Saint-Jérôme",
};
