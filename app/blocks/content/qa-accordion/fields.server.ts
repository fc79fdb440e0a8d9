import { z } from "zod";
import { iconFieldSchema, optionalField, repeater, textFieldSchema } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { titleFields } from "../../field-groups.server";

const fields = z.object({
  ...titleFields,
  items_repeater: repeater(
    z.object({
      icon: optionalField(iconFieldSchema),
      main_title: textFieldSchema,
      description: optionalField(textFieldSchema),
    }),
  ),
});
export type QaAccordionFields = z.output<typeof fields>;

export default defineFields(fields, { interactive: false });
