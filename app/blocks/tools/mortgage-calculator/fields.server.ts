import { z } from "zod";
import { optionalField, textFieldSchema } from "~/content/fields.server";
import { defineFields } from "../../define-fields.server";

const fields = z.object({
  main_title: optionalField(textFieldSchema),
  description: optionalField(textFieldSchema),
});
export type MortgageCalculatorFields = z.output<typeof fields>;

export default defineFields(fields, { texts: ["tools"] });
