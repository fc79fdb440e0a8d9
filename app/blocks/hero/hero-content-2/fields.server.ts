import { z } from "zod";
import {
  ctaRepeaterSchema,
  mediaFieldSchema,
  optionalField,
  textFieldSchema,
  playsInBrowser,
} from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";

const fields = z.object({
  super_title: optionalField(textFieldSchema),
  main_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
  bg_media: optionalField(mediaFieldSchema),
  cta_repeater: ctaRepeaterSchema,
});
export type HeroContent2Fields = z.output<typeof fields>;

export default defineFields(fields, { interactive: (f) => playsInBrowser(f.bg_media) });
