import { z } from "zod";
import { ctaRepeaterSchema, imageFieldSchema, optionalField } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { titleFields } from "../../field-groups.server";

const fields = z.object({
  ...titleFields,
  image: optionalField(imageFieldSchema),
  cta_repeater: ctaRepeaterSchema,
});
export type HeroContent1Fields = z.output<typeof fields>;

export default defineFields(fields, { interactive: false });
