import { z } from "zod";
import {
  ctaRepeaterSchema,
  iconFieldSchema,
  optionalField,
  repeater,
  textFieldSchema,
} from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { headingFields } from "../../field-groups.server";

/** An item of `list` and of `highlights`: an icon, a title and a description. */
export const listItemSchema = z.object({
  icon: optionalField(iconFieldSchema),
  main_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
});

const fields = z.object({
  ...headingFields,
  list_items_repeater: repeater(listItemSchema),
  cta_repeater: ctaRepeaterSchema,
});
export type ListFields = z.output<typeof fields>;

export default defineFields(fields, { interactive: false });
