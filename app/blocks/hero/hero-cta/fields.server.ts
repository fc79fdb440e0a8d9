import { z } from "zod";
import {
  ctaRepeaterSchema,
  imageFieldSchema,
  mediaFieldSchema,
  optionalField,
  textFieldSchema,
  playsInBrowser,
} from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";

const fields = z.object({
  logo: optionalField(imageFieldSchema),
  main_title: optionalField(textFieldSchema),
  sub_title: optionalField(textFieldSchema),
  under_sub_title: optionalField(textFieldSchema),
  bg_media: optionalField(mediaFieldSchema),
  cta_repeater: ctaRepeaterSchema,
  // Some CMS blocks give align_y among their fields; block_params.align_y comes first (see HeroCta).
  align_y: z.enum(["center", "bottom"]).optional().catch(undefined),
});
export type HeroCtaFields = z.output<typeof fields>;

export default defineFields(fields, { interactive: (f) => playsInBrowser(f.bg_media) });
