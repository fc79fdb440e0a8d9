import { z } from "zod";
import {
  iconFieldSchema,
  linkFieldSchema,
  optionalField,
  repeater,
  textFieldSchema,
} from "~/content/fields.server";
import { surfaceColors } from "~/content/surface-colors";
import { defineFields } from "../../define-fields.server";
import { titleFields } from "../../field-groups.server";

const card = z
  .object({
    bg_color_primary: z.unknown(),
    text_color: z.unknown(),
    cta: optionalField(linkFieldSchema),
    icon: optionalField(iconFieldSchema),
    main_title: optionalField(textFieldSchema),
  })
  .transform(({ bg_color_primary, text_color, ...rest }) => {
    // A background without a text colour gets readable text (spec 3 §9); unsafe colours are dropped.
    const surface = surfaceColors(bg_color_primary, text_color);
    const style: { background?: string; color?: string } = {
      ...(surface.background ? { background: surface.background } : {}),
      ...(surface.text ? { color: surface.text } : {}),
    };
    return { ...rest, style, ...(surface.dark === undefined ? {} : { dark: surface.dark }) };
  });

const fields = z.object({
  ...titleFields,
  cards_repeater: repeater(card),
});
export type IconCtaCardsFields = z.output<typeof fields>;

export default defineFields(fields, { interactive: false });
