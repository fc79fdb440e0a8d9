import { z } from "zod";
import { imageFieldSchema, linkFieldSchema, optionalField, textFieldSchema } from "~/content/fields.server";
import { onUnlessTurnedOff } from "../../field-groups.server";

/** Property CTA item (spec 3 §3): the image is centred unless the CMS says otherwise. */
export const propertyCtaItemSchema = z.object({
  centered_image: onUnlessTurnedOff,
  image: optionalField(imageFieldSchema),
  main_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
  cta: optionalField(linkFieldSchema),
});
export type PropertyCtaItem = z.output<typeof propertyCtaItemSchema>;
