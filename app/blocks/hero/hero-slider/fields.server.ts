import { z } from "zod";
import {
  ctaRepeaterSchema,
  mediaFieldSchema,
  optionalField,
  repeater,
  textFieldSchema,
} from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { onUnlessTurnedOff } from "../../field-groups.server";

const fields = z.object({
  /** Spec 2 "Hero slider": the next slide's preview shows unless turned off (default true). */
  show_preview: onUnlessTurnedOff,
  slides_repeater: repeater(
    z.object({
      bg_media: optionalField(mediaFieldSchema),
      super_title: optionalField(textFieldSchema),
      main_title: optionalField(textFieldSchema),
      sub_title: optionalField(textFieldSchema),
      description: optionalField(textFieldSchema),
      cta_repeater: ctaRepeaterSchema,
    }),
  ),
});
export type HeroSliderFields = z.output<typeof fields>;
export type HeroSlide = HeroSliderFields["slides_repeater"][number];

// The server's slides scroll natively; the code (autoplay, controls) waits for the visitor to reach for it.
export default defineFields(fields, { texts: ["people"], loadOn: "intent" });
