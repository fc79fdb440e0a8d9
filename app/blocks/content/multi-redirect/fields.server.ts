import { z } from "zod";
import {
  iconFieldSchema,
  imageFieldSchema,
  linkFieldSchema,
  optionalField,
  repeater,
} from "~/content/fields.server";
import { surfaceColors } from "~/content/surface-colors";
import { defineFields } from "../../define-fields.server";
import { titleFields } from "../../field-groups.server";

const item = z
  .object({
    ...titleFields,
    cta: optionalField(linkFieldSchema),
    link: optionalField(linkFieldSchema),
    icon: optionalField(iconFieldSchema),
    image: optionalField(imageFieldSchema),
    show_number: z.boolean().optional().catch(undefined),
    index: z.coerce.number().int().optional().catch(undefined),
    image_bg_color: z.unknown(),
  })
  .transform(({ cta, link, image_bg_color, ...rest }) => {
    // The tile's target is its link, else its call to action; an unsafe colour is dropped.
    const imageBackground = surfaceColors(image_bg_color, null).background;
    return { ...rest, target: link ?? cta ?? null, ...(imageBackground ? { imageBackground } : {}) };
  });

const fields = z.object({
  ...titleFields,
  items_repeater: repeater(item),
});
export type MultiRedirectFields = z.output<typeof fields>;

export default defineFields(fields, { interactive: false });
