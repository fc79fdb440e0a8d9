import { z } from "zod";
import { optionalField, repeater } from "~/content/fields.server";
import { surfaceColors } from "~/content/surface-colors";
import { defineFields } from "../../define-fields.server";
import { authorFields, testimonyOf } from "../testimony.server";
import { titleFields } from "../../field-groups.server";

/** A slider card (spec 3 §3): its own colours, then the author and the text. */
const cardSchema = z
  .object({
    ...authorFields,
    bg_color_primary: optionalField(z.string()),
    text_color: optionalField(z.string()),
  })
  .transform((item) => {
    const colors = surfaceColors(item.bg_color_primary, item.text_color);
    return {
      ...testimonyOf(item),
      background: colors.background ?? null,
      color: colors.text ?? null,
    };
  });

const fields = z.object({
  ...titleFields,
  testimonials_repeater: repeater(cardSchema),
});
export type TestimonialsSliderFields = z.output<typeof fields>;

export default defineFields(fields, { texts: ["proof"] });
