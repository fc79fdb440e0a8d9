import { z } from "zod";
import { localizedValue, optionalField } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { titleFields } from "../../field-groups.server";
import { leadFormOptions, type LeadFormData } from "../lead-form.server";

const identifier = z
  .string()
  .trim()
  .regex(/^[\w-]{1,100}$/);

const fields = z.object({
  ...titleFields,
  /** Who receives the lead (spec 1 §6): broker, administrative_team, executive_team, or a group. */
  recipient_type: optionalField(identifier),
  recipient_slug: optionalField(identifier),
  recipient_name: optionalField(localizedValue),
  /** The message the form starts with (a listing's page names the listing). */
  message: optionalField(localizedValue),
});
export type ContactFormFields = z.output<typeof fields>;
export type ContactFormData = LeadFormData;

export default defineFields(fields, leadFormOptions);
