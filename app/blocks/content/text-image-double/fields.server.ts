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

const fields = z.object({
  super_title: optionalField(textFieldSchema),
  main_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
  media_repeater: repeater(z.object({ media: mediaFieldSchema })),
  cta_repeater: ctaRepeaterSchema,
});
export type TextImageDoubleFields = z.output<typeof fields>;

export default defineFields(fields, {
  interactive: (f) => f.media_repeater.some((item) => playsInBrowser(item.media)),
});
