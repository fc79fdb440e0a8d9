import { z } from "zod";
import { ctaRepeaterSchema, enumWithDefault, optionalField, textFieldSchema } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";

const fields = z.object({
  text_align: enumWithDefault(["left", "center", "right"], "center"),
  main_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
  cta_repeater: ctaRepeaterSchema,
});
export type TextBlock2Fields = z.output<typeof fields>;

export default defineFields(fields, { interactive: false });
