import { z } from "zod";
import { ctaRepeaterSchema, mediaFieldSchema, optionalField, playsInBrowser } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { headingFields } from "../../field-groups.server";

const fields = z.object({
  ...headingFields,
  bg_media: optionalField(mediaFieldSchema),
  cta_repeater: ctaRepeaterSchema,
});
export type HeroContent2Fields = z.output<typeof fields>;

export default defineFields(fields, { interactive: (f) => playsInBrowser(f.bg_media) });
