import { z } from "zod";
import { FIELD_LIMITS } from "../limits";
import { emailRule, optionalText, requiredPhone, requiredPostalCode, requiredText } from "../rules";

/** Spec 3 §3: how the visitor prefers to be reached. */
export const communicationMethods = ["phone", "email", "text"] as const;

/** Step "contact" of both wizards (spec 3 §5: firstname, lastname, phone, email required). */
export const contactStep = {
  fields: ["firstname", "lastname", "phone", "email", "communication_method"],
  schema: z.object({
    firstname: requiredText(undefined, FIELD_LIMITS.name),
    lastname: requiredText(undefined, FIELD_LIMITS.name),
    phone: requiredPhone(),
    email: emailRule(),
    communication_method: z.enum(communicationMethods).optional().catch(undefined),
  }),
} as const;

/**
 * Step "address" of both wizards: address, postal_code, city required; province and country are
 * marked required but not enforced (spec 3 §5). The consents ride along with this last step.
 */
export const addressStep = {
  fields: [
    "address",
    "postal_code",
    "city",
    "province",
    "country",
    "consent_transaction",
    "consent_marketing",
  ],
  schema: z.object({
    address: requiredText(undefined, FIELD_LIMITS.address),
    postal_code: requiredPostalCode(),
    city: requiredText(undefined, FIELD_LIMITS.city),
    province: optionalText(FIELD_LIMITS.shortText),
    country: optionalText(FIELD_LIMITS.shortText),
    consent_transaction: z.string().max(FIELD_LIMITS.shortText).optional(),
    consent_marketing: z.string().max(FIELD_LIMITS.shortText).optional(),
  }),
} as const;

/** Step "municipalities": at least one chosen (key municipalities). */
export const municipalitiesStep = {
  fields: ["municipalities"],
  lists: ["municipalities"],
  schema: z.object({
    municipalities: z
      .array(z.string().trim().min(1).max(FIELD_LIMITS.municipality))
      .min(1)
      .max(FIELD_LIMITS.municipalities),
  }),
} as const;

export const introStep = { fields: [], schema: z.object({}) } as const;

/** A whole number of at most `digits` digits: 0 or more counts as filled (spec 3 §5). */
export const wholeNumber = (digits: number) =>
  requiredText().pipe(z.string().regex(new RegExp(`^\\d{1,${digits}}$`)));
