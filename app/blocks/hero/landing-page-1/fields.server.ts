import { z } from "zod";
import { ctaRepeaterSchema, imageFieldSchema, optionalField, textFieldSchema } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { leadFormOptions, type LeadFormData } from "../../forms/lead-form.server";

const fields = z.object({
  background_image: optionalField(imageFieldSchema),
  avatar: optionalField(imageFieldSchema),
  super_title: optionalField(textFieldSchema),
  main_title: optionalField(textFieldSchema),
  sub_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
  cta_repeater: ctaRepeaterSchema,
});
export type LandingPage1Fields = z.output<typeof fields>;
export type LandingPage1Data = LeadFormData;

export default defineFields(fields, leadFormOptions);
