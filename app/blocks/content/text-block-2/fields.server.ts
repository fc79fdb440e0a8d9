import { z } from "zod";
import { ctaRepeaterSchema, enumWithDefault } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";
import { titleFields } from "../../field-groups.server";

const fields = z.object({
  text_align: enumWithDefault(["left", "center", "right"], "center"),
  ...titleFields,
  cta_repeater: ctaRepeaterSchema,
});
export type TextBlock2Fields = z.output<typeof fields>;

export default defineFields(fields, { interactive: false });
