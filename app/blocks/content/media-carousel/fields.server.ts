import { z } from "zod";
import { mediaFieldSchema, repeater } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { titleFields } from "../../field-groups.server";

const fields = z.object({
  ...titleFields,
  media_repeater: repeater(z.object({ media: mediaFieldSchema })),
});
export type MediaCarouselFields = z.output<typeof fields>;

export default defineFields(fields);
