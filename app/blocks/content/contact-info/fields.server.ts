import { z } from "zod";
import {
  iconFieldSchema,
  linkFieldSchema,
  optionalField,
  repeater,
  textFieldSchema,
} from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";

const fields = z.object({
  main_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
  items_repeater: repeater(
    z.object({
      main_title: optionalField(textFieldSchema),
      description: optionalField(textFieldSchema),
      icon_links_repeater: repeater(
        z.object({ icon: optionalField(iconFieldSchema), link: linkFieldSchema }),
      ),
    }),
  ),
});
export type ContactInfoFields = z.output<typeof fields>;

export default defineFields(fields, { interactive: false });
