import { z } from "zod";
import { FIELD_LIMITS } from "../limits";
import { checkbox, emailRule, optionalPhone, optionalText, requiredMultiline, requiredText } from "../rules";

/** A recipient given by the page or the "contact us" action: a short identifier, else nothing. */
const recipientValue = () =>
  optionalText(Infinity).transform((value) => (/^[\w-]{1,100}$/.test(value) ? value : ""));

/** The contact form (spec 1 §5), in the browser and in the action. */
export const contactSchema = z.object({
  firstname: requiredText(undefined, FIELD_LIMITS.name),
  lastname: requiredText(undefined, FIELD_LIMITS.name),
  email: emailRule(),
  phone: optionalPhone(),
  message: requiredMultiline(undefined, FIELD_LIMITS.message),
  consent_transaction: checkbox(),
  consent_marketing: checkbox(),
  recipient_type: recipientValue(),
  recipient_slug: recipientValue(),
});

export type ContactValues = z.output<typeof contactSchema>;

/** The fields in form order: the failure toast lists their errors in it. */
export const CONTACT_FIELDS = ["firstname", "lastname", "email", "phone", "message"] as const;
