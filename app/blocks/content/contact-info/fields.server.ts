import { z } from "zod";
import { iconFieldSchema, linkFieldSchema, optionalField, repeater } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { titleFields } from "../../field-groups.server";

const fields = z.object({
  ...titleFields,
  items_repeater: repeater(
    z.object({
      ...titleFields,
      icon_links_repeater: repeater(
        z.object({ icon: optionalField(iconFieldSchema), link: linkFieldSchema }),
      ),
    }),
  ),
});
export type ContactInfoFields = z.output<typeof fields>;

export default defineFields(fields, { interactive: false });
