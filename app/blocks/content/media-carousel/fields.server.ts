import { z } from "zod";
import { mediaFieldSchema, optionalField, repeater, textFieldSchema } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";

const fields = z.object({
  main_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
  media_repeater: repeater(z.object({ media: mediaFieldSchema })),
});
export type MediaCarouselFields = z.output<typeof fields>;

export default defineFields(fields);
