import { z } from "zod";
import { ctaRepeaterSchema, imageFieldSchema, optionalField, textFieldSchema } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { iconLinksSchema, listItemsSchema } from "../../members/member-fields.server";

const fields = z.object({
  image: optionalField(imageFieldSchema),
  main_title: optionalField(textFieldSchema),
  sub_title: optionalField(textFieldSchema),
  list_items_repeater: listItemsSchema,
  icon_links_repeater: iconLinksSchema,
  cta_repeater: ctaRepeaterSchema,
});
export type HeroInfosFields = z.output<typeof fields>;

export default defineFields(fields, { interactive: false });
