import { z } from "zod";
import {
  ctaRepeaterSchema,
  mediaFieldSchema,
  optionalField,
  repeater,
  playsInBrowser,
} from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { listItemSchema } from "../list/fields.server";
import { headingFields } from "../../field-groups.server";

const fields = z.object({
  ...headingFields,
  image: optionalField(mediaFieldSchema),
  list_items_repeater: repeater(listItemSchema),
  cta_repeater: ctaRepeaterSchema,
});
export type HighlightsFields = z.output<typeof fields>;

export default defineFields(fields, { interactive: (f) => playsInBrowser(f.image) });
