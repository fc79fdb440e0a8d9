import { z } from "zod";
import { ctaRepeaterSchema, mediaFieldSchema, repeater, playsInBrowser } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { headingFields } from "../../field-groups.server";

const fields = z.object({
  ...headingFields,
  media_repeater: repeater(z.object({ media: mediaFieldSchema })),
  cta_repeater: ctaRepeaterSchema,
});
export type TextImageDoubleFields = z.output<typeof fields>;

export default defineFields(fields, {
  interactive: (f) => f.media_repeater.some((item) => playsInBrowser(item.media)),
});
