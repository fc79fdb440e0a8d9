import { z } from "zod";
import {
  ctaRepeaterSchema,
  iconFieldSchema,
  linkFieldSchema,
  optionalField,
  rawTextValue,
  repeater,
  textFieldSchema,
} from "~/content/fields.server";
import type { PreparedIcon } from "~/content/prepared";
import { optionalImage, optionalText } from "../field-groups.server";

export { optionalImage, optionalText };

/** Pieces of the members blocks' schemas (spec 2 §3), shared by their fields.server.ts files. */

/** A member's name is plain words: it labels options, buttons and pictures. */
export const personNameSchema = rawTextValue.refine((name): name is string => Boolean(name?.trim()));

export const listItemsSchema = repeater(
  z.object({ icon: optionalField(iconFieldSchema), description: textFieldSchema }),
);

/** An icon link is its icon: an item whose icon names nothing is dropped, not drawn empty. */
export const iconLinksSchema = repeater(
  z.object({
    icon: iconFieldSchema.refine((icon): icon is PreparedIcon => icon !== null),
    link: linkFieldSchema,
  }),
);

/** Program descriptions, per locale; blank ones are dropped (they would be empty tooltip lines). */
export const programsSchema = repeater(
  z.object({ description: rawTextValue }).refine((item) => Boolean(item.description?.trim())),
).transform((items) => items.map((item) => item.description as string));

export const ctasSchema = ctaRepeaterSchema;

/** The details a member card lists: its lines (phone, languages…) and its programs. */
export const memberDetailsFields = {
  list_items_repeater: listItemsSchema,
  program_items_repeater: programsSchema,
};

/** Who a member is in every people block (spec 2 §3): the picture, the name and the line under it. */
export const personFields = {
  person_avatar: optionalImage,
  person_name: personNameSchema,
  person_subtitle: optionalText,
};
