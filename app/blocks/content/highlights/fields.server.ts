import { z } from "zod";
import {
  ctaRepeaterSchema,
  mediaFieldSchema,
  optionalField,
  repeater,
  textFieldSchema,
  playsInBrowser,
} from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { listItemSchema } from "../list/fields.server";

const fields = z.object({
  super_title: optionalField(textFieldSchema),
  main_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
  image: optionalField(mediaFieldSchema),
  list_items_repeater: repeater(listItemSchema),
  cta_repeater: ctaRepeaterSchema,
});
export type HighlightsFields = z.output<typeof fields>;

export default defineFields(fields, { interactive: (f) => playsInBrowser(f.image) });
