import { z } from "zod";
import {
  iconFieldSchema,
  imageFieldSchema,
  linkFieldSchema,
  localizedValue,
  optionalField,
  repeater,
  textKinds,
} from "~/content/fields.server";
import { defineFields } from "../define-fields.server";

/**
 * A text field the copyright line reads as words, in the visitor's language: its raw value goes
 * into the translated sentence (as text, never as markup), so it is not turned into rich text.
 */
const sentencePart = optionalField(
  z.union([
    z.object({ type: z.enum(textKinds), value: localizedValue }),
    localizedValue.transform((value) => ({ value })),
  ]),
).transform((field) => field?.value ?? "");

const fields = z.object({
  agency: sentencePart,
  all_rights_reserved: sentencePart,
  logo_image_light: optionalField(imageFieldSchema),
  logo_image_dark: optionalField(imageFieldSchema),
  cta: optionalField(linkFieldSchema),
  icon_links_repeater: repeater(z.object({ icon: iconFieldSchema, link: linkFieldSchema })),
  menu_repeater: repeater(
    z.object({
      menu_link: linkFieldSchema,
      sub_menu_repeater: repeater(z.object({ menu_link: linkFieldSchema })),
    }),
  ),
});
export type FooterFields = z.output<typeof fields>;

export default defineFields(fields, { interactive: false });
