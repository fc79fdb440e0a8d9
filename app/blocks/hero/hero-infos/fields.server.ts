import { z } from "zod";
import {
  ctaRepeaterSchema,
  iconFieldSchema,
  imageFieldSchema,
  linkFieldSchema,
  optionalField,
  repeater,
  textFieldSchema,
} from "~/content/fields.server";
import type { PreparedIcon } from "~/content/prepared";
import { defineFields } from "../../define-fields.server";

const fields = z.object({
  image: optionalField(imageFieldSchema),
  main_title: optionalField(textFieldSchema),
  sub_title: optionalField(textFieldSchema),
  list_items_repeater: repeater(
    z.object({ icon: optionalField(iconFieldSchema), description: textFieldSchema }),
  ),
  // An icon link is its icon: an item whose icon names nothing is dropped, not drawn empty.
  icon_links_repeater: repeater(
    z.object({
      icon: iconFieldSchema.refine((icon): icon is PreparedIcon => icon !== null),
      link: linkFieldSchema,
    }),
  ),
  cta_repeater: ctaRepeaterSchema,
});
export type HeroInfosFields = z.output<typeof fields>;

export default defineFields(fields, { interactive: false });
