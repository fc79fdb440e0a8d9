import { z } from "zod";
import { ctaRepeaterSchema, imageFieldSchema, optionalField, textFieldSchema } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";

const fields = z.object({
  main_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
  image: optionalField(imageFieldSchema),
  cta_repeater: ctaRepeaterSchema,
});
export type HeroContent1Fields = z.output<typeof fields>;

export default defineFields(fields, { interactive: false });
