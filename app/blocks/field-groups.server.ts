import { z } from "zod";
import {
  ctaRepeaterSchema,
  iconFieldSchema,
  imageFieldSchema,
  linkFieldSchema,
  mediaFieldSchema,
  optionalField,
  repeater,
  textFieldSchema,
} from "~/content/fields.server";

/** An optional text-like field (the CMS may leave any of them out). */
export const optionalText = optionalField(textFieldSchema);

/** An optional image (a picture, never a video). */
export const optionalImage = optionalField(imageFieldSchema);

/** The title / description pair a block or an item opens with. */
export const titleFields = {
  main_title: optionalText,
  description: optionalText,
};

/** The super-title / title / description group most blocks open with (BlockHeading, HeadedBlock). */
export const headingFields = {
  super_title: optionalText,
  ...titleFields,
};

/** The heading group, one image or video and the call-to-action buttons of media + text blocks. */
export const mediaTextFields = {
  ...headingFields,
  image: optionalField(mediaFieldSchema),
  cta_repeater: ctaRepeaterSchema,
};

/** Short lines, each an optional icon and a title (a listing's or a map popup's features). */
export const iconTitleItems = repeater(
  z.object({ icon: optionalField(iconFieldSchema), main_title: optionalText }),
);

/** What a property card written in the CMS shows (a listing item, a map popup): titles, link, features. */
export const listingCardFields = {
  main_title: optionalText,
  sub_title: optionalText,
  secondary_title: optionalText,
  link: optionalField(linkFieldSchema),
  list_items_repeater: iconTitleItems,
};

/** A yes/no setting that is on unless the CMS turns it off: missing or malformed, it is on. */
export const onUnlessTurnedOff = z
  .boolean()
  .optional()
  .nullable()
  .catch(null)
  .transform((value) => value ?? true);

/** A whole number from `min` to `max`; missing or malformed, it is `fallback`. */
export const wholeNumberOr = (min: number, max: number, fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(min)
    .max(max)
    .optional()
    .nullable()
    .catch(null)
    .transform((value) => value ?? fallback);
